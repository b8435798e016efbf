import { describe, expect, test } from 'vitest';
import { baseToHit, rangeDamageLoss, weaponDamageDice, weaponName } from '../../../../src/rules/voidstriker/fire/weapon.ts';

describe('direct-fire weapons', () => {
  // Voidstriker §2.35: lasers 4+, mass drivers and blasters 5+ on 1d10.
  test('§2.35: base to-hit', () => {
    expect(baseToHit({ kind: 'laser', mark: 1 })).toBe(4);
    expect(baseToHit({ kind: 'massDriver', mark: 5, dp: 5 })).toBe(5);
    expect(baseToHit({ kind: 'blaster', damage: { dice: 1, sides: 10, bonus: 0 } })).toBe(5);
  });

  // Voidstriker reference sheet, Laser Damage: Mk-I 1d6+2 … Mk-V 1d6+10; §1.1 "1d6+10".
  test('laser damage table', () => {
    const bonus = ([1, 2, 3, 4, 5] as const).map((mark) => weaponDamageDice({ kind: 'laser', mark }));
    expect(bonus).toEqual([2, 3, 5, 7, 10].map((b) => ({ dice: 1, sides: 6, bonus: b })));
  });

  // Voidstriker §2.362 Mass Driver: Mk-IV 4 DP = 4d10; with 2 DP left, 2d10.
  test('§2.362: mass driver dice follow its DP', () => {
    expect(weaponDamageDice({ kind: 'massDriver', mark: 4, dp: 4 })).toEqual({ dice: 4, sides: 10, bonus: 0 });
    expect(weaponDamageDice({ kind: 'massDriver', mark: 5, dp: 5 })).toEqual({ dice: 5, sides: 10, bonus: 0 });
    expect(weaponDamageDice({ kind: 'massDriver', mark: 4, dp: 2 })).toEqual({ dice: 2, sides: 10, bonus: 0 });
  });

  // Voidstriker §2.36: lasers −1 per 3", blasters −1 per 2", mass drivers nothing.
  test('range fall-off', () => {
    const laser = { kind: 'laser', mark: 1 } as const;
    expect([0, 2, 3, 8, 9].map((r) => rangeDamageLoss(laser, r))).toEqual([0, 0, 1, 2, 3]);
    const blaster = { kind: 'blaster', damage: { dice: 1, sides: 10, bonus: 0 } } as const;
    expect([0, 1, 2, 5, 9].map((r) => rangeDamageLoss(blaster, r))).toEqual([0, 0, 1, 2, 4]);
    expect(rangeDamageLoss({ kind: 'massDriver', mark: 5, dp: 5 }, 40)).toBe(0);
  });

  test('names', () => {
    expect(weaponName({ kind: 'laser', mark: 3 })).toBe('Mk-III Laser');
    expect(weaponName({ kind: 'massDriver', mark: 4, dp: 4 })).toBe('Mk-IV Mass Driver');
  });
});
