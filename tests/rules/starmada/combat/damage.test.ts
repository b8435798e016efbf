import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { CombatWeapon } from '../../../../src/rules/starmada/combat/combat-weapon.ts';
import { damageResultOf, defaultDirectedDamagePolicy, NO_DAMAGE, rollDamage } from '../../../../src/rules/starmada/combat/damage.ts';
import type { DamageTarget } from '../../../../src/rules/starmada/combat/damage.ts';

const weapon = (traits: CombatWeapon['traits'] = [], dmg = 1) => ({ dmg, traits });
const ship: DamageTarget = { hasShieldTrack: true };

describe('the damage table', () => {
  // Starmada p.21 §4.4: 1–3 hull, 4 engines, 5 weapons, 6 shields.
  test('each face', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => damageResultOf(f, weapon(), ship))).toEqual(['hull', 'hull', 'hull', 'engines', 'weapons', 'shields']);
  });

  // Starmada p.21: "If a starship has no shield track ... any damage roll of 6 is considered to have no effect."
  test('a 6 does nothing to a ship without a shield track', () => {
    expect(damageResultOf(6, weapon(), { hasShieldTrack: false })).toBe('none');
  });

  // Starmada p.21 §4.4 (its example): DMG 1, one impact, die 4 → engine hit.
  test('the laser cannon example', () => {
    const dice = scriptedDice([4]);
    const roll = rollDamage(weapon(), 1, ship, {}, dice, 'A→B Laser Cannon');
    expect(roll.total).toEqual({ ...NO_DAMAGE, engines: 1 });
    expect(dice.rolls[0]?.label).toBe('damage A→B Laser Cannon');
  });

  // Starmada p.21 §4.4: "if a weapon with DMG 3 penetrates ... with one point of impact, a total of three damage dice".
  test('DMG dice per point of impact', () => {
    const roll = rollDamage(weapon([], 3), 1, ship, {}, scriptedDice([1, 5, 6]), 'x');
    expect(roll.points).toBe(3);
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 1, weapons: 1, shields: 1 });
  });
});

describe('damage traits', () => {
  // Starmada C.5 p.41 (its example): "if the damage roll is 2, two hull boxes are checked off".
  test('Catastrophic', () => {
    const roll = rollDamage(weapon(['Cts']), 3, ship, {}, scriptedDice([2, 3, 4]), 'x');
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 5, engines: 1 });
    expect(roll.dice[0]?.extras).toEqual(['Catastrophic: 2 hull']);
  });

  // Starmada C.5 p.41 Deadly: any even roll also checks a crew casualty from the back.
  test('Deadly', () => {
    const roll = rollDamage(weapon(['Dly']), 4, ship, {}, scriptedDice([1, 2, 4, 5]), 'x');
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 2, crew: 2, engines: 1, weapons: 1 });
  });

  // Starmada C.5 p.41 Disruptive: 4–6 are recorded and re-rolled until 1–3 (which also applies).
  test('Disruptive', () => {
    const dice = scriptedDice([5, 2, 6, 4, 1]);
    const roll = rollDamage(weapon(['Dsr']), 2, ship, {}, dice, 'x');
    expect(roll.dice.map((d) => d.faces)).toEqual([[5, 6, 4, 1], [2]]);
    expect(roll.dice[0]?.results).toEqual(['weapons', 'shields', 'engines', 'hull']);
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 2, engines: 1, weapons: 1, shields: 1 });
    expect(dice.rolls.slice(2).map((r) => r.label)).toEqual(['Disruptive re-roll x', 'Disruptive re-roll x', 'Disruptive re-roll x']);
  });

  // Starmada C.5 p.41: "Deadly and Disruptive will inflict a maximum of one crew casualty per damage die".
  test('Deadly and Disruptive: one casualty per damage die', () => {
    const roll = rollDamage(weapon(['Dly', 'Dsr']), 1, ship, {}, scriptedDice([4, 6, 2]), 'x');
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 1, crew: 1, engines: 1, shields: 1 });
  });

  // Starmada C.5 p.41 Incapacitating: 1–3 cause no hull hit; other traits still apply.
  test('Incapacitating', () => {
    const roll = rollDamage(weapon(['Inc', 'Dly']), 3, ship, {}, scriptedDice([2, 3, 5]), 'x');
    expect(roll.total).toEqual({ ...NO_DAMAGE, crew: 1, weapons: 1 });
    expect(roll.dice.map((d) => d.results)).toEqual([['none'], ['none'], ['weapons']]);
  });

  // Starmada C.5 p.41 Kinetic: every damage die also inflicts one hull hit.
  test('Kinetic', () => {
    const roll = rollDamage(weapon(['Knt']), 2, ship, {}, scriptedDice([1, 6]), 'x');
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 3, shields: 1 });
  });

  // Starmada B.11 p.33: a damage result of 1 is negated (ruling 30: Kinetic's hull hit still lands).
  test('Ionized hull', () => {
    const ionized = { hasShieldTrack: true, ionizedHull: true };
    expect(rollDamage(weapon(['Cts']), 2, ionized, {}, scriptedDice([1, 2]), 'x').total).toEqual({ ...NO_DAMAGE, hull: 2 });
    expect(rollDamage(weapon(['Knt']), 1, ionized, {}, scriptedDice([1]), 'x').total).toEqual({ ...NO_DAMAGE, hull: 1 });
  });
});

