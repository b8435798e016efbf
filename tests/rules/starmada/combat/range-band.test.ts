import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CombatWeapon } from '../../../../src/rules/starmada/combat/combat-weapon.ts';
import { bandOf, effectiveRange, rangeModifier, weaponBand } from '../../../../src/rules/starmada/combat/range-band.ts';

const weapon = (range: [number, number, number] | null, traits: CombatWeapon['traits'] = []): CombatWeapon => ({
  range,
  rof: 1,
  acc: 4,
  imp: 1,
  dmg: 1,
  traits,
});

describe('range bands', () => {
  // Starmada p.10 (its example): "3-6-9" → short 1–3, medium 4–6, long 7–9.
  test('3-6-9', () => {
    expect([1, 2, 3].map((d) => bandOf(d, [3, 6, 9]))).toEqual(['short', 'short', 'short']);
    expect([4, 5, 6].map((d) => bandOf(d, [3, 6, 9]))).toEqual(['medium', 'medium', 'medium']);
    expect([7, 8, 9].map((d) => bandOf(d, [3, 6, 9]))).toEqual(['long', 'long', 'long']);
    expect(bandOf(10, [3, 6, 9])).toBeNull();
  });

  // Starmada p.19 §4.1: "a weapon with RNG 5-10-15 may attack targets at a distance of up to 15 hexes".
  test('the long band is the maximum range', () => {
    expect(weaponBand(15, weapon([5, 10, 15]))).toEqual({ ok: true, value: 'long' });
    const beyond = weaponBand(16, weapon([5, 10, 15]), 'Fusion Torpedo');
    expect(beyond.ok).toBe(false);
    if (!beyond.ok) {
      expect(beyond.error.code).toBe('ERR_OUT_OF_RANGE');
      expect(beyond.error.message).toBe('The target is 16 hexes away; Fusion Torpedo reaches 15. Pick a closer target.');
    }
  });

  // Starmada p.42 C.5 Ballistic (its example): RNG 6-12-18 cannot attack any target within 6 hexes.
  test('Ballistic cannot fire at short range', () => {
    const bls = weapon([6, 12, 18], ['Bls']);
    for (const d of [1, 6]) {
      const r = weaponBand(d, bls);
      expect(r.ok ? r.value : r.error.code).toBe('ERR_BALLISTIC_SHORT');
    }
    expect(weaponBand(7, bls)).toEqual({ ok: true, value: 'medium' });
  });

  // Starmada p.42 C.5 Carronade (its example): RNG 5-10-15 cannot attack any target further than 10 hexes.
  test('Carronade cannot fire at long range', () => {
    const crn = weapon([5, 10, 15], ['Crn']);
    expect(weaponBand(10, crn)).toEqual({ ok: true, value: 'medium' });
    const r = weaponBand(11, crn);
    expect(r.ok ? r.value : r.error.code).toBe('ERR_CARRONADE_LONG');
  });

  // Starmada C.4 p.40: seekers have an MA instead of RNG and launch flights.
  test('a seeker has no range band', () => {
    const r = weaponBand(3, weapon(null));
    expect(r.ok ? r.value : r.error.code).toBe('ERR_SEEKER_NO_RANGE');
  });

  test('every distance gets a band or a reason, never a crash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }), (d, s) => {
        const r = weaponBand(d, weapon([s, s * 2, s * 3]));
        expect(r.ok || r.error.message.length > 0).toBe(true);
        if (r.ok) expect(d).toBeLessThanOrEqual(s * 3);
      }),
    );
  });
});

describe('range modifiers', () => {
  // Starmada p.20 §4.2 and table Z.3 p.77.
  test.each([
    ['plain', [], [1, 0, -1]],
    ['Diffuse', ['Dfs'], [2, 0, -2]],
    ['Focused', ['Fcs'], [-1, 0, 1]],
    ['Diffuse + Focused', ['Dfs', 'Fcs'], [-2, 0, 2]],
    ['Guided', ['Gid'], [0, 0, 0]],
  ] as const)('%s weapon: short / medium / long', (_name, traits, expected) => {
    const w = weapon([3, 6, 9], traits);
    expect((['short', 'medium', 'long'] as const).map((b) => rangeModifier(b, w))).toEqual(expected);
  });

  // Starmada p.20: "As Ship (B) is four hexes away, the to-hit rolls are unmodified" (RNG 3-6-9).
  test('the p.20 laser cannons at 4 hexes are unmodified', () => {
    const band = weaponBand(4, weapon([3, 6, 9]));
    expect(band.ok && rangeModifier(band.value, weapon([3, 6, 9]))).toBe(0);
  });
});

describe('effective range', () => {
  // Starmada B.13 p.33 (its example): 7 − floor(7/3) = 5.
  test('long range sensors', () => expect(effectiveRange(7, { longRangeSensors: true })).toBe(5));
  // Starmada G.4 p.56 (its example): 7 × 1.5 = 10.5 → 11; LRS cancels it and reduces no further.
  test('nebula', () => {
    expect(effectiveRange(7, { nebula: true })).toBe(11);
    expect(effectiveRange(7, { nebula: true, longRangeSensors: true })).toBe(5);
  });
  // Starmada E.7 p.50 (its example): an untagged target four hexes away counts as eight.
  test('untagged target', () => expect(effectiveRange(4, { untagged: true })).toBe(8));
  // Starmada G.6 p.57 (its example): Ship B 4 hexes, 2 levels → 6; Ship C 2 hexes, 3 levels → 6.
  test('three-dimensional range', () => {
    expect(effectiveRange(4, { altitudeDifference: 2 })).toBe(6);
    expect(effectiveRange(2, { altitudeDifference: -3 })).toBe(6);
    expect(effectiveRange(5)).toBe(5);
  });
});
