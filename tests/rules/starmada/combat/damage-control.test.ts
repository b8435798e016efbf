import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import {
  applyWeaponRepairs,
  defaultWeaponRepairs,
  repairDiceCount,
  rollDamageControl,
  validateWeaponRepairs,
} from '../../../../src/rules/starmada/combat/damage-control.ts';
import { blankShip, MAJESTIC_SHEET, MAJESTIC_TRACKS } from './fixtures.ts';

describe('damage control', () => {
  // Starmada E.1 p.48 (its example): 7 unchecked hull boxes → 3 repair dice (7 ÷ 3 = 2.33, rounded up).
  test('repair dice are a third of the unchecked hull, rounded up', () => {
    expect(repairDiceCount(blankShip({ hull: { checked: 1, pending: 0, crewFromBack: 0, crewPending: 0 } }), MAJESTIC_TRACKS)).toBe(3);
    expect(repairDiceCount(blankShip({ hull: { checked: 1, pending: 0, crewFromBack: 1, crewPending: 0 } }), MAJESTIC_TRACKS)).toBe(2);
    expect(repairDiceCount(blankShip(), MAJESTIC_TRACKS)).toBe(3);
  });

  // Starmada E.1 p.48: 4 engines, 5 weapons, 6 shields; "Only one box can be restored per track per End Phase".
  test('one box per track per End Phase', () => {
    const ship = blankShip({ engines: { checked: 2, pending: 0 }, shields: { checked: 1, pending: 0 } });
    const { ship: after, record } = rollDamageControl(ship, MAJESTIC_TRACKS, scriptedDice([4, 4, 6]));
    expect(record.repaired).toEqual(['engines', 'shields']);
    expect(after.engines.checked).toBe(1);
    expect(after.shields.checked).toBe(0);
    expect(record.summary).toBe('Majestic damage control · 4, 4, 6 · engine box restored, shield box restored');
  });

  // Starmada E.1 p.48: 1–3 do nothing, and a track with nothing checked has nothing to restore.
  test('nothing to repair', () => {
    const { ship: after, record } = rollDamageControl(blankShip(), MAJESTIC_TRACKS, scriptedDice([1, 5, 6]));
    expect(record.repaired).toEqual([]);
    expect(after).toEqual(blankShip());
  });

  // Starmada E.1 p.48: "Restore one box on the starship's weapons track, and regain the use of the appropriate
  // number of weapons and/or equipment" (Majestic: 13 → 17 is four items).
  test('a weapons box brings weapons back', () => {
    const ship = blankShip({ weapons: { checked: 1, pending: 0 }, bankLosses: [[1, 0], [1, 1, 0, 0], [0]], equipmentLost: { Hyperdrive: 1 } });
    const { ship: after, record } = rollDamageControl(ship, MAJESTIC_TRACKS, scriptedDice([5, 2, 3]));
    expect(record.weaponsToRestore).toBe(4);
    // Default (damage-control.ts): equipment first; then the battery with most lost (lasers 2: bank AB first);
    // then turrets and lasers tie at 1 lost → the first listed, turrets; then the last laser.
    const repairs = defaultWeaponRepairs(MAJESTIC_SHEET, after, record.weaponsToRestore);
    expect(repairs).toEqual([
      { kind: 'equipment', system: 'Hyperdrive', count: 1 },
      { kind: 'weapon', battery: 1, bank: 0, count: 1 },
      { kind: 'weapon', battery: 0, bank: 0, count: 1 },
      { kind: 'weapon', battery: 1, bank: 1, count: 1 },
    ]);
    expect(validateWeaponRepairs(MAJESTIC_SHEET, after, 4, repairs).ok).toBe(true);
    const repaired = applyWeaponRepairs(after, MAJESTIC_SHEET, repairs, 3);
    expect(repaired.bankLosses).toEqual([[0, 0], [0, 0, 0, 0], [0]]);
    expect(repaired.equipmentLost).toEqual({ Hyperdrive: 0 });
  });

  test('an owner cannot bring back what was not lost', () => {
    const ship = blankShip({ bankLosses: [[1, 0], [0, 0, 0, 0], [0]] });
    const r = validateWeaponRepairs(MAJESTIC_SHEET, ship, 1, [{ kind: 'weapon', battery: 2, bank: 0, count: 1 }]);
    expect(r.ok ? [] : r.error.map((e) => e.message)).toEqual(['Fusion Torpedo bank 1 has 0 lost; you chose to bring back 1.']);
  });

  // Starmada E.1 p.48 / C.5 p.42: a repaired Slow weapon counts as fired in the preceding Combat Phase.
  test('a repaired Slow bank counts as fired this turn', () => {
    const sheet = {
      batteries: [{ name: 'Siege Gun', banks: [{ count: 2 }], lossLimit: 1, profiles: [{ traits: ['Slw'] }] }],
    };
    const ship = blankShip({ bankLosses: [[1]], lastFired: [[null]] });
    const repaired = applyWeaponRepairs(ship, sheet, [{ kind: 'weapon', battery: 0, bank: 0, count: 1 }], 5);
    expect(repaired.lastFired).toEqual([[5]]);
    expect(repaired.bankLosses).toEqual([[0]]);
  });
});
