import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { asteroidDiceCount, nebulaWind, rollAsteroidDamage, starRadiation } from '../../../../src/rules/metaverse/damage/environment.ts';
import { fresh, VENGEANCE } from './fixtures.ts';

describe('terrain damage', () => {
  // Metaverse "Stars": dwarf 1D6 per section; giant 1D12; neutron stars etc. as giant but Ionized (ruling A61).
  test('star radiation rolls one die per surviving section', () => {
    const dice = scriptedDice([1, 2, 3, 4]);
    expect(starRadiation(fresh(VENGEANCE), 'dwarf', dice).map((r) => r.roll)).toEqual([1, 2, 3, 4]);
    expect(dice.rolls.every((r) => r.sides === 6)).toBe(true);
    const neutron = starRadiation(fresh(VENGEANCE), 'neutron', scriptedDice([12, 11, 10, 9]));
    expect(neutron[0]).toEqual({ section: 'core', roll: 12, ionized: true });
    expect(nebulaWind(scriptedDice([5]))).toBe(5);
  });

  // Metaverse "Asteroid Field": 1D10 per point of momentum, minimum 1D10; TR (if positive) dice ignored; 10 PD per die.
  test('asteroid dice', () => {
    expect(asteroidDiceCount(6, 1)).toBe(5);
    expect(asteroidDiceCount(0, -2)).toBe(1);
    expect(asteroidDiceCount(6, 1, 25)).toBe(3);
    expect(asteroidDiceCount(1, 3)).toBe(0);
    const dice = scriptedDice([4, 20]);
    expect(rollAsteroidDamage(2, true, dice)).toEqual({ rolls: [4, 20], total: 24 });
    expect(dice.rolls[1]?.sides).toBe(20);
  });
});
