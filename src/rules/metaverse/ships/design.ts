/**
 * A Metaverse starship design (the Starship Display, p.41–43), its
 * structural checks and the `copies` expansion.
 *
 * Every MetaMaker-computed number (Target Rating, Mass Factor, Threat, Cost, reactor, life-support and
 * fire-control ratings, a suggested morale value) is plain input: the book has no construction formulas
 * (p.41). `checkDesign` enforces only the constraints the book states:
 * layers ≤ hits per layer; ≤2 outboard sections per direction (inner before outer); armour only on outward arcs;
 * shields only in arcs a shield generator covers; gravity-wall rating ≤3 (square) / ≤5 (hex); TR modified ≥
 * default; at least one bridge; ≤10 local magazines per section, identifiers 1–9; linked/grouped exclusions;
 * hangar loads within carry capacity and allowed types.
 * Judgement calls: a ring-1 section faces only its own direction (the Thunderchild's port fire hits the core);
 * arcs and sectors must belong to the design's directionality.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { arcSchema, arcsOf, DIRECTIONALITIES, sectorsOf, type Arc, type Sector } from './directions.ts';
import { NEVER_GROUPED, NEVER_LINKED, shipSystemSchema, type ShipSystem } from './system.ts';
import { defenceTypeSchema, munitionSchema, weaponSchema, type Weapon } from './weapon.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

/** One hull layer: its hits, and the crew and marine parties at its end (p.43). */
export const layerSchema = z.strictObject({
  hits: z.number().int().min(1),
  crew: z.number().int().min(0),
  marines: z.number().int().min(0),
});

export const sectionSchema = z.strictObject({
  id: z.string().min(1),
  /** 0 = core, 1 = inner outboard, 2 = outer outboard. */
  ring: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The arc the outboard section extends towards; null for the core. */
  direction: arcSchema.nullable(),
  /** Top layer first: raking fire damages it first. */
  layers: z.array(layerSchema).min(1),
  armour: z.array(z.strictObject({ arc: arcSchema, rating: z.number().int().min(0), vs: defenceTypeSchema })),
  ablativePlates: z.array(z.strictObject({ arc: arcSchema, count: z.number().int().min(0) })),
  shields: z.array(z.strictObject({ arc: arcSchema, hits: z.number().int().min(0), vs: defenceTypeSchema })),
  /** Life-support rating (MetaMaker input; also a biological hull's regeneration per turn). */
  lifeSupportRating: z.number().int().min(0),
});
export type Section = z.infer<typeof sectionSchema>;

const contentSchema = z.strictObject({ munition: z.string().min(1), count: z.union([z.number().int().min(0), z.literal('infinite')]) });

export const magazineSchema = z.discriminatedUnion('kind', [
  /** Local magazine: id 1–9, feeds launchers; size limits draws per turn. */
  z.strictObject({
    id: z.string().min(1),
    kind: z.literal('local'),
    identifier: z.number().int().min(1).max(9),
    section: z.string().min(1),
    size: z.number().int().min(1),
    contents: z.array(contentSchema),
  }),
  /** Global magazine: feeds local magazines up to `feedRate` in the Repair Step; never launchers. */
  z.strictObject({
    id: z.string().min(1),
    kind: z.literal('global'),
    section: z.string().min(1),
    feedRate: z.number().int().min(0),
    contents: z.array(contentSchema),
  }),
]);
export type Magazine = z.infer<typeof magazineSchema>;

export const launcherSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1).optional(),
  section: z.string().min(1),
  sectors: z.array(z.string().min(1)).min(1),
  /** The local magazine it draws from. */
  magazine: z.string().min(1),
  /** Munitions it can fire and the most of each per turn. */
  munitions: z.array(z.strictObject({ munition: z.string().min(1), maxPerTurn: z.number().int().min(1) })).min(1),
});
export type Launcher = z.infer<typeof launcherSchema>;

