import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { commandQualityFor, crewQualityFor, rollCommandQuality, rollCrewQuality } from '../../../../src/rules/metaverse/command/quality-roll.ts';

describe('navy quality tables', () => {
  // Metaverse p.86 "Command Quality Table": Brilliant 1-5 / 6-10 / 11-20; Average 1-5 / 6-15 / 16-20; Poor 1-10 / 11-15 / 16-20.
  test('command quality table edges', () => {
    expect([5, 6, 10, 11].map((r) => commandQualityFor('brilliant', r))).toEqual(['incompetent', 'competent', 'competent', 'brilliant']);
    expect([5, 6, 15, 16].map((r) => commandQualityFor('average', r))).toEqual(['incompetent', 'competent', 'competent', 'brilliant']);
    expect([10, 11, 15, 16].map((r) => commandQualityFor('poor', r))).toEqual(['incompetent', 'competent', 'competent', 'brilliant']);
  });

  // Metaverse p.86 "Crew Quality Table": same bands, green / regular / veteran.
  test('crew quality table edges', () => {
    expect([5, 6, 10, 11].map((r) => crewQualityFor('veteran', r))).toEqual(['green', 'regular', 'regular', 'veteran']);
    expect([5, 6, 15, 16].map((r) => crewQualityFor('regular', r))).toEqual(['green', 'regular', 'regular', 'veteran']);
    expect([10, 11, 15, 16].map((r) => crewQualityFor('green', r))).toEqual(['green', 'regular', 'regular', 'veteran']);
  });

  test('rolls are 1D20 and labelled', () => {
    const dice = scriptedDice([12, 3]);
    expect(rollCommandQuality('average', 'adm', dice)).toEqual({ roll: 12, quality: 'competent' });
    expect(rollCrewQuality('veteran', 'sq-1', dice)).toEqual({ roll: 3, quality: 'green' });
    expect(dice.rolls.map((r) => [r.label, r.sides])).toEqual([
      ['command quality adm', 20],
      ['crew quality sq-1', 20],
    ]);
  });
});
