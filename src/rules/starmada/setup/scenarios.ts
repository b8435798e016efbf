/**
 * Scenarios: the standard scenario (2.1–2.5, p.12–13) and Appendix S (p.58–64) as data, with the random
 * scenario roll (p.58), fleet checks per scenario and the S.9 storm table.
 *
 * Supported: every scenario. The set-up areas of S.2, S.3, S.11 and S.12 are figures in the book; Salvo draws
 * them as below (rulings 160–164), in columns and rows counted from 1 as the hex labels are.
 *
 * Rulings (Salvo's):
 * - In scenarios with an attacker and a defender, side A attacks and side B defends.
 * - Boards: the book's recommended minimum, 32 × 18 hexes (p.4), for every scenario except S.4 Fleet Action
 *   (2000 CR a side), which uses the book's larger 3 × 2-section board, 32 × 27.
 * - Scaling (p.58) multiplies fleet limits and VP targets; S.1's 400–600 defender band is its fleet limit and
 *   scales with it; the S.10 cap of CR 150 per ship is not a fleet limit and does not scale.
 * - S.9: the storm roll is made in each End Phase for the next game turn; "no turns" and "no attacks" bind
 *   fighter flights in that turn's Fighter Phase too (the book names flights; they act in that phase).
 * - Ruling 45: S.9 600 VPs and S.10 500 VPs are taken as printed in reading order.
 * - Ruling 160, S.2 Breakout: the attacker blockades in columns 09–16 facing east, the defender deploys within 4
 *   hexes of the east edge; a defending ship leaving by the west edge (the attacker's) scores for the defender.
 * - Ruling 161, S.3 The Chase: the board is 48 × 18 (50% longer). The attacker deploys within 4 hexes of the west
 *   edge, the defender's rear guard in columns 13–20, both facing east; the defender escapes by the east edge.
 * - Ruling 162, S.11 To the Rescue: the attacker deploys within 4 hexes of the west edge, the first defending half
 *   within 4 hexes of the east edge; the Reinforcements area is rows 15–18 of columns 09–24 (the south flank).
 *   The halves are the fleet list cut in two: the first half of the list (rounded up) and the rest, each at most
 *   800 CR; a die picks which deploys: 1–3 the first, 4–6 the second.
 * - Ruling 163, S.12 The Trap: the defender deploys in columns 13–20 facing north-east, into an ambush from two
 *   areas: within 4 hexes of the west edge and within 4 hexes of the east edge, each holding at least 500 CR.
 * - Ruling 164, S.8: the prototype is the attacker's highest-CR ship, the first listed on a tie (the side chose
 *   the order of its list). S.8's CR 300 minimum, like S.10's cap, is not a fleet limit and does not scale; S.11's
 *   halves and S.12's areas are parts of the fleet limit and scale with it.
 */
import type { Dice } from '../../core/dice.ts';
import { direction, type Direction } from '../../core/hex.ts';
import type { Board } from '../../core/offset.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SideId } from '../state.ts';
import type { DeploymentArea } from './deployment.ts';
import type { ActivationOrder } from '../fighters/activation-order.ts';
import { type BattleSize, fleetCR, scale, validateFleetForBattle, validateFleetLimit, type FleetShip } from './battle-size.ts';
import { deploymentOrder } from './deployment.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export type ScenarioId = 'standard' | 'S.1' | 'S.2' | 'S.3' | 'S.4' | 'S.5' | 'S.6' | 'S.7' | 'S.8' | 'S.9' | 'S.10' | 'S.11' | 'S.12';

export interface CatalogueEntry {
  readonly id: ScenarioId;
  readonly name: string;
  /** Range of the two-dice roll (tens, units) that picks it (p.58). */
  readonly roll: readonly [number, number];
}

