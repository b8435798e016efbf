import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { afterAction, alternationDone, firstToAct, startAlternation } from '../../../../src/rules/metaverse/control/alternation.ts';

describe('alternation', () => {
  // Metaverse p.21 "Control Step": "The player with more starships (not squadrons) begins".
  test('more starships begins; no die', () => {
    const dice = scriptedDice([]);
    expect(firstToAct({ side: 'red', count: 3 }, { side: 'blue', count: 5 }, dice, 'control')).toEqual({ first: 'blue', second: 'red' });
    expect(firstToAct({ side: 'red', count: 6 }, { side: 'blue', count: 5 }, dice, 'control')).toEqual({ first: 'red', second: 'blue' });
    expect(dice.rolls).toHaveLength(0);
  });

  // Ruling A48: ties are random (a labelled D6 here).
  test('a tie is broken by a visible die', () => {
    const low = firstToAct({ side: 'red', count: 4 }, { side: 'blue', count: 4 }, scriptedDice([3]), 'control');
    expect(low).toEqual({ first: 'red', second: 'blue', tieBreak: { roll: 3, firstIfAtMost: 3 } });
    const dice = scriptedDice([4]);
    expect(firstToAct({ side: 'red', count: 4 }, { side: 'blue', count: 4 }, dice, 'control').first).toBe('blue');
    expect(dice.rolls[0]?.label).toBe('control first player tie (1-3 red, 4-6 blue)');
  });

  // Metaverse p.21: "if both players pass in a row the step is complete".
  test('two passes in a row end the step; an action resets the count', () => {
    let s = startAlternation({ first: 'red', second: 'blue' });
    s = afterAction(s, 'red', true);
    expect(s.toAct).toBe('blue');
    s = afterAction(s, 'blue', false);
    expect(s.consecutivePasses).toBe(0);
    s = afterAction(s, 'red', true);
    expect(alternationDone(s)).toBe(false);
    s = afterAction(s, 'blue', true);
    expect(alternationDone(s)).toBe(true);
    expect(s.actions).toBe(4);
  });

  test('acting out of turn is a caller bug', () => {
    expect(() => afterAction(startAlternation({ first: 'red', second: 'blue' }), 'blue', true)).toThrow();
  });
});
