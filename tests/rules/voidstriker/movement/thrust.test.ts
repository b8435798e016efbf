import { describe, expect, test } from 'vitest';
import { inchesPerRound, validateThrust } from '../../../../src/rules/voidstriker/movement/thrust.ts';

describe('thrust allocation (Voidstriker §2.31, §2.35; ruling A5)', () => {
  // §2.31: up to the Thrust Factor, split among acceleration, evasive and attack.
  test('a split within the Thrust Factor is accepted', () => {
    expect(validateThrust({ accel: 3, evasive: 1, attack: 0 }, 4)).toEqual({ ok: true, value: { accel: 3, evasive: 1, attack: 0 } });
    expect(validateThrust({ accel: 0, evasive: 0, attack: 0 }, 0).ok).toBe(true);
  });

  test('more than the Thrust Factor is refused', () => {
    const r = validateThrust({ accel: 3, evasive: 2, attack: 0 }, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_THRUST_OVER');
  });

  // §2.35: "A ship may not perform attack and evasive maneuvers during the same phase."
  test('evasive and attack together are refused', () => {
    const r = validateThrust({ accel: 0, evasive: 1, attack: 1 }, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_EVASIVE_AND_ATTACK');
  });

  test('fractions and negatives are refused', () => {
    for (const bad of [{ accel: 1.5, evasive: 0, attack: 0 }, { accel: 0, evasive: -1, attack: 0 }, { accel: 0, evasive: 0, attack: Number.NaN }]) {
      const r = validateThrust(bad, 8);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('ERR_THRUST_NOT_WHOLE');
    }
  });

  // Voidstriker §2.31: 1 point of acceleration = 1" of movement per round.
  test('B2: one acceleration point is one inch a round', () => {
    expect(inchesPerRound(1)).toBe(1);
    expect(inchesPerRound(4)).toBe(4);
  });
});