/** The random scenario table (p.58). */
export const SCENARIO_CATALOGUE: readonly CatalogueEntry[] = [
  { id: 'S.1', name: 'Alone in the Dark', roll: [11, 12] },
  { id: 'S.2', name: 'Breakout', roll: [13, 14] },
  { id: 'S.3', name: 'The Chase', roll: [15, 16] },
  { id: 'S.4', name: 'Fleet Action', roll: [21, 22] },
  { id: 'S.5', name: 'Hide & Seek', roll: [23, 24] },
  { id: 'S.6', name: 'Hit & Run', roll: [25, 26] },
  { id: 'S.7', name: 'On Patrol', roll: [31, 32] },
  { id: 'S.8', name: 'The Shakedown Cruise', roll: [33, 34] },
  { id: 'S.9', name: 'Storms in Space', roll: [35, 36] },
  { id: 'S.10', name: 'Tin Can Dustup', roll: [41, 42] },
  { id: 'S.11', name: 'To the Rescue', roll: [43, 44] },
  { id: 'S.12', name: 'The Trap', roll: [45, 46] },
  { id: 'standard', name: 'Standard', roll: [51, 66] },
];

/** The scenario a roll of `tens` then `units` names: "a roll of 3 followed by 2 would become 32" (p.58). */
export function scenarioFromRoll(tens: number, units: number): CatalogueEntry {
  const n = tens * 10 + units;
  const entry = SCENARIO_CATALOGUE.find((e) => n >= e.roll[0] && n <= e.roll[1]);
  if (!entry || tens < 1 || tens > 6 || units < 1 || units > 6) throw new Error(`scenarioFromRoll: ${tens}, ${units} are not two d6 faces`);
  return entry;
}

export function rollScenario(dice: Dice): { tens: number; units: number; entry: CatalogueEntry } {
  const tens = dice.roll('random scenario: tens');
  const units = dice.roll('random scenario: units');
  return { tens, units, entry: scenarioFromRoll(tens, units) };
}

/** Fleet limits: the battle-size table, fixed limits per side, or S.1's lone defender. */
export type ForceRules =
  | { readonly kind: 'battleSize' }
  | {
      readonly kind: 'perSide';
      readonly A: number;
      readonly B: number;
      readonly maxShipCR?: number;
      /** S.8: at least one attacking ship of at least this CR (the prototype). */
      readonly attackerFlagshipCR?: number;
      /** S.11: the defender's force in two halves of at most this CR each. */
      readonly defenderHalfCR?: number;
      /** S.12: at least this CR in each of the attacker's set-up areas. */
      readonly attackerAreaCR?: number;
    }
  | { readonly kind: 'loneDefender'; readonly defenderMin: number; readonly defenderMax: number; readonly attackerMultiple: number };

/**
 * How VPs are scored: as normal, or a scenario's own way. S.8 'prototype': the defender scores double for the
 * prototype; S.11 'rescue': attacking ships destroyed before the reinforcements arrive score double; S.12 'trap':
 * the defender scores double.
 */
export type VictoryRule = 'normal' | 'lastSideStanding' | 'firstBlood' | 'hitAndRun' | 'defenderExits' | 'prototype' | 'rescue' | 'trap';

/** Defending ships that leave by this side's deployment edge score for the defender, once it has `afterKills` VPs from kills. */
export interface EscapeRule {
  readonly edgeOf: SideId;
  readonly afterKills: number;
}

export interface ScenarioDefinition {
  readonly id: ScenarioId;
  readonly name: string;
  /** Where the book describes it. */
  readonly ref: string;
  readonly summary: string;
  readonly board: Board;
  /** Side A attacks and side B defends; false: the sides are alike. */
  readonly roles: boolean;
  readonly forces: ForceRules;
  /** VP target before scaling; null when the scenario does not use VPs (S.1); standard: the battle size. */
  readonly vpTarget: number | null;
  /** Who places the first ship: the side with more ships (2.3), or the attacker (S.1). */
  readonly deploysFirst: 'moreShips' | 'attacker';
  readonly victory: VictoryRule;
  /** Defending ships that may leave the board and score for their own side (S.2, S.3, S.7). */
  readonly escape?: EscapeRule;
  /** Set-up areas of a side when not the standard zone within 4 hexes of its edge (S.2, S.3, S.11, S.12). */
  readonly areas?: Readonly<Partial<Record<SideId, readonly DeploymentArea[]>>>;
  /** S.11: where the defender's second half is placed when it arrives. */
  readonly reinforcementArea?: readonly DeploymentArea[];
  /** `asteroids`: S.5's dozen asteroid markers are scattered at setup (setup/hide-and-seek.ts). */
  readonly special: 'none' | 'storms' | 'prototype' | 'reinforcements' | 'asteroids';
}

