import { describe, expect, test } from 'vitest';
import {
  applyWeaponLosses,
  defaultWeaponLosses,
  validateWeaponLosses,
  workingItems,
} from '../../../../src/rules/starmada/combat/weapon-losses.ts';
import type { LossSheet, LossState } from '../../../../src/rules/starmada/combat/weapon-losses.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import { MAJESTIC_SHEET } from './fixtures.ts';

const fresh: LossState = { bankLosses: [[0, 0], [0, 0, 0, 0], [0]], equipmentLost: {} };

// Starmada p.21 (its example): three batteries with loss limits (2), (3) and (4).
const threeBatteries: LossSheet = {
  batteries: [
    { name: 'First', banks: [{ count: 4 }], lossLimit: 2 },
    { name: 'Second', banks: [{ count: 6 }], lossLimit: 3 },
    { name: 'Third', banks: [{ count: 8 }], lossLimit: 4 },
  ],
};

describe('loss limits', () => {
  // Starmada p.21: "the ship cannot lose a fifth weapon from its third battery until at least two weapons in the
  // first battery and three weapons in the second battery have been damaged".
  test('the third battery’s fifth loss waits for the others', () => {
    const notYet = validateWeaponLosses(threeBatteries, { bankLosses: [[2], [2], [4]], equipmentLost: {} }, 1, [{ kind: 'weapon', battery: 2, bank: 0, count: 1 }]);
    expect(notYet.ok).toBe(false);
    if (!notYet.ok) {
      expect(notYet.error.map((e) => e.code)).toEqual(['ERR_LOSS_LIMIT']);
      expect(notYet.error[0]?.message).toBe(
        'Third would lose 5, over its loss limit of 4, before Second (lost 2 of its limit 3) reaches its limit. Take those losses first.',
      );
    }
    const now = validateWeaponLosses(threeBatteries, { bankLosses: [[2], [3], [4]], equipmentLost: {} }, 1, [{ kind: 'weapon', battery: 2, bank: 0, count: 1 }]);
    expect(now.ok).toBe(true);
  });

  // Starmada p.21: losses taken together are judged where they end: filling Second to its limit in the same
  // choice lets Third go past its own.
  test('one choice can fill a limit and pass another', () => {
    const r = validateWeaponLosses(threeBatteries, { bankLosses: [[2], [2], [4]], equipmentLost: {} }, 2, [
      { kind: 'weapon', battery: 1, bank: 0, count: 1 },
      { kind: 'weapon', battery: 2, bank: 0, count: 1 },
    ]);
    expect(r.ok).toBe(true);
  });

  // Starmada p.21: "all equipment items ... are considered to form a separate battery, with its own loss limit".
  test('equipment is one more battery', () => {
    const r = validateWeaponLosses(MAJESTIC_SHEET, fresh, 2, [
      { kind: 'equipment', system: 'Countermeasures', count: 1 },
      { kind: 'equipment', system: 'Hyperdrive', count: 1 },
    ]);
    expect(r.ok ? 'ok' : r.error.map((e) => e.code)).toEqual(['ERR_LOSS_LIMIT']);
  });

  test('the count, the banks and the items must be real', () => {
    const r = validateWeaponLosses(MAJESTIC_SHEET, fresh, 4, [
      { kind: 'weapon', battery: 1, bank: 0, count: 2 },
      { kind: 'weapon', battery: 7, bank: 0, count: 1 },
      { kind: 'equipment', system: 'Cloaking Device', count: 1 },
    ]);
    expect(r.ok ? [] : r.error.map((e) => e.message)).toEqual([
      'This ship has no battery 8 bank 1. Pick a bank from the sheet.',
      'This ship carries no Cloaking Device. Pick equipment from the sheet.',
      'Laser Cannon bank 1 (AB) has 1 working; you chose to lose 2.',
    ]);
  });

  test('a wrong total is refused', () => {
    const r = validateWeaponLosses(MAJESTIC_SHEET, fresh, 4, [{ kind: 'weapon', battery: 1, bank: 1, count: 1 }]);
    expect(r.ok ? [] : r.error.map((e) => e.message)).toEqual(['Choose 4 losses; you chose 1.']);
  });

  // Ruling 3: once every battery is at its limit, losses are free.
  test('after every battery reached its limit, anything goes', () => {
    const state: LossState = { bankLosses: [[1, 1], [1, 1, 1, 0], [2]], equipmentLost: { Hyperdrive: 1 } };
    const r = validateWeaponLosses(MAJESTIC_SHEET, state, 2, [{ kind: 'weapon', battery: 2, bank: 0, count: 2 }]);
    expect(r.ok).toBe(true);
  });

  // Ruling 1: the Majestic's track counts 17 for 16 items; when more losses are owed than items work, all go.
  test('owing more than is left takes everything that is left', () => {
    const state: LossState = { bankLosses: [[2, 2], [1, 2, 2, 1], [4]], equipmentLost: { Hyperdrive: 1 } };
    expect(workingItems(MAJESTIC_SHEET, state)).toBe(1);
    expect(defaultWeaponLosses(MAJESTIC_SHEET, state, 4)).toEqual([{ kind: 'equipment', system: 'Countermeasures', count: 1 }]);
    expect(validateWeaponLosses(MAJESTIC_SHEET, state, 4, [{ kind: 'equipment', system: 'Countermeasures', count: 1 }]).ok).toBe(true);
  });
});

