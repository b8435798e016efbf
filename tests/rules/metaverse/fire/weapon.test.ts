import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { interceptValue, maxPulseDamage, validateWeaponMode } from '../../../../src/rules/metaverse/fire/weapon.ts';
import { maxRange } from '../../../../src/rules/metaverse/ships/weapon.ts';
import { heavyLaser } from './fixtures.ts';

describe('weapon modes', () => {
  // Metaverse p.69 "Range": "a weapon with ten range bands of 10cm would have a maximum range of 100cm".
  test('maximum range is band × bands', () => {
    expect(maxRange({ band: 10, bands: 10, effectiveBand: 1 })).toBe(100);
  });

  // Metaverse p.31 example: "requiring a PD value of 8 each (D6+2)"; p.69 "Interception" default = max damage.
  test('intercept value defaults to the max damage of one pulse', () => {
    const torp = heavyLaser({ damage: { die: 6, mod: 2 }, pulse: { count: 3 }, damageType: 'indirect' });
    expect(maxPulseDamage(torp)).toBe(8);
    expect(interceptValue(torp)).toBe(8);
    expect(interceptValue(heavyLaser({ intercept: { vulnerable: true, value: 5 } }))).toBe(5);
    expect(interceptValue(heavyLaser({ intercept: { vulnerable: false } }))).toBeNull();
  });

  // Metaverse p.72 "Adaptive": the bonus adds to damage.
  test('adaptive level raises max damage only for AD weapons', () => {
    expect(maxPulseDamage(heavyLaser({ qualities: ['AD'] }), 2)).toBe(15);
    expect(maxPulseDamage(heavyLaser(), 2)).toBe(13);
  });

  // Metaverse p.69–71 design limits.
  test('design limits are enforced', () => {
    expect(validateWeaponMode(heavyLaser()).ok).toBe(true);
    const codes = [
      heavyLaser({ range: { band: 4, bands: 9, effectiveBand: 1 } }),
      heavyLaser({ range: { band: 10, bands: 256, effectiveBand: 1 } }),
      heavyLaser({ range: { band: 10, bands: 3, effectiveBand: 4 } }),
      heavyLaser({ dp: 10 }),
      heavyLaser({ pd: { value: 4, targets: [] } }),
      heavyLaser({ qualities: ['XX' as never] }),
    ].map((m) => {
      const r = validateWeaponMode(m);
      return r.ok ? 'ok' : r.error.code;
    });
    expect(codes).toEqual(['ERR_WEAPON_BAND', 'ERR_WEAPON_BANDS', 'ERR_WEAPON_EFFECTIVE_BAND', 'ERR_WEAPON_DP', 'ERR_WEAPON_PD_TARGETS', 'ERR_WEAPON_QUALITY']);
  });

  // Validation never throws, whatever numbers a design carries.
  test('property: validateWeaponMode returns a Result for any numbers', () => {
    const n = fc.oneof(fc.integer({ min: -300, max: 300 }), fc.double({ noNaN: false }));
    fc.assert(
      fc.property(n, n, n, n, n, n, (band, bands, eff, dp, acc, pd) => {
        const r = validateWeaponMode(heavyLaser({ range: { band, bands, effectiveBand: eff }, dp, accuracy: acc, pd: { value: pd, targets: ['energy'] } }));
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});
