/**
 * Terrain generated and placed at setup (Metaverse p.101 "Match Play" > "Terrain", Terrain Generation Table;
 * p.95–100 "Table & Terrain"; p.101 step 2; settings `terrain`, `terrainLowestDice`, `terrainDice`).
 *
 * Each side rolls its `terrainDice` D20s (terrain/table.ts `rollTerrain`), the lowest `terrainLowestDice`
 * of all make features, placed in descending die order, never inside a deployment zone (p.101). Nebulae cover the
 * whole table (p.99); stars and singularities lie off a table edge that is not a deployment edge (p.96–97).
 *
 * Judgement calls (by post the roller cannot place by hand, so the game's setup dice place for them):
 * - Every size and position is rolled and shown: planet diameter from a D20 within the table's band (small: the
 *   roll in cm; medium 20 + 1.5 × roll; large 50 + 2.5 × roll), cluster diameter 1D10 cm (max 10 cm), asteroid
 *   field width 10 + roll/2 (8) or 20 + roll (9) cm; positions by D100 across the room left between the zones
 *   ((roll − 1)/99 of the way across). A planet too big for that room is shrunk to fit (said in the log).
 * - Asteroid fields run "table edge to table edge" perpendicular to the deployment zones (p.101 allows crossing
 *   them that way) but stop at the zones, so automatic deployment never lands in a field.
 * - Features may overlap each other (the book does not forbid it).
 * - Stars and singularities: one of the edges that are not deployment edges, by D6 (1–3 the first, clockwise from
 *   the top, 4–6 the second).
 * - Stellar wind (protoplanetary and supernova-remnant nebulae, p.99): the direction it blows toward by D8 on the
 *   square rose, or by D6 on the hexagon rose (never E or W) when square and hexagon ships both play; strength 1D4.
 * - Config `terrain: 'fixed'` has no list to place by post yet, so it places nothing (said in the log).
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import type { MetaverseConfig } from '../setup/config.ts';
import { TABLE_EDGES } from '../setup/config.ts';
import { MATCH_PLAY, edgeZone, type Edge, type Rect } from '../setup/match-play.ts';
import { rollTerrain, type TerrainFeature, type TerrainKind } from './table.ts';
import { plural } from '../../core/text.ts';

export type MvTerrainKind = Exclude<TerrainKind, 'void'>;

export interface MvTerrain {
  readonly id: string;
  readonly kind: MvTerrainKind;
  /** "Medium planet", "Asteroid field", "Dark nebula". */
  readonly name: string;
  /** Whose die made it, and the die. */
  readonly side: 'A' | 'B';
  readonly roll: number;
  /** Planets and asteroid clusters: the model's circle (radius = half the diameter), table cm. */
  readonly circle?: { readonly at: Point; readonly radius: number };
  /** Asteroid fields: the band. */
  readonly rect?: Rect;
  /** Stars and singularities: the edge they lie beyond. */
  readonly edge?: Edge;
  /** Protoplanetary and supernova-remnant nebulae: the compass bearing the wind blows toward, and its strength. */
  readonly wind?: { readonly bearing: number; readonly strength: number };
}

export const TERRAIN_NAMES: Readonly<Record<MvTerrainKind, string>> = {
  'asteroid-clusters': 'Asteroid cluster',
  'asteroid-field': 'Asteroid field',
  'small-planet': 'Small planet',
  'medium-planet': 'Medium planet',
  'large-planet': 'Large planet',
  'protoplanetary-nebula': 'Protoplanetary nebula',
  'planetary-nebula': 'Planetary nebula',
  'dark-nebula': 'Dark nebula',
  'supernova-remnant': 'Supernova remnant nebula',
  'dwarf-star': 'Dwarf star',
  'giant-star': 'Giant star',
  'neutron-star': 'Neutron star',
  singularity: 'Singularity',
};

export const isPlanet = (t: Pick<MvTerrain, 'kind'>): boolean => t.kind.endsWith('-planet');
export const isNebula = (t: Pick<MvTerrain, 'kind'>): boolean => t.kind.endsWith('nebula') || t.kind === 'supernova-remnant';
export const isAsteroids = (t: Pick<MvTerrain, 'kind'>): boolean => t.kind.startsWith('asteroid');

const EDGE_WORD: Readonly<Record<Edge, string>> = { top: 'north', right: 'east', bottom: 'south', left: 'west' };
const SQUARE_ROSE = [0, 45, 90, 135, 180, 225, 270, 315] as const;
/** p.99: with both roses in play the wind follows the hexagon rose, never east or west. */
const HEX_ROSE = [0, 60, 120, 180, 240, 300] as const;
const COMPASS: Readonly<Record<number, string>> = { 0: 'N', 45: 'NE', 60: 'NE', 90: 'E', 120: 'SE', 135: 'SE', 180: 'S', 225: 'SW', 240: 'SW', 270: 'W', 300: 'NW', 315: 'NW' };

