import { describe, expect, test } from 'vitest';
import { applyRamDamage, closingSpeed, ramAspect, ramDamage } from '../../../../src/rules/metaverse/damage/ram.ts';
import { fresh, remaining, VENGEANCE } from './fixtures.ts';

describe('RAM damage', () => {
  // Metaverse p.13 "Ram": rear = v_ram − v_tgt; side = v_ram; front = v_ram + v_tgt.
  test('closing speed by aspect', () => {
    expect(closingSpeed('rear', 10, 4)).toBe(6);
    expect(closingSpeed('side', 10, 4)).toBe(10);
    expect(closingSpeed('front', 10, 4)).toBe(14);
    expect(closingSpeed('rear', 3, 8)).toBe(0);
    expect(ramAspect('bow')).toBe('front');
    expect(ramAspect('stern')).toBe('rear');
    expect(ramAspect('port-bow')).toBe('side');
  });

  // Metaverse p.13: target takes MF_ram × (cs − its armour), rammer takes MF_tgt × (cs − its armour).
  test('mass factor times closing speed less armour', () => {
    expect(ramDamage({ aspect: 'side', rammerSpeed: 6, targetSpeed: 2, rammerMassFactor: 37, targetMassFactor: 45, targetArmour: 2, rammerArmour: 1, rammerDestroyed: false })).toEqual({
      closingSpeed: 6,
      toTarget: 148,
      toRammer: 225,
    });
  });

  // Metaverse p.13 RAM example (Ram example aftermath): the Vengeance's squadron destroys the rammer first, so no RAM damage.
  test('Ram example (p.13): a rammer destroyed by the target squadron deals and takes nothing', () => {
    const r = ramDamage({ aspect: 'front', rammerSpeed: 8, targetSpeed: 4, rammerMassFactor: 37, targetMassFactor: 45, targetArmour: 1, rammerArmour: 0, rammerDestroyed: true });
    expect(r.toTarget).toBe(0);
    expect(r.toRammer).toBe(0);
  });

  // Ruling A16: one raking pulse in the arc struck.
  test('applied as raking damage', () => {
    const r = applyRamDamage(fresh(VENGEANCE), 'stern', 12);
    expect(remaining(r.state, 'stern')).toEqual([0, 8, 10]);
  });
});
