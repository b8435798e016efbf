/**
 * What a Metaverse game fixes before play (global settings, per-navy settings, per-side setup;
 * optional modules; every ruling of docs/rulings/metaverse.md as a key with the ruled default). `listSettings()` gives
 * one `{id, ref, name, description}` line per setting for `/game new`.
 *
 * Judgement calls: the book sets technology per design (p.41), so there is no global technology level, only
 * `scaleFactor` (p.1 "groups on smaller tables may scale drives and ranges"); modules default ON (a feature is
 * off when no design uses it); the table defaults to 180 × 120 cm (≥100 × 100 recommended, p.1);
 * `pointsCap` defaults to 1500, which fits Salvo's library fleets.
 */
import { z } from 'zod';
import type { OptionInfo } from '../../core/rule-system.ts';

/** Optional modules a group may switch off (each is a block of rules the engine can skip). */
export const MODULES = [
  { id: 'advancedManoeuvres', ref: 'p.11', name: 'Advanced manoeuvres', description: 'Roll, Flip, Emergency Power and RAM, each for 1 CP in the plot.' },
  { id: 'ftl', ref: 'p.15', name: 'FTL drives', description: 'Retreat, reserve jumps, tactical jumps and FTL charge tracking.' },
  { id: 'dimensionalSpace', ref: 'p.18', name: 'Dimensional drive and FTL space', description: 'A second 1/10-scale play area for dimensional drives.' },
  { id: 'dangerClose', ref: 'p.22', name: 'Targets and Danger Close', description: 'Priority and designated targets for CP; forced fire at Danger Close ships.' },
  { id: 'tactics', ref: 'p.88', name: 'Tactics', description: 'Navy tactics activated with CP (the tactics page is partly lost).' },
  { id: 'criticals', ref: 'p.30', name: 'Critical hits', description: 'Criticals from damage, rolled on the reconstructed chart in the End Phase.' },
  { id: 'boarding', ref: 'p.37', name: 'Crew, marines and boarding', description: 'Marine parties board by breaching fighters or teleporters and fight section by section.' },
  { id: 'repair', ref: 'p.38', name: 'Repair step', description: 'Crew repair rolls, shield regeneration and hull repair in the End Phase.' },
  { id: 'specialHulls', ref: 'p.43', name: 'Technological and biological hulls', description: 'Hull repair by crew; biological regeneration and spawning.' },
  { id: 'electronicWarfare', ref: 'p.53', name: 'Electronic warfare', description: 'EW, ELINT, targeting, ECM, EJ, ansible and countermeasure pods.' },
  { id: 'cloakAndStealth', ref: 'p.53', name: 'Cloak and stealth', description: 'Cloaked ships hide and lag their plots; stealth raises EW.' },
  { id: 'shieldProjector', ref: 'p.59', name: 'Shield projectors', description: 'Area bubbles that intercept fire crossing them.' },
  { id: 'towingAndFields', ref: 'p.63', name: 'Grapplers, tractor beams and field generators', description: 'Towing, plot-changing tractor beams, GWP and subspace distorters.' },
  { id: 'teleporters', ref: 'p.63', name: 'Teleporters', description: 'Marines, precision criticals or munitions delivered by sensor roll.' },
  { id: 'areaOfEffect', ref: 'p.67', name: 'Area of effect', description: 'AoE weapons damage ships near the target in halving 10 cm rings.' },
  { id: 'starfighters', ref: 'p.19', name: 'Starfighters', description: 'Launch, missions, furballs and strikes by starfighter squadrons.' },
  { id: 'reactorDetonation', ref: 'p.43', name: 'Reactor detonation', description: 'Detonating reactors damage their ship and blast nearby ships.' },
  { id: 'terrain', ref: 'p.95', name: 'Terrain', description: 'Planets, stars, asteroids, nebulae and singularities.' },
] as const satisfies readonly OptionInfo[];
export type ModuleId = (typeof MODULES)[number]['id'];

const moduleShape = Object.fromEntries(MODULES.map((m) => [m.id, z.boolean().default(true)])) as Record<ModuleId, z.ZodDefault<z.ZodBoolean>>;