describe('the default choice', () => {
  // Starmada p.10 (its example): 17 → 13, four losses. Default (weapon-losses.ts): from the battery with the
  // most working weapons each time, its fullest bank first, ties to the first listed; equipment last.
  // Lasers 6 → AC; lasers 5 → BD; 4/4/4 → turrets ACE; lasers 4 vs torpedoes 4 → lasers AB (lasers now at limit 3).
  test('the Majestic’s first weapon hit', () => {
    const losses = defaultWeaponLosses(MAJESTIC_SHEET, fresh, 4);
    expect(losses).toEqual([
      { kind: 'weapon', battery: 1, bank: 1, count: 1 },
      { kind: 'weapon', battery: 1, bank: 2, count: 1 },
      { kind: 'weapon', battery: 0, bank: 0, count: 1 },
      { kind: 'weapon', battery: 1, bank: 0, count: 1 },
    ]);
    expect(validateWeaponLosses(MAJESTIC_SHEET, fresh, 4, losses).ok).toBe(true);
    // The ship library's class is read the same way as the fixture.
    expect(defaultWeaponLosses(MAJESTIC, fresh, 4)).toEqual(losses);
  });

  // Starmada C.5 p.43 Expendable: a fired weapon's diamond is filled; losing it costs nothing more.
  test('fired Expendable weapons go first', () => {
    const sheet: LossSheet = { batteries: [{ name: 'Gun', banks: [{ count: 4 }], lossLimit: 2 }, { name: 'Rocket', banks: [{ count: 2 }, { count: 2 }], lossLimit: 2 }] };
    const state: LossState = { bankLosses: [[0], [0, 0]], equipmentLost: {}, expended: [[0], [0, 1]] };
    expect(defaultWeaponLosses(sheet, state, 1)).toEqual([{ kind: 'weapon', battery: 1, bank: 1, count: 1 }]);
  });

  test('the default never breaks a loss limit', () => {
    for (let owed = 1; owed <= 16; owed++) {
      const losses = defaultWeaponLosses(MAJESTIC_SHEET, fresh, owed);
      expect(validateWeaponLosses(MAJESTIC_SHEET, fresh, owed, losses).ok).toBe(true);
    }
  });
});

test('applying losses fills the boxes', () => {
  const after = applyWeaponLosses(fresh, [
    { kind: 'weapon', battery: 1, bank: 2, count: 2 },
    { kind: 'equipment', system: 'Hyperdrive', count: 1 },
  ]);
  expect(after.bankLosses).toEqual([[0, 0], [0, 0, 2, 0], [0]]);
  expect(after.equipmentLost).toEqual({ Hyperdrive: 1 });
  expect(fresh.bankLosses[1]).toEqual([0, 0, 0, 0]);
});
