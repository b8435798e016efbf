import { describe, expect, it } from 'vitest';
import {
  bankOffensiveRating,
  baseDefensiveRating,
  checkCombatRating,
  combatRatingFrom,
  expendableOratFactor,
  finalDefensiveRating,
  offensiveEngineRating,
  rateShip,
} from '../../../../src/rules/starmada/ships/combat-rating.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { SYNTHETIC_CARRIER, SYNTHETIC_CORVETTE, profile, shipWith } from './fixtures.ts';

/** A hull-4 ship with engine rating 5 and one battery, for ORAT checks. */
const gunboat = (battery: ShipClass['batteries'][number], changes: Partial<ShipClass> = {}): ShipClass =>
  shipWith({ tracks: { hull: [4, 3, 2, 1], engines: [5, 3], weapons: [3, 2], shields: [1, 1] }, batteries: [battery], ...changes });

const P25_BANK = { name: 'Torpedo', profiles: [profile({ range: [5, 10, 15], rof: 2, acc: 4, imp: 1, dmg: 2 })] as [ReturnType<typeof profile>], banks: [{ arcs: 'GHI', count: 3 }], lossLimit: 2 };

describe('combat rating (A.2)', () => {
  it('is the square root of ORAT × DRAT, rounded up', () => {
    // Starmada p.26 §A.2: ORAT 200 and DRAT 10 give (2000)^0.5 = 44.7 → 45
    expect(combatRatingFrom(200, 10)).toBe(45);
  });

  it('rates a weapon bank by SU × (engine rating + long range) ÷ long range, rounded up', () => {
    // Starmada p.26 §A.2: the 293-SU bank (RNG 5-10-15) on a ship with engine rating 5: 390.7 → 391
    expect(bankOffensiveRating(293, 15, 5)).toBe(391);
    expect(rateShip(gunboat(P25_BANK)).bankOrats[0]?.value).toBe(391);
  });

  it('uses the longer range of a dual-mode weapon', () => {
    // Starmada p.26 §A.2: modes RNG 6-12-18 and 3-6-9 are rated with long range 18.
    // BSUR 9.7 + 4.5 / 2 = 11.95 → 12.0; bank AB ×1: 36 SU; 36 × (5 + 18) / 18 = 46 (with 9 it would be 56)
    const dual = {
      name: 'Disruptor',
      profiles: [profile({ range: [6, 12, 18], acc: 5, imp: 2 }), profile({ mode: 'Close', range: [3, 6, 9] })] as [ReturnType<typeof profile>, ReturnType<typeof profile>],
      banks: [{ arcs: 'AB', count: 1 }],
      lossLimit: 1,
    };
    expect(rateShip(gunboat(dual)).bankOrats[0]?.value).toBe(46);
  });

  it('uses the MA of a seeking weapon as its long range', () => {
    // Starmada p.26 §A.2; the synthetic corvette: 30 SU × (6 + 8) / 8 = 52.5 → 53
    expect(rateShip(SYNTHETIC_CORVETTE).bankOrats.map((b) => b.value)).toEqual([96, 53]);
  });

  it('multiplies Expendable banks by a factor for the hull size', () => {
    // Starmada p.26 §A.2 table
    expect([1, 2, 3, 5, 6, 9, 10, 14, 15, 20, 21, 27, 28, 35].map(expendableOratFactor)).toEqual([
      2, 2, 1.75, 1.75, 1.5, 1.5, 1.25, 1.25, 1, 1, 0.75, 0.75, 0.5, 0.5,
    ]);
    // 3× 4+/1/1 Exp: 13.5 × 0.2 = 2.7; bank AB ×2: 16.2 → 17 SU; 17 × 14 / 9 × 1.75 (hull 4) = 46.3 → 47
    const expendable = { name: 'Rocket', profiles: [profile({ rof: 3, traits: ['Exp'] })] as [ReturnType<typeof profile>], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 1 };
    expect(rateShip(gunboat(expendable)).bankOrats[0]?.value).toBe(47);
  });

  it('ignores tech levels: the weapons TL is divided back out of the bank SU', () => {
    // Starmada p.27 §A.4: "The combat rating calculation ... is unaffected by TLs"; at Weapons TL −2 the p.25 bank
    // costs 586 SU (BSUR 48.8) but still rates 391
    const advanced = gunboat(P25_BANK, { techLevels: { engines: 0, fighters: 0, shields: 0, weapons: -2 } });
    expect(rateShip(advanced).bankOrats[0]?.value).toBe(391);
  });

  it('raises the engine rating by 0.25 per booster and by half with solar sails', () => {
    // Starmada p.28 §A.5 notes 1 and 9
    expect(offensiveEngineRating({ ...MAJESTIC, munitions: [{ system: 'Boosters', count: 2 }] })).toBe(4.5);
    expect(offensiveEngineRating({ ...MAJESTIC, munitions: [{ system: 'Boosters', count: 2 }], traits: [{ system: 'Solar Sails' }] })).toBe(6.75);
  });

  it('adds the systems\' ORAT from the A.5 table', () => {
    // Starmada p.28 §A.5, on the Majestic (engine rating 4, shield rating 3)
    const ship: ShipClass = {
      ...MAJESTIC,
      equipment: { items: [{ system: 'Tractor Beam', count: 2 }], lossLimit: 1 },
      traits: [{ system: 'Carrier', value: 4 }, { system: 'Launch Tubes' }, { system: 'Shockwave' }],
      munitions: [
        { system: 'Flares', count: 4 },
        { system: 'Marines', count: 3 },
        { system: 'Mines', count: 5 },
        { system: 'Probes', count: 2 },
        { system: 'Shuttlecraft', count: 2 },
      ],
    };
    expect(Object.fromEntries(rateShip(ship).oratAdditions.map((l) => [l.item, l.value]))).toEqual({
      'Carrier (4)': 1000, // 250 per flight
      'Launch Tubes': 200, // 50 per flight
      Shockwave: 693, // shield rating × (engine rating + 3) × 33
      'Tractor Beam ×2': 30, // (engine rating + 1) × 3 each
      'Flares ×4': 28, // (engine rating + 10) × 0.5 each
      'Marines ×3': 54, // (engine rating + 5) × 2 each
      'Mines ×5': 125, // 25 each
      'Probes ×2': 20, // (engine rating + 6) each
      'Shuttlecraft ×2': 100, // 50 each
    });
  });
});