export const hangarSchema = z.strictObject({
  id: z.string().min(1),
  section: z.string().min(1),
  /** Squadrons launched plus recovered per turn. */
  launchCapacity: z.number().int().min(0),
  carryCapacity: z.number().int().min(0),
  allowedTypes: z.array(z.string().min(1)).min(1),
  loaded: z.array(z.strictObject({ type: z.string().min(1), count: z.number().int().min(0) })),
  ordnance: z.array(z.strictObject({ weapon: z.string().min(1), count: z.number().int().min(0) })),
});
export type DesignHangar = z.infer<typeof hangarSchema>;

/** Linked: one member usable per turn. Grouped: all or none, same target ("Linked Components", "Grouped Components"). */
export const linkSchema = z.strictObject({ mode: z.enum(['linked', 'grouped']), members: z.array(z.string().min(1)).min(2) });

export const provenanceSchema = z.strictObject({
  /** `book`: a sample ship of the book's examples; `salvo`: designed for Salvo within the p.53–81 limits. */
  source: z.enum(['book', 'salvo']).optional(),
  book: z.array(z.string()).optional(),
  assumed: z.array(z.string()).optional(),
  gaps: z.array(z.string()).optional(),
});

export const shipDesignSchema = z.strictObject({
  schema: z.literal('metaverse.ship-design/1'),
  rulesVersion: z.string().min(1),
  id: z.string().regex(/^[a-z0-9-]+$/, 'Design ids use lower-case letters, digits and dashes.'),
  /** The ship's name when the design is a named sample (e.g. "USS Thunderchild"). */
  name: z.string().min(1).optional(),
  className: z.string().min(1),
  type: z.string().min(1),
  directionality: z.enum(DIRECTIONALITIES),
  movementMethod: z.enum(['cinematic', 'newtonian']),
  hullType: z.enum(['metallic', 'technological', 'biological']),
  /** Target Rating default/modified (MetaMaker); modified is the usual value and falls 1 per lost STL drive. */
  targetRating: z.strictObject({ default: z.number().int(), modified: z.number().int() }),
  massFactor: z.number().int().min(1),
  threat: z.number().int().min(0),
  /** Points (MetaMaker); null when the book gives none. */
  cost: z.number().int().min(0).nullable(),
  /** A suggested morale value; the fleet's per-ship value wins (p.38). */
  moraleValue: z.number().int().min(0).nullable().default(null),
  /** Slowest STL capability per arc group, as printed (port, bow/stern, starboard). */
  stlSummary: z.strictObject({ port: z.number().int().min(0), bow: z.number().int().min(0), stern: z.number().int().min(0), starboard: z.number().int().min(0) }),
  sections: z.array(sectionSchema).min(1),
  adaptiveArmour: z.strictObject({ vs: defenceTypeSchema, maxLevel: z.number().int().min(1) }).nullable(),
  systems: z.array(shipSystemSchema),
  weapons: z.array(weaponSchema),
  launchers: z.array(launcherSchema),
  munitions: z.array(munitionSchema),
  magazines: z.array(magazineSchema),
  hangars: z.array(hangarSchema),
  links: z.array(linkSchema),
  _provenance: provenanceSchema.optional(),
});
export type ShipDesign = z.infer<typeof shipDesignSchema>;
/** The design as written, before zod fills defaults. */
export type ShipDesignInput = z.input<typeof shipDesignSchema>;

/** Expands `copies` into individual weapons `<id>-1` … `<id>-n` (Salvo's loader convention). */
export function expandCopies(design: ShipDesign): ShipDesign {
  const weapons: Weapon[] = design.weapons.flatMap((w) => {
    if (w.copies === undefined) return [w];
    const { copies, ...rest } = w;
    return Array.from({ length: copies }, (_, i) => ({ ...rest, id: `${w.id}-${i + 1}` }));
  });
  return { ...design, weapons };
}

/** Total hull hits over all sections (p.41). */
export const totalHullHits = (design: ShipDesign): number =>
  design.sections.reduce((sum, s) => sum + s.layers.reduce((t, l) => t + l.hits, 0), 0);

/** Distinct STL drives (the modified TR counts them, p.41). */
export const stlDriveCount = (design: ShipDesign): number => design.systems.filter((s) => s.kind === 'stl').length;