const STANDARD_BOARD: Board = { cols: 32, rows: 18 };
const LARGE_BOARD: Board = { cols: 32, rows: 27 };
/** S.3: the standard board made 50% longer (ruling 161). */
const LONG_BOARD: Board = { cols: 48, rows: 18 };

const area = (name: string, cols: readonly [number, number], rows: readonly [number, number], facing: Direction): DeploymentArea => ({ name, cols, rows, facing });
const ALL_ROWS = [1, 18] as const;
const WEST_EDGE = area('within 4 hexes of the west edge', [1, 4], ALL_ROWS, 1);
const EAST_EDGE = area('within 4 hexes of the east edge', [29, 32], ALL_ROWS, 4);

export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioDefinition>> = {
  standard: {
    id: 'standard',
    name: 'Standard',
    ref: '2.1–2.5 p.12–13',
    summary: 'An open engagement between two even fleets; victory at the battle size\'s VP target.',
    board: STANDARD_BOARD,
    roles: false,
    forces: { kind: 'battleSize' },
    vpTarget: null,
    deploysFirst: 'moreShips',
    victory: 'normal',
    special: 'none',
  },
  'S.1': {
    id: 'S.1',
    name: 'Alone in the Dark',
    ref: 'S.1 p.59',
    summary: 'One defending ship (CR 400–600) against twice its CR; fought until one side is gone, graded by the attacker\'s surviving CR.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'loneDefender', defenderMin: 400, defenderMax: 600, attackerMultiple: 2 },
    vpTarget: null,
    deploysFirst: 'attacker',
    victory: 'lastSideStanding',
    special: 'none',
  },
  'S.2': {
    id: 'S.2',
    name: 'Breakout',
    ref: 'S.2 p.59',
    summary: 'Attacker 1200 CR blockades; defender 800 CR breaks out: its ships leaving by the attacker\'s (west) edge score for it; 500 VPs.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1200, B: 800 },
    vpTarget: 500,
    deploysFirst: 'attacker',
    victory: 'normal',
    escape: { edgeOf: 'A', afterKills: 0 },
    areas: { A: [area('columns 09–16', [9, 16], ALL_ROWS, 1)], B: [EAST_EDGE] },
    special: 'none',
  },
  'S.3': {
    id: 'S.3',
    name: 'The Chase',
    ref: 'S.3 p.60',
    summary: 'A board 50% longer; attacker 1200 CR chases defender 800 CR, whose ships leaving by the far (east) edge score for it; 500 VPs.',
    board: LONG_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1200, B: 800 },
    vpTarget: 500,
    deploysFirst: 'attacker',
    victory: 'normal',
    escape: { edgeOf: 'B', afterKills: 0 },
    areas: { A: [WEST_EDGE], B: [area('columns 13–20', [13, 20], ALL_ROWS, 1)] },
    special: 'none',
  },
  'S.4': {
    id: 'S.4',
    name: 'Fleet Action',
    ref: 'S.4 p.60',
    summary: '2000 CR a side; the first ship destroyed is worth triple VPs, the second double; victory at 1200 VPs.',
    board: LARGE_BOARD,
    roles: false,
    forces: { kind: 'perSide', A: 2000, B: 2000 },
    vpTarget: 1200,
    deploysFirst: 'moreShips',
    victory: 'firstBlood',
    special: 'none',
  },
  // S.5 Hide & Seek (p.61): standard set-up plus a dozen asteroid markers (G.1); VPs as normal; 700 VPs.
  'S.5': {
    id: 'S.5',
    name: 'Hide & Seek',
    ref: 'S.5 p.61',
    summary: '1400 CR a side among a dozen asteroids scattered over the middle of the board (G.1); 700 VPs.',
    board: STANDARD_BOARD,
    roles: false,
    forces: { kind: 'perSide', A: 1400, B: 1400 },
    vpTarget: 700,
    deploysFirst: 'moreShips',
    victory: 'normal',
    special: 'asteroids',
  },
  'S.6': {
    id: 'S.6',
    name: 'Hit & Run',
    ref: 'S.6 p.61',
    summary: 'Attacker 1000 CR scores a ship\'s full CR once it has lost more than half its hull; defender 1400 CR scores normally; 600 VPs.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1000, B: 1400 },
    vpTarget: 600,
    deploysFirst: 'moreShips',
    victory: 'hitAndRun',
    special: 'none',
  },
  'S.7': {
    id: 'S.7',
    name: 'On Patrol',
    ref: 'S.7 p.62',
    summary: 'Attacker 1400 CR, defender 1000 CR; once the defender has scored 100 VPs in kills, its ships leaving by its own edge score for it; 600 VPs.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1400, B: 1000 },
    vpTarget: 600,
    deploysFirst: 'moreShips',
    victory: 'defenderExits',
    escape: { edgeOf: 'B', afterKills: 100 },
    special: 'none',
  },
  'S.8': {
    id: 'S.8',
    name: 'The Shakedown Cruise',
    ref: 'S.8 p.62',
    summary: 'Attacker 1200 CR with a prototype of CR 300 or more, whose first attacks roll for its trials; defender 900 CR scores double for it; 500 VPs.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1200, B: 900, attackerFlagshipCR: 300 },
    vpTarget: 500,
    deploysFirst: 'moreShips',
    victory: 'prototype',
    special: 'prototype',
  },
  'S.9': {
    id: 'S.9',
    name: 'Storms in Space',
    ref: 'S.9 p.63',
    summary: '1000 CR a side; each End Phase a storm roll may spin ships, forbid turns or attacks, or spoil aim next turn; 600 VPs.',
    board: STANDARD_BOARD,
    roles: false,
    forces: { kind: 'perSide', A: 1000, B: 1000 },
    vpTarget: 600,
    deploysFirst: 'moreShips',
    victory: 'normal',
    special: 'storms',
  },
  'S.10': {
    id: 'S.10',
    name: 'Tin Can Dustup',
    ref: 'S.10 p.63',
    summary: '1200 CR a side and no ship above CR 150; 500 VPs.',
    board: STANDARD_BOARD,
    roles: false,
    forces: { kind: 'perSide', A: 1200, B: 1200, maxShipCR: 150 },
    vpTarget: 500,
    deploysFirst: 'moreShips',
    victory: 'normal',
    special: 'none',
  },
  'S.11': {
    id: 'S.11',
    name: 'To the Rescue',
    ref: 'S.11 p.64',
    summary: 'Attacker 1200 CR; defender 1200 CR in two halves (≤ 800 each), the second arriving once its End Phase dice reach 7; attackers lost before then score double; 600 VPs.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1200, B: 1200, defenderHalfCR: 800 },
    vpTarget: 600,
    deploysFirst: 'attacker',
    victory: 'rescue',
    areas: { A: [WEST_EDGE], B: [EAST_EDGE] },
    reinforcementArea: [area('Reinforcements (rows 15–18 of columns 09–24)', [9, 24], [15, 18], 0)],
    special: 'reinforcements',
  },
  'S.12': {
    id: 'S.12',
    name: 'The Trap',
    ref: 'S.12 p.64',
    summary: 'Attacker 1400 CR ambushes from both ends (≥ 500 CR each); defender 1000 CR in the middle scores double VPs; 600 VPs.',
    board: STANDARD_BOARD,
    roles: true,
    forces: { kind: 'perSide', A: 1400, B: 1000, attackerAreaCR: 500 },
    vpTarget: 600,
    deploysFirst: 'attacker',
    victory: 'trap',
    areas: { A: [WEST_EDGE, EAST_EDGE], B: [area('columns 13–20', [13, 20], ALL_ROWS, 1)] },
    special: 'none',
  },
};

