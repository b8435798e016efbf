import { describe, expect, test } from 'vitest';
import { maxDamageOf, maxRange, QUALITY_CODES, weaponModeSchema, starfighterWeaponSchema } from '../../../../src/rules/metaverse/ships/weapon.ts';

const heavyLaser = {
  name: 'Beam',
  rof: 'unlimited',
  pulse: { count: 2 },
  damage: { fixed: 13 },
  damageType: 'energy',
  effect: 'penetrating',
  range: { band: 10, bands: 9, effectiveBand: 1 },
  pd: { value: 0, targets: [] },
  intercept: { vulnerable: true, value: 13 },
  dp: 0,
  sp: '0',
  ap: 0,
  aoe: null,
  accuracy: 0,
  qualities: [],
};

describe('weapon modes', () => {
  // Metaverse p.25 "Starship Weapons Fire" Example 1: the Thunderchild's 2×(13) 10cm/90cm@1 lasers.
  test('the Thunderchild heavy laser parses; max range 90 cm, intercept 13', () => {
    const mode = weaponModeSchema.parse(heavyLaser);
    expect(maxRange(mode.range)).toBe(90);
    expect(maxDamageOf(mode.damage)).toBe(13);
    expect(maxDamageOf({ die: 6, mod: 2 })).toBe(8);
  });
  // Metaverse p.67–72 design limits.
  test('design limits are enforced', () => {
    const bad = (patch: object) => weaponModeSchema.safeParse({ ...heavyLaser, ...patch }).success;
    expect(bad({ range: { band: 4, bands: 9, effectiveBand: 1 } })).toBe(false);
    expect(bad({ range: { band: 55, bands: 9, effectiveBand: 1 } })).toBe(false);
    expect(bad({ range: { band: 10, bands: 256, effectiveBand: 1 } })).toBe(false);
    expect(bad({ range: { band: 10, bands: 3, effectiveBand: 4 } })).toBe(false);
    expect(bad({ damage: { die: 20, mod: 0 } })).toBe(false);
    expect(bad({ dp: 10 })).toBe(false);
    expect(bad({ aoe: 6 })).toBe(true);
    expect(bad({ aoe: 5 })).toBe(false);
    expect(bad({ pd: { value: 4, targets: [] } })).toBe(false);
    expect(bad({ pd: { value: 4, targets: ['starfighters', 'starfighters'] } })).toBe(false);
    expect(bad({ qualities: ['AM', 'XX'] })).toBe(false);
    expect(bad({ sp: '1/2' })).toBe(true);
    expect(bad({ pulse: { die: 6 } })).toBe(true);
    expect(bad({ intercept: { vulnerable: false, value: null } })).toBe(true);
  });
  // Metaverse p.72: 21 weapon quality codes.
  test('quality codes', () => {
    expect(Object.keys(QUALITY_CODES)).toHaveLength(21);
    expect(QUALITY_CODES.SP).toBe('Spinal');
  });
  // Metaverse p.81: starfighter weapons have range long or short only.
  test('starfighter weapon range', () => {
    const w = { id: 'w', name: 'Gun', range: 'short', pulse: { count: 2 }, damage: { die: 4, mod: 0 }, damageType: 'kinetic', effect: 'raking', pd: { value: 0, targets: [] }, intercept: { vulnerable: false, value: null }, dp: 0, sp: '0', ap: 0, qualities: [] };
    expect(starfighterWeaponSchema.safeParse(w).success).toBe(true);
    expect(starfighterWeaponSchema.safeParse({ ...w, range: 'medium' }).success).toBe(false);
  });
});