/** The section a fire arriving in `arc` hits first on an undamaged ship (p.43 facing rule). */
export function facingDesignSection(design: ShipDesign, arc: Arc): Section | undefined {
  const outboard = design.sections.filter((s) => s.direction === arc && s.ring > 0).sort((a, b) => b.ring - a.ring);
  return outboard[0] ?? design.sections.find((s) => s.ring === 0);
}

function systemArcs(system: ShipSystem): readonly Arc[] {
  return 'arcs' in system ? system.arcs : [];
}

/**
 * Parses and checks a design: the zod shape, then every construction constraint the book states.
 * Returns every problem found.
 */
export function parseDesign(input: unknown): Result<ShipDesign, RuleError[]> {
  const parsed = shipDesignSchema.safeParse(input);
  if (!parsed.success) {
    return err(parsed.error.issues.map((i) => metaverseError('ERR_DESIGN_SHAPE', `${i.message} Fix the design data.`, { at: i.path.join('.') })));
  }
  const problems = checkDesign(parsed.data);
  return problems.length > 0 ? err(problems) : ok(parsed.data);
}

/** Every book construction constraint the design breaks (empty when it is legal). */
export function checkDesign(design: ShipDesign): RuleError[] {
  const problems: RuleError[] = [];
  const c: DesignCheck = {
    design,
    add: (code, message, at) => void problems.push(metaverseError(code, message, { at })),
    arcNames: new Set<string>(arcsOf(design.directionality)),
    sectorNames: new Set<Sector>(sectorsOf(design.directionality)),
    sectionIds: new Set(design.sections.map((s) => s.id)),
  };
  const ids = checkIds(c);
  // p.43: one core; up to two outboard sections (inner, outer) per direction.
  const cores = design.sections.filter((s) => s.ring === 0);
  if (cores.length !== 1) c.add('ERR_CORE', 'A ship needs exactly one core section (ring 0).', 'sections');
  for (const [i, s] of design.sections.entries()) checkSection(c, s, `sections[${i}]`);
  // p.41: TR modified ≥ default.
  if (design.targetRating.modified < design.targetRating.default)
    c.add('ERR_TARGET_RATING', 'The modified Target Rating may not be below the default one.', 'targetRating');
  if (!design.systems.some((s) => s.kind === 'bridge')) c.add('ERR_BRIDGE', 'A ship needs at least one bridge.', 'systems');
  checkSystems(c);
  checkArmament(c);
  checkMagazines(c);
  checkHangars(c);
  checkLinks(c, ids);
  return problems;
}

/** What every check of one design shares: the design, where problems go, and the names it may use. */
interface DesignCheck {
  readonly design: ShipDesign;
  readonly add: (code: MetaverseErrorCode, message: string, at: string) => void;
  readonly arcNames: ReadonlySet<string>;
  readonly sectorNames: ReadonlySet<Sector>;
  readonly sectionIds: ReadonlySet<string>;
}

/** Every id used once; returns the parts' ids (sections aside). */
function checkIds({ design, add }: DesignCheck): string[] {
  const ids = [...design.systems, ...design.weapons, ...design.launchers, ...design.munitions, ...design.magazines, ...design.hangars].map((x) => x.id);
  const seen = new Set<string>();
  for (const id of [...design.sections.map((s) => s.id), ...ids]) {
    if (seen.has(id)) add('ERR_DUPLICATE_ID', `Id "${id}" is used twice; give each part its own id.`, id);
    seen.add(id);
  }
  return ids;
}

