/** Fixed scenes for the golden files, the example PNGs and the bench. */
import { hex, hexBearing, hexDistance, hexNeighbor, hexesWithin, type Hex } from '../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import type { Scene, SceneUnit } from '../../../src/rules/core/scene.ts';

const at = (col: number, row: number): Hex => offsetToHex({ col, row });

/** Starmada on the default 32×18 hex board: ships, a flight, trails, an arc by bands, a plot and fire. */
export function hexScene(): Scene {
  const dauntless = at(8, 8);
  // The forward arc of a ship facing NE: bearings 30°–90°, out to 6 hexes, in two range bands.
  const arcHexes = hexesWithin(dauntless, 6).filter((h) => hexDistance(dauntless, h) > 0 && hexBearing(dauntless, h) >= 29 && hexBearing(dauntless, h) <= 91);
  const near = arcHexes.filter((h) => hexDistance(dauntless, h) <= 3);
  const far = arcHexes.filter((h) => !near.includes(h));
  return {
    board: { kind: 'hex', cols: 32, rows: 18 },
    units: [
      { id: 's1', label: 'Dauntless', side: 'A', kind: 'ship', at: dauntless, facing: 1, hull: { left: 8, of: 10 }, status: 'active' },
      { id: 's2', label: 'Valiant', side: 'A', kind: 'ship', at: at(6, 10), facing: 0, hull: { left: 3, of: 8 }, status: 'active' },
      { id: 's3', label: 'Kraken', side: 'B', kind: 'ship', at: at(13, 5), facing: 4, hull: { left: 6, of: 6 }, status: 'active' },
      { id: 's4', label: 'Leviathan', side: 'B', kind: 'ship', at: at(15, 8), facing: 5, hull: { left: 1, of: 12 }, status: 'active' },
      { id: 's5', label: 'Husk', side: 'B', kind: 'ship', at: at(11, 11), facing: 3, hull: { left: 0, of: 5 }, status: 'destroyed' },
      { id: 'f1', label: 'Red Flight', side: 'A', kind: 'flight', at: at(10, 6), facing: 1, count: 6, status: 'active' },
    ],
    trails: [
      { unitId: 's1', path: [at(6, 11), at(6, 10), at(7, 9), at(8, 8)] },
      { unitId: 's3', path: [at(16, 4), at(15, 5), at(14, 5), at(13, 5)] },
    ],
    overlays: [
      { kind: 'arc', unitId: 's1', label: 'F bank', bands: [{ name: 'short', hexes: near }, { name: 'long', hexes: far }], hexes: arcHexes },
      { kind: 'plot', unitId: 's2', path: [at(6, 10), at(6, 9), at(6, 8), hexNeighbor(at(6, 8), 1)], facing: 2, label: 'Valiant 2R1 · E3' },
      { kind: 'fire', from: at(13, 5), to: dauntless, hit: true, label: '2 hits' },
      { kind: 'fire', from: at(15, 8), to: at(6, 10), hit: false },
    ],
    terrain: [
      { kind: 'asteroids', hexes: [at(11, 8), at(11, 9), at(12, 8)], label: 'Belt' },
      { kind: 'nebula', hexes: [at(4, 4), at(5, 4), at(4, 5), at(5, 5), at(3, 5)] },
      { kind: 'planet', hexes: [at(16, 11)], label: 'Tarsus' },
    ],
    caption: 'Starmada · Turn 3 · Combat · Score A 12 · B 4',
  };
}

/** Voidstriker on a 48×36-inch board: velocities, a salvo, a cloaked ship, a wreck; terrain circles. */
export function inchScene(): Scene {
  return {
    board: { kind: 'free', unit: 'in', width: 48, height: 36 },
    units: [
      { id: 'v1', label: 'Nightjar', side: 'Federation', kind: 'ship', at: { x: 12, y: 20 }, facing: 60, velocity: { x: 4, y: -2 }, hull: { left: 5, of: 6 }, status: 'active' },
      { id: 'v2', label: 'Shrike', side: 'Federation', kind: 'ship', at: { x: 9, y: 25 }, facing: 90, velocity: { x: 5, y: 0 }, hull: { left: 2, of: 6 }, cloaked: true, status: 'active' },
      { id: 'v3', label: 'Warlord', side: 'Raiders', kind: 'ship', at: { x: 24, y: 14 }, facing: 250, velocity: { x: -3, y: 1 }, hull: { left: 7, of: 9 }, status: 'active' },
      { id: 'v4', label: 'Scrap', side: 'Raiders', kind: 'ship', at: { x: 20, y: 24 }, facing: 200, status: 'destroyed', hull: { left: 0, of: 4 } },
      { id: 'm1', label: 'Salvo', side: 'Raiders', kind: 'salvo', at: { x: 15, y: 14 }, facing: 240, count: 4, status: 'active' },
    ],
    trails: [{ unitId: 'v1', path: [{ x: 8, y: 22 }, { x: 10, y: 21 }, { x: 12, y: 20 }] }],
    overlays: [{ kind: 'fire', from: { x: 24, y: 14 }, to: { x: 12, y: 20 }, hit: false, label: 'miss' }],
    terrain: [
      { kind: 'blackHole', circle: { at: { x: 30, y: 22 }, radius: 2 }, label: 'Maw' },
      { kind: 'minefield', circle: { at: { x: 16, y: 10 }, radius: 2.5 }, label: 'Mines' },
    ],
    caption: 'Voidstriker · Turn 5 · Movement',
  };
}

