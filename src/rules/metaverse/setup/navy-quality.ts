/**
 * Navy quality "roll" tables (Metaverse "Navies" p.86, Command Quality Table and Crew Quality Table):
 * a commander or squadron set to 'roll' rolls 1D20 at the start of the game on its navy's row.
 * Judgement call: the tables name commander results Poor / Average / Brilliant; they are the commander qualities
 * incompetent (D4) / competent (D6) / brilliant (D8) of the Command Step (p.3).
 */
import type { Dice } from '../../core/dice.ts';
import type { CommanderQuality, CrewQuality, Fleet, Navy, NavyCommandQuality } from '../ships/fleet.ts';

type Row<Q extends string> = readonly { readonly upTo: number; readonly result: Q }[];

/** Command Quality Table: navy rating → highest D20 for each result. */
export const COMMAND_QUALITY_TABLE: Readonly<Record<NavyCommandQuality, Row<CommanderQuality>>> = {
  brilliant: [{ upTo: 5, result: 'incompetent' }, { upTo: 10, result: 'competent' }, { upTo: 20, result: 'brilliant' }],
  average: [{ upTo: 5, result: 'incompetent' }, { upTo: 15, result: 'competent' }, { upTo: 20, result: 'brilliant' }],
  poor: [{ upTo: 10, result: 'incompetent' }, { upTo: 15, result: 'competent' }, { upTo: 20, result: 'brilliant' }],
};

/** Crew Quality Table: navy rating → highest D20 for each result. */
export const CREW_QUALITY_TABLE: Readonly<Record<CrewQuality, Row<CrewQuality>>> = {
  veteran: [{ upTo: 5, result: 'green' }, { upTo: 10, result: 'regular' }, { upTo: 20, result: 'veteran' }],
  regular: [{ upTo: 5, result: 'green' }, { upTo: 15, result: 'regular' }, { upTo: 20, result: 'veteran' }],
  green: [{ upTo: 10, result: 'green' }, { upTo: 15, result: 'regular' }, { upTo: 20, result: 'veteran' }],
};

function lookup<Q extends string>(row: Row<Q>, roll: number): Q {
  const hit = row.find((r) => roll <= r.upTo) ?? row[row.length - 1];
  if (hit === undefined) throw new Error('empty quality row');
  return hit.result;
}

export interface QualityRoll<Q> {
  /** Who rolled: a commander or squadron id. */
  readonly for: string;
  readonly roll: number;
  readonly result: Q;
}

/** One D20 on the Command Quality Table for a commander set to 'roll'. */
export function rollCommanderQuality(navy: NavyCommandQuality, commanderId: string, dice: Dice): QualityRoll<CommanderQuality> {
  const roll = dice.roll(`command quality ${commanderId}`, 20);
  return { for: commanderId, roll, result: lookup(COMMAND_QUALITY_TABLE[navy], roll) };
}

/** One D20 on the Crew Quality Table for a squadron set to 'roll'. */
export function rollCrewQuality(navy: CrewQuality, squadronId: string, dice: Dice): QualityRoll<CrewQuality> {
  const roll = dice.roll(`crew quality ${squadronId}`, 20);
  return { for: squadronId, roll, result: lookup(CREW_QUALITY_TABLE[navy], roll) };
}

export interface ResolvedQualities {
  readonly fleet: Fleet;
  readonly commanderRolls: readonly QualityRoll<CommanderQuality>[];
  readonly crewRolls: readonly QualityRoll<CrewQuality>[];
}

/**
 * Resolves every 'roll' in a fleet at game start (p.86): commanders first in fleet order, then squadrons.
 * Fixed qualities are kept and roll no die.
 */
export function resolveFleetQualities(fleet: Fleet, navy: Pick<Navy, 'commandQuality' | 'crewQuality'>, dice: Dice): ResolvedQualities {
  const commanderRolls: QualityRoll<CommanderQuality>[] = [];
  const crewRolls: QualityRoll<CrewQuality>[] = [];
  const commanders = fleet.commanders.map((c) => {
    if (c.quality !== 'roll') return c;
    const r = rollCommanderQuality(navy.commandQuality, c.id, dice);
    commanderRolls.push(r);
    return { ...c, quality: r.result };
  });
  const squadrons = fleet.squadrons.map((s) => {
    if (s.crewQuality !== 'roll') return s;
    const r = rollCrewQuality(navy.crewQuality, s.id, dice);
    crewRolls.push(r);
    return { ...s, crewQuality: r.result };
  });
  return { fleet: { ...fleet, commanders, squadrons }, commanderRolls, crewRolls };
}
