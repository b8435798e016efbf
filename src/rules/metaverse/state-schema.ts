/**
 * The zod schema of a whole Metaverse state (state.ts), every field down to the damage tracks, the Control
 * Step, the starfighters, boarding parties and standing orders: a stored snapshot is checked against it on read
 * (core/state-version.ts), so the rules never get a shape they do not know. Strict objects, so an unknown field is
 * refused rather than dropped; the compiler proves it matches `MetaverseState`.
 */
import { z } from 'zod';
import { outcomeSchema, pointSchema, schemaVersionSchema } from '../core/state-parts.ts';
import { stateVersioning, type SchemaMatches, type StateVersioning } from '../core/state-version.ts';
import { metaverseConfigSchema } from './setup/config.ts';
import { COMMANDER_QUALITIES, CREW_QUALITIES, RANKS } from './ships/fleet.ts';
import type { MetaverseState } from './state.ts';
import { METAVERSE_UPGRADES } from './upgrades.ts';

const count = z.number().int().min(0);
const ids = z.array(z.string());
const side = z.enum(['A', 'B']);
const arc = z.enum(['bow', 'starboard', 'stern', 'port', 'starboard-bow', 'starboard-stern', 'port-stern', 'port-bow']);
const defence = z.enum(['energy', 'kinetic', 'energy-kinetic']);
const systemClass = z.enum(['bridge', 'life-support', 'reactor', 'stl', 'ftl', 'electronic', 'secondary', 'active-defence', 'weapon', 'hangar']);

const damageSchema = z.strictObject({
  directionality: z.enum(['square', 'hexagon']),
  threat: z.number(),
  sections: z.array(
    z.strictObject({
      id: z.string(),
      ring: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      direction: arc.nullable(),
      layers: z.array(z.strictObject({ hits: z.number(), remaining: z.number(), designedCrew: z.number(), designedMarines: z.number(), crew: z.number(), marines: z.number() })),
      armour: z.array(z.strictObject({ arc, rating: z.number(), vs: defence })),
      destroyed: z.boolean(),
      pendingCriticals: count,
    }),
  ),
  shields: z.array(z.strictObject({ arc, section: z.string(), max: z.number(), hits: z.number(), vs: defence })),
  adaptiveShieldLevel: z.array(z.strictObject({ arc, level: z.number() })),
  ablativePlates: z.array(z.strictObject({ arc, count: z.number() })),
  adaptiveArmour: z.strictObject({ vs: defence, max: z.number(), level: z.number() }).nullable(),
  systems: z.array(z.strictObject({ id: z.string(), section: z.string(), class: systemClass, rating: z.number(), shieldArcs: z.array(arc), disabled: z.boolean() })),
  hullHitArcs: z.array(arc),
  destroyed: z.boolean(),
  coolantLeaks: ids,
});

const sideSchema = z.strictObject({
  side,
  seat: z.string(),
  player: z.string(),
  fleetId: z.string(),
  navyId: z.string(),
  discipline: z.number(),
  repairDie: z.number(),
  morale: z.strictObject({ threshold: z.number(), struck: z.number(), fighterStruck: z.number() }),
  prepTurns: z.number().optional(),
});

const commanderSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  side,
  rank: z.enum(RANKS),
  quality: z.enum(COMMANDER_QUALITIES),
  shipId: z.string(),
  superior: z.string().nullable(),
  cp: z.number(),
  lastRoll: z.number(),
});

const squadronSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  side,
  commanderId: z.string(),
  crewQuality: z.enum(CREW_QUALITIES),
  method: z.enum(['cinematic', 'newtonian']),
  directionality: z.enum(['square', 'hexagon']),
  at: pointSchema,
  heading: z.number(),
  momentum: z.number(),
  rose: z.array(z.number()),
  rotation: z.number(),
  mirrored: z.boolean(),
  trModifier: z.number(),
});

const shipSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  designId: z.string(),
  side,
  squadronId: z.string(),
  moraleValue: z.number(),
  damage: damageSchema,
  status: z.enum(['active', 'destroyed', 'disengaged']),
  fate: z.string().optional(),
  magazines: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.literal('infinite')]))).optional(),
  stealthCompromisedTurn: z.number().int().optional(),
  ftlUsedTurn: z.record(z.string(), z.number().int()).optional(),
});

const ewSystemSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['ecm', 'ej', 'cloak', 'stealth', 'elint', 'targeting', 'ansible']),
  rating: z.number(),
  active: z.boolean(),
  disabled: z.boolean(),
  targets: ids,
});

const declarationsSchema = z.strictObject({
  priorityTargets: ids,
  designatedTargets: z.record(z.string(), ids),
  podsFired: z.record(z.string(), z.number()),
  shields: z.record(z.string(), z.boolean()),
});

const controlSchema = z.strictObject({
  turn: z.number().int(),
  alternation: z.strictObject({ order: z.tuple([z.string(), z.string()]), toAct: z.string().nullable(), consecutivePasses: count, actions: count }),
  tieBreak: z.strictObject({ roll: z.number(), firstIfAtMost: z.literal(3) }).nullable(),
  declarations: z.record(side, declarationsSchema),
  ewOrders: z.array(z.strictObject({ side, shipId: z.string(), systemId: z.string(), order: z.enum(['activate', 'deactivate', 'retarget']), targets: ids })),
  ewSystems: z.record(z.string(), z.array(ewSystemSchema)),
  podsLeft: z.record(z.string(), z.number()),
  shieldsDropped: ids,
});

const fighterSchema = z.strictObject({
  id: z.string(),
  typeId: z.string(),
  side,
  status: z.enum(['hangar', 'space', 'destroyed']),
  hangarId: z.string().nullable(),
  at: z.string().nullable(),
  strength: z.number(),
  loads: ids,
  marines: z.number(),
  ready: z.boolean(),
  name: z.string(),
});

const hangarSchema = z.strictObject({
  id: z.string(),
  shipId: z.string(),
  shipSquadronId: z.string(),
  side,
  launchCapacity: z.number(),
  carryCapacity: z.number(),
  allowedTypes: ids,
  ordnance: z.array(z.strictObject({ weapon: z.string(), count: z.number() })),
  marinesAvailable: z.number(),
  name: z.string(),
});

const missionSchema = z.strictObject({
  id: z.string(),
  side: z.string(),
  kind: z.enum(['cap', 'strike']),
  squadronIds: ids,
  escortIds: ids,
  targetId: z.string(),
  originId: z.string(),
  arc: arc.nullable(),
  orders: z
    .strictObject({ ship: z.string().nullable(), surgical: z.enum(['secondary', 'ew', 'propulsion', 'active-defence', 'weapon']).nullable(), close: z.boolean() })
    .optional(),
});

const fightersSchema = z.strictObject({
  squadrons: z.array(fighterSchema),
  hangars: z.array(hangarSchema),
  missions: z.array(missionSchema),
  missionStep: z.strictObject({ toAct: z.string(), other: z.string(), passes: count, done: z.boolean(), messages: count }).nullable(),
  furballSpent: ids,
  missionCount: count,
  interceptors: ids.optional(),
});

