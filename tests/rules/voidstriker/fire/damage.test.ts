import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollHitDamage } from '../../../../src/rules/voidstriker/fire/damage.ts';
import type { HitDamageInput } from '../../../../src/rules/voidstriker/fire/damage.ts';

const hit = (over: Partial<HitDamageInput>): HitDamageInput => ({
  weapon: { kind: 'laser', mark: 1 },
  range: 0,
  mountIndex: 0,
  weaponIndex: 0,
  fromTargetAft: false,
  label: 'damage A→B',
  ...over,
});

describe('damage of one hit', () => {
  // Voidstriker §2.36, a worked case: Mk-I (1d6+2) at range 9 loses 3: d6 1 → 0 (not −), d6 6 → 5.
  test('worked case: laser loss at range, never below 0', () => {
    const low = rollHitDamage(hit({ range: 9 }), scriptedDice([1]));
    expect(low).toMatchObject({ dice: [1], bonus: 2, rangeLoss: 3, damage: 0 });
    const high = rollHitDamage(hit({ range: 9 }), scriptedDice([6]));
    expect(high).toMatchObject({ dice: [6], bonus: 2, rangeLoss: 3, damage: 5 });
  });

  // Voidstriker §2.36, a worked case: a Mk-I laser at range 4, d6 3 → 3 + 2 − 1 = 4 points (the armor part is the damage module's).
  test('worked case: Mk-I at range 4', () => {
    expect(rollHitDamage(hit({ range: 4 }), scriptedDice([3])).damage).toBe(4);
  });

  // Voidstriker §2.37 (the example's packet 1): a Mk-V mass driver hit is one packet of 5d10 — 22 points.
  test('§2.37: mass driver dice are summed into one 22-point hit', () => {
    const dice = scriptedDice([3, 7, 2, 6, 4]);
    const p = rollHitDamage(hit({ weapon: { kind: 'massDriver', mark: 5, dp: 5 }, range: 12 }), dice);
    expect(p).toEqual({
      weapon: 'Mk-V Mass Driver',
      mountIndex: 0,
      weaponIndex: 0,
      dice: [3, 7, 2, 6, 4],
      sides: 10,
      bonus: 0,
      rangeLoss: 0,
      damage: 22,
      fromTargetAft: false,
    });
    expect(dice.rolls.every((r) => r.sides === 10 && r.label === 'damage A→B Mk-V Mass Driver #1')).toBe(true);
  });

  // Voidstriker §2.36, a worked case: 30 points "for example a 5d10 mass driver" from the target's aft arc.
  test('worked case: 5d10 for 30 from the aft arc carries the Aft-table input', () => {
    const p = rollHitDamage(hit({ weapon: { kind: 'massDriver', mark: 5, dp: 5 }, fromTargetAft: true }), scriptedDice([6, 6, 6, 6, 6]));
    expect(p.damage).toBe(30);
    expect(p.fromTargetAft).toBe(true);
  });

  // Voidstriker §2.36: blasters lose 1 per 2" (stats supplied by the caller; none in the shareware book).
  test('blaster loss', () => {
    const p = rollHitDamage(hit({ weapon: { kind: 'blaster', damage: { dice: 1, sides: 10, bonus: 2 } }, range: 5 }), scriptedDice([7]));
    expect(p).toMatchObject({ dice: [7], sides: 10, bonus: 2, rangeLoss: 2, damage: 7 });
  });
});
