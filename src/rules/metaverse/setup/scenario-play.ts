/**
 * The nine scenarios of Scenario Play (Metaverse p.104–125, one page pair each) as data: roles by
 * fleet value, support purchases, deployment zones, morale rules, initial-velocity turns, default reinforcement
 * rolls, reserves, terrain dice and victory conditions (p.38). Plus the small pure helpers a referee needs:
 * role assignment, purchase budgets, convoy freighters and initial-velocity rolls.
 *
 * Judgement calls: equal fleet values are settled by a labelled D2 (the book does not say); a negative
 * initial-velocity result counts as 0 turns (ruling A68); Flank Attack's defender zone is the half of its edge
 * away from the attacker's flank zone (ruling A68); convoy freighters are 1 per started 500 points of fleet
 * value, minimum 1 (ruling A39: the text says "1 point of freighters"); the morale test (p.38) applies in every
 * scenario alongside the scenario's own conditions; Flank Attack and Pincer secondary zones use the stat line's
 * 1D4+1 (the text's "+1 to the initial velocity roll" would give 1D4; the book contradicts itself).
 */
import type { Dice } from '../../core/dice.ts';
import type { ScenarioId } from './config.ts';

export type Role = 'attacker' | 'defender';

/** "1D4−1" and friends: one D4 plus a modifier. */
export interface VelocityTurns {
  readonly die: 4;
  readonly mod: number;
}

export type Support =
  /** May buy any support options and reinforcement rolls at double cost, added to fleet value. */
  | { readonly kind: 'double-cost' }
  /** Spends the difference in fleet values (after the other side's purchases), times `multiplier`. */
  | { readonly kind: 'difference'; readonly after: Role | null; readonly multiplier: 1 | 2 }
  /** Fleet in Being defender: up to 1D6 support options and one reinforcement roll, added to fleet value. */
  | { readonly kind: 'limited'; readonly optionsDie: 6; readonly reinforcementRolls: 1 }
  /** Convoy Raid defender: no purchases; must field freighters. */
  | { readonly kind: 'freighters'; readonly perPoints: 500 }
  /** Wave Attack attacker: no purchases; one reinforcement roll each Morale Step, into reserve. */
  | { readonly kind: 'none-rolls-each-turn' };

export interface Zone {
  readonly kind: 'primary' | 'secondary' | 'shared';
  /** own = the role's primary edge; flank = a side edge; centre = the middle of the table. */
  readonly at: 'own-edge' | 'flank' | 'centre';
  readonly depthPct: number;
  /** Share of the edge length used (100 = whole edge); centred unless `offset` says otherwise. */
  readonly lengthPct: number;
  readonly offset?: 'away-from-flank';
  /** Share of fleet value that must (min) or may (max) deploy here. */
  readonly minValuePct?: number;
  readonly maxValuePct?: number;
  readonly minSquadrons?: number;
  /** Initial-velocity turns for squadrons deployed here, when they differ from the role's (Flank Attack, Pincer). */
  readonly velocityTurns?: VelocityTurns;
}

export type MoraleRule =
  | { readonly kind: 'normal' }
  | { readonly kind: 'double' }
  /** Completes one threshold every Morale Step. */
  | { readonly kind: 'threshold-each-morale-step' }
  /** Completes the current threshold for each convoy ship destroyed. */
  | { readonly kind: 'threshold-per-convoy-loss' }
  /** Planet in the zone has four 90° arcs; per arc with no defender within 100 cm while the attacker has ships within 100 cm: one threshold per enemy squadron in the arc. */
  | { readonly kind: 'planet-arcs'; readonly arcs: 4; readonly radiusCm: 100 };

export type VictoryCondition =
  /** p.38: the flag commander's raw command roll ≤ completed thresholds loses (p.38). */
  | { readonly kind: 'morale-test' }
  | { readonly kind: 'flagship-destroyed-loses'; readonly role: Role }
  /** Headhunting: one repair point each Repair Step (+1 for 3 CP); at 10 the FTL is fixed and the defender wins. */
  | { readonly kind: 'repair-points-win'; readonly role: Role; readonly points: 10; readonly extraPointCp: 3 };

