// Metaverse p.101 "Match Play" > "Terrain" and the Terrain Generation Table; p.95–99 "Table & Terrain".
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { metaverseConfigSchema } from '../../../../src/rules/metaverse/setup/config.ts';
import { generateTerrain, roomBetweenZones } from '../../../../src/rules/metaverse/terrain/place.ts';
import { match } from '../sequence/fixtures.ts';

// The default table is 180 × 120 cm; side A deploys along the bottom edge, B along the top: 10% strips (p.101).
const config = (game: Record<string, unknown> = {}, sides: Record<string, unknown> = {}) => metaverseConfigSchema.parse({ game, ...sides });

describe('terrain generation at setup (p.101)', () => {
  test('p.101: the room for terrain is the table less both 10% deployment strips', () => {
    expect(roomBetweenZones(config())).toEqual({ x: 0, y: 12, width: 180, height: 96 });
  });

  test('p.101: each side rolls its D20s, the two lowest of all make features, placed highest die first', () => {
    // A rolls [13, 11], B rolls [16, 3]: the two lowest are 3 and 11; 11 (medium planet) is placed first, 3 is void.
    const dice = scriptedDice([13, 11, 16, 3, /* diameter */ 17, /* x */ 34, /* y */ 19]);
    const r = generateTerrain(config(), false, dice);
    expect(dice.remaining).toBe(0);
    expect(r.log[0]).toBe('Terrain (p.101): A d20 [13, 11], B d20 [16, 3]; the lowest 2: 11 (A), 3 (B).');
    expect(r.terrain).toHaveLength(1);
    const planet = r.terrain[0];
    expect(planet).toMatchObject({ kind: 'medium-planet', side: 'A', roll: 11 });
    // p.101: a medium planet is 20–50 cm across; by the documented reading 20 + 1.5 × 17 = 45.5 cm.
    expect((planet?.circle?.radius ?? 0) * 2).toBeCloseTo(45.5);
    // Never inside a deployment zone: the disc stays within y 12–108.
    const c = planet?.circle;
    expect((c?.at.y ?? 0) - (c?.radius ?? 0)).toBeGreaterThanOrEqual(12);
    expect((c?.at.y ?? 0) + (c?.radius ?? 0)).toBeLessThanOrEqual(108);
    expect(r.log[1]).toMatch(/^A's d20 11: Medium planet .*diameter d20 17 → 45\.5 cm; centre d100 34, d100 19/);
    expect(r.log[2]).toBe("B's d20 3: Void (no terrain).");
  });

  test('p.101: "terrainLowestDice" 3 takes the three lowest; equal dice keep roll order', () => {
    // A [5, 5], B [20, 1]: lowest three are 1, 5, 5 — all void (1–5).
    const r = generateTerrain(config({ terrainLowestDice: 3 }), false, scriptedDice([5, 5, 20, 1]));
    expect(r.log[0]).toBe('Terrain (p.101): A d20 [5, 5], B d20 [20, 1]; the lowest 3: 5 (A), 5 (A), 1 (B).');
    expect(r.terrain).toEqual([]);
  });

  test('p.101: an asteroid field (9: 20–40 cm) runs edge to edge across the zones, stopping at them', () => {
    // A [9, 20], B [18, 19]: the lowest two are 9 and 18; 18 (giant star) is placed first.
    const dice = scriptedDice([9, 20, 18, 19, /* star edge d6 */ 5, /* field width */ 10, /* position */ 1]);
    const r = generateTerrain(config(), false, dice);
    const star = r.terrain.find((t) => t.kind === 'giant-star');
    // p.96: off an edge that is not a deployment edge: east or west; d6 4–6 → the second (clockwise from the top: right, left).
    expect(star?.edge).toBe('left');
    const field = r.terrain.find((t) => t.kind === 'asteroid-field');
    // 20 + 10 = 30 cm wide, at the west end of the room, from the B strip (y 12) to the A strip (y 108).
    expect(field?.rect).toEqual({ x: 0, y: 12, width: 30, height: 96 });
    expect(r.log[1]).toBe("B's d20 18: Giant star (off one table edge): beyond the west edge (d6 5).");
  });

  test('p.101: 1D12 asteroid clusters (7), each at most 10 cm across, every die shown', () => {
    const dice = scriptedDice([7, 1, 20, 20, /* count d12 */ 2, /* #1 */ 10, 1, 100, /* #2 */ 4, 50, 50]);
    const r = generateTerrain(config(), false, dice);
    expect(r.terrain.filter((t) => t.kind === 'asteroid-clusters').map((t) => (t.circle?.radius ?? 0) * 2)).toEqual([10, 4]);
    // #1 at the room's west end, south side: centre (5, 103); nothing reaches into the strips.
    expect(r.terrain[0]?.circle?.at).toEqual({ x: 5, y: 103 });
    expect(r.log[1]).toMatch(/d12 2 → 2 clusters: #1 d10 10 cm at d100 1, d100 100 → \(5, 103\); #2 d10 4 cm/);
  });

  test('p.101: a large planet (50–100 cm) too big for the room is shrunk to fit between the zones', () => {
    const r = generateTerrain(config(), false, scriptedDice([12, 1, 20, 20, /* diameter */ 20, 50, 50]));
    expect((r.terrain[0]?.circle?.radius ?? 0) * 2).toBe(96);
    expect(r.log[1]).toMatch(/diameter d20 20 → 96 cm \(100 cm shrunk to fit/);
  });

  test('p.99: a protoplanetary nebula covers the table, with a wind direction on the rose and strength 1D4', () => {
    const square = generateTerrain(config(), false, scriptedDice([13, 1, 20, 20, /* d8 */ 3, /* d4 */ 4]));
    expect(square.terrain[0]).toMatchObject({ kind: 'protoplanetary-nebula', wind: { bearing: 90, strength: 4 } });
    // Square and hexagon ships together: the hexagon rose, never east or west.
    const mixed = generateTerrain(config(), true, scriptedDice([13, 1, 20, 20, /* d6 */ 2, /* d4 */ 1]));
    expect(mixed.terrain[0]?.wind).toEqual({ bearing: 60, strength: 1 });
  });

  test('no terrain with the module off or terrain "none": nothing rolled, nothing logged', () => {
    for (const c of [config({ terrain: 'none' }), config({ modules: { ...config().game.modules, terrain: false } })]) {
      const dice = scriptedDice([]);
      expect(generateTerrain(c, false, dice)).toEqual({ terrain: [], log: [] });
    }
  });

  test('setup rolls terrain from the seed, after the qualities, which stay as they were without terrain', () => {
    const withTerrain = match('terrain-seed', {});
    const without = match('terrain-seed');
    expect(withTerrain.setupLog.slice(0, without.setupLog.length)).toEqual(without.setupLog);
    expect(withTerrain.setupLog.some((l) => /^Terrain \(p\.101\): A d20 \[\d+, \d+\], B d20 \[\d+, \d+\]/.test(l))).toBe(true);
    expect(match('terrain-seed', {})).toEqual(withTerrain);
    expect(without.terrain).toEqual([]);
  });
});
