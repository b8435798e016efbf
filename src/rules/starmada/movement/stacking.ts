/**
 * Stacking of opposing ships after all movement (Starmada 3.3 p.16; rulings 2, 16, 17, 21).
 *
 * - Where ships of opposing sides end in one hex, each rolls 1d6 + its current engine rating (the rule says
 *   engine rating; the example's "current speed" is a slip, its numbers are engine ratings [ruling 2]). The
 *   rating is the engine track's, without boosters or emergency thrust [ruling 21]. Ties between opposing ships
 *   are re-rolled, as often as needed; ties within a side stand.
 * - The lowest total stays. In ascending order of total, each other ship stays if it is on the first ship's
 *   side, otherwise it moves to an adjacent hex, keeping its heading.
 * - A displaced ship may not go off the board, into a hex holding an opposing ship (also one displaced
 *   earlier in this resolution [ruling 17]) or into terrain it cannot share (`blocked`). If no adjacent hex is
 *   free it moves two hexes; Salvo looks further out only if that fails too. Displaced ships may share a hex.
 * - Who picks the hex: the displaced ship's owner [ruling 16], through `chooseHex`. Without a choice (or with a
 *   hex that is not allowed) Salvo picks by a fixed rule: the free hex closest in bearing to the ship's heading,
 *   clockwise first when two are equally close; that is straight ahead when it is free. It keeps the ship
 *   moving the way it was going, and needs no die.
 * - Contested hexes are resolved one at a time, from the top-left of the board: column by column, then row.
 */
import { plural } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import { hexBearing, hexDistance, hexEquals, hexesWithin, hexKey, type Direction, type Hex } from '../../core/hex.ts';
import { hexToOffset, makeHexLabel, onBoard, type Board } from '../../core/offset.ts';

export interface StackingShip {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly at: Hex;
  readonly heading: Direction;
  /** Current engine rating from the engine track [ruling 21]. */
  readonly engineRating: number;
}

export interface StackingRoll {
  readonly shipId: string;
  readonly name: string;
  readonly side: string;
  readonly engineRating: number;
  /** Every die, re-rolls included; the last one counts. */
  readonly dice: readonly number[];
  readonly total: number;
}

export interface Displacement {
  readonly shipId: string;
  readonly name: string;
  readonly from: Hex;
  readonly to: Hex;
  /** 1 normally; 2 when no adjacent hex was free. */
  readonly distance: number;
  readonly chosenBy: 'owner' | 'rule';
}

export interface StackingContest {
  readonly at: Hex;
  /** In ascending order of total: the order the book resolves them. */
  readonly rolls: readonly StackingRoll[];
  readonly stays: readonly string[];
  readonly displaced: readonly Displacement[];
}

export interface DisplacementRequest {
  readonly ship: StackingShip;
  readonly from: Hex;
  readonly distance: number;
  /** The hexes allowed, best first by Salvo's rule. */
  readonly candidates: readonly Hex[];
}

/** The owner's pick among `candidates`; undefined (or a hex not among them) leaves it to Salvo's rule. */
export type ChooseDisplacement = (request: DisplacementRequest) => Hex | undefined;

export interface StackingChoices {
  readonly chooseHex?: ChooseDisplacement;
  /** Terrain a ship may not be placed in (asteroids, planets, …); none in the core game. */
  readonly blocked?: (at: Hex) => boolean;
}

export interface StackingResult<T extends StackingShip> {
  readonly ships: T[];
  readonly contests: StackingContest[];
}

/** A guard against dice that tie for ever; with real dice the chance of reaching it is nil. */
const MAX_REROLL_ROUNDS = 100;

/** How far `to` lies from straight ahead, in degrees: 0 ahead, ±60 the forward neighbours, …; + is clockwise. */
function offHeading(from: Hex, to: Hex, heading: Direction): number {
  const d = (hexBearing(from, to) - heading * 60 + 540) % 360;
  return Math.round((d - 180) * 1e6) / 1e6;
}

/** The hexes at exactly `distance` from `from`, best first by Salvo's rule (see the module header). */
function ringByHeading(from: Hex, distance: number, heading: Direction): Hex[] {
  return hexesWithin(from, distance)
    .filter((h) => hexDistance(from, h) === distance)
    .map((h) => ({ h, off: offHeading(from, h, heading) }))
    .sort((a, b) => Math.abs(a.off) - Math.abs(b.off) || b.off - a.off)
    .map((x) => x.h);
}

function rollFor(ship: StackingShip, label: string, dice: Dice): number {
  return dice.roll(`stacking ${ship.name} at ${label}: 1d6 + engine rating ${ship.engineRating}`);
}