const r1 = (v: number): number => Math.round(v * 10) / 10;
/** D100 → a fraction across: (roll − 1)/99. */
const across = (roll: number): number => (roll - 1) / 99;

/** The table less the deployment strips of the sides' edges (p.101: no feature inside a deployment zone). */
export function roomBetweenZones(config: MetaverseConfig): Rect {
  const table = config.game.table;
  let west = 0;
  let north = 0;
  let east = table.width;
  let south = table.depth;
  for (const side of ['A', 'B'] as const) {
    const edge = config.sides[side].deploymentEdge;
    const z = edgeZone(table, edge, MATCH_PLAY.deploymentDepthPct);
    if (edge === 'top') north = Math.max(north, z.y + z.height);
    if (edge === 'bottom') south = Math.min(south, z.y);
    if (edge === 'left') west = Math.max(west, z.x + z.width);
    if (edge === 'right') east = Math.min(east, z.x);
  }
  return { x: west, y: north, width: east - west, height: south - north };
}

export interface TerrainSetup {
  readonly terrain: MvTerrain[];
  readonly log: string[];
}

/** Rolls and places the terrain of a Match Play game (p.101); every die is in `log`. */
export function generateTerrain(config: MetaverseConfig, mixedRoses: boolean, dice: Dice): TerrainSetup {
  // Nothing rolled, nothing to show.
  if (!config.game.modules.terrain || config.game.terrain === 'none') return { terrain: [], log: [] };
  if (config.game.terrain === 'fixed') return { terrain: [], log: ['Terrain: a fixed list is not placed by post yet, so the battle is in the void.'] };
  const sides = (['A', 'B'] as const).map((side) => ({ side, dice: config.sides[side].terrainDice }));
  const lowest = config.game.terrainLowestDice;
  const rolled = rollTerrain(sides, dice, lowest);
  const log: string[] = [];
  const shown = sides.map((s) => {
    const own = rolled.dice.filter((d) => d.side === s.side).map((d) => d.roll);
    return `${s.side} d20 [${own.join(', ')}]`;
  });
  log.push(`Terrain (p.101): ${shown.join(', ')}; the lowest ${lowest}: ${rolled.features.map((f) => `${f.roll} (${f.side})`).join(', ') || 'none'}.`);
  const room = roomBetweenZones(config);
  const terrain: MvTerrain[] = [];
  rolled.features.forEach((f, i) => {
    const placed = placeFeature(config, f, `terrain-${i + 1}`, room, mixedRoses, dice);
    terrain.push(...placed.terrain);
    log.push(...placed.log);
  });
  return { terrain, log };
}

/** What every placer of one rolled feature needs: the table, the feature, its log line's head and its common fields. */
interface Placing {
  readonly config: MetaverseConfig;
  readonly f: TerrainFeature;
  readonly id: string;
  readonly room: Rect;
  readonly dice: Dice;
  readonly head: string;
  readonly name: string;
  readonly base: Pick<MvTerrain, 'kind' | 'name' | 'side' | 'roll'>;
}

function placeFeature(config: MetaverseConfig, f: TerrainFeature, id: string, room: Rect, mixedRoses: boolean, dice: Dice): TerrainSetup {
  const side = f.side === 'B' ? 'B' : 'A';
  const head = `${side}'s d20 ${f.roll}: ${f.entry.name}`;
  const kind = f.entry.kind;
  if (kind === 'void') return { terrain: [], log: [`${head}.`] };
  const name = TERRAIN_NAMES[kind];
  const p: Placing = { config, f, id, room, dice, head, name, base: { kind, name, side, roll: f.roll } };
  switch (kind) {
    case 'small-planet':
    case 'medium-planet':
    case 'large-planet':
      return placePlanet(p, kind);
    case 'asteroid-clusters':
      return placeClusters(p);
    case 'asteroid-field':
      return placeAsteroidField(p);
    case 'protoplanetary-nebula':
    case 'supernova-remnant':
      return placeWindyNebula(p, mixedRoses);
    case 'planetary-nebula':
    case 'dark-nebula':
      return { terrain: [{ ...p.base, id }], log: [`${head}: the whole table (p.99).`] };
    case 'dwarf-star':
    case 'giant-star':
    case 'neutron-star':
    case 'singularity':
      return placeBeyondAnEdge(p);
  }
}

