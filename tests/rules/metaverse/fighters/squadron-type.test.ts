import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fighterInterceptValue, fighterMaxPulseDamage, validateFighterWeapon, validateStarfighterType } from '../../../../src/rules/metaverse/fighters/squadron-type.ts';
import type { StarfighterType } from '../../../../src/rules/metaverse/fighters/squadron-type.ts';
import { breacher, gun, tcFighter, torp, vFighter } from './fixtures.ts';

const code = (t: StarfighterType): string | null => {
  const r = validateStarfighterType(t);
  return r.ok ? null : r.error.code;
};

describe('starfighter squadron limits', () => {
  // The sample types (ships/samples.ts) are legal.
  test('sample types validate', () => {
    for (const t of [tcFighter, vFighter, breacher]) expect(code(t)).toBeNull();
  });

  // Metaverse p.81 "Range": "a multiple of 25cm, ranging from 25cm to 250cm (but can also be set to infinite range)".
  test('range is a multiple of 25 from 25 to 250, or infinite', () => {
    expect(code({ ...vFighter, range: 'infinite' })).toBeNull();
    expect(code({ ...vFighter, range: 250 })).toBeNull();
    expect(code({ ...vFighter, range: 25 })).toBeNull();
    expect(code({ ...vFighter, range: 30 })).toBe('ERR_FIGHTER_RANGE');
    expect(code({ ...vFighter, range: 0 })).toBe('ERR_FIGHTER_RANGE');
    expect(code({ ...vFighter, range: 275 })).toBe('ERR_FIGHTER_RANGE');
  });

  // Metaverse p.81 "Range": property over all whole ranges.
  test('property: legal ranges are exactly 25, 50, … 250', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 400 }), (r) => {
        expect(code({ ...vFighter, range: r }) === null).toBe(r >= 25 && r <= 250 && r % 25 === 0);
      }),
    );
  });

  // Metaverse p.81 "Defence": "Defence ranges from 4 to 15."
  test('defence 4 to 15', () => {
    expect(code({ ...vFighter, defence: 4 })).toBeNull();
    expect(code({ ...vFighter, defence: 15 })).toBeNull();
    expect(code({ ...vFighter, defence: 3 })).toBe('ERR_FIGHTER_DEFENCE');
    expect(code({ ...vFighter, defence: 16 })).toBe('ERR_FIGHTER_DEFENCE');
  });

  // Metaverse p.81 "Qualities": FTL, Breaching, ECM, Stealth, Scout.
  test('only the five qualities', () => {
    expect(code({ ...vFighter, qualities: ['ECM', 'Scout'] })).toBeNull();
    expect(code({ ...vFighter, qualities: ['Cloak' as 'ECM'] })).toBe('ERR_FIGHTER_QUALITY');
    expect(code({ ...vFighter, qualities: ['ECM', 'ECM'] })).toBe('ERR_FIGHTER_QUALITY_TWICE');
  });

  // Metaverse p.81 "Strength", "Hardpoints".
  test('strength at least 1, hardpoints whole', () => {
    expect(code({ ...vFighter, strength: 0 })).toBe('ERR_FIGHTER_STRENGTH');
    expect(code({ ...vFighter, hardpoints: -1 })).toBe('ERR_FIGHTER_HARDPOINTS');
    expect(code({ ...vFighter, hardpoints: 0 })).toBe('ERR_FIGHTER_NO_HARDPOINTS');
  });
});

describe('starfighter weapons', () => {
  // Metaverse p.81 "Weapons": "the range is only long or short".
  test('range long or short only', () => {
    expect(validateFighterWeapon(gun).ok).toBe(true);
    const r = validateFighterWeapon({ ...gun, range: 'medium' as 'long' });
    expect(!r.ok && r.error.code).toBe('ERR_FIGHTER_WEAPON_RANGE');
  });

  // Metaverse p.67: "The intercept value is equal to the maximum damage of the weapon by default".
  test('intercept value defaults to max pulse damage', () => {
    expect(fighterMaxPulseDamage(gun)).toBe(4);
    expect(fighterInterceptValue({ ...torp, intercept: { vulnerable: true, value: null } })).toBe(10);
    expect(fighterInterceptValue({ ...torp, damage: { die: 6, mod: 2 }, intercept: { vulnerable: true, value: null } })).toBe(8);
    expect(fighterInterceptValue({ ...torp, intercept: { vulnerable: true, value: 12 } })).toBe(12);
  });
});
