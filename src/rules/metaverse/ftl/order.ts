/**
 * Order of FTL manoeuvres in the Starship Movement Step (book p.18; ruling A48).
 *
 * All FTL manoeuvres happen before any STL-only plot, by type in the fixed order below. Within a type each
 * player orders their own ships (given here by list order). If both players have that type, the player with
 * MORE such ships moves one first, then the players alternate; a tie is broken by a die (A48: 1D2, 1 = the
 * first player named). When one player runs out, the other moves the rest.
 */
import type { Dice } from '../../core/dice.ts';
import type { FtlCode } from './drives.ts';

export const FTL_ORDER: readonly FtlCode[] = ['S-FTL-J', 'S-FTL-W', 'S-FTL-H', 'T-FTL-J', 'T-FTL-W', 'T-FTL-H', 'FTL-T', 'R-FTL', 'FTL-R'];

export interface FtlEntry {
  readonly ship: string;
  readonly player: string;
  readonly code: FtlCode;
}

export interface FtlTieBreak {
  readonly code: FtlCode;
  readonly players: readonly [string, string];
  readonly roll: number;
  readonly first: string;
}

export interface FtlSchedule {
  readonly order: readonly FtlEntry[];
  readonly tieBreaks: readonly FtlTieBreak[];
}

/** Sorts FTL manoeuvres into execution order. Entries keep each player's own order within a type. */
export function scheduleFtl(entries: readonly FtlEntry[], dice: Dice): FtlSchedule {
  const order: FtlEntry[] = [];
  const tieBreaks: FtlTieBreak[] = [];
  for (const code of FTL_ORDER) {
    const ofType = entries.filter((e) => e.code === code);
    const players = [...new Set(ofType.map((e) => e.player))];
    if (players.length <= 1) {
      order.push(...ofType);
      continue;
    }
    const queues = players.map((p) => ofType.filter((e) => e.player === p));
    queues.sort((a, b) => b.length - a.length);
    const [q0, q1] = queues;
    if (q0 && q1 && q0.length === q1.length && queues.length === 2) {
      const p0 = q0[0]?.player ?? '';
      const p1 = q1[0]?.player ?? '';
      const roll = dice.roll(`FTL order tie ${code}: 1 = ${p0}, 2 = ${p1}`, 2);
      tieBreaks.push({ code, players: [p0, p1], roll, first: roll === 1 ? p0 : p1 });
      if (roll === 2) queues.reverse();
    }
    for (let i = 0; queues.some((q) => q.length > 0); i = (i + 1) % queues.length) {
      const next = queues[i]?.shift();
      if (next) order.push(next);
    }
  }
  return { order, tieBreaks };
}
