import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollTerrain, TERRAIN_EFFECTS, TERRAIN_TABLE, terrainFor } from '../../../../src/rules/metaverse/terrain/table.ts';

describe('Terrain Generation Table', () => {
  // Metaverse p.101 Terrain Generation Table: 1–5 void … 20 singularity.
  test('covers 1–20 once each', () => {
    const faces = TERRAIN_TABLE.flatMap((e) => Array.from({ length: e.to - e.from + 1 }, (_, i) => e.from + i));
    expect(faces).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(terrainFor(5).kind).toBe('void');
    expect(terrainFor(7)).toMatchObject({ kind: 'asteroid-clusters', countDie: 12 });
    expect(terrainFor(11)).toMatchObject({ kind: 'medium-planet', sizeCm: { min: 20, max: 50 } });
    expect(terrainFor(16).placement).toBe('whole-table');
    expect(terrainFor(20)).toMatchObject({ kind: 'singularity', placement: 'off-edge' });
    expect(() => terrainFor(21)).toThrow();
    for (const e of TERRAIN_TABLE) if (e.kind !== 'void') expect(TERRAIN_EFFECTS[e.kind].length).toBeGreaterThan(0);
  });
  // Metaverse p.101: the two lowest of all dice make features, placed by their roller in descending order.
  test('two lowest dice, placed highest first', () => {
    const dice = scriptedDice([14, 9, 3, 18, 11, 4]);
    const r = rollTerrain([{ side: 'A', dice: 3 }, { side: 'B', dice: 3 }], dice);
    expect(r.dice.map((d) => d.roll)).toEqual([14, 9, 3, 18, 11, 4]);
    expect(r.features.map((f) => [f.side, f.roll, f.entry.kind])).toEqual([
      ['B', 4, 'void'],
      ['A', 3, 'void'],
    ]);
  });
  // p.101 "1D6 asteroid clusters": the count die is rolled and shown.
  test('cluster counts are rolled', () => {
    const dice = scriptedDice([6, 19, 8, 12, 5]);
    const r = rollTerrain([{ side: 'A', dice: 2 }, { side: 'B', dice: 2 }], dice);
    expect(r.features.map((f) => [f.side, f.roll, f.count])).toEqual([
      ['B', 8, undefined],
      ['A', 6, 5],
    ]);
    expect(dice.rolls.at(-1)).toEqual({ label: 'terrain A asteroid clusters', sides: 6, value: 5 });
  });
  // p.101: "choosing the three lowest dice for instance".
  test('three lowest as a variant', () => {
    const r = rollTerrain([{ side: 'A', dice: 2 }, { side: 'B', dice: 2 }], scriptedDice([20, 13, 17, 15]), 3);
    expect(r.features.map((f) => f.roll)).toEqual([17, 15, 13]);
  });
});