/** p.43: a section's direction, ring, layers and armour; p.59: its shields. */
function checkSection(c: DesignCheck, s: Section, at: string): void {
  const { design, add, arcNames } = c;
  if ((s.ring === 0) !== (s.direction === null)) add('ERR_SECTION_DIRECTION', `Section ${s.id}: the core has no direction and outboard sections need one.`, at);
  if (s.direction !== null && !arcNames.has(s.direction)) add('ERR_ARC', `Section ${s.id}: "${s.direction}" is not an arc of a ${design.directionality} ship.`, at);
  if (s.ring > 0 && design.sections.filter((o) => o.direction === s.direction && o.ring === s.ring).length > 1)
    add('ERR_SECTION_RING', `Section ${s.id}: only one ring-${s.ring} section may face ${s.direction}.`, at);
  if (s.ring === 2 && !design.sections.some((o) => o.direction === s.direction && o.ring === 1))
    add('ERR_SECTION_RING', `Section ${s.id}: an outer section needs an inner section in the same direction.`, at);
  // p.43: the number of layers may not exceed the hits per layer.
  for (const [j, l] of s.layers.entries())
    if (l.hits < s.layers.length) add('ERR_LAYERS', `Section ${s.id}: ${s.layers.length} layers need at least ${s.layers.length} hits in each layer.`, `${at}.layers[${j}]`);
  // p.43: armour only where no other section was designed (outward-facing arcs).
  const faces = (arc: string): boolean =>
    s.ring === 0
      ? !design.sections.some((o) => o.ring > 0 && o.direction === arc)
      : arc === s.direction && !design.sections.some((o) => o.direction === arc && o.ring > s.ring);
  for (const a of s.armour) {
    if (!arcNames.has(a.arc)) add('ERR_ARC', `Section ${s.id}: "${a.arc}" is not an arc of a ${design.directionality} ship.`, `${at}.armour`);
    else if (!faces(a.arc)) add('ERR_ARMOUR_ARC', `Section ${s.id}: armour in ${a.arc} is covered by another section; move it outward.`, `${at}.armour`);
  }
  for (const p of s.ablativePlates) if (!arcNames.has(p.arc)) add('ERR_ARC', `Section ${s.id}: "${p.arc}" is not an arc of this ship.`, `${at}.ablativePlates`);
  // p.59: shields need a shield generator supporting the arc.
  for (const sh of s.shields) {
    if (!arcNames.has(sh.arc)) add('ERR_ARC', `Section ${s.id}: "${sh.arc}" is not an arc of this ship.`, `${at}.shields`);
    else if (sh.hits > 0 && !design.systems.some((g) => g.kind === 'shield_generator' && g.arcs.includes(sh.arc)))
      add('ERR_SHIELD_GENERATOR', `Section ${s.id}: shields in ${sh.arc} need a shield generator covering that arc.`, `${at}.shields`);
  }
}

/** Systems: their sections and arcs, gravity wall ratings, what reactors power and fire controls use. */
function checkSystems({ design, add, arcNames, sectionIds }: DesignCheck): void {
  for (const [i, sys] of design.systems.entries()) {
    const at = `systems[${i}]`;
    if (!sectionIds.has(sys.section)) add('ERR_SECTION_REF', `System ${sys.id}: there is no section "${sys.section}".`, at);
    for (const a of systemArcs(sys)) if (!arcNames.has(a)) add('ERR_ARC', `System ${sys.id}: "${a}" is not an arc of a ${design.directionality} ship.`, at);
    if (sys.kind === 'gravity_wall' && sys.rating > (design.directionality === 'square' ? 3 : 5))
      add('ERR_GRAVITY_WALL', `System ${sys.id}: a gravity wall is rated at most ${design.directionality === 'square' ? 3 : 5} on a ${design.directionality} ship.`, at);
    if (sys.kind === 'reactor') for (const p of sys.powers) if (!sectionIds.has(p)) add('ERR_SECTION_REF', `Reactor ${sys.id}: there is no section "${p}".`, at);
    if (sys.kind === 'fire_control')
      for (const u of sys.uses)
        if (!design.systems.some((o) => o.id === u && (o.kind === 'sensor' || o.kind === 'local_sensor'))) add('ERR_SENSOR_REF', `Fire control ${sys.id}: "${u}" is not a sensor of this ship.`, at);
  }
}