export type SupportedScenarioId = keyof typeof SCENARIOS;

/** The definition of a game's scenario (every stored game has a supported one). */
export function scenarioDefinition(id: ScenarioId): ScenarioDefinition {
  const found = (SCENARIOS as Partial<Record<ScenarioId, ScenarioDefinition>>)[id];
  if (!found) throw new Error(`scenario ${id} is not supported`);
  return found;
}

/** Reads "standard", "S.4", "s4", "4", "Fleet Action"… */
export function parseScenario(text: string): Result<ScenarioDefinition, RuleError> {
  const t = text.trim().toLowerCase();
  const number = /^s?\.?\s*(\d{1,2})$/.exec(t)?.[1];
  const id = number === undefined ? undefined : `S.${Number(number)}`;
  const entry = SCENARIO_CATALOGUE.find((e) => e.id.toLowerCase() === t || e.id === id || e.name.toLowerCase() === t);
  if (!entry) {
    const known = Object.values(SCENARIOS).map((s) => (s.id === 'standard' ? 'Standard' : `${s.id} ${s.name}`));
    return err(starmadaError('ERR_SCENARIO', `"${cutGraphemes(text, 30)}" is not a scenario; choose ${known.join(', ')}.`));
  }
  return ok(SCENARIOS[entry.id]);
}

