import { describe, expect, test } from 'vitest';
import { resolvePulse, type PulseInput } from '../../../../src/rules/metaverse/damage/pulse.ts';

const base: PulseInput = { base: 10, type: 'energy', offBands: 0, oddRoll: false };

describe('one pulse through the defences', () => {
  // Metaverse p.26 "Dealing Damage" Example 1 (Dealing Damage example 1): 13 − 6 (range) − 2 (armour) = 5.
  test('Dealing Damage example 1 (p.26): energy range penalty and armour', () => {
    const r = resolvePulse({ ...base, base: 13, offBands: 6, armour: { rating: 2, vs: 'energy-kinetic' } });
    expect(r).toMatchObject({ rangePenalty: 6, afterRange: 7, armourAbsorbed: 2, hull: 5 });
  });

  // Metaverse p.26: kinetic ignores energy shields and range; indirect is stopped by every shield type.
  test('kinetic passes energy shields; indirect does not', () => {
    const shields = { hits: 10, vs: 'energy' as const };
    expect(resolvePulse({ ...base, base: 9, type: 'kinetic', offBands: 4, shields })).toMatchObject({ shieldHitsLost: 0, hull: 9 });
    expect(resolvePulse({ ...base, base: 7, type: 'indirect', shields })).toMatchObject({ shieldHitsLost: 7, hull: 0, toHull: 0 });
  });

  // Metaverse p.43 "Shields": excess over the shield hits continues to the hull, where armour applies.
  test('shield overflow then armour, clamped at zero', () => {
    expect(resolvePulse({ ...base, shields: { hits: 4, vs: 'energy' }, armour: { rating: 2, vs: 'energy' } })).toMatchObject({ shieldHitsLost: 4, toHull: 6, hull: 4 });
    expect(resolvePulse({ ...base, base: 3, offBands: 5 })).toMatchObject({ afterRange: 0, hull: 0 });
  });

  // Metaverse p.72 Quantum, Unreliable, Phased (odd rolls), Polarized, Null, Inert, Molecular, Weak, Charged; ruling A19.
  test('quality arithmetic', () => {
    expect(resolvePulse({ ...base, oddRoll: true, qualities: { quantum: true } }).hull).toBe(20);
    expect(resolvePulse({ ...base, oddRoll: false, qualities: { quantum: true } }).hull).toBe(10);
    expect(resolvePulse({ ...base, base: 9, oddRoll: true, qualities: { unreliable: true } }).hull).toBe(4);
    expect(resolvePulse({ ...base, oddRoll: true, qualities: { phased: true }, shields: { hits: 20, vs: 'energy' } })).toMatchObject({ shieldHitsLost: 0, hull: 10 });
    // Polarized: each point removes 2 shield hits; overflow = raw − ceil(S/2).
    expect(resolvePulse({ ...base, qualities: { polarized: true }, shields: { hits: 5, vs: 'energy' } })).toMatchObject({ shieldHitsLost: 5, hull: 7 });
    // Null: 2 points remove 1 shield hit; overflow = raw − 2S.
    expect(resolvePulse({ ...base, qualities: { null: true }, shields: { hits: 3, vs: 'energy' } })).toMatchObject({ shieldHitsLost: 3, hull: 4 });
    expect(resolvePulse({ ...base, base: 9, qualities: { inert: true } }).hull).toBe(4);
    expect(resolvePulse({ ...base, qualities: { molecular: true }, armour: { rating: 3, vs: 'energy' } }).hull).toBe(14);
    expect(resolvePulse({ ...base, qualities: { weak: true }, armour: { rating: 3, vs: 'energy' } }).hull).toBe(4);
    // Deflector adds to the range modifier for energy; Charged doubles it; Deflection Piercing subtracts.
    expect(resolvePulse({ ...base, offBands: 1, deflector: { rating: 2, vs: 'energy' } }).hull).toBe(7);
    expect(resolvePulse({ ...base, offBands: 1, deflector: { rating: 2, vs: 'energy' }, qualities: { charged: true } }).hull).toBe(5);
    expect(resolvePulse({ ...base, offBands: 1, deflector: { rating: 2, vs: 'energy' }, deflectionPiercing: 1 }).hull).toBe(8);
  });

  // Ruling A19: shield piercing part goes straight to the hull; armour piercing lowers armour and adaptive shields.
  test('shield piercing, armour piercing, ablative and adaptive armour', () => {
    expect(resolvePulse({ ...base, shieldPiercing: 0.5, shields: { hits: 20, vs: 'energy' } })).toMatchObject({ shieldHitsLost: 5, hull: 5 });
    expect(resolvePulse({ ...base, armourPiercing: 2, armour: { rating: 3, vs: 'energy' }, ablative: 1 }).hull).toBe(8);
    expect(resolvePulse({ ...base, armour: { rating: 1, vs: 'kinetic' }, adaptiveArmour: { level: 2, vs: 'energy' } }).hull).toBe(8);
    expect(resolvePulse({ ...base, shields: { hits: 20, vs: 'energy', adaptiveLevel: 3 } })).toMatchObject({ shieldHitsLost: 7, hull: 0 });
  });
});
