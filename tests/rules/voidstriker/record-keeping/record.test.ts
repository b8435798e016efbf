import { describe, expect, test } from 'vitest';
import { minimumRepairTurns, NO_REPAIRS, repairableDp, repairCap } from '../../../../src/rules/voidstriker/record-keeping/record.ts';

describe('repair record', () => {
  // Voidstriker §2.41: up to half the former DP, at least 1 point.
  test('cap', () => {
    expect(repairCap(1)).toBe(1);
    expect(repairCap(18)).toBe(9);
    expect(repairCap(17)).toBe(8);
    expect(repairCap(5)).toBe(2);
  });
  // Voidstriker §2.41: never more than lost, never more than the cap since the last destruction.
  test('repairable DP', () => {
    expect(repairableDp(18, 13, NO_REPAIRS)).toBe(5);
    expect(repairableDp(18, 5, NO_REPAIRS)).toBe(9);
    expect(repairableDp(18, 9, { restoredDp: 9, revivals: 1, shipyardOnly: false })).toBe(0);
    expect(repairableDp(18, 0, { restoredDp: 9, revivals: 1, shipyardOnly: false })).toBe(9);
  });
  // Voidstriker §2.41: repaired and destroyed again → 10 turns, then 100, then 1,000.
  test('B11 re-repair times', () => {
    const times = [0, 1, 2, 3].map((revivals) => minimumRepairTurns(0, { restoredDp: 1, revivals, shipyardOnly: false }));
    expect(times).toEqual([1, 10, 100, 1000]);
    expect(minimumRepairTurns(3, { restoredDp: 1, revivals: 2, shipyardOnly: false })).toBe(1);
    // Sensor pool of 10: each sensor's first revival is quick, the 11th needs 10 turns.
    expect(minimumRepairTurns(0, { restoredDp: 1, revivals: 9, shipyardOnly: false }, 10)).toBe(1);
    expect(minimumRepairTurns(0, { restoredDp: 1, revivals: 10, shipyardOnly: false }, 10)).toBe(10);
  });
});