/** Metaverse on a 180×120 cm board, spread out so the whole board shows. */
export function cmScene(): Scene {
  return {
    board: { kind: 'free', unit: 'cm', width: 180, height: 120 },
    units: [
      { id: 'a', label: 'Aurora', side: 'Blue', kind: 'ship', at: { x: 20, y: 20 }, facing: 135, hull: { left: 9, of: 10 }, status: 'active' },
      { id: 'b', label: 'Boreas', side: 'Blue', kind: 'ship', at: { x: 30, y: 95 }, facing: 45, hull: { left: 4, of: 10 }, status: 'active' },
      { id: 'c', label: 'Cinder', side: 'Red', kind: 'ship', at: { x: 160, y: 30 }, facing: 270, hull: { left: 10, of: 10 }, status: 'active' },
      { id: 'd', label: 'Drake', side: 'Red', kind: 'flight', at: { x: 150, y: 100 }, facing: 300, count: 3, status: 'active' },
      { id: 'e', label: 'Ember', side: 'Green', kind: 'ship', at: { x: 90, y: 60 }, facing: 0, hull: { left: 2, of: 3 }, status: 'active' },
    ],
    trails: [],
    overlays: [{ kind: 'plot', unitId: 'a', path: [{ x: 20, y: 20 }, { x: 35, y: 32 }, { x: 50, y: 40 }], facing: 120, label: 'Aurora thrust 2' }],
    terrain: [
      { kind: 'planet', circle: { at: { x: 95, y: 25 }, radius: 12 }, label: 'Gaia' },
      { kind: 'nebula', circle: { at: { x: 60, y: 80 }, radius: 18 }, label: 'Veil' },
      { kind: 'asteroids', circle: { at: { x: 125, y: 70 }, radius: 10 } },
    ],
    caption: 'Metaverse · Turn 1 · Orders',
  };
}

const BENCH_NAMES = [
  'Dauntless', 'Valiant', 'Resolute', 'Indomitable', 'Audacious', 'Vigilant', 'Intrepid', 'Relentless', 'Defiance', 'Endeavour',
  'Tenacity', 'Stalwart', 'Formidable', 'Invincible', 'Courageous', 'Kraken', 'Leviathan', 'Basilisk', 'Manticore', 'Hydra',
  'Wyvern', 'Gorgon', 'Chimera', 'Cerberus', 'Behemoth', 'Nightjar', 'Shrike', 'Kestrel', 'Harrier', 'Peregrine',
];

/**
 * The bench board: a Very Large battle on 32×27 hexes, 60 units of four fleets on 60 distinct hexes spread over the
 * board (a jittered 10×6 grid, fleets meeting in the middle), each with a name, a hull bar and a trail of its last two moves;
 * every tenth unit is a fighter flight with a count.
 */
export function benchScene(): Scene {
  const units: SceneUnit[] = [];
  const trails: { unitId: string; path: Hex[] }[] = [];
  for (let i = 0; i < 60; i++) {
    const gx = i % 10;
    const gy = Math.floor(i / 10);
    const col = 2 + Math.round(gx * 2.9) + ((i * 7) % 2);
    const row = 2 + gy * 4 + ((i * 5) % 3);
    const here = at(col, row);
    const fleet = (gx < 5 ? 0 : 1) + (gy < 3 ? 0 : 2);
    // West fleets head east-ish (facings 1, 2), east fleets west-ish (4, 5).
    const facing = fleet % 2 === 0 ? 1 + (i % 2) : 4 + (i % 2);
    const back = (facing + 3) % 6;
    const id = `u${i}`;
    const flight = i % 10 === 9;
    const name = `${BENCH_NAMES[i % 30] ?? 'Ship'}${i >= 30 ? ' II' : ''}`;
    units.push({ id, label: flight ? `${name} Wing` : name, side: ['Union', 'Hegemony', 'Corsairs', 'Compact'][fleet] ?? 'Union', kind: flight ? 'flight' : 'ship', at: here, facing, hull: flight ? undefined : { left: (i % 6) + 1, of: 6 + (i % 3) * 2 }, count: flight ? 4 + (i % 3) : undefined, status: 'active' });
    trails.push({ unitId: id, path: [hexNeighbor(hexNeighbor(here, back), back), hexNeighbor(here, back), here] });
  }
  return { board: { kind: 'hex', cols: 32, rows: 27 }, units, trails, overlays: [], caption: 'Starmada · Very Large battle · Turn 6 · Movement' };
}

export { hex };
