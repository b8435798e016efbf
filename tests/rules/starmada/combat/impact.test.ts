import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { CombatWeapon } from '../../../../src/rules/starmada/combat/combat-weapon.ts';
import { impactDicePerHit, impactModifier, rollImpact, shieldForWeapon } from '../../../../src/rules/starmada/combat/impact.ts';

const weapon = (over: Partial<CombatWeapon> = {}): CombatWeapon => ({ range: [3, 6, 9], rof: 1, acc: 4, imp: 1, dmg: 1, traits: [], ...over });

describe('impact dice per hit', () => {
  // Starmada C.5 p.42–43: Scatter IMP 3/2/1, Telescopic IMP 1/2/3 at short/medium/long.
  test('Scatter and Telescopic take IMP from the band', () => {
    const bands = ['short', 'medium', 'long'] as const;
    expect(bands.map((b) => impactDicePerHit(weapon({ imp: null, traits: ['Sct'] }), b))).toEqual([3, 2, 1]);
    expect(bands.map((b) => impactDicePerHit(weapon({ imp: null, traits: ['Tls'] }), b))).toEqual([1, 2, 3]);
    expect(impactDicePerHit(weapon({ imp: 2 }), 'long')).toBe(2);
  });

  // Starmada C.5 p.43: Piercing-1 +1, Piercing-2 +2, Non-Piercing −1; Modulating shield 0; NPr unshielded = 1.
  test('impact traits', () => {
    expect([['Pr1'], ['Pr2'], ['NPr'], []].map((t) => impactModifier(weapon({ traits: t as CombatWeapon['traits'] })))).toEqual([1, 2, -1, 0]);
    expect(shieldForWeapon(weapon({ traits: ['Mdl'] }), 4)).toBe(0);
    expect(shieldForWeapon(weapon({ traits: ['NPr'] }), 0)).toBe(1);
    expect(shieldForWeapon(weapon({ traits: ['NPr'] }), 3)).toBe(3);
    expect(shieldForWeapon(weapon({ traits: ['Mdl', 'NPr'] }), 4)).toBe(1);
  });
});

describe('the impact roll', () => {
  // Starmada p.20 §4.3 (its example): IMP 2, one hit, shields 3: dice 3 and 4 → one point of impact.
  test('the laser cannon example', () => {
    const dice = scriptedDice([3, 4]);
    const roll = rollImpact(weapon({ imp: 2 }), 'medium', 1, { shield: 3 }, dice, 'A→B Laser Cannon');
    expect(roll.dice.map((d) => d.impact)).toEqual([false, true]);
    expect(roll.impacts).toBe(1);
    expect(dice.rolls[0]?.label).toBe('impact A→B Laser Cannon');
  });

  // Starmada p.20 §4.3: "if a weapon with IMP 2 scores two hits, a total of four impact dice are rolled".
  test('IMP dice per hit', () => {
    const dice = scriptedDice([1, 2, 3, 4]);
    expect(rollImpact(weapon({ imp: 2 }), 'medium', 2, { shield: 1 }, dice, 'x').dice).toHaveLength(4);
  });

  // Starmada p.21 §4.3 (its example): NPr, two hits, shields 5: 3 and 6; the 6 re-rolls 3 → 3 + 5 − 1 = 7 → one impact.
  test('the Non-Piercing example', () => {
    const dice = scriptedDice([3, 6, 3]);
    const roll = rollImpact(weapon({ traits: ['NPr'] }), 'medium', 2, { shield: 5 }, dice, 'x');
    expect(roll.dice.map((d) => d.faces)).toEqual([[3], [6, 3]]);
    expect(roll.dice.map((d) => d.final)).toEqual([2, 7]);
    expect(roll.impacts).toBe(1);
    expect(dice.remaining).toBe(0);
  });

  // Starmada p.21 §4.3: against no shields each hit inflicts IMP points automatically.
  test('shield 0 is automatic', () => {
    const dice = scriptedDice([]);
    const roll = rollImpact(weapon({ imp: 3 }), 'medium', 2, { shield: 0 }, dice, 'x');
    expect(roll).toMatchObject({ automatic: true, impacts: 6, dice: [] });
  });

  // Starmada C.5 p.43 Modulating: the shield is treated as zero.
  test('Modulating is automatic against any shield', () => {
    expect(rollImpact(weapon({ imp: 2, traits: ['Mdl'] }), 'medium', 1, { shield: 5 }, scriptedDice([]), 'x').impacts).toBe(2);
  });

  // Starmada C.5 p.43 Non-Piercing: "treat unshielded targets as if they had a shield rating of 1".
  test('Non-Piercing rolls against an unshielded target as shield 1', () => {
    const roll = rollImpact(weapon({ traits: ['NPr'] }), 'medium', 3, { shield: 0 }, scriptedDice([2, 3, 6]), 'x');
    expect(roll.automatic).toBe(false);
    expect(roll.dice.map((d) => d.impact)).toEqual([false, true, true]);
  });

  // Starmada p.21 §4.3: +1 against shield 1 cannot fail, but a natural 1 still fails.
  test('a natural 1 fails against a shield', () => {
    const roll = rollImpact(weapon({ traits: ['Pr1'] }), 'medium', 2, { shield: 1 }, scriptedDice([1, 2]), 'x');
    expect(roll.dice.map((d) => d.impact)).toEqual([false, true]);
  });

  // Starmada C.5 p.42 Scatter: IMP 3 at short range.
  test('Scatter rolls three dice per hit at short range', () => {
    const roll = rollImpact(weapon({ imp: null, traits: ['Sct'] }), 'short', 1, { shield: 2 }, scriptedDice([1, 3, 6]), 'x');
    expect(roll.impacts).toBe(2);
  });

  // Starmada G.4 p.56 (its example): shield 4, three hits, dice 3, 4, 5: one impact normally, two in a nebula.
  test('the nebula example', () => {
    expect(rollImpact(weapon(), 'medium', 3, { shield: 4 }, scriptedDice([3, 4, 5]), 'x').impacts).toBe(1);
    const nebula = rollImpact(weapon(), 'medium', 3, { shield: 4, nebula: true }, scriptedDice([3, 4, 5]), 'x');
    expect(nebula.impacts).toBe(2);
    expect(nebula.dice.map((d) => d.nebula)).toEqual([false, true, false]);
  });
});