export interface RoleRules {
  readonly fleetValue: 'higher' | 'lower';
  readonly support: Support;
  readonly zones: readonly Zone[];
  readonly morale: MoraleRule;
  /** Primary zone, and (when given) secondary zones. */
  readonly velocityTurns: VelocityTurns;
  readonly defaultReinforcementRolls: number | 'one-per-turn';
  readonly reserves: boolean;
  /** D20s each player may roll for terrain; null = no generated terrain. */
  readonly terrainDice: { readonly min: number; readonly max: number } | null;
  readonly notes: readonly string[];
}

export interface Scenario {
  readonly id: ScenarioId;
  readonly name: string;
  readonly ref: string;
  readonly attacker: RoleRules;
  readonly defender: RoleRules;
  readonly victory: readonly VictoryCondition[];
}

const NORMAL: MoraleRule = { kind: 'normal' };
const DOUBLE: Support = { kind: 'double-cost' };
const diff = (after: Role | null, multiplier: 1 | 2 = 1): Support => ({ kind: 'difference', after, multiplier });
const V = (mod: number): VelocityTurns => ({ die: 4, mod });
const T14 = { min: 1, max: 4 };
const PRIMARY10: Zone = { kind: 'primary', at: 'own-edge', depthPct: 10, lengthPct: 100 };
const MORALE_TEST: VictoryCondition = { kind: 'morale-test' };

