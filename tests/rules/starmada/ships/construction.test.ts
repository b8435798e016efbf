import { describe, expect, it } from 'vitest';
import {
  bankArcFactor,
  bankSpaceUnits,
  batteryBsur,
  checkDesign,
  engineFactor,
  engineSpaceUnits,
  equivalentShieldRating,
  mountModifier,
  profileBsur,
  profileBsurParts,
  shieldFactor,
  spaceUnitBudget,
  systemSpaceUnits,
  techLevelModifier,
  totalSpaceUnits,
  weaponBankCosts,
} from '../../../../src/rules/starmada/ships/construction.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import { roundTenth } from '../../../../src/rules/starmada/ships/rounding.ts';
import type { Battery, ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { SYNTHETIC_CARRIER, SYNTHETIC_CORVETTE, profile, shipWith } from './fixtures.ts';

const suOf = (ship: ShipClass, item: string): number | undefined => spaceUnitBudget(ship).lines.find((l) => l.item === item)?.su;

describe('space units, engines and shields (A.1)', () => {
  it('gives a hull H × (H + 30) × 5 space units', () => {
    // Starmada p.24 §A.1 (hull 8: the Majestic's 1520)
    expect(totalSpaceUnits(8)).toBe(1520);
    expect(totalSpaceUnits(1)).toBe(155);
    expect(totalSpaceUnits(35)).toBe(11375);
  });

  it('prices engines by the engine factor H × (H + 5)', () => {
    // Starmada p.24 §A.1: "on a hull size 5 starship (engine factor 50), an engine rating of 4 would require ... 200 SUs"
    expect(engineFactor(5)).toBe(50);
    expect(engineSpaceUnits(5, 4)).toBe(200);
  });

  it('prices shields by the shield factor (H + 4) × 9', () => {
    // Starmada p.24 §A.1; the Majestic's shield rating 3 costs 324
    expect(shieldFactor(8)).toBe(108);
    expect(spaceUnitBudget(MAJESTIC).lines.find((l) => l.at === 'tracks.shields')?.su).toBe(324);
  });

  it('rates directional shields by their equivalent shield rating, to the nearest tenth', () => {
    // Starmada p.24 §A.1: equal arcs give back the same rating
    expect(equivalentShieldRating({ Fwd: 3, Port: 3, Stbd: 3, Aft: 3 })).toBe(3);
    // Starmada p.24 §A.1 with the B.7 example ratings (p.32): 6 − 6 ÷ (2/3 + 1.5/4 + 1.5/4 + 1/5) = 2.289 → 2.3
    expect(equivalentShieldRating({ Fwd: 3, Port: 2, Stbd: 2, Aft: 1 })).toBe(2.3);
    // Starmada p.24 §A.1: the shield SU is the equivalent rating × shield factor, rounded up: 2.3 × 108 = 248.4 → 249
    const ship = shipWith({
      hullSize: 8,
      tracks: { hull: [8, 7, 6, 5, 4, 3, 2, 1], engines: [2, 2, 1, 1], weapons: [2, 2, 1, 1], shields: [8, 6, 4, 2] },
      directionalShields: { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 },
    });
    expect(spaceUnitBudget(ship).lines.find((l) => l.at === 'tracks.shields')?.su).toBe(249);
  });
});

describe('base SU requirement of a weapon (A.1)', () => {
  it('multiplies long range, ROF, ACC factor, IMP + 0.25 and DMG + 0.60, to the nearest tenth', () => {
    // Starmada p.25 §A.1: RNG 5-10-15, ROF 2, ACC 4+, IMP 1, DMG 2 → 24.375 → 24.4
    const weapon = profile({ range: [5, 10, 15], rof: 2, acc: 4, imp: 1, dmg: 2 });
    expect(profileBsurParts(weapon).base).toBeCloseTo(24.375, 10);
    expect(profileBsur(weapon)).toBe(24.4);
  });

  it('prices a seeking weapon with MA as its range, the seeking ACC row and MA × ROF ÷ 3 added', () => {
    // Starmada p.25 §A.1: MA 8; 2× 4+/1/2 → 15.6, "to this is added 5.3 (8 × 2 ÷ 3), for a final value of 21.9".
    // 15.6 + 5.3 is 20.9: the book's total is an arithmetic slip, so the test holds the rule, not the misprint.
    const seeker = profile({ range: null, ma: 8, rof: 2, acc: 4, imp: 1, dmg: 2 });
    const parts = profileBsurParts(seeker);
    expect(roundTenth(parts.base)).toBe(15.6);
    expect(roundTenth(parts.seekerAddition)).toBe(5.3);
    expect(parts.bsur).toBe(20.9);
  });

  it('adds ROF × seeking ACC factor × 2 for a Defensive weapon, which takes no multiplier', () => {
    // Starmada p.25 §A.1 (Defensive), with the Seeking/Defensive ACC row for the whole weapon (Drydock, p.76 §Z.2):
    // 6 × 1 × 0.30 × 1.25 × 1.6 = 3.6, + 1 × 0.30 × 2 = 0.6 → 4.2
    expect(profileBsur(profile({ range: [2, 4, 6], traits: ['Dfn'] }))).toBe(4.2);
  });

  it('applies Accurate, Expendable and Slow after the additions, the other traits before', () => {
    // Starmada p.25 §A.1: seeker MA 8, 1× 4+/1/1 is 4.8 + 8/3; Slow (×0.6) applies to the sum: 7.47 × 0.6 = 4.48 → 4.5
    expect(profileBsur(profile({ range: null, ma: 8, traits: ['Slw'] }))).toBe(4.5);
    // Slow taken twice (p.42) applies twice: 7.47 × 0.36 = 2.69 → 2.7
    expect(profileBsur(profile({ range: null, ma: 8, traits: ['Slw', 'Slw'] }))).toBe(2.7);
    // Repeating (×1.4) applies before the seeker addition: 4.8 × 1.4 + 2.67 = 9.39 → 9.4
    expect(profileBsur(profile({ range: null, ma: 8, traits: ['Rpt'] }))).toBe(9.4);
    // Defensive + Accurate: (3.6 + 0.6) × 1.3 = 5.46 → 5.5
    expect(profileBsur(profile({ range: [2, 4, 6], traits: ['Acr', 'Dfn'] }))).toBe(5.5);
  });

  it('uses the pair chart, not the two single multipliers, for two range-based traits', () => {
    // Starmada p.25 §A.1 second chart: Carronade + Diffuse (the PD Missile Launcher's pair, p.41) is ×0.9,
    // not 0.8 × 0.9: 9 × 0.25 × 1.25 × 1.6 = 4.5 → 4.05 → 4.1
    expect(profileBsur(profile({ traits: ['Crn', 'Dfs'] }))).toBe(4.1);
    // Telescopic + Focused is ×2.8 (IMP "*" counts as 1): 4.5 × 2.8 = 12.6
    expect(profileBsur(profile({ imp: null, traits: ['Tls', 'Fcs'] }))).toBe(12.6);
    // A single range trait uses its own multiplier: Guided ×1.1 → 4.95 → 5.0 (half-up, ruling 40)
    expect(profileBsur(profile({ traits: ['Gid'] }))).toBe(5);
  });

  it('prices a dual-mode battery as the larger mode plus half the smaller', () => {
    // Starmada p.25 §A.1 (C.2): 18 × 0.15 × 2.25 × 1.6 = 9.72 → 9.7; 6 × 2 × 0.25 × 1.25 × 1.6 × 1.3 = 7.8;
    // 9.7 + 3.9 = 13.6
    const dual: Battery = {
      name: 'Disruptor',
      profiles: [
        profile({ mode: 'Assault', range: [6, 12, 18], acc: 5, imp: 2 }),
        profile({ mode: 'Point Defense', range: [2, 4, 6], rof: 2, traits: ['Acr'] }),
      ],
      banks: [{ arcs: 'AB', count: 1 }],
      lossLimit: 1,
    };
    expect(batteryBsur(dual)).toBe(13.6);
  });
});

describe('weapon bank SU (A.1)', () => {
  it('multiplies BSUR by weapons and arcs + 1, rounded up', () => {
    // Starmada p.25 §A.1: 24.4 × 3 × (3 + 1) = 292.8 → 293
    expect(bankSpaceUnits(24.4, { arcs: 'GHI', count: 3 })).toBe(293);
  });

  it('counts a defensive arc as 1.5 arcs and alternate arcs as their standard letters', () => {
    // Starmada p.26 §A.1: "a bank of two weapons with a [Fwd] firing arc would multiply the base SU requirement by 5"
    expect(bankSpaceUnits(1, { arcs: 'Fwd', count: 2 })).toBe(5);
    // Starmada p.26 §A.1 with C.1 (p.39): FH = GHI, TT = ABCDEF
    expect(bankArcFactor('FH')).toBe(bankArcFactor('GHI'));
    expect(bankArcFactor('TT')).toBe(7);
  });

  it('scales multi-weapon mounts by ×1.0, ×1.5, ×2.0, ×2.5', () => {
    // Starmada p.26 §A.1 (C.3)
    expect([1, 2, 3, 4].map(mountModifier)).toEqual([1, 1.5, 2, 2.5]);
    expect(bankSpaceUnits(10, { arcs: 'AB', count: 2, mountSize: 3 })).toBe(120);
  });

  it('prices the Majestic\'s banks within its SU budget', () => {
    // Starmada p.29 §A.6 ship, A.1 p.25 rules; turret BSUR 10.8 (Pr1 ×1.5), laser 2.7, torpedo 19.5
    expect(weaponBankCosts(MAJESTIC).map((b) => [b.bsur, b.su])).toEqual([
      [10.8, 87], [10.8, 87], [2.7, 9], [2.7, 17], [2.7, 17], [2.7, 9], [19.5, 234],
    ]);
  });

  it('raises every bank by 30% per level of Fire Control and 50% with Long Range Sensors', () => {
    // Starmada p.28 §A.5 notes 3 and 5: the torpedo bank 19.5 × 4 × 3 = 234 becomes 304.2 → 305, or 351
    const withFireControl = { ...MAJESTIC, equipment: { items: [{ system: 'Fire Control' as const, count: 1 }], lossLimit: 1 } };
    const withSensors = { ...MAJESTIC, equipment: { items: [{ system: 'Long Range Sensors' as const, count: 1 }], lossLimit: 1 } };
    expect(weaponBankCosts(withFireControl).at(-1)?.su).toBe(305);
    expect(weaponBankCosts(withSensors).at(-1)?.su).toBe(351);
  });
});

describe('starship systems (A.5 table)', () => {
  it('prices each system by its engine factor, shield factor or flat cost', () => {
    // Starmada p.28 §A.5, on hull 8 (engine factor 104, shield factor 108) with engine rating 4 and shields 3
    const ship: ShipClass = {
      ...MAJESTIC,
      equipment: {
        items: [
          { system: 'Cloaking Device', count: 1 },
          { system: 'Countermeasures', count: 2 },
          { system: 'Hyperdrive', count: 1 },
          { system: 'Overthrusters', count: 1 },
          { system: 'Stealth', count: 2 },
          { system: 'Stutterdrive', count: 1 },
          { system: 'Tractor Beam', count: 2 },
        ],
        lossLimit: 5,
      },
      traits: [
        { system: 'Anti-Fighter Batteries' },
        { system: 'Cargo', value: 2 },
        { system: 'Carrier', value: 4 },
        { system: 'Launch Tubes' },
        { system: 'Ionized Hull' },
        { system: 'Shockwave' },
        { system: 'Solar Sails' },
      ],
      munitions: [
        { system: 'Boosters', count: 3 },
        { system: 'Flares', count: 4 },
        { system: 'Marines', count: 3 },
        { system: 'Mines', count: 5 },
        { system: 'Probes', count: 2 },
        { system: 'Shuttlecraft', count: 2 },
      ],
      screens: { all: 12 },
    };
    expect(Object.fromEntries(systemSpaceUnits(ship).map((l) => [l.item, l.su]))).toEqual({
      'Cloaking Device': 324, // SF × 3
      'Countermeasures ×2': 432, // SF × 2 per level
      Hyperdrive: 104, // EF × 1
      Overthrusters: 104, // EF × 1
      'Stealth ×2': 216, // SF × 1 per level
      Stutterdrive: 208, // engine rating × EF × 0.5
      'Tractor Beam ×2': 6, // 3 each
      'Anti-Fighter Batteries': 108, // SF × 1
      'Cargo (2)': 100, // capacity × 50
      'Carrier (4)': 200, // 50 per flight
      'Launch Tubes': 40, // 10 per flight
      'Ionized Hull': 216, // SF × 2
      Shockwave: 300, // shield rating × 100
      'Boosters ×3': 78, // EF × 0.25 each
      'Flares ×4': 20, // 5 each
      'Marines ×3': 30, // 10 each
      'Mines ×5': 25, // 5 each
      'Probes ×2': 10, // 5 each
      'Shuttlecraft ×2': 20, // 10 each
      'Screens ×12': 360, // 30 each
    });
  });

  it('prices directional screens at 15 each', () => {
    // Starmada p.28 §A.5: the B.18 example's 10 + 9 + 9 + 6 directional screens (p.36)
    const ship = { ...MAJESTIC, screens: { Fwd: 10, Port: 9, Stbd: 9, Aft: 6 } };
    expect(suOf(ship, 'Directional screens ×34')).toBe(510);
  });
});

describe('technology levels (A.4)', () => {
  it('maps +2…−2 to 50%, 70%, 100%, 140%, 200%', () => {
    // Starmada p.27 §A.4
    expect([2, 1, 0, -1, -2].map(techLevelModifier)).toEqual([0.5, 0.7, 1, 1.4, 2]);
  });

  it('cuts engines to 70% at Engines TL +1 and doubles weapons at Weapons TL −2', () => {
    // Starmada p.27 §A.4: "Engines TL +1 would reduce the SU cost of the starship's engines to 70% of normal,
    // while Weapons TL -2 would double the SU cost of the ship's weaponry"
    expect(engineSpaceUnits(5, 4, techLevelModifier(1))).toBe(140);
    const weapon = profile({ range: [5, 10, 15], rof: 2, acc: 4, imp: 1, dmg: 2 });
    expect(profileBsur(weapon, techLevelModifier(-2))).toBe(48.8);
    const tl = { ...MAJESTIC, techLevels: { engines: 1, fighters: 0, shields: 0, weapons: -2 } };
    expect(suOf(tl, 'Engines (rating 4)')).toBe(292); // 416 × 0.7 = 291.2 → 292
    expect(weaponBankCosts(tl).at(-1)?.su).toBe(468); // BSUR 39.0, × 4 × 3
  });

  it('scales systems by their tech category (ruling: the A.5 "Tech" column)', () => {
    // Starmada p.27 §A.4 and p.28 §A.5: Countermeasures are a Shields system; at Shields TL +2 they cost half
    const tl = { ...MAJESTIC, techLevels: { engines: 0, fighters: 0, shields: 2, weapons: 0 } };
    expect(suOf(tl, 'Countermeasures')).toBe(108);
    expect(suOf(tl, 'Hyperdrive')).toBe(104);
  });
});

describe('checkDesign', () => {
  it('fills the Majestic\'s 1520 SU exactly', () => {
    // Starmada p.29 §A.6 ship with the A.1/A.5 prices: 416 + 324 + 174 + 52 + 234 + 216 + 104
    const result = checkDesign(MAJESTIC);
    expect(result.ok && { used: result.value.used, capacity: result.value.capacity }).toEqual({ used: 1520, capacity: 1520 });
  });

  it('matches the budgets of the synthetic ships', () => {
    // synthetic-ship oracles, built with Starmada p.24-28 §A.1-A.5
    expect(spaceUnitBudget(SYNTHETIC_CORVETTE).used).toBe(222);
    expect(spaceUnitBudget(SYNTHETIC_CARRIER).used).toBe(1261);
  });

  it('says in a sentence how far over budget a design is and what costs most', () => {
    // Starmada p.24 §A.1: "the sum of the requirements for all of a ship's components cannot exceed the total"
    const heavier = { ...MAJESTIC, tracks: { ...MAJESTIC.tracks, shields: [5, 4, 3, 2] } };
    const result = checkDesign(heavier);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toHaveLength(1);
    expect(result.error[0]?.code).toBe('ERR_SHIP_OVER_BUDGET');
    expect(result.error[0]?.message).toBe(
      'Majestic needs 1736 SU but a hull of size 8 holds 1520: it is 216 SU over budget. The largest items are Shields (rating 5) 540 SU, Engines (rating 4) 416 SU, Fusion Torpedo AB ×4 234 SU.',
    );
  });

  it('asks for range bands in equal thirds', () => {
    // Starmada p.6 §0.2 (glossary, "Range"): "Range is divided into three equal bands"
    const ship = shipWith({ batteries: [{ name: 'Laser', profiles: [profile({ range: [3, 5, 9] })], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 1 }] });
    const result = checkDesign(ship);
    expect(result.ok ? [] : result.error.map((e) => [e.at, e.message])).toEqual([
      ['batteries[0].profiles[0].range', "Laser's RNG 3-5-9 does not split into three equal bands, e.g. 3-6-9"],
    ]);
  });
});
