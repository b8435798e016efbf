/**
 * The zod schema of a whole Starmada state (state.ts), every field down to the ship classes: a stored snapshot is
 * checked against it on read (core/state-version.ts), so the rules never get a shape they do not know. Strict
 * objects, so an unknown field is refused rather than dropped; the compiler proves it matches `StarmadaState`.
 */
import { z } from 'zod';
import { countSchema as count, directionSchema, hexSchema, outcomeSchema, schemaVersionSchema, unitNameFields } from '../core/state-parts.ts';
import { stateVersioning, type SchemaMatches, type StateVersioning } from '../core/state-version.ts';
import { starmadaOptionsSchema } from './options.ts';
import type { StarmadaState } from './state.ts';
import { STARMADA_UPGRADES } from './upgrades.ts';
import { shipClassSchema } from './ships/schema.ts';
import { WEAPON_TRAITS } from './ships/weapon-traits.ts';
import { FIGHTER_VARIANTS } from './fighters/variants.ts';

const side = z.enum(['A', 'B']);
const altitudeSchema = z.number().int().min(0).max(6);
const terrainSize = z.number().int().min(1).max(5);
const terrainPieceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('asteroid'), at: hexSchema }),
  z.strictObject({ kind: z.literal('asteroidField'), at: hexSchema, size: terrainSize }),
  z.strictObject({ kind: z.literal('blackHole'), at: hexSchema, size: terrainSize }),
  z.strictObject({ kind: z.literal('comet'), at: hexSchema, tail: directionSchema, tailLength: z.number().int().min(1).max(20) }),
  z.strictObject({ kind: z.literal('planet'), at: hexSchema, size: terrainSize }),
]);
const sides = z.array(side);
const arc = z.enum(['Fwd', 'Port', 'Stbd', 'Aft']);
const edge = z.enum(['west', 'east', 'north', 'south']);
const scenario = z.enum(['standard', 'S.1', 'S.2', 'S.3', 'S.4', 'S.5', 'S.6', 'S.7', 'S.8', 'S.9', 'S.10', 'S.11', 'S.12']);
const track = z.strictObject({ checked: count, pending: count });
const perBank = <T extends z.ZodType>(cell: T) => z.array(z.array(cell));

const lossPriorityItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weapon'), battery: count, bank: count.optional() }),
  z.strictObject({ kind: z.literal('equipment'), system: z.string() }),
  z.strictObject({ kind: z.literal('auto') }),
]);
const patrolRuleSchema = z.strictObject({
  target: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('any') }),
    z.strictObject({ kind: z.literal('flight'), flightId: z.string() }),
    z.strictObject({ kind: z.literal('fighters') }),
    z.strictObject({ kind: z.literal('seekers') }),
  ]),
  dogfight: z.boolean().optional(),
});

const flightStandingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('attack'), targetId: z.string() }),
  z.strictObject({ kind: z.literal('nearest') }),
  z.strictObject({ kind: z.literal('hold') }),
  z.strictObject({ kind: z.literal('patrol'), rule: patrolRuleSchema }),
]);
const standingSchema = z.strictObject({ losses: z.array(lossPriorityItemSchema).optional(), flights: flightStandingSchema.optional(), tractors: count.optional() });

const shipSchema = z.strictObject({
  ...unitNameFields,
  classId: z.string(),
  side,
  seat: z.string(),
  at: hexSchema,
  heading: directionSchema,
  facing: directionSchema,
  prevSpeed: z.number(),
  lastSlips: z.strictObject({ dir: z.enum(['L', 'R']).nullable(), count }),
  hull: z.strictObject({ checked: count, pending: count, crewFromBack: count, crewPending: count }),
  engines: track,
  weapons: track,
  shields: track,
  dirShields: z.record(arc, z.number()).optional(),
  screensChecked: count.optional(),
  arcScreensChecked: z.record(arc, count).optional(),
  shieldOrders: z
    .strictObject({ reinforce: arc.optional(), shieldsLose: z.array(arc).optional(), restore: z.array(arc).optional() })
    .optional(),
  bankLosses: perBank(count),
  expended: perBank(count),
  lastFired: perBank(z.number().int().nullable()),
  equipmentLost: z.record(z.string(), count),
  lossesOwed: count.optional(),
  standing: standingSchema.optional(),
  munitionsUsed: z.record(z.string(), count),
  boarders: count.optional(),
  tractorsUsed: z.strictObject({ turn: count, count }).optional(),
  inverted: z.boolean(),
  status: z.enum(['active', 'destroyed', 'exited', 'hyperspace', 'reserve']),
  tag: z.strictObject({ faceUp: z.boolean(), faceDown: z.boolean() }).optional(),
  cloak: z.strictObject({ turns: count, detected: z.boolean(), marker: hexSchema }).optional(),
  hyperdriveTotal: count.optional(),
  exitEdges: z.array(edge).optional(),
  altitude: altitudeSchema.optional(),
  stutterTo: hexSchema.optional(),
  engineShift: z.number().int().optional(),
});