export const SCENARIO_IDS = [
  'meeting-engagement',
  'flank-attack',
  'pincer',
  'planetary-raid',
  'convoy-raid',
  'headhunting',
  'fleet-in-being',
  'brawl',
  'wave-attack',
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const TABLE_EDGES = ['top', 'right', 'bottom', 'left'] as const;

/** Global settings. */
export const globalSettingsSchema = z.strictObject({
  /** All measurements are centimetres (p.1). */
  units: z.literal('cm').default('cm'),
  /** Multiplies STL ratings and weapon ranges for small tables (p.1). */
  scaleFactor: z.number().positive().max(4).default(1),
  table: z.strictObject({ width: z.number().min(30).max(1000), depth: z.number().min(30).max(1000) }).default({ width: 180, depth: 120 }),
  /** The edge declared north: Newtonian roses and nebula wind use it. */
  northEdge: z.enum(TABLE_EDGES).default('top'),
  mode: z.enum(['match', 'scenario', 'custom']).default('match'),
  /** Match play: each fleet costs at most this. */
  pointsCap: z.number().int().min(0).default(1500),
  /** Scenario play: the agreed range of fleet values. */
  pointsRange: z
    .strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) })
    .refine((r) => r.min <= r.max, { message: 'The points range minimum must not exceed its maximum.' })
    .default({ min: 1000, max: 2000 }),
  /** Scenario play: a named scenario, or roll on the Scenario Generation Table (p.104). */
  scenario: z.enum([...SCENARIO_IDS, 'roll']).default('roll'),
  /** Terrain: generated with D20s (p.101), a fixed list placed by the players, or none. */
  terrain: z.enum(['generated', 'fixed', 'none']).default('generated'),
  /** How many of the lowest terrain dice are used (p.101: two; groups may take three). */
  terrainLowestDice: z.number().int().min(1).max(8).default(2),
  /** Flavour only (p.95): km per cm. */
  terrainScaleKmPerCm: z.number().positive().default(3000),
  /** Flavour only: tonnes per hull hit. */
  hullHitTonnage: z.number().int().min(1000).max(100000).default(10000),
  modules: z.strictObject(moduleShape).default(Object.fromEntries(MODULES.map((m) => [m.id, true])) as Record<ModuleId, boolean>),
  /** Preparation turns: rolled (1D4 in match play, scenario formula) or fixed. */
  prepTurns: z.union([z.literal('roll'), z.number().int().min(0).max(6)]).default('roll'),
  /** A1: hex heading step for Cinematic (text: 30°) and Newtonian (60° keeps the 6-point rose) ships. */
  hexTurnStep: z.strictObject({ cinematic: z.union([z.literal(30), z.literal(60)]), newtonian: z.union([z.literal(30), z.literal(60)]) }).default({ cinematic: 30, newtonian: 60 }),
  /** A13: side-arc drives give lateral linear thrust as well as rotation (house rule). */
  newtonianSideLinear: z.boolean().default(false),
  /** A17: a squadron that moves off the table by STL. */
  stlOffTable: z.enum(['disengage_half_morale', 'destroyed', 'stop_at_edge']).default('disengage_half_morale'),
  /** A26: ships may fire only at priority, designated or Danger Close targets. */
  legalTargetsRequireDesignation: z.boolean().default(true),
  /** A8: the lost "k×" critical multiplier: the ship's Threat, or a fixed number. */
  criticalMultiplier: z.union([z.literal('threat'), z.number().int().min(1)]).default('threat'),
  /** A9: a critical that cannot fully apply adds the next category up, or is replaced by it. */
  criticalUpgrade: z.enum(['add', 'replace']).default('add'),
  /** A8: which critical chart data to use. */
  criticalChart: z.string().min(1).default('reconstruction'),
  /** A7: fire orders are collected secretly from both sides before any is revealed. */
  secretFireOrders: z.boolean().default(true),
  /**
   * p.19, p.21: the Mission and Control Steps played one message at a time, each a step of its own; off = each side
   * may give standing orders with its plot or fire, played out in the book's order (sequence/standing/).
   */
  strictAlternation: z.boolean().default(false),
  /** A60: show distances during the command and plot steps (the book forbids pre-measuring). */
  premeasure: z.boolean().default(false),
  /** A37: a side with no ships on the table and none in reserve loses. */
  eliminationLoss: z.boolean().default(true),
  /** A37: optional turn limit (null = none), decided on morale points struck. */
  turnLimit: z.number().int().min(1).nullable().default(null),
  /** A47: random directions with a D8, or a continuous angle. */
  randomDirection: z.enum(['d8', 'continuous']).default('d8'),
  /** A38: morale values missing from a fleet are set from cost shares; half morale rounds down. */
  moraleFallback: z.enum(['cost_share', 'none']).default('cost_share'),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** Per-navy settings for one side (the navy record supplies them; these override or fill them). */
