import { expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollDice } from '../../../../src/rules/starmada/combat/roll-dice.ts';

// Architecture "Dice you can check": several dice under one label, each recorded like Dice.rollMany would.
test('rolls and records each die with the label', () => {
  const dice = scriptedDice([3, 6, 1]);
  expect(rollDice(dice, 'to-hit A→B Gun', 3)).toEqual([3, 6, 1]);
  expect(dice.rolls).toEqual([
    { label: 'to-hit A→B Gun', sides: 6, value: 3 },
    { label: 'to-hit A→B Gun', sides: 6, value: 6 },
    { label: 'to-hit A→B Gun', sides: 6, value: 1 },
  ]);
  expect(rollDice(dice, 'x', 0)).toEqual([]);
});
