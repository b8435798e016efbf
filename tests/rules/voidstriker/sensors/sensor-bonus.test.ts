import { describe, expect, test } from 'vitest';
import { sensorToHitBonus } from '../../../../src/rules/voidstriker/sensors/sensor-bonus.ts';

describe('multi-sensor to-hit bonus', () => {
  // Voidstriker §2.33, §2.35: {1: +0, 2: +1, 4: +2, 8: +3}.
  test('§2.33', () => {
    expect(sensorToHitBonus(1)).toBe(0);
    expect(sensorToHitBonus(2)).toBe(1);
    expect(sensorToHitBonus(4)).toBe(2);
    expect(sensorToHitBonus(8)).toBe(3);
  });

  // Ruling H5: 2–3 → +1, 4–7 → +2, 8–15 → +3.
  test('counts in between round down', () => {
    expect([3, 5, 7, 12, 15, 16].map(sensorToHitBonus)).toEqual([1, 2, 2, 3, 3, 4]);
  });
});