/** p.95 / p.101: sizes "max 20", "20–50", "50–100" cm diameter, shrunk to fit between the deployment zones. */
function placePlanet({ id, room, dice, head, name, base }: Placing, kind: 'small-planet' | 'medium-planet' | 'large-planet'): TerrainSetup {
  const d = dice.roll(`terrain ${name} diameter`, 20);
  const wanted = kind === 'small-planet' ? d : kind === 'medium-planet' ? 20 + 1.5 * d : 50 + 2.5 * d;
  const diameter = Math.min(wanted, room.width, room.height);
  const r = diameter / 2;
  const dx = dice.roll(`terrain ${name} x`, 100);
  const dy = dice.roll(`terrain ${name} y`, 100);
  const at = { x: r1(room.x + r + (room.width - diameter) * across(dx)), y: r1(room.y + r + (room.height - diameter) * across(dy)) };
  const shrunk = diameter < wanted ? ` (${r1(wanted)} cm shrunk to fit between the deployment zones)` : '';
  return {
    terrain: [{ ...base, id, circle: { at, radius: r } }],
    log: [`${head}: diameter d20 ${d} → ${r1(diameter)} cm${shrunk}; centre d100 ${dx}, d100 ${dy} → (${at.x}, ${at.y}) cm. Flying into it destroys a ship; it blocks line of sight (p.95).`],
  };
}

function placeClusters({ f, id, room, dice, head, base }: Placing): TerrainSetup {
  const count = f.count ?? 1;
  const terrain: MvTerrain[] = [];
  const parts: string[] = [];
  for (let k = 0; k < count; k++) {
    const d = dice.roll(`terrain asteroid cluster ${k + 1} diameter`, 10);
    const dx = dice.roll(`terrain asteroid cluster ${k + 1} x`, 100);
    const dy = dice.roll(`terrain asteroid cluster ${k + 1} y`, 100);
    const r = d / 2;
    const at = { x: r1(room.x + r + (room.width - d) * across(dx)), y: r1(room.y + r + (room.height - d) * across(dy)) };
    terrain.push({ ...base, id: `${id}.${k + 1}`, circle: { at, radius: r } });
    parts.push(`#${k + 1} d10 ${d} cm at d100 ${dx}, d100 ${dy} → (${at.x}, ${at.y})`);
  }
  return { terrain, log: [`${head}: d${f.entry.countDie ?? 6} ${count} → ${count} ${plural(count, 'cluster')}: ${parts.join('; ')}.`] };
}

/** Perpendicular to the deployment zones, edge to edge in the room between them (p.101). */
function placeAsteroidField({ config, f, id, room, dice, head, name, base }: Placing): TerrainSetup {
  const d = dice.roll(`terrain ${name} width`, 20);
  const w = f.roll === 8 ? 10 + d / 2 : 20 + d;
  const pos = dice.roll(`terrain ${name} position`, 100);
  const vertical = ['top', 'bottom'].includes(config.sides.A.deploymentEdge);
  const rect = vertical
    ? { x: r1(room.x + (room.width - w) * across(pos)), y: room.y, width: w, height: room.height }
    : { x: room.x, y: r1(room.y + (room.height - w) * across(pos)), width: room.width, height: w };
  const where = vertical ? `x ${rect.x}–${r1(rect.x + w)} cm` : `y ${rect.y}–${r1(rect.y + w)} cm`;
  return { terrain: [{ ...base, id, rect }], log: [`${head}: width d20 ${d} → ${w} cm; position d100 ${pos} → ${where}, between the deployment zones.`] };
}

/** p.99: a nebula that fills the table and blows a wind, its direction rolled on the table's rose. */
function placeWindyNebula({ id, dice, head, name, base }: Placing, mixedRoses: boolean): TerrainSetup {
  const rose = mixedRoses ? HEX_ROSE : SQUARE_ROSE;
  const dir = dice.roll(`terrain ${name} wind direction`, rose.length);
  const strength = dice.roll(`terrain ${name} wind strength`, 4);
  const bearing = rose[dir - 1] ?? 0;
  return {
    terrain: [{ ...base, id, wind: { bearing, strength } }],
    log: [`${head}: the whole table; wind d${rose.length} ${dir} → blowing toward ${COMPASS[bearing] ?? `${bearing}°`}, strength d4 ${strength} (p.99).`],
  };
}

/** p.96–97: a star or singularity off one table edge that is not a primary deployment edge. */
function placeBeyondAnEdge({ config, id, dice, head, name, base }: Placing): TerrainSetup {
  const used = new Set([config.sides.A.deploymentEdge, config.sides.B.deploymentEdge]);
  const free = TABLE_EDGES.filter((e) => !used.has(e));
  const options: readonly Edge[] = free.length > 0 ? free : TABLE_EDGES;
  const d = dice.roll(`terrain ${name} edge`, 6);
  const edge = options.length === 1 ? (options[0] as Edge) : ((d <= 3 ? options[0] : options[1]) as Edge);
  return { terrain: [{ ...base, id, edge }], log: [`${head}: beyond the ${EDGE_WORD[edge]} edge (d6 ${d}).`] };
}

/** "the east edge" */
export const edgeWord = (e: Edge): string => EDGE_WORD[e];
