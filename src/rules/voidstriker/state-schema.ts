/**
 * The zod schema of a whole Voidstriker state (state.ts), every field: a stored snapshot is checked against it on
 * read (core/state-version.ts), so the rules never get a shape they do not know. Strict objects, so an unknown
 * field is refused rather than dropped; the compiler proves it matches `VoidstrikerState`.
 */
import { z } from 'zod';
import { countSchema as count, outcomeSchema, pointSchema, schemaVersionSchema, trailSchema, unitNameFields } from '../core/state-parts.ts';
import { stateVersioning, type SchemaMatches, type StateVersioning } from '../core/state-version.ts';
import { voidstrikerOptionsSchema } from './options.ts';
import { crewSchema, WEAPON_KINDS } from './ships/ship-class.ts';
import type { VoidstrikerState } from './state.ts';
import { VOIDSTRIKER_UPGRADES } from './upgrades.ts';

const ids = z.array(z.string());
const dpTrack = z.strictObject({ dp: z.number(), max: z.number() });
const crewRole = z.enum(['captain', 'pilot', 'gunners', 'officers', 'engineers', 'medics']);

const conditionSchema = z.strictObject({
  armor: z.number(),
  bridge: dpTrack,
  crewspace: dpTrack.nullable(),
  cargo: dpTrack,
  lifeSupport: dpTrack,
  powerPlant: dpTrack,
  thrusters: z.array(z.number()),
  sensors: z.number(),
  mounts: z.array(z.strictObject({ id: z.string(), weapon: z.enum(WEAPON_KINDS), mounting: z.enum(['fixed', 'turret']), arc: z.enum(['F', 'A']), dp: z.number() })),
  magazines: z.array(
    z.strictObject({ id: z.string(), ammo: z.enum(['missile', 'massDriverShell']), missileMark: z.number().optional(), rounds: z.number(), dp: z.number() }),
  ),
  launchBays: z.array(z.number()),
  crew: crewSchema,
  casualties: z.array(crewRole),
  outOfControl: z.boolean(),
  outOfControlRolls: count,
  crewKilled: z.boolean(),
  vaporized: z.boolean(),
  blownUp: z.boolean(),
});

const surfaceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('flying') }),
  z.strictObject({ kind: z.literal('landing'), planetId: z.string(), round: z.number().int() }),
  z.strictObject({ kind: z.literal('landed'), planetId: z.string(), since: z.number().int() }),
  z.strictObject({ kind: z.literal('takingOff'), planetId: z.string(), round: z.number().int() }),
]);

const sensorAssignment = z.strictObject({ target: z.string(), sensors: z.number(), job: z.enum(['track', 'ecm']) });

const fireOrder = z.strictObject({
  mount: z.string(),
  target: z.string(),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal('any')]),
  condition: z.enum(['always', 'ifLocked', 'ifInArc', 'ifLockedAndInArc']),
});

const shipPlotSchema = z.strictObject({
  shipId: z.string(),
  manoeuvre: z.strictObject({
    thrust: z.strictObject({ accel: z.number(), evasive: z.number(), attack: z.number() }),
    phases: z.array(z.strictObject({ turn: z.number(), accel: z.number() })),
  }),
  sensors: z.array(sensorAssignment),
  fire: z.array(fireOrder),
  launch: z.array(fireOrder),
  standing: z.strictObject({
    pointBlank: ids,
    drivesShutDown: z.boolean(),
    surface: z.enum(['land', 'takeOff']).optional(),
    asteroidDefence: ids.optional(),
  }),
});

const shipSchema = z.strictObject({
  ...unitNameFields,
  classId: z.string(),
  side: z.string(),
  seat: z.string(),
  position: pointSchema,
  vectorCounter: pointSchema,
  heading: z.number(),
  drift: z.strictObject({ speed: z.number(), direction: pointSchema }),
  condition: conditionSchema,
  status: z.enum(['active', 'destroyed', 'departed']),
  fate: z.string().optional(),
  surface: surfaceSchema,
  repairs: z.record(z.string(), z.strictObject({ restoredDp: z.number(), revivals: count, shipyardOnly: z.boolean() })),
  replacements: z.array(z.strictObject({ role: z.enum(['captain', 'pilot', 'gunners', 'officers']), turnsLeft: z.number().int() })),
  lastLaunch: z.record(z.string(), z.number().int()),
  lockedLastRound: ids,
  lastSensors: z.array(sensorAssignment),
  lastPlot: shipPlotSchema.optional(),
});

const salvoSchema = z.strictObject({
  id: z.string(),
  owner: z.string(),
  side: z.string(),
  target: z.string(),
  warhead: z.enum(['xraser', 'explosive', 'nuclear']),
  mark: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  count,
  position: pointSchema,
  anchor: pointSchema,
  heading: z.number(),
  drift: z.strictObject({ speed: z.number(), dir: pointSchema }),
  launched: z.strictObject({ round: z.number().int(), phase: z.enum(['a', 'b', 'c', 'd']) }),
  phasesInFlight: count,
  poweredPhasesLeft: z.number().int(),
  seat: z.string(),
});

const shotSchema = z.strictObject({
  from: pointSchema,
  to: pointSchema,
  hit: z.boolean(),
  label: z.string(),
  fromId: z.string().optional(),
  toId: z.string().optional(),
  hits: count.optional(),
  of: count.optional(),
  damage: count.optional(),
  atSalvo: z.boolean().optional(),
});

const roundInProgressSchema = z.strictObject({
  phase: z.number().int().min(0).max(3),
  plots: z.record(z.string(), shipPlotSchema),
  seatOrder: ids,
  shipOrder: ids,
  accelerationOrder: ids,
  locks: z.record(z.string(), z.record(z.string(), z.number())),
  fired: ids,
  trails: z.array(trailSchema),
  shots: z.array(shotSchema),
});

export const voidstrikerStateSchema = z.strictObject({
  schemaVersion: schemaVersionSchema,
  system: z.literal('voidstriker'),
  scenario: z.string(),
  options: voidstrikerOptionsSchema,
  round: z.number().int(),
  stage: z.enum(['plot', 'fire', 'over']),
  seats: z.record(z.string(), z.strictObject({ side: z.string(), player: z.string() })),
  ships: z.array(shipSchema),
  salvos: z.array(salvoSchema),
  planets: z.array(z.strictObject({ id: z.string(), center: pointSchema, diameter: z.number() })),
  asteroids: z.array(z.strictObject({ id: z.string(), polygon: z.array(pointSchema) })),
  playfield: z.strictObject({ width: z.number(), height: z.number() }),
  base: z.strictObject({ name: z.string(), side: z.string(), planetId: z.string(), at: pointSchema }).optional(),
  raid: z.strictObject({ loading: z.record(z.string(), z.number()), loaded: ids, escaped: ids, enteredRound: z.number().int() }).optional(),
  pending: roundInProgressSchema.nullable(),
  trails: z.array(trailSchema),
  shots: z.array(shotSchema),
  wrecks: ids.optional(),
  nextSalvo: z.number().int(),
  outcome: outcomeSchema.nullable(),
});

const proof: SchemaMatches<typeof voidstrikerStateSchema, VoidstrikerState> = true;
void proof;

/** The Voidstriker state's version, upgrades and schema: what `readState` needs (RuleSystem `state`). */
export const voidstrikerStateVersioning: StateVersioning<VoidstrikerState> = stateVersioning(voidstrikerStateSchema, VOIDSTRIKER_UPGRADES);