export interface ScenarioLimits {
  /** Each side's fleet limit; for S.1's attacker this is twice the defender's fleet, known once it is chosen. */
  readonly fleetLimit: Readonly<Record<SideId, number | null>>;
  readonly vpTarget: number | null;
}

/** Fleet limits and VP target of a scenario, scaled (p.58). `size` is the battle size of a standard scenario. */
export function scenarioLimits(scenario: ScenarioDefinition, options: { size?: BattleSize; scale?: number } = {}): ScenarioLimits {
  const factor = options.scale ?? 1;
  switch (scenario.forces.kind) {
    case 'battleSize': {
      const size = options.size;
      if (!size) throw new Error('scenarioLimits: the standard scenario needs a battle size');
      const limit = scale(size.fleetLimit, factor);
      return { fleetLimit: { A: limit, B: limit }, vpTarget: scale(size.vpTarget, factor) };
    }
    case 'perSide':
      return {
        fleetLimit: { A: scale(scenario.forces.A, factor), B: scale(scenario.forces.B, factor) },
        vpTarget: scenario.vpTarget === null ? null : scale(scenario.vpTarget, factor),
      };
    case 'loneDefender':
      return { fleetLimit: { A: null, B: scale(scenario.forces.defenderMax, factor) }, vpTarget: null };
  }
}

const roleName = (scenario: ScenarioDefinition, side: SideId): string =>
  scenario.roles ? (side === 'A' ? 'the attacker' : 'the defender') : `side ${side}`;

/**
 * A side's fleet against the scenario: fleet limit, S.10's cap per ship, S.1's lone defender of CR 400–600
 * and an attacker of up to twice the defender's CR (`opponent` is the other side's fleet, when known).
 */
