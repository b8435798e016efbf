import { describe, expect, test } from 'vitest';
import { ecmModifier } from '../../../../src/rules/voidstriker/sensors/ecm.ts';

describe('ECM', () => {
  // Voidstriker §2.331: {1: −1, 2: −2, 4: −3, 8: −4}.
  test('§2.331', () => {
    expect(ecmModifier(1)).toBe(-1);
    expect(ecmModifier(2)).toBe(-2);
    expect(ecmModifier(4)).toBe(-3);
    expect(ecmModifier(8)).toBe(-4);
  });

  // Ruling H5: no ECM is 0; 3 → −2, 5–7 → −3.
  test('none and counts in between', () => {
    expect(ecmModifier(0)).toBe(0);
    expect([3, 5, 7, 15].map(ecmModifier)).toEqual([-2, -3, -3, -4]);
  });
});