export const navySettingsSchema = z.strictObject({
  movement: z.enum(['cinematic', 'newtonian']).default('cinematic'),
  discipline: z.union([z.literal(5), z.literal(10), z.literal(15)]).default(10),
  thresholdPct: z.number().int().min(5).max(15).default(10),
  commandQuality: z.enum(['poor', 'average', 'brilliant']).default('average'),
  crewQuality: z.enum(['green', 'regular', 'veteran']).default('regular'),
  repairDie: z.union([z.literal(4), z.literal(6), z.literal(8)]).default(6),
  tactics: z.array(z.string().min(1)).default([]),
});
export type NavySettings = z.infer<typeof navySettingsSchema>;

/** Per-side game setup. */
export const sideSetupSchema = z.strictObject({
  /** The fleet this side brings (a library fleet id or an uploaded one). */
  fleetId: z.string().min(1).nullable().default(null),
  navy: navySettingsSchema.default(navySettingsSchema.parse({})),
  /** Table edge of this side's deployment zone. */
  deploymentEdge: z.enum(TABLE_EDGES),
  /** D20s this side rolls for terrain (1–4, or the scenario's limit). */
  terrainDice: z.number().int().min(0).max(4).default(2),
  /** Fixed preparation turns for this side, or null to use the game's rule. */
  prepTurns: z.number().int().min(0).max(6).nullable().default(null),
});
export type SideSetup = z.infer<typeof sideSetupSchema>;

export const metaverseConfigSchema = z.strictObject({
  game: globalSettingsSchema.default(globalSettingsSchema.parse({})),
  sides: z
    .strictObject({ A: sideSetupSchema, B: sideSetupSchema })
    .refine((s) => s.A.deploymentEdge !== s.B.deploymentEdge, { message: 'The two sides need different deployment edges.' })
    .default({
      A: sideSetupSchema.parse({ deploymentEdge: 'bottom' }),
      B: sideSetupSchema.parse({ deploymentEdge: 'top' }),
    }),
});
export type MetaverseConfig = z.infer<typeof metaverseConfigSchema>;

/** The book's defaults plus every ruling: match play, two sides on opposite long edges. */
export function defaultConfig(): MetaverseConfig {
  return metaverseConfigSchema.parse({});
}

const GLOBAL_LINES: readonly OptionInfo[] = [
  { id: 'scaleFactor', ref: 'p.1', name: 'Scale factor', description: 'Multiplies STL ratings and weapon ranges for small tables (default 1).' },
  { id: 'table', ref: 'p.1', name: 'Table size', description: 'Width × depth in cm; at least 100 × 100 is recommended (default 180 × 120).' },
  { id: 'northEdge', ref: 'p.7', name: 'North edge', description: 'The table edge Newtonian roses and nebula winds point from (default top).' },
  { id: 'mode', ref: 'p.101', name: 'Game mode', description: 'Match play (equal points), scenario play or a custom setup (default match).' },
  { id: 'pointsCap', ref: 'p.101', name: 'Points maximum', description: 'Match play: the most each fleet may cost (default 1500).' },
  { id: 'pointsRange', ref: 'p.104', name: 'Points range', description: 'Scenario play: the agreed minimum and maximum fleet value (default 1000–2000).' },
  { id: 'scenario', ref: 'p.104', name: 'Scenario', description: 'Scenario play: one of the nine scenarios, or roll a D20 (default roll).' },
  { id: 'terrain', ref: 'p.101', name: 'Terrain', description: 'Generate terrain with D20s, place a fixed list, or play in the void (default generated).' },
  { id: 'terrainLowestDice', ref: 'p.101', name: 'Terrain dice used', description: 'How many of the lowest terrain dice make features (default 2).' },
  { id: 'terrainScaleKmPerCm', ref: 'p.95', name: 'Terrain scale', description: 'Flavour only: km per cm (default 3000).' },
  { id: 'hullHitTonnage', ref: 'p.43', name: 'Hull hit tonnage', description: 'Flavour only: tonnes per hull hit (default 10,000).' },
  { id: 'prepTurns', ref: 'p.101', name: 'Preparation turns', description: 'Roll them (1D4, or the scenario formula) or fix a number (default roll).' },
  { id: 'hexTurnStep', ref: 'A1', name: 'Hexagon heading step', description: 'Cinematic hex ships turn 30° (text) and Newtonian hex ships 60° by default.' },
  { id: 'newtonianSideLinear', ref: 'A13', name: 'Side thrust moves sideways', description: 'House rule: side-arc drives also give lateral thrust (default off).' },
  { id: 'stlOffTable', ref: 'A17', name: 'Leaving the table', description: 'A squadron that leaves by STL disengages for half morale, is destroyed, or stops.' },
  { id: 'legalTargetsRequireDesignation', ref: 'A26', name: 'Designated targets only', description: 'Ships fire only at priority, designated or Danger Close targets (default on).' },
  { id: 'criticalMultiplier', ref: 'A8', name: 'Critical multiplier', description: 'The lost k× icon on the critical chart: the ship’s Threat (default) or a number.' },
  { id: 'criticalUpgrade', ref: 'A9', name: 'Critical upgrade', description: 'A critical that cannot fully apply adds (default) or becomes the next category.' },
  { id: 'criticalChart', ref: 'A8', name: 'Critical chart', description: 'Which critical chart data to use (default Salvo\'s reconstruction).' },
  { id: 'secretFireOrders', ref: 'A7', name: 'Secret fire orders', description: 'Both sides submit fire orders blind before any is revealed (default on).' },
  { id: 'strictAlternation', ref: 'p.19, p.21', name: 'One message at a time', description: 'Mission and Control Steps alternate one message at a time; no standing orders (default off).' },
  { id: 'premeasure', ref: 'A60', name: 'Pre-measuring', description: 'Show distances while plotting; the book forbids it (default off).' },
  { id: 'eliminationLoss', ref: 'A37', name: 'Elimination loss', description: 'A side with no ships on the table or in reserve loses (default on).' },
  { id: 'turnLimit', ref: 'A37', name: 'Turn limit', description: 'End after this many turns, decided on morale struck (default none).' },
  { id: 'randomDirection', ref: 'A47', name: 'Random direction', description: 'Roll a D8 compass point (default) or a continuous angle.' },
  { id: 'moraleFallback', ref: 'A38', name: 'Missing morale values', description: 'Fill missing ship morale values from cost shares (default) or refuse the fleet.' },
];

