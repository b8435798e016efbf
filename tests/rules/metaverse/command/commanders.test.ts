import { describe, expect, test } from 'vitest';
import { commandDice, commandRange, emergencyFlagCommander, rankLevel } from '../../../../src/rules/metaverse/command/commanders.ts';

describe('commanders', () => {
  // Metaverse p.3 "Commanders": captains 1 die, commodores 2, admirals 3; incompetent D4, competent D6, brilliant D8.
  test('rank sets the dice, quality the die', () => {
    expect(commandDice({ rank: 'captain', quality: 'incompetent' })).toEqual({ count: 1, sides: 4 });
    expect(commandDice({ rank: 'commodore', quality: 'competent' })).toEqual({ count: 2, sides: 6 });
    expect(commandDice({ rank: 'admiral', quality: 'brilliant' })).toEqual({ count: 3, sides: 8 });
  });

  // Metaverse p.3: "a range of abilities ranging from a single D4 to three D8".
  test('range 1D4 to 3D8', () => {
    expect(commandRange({ rank: 'captain', quality: 'incompetent' })).toEqual({ min: 1, max: 4 });
    expect(commandRange({ rank: 'admiral', quality: 'brilliant' })).toEqual({ min: 3, max: 24 });
  });

  test('rank order', () => {
    expect(rankLevel('captain')).toBeLessThan(rankLevel('commodore'));
    expect(rankLevel('commodore')).toBeLessThan(rankLevel('admiral'));
  });

  // Metaverse p.3: "This new flag commander will be an incompetent captain and therefore roll 1D4."
  test('emergency flag commander', () => {
    const c = emergencyFlagCommander('new', 'Darwin');
    expect(c).toEqual({ id: 'new', shipId: 'Darwin', rank: 'captain', quality: 'incompetent', superiorId: null });
    expect(commandDice(c)).toEqual({ count: 1, sides: 4 });
  });
});