const seekerSchema = z.strictObject({
  targetId: z.string(),
  ma: z.number(),
  acc: z.number(),
  imp: z.number().nullable(),
  dmg: z.number(),
  traits: z.array(z.enum(WEAPON_TRAITS)),
  launchedTurn: z.number().int(),
  weaponName: z.string(),
  firer: z.string(),
});

const flightSchema = z.strictObject({
  ...unitNameFields,
  side,
  seat: z.string(),
  carrierId: z.string(),
  count,
  at: hexSchema,
  heading: directionSchema,
  activated: z.boolean(),
  screening: z.boolean().optional(),
  recoveredTurn: count.optional(),
  variant: z.enum(FIGHTER_VARIANTS).optional(),
  tag: z.strictObject({ faceUp: z.boolean(), faceDown: z.boolean() }).optional(),
  seeker: seekerSchema.optional(),
  altitude: altitudeSchema.optional(),
  onStation: patrolRuleSchema.optional(),
  pinnedWith: z.string().optional(),
  longRange: z.boolean().optional(),
  shuttle: z.boolean().optional(),
});

const lossesResumeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('endPhase'), explosions: z.boolean() }),
  z.strictObject({ kind: z.literal('fighters'), order: sides, next: count }),
  z.strictObject({ kind: z.literal('fireActivation'), order: sides, next: count, fired: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('combat') }),
]);

const phaseSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('deployment'), reinforcements: z.literal(true).optional() }),
  z.strictObject({
    kind: z.literal('orders'),
    sequential: z
      .strictObject({ order: sides, next: count, moved: z.array(z.string()), overthrust: z.record(z.string(), z.enum(['P', 'S'])).optional() })
      .optional(),
  }),
  z.strictObject({ kind: z.literal('fighters'), order: sides, next: count }),
  z.strictObject({ kind: z.literal('fire') }),
  z.strictObject({ kind: z.literal('fireActivation'), order: sides, next: count, fired: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('weaponLosses'), owed: z.record(z.string(), count), resume: lossesResumeSchema.optional(), n: count.optional() }),
  z.strictObject({ kind: z.literal('over') }),
]);

const ledgerSchema = z.strictObject({
  scores: z.record(side, z.number()),
  killPoints: z.record(side, z.number()),
  ships: z.record(z.string(), z.strictObject({ toOpponent: z.number(), toOwner: z.number(), removed: z.boolean(), rank: z.number().int().optional() })),
  destroyedCount: count,
});

const shotSchema = z.strictObject({
  fromId: z.string(),
  toId: z.string(),
  from: hexSchema,
  to: hexSchema,
  hits: count,
  dice: count,
  damage: count,
  atFlight: z.boolean(),
});

const stepRecordSchema = z.strictObject({
  shots: z.array(shotSchema),
  wrecks: z.array(z.string()),
  blasts: z.array(z.strictObject({ shipId: z.string(), at: hexSchema })),
});

export const starmadaStateSchema = z.strictObject({
  schemaVersion: schemaVersionSchema,
  turn: z.number().int(),
  phase: phaseSchema,
  lossSteps: count.optional(),
  solarWind: directionSchema.optional(),
  options: starmadaOptionsSchema,
  board: z.strictObject({ cols: z.number().int().min(1), rows: z.number().int().min(1) }),
  scenario,
  battleSize: z.string().nullable(),
  vpTarget: z.number().nullable(),
  seats: z.record(z.string(), z.strictObject({ side, name: z.string() })),
  classes: z.record(z.string(), shipClassSchema),
  ships: z.array(shipSchema),
  flights: z.array(flightSchema),
  hangar: z.array(flightSchema).optional(),
  longRangeFlights: z.array(z.strictObject({ ...unitNameFields, side, hyperspace: z.boolean().optional() })).optional(),
  ledger: ledgerSchema,
  outcome: outcomeSchema.nullable(),
  revealedOrders: z.record(z.string(), z.string()),
  trails: z.record(z.string(), z.array(hexSchema)),
  lastStep: stepRecordSchema,
  terrain: z.array(terrainPieceSchema).optional(),
  probes: z.array(z.strictObject({ launcherId: z.string(), at: hexSchema, faceUp: z.boolean() })).optional(),
  storm: z.enum(['randomHeadings', 'noTurns', 'none', 'poorTargeting', 'noAttacks']).optional(),
  reinforcements: z.strictObject({ halfRoll: z.number().int().min(1).max(6), total: count, arrived: z.boolean() }).optional(),
  prototype: z.strictObject({ shipId: z.string(), roll: z.number().int().min(1).max(6).optional() }).optional(),
  flares: z.array(z.strictObject({ at: hexSchema, faceUp: z.boolean() })).optional(),
  minefields: z.array(z.strictObject({ at: hexSchema, mines: count })).optional(),
});

const proof: SchemaMatches<typeof starmadaStateSchema, StarmadaState> = true;
void proof;

/** The Starmada state's version, upgrades and schema: what `readState` needs (RuleSystem `state`). */
export const starmadaStateVersioning: StateVersioning<StarmadaState> = stateVersioning(starmadaStateSchema, STARMADA_UPGRADES);