export function validateScenarioFleet(
  scenario: ScenarioDefinition,
  side: SideId,
  ships: readonly FleetShip[],
  options: { size?: BattleSize; scale?: number; opponent?: readonly FleetShip[] } = {},
): Result<number, RuleError[]> {
  const factor = options.scale ?? 1;
  const forces = scenario.forces;
  switch (forces.kind) {
    case 'battleSize': {
      if (!options.size) throw new Error('validateScenarioFleet: the standard scenario needs a battle size');
      const size = options.size;
      if (factor === 1) return validateFleetForBattle(ships, size);
      return validateFleetLimit(ships, scale(size.fleetLimit, factor), `a ${size.name} battle scaled ×${factor}`);
    }
    case 'perSide': {
      const limit = scale(forces[side], factor);
      const checked = validateFleetLimit(ships, limit, `${roleName(scenario, side)} in ${scenario.id} ${scenario.name}`);
      const errors = checked.ok ? [] : [...checked.error];
      errors.push(...scenarioFleetShape(scenario, side, ships, factor));
      if (forces.maxShipCR !== undefined) {
        for (const s of ships.filter((x) => x.combatRating > (forces.maxShipCR ?? Infinity))) {
          errors.push(
            starmadaError('ERR_FLEET_SHIP_TOO_BIG', `${s.name} is CR ${s.combatRating}; in ${scenario.id} ${scenario.name} no ship may be above CR ${forces.maxShipCR}.`, {
              at: s.name,
            }),
          );
        }
      }
      return errors.length > 0 ? err(errors) : checked;
    }
    case 'loneDefender': {
      const min = scale(forces.defenderMin, factor);
      const max = scale(forces.defenderMax, factor);
      if (side === 'B') {
        if (ships.length !== 1) {
          return err([starmadaError('ERR_FLEET_LONE_DEFENDER', `The defender in ${scenario.id} ${scenario.name} fields exactly one ship; your fleet has ${ships.length}.`)]);
        }
        const cr = fleetCR(ships);
        if (cr < min || cr > max) {
          return err([starmadaError('ERR_FLEET_LONE_DEFENDER', `${ships[0]?.name ?? 'Your ship'} is CR ${cr}; the lone defender must be CR ${min}–${max}.`)]);
        }
        return ok(cr);
      }
      const defender = options.opponent;
      const limit = defender === undefined ? forces.attackerMultiple * max : forces.attackerMultiple * fleetCR(defender);
      const what = defender === undefined ? `the attacker in ${scenario.id} (twice the defender's CR, at most)` : `the attacker in ${scenario.id} (twice the defender's ${fleetCR(defender)} CR)`;
      return validateFleetLimit(ships, limit, what);
    }
  }
}

/** The halves of S.11's defending force: the first half of the fleet list (rounded up) and the rest (ruling 162). */
export function defenderHalves<T>(ships: readonly T[]): [T[], T[]] {
  const cut = Math.ceil(ships.length / 2);
  return [ships.slice(0, cut), ships.slice(cut)];
}

/** Can these CRs be split into two groups of at least `min` each? (S.12's two set-up areas.) */
export function splitsInTwo(ratings: readonly number[], min: number): boolean {
  const total = ratings.reduce((n, r) => n + r, 0);
  let sums = new Set([0]);
  for (const r of ratings) sums = new Set([...sums, ...[...sums].map((x) => x + r)]);
  return [...sums].some((x) => x >= min && total - x >= min);
}

/** S.8's prototype, S.11's halves and S.12's two ambush forces: what a fleet must hold beyond its CR limit. */
function scenarioFleetShape(scenario: ScenarioDefinition, side: SideId, ships: readonly FleetShip[], factor: number): RuleError[] {
  const forces = scenario.forces;
  if (forces.kind !== 'perSide') return [];
  const where = `${scenario.id} ${scenario.name}`;
  const errors: RuleError[] = [];
  const flagship = forces.attackerFlagshipCR;
  if (side === 'A' && flagship !== undefined && !ships.some((s) => s.combatRating >= flagship)) {
    errors.push(starmadaError('ERR_FLEET_PROTOTYPE', `In ${where} the attacker needs at least one ship of CR ${flagship} or more, the prototype; yours has none.`));
  }
  const half = forces.defenderHalfCR === undefined ? undefined : scale(forces.defenderHalfCR, factor);
  if (side === 'B' && half !== undefined) {
    const [first, second] = defenderHalves(ships);
    if (ships.length < 2) errors.push(starmadaError('ERR_FLEET_HALVES', `In ${where} the defender's force is divided into two halves: field at least two ships.`));
    for (const [n, part] of [first, second].entries()) {
      const cr = fleetCR(part);
      if (cr > half) {
        errors.push(
          starmadaError('ERR_FLEET_HALVES', `In ${where} each half of the defender's force is at most ${half} CR; half ${n + 1} (${part.map((s) => s.name).join(', ')}) is ${cr}. The first ${first.length} ships of your list form half 1: reorder the list.`),
        );
      }
    }
  }
  const areaMin = forces.attackerAreaCR === undefined ? undefined : scale(forces.attackerAreaCR, factor);
  if (side === 'A' && areaMin !== undefined && !splitsInTwo(ships.map((s) => s.combatRating), areaMin)) {
    errors.push(starmadaError('ERR_FLEET_AREAS', `In ${where} each of the attacker's two set-up areas needs ships of at least ${areaMin} CR; your fleet cannot be split so.`));
  }
  return errors;
}

