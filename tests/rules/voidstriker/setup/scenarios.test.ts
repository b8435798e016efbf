import { describe, expect, test } from 'vitest';
import { SHIP_CLASSES } from '../../../../src/rules/voidstriker/ships/library.ts';
import { SCENARIOS, scenarioById, scenarioSchema } from '../../../../src/rules/voidstriker/setup/scenarios.ts';

describe('scenarios', () => {
  // Voidstriker Ch.6 §6.1–§6.3.
  test('three valid scenarios naming library ships', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(['6.1', '6.2', '6.3']);
    const ids = new Set(SHIP_CLASSES.map((s) => s.classId));
    for (const s of SCENARIOS) {
      expect(scenarioSchema.safeParse(s).error).toBeUndefined();
      for (const side of s.sides) for (const f of side.forces) expect(ids.has(f.classId)).toBe(true);
    }
  });
  // Voidstriker §6.1: IJN drift up to 6, UNSN 5–15 within 6" of each other; 11" planet.
  test('Standoff at Bishamon II set-up', () => {
    const s = scenarioById('6.1');
    expect(s?.planets[0]?.diameter).toBe(11);
    expect(s?.sides[0]?.forces.map((f) => f.drift)).toEqual([{ min: 0, max: 6 }, { min: 0, max: 6 }]);
    expect(s?.sides[1]).toMatchObject({ side: 'UNSN', groupedWithin: 6, entersMap: true });
    expect(s?.victory.kind).toBe('lastSurvivor');
  });
  // Voidstriker §6.2: a corsair lands, loads for six turns and escapes; else FAC wins.
  test('Raid on New Angeles victory', () => {
    const s = scenarioById('6.2');
    expect(s?.victory).toMatchObject({ kind: 'raid', side: 'Arab', otherwise: 'FAC', raiderClassId: 'arab-corsair-2000', loadingTurns: 6 });
    expect(s?.sides[0]?.forces[1]).toMatchObject({ classId: 'us-gunboat-500', count: 6, landed: true });
  });
  // Voidstriker §6.3: 2 LC, 3 DE, 2 GB against 1 HC, 3 DE, 2 FI.
  test('Alpha Centauri forces', () => {
    const s = scenarioById('6.3');
    expect(s?.sides.map((side) => side.forces.reduce((n, f) => n + f.count, 0))).toEqual([7, 6]);
    expect(s?.optionalAsteroids).toBe(true);
  });
});
