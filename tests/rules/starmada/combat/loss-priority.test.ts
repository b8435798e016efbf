// A standing loss priority (ruling 151) within Starmada 4.4's loss limits (p.21): "Players are free to select any
// weapons as losses", but "no battery may lose more weapons than indicated by its loss limit until all batteries
// have reached their loss limits".
import { describe, expect, test } from 'vitest';
import { standingWeaponLosses } from '../../../../src/rules/starmada/combat/loss-priority.ts';
import type { LossSheet, LossState } from '../../../../src/rules/starmada/combat/weapon-losses.ts';

// Starmada p.21's example: three batteries with loss limits (2), (3) and (4); plus one equipment line, limit (1).
const sheet: LossSheet = {
  batteries: [
    { name: 'First', banks: [{ arcs: 'AB', count: 2 }, { arcs: 'EF', count: 2 }], lossLimit: 2 },
    { name: 'Second', banks: [{ count: 6 }], lossLimit: 3 },
    { name: 'Third', banks: [{ count: 8 }], lossLimit: 4 },
  ],
  equipment: { items: [{ system: 'Fire Control', count: 1 }], lossLimit: 1 },
};
const fresh: LossState = { bankLosses: [[0, 0], [0], [0]], equipmentLost: {} };

describe('standing loss priority (4.4 p.21, ruling 151)', () => {
  test('the first entry takes losses up to its loss limit, then the next entry', () => {
    // Third first: its limit is 4, so the fifth loss goes to the next entry, Second.
    expect(standingWeaponLosses(sheet, fresh, 5, [{ kind: 'weapon', battery: 2 }, { kind: 'weapon', battery: 1 }])).toEqual([
      { kind: 'weapon', battery: 2, bank: 0, count: 4 },
      { kind: 'weapon', battery: 1, bank: 0, count: 1 },
    ]);
  });

  test('a battery without a bank named loses from its bank with the most working weapons; a named bank only from it', () => {
    const oneGone: LossState = { bankLosses: [[1, 0], [0], [0]], equipmentLost: {} };
    expect(standingWeaponLosses(sheet, oneGone, 1, [{ kind: 'weapon', battery: 0 }])).toEqual([{ kind: 'weapon', battery: 0, bank: 1, count: 1 }]);
    expect(standingWeaponLosses(sheet, oneGone, 1, [{ kind: 'weapon', battery: 0, bank: 0 }])).toEqual([{ kind: 'weapon', battery: 0, bank: 0, count: 1 }]);
  });

  test('equipment can come first', () => {
    expect(standingWeaponLosses(sheet, fresh, 1, [{ kind: 'equipment', system: 'Fire Control' }])).toEqual([{ kind: 'equipment', system: 'Fire Control', count: 1 }]);
  });

  test('a list that cannot place every loss covers nothing: the owner is asked', () => {
    // First's limit is 2 and nothing else is listed: the third loss has nowhere to go.
    expect(standingWeaponLosses(sheet, fresh, 3, [{ kind: 'weapon', battery: 0 }])).toBeNull();
  });

  test('"auto" strikes the rest by the default choice (the battery with most working weapons first)', () => {
    expect(standingWeaponLosses(sheet, fresh, 3, [{ kind: 'weapon', battery: 0 }, { kind: 'auto' }])).toEqual([
      { kind: 'weapon', battery: 0, bank: 0, count: 1 },
      { kind: 'weapon', battery: 0, bank: 1, count: 1 },
      { kind: 'weapon', battery: 2, bank: 0, count: 1 },
    ]);
  });

  test('once every battery has reached its limit, losses are free (ruling 3): the list is followed again', () => {
    const atLimits: LossState = { bankLosses: [[1, 1], [3], [4]], equipmentLost: { 'Fire Control': 1 } };
    expect(standingWeaponLosses(sheet, atLimits, 2, [{ kind: 'weapon', battery: 2 }])).toEqual([{ kind: 'weapon', battery: 2, bank: 0, count: 2 }]);
  });
});