/** Who places each ship in this scenario: the standard alternation (2.3), the attacker first in S.1. */
export function scenarioDeploymentOrder(scenario: ScenarioDefinition, shipsA: number, shipsB: number, tieBreak: SideId | Dice): ActivationOrder {
  return deploymentOrder(shipsA, shipsB, tieBreak, scenario.deploysFirst === 'attacker' ? 'A' : undefined);
}

// ---------------------------------------------------------------------------------------------------------
// S.9 Storms in Space (p.63)

export type StormEffect = 'randomHeadings' | 'noTurns' | 'none' | 'poorTargeting' | 'noAttacks';

/** The storm table: 1 random headings, 2 no turns, 3–4 nothing, 5 −1 to hit and no long range, 6 no attacks. */
export function stormEffect(roll: number): StormEffect {
  if (roll === 1) return 'randomHeadings';
  if (roll === 2) return 'noTurns';
  if (roll === 5) return 'poorTargeting';
  if (roll === 6) return 'noAttacks';
  return 'none';
}

export const STORM_TEXT: Readonly<Record<StormEffect, string>> = {
  randomHeadings: 'Every starship is spun to a random heading.',
  noTurns: 'No starship or fighter flight may turn next game turn.',
  none: 'The storm has no effect.',
  poorTargeting: 'Next Combat Phase every starship attack is at −1 to hit and none may be made at long range; fighters are unaffected.',
  noAttacks: 'No starship or fighter flight may attack next game turn.',
};

/** A random direction (p.63): 1 keeps the current heading, 2–6 the other hexsides in clockwise order. */
export function stormHeading(current: Direction, roll: number): Direction {
  return direction(current + roll - 1);
}

export interface StormRoll {
  readonly roll: number;
  readonly effect: StormEffect;
  /** For result 1: each ship's die and new heading (facing follows). */
  readonly headings: readonly { readonly shipId: string; readonly roll: number; readonly heading: Direction }[];
  readonly text: string;
}

/** The End Phase storm roll, and for a 1 one die per starship for its new heading. */
export function rollStorm(ships: readonly { id: string; name: string; heading: Direction }[], dice: Dice): StormRoll {
  const roll = dice.roll('storm (S.9)');
  const effect = stormEffect(roll);
  const headings =
    effect === 'randomHeadings'
      ? ships.map((s) => {
          const r = dice.roll(`storm: new heading of ${s.name} (1 = unchanged, 2-6 clockwise)`);
          return { shipId: s.id, roll: r, heading: stormHeading(s.heading, r) };
        })
      : [];
  return { roll, effect, headings, text: `Storm roll ${roll}: ${STORM_TEXT[effect]}` };
}

/** What a storm result forbids in the coming game turn. */
export interface StormRestrictions {
  readonly noTurns: boolean;
  readonly noAttacks: boolean;
  /** Starship attacks only (fighters are unaffected by result 5). */
  readonly starshipToHit: number;
  readonly noLongRange: boolean;
}

export function stormRestrictions(effect: StormEffect): StormRestrictions {
  return {
    noTurns: effect === 'noTurns',
    noAttacks: effect === 'noAttacks',
    starshipToHit: effect === 'poorTargeting' ? -1 : 0,
    noLongRange: effect === 'poorTargeting',
  };
}