const SIDE_LINES: readonly OptionInfo[] = [
  { id: 'fleetId', ref: 'p.85', name: 'Fleet', description: 'The fleet this side brings.' },
  { id: 'navy.movement', ref: 'p.86', name: 'Movement method', description: 'Cinematic or Newtonian, for every ship of the navy (default cinematic).' },
  { id: 'navy.discipline', ref: 'p.86', name: 'Discipline', description: '5, 10 or 15 cm; multiplies enemy Threat for Danger Close (default 10).' },
  { id: 'navy.thresholdPct', ref: 'p.86', name: 'Morale threshold', description: '5–15 morale points per threshold (default 10).' },
  { id: 'navy.commandQuality', ref: 'p.86', name: 'Command quality', description: 'Poor, average or brilliant: the table for commanders set to roll (default average).' },
  { id: 'navy.crewQuality', ref: 'p.86', name: 'Crew quality', description: 'Green, regular or veteran: the table for squadrons set to roll (default regular).' },
  { id: 'navy.repairDie', ref: 'p.86', name: 'Repair die', description: 'D4, D6 or D8 for repair rolls (default D6).' },
  { id: 'navy.tactics', ref: 'p.88', name: 'Tactics', description: 'The navy’s tactics, each raising fleet cost (default none).' },
  { id: 'deploymentEdge', ref: 'p.101', name: 'Deployment edge', description: 'The table edge this side deploys from (A bottom, B top by default).' },
  { id: 'terrainDice', ref: 'p.101', name: 'Terrain dice', description: 'How many D20s this side rolls for terrain, 1–4 (default 2).' },
  { id: 'prepTurns', ref: 'p.101', name: 'Side preparation turns', description: 'A fixed number of preparation turns for this side (default: the game’s rule).' },
];

/** Every setting as one line for `/game new`: global, modules (`modules.<id>`), then per side (`sides.<A|B>.<id>`). */
export function listSettings(): OptionInfo[] {
  return [
    ...GLOBAL_LINES.map((l) => ({ ...l, id: `game.${l.id}` })),
    ...MODULES.map((m) => ({ ...m, id: `game.modules.${m.id}` })),
    ...(['A', 'B'] as const).flatMap((side) => SIDE_LINES.map((l) => ({ ...l, id: `sides.${side}.${l.id}`, name: `Side ${side}: ${l.name}` }))),
  ];
}
