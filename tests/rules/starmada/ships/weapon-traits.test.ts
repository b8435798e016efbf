import { describe, expect, it } from 'vitest';
import {
  TRAIT_SU_MULTIPLIERS,
  WEAPON_TRAITS,
  findWeaponTrait,
  rangePairMultiplier,
  weaponTraitProblems,
  type WeaponTrait,
} from '../../../../src/rules/starmada/ships/weapon-traits.ts';

const check = (traits: WeaponTrait[], extra: { rof?: number; imp?: number | null; seeker?: boolean } = {}) =>
  weaponTraitProblems({ traits, rof: extra.rof ?? 1, imp: extra.imp === undefined ? 1 : extra.imp, seeker: extra.seeker ?? false }).map((p) => p.message);

describe('weapon traits (C.5, A.1)', () => {
  it('knows the 23 priced traits of the A.1 chart and Defensive', () => {
    // Starmada p.25 §A.1 chart (23 traits) and p.42 §C.5 (Defensive)
    expect(WEAPON_TRAITS).toHaveLength(24);
    expect(Object.keys(TRAIT_SU_MULTIPLIERS)).toHaveLength(23);
    expect(TRAIT_SU_MULTIPLIERS.Pr1).toBe(1.5);
    expect(TRAIT_SU_MULTIPLIERS.Vlt).toBe(3.5);
  });

  it('reads the pair chart for two range-based traits, in either order', () => {
    // Starmada p.25 §A.1 second chart
    expect(rangePairMultiplier('Bls', 'Crn')).toBe(0.5);
    expect(rangePairMultiplier('Tls', 'Fcs')).toBe(2.8);
    expect(rangePairMultiplier('Fcs', 'Tls')).toBe(2.8);
    expect(rangePairMultiplier('Dfs', 'Gid')).toBeNull();
    expect(rangePairMultiplier('Sct', 'Tls')).toBeNull();
  });

  it('refuses the combinations A.1 forbids', () => {
    // Starmada p.25 §A.1: "A weapon may not be Ballistic/Defensive, Catastrophic/Incapacitating, Expendable/Slow,
    // or Non-Piercing/Piercing"; "Dfs/Gid is an invalid combination"; at most two range-based traits
    expect(check(['Bls', 'Dfn'])).toEqual(['A weapon may not be both Ballistic (Bls) and Defensive (Dfn)']);
    expect(check(['Cts', 'Inc'])).toEqual(['A weapon may not be both Catastrophic (Cts) and Incapacitating (Inc)']);
    expect(check(['Exp', 'Slw'])).toEqual(['A weapon may not be both Expendable (Exp) and Slow (Slw)']);
    expect(check(['NPr', 'Pr2'])).toEqual(['A weapon may not be both Non-Piercing (NPr) and Piercing-2 (Pr2)']);
    expect(check(['Dfs', 'Gid'])).toEqual(['Diffuse (Dfs) and Guided (Gid) cannot be combined']);
    expect(check(['Bls', 'Crn', 'Gid'])).toEqual(['A weapon may have at most two range-based traits, found Bls, Crn, Gid']);
  });

  it('holds Volatile to ROF 1 and keeps range traits and Defensive off seekers', () => {
    // Starmada p.25 §A.1: "Weapons with the Volatile trait may not have ROF>1"; "Seeking Weapons ... may not be
    // given range-based traits, nor may they be Defensive"
    expect(check(['Vlt'], { rof: 2 })).toEqual(['A Volatile (Vlt) weapon has ROF 1 (printed "*"), found 2']);
    expect(check(['Gid', 'Dfn'], { seeker: true })).toEqual([
      'A seeking weapon may not have range-based traits, found Gid',
      'A seeking weapon may not be Defensive (Dfn)',
    ]);
  });

  it('allows Slow twice and no other trait twice', () => {
    // Starmada p.42 §C.5: "A weapon may be given the Slow trait twice"; p.41: no duplicate traits
    expect(check(['Slw', 'Slw'])).toEqual([]);
    expect(check(['Slw', 'Slw', 'Slw'])).toEqual(['Slow (Slw) may be taken at most twice']);
    expect(check(['Acr', 'Acr'])).toEqual(['Accurate (Acr) is listed 2 times; a weapon has each trait once']);
  });

  it('finds traits by abbreviation or name in any case', () => {
    expect(['pr1', 'FRL', 'Piercing-2', 'fire-linked', 'Zap'].map(findWeaponTrait)).toEqual(['Pr1', 'FrL', 'Pr2', 'FrL', undefined]);
  });
});
