import { describe, expect, it } from 'vitest';
import {
  countAltitudeChanges,
  countSlips,
  countTurns,
  hasPrefix,
  hexesEntered,
  normaliseOrder,
  orderSpeed,
  slipRecord,
  straightOrder,
  type MoveOrder,
} from '../../../../src/rules/starmada/movement/order.ts';

const F = (hexes: number) => ({ kind: 'forward', hexes }) as const;
const P = { kind: 'turn', to: 'P' } as const;
const S = { kind: 'turn', to: 'S' } as const;
const L = { kind: 'slip', to: 'L' } as const;
const R = { kind: 'slip', to: 'R' } as const;
const order = (steps: MoveOrder['steps'], extra: Partial<MoveOrder> = {}): MoveOrder => ({ prefixes: [], steps, pivot: 0, ...extra });

describe('orderSpeed', () => {
  // Starmada p.15 §3.1: "4P2" indicates a speed of 6 (4 + 2).
  it('sums the forward moves: 4P2 has speed 6', () => {
    expect(orderSpeed(order([F(4), P, F(2)]))).toBe(6);
  });

  // Starmada p.17 §3.4: each sideslip counts as one hex of forward movement; P2L2 has speed 5.
  it('counts each sideslip as one hex: P2L2 has speed 5, 2R1RR speed 6', () => {
    expect(orderSpeed(order([P, F(2), L, F(2)]))).toBe(5);
    expect(orderSpeed(order([F(2), R, F(1), R, R]))).toBe(6);
  });

  // Starmada p.56 §G.5: "1[6]1(8)"; p.57 §G.6: each altitude change adds +2 to speed ("1↓S1(4)").
  it('counts orbit hexes, and two per altitude change', () => {
    expect(orderSpeed(order([F(1), { kind: 'orbit', hexes: 6 }, F(1)]))).toBe(8);
    expect(orderSpeed(order([F(1), { kind: 'altitude', change: -1 }, S, F(1)]))).toBe(4);
  });

  // Starmada p.17 §3.4: "Pivots have no effect on the ship's speed".
  it('ignores turns, u-turns and pivots', () => {
    expect(orderSpeed(order([F(3), P, F(1)], { pivot: 1 }))).toBe(4);
    expect(orderSpeed(order([{ kind: 'uTurn' }]))).toBe(0);
  });
});

describe('hexesEntered', () => {
  // Starmada p.57 §G.6: "1↓S1(4)" moves forward two hexes, turns, then one more: 3 hexes for speed 4.
  it('enters one hex per altitude change although it counts two toward speed', () => {
    expect(hexesEntered(order([F(1), { kind: 'altitude', change: -1 }, S, F(1)]))).toBe(3);
  });
});

describe('counting turns, slips and altitude changes', () => {
  it('counts each kind separately', () => {
    expect(countTurns(order([F(2), P, F(1), S, { kind: 'uTurn' }]))).toEqual({ port: 1, starboard: 1, uTurns: 1 });
    expect(countSlips(order([L, F(1), R, R]))).toEqual({ left: 1, right: 2 });
    expect(countAltitudeChanges(order([{ kind: 'altitude', change: 1 }, { kind: 'altitude', change: -1 }]))).toBe(2);
  });

  // Starmada p.17 §3.4: "2R1RR(6)" makes three slips to the right, credited next turn.
  it('records the slips made for the next turn', () => {
    expect(slipRecord(order([F(2), R, F(1), R, R]))).toEqual({ dir: 'R', count: 3 });
    expect(slipRecord(order([F(3)]))).toEqual({ dir: null, count: 0 });
  });
});

describe('normaliseOrder', () => {
  it('merges forward moves, drops empty ones, orders prefixes as the book lists them and writes -3 as +3', () => {
    const messy: MoveOrder = { prefixes: ['Z', 'E', 'Z'], steps: [F(0), F(2), F(2), P, F(0)], pivot: -3 };
    expect(normaliseOrder(messy)).toEqual({ prefixes: ['E', 'Z'], steps: [F(4), P], pivot: 3 });
  });
});

describe('straightOrder and hasPrefix', () => {
  it('builds straight-ahead orders, with no steps at speed 0', () => {
    expect(straightOrder(3)).toEqual(order([F(3)]));
    expect(straightOrder(0)).toEqual(order([]));
    expect(hasPrefix(order([F(1)], { prefixes: ['E'] }), 'E')).toBe(true);
    expect(hasPrefix(order([F(1)]), 'Z')).toBe(false);
  });
});
