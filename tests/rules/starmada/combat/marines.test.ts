// Marines (Starmada B.14 p.34): squads per hull size, the boarding roll, defenders sacrificed 1:1, screens, capture,
// Deadly casualties cancelled, and the optional Shipboard Combat, with the book's two worked examples.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { cancelCasualties, isCaptured, landParties, maxMarineSquads, rollBoarding, rollShipboardCombat, shipboardHits } from '../../../../src/rules/starmada/combat/marines.ts';

const defender = { squads: 0, boarders: 0, screensLeft: 0, hullLeft: 10, shipboardCombat: false };

describe('B.14 marines (p.34)', () => {
  test('the most squads a ship may send in one Combat Phase goes by hull size: 2, 3, 4, 5, 6', () => {
    expect([1, 3, 4, 8, 9, 15, 16, 24, 25, 35].map(maxMarineSquads)).toEqual([2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  test('each die that exceeds the range is re-rolled, and each re-roll that exceeds the shields lands a party', () => {
    // Range 3, shields 2: 5 beats 3 then 3 beats 2 (lands); 4 beats 3 then 2 does not; 3 does not beat 3.
    const dice = scriptedDice([5, 3, 4, 2, 3]);
    const roll = rollBoarding({ squads: 3, range: 3, shield: 2, modifier: 0 }, dice, 'marines');
    expect(dice.remaining).toBe(0);
    expect(roll).toEqual({ rangeDice: [[5], [4], [3]], shieldDice: [[3], [2]], landed: 1 });
  });

  test('other to-hit modifiers apply to the roll against the range, never to the shields (ruling 130); an unmodified 1 fails', () => {
    // Modifier −1 (countermeasures): 4 − 1 = 3 does not exceed range 3; a 1 with +1 still fails.
    expect(rollBoarding({ squads: 1, range: 3, shield: 0, modifier: -1 }, scriptedDice([4]), 'm').landed).toBe(0);
    expect(rollBoarding({ squads: 1, range: 0, shield: 0, modifier: 1 }, scriptedDice([1]), 'm').landed).toBe(0);
    // Range 5 with −1: a 6 cannot succeed, so it is re-rolled for +5 (p.20): 6→2 gives 2 + 5 − 1 = 6 > 5.
    const far = rollBoarding({ squads: 1, range: 5, shield: 1, modifier: -1 }, scriptedDice([6, 2, 2]), 'm');
    expect(far).toEqual({ rangeDice: [[6, 2]], shieldDice: [[2]], landed: 1 });
  });

  test('defending squads are sacrificed 1:1 as parties land; the rest stay aboard', () => {
    expect(landParties(3, { ...defender, squads: 2 })).toEqual({ defendersSacrificed: 2, screensSpent: 0, aboard: 1 });
    expect(landParties(1, { ...defender, squads: 2, boarders: 1 })).toEqual({ defendersSacrificed: 1, screensSpent: 0, aboard: 1 });
  });

  test('two screens stop one party, spent only for parties that would capture the ship (ruling 131)', () => {
    // Hull 3 left, one party already aboard: two more would capture, so two stop one (2 screens each)... as far as screens go.
    expect(landParties(2, { ...defender, screensLeft: 5, hullLeft: 3, boarders: 1 })).toEqual({ defendersSacrificed: 0, screensSpent: 2, aboard: 2 });
    // Far from capture: the screens are kept.
    expect(landParties(2, { ...defender, screensLeft: 6, hullLeft: 10 })).toEqual({ defendersSacrificed: 0, screensSpent: 0, aboard: 2 });
  });

  test('the book\'s capture example: hull size 5, two hull hits, two parties aboard — one more of either captures', () => {
    // p.34: "one more hull hit or enemy boarding party will result in the ship's capture".
    expect(isCaptured(2, 3, 0, false)).toBe(false);
    expect(isCaptured(3, 3, 0, false)).toBe(true);
    expect(isCaptured(2, 2, 0, false)).toBe(true);
  });

  test('a Deadly casualty is cancelled by sacrificing a squad, one for one (ruling 132)', () => {
    expect(cancelCasualties(2, 1)).toEqual({ crew: 1, sacrificed: 1 });
    expect(cancelCasualties(1, 3)).toEqual({ crew: 0, sacrificed: 1 });
  });
});

describe('B.14 Shipboard Combat (optional, p.34)', () => {
  test('the hits table: 1–2 none, 3–5 one, 6 two', () => {
    expect([1, 2, 3, 4, 5, 6].map(shipboardHits)).toEqual([0, 0, 1, 1, 1, 2]);
  });

  test('the book\'s example: five parties against three squads; 1, 5, 6 then 1, 4 leave two parties and two squads', () => {
    const dice = scriptedDice([1, 5, 6, 1, 4]);
    const fight = rollShipboardCombat(5, 3, dice, 'shipboard');
    expect(dice.remaining).toBe(0);
    expect(fight).toEqual({ defenderDice: [1, 5, 6], attackerDice: [1, 4], boarders: 2, defenders: 2 });
  });

  test('defenders are not sacrificed on landing, and no capture while a defending squad is left', () => {
    expect(landParties(3, { ...defender, squads: 2, shipboardCombat: true })).toEqual({ defendersSacrificed: 0, screensSpent: 0, aboard: 3 });
    expect(isCaptured(5, 2, 1, true)).toBe(false);
    expect(isCaptured(5, 2, 0, true)).toBe(true);
  });
});