export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  'meeting-engagement': {
    id: 'meeting-engagement',
    name: 'Meeting Engagement',
    ref: 'p.107',
    attacker: { fleetValue: 'higher', support: DOUBLE, zones: [PRIMARY10], morale: NORMAL, velocityTurns: V(-1), defaultReinforcementRolls: 1, reserves: true, terrainDice: T14, notes: [] },
    defender: { fleetValue: 'lower', support: diff('attacker'), zones: [PRIMARY10], morale: NORMAL, velocityTurns: V(-1), defaultReinforcementRolls: 1, reserves: true, terrainDice: T14, notes: [] },
    victory: [MORALE_TEST],
  },
  'flank-attack': {
    id: 'flank-attack',
    name: 'Flank Attack',
    ref: 'p.109',
    attacker: {
      fleetValue: 'higher',
      support: DOUBLE,
      zones: [PRIMARY10, { kind: 'secondary', at: 'flank', depthPct: 10, lengthPct: 100, minValuePct: 25, maxValuePct: 50, velocityTurns: V(1) }],
      morale: NORMAL,
      velocityTurns: V(-1),
      defaultReinforcementRolls: 1,
      reserves: true,
      terrainDice: T14,
      notes: ['Initial velocity 1D4−1 in the primary zone, 1D4+1 in the secondary zone.'],
    },
    defender: {
      fleetValue: 'lower',
      support: diff('attacker'),
      zones: [{ kind: 'primary', at: 'own-edge', depthPct: 10, lengthPct: 50, offset: 'away-from-flank' }],
      morale: NORMAL,
      velocityTurns: V(-1),
      defaultReinforcementRolls: 1,
      reserves: true,
      terrainDice: { min: 1, max: 2 },
      notes: ['Only 50% of the edge length, away from the attacker’s secondary zone.'],
    },
    victory: [MORALE_TEST],
  },
  pincer: {
    id: 'pincer',
    name: 'Pincer',
    ref: 'p.111',
    attacker: {
      fleetValue: 'higher',
      support: DOUBLE,
      zones: [PRIMARY10, { kind: 'secondary', at: 'flank', depthPct: 10, lengthPct: 100, minValuePct: 25, maxValuePct: 50, velocityTurns: V(1) }, { kind: 'secondary', at: 'flank', depthPct: 10, lengthPct: 100, minValuePct: 25, maxValuePct: 50, velocityTurns: V(1) }],
      morale: NORMAL,
      velocityTurns: V(-1),
      defaultReinforcementRolls: 1,
      reserves: true,
      terrainDice: T14,
      notes: ['A secondary zone on each flank; 1D4+1 initial velocity there.'],
    },
    defender: { fleetValue: 'lower', support: diff('attacker'), zones: [{ kind: 'primary', at: 'own-edge', depthPct: 50, lengthPct: 50 }], morale: NORMAL, velocityTurns: V(-1), defaultReinforcementRolls: 1, reserves: true, terrainDice: null, notes: [] },
    victory: [MORALE_TEST],
  },
  'planetary-raid': {
    id: 'planetary-raid',
    name: 'Planetary Raid',
    ref: 'p.113',
    attacker: {
      fleetValue: 'lower',
      support: diff('defender'),
      zones: [
        { kind: 'primary', at: 'own-edge', depthPct: 10, lengthPct: 100, minSquadrons: 1, maxValuePct: 50 },
        { kind: 'secondary', at: 'flank', depthPct: 10, lengthPct: 100, minSquadrons: 1, maxValuePct: 50 },
        { kind: 'secondary', at: 'flank', depthPct: 10, lengthPct: 100, minSquadrons: 1, maxValuePct: 50 },
      ],
      morale: NORMAL,
      velocityTurns: V(0),
      defaultReinforcementRolls: 1,
      reserves: true,
      terrainDice: null,
      notes: ['Reserves enter from the primary zone.'],
    },
    defender: {
      fleetValue: 'higher',
      support: DOUBLE,
      zones: [{ kind: 'primary', at: 'own-edge', depthPct: 50, lengthPct: 50 }],
      morale: { kind: 'planet-arcs', arcs: 4, radiusCm: 100 },
      velocityTurns: V(-2),
      defaultReinforcementRolls: 1,
      reserves: true,
      terrainDice: null,
      notes: ['A medium planet at the centre of the zone.', 'Reinforcements start in reserve and cannot enter on turn 1.', 'All FTL drives start charged.'],
    },
    victory: [MORALE_TEST],
  },
  'convoy-raid': {
    id: 'convoy-raid',
    name: 'Convoy Raid',
    ref: 'p.115',
    attacker: {
      fleetValue: 'lower',
      support: diff(null),
      zones: [
        { kind: 'primary', at: 'own-edge', depthPct: 10, lengthPct: 100, minValuePct: 25 },
        { kind: 'primary', at: 'own-edge', depthPct: 10, lengthPct: 100, minValuePct: 25 },
      ],
      morale: NORMAL,
      velocityTurns: V(-1),
      defaultReinforcementRolls: 1,
      reserves: true,
      terrainDice: { min: 1, max: 1 },
      notes: ['Two primary zones on opposite edges of the attacker’s choice.'],
    },
    defender: {
      fleetValue: 'higher',
      support: { kind: 'freighters', perPoints: 500 },
      zones: [{ kind: 'primary', at: 'centre', depthPct: 50, lengthPct: 50 }],
      morale: { kind: 'threshold-per-convoy-loss' },
      velocityTurns: V(-1),
      defaultReinforcementRolls: 2,
      reserves: false,
      terrainDice: T14,
      notes: ['The convoy deploys first, plotted normally, at velocity 0.', 'The defender’s FTL drives start uncharged.'],
    },
    victory: [MORALE_TEST],
  },
  headhunting: {
    id: 'headhunting',
    name: 'Headhunting',
    ref: 'p.117',
    attacker: { fleetValue: 'higher', support: DOUBLE, zones: [PRIMARY10], morale: NORMAL, velocityTurns: V(1), defaultReinforcementRolls: 1, reserves: true, terrainDice: null, notes: [] },
    defender: {
      fleetValue: 'lower',
      support: diff('attacker'),
      zones: [{ kind: 'primary', at: 'own-edge', depthPct: 30, lengthPct: 100 }],
      morale: NORMAL,
      velocityTurns: V(-1),
      defaultReinforcementRolls: 2,
      reserves: false,
      terrainDice: T14,
      notes: ['The whole zone is an asteroid field.', 'The flagship deploys first, at the zone centre, at velocity 0.'],
    },
    victory: [MORALE_TEST, { kind: 'flagship-destroyed-loses', role: 'defender' }, { kind: 'repair-points-win', role: 'defender', points: 10, extraPointCp: 3 }],
  },
  'fleet-in-being': {
    id: 'fleet-in-being',
    name: 'Fleet in Being',
    ref: 'p.119',
    attacker: { fleetValue: 'lower', support: diff('defender'), zones: [PRIMARY10], morale: { kind: 'double' }, velocityTurns: V(0), defaultReinforcementRolls: 2, reserves: true, terrainDice: T14, notes: [] },
    defender: { fleetValue: 'higher', support: { kind: 'limited', optionsDie: 6, reinforcementRolls: 1 }, zones: [PRIMARY10], morale: NORMAL, velocityTurns: V(0), defaultReinforcementRolls: 0, reserves: false, terrainDice: { min: 1, max: 2 }, notes: [] },
    victory: [MORALE_TEST],
  },
  brawl: {
    id: 'brawl',
    name: 'Brawl',
    ref: 'p.121',
    attacker: { fleetValue: 'higher', support: DOUBLE, zones: [{ kind: 'shared', at: 'centre', depthPct: 50, lengthPct: 50 }], morale: NORMAL, velocityTurns: V(-2), defaultReinforcementRolls: 1, reserves: false, terrainDice: T14, notes: ['Both sides share the middle 50% of the table.'] },
    defender: { fleetValue: 'lower', support: diff('attacker'), zones: [{ kind: 'shared', at: 'centre', depthPct: 50, lengthPct: 50 }], morale: NORMAL, velocityTurns: V(-2), defaultReinforcementRolls: 1, reserves: false, terrainDice: T14, notes: ['Both sides share the middle 50% of the table.'] },
    victory: [MORALE_TEST],
  },
  'wave-attack': {
    id: 'wave-attack',
    name: 'Wave Attack',
    ref: 'p.125',
    attacker: {
      fleetValue: 'higher',
      support: { kind: 'none-rolls-each-turn' },
      zones: [PRIMARY10],
      morale: { kind: 'threshold-each-morale-step' },
      velocityTurns: V(0),
      defaultReinforcementRolls: 'one-per-turn',
      reserves: true,
      terrainDice: null,
      notes: ['Each Morale Step: one roll on the reinforcement list; the squadron goes to reserve.'],
    },
    defender: { fleetValue: 'lower', support: diff(null, 2), zones: [{ kind: 'primary', at: 'own-edge', depthPct: 50, lengthPct: 100 }], morale: NORMAL, velocityTurns: V(0), defaultReinforcementRolls: 1, reserves: true, terrainDice: T14, notes: [] },
    victory: [MORALE_TEST],
  },
};

