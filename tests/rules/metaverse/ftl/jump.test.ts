import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hyperJump, isEdgeEntry, jumpDriveJump, toFtlSpace, toTable, transition, warpJump } from '../../../../src/rules/metaverse/ftl/jump.ts';
import { point } from '../../../../src/rules/core/plane.ts';

const table = { width: 120, depth: 100 };

describe('FTL jumps (Metaverse p.15–18)', () => {
  // strategic warp example, Metaverse p.15: placed on an edge facing in, moved forward, then 18 cm further forward.
  test('strategic warp example (p.15): strategic warp, Pinafore', () => {
    expect(isEdgeEntry(point(50, 100), 0, table)).toBe(true);
    expect(isEdgeEntry(point(50, 100), 90, table)).toBe(false);
    const r = warpJump({ from: point(50, 100), heading: 0, distance: 60, highestSensor: 15 }, scriptedDice([10, 11, 12]), table);
    expect(r.deviation?.dev).toBe(18);
    expect(r.outcome).toMatchObject({ kind: 'arrived', at: point(50, 22), heading: 0 });
  });

  // strategic hyper example, Metaverse p.15: strategic hyper, exactly 45 cm forward from the edge.
  test('strategic hyper example (p.15): strategic hyper, Avenger', () => {
    expect(hyperJump(point(50, 100), 0, 45, table).outcome).toMatchObject({ kind: 'arrived', at: point(50, 55) });
  });

  // strategic jump example, Metaverse p.16: 41 − 12 = 29 cm in the D8 direction, facing unchanged (D8 face 3 = east, assumed).
  test('strategic jump example (p.16): strategic jump, Chimera', () => {
    const r = jumpDriveJump({ at: point(40, 50), heading: 270, highestSensor: 12 }, scriptedDice([20, 20, 1, 3]), table);
    expect(r.deviation?.dev).toBe(29);
    expect(r.direction?.heading).toBe(90);
    expect(r.outcome).toMatchObject({ kind: 'arrived', at: point(69, 50), heading: 270 });
  });

  // tactical warp example, Metaverse p.16: STL first, then forward as far as desired, then 19 cm BACKWARD.
  test('tactical warp example (p.16): tactical warp, Thunderchild', () => {
    const r = warpJump({ from: point(60, 80), heading: 0, distance: 60, highestSensor: 17 }, scriptedDice([12, 12, 12]), table);
    expect(r.outcome).toMatchObject({ kind: 'arrived', at: point(60, 39) });
  });

  // tactical hyper example, Metaverse p.17: tactical hyper, exactly 75 cm forward after the STL plot.
  test('tactical hyper example (p.17): tactical hyper, Vengeance', () => {
    expect(hyperJump(point(10, 50), 90, 75, table).outcome).toMatchObject({ kind: 'arrived', at: point(85, 50) });
  });

  // tactical jump example, Metaverse p.17: 11 − 12 = −1: the chosen position is not altered (no direction die needed).
  test('tactical jump example (p.17): tactical jump with no deviation, Chimera', () => {
    const dice = scriptedDice([5, 5, 1]);
    const r = jumpDriveJump({ at: point(30, 30), heading: 270, highestSensor: 12 }, dice, table);
    expect(r.deviation?.dev).toBe(-1);
    expect(r.direction).toBeUndefined();
    expect(r.outcome).toMatchObject({ kind: 'arrived', at: point(30, 30), heading: 270 });
  });

  // FTL transition example 1 and FTL transition example 2, Metaverse p.18: 47, 62 → 5, 6; 6, 10.5 → 60, 105.
  test('FTL transition example 1 (p.18) / FTL transition example 2 (p.18): FTL transition scale', () => {
    expect(toFtlSpace(point(47, 62))).toEqual(point(5, 6));
    expect(toTable(point(6, 10.5))).toEqual(point(60, 105));
    expect(transition(point(47, 62), 'ftl')).toEqual({ kind: 'transitioned', at: point(5, 6) });
    expect(transition(point(47, 62), 'ftl', [{ centre: point(5, 6), radius: 2 }])).toEqual({ kind: 'failed', reason: 'distorter' });
  });

  // Metaverse p.15–17: "If a … jump would place the starship off table, the starship is placed in reserve".
  test('off the table: back to reserve', () => {
    expect(hyperJump(point(50, 100), 0, 120, table).outcome.kind).toBe('reserve');
    const r = warpJump({ from: point(50, 70), heading: 0, distance: 60, highestSensor: 15 }, scriptedDice([10, 11, 12]), table);
    expect(r.outcome.kind).toBe('reserve');
    expect(jumpDriveJump({ at: point(110, 50), heading: 0, highestSensor: 0 }, scriptedDice([10, 10, 10, 3]), table).outcome.kind).toBe('reserve');
  });

  // Metaverse p.15–17 side effects: GWP stops warp/hyper at its edge; crossing a planet or asteroid field destroys.
  test('GWP, planets and asteroids', () => {
    const gwp = hyperJump(point(50, 100), 0, 80, table, { gwpFields: [{ centre: point(50, 40), radius: 10 }] });
    expect(gwp.stoppedByGwp).toBe(true);
    expect(gwp.outcome).toMatchObject({ kind: 'arrived', at: point(50, 50) });
    expect(hyperJump(point(50, 100), 0, 80, table, { planets: [{ centre: point(50, 60), radius: 3 }] }).outcome).toMatchObject({ kind: 'destroyed', reason: 'planet' });
    expect(hyperJump(point(50, 100), 0, 80, table, { asteroidFields: [{ centre: point(52, 60), radius: 5 }] }).outcome).toMatchObject({ kind: 'destroyed', reason: 'asteroids' });
  });

  // Metaverse p.16: a jump ship cannot land in a distorter field: re-randomise the direction.
  test('distorter field re-roll', () => {
    const r = jumpDriveJump({ at: point(50, 50), heading: 0, highestSensor: 20 }, scriptedDice([10, 10, 10, 1, 5]), table, {
      distorterFields: [{ centre: point(50, 40), radius: 5 }],
    });
    expect(r.direction).toEqual({ d8: 5, heading: 180 });
    expect(r.outcome).toMatchObject({ kind: 'arrived', at: point(50, 60) });
  });
});
