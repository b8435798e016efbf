import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { commandPoints, rollCommandStep, rollCommander } from '../../../../src/rules/metaverse/command/command-roll.ts';
import { chain } from './fixtures.ts';

describe('Command Step', () => {
  // Metaverse p.3 "Command Step": roll the dice for rank and quality and add them together.
  test('an admiral of competent quality rolls and sums 3D6', () => {
    const dice = scriptedDice([2, 5, 6]);
    const adm = chain.commanders[0];
    if (adm === undefined) throw new Error('fixture');
    const r = rollCommander(adm, 0, dice);
    expect(r).toEqual({ commanderId: 'adm', sides: 6, dice: [2, 5, 6], roll: 13, leftover: 0, cp: 13, keptLeftover: false });
    expect(dice.rolls.map((d) => [d.label, d.sides])).toEqual([
      ['command dice adm', 6],
      ['command dice adm', 6],
      ['command dice adm', 6],
    ]);
  });

  // Metaverse p.3: "If a commander rolls less than the number of points left over from the previous turn, their CPs
  // for the turn is equal to the remainder from last turn." Leftovers set a floor; they never add.
  test('carry-over is a floor, not a bonus', () => {
    expect(commandPoints(3, 5)).toBe(5);
    expect(commandPoints(7, 5)).toBe(7);
    expect(commandPoints(4, 0)).toBe(4);
    expect(commandPoints(4, -2)).toBe(4);
  });

  test('the whole fleet rolls in order, with each commander\'s leftover', () => {
    // adm 3D6, c1 2D8, c2 2D4, cap 1D6.
    const dice = scriptedDice([1, 1, 1, 8, 8, 1, 2, 6]);
    const rolls = rollCommandStep(chain.commanders, { adm: 6, c2: 1 }, dice);
    expect(rolls.map((r) => [r.commanderId, r.roll, r.cp, r.keptLeftover])).toEqual([
      ['adm', 3, 6, true],
      ['c1', 16, 16, false],
      ['c2', 3, 3, false],
      ['cap', 6, 6, false],
    ]);
    expect(rolls[1]?.sides).toBe(8);
    expect(rolls[2]?.sides).toBe(4);
    expect(dice.remaining).toBe(0);
  });
});