export function resolveStacking<T extends StackingShip>(ships: readonly T[], board: Board, dice: Dice, choices: StackingChoices = {}): StackingResult<T> {
  const where = new Map<string, Hex>(ships.map((s) => [s.id, s.at]));
  const hexOf = (s: StackingShip): Hex => where.get(s.id) ?? s.at;

  const byHex = new Map<string, T[]>();
  for (const s of ships) byHex.set(hexKey(s.at), [...(byHex.get(hexKey(s.at)) ?? []), s]);
  const contested = [...byHex.values()]
    .filter((group) => new Set(group.map((s) => s.side)).size > 1)
    .map((group) => ({ at: (group[0] as T).at, group }))
    .sort((a, b) => {
      const oa = hexToOffset(a.at);
      const ob = hexToOffset(b.at);
      return oa.col - ob.col || oa.row - ob.row;
    });

  const contests: StackingContest[] = [];
  for (const { at, group } of contested) {
    const label = makeHexLabel(at, board);
    const rolled = new Map(group.map((s) => [s.id, [rollFor(s, label, dice)]]));
    const total = (s: StackingShip): number => (rolled.get(s.id)?.at(-1) ?? 0) + s.engineRating;

    for (let round = 0; ; round++) {
      const tied = group.filter((a) => group.some((b) => b.side !== a.side && total(b) === total(a)));
      if (tied.length === 0) break;
      if (round >= MAX_REROLL_ROUNDS) throw new Error(`stacking at ${label}: dice tied ${MAX_REROLL_ROUNDS} times`);
      for (const s of tied) rolled.get(s.id)?.push(dice.roll(`stacking re-roll ${s.name} at ${label}: 1d6 + engine rating ${s.engineRating}`));
    }

    const order = [...group].sort((a, b) => total(a) - total(b));
    const holder = (order[0] as T).side;
    const stays: string[] = [];
    const displaced: Displacement[] = [];
    for (const ship of order) {
      if (ship.side === holder) {
        stays.push(ship.id);
        continue;
      }
      const free = (h: Hex): boolean =>
        onBoard(board, h) && !(choices.blocked?.(h) ?? false) && !ships.some((o) => o.side !== ship.side && hexEquals(hexOf(o), h));
      const limit = Math.max(board.cols, board.rows);
      let placed = false;
      for (let distance = 1; distance <= limit && !placed; distance++) {
        const candidates = ringByHeading(at, distance, ship.heading).filter(free);
        const best = candidates[0];
        if (best === undefined) continue;
        const picked = choices.chooseHex?.({ ship, from: at, distance, candidates });
        const ownerPick = picked !== undefined && candidates.some((c) => hexEquals(c, picked)) ? picked : undefined;
        const to = ownerPick ?? best;
        where.set(ship.id, to);
        displaced.push({ shipId: ship.id, name: ship.name, from: at, to, distance, chosenBy: ownerPick ? 'owner' : 'rule' });
        placed = true;
      }
      if (!placed) throw new Error(`stacking at ${label}: no hex on the board is free for ${ship.name}`);
    }

    contests.push({
      at,
      rolls: order.map((s) => ({ shipId: s.id, name: s.name, side: s.side, engineRating: s.engineRating, dice: rolled.get(s.id) ?? [], total: total(s) })),
      stays,
      displaced,
    });
  }

  return { ships: ships.map((s) => (hexEquals(hexOf(s), s.at) ? s : { ...s, at: hexOf(s) })), contests };
}

/** "Stacking in 0312: Cruiser 3 + 4 = 7, Destroyer B 2 + 6 = 8, … Cruiser stays; Destroyer B moves to 0311, …". */
export function describeStacking(contest: StackingContest, board: Board): string {
  const rolls = contest.rolls
    .map((r) => {
      const rerolls = r.dice.length > 1 ? ` (after ties: ${r.dice.join(', ')})` : '';
      return `${r.name} ${r.dice.at(-1) ?? 0} + ${r.engineRating} = ${r.total}${rerolls}`;
    })
    .join(', ');
  const names = new Map(contest.rolls.map((r) => [r.shipId, r.name]));
  const stay = contest.stays.map((id) => names.get(id) ?? id).join(' and ');
  const moves = contest.displaced
    .map((d) => `${d.name} moves ${d.distance === 1 ? '' : `${d.distance} hexes `}to ${makeHexLabel(d.to, board)}`)
    .join(', ');
  return `Stacking in ${makeHexLabel(contest.at, board)}: ${rolls}. ${stay} ${plural(contest.stays.length, 'stays', 'stay')}; ${moves}.`;
}
