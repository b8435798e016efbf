import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollDeviation, rollDirection, warpDeviationCm } from '../../../../src/rules/metaverse/ftl/deviation.ts';

describe('FTL deviation (Metaverse p.15–17; rulings A46, A47)', () => {
  // strategic warp example, Metaverse p.15: 33 − 15 = 18, even: 18 cm forward.
  test('strategic warp example (p.15): HMS Pinafore', () => {
    const d = rollDeviation(scriptedDice([10, 11, 12]), 15, 'Pinafore');
    expect(d).toEqual({ dice: [10, 11, 12], sum: 33, sensor: 15, dev: 18 });
    expect(warpDeviationCm(d.dev)).toBe(18);
  });

  // tactical warp example, Metaverse p.16: 36 − 17 = 19, odd: 19 cm backward (parity of the result, not the roll).
  test('tactical warp example (p.16): USS Thunderchild', () => {
    const d = rollDeviation(scriptedDice([12, 12, 12]), 17);
    expect(d.dev).toBe(19);
    expect(warpDeviationCm(d.dev)).toBe(-19);
  });

  // Ruling A46: a warp result ≤ 0 gives no deviation.
  test('no warp deviation at 0 or below', () => {
    expect(warpDeviationCm(0)).toBe(0);
    expect(warpDeviationCm(-3)).toBe(0);
  });

  // Ruling A47: D8 direction, face 1 = north, clockwise.
  test('random direction', () => {
    expect(rollDirection(scriptedDice([1])).heading).toBe(0);
    expect(rollDirection(scriptedDice([3])).heading).toBe(90);
    expect(rollDirection(scriptedDice([8])).heading).toBe(315);
  });
});