describe('directed damage', () => {
  // Starmada E.2 p.48: "Each damage die can be re-rolled once before its result takes effect."
  test('the default policy keeps hull hits and re-rolls the rest once', () => {
    const dice = scriptedDice([2, 5, 6, 4, 6]);
    const roll = rollDamage(weapon([], 1), 3, ship, { directed: defaultDirectedDamagePolicy(weapon()) }, dice, 'x');
    expect(roll.dice.map((d) => d.faces)).toEqual([[2], [5, 4], [6, 6]]);
    expect(roll.total).toEqual({ ...NO_DAMAGE, hull: 1, engines: 1, shields: 1 });
    expect(dice.rolls.slice(3).map((r) => r.label)).toEqual(['directed damage re-roll x', 'directed damage re-roll x']);
  });

  test('the attacker may keep what suits them', () => {
    const roll = rollDamage(weapon(), 2, ship, { directed: { keep: ['shields'] } }, scriptedDice([6, 1, 3]), 'x');
    expect(roll.dice.map((d) => d.faces)).toEqual([[6], [1, 3]]);
  });

  test('an Incapacitating weapon keeps system hits by default', () => {
    expect(defaultDirectedDamagePolicy(weapon(['Inc'])).keep).toEqual(['engines', 'weapons', 'shields']);
  });

  test('a die that would do nothing is always re-rolled', () => {
    const roll = rollDamage(weapon(), 1, { hasShieldTrack: false }, { directed: { keep: ['hull', 'shields'] } }, scriptedDice([6, 2]), 'x');
    expect(roll.dice[0]?.faces).toEqual([6, 2]);
    expect(roll.total.hull).toBe(1);
  });
});

describe('screens', () => {
  const screened = (n: number, extra: Partial<DamageTarget> = {}): DamageTarget => ({ hasShieldTrack: true, screensRemaining: n, ...extra });

  // Starmada B.18 p.35: "do not make any damage rolls; instead, check off one screen per point of damage".
  test('screens absorb one per point of damage', () => {
    const dice = scriptedDice([]);
    const roll = rollDamage(weapon([], 2), 3, screened(12), {}, dice, 'x');
    expect(roll.total).toEqual({ ...NO_DAMAGE, screens: 6 });
    expect(roll.dice).toEqual([]);
  });

  // Starmada B.18 p.36 (its example): Inc + Knt, 4 points, dice 1, 2, 4, 5 → 4 + 4 − 2 = 6 screens.
  test('Incapacitating and Kinetic against screens', () => {
    const roll = rollDamage(weapon(['Inc', 'Knt']), 4, screened(12), {}, scriptedDice([1, 2, 4, 5]), 'x');
    expect(roll.screens).toMatchObject({ traitDice: [1, 2, 4, 5], wanted: 6, checked: 6, overflow: 0 });
    expect(roll.total).toEqual({ ...NO_DAMAGE, screens: 6 });
  });

  // Starmada B.18 p.36 (its example): 4 screens left, Cts, 3 points, dice 3, 4, 6 → 5 wanted;
  // 4 checked and the fifth rolled as normal damage, disregarding Catastrophic.
  test('overflow is rolled without the damage traits', () => {
    const dice = scriptedDice([3, 4, 6, 3]);
    const roll = rollDamage(weapon(['Cts']), 3, screened(4), {}, dice, 'x');
    expect(roll.screens).toMatchObject({ wanted: 5, checked: 4, overflow: 1 });
    // The overflow die shows 3: one hull box, not three.
    expect(roll.total).toEqual({ ...NO_DAMAGE, screens: 4, hull: 1 });
  });

  // Starmada B.18 p.36: Disruptive and Deadly against screens.
  test('Disruptive adds a screen per point; Deadly rolls for one more on 4–6', () => {
    expect(rollDamage(weapon(['Dsr']), 2, screened(10), {}, scriptedDice([]), 'x').total.screens).toBe(4);
    expect(rollDamage(weapon(['Dly']), 2, screened(10), {}, scriptedDice([4, 3]), 'x').total.screens).toBe(3);
  });

  // Starmada B.18 p.36 optional bleed-through (its example): 4 points, dice 3, 5, 5, 6 → 3 screens, 1 damage roll.
  test('bleed-through', () => {
    const dice = scriptedDice([3, 5, 5, 6, 4]);
    const roll = rollDamage(weapon(), 4, screened(12, { screenBleedThrough: true }), {}, dice, 'x');
    expect(roll.screens).toMatchObject({ bleedDice: [3, 5, 5, 6], checked: 3 });
    expect(roll.total).toEqual({ ...NO_DAMAGE, screens: 3, engines: 1 });
    expect(dice.remaining).toBe(0);
  });

  // Starmada B.18 p.35: "Once all of a ship's screens have been checked off, begin rolling for damage normally."
  test('no screens left: normal damage with traits', () => {
    const roll = rollDamage(weapon(['Cts']), 1, screened(0), {}, scriptedDice([3]), 'x');
    expect(roll.screens).toBeNull();
    expect(roll.total.hull).toBe(3);
  });
});