const terrainSchema = z.strictObject({
  id: z.string(),
  kind: z.enum([
    'asteroid-clusters',
    'asteroid-field',
    'small-planet',
    'medium-planet',
    'large-planet',
    'protoplanetary-nebula',
    'planetary-nebula',
    'dark-nebula',
    'supernova-remnant',
    'dwarf-star',
    'giant-star',
    'neutron-star',
    'singularity',
  ]),
  name: z.string(),
  side,
  roll: z.number(),
  circle: z.strictObject({ at: pointSchema, radius: z.number() }).optional(),
  rect: z.strictObject({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).optional(),
  edge: z.enum(['top', 'right', 'bottom', 'left']).optional(),
  wind: z.strictObject({ bearing: z.number(), strength: z.number() }).optional(),
});

const step = z.enum(['missions', 'control']);
const condition = z.union([
  z.strictObject({ kind: z.enum(['acts', 'jams', 'uses-ew', 'cloaks', 'drops-shields']) }),
  z.strictObject({ kind: z.enum(['targets', 'strikes']), units: ids }),
]);
const scriptSchema = z.strictObject({
  actions: ids,
  reactions: z.array(z.strictObject({ when: z.array(condition), action: z.string() })),
  final: z.union([z.strictObject({ kind: z.literal('pass') }), z.strictObject({ kind: z.literal('unless'), when: z.array(condition) }), z.strictObject({ kind: z.literal('ask') })]),
});
const heardSchema = z.strictObject({
  step,
  text: z.string(),
  jams: z.boolean(),
  usesEw: z.boolean(),
  cloaks: z.boolean(),
  dropsShields: z.boolean(),
  targets: ids,
  strikes: ids,
});

const fireOrdersSchema = z.strictObject({
  ships: z.array(
    z.strictObject({
      ship: z.string(),
      fireControl: z.array(z.number()).nullable(),
      orders: z.array(
        z.strictObject({
          weapon: z.string(),
          target: z.string(),
          sensor: z.string().nullable(),
          fire: z.enum(['salvo', 'volley', 'surgical']),
          system: z.enum(['secondary', 'ew', 'propulsion', 'hangar', 'active-defence', 'weapon']).nullable(),
          mode: z.string().nullable(),
          munition: z.strictObject({ id: z.string(), count: z.number() }).nullable(),
        }),
      ),
    }),
  ),
});

const standingSchema = z.strictObject({
  turn: z.number().int(),
  sides: z.partialRecord(side, z.strictObject({ scripts: z.partialRecord(step, scriptSchema), heard: z.array(heardSchema), fresh: z.boolean() })),
  asking: z.strictObject({ side, step, why: z.string() }).nullable(),
  resume: step.nullable(),
  fire: z.partialRecord(side, fireOrdersSchema).nullable(),
});

export const metaverseStateSchema = z.strictObject({
  schemaVersion: schemaVersionSchema,
  system: z.literal('metaverse'),
  config: metaverseConfigSchema,
  turn: z.number().int(),
  stage: z.enum(['plot', 'missions', 'control', 'fire', 'over']),
  sides: z.array(sideSchema),
  commanders: z.array(commanderSchema),
  squadrons: z.array(squadronSchema),
  ships: z.array(shipSchema),
  setupLog: ids,
  trails: z.array(z.strictObject({ id: z.string(), path: z.array(pointSchema) })),
  shots: z.array(
    z.strictObject({
      from: pointSchema,
      to: pointSchema,
      hit: z.boolean(),
      label: z.string(),
      fromId: z.string().optional(),
      toId: z.string().optional(),
      damage: z.number().int().min(0).optional(),
    }),
  ),
  wrecks: z.array(z.string()).optional(),
  control: controlSchema.nullable(),
  fighters: fightersSchema,
  boarding: z.strictObject({ parties: z.array(z.strictObject({ shipId: z.string(), section: z.string(), side, marines: z.number(), holding: z.boolean() })) }),
  terrain: z.array(terrainSchema).optional(),
  standing: standingSchema.nullable().optional(),
  outcome: outcomeSchema.nullable(),
});

const proof: SchemaMatches<typeof metaverseStateSchema, MetaverseState> = true;
void proof;

/** The Metaverse state's version, upgrades and schema: what `readState` needs (RuleSystem `state`). */
export const metaverseStateVersioning: StateVersioning<MetaverseState> = stateVersioning(metaverseStateSchema, METAVERSE_UPGRADES);