export interface RoleAssignment {
  readonly attacker: string;
  readonly defender: string;
  /** The D2 rolled when both fleet values were equal. */
  readonly tieRoll: number | null;
}

/** Who attacks: the scenario gives the attacker the higher or the lower fleet value (p.104). */
export function assignRoles(scenario: Scenario, sides: readonly [{ readonly side: string; readonly value: number }, { readonly side: string; readonly value: number }], dice: Dice): RoleAssignment {
  const [a, b] = sides;
  let tieRoll: number | null = null;
  let higher = a.value >= b.value ? a : b;
  if (a.value === b.value) {
    tieRoll = dice.roll('scenario roles: equal fleet values, 1 = first side has the higher value', 2);
    higher = tieRoll === 1 ? a : b;
  }
  const lower = higher === a ? b : a;
  const attacker = scenario.attacker.fleetValue === 'higher' ? higher : lower;
  const defender = attacker === a ? b : a;
  return { attacker: attacker.side, defender: defender.side, tieRoll };
}

/** What a 'difference' side may spend: (other side's value after its purchases − own value) × multiplier, never below 0. */
export const differenceBudget = (otherValue: number, ownValue: number, multiplier: 1 | 2): number => Math.max(0, otherValue - ownValue) * multiplier;

/** Convoy Raid: freighters the defender must field, 1 per started 500 points of fleet value, minimum 1 (A39). */
export const convoyFreighters = (fleetValue: number): number => Math.max(1, Math.ceil(fleetValue / 500));

/** Rolls initial-velocity (preparation) turns: 1D4 + mod, never below 0. */
export function rollVelocityTurns(turns: VelocityTurns, dice: Dice, label: string): { readonly roll: number; readonly turns: number } {
  const roll = dice.roll(`preparation turns ${label}`, turns.die);
  return { roll, turns: Math.max(0, roll + turns.mod) };
}
