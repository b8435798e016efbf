import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollScenario, scenarioFor } from '../../../../src/rules/metaverse/setup/scenario-table.ts';

describe('Scenario Generation Table', () => {
  // Metaverse p.104 Scenario Generation Table.
  test('every face', () => {
    const expected = [
      ...Array(4).fill('meeting-engagement'), 'flank-attack', 'flank-attack', 'pincer', 'pincer', 'planetary-raid', 'planetary-raid',
      'convoy-raid', 'convoy-raid', 'headhunting', 'fleet-in-being', 'brawl', 'wave-attack',
      'lower-value-choice', 'lower-value-choice', 'higher-value-choice', 'higher-value-choice',
    ];
    expect(Array.from({ length: 20 }, (_, i) => scenarioFor(i + 1))).toEqual(expected);
    expect(() => scenarioFor(0)).toThrow();
  });
  test('rolls a labelled D20', () => {
    const dice = scriptedDice([13]);
    expect(rollScenario(dice)).toEqual({ roll: 13, result: 'headhunting' });
    expect(dice.rolls).toEqual([{ label: 'scenario', sides: 20, value: 13 }]);
  });
});