/** Weapons and launchers: their sections and sectors; a launcher's local magazine and munitions. */
function checkArmament({ design, add, sectorNames, sectionIds }: DesignCheck): void {
  for (const [i, w] of design.weapons.entries()) {
    const at = `weapons[${i}]`;
    if (!sectionIds.has(w.section)) add('ERR_SECTION_REF', `Weapon ${w.id}: there is no section "${w.section}".`, at);
    for (const s of w.sectors) if (!sectorNames.has(s)) add('ERR_SECTOR', `Weapon ${w.id}: "${s}" is not a sector of a ${design.directionality} ship.`, at);
  }
  const magazines = new Map(design.magazines.map((m) => [m.id, m]));
  const munitions = new Set(design.munitions.map((m) => m.id));
  for (const [i, l] of design.launchers.entries()) {
    const at = `launchers[${i}]`;
    if (!sectionIds.has(l.section)) add('ERR_SECTION_REF', `Launcher ${l.id}: there is no section "${l.section}".`, at);
    for (const s of l.sectors) if (!sectorNames.has(s as Sector)) add('ERR_SECTOR', `Launcher ${l.id}: "${s}" is not a sector of this ship.`, at);
    if (magazines.get(l.magazine)?.kind !== 'local') add('ERR_MAGAZINE_REF', `Launcher ${l.id}: it must draw from a local magazine of this ship.`, at);
    for (const m of l.munitions) if (!munitions.has(m.munition)) add('ERR_MUNITION_REF', `Launcher ${l.id}: there is no munition "${m.munition}".`, at);
  }
}

/** Magazines: their sections and contents; at most 10 local magazines per section. */
function checkMagazines({ design, add, sectionIds }: DesignCheck): void {
  const munitions = new Set(design.munitions.map((m) => m.id));
  for (const [i, m] of design.magazines.entries()) {
    const at = `magazines[${i}]`;
    if (!sectionIds.has(m.section)) add('ERR_SECTION_REF', `Magazine ${m.id}: there is no section "${m.section}".`, at);
    for (const c of m.contents) if (!munitions.has(c.munition)) add('ERR_MUNITION_REF', `Magazine ${m.id}: there is no munition "${c.munition}".`, at);
  }
  for (const s of design.sections) {
    const locals = design.magazines.filter((m) => m.kind === 'local' && m.section === s.id);
    if (locals.length > 10) add('ERR_MAGAZINES', `Section ${s.id}: at most 10 local magazines per section.`, 'magazines');
  }
}

/** Hangars: their sections, what they carry and how much. */
function checkHangars({ design, add, sectionIds }: DesignCheck): void {
  for (const [i, h] of design.hangars.entries()) {
    const at = `hangars[${i}]`;
    if (!sectionIds.has(h.section)) add('ERR_SECTION_REF', `Hangar ${h.id}: there is no section "${h.section}".`, at);
    const carried = h.loaded.reduce((t, x) => t + x.count, 0);
    if (carried > h.carryCapacity) add('ERR_HANGAR_LOAD', `Hangar ${h.id}: ${carried} squadrons exceed its carry capacity of ${h.carryCapacity}.`, at);
    for (const x of h.loaded) if (!h.allowedTypes.includes(x.type)) add('ERR_HANGAR_TYPE', `Hangar ${h.id}: it cannot carry "${x.type}"; add it to allowedTypes.`, at);
  }
}

/** "Linked Components" / "Grouped Components": what may not be linked or grouped. */
function checkLinks({ design, add }: DesignCheck, ids: readonly string[]): void {
  const byId = new Map<string, { kind: string; genType?: string }>(design.systems.map((s) => [s.id, s]));
  const partIds = new Set([...ids]);
  for (const [i, link] of design.links.entries()) {
    const at = `links[${i}]`;
    for (const m of link.members) {
      if (!partIds.has(m)) {
        add('ERR_LINK_REF', `Link ${i + 1}: there is no component "${m}".`, at);
        continue;
      }
      const sys = byId.get(m);
      const banned = link.mode === 'linked' ? NEVER_LINKED : NEVER_GROUPED;
      const adaptive = sys?.kind === 'shield_generator' && sys.genType === 'adaptive';
      const hangar = link.mode === 'grouped' && design.hangars.some((h) => h.id === m);
      if ((sys && (banned as readonly string[]).includes(sys.kind)) || adaptive || hangar)
        add('ERR_LINK_KIND', `Link ${i + 1}: "${m}" cannot be ${link.mode}.`, at);
    }
  }
}
