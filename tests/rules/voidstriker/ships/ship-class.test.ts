import { describe, expect, test } from 'vitest';
import { shipClassSchema } from '../../../../src/rules/voidstriker/ships/ship-class.ts';
import { SHIP_CLASSES } from '../../../../src/rules/voidstriker/ships/library.ts';

describe('ship class schema', () => {
  // Voidstriker §2.362: mass driver DP = its dice; other mounts 1 DP.
  test('rejects a mass driver whose DP is not its mark', () => {
    const hc = SHIP_CLASSES.find((s) => s.classId === 'rn-heavy-cruiser-6500');
    const bad = { ...hc, mounts: hc?.mounts.map((m) => (m.weapon === 'massDriver' ? { ...m, dp: 1 } : m)) };
    expect(shipClassSchema.safeParse(bad).success).toBe(false);
  });
  test('rejects a mount naming an unknown magazine', () => {
    const gb = SHIP_CLASSES.find((s) => s.classId === 'us-gunboat-500');
    expect(shipClassSchema.safeParse({ ...gb, magazines: [] }).success).toBe(false);
  });
});