describe('defensive rating (A.2)', () => {
  it('is hull × 12 ÷ (6 − shield rating), rounded up', () => {
    // Starmada p.26 §A.2: hull 7, shield 1: 16.8 → 17
    expect(baseDefensiveRating(7, 1)).toBe(17);
  });

  it('applies multiplications before additions', () => {
    // Starmada p.26 §A.2: base 20, ×1.5 and +100 → 130, not 180
    expect(finalDefensiveRating(20, [1.5], [100])).toBe(130);
  });

  it('uses the equivalent shield rating with directional shields', () => {
    // Starmada p.26 §A.2 with p.24 §A.1: equal arcs of 1 are rating 1, so hull 7 rates 17 as in the book's example
    const ship = shipWith({
      hullSize: 7,
      tracks: { hull: [7, 6, 5, 4, 3, 2, 1], engines: [2, 2, 1, 1], weapons: [2, 2, 1, 1], shields: [4, 3, 2, 1] },
      directionalShields: { Fwd: 1, Port: 1, Stbd: 1, Aft: 1 },
    });
    expect(rateShip(ship).baseDrat).toBe(17);
  });

  it('multiplies per system and per level, and adds per flight, squad, mine and shuttle', () => {
    // Starmada p.28 §A.5 on hull 8, shield 3 (base 32)
    const cloaked = { ...MAJESTIC, equipment: { items: [{ system: 'Cloaking Device' as const, count: 1 }, { system: 'Stealth' as const, count: 2 }], lossLimit: 2 } };
    expect(rateShip(cloaked).drat).toBeCloseTo(32 * 2 * 1.2 * 1.2, 10);
    const guarded = {
      ...MAJESTIC,
      equipment: { items: [{ system: 'Overthrusters' as const, count: 1 }], lossLimit: 1 },
      traits: [{ system: 'Anti-Fighter Batteries' as const }, { system: 'Carrier' as const, value: 4 }],
      munitions: [{ system: 'Marines' as const, count: 3 }, { system: 'Mines' as const, count: 5 }, { system: 'Shuttlecraft' as const, count: 2 }],
    };
    // 32 × 1.2 × 1.3 + 40 + 3 + 5 + 4
    expect(rateShip(guarded).drat).toBeCloseTo(32 * 1.2 * 1.3 + 52, 10);
  });

  it('counts screens as hull boxes, and Ionized Hull multiplies only the hull share', () => {
    // Starmada p.28 §A.5 notes 4, 6 and 7, on hull 8 with shield 3 (12 ÷ 3 = 4 per box)
    const noSystems = { ...MAJESTIC, equipment: undefined };
    // 12 screens × 0.75 = 9 boxes: (8 + 9) × 4 = 68
    expect(rateShip({ ...noSystems, screens: { all: 12 } }).drat).toBe(68);
    // directional 10/9/9/6: 6.7 + 4.5 + 4.5 + 1.98 boxes: (8 + 17.68) × 4 = 102.72 → 103
    expect(rateShip({ ...noSystems, screens: { Fwd: 10, Port: 9, Stbd: 9, Aft: 6 } }).drat).toBe(103);
    // Ionized Hull ×1.5 on the hull's 32, not on the screens' 36: 48 + 36 = 84
    expect(rateShip({ ...noSystems, screens: { all: 12 }, traits: [{ system: 'Ionized Hull' }] }).drat).toBe(84);
  });
});

describe('the Majestic and the synthetic fixtures', () => {
  it('computes the Majestic at 187 where the book prints 185', () => {
    // Starmada p.9 and p.29: printed CR 185. A.2 (p.26) with the A.5 table gives ORAT 605 and
    // DRAT 32 × 1.5 (Countermeasures) × 1.2 (Hyperdrive) = 57.6, so ceil(√34848) = 187 (ruling 1).
    const rating = rateShip(MAJESTIC);
    expect(rating.bankOrats.map((b) => b.value)).toEqual([116, 116, 13, 25, 25, 13, 297]);
    expect(rating.orat).toBe(605);
    expect(rating.drat).toBeCloseTo(57.6, 10);
    expect(rating.combatRating).toBe(187);
    expect(MAJESTIC.combatRating).toBe(185);
    const check = checkCombatRating(MAJESTIC);
    expect(check.ok ? null : check.error[0]?.message).toBe('Majestic prints combat rating 185, but A.2 gives 187 (ORAT 605, DRAT 57.6)');
  });

  it('reproduces the synthetic ships', () => {
    // synthetic-ship oracles, computed with Starmada p.26 §A.2 and p.28 §A.5
    expect(rateShip(SYNTHETIC_CORVETTE)).toMatchObject({ orat: 149, drat: 6, combatRating: 30 });
    expect(rateShip(SYNTHETIC_CARRIER)).toMatchObject({ orat: 1274, baseDrat: 36, drat: 76, combatRating: 312 });
    expect(checkCombatRating(SYNTHETIC_CARRIER)).toEqual({ ok: true, value: 312 });
  });
});
