// Tractor beams (Starmada B.24 p.38): one die, a hit on 5 or 6, no modifiers; defensively only on a 6.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollTractor } from '../../../../src/rules/starmada/combat/tractor-beam.ts';

describe('B.24 tractor beam', () => {
  test('a hit on 5 or 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => rollTractor(scriptedDice([f]), 'beam').hit)).toEqual([false, false, false, false, true, true]);
  });

  test('in defensive fire, only on a 6', () => {
    expect([5, 6].map((f) => rollTractor(scriptedDice([f]), 'beam', true).hit)).toEqual([false, true]);
  });
});
