import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { activationOrder, alternationOrder, formatSequence, unitsPerTurn } from '../../../../src/rules/starmada/fighters/activation-order.ts';

const seq = (a: number, b: number, tie?: 'A' | 'B'): string => formatSequence(activationOrder(a, b, tie).sequence);

describe('activationOrder: the book oracles', () => {
  // Starmada p.18 §4.0: A 3 ships, B 5 → "B-A-B-A-BA-B-B" in the OCR; corrected per ruling 56.
  it('3 vs 5: B-A-B-A-B-A-B-B', () => {
    expect(seq(3, 5)).toBe('B-A-B-A-B-A-B-B');
  });

  // Starmada p.18 §4.0: A 5, B 2 → two at a time; corrected per ruling 56 (7 activations).
  it('5 vs 2: A-A-B-A-A-B-A', () => {
    expect(seq(5, 2)).toBe('A-A-B-A-A-B-A');
    expect(activationOrder(5, 2).perTurn).toBe(2);
  });

  // Starmada p.22 §5.2 (its example): 7 flights vs 5.
  it('7 vs 5 flights: A-B-A-B-A-B-A-B-A-B-A-A', () => {
    expect(seq(7, 5)).toBe('A-B-A-B-A-B-A-B-A-B-A-A');
  });

  // Starmada p.22 §5.2 (its example): 9 flights vs 4, more than twice as many → two at a time.
  it('9 vs 4 flights: A-A-B-A-A-B-A-A-B-A-A-B-A', () => {
    expect(seq(9, 4)).toBe('A-A-B-A-A-B-A-A-B-A-A-B-A');
  });

  // Starmada p.46 §D.8: 11 vs 7 → "A-B-A-B-A-B-A-B-A-B-A-B-A-B-AA-A-A".
  it('11 vs 7: A-B seven times, then A-A-A-A', () => {
    expect(seq(11, 7)).toBe(`${Array(7).fill('A-B').join('-')}-A-A-A-A`);
  });

  // Starmada p.46 §D.8: A 3, B 7 → "B-B-A-B-B-A-B-B-A-B".
  it('3 vs 7: B-B-A-B-B-A-B-B-A-B', () => {
    expect(seq(3, 7)).toBe('B-B-A-B-B-A-B-B-A-B');
  });
});

describe('activationOrder: ratio and ties', () => {
  // Starmada p.18 §4.0: "more than twice as many … two at a time; more than three times … three at a time".
  it('exactly twice as many is still one at a time; more than three times is three', () => {
    expect(unitsPerTurn(6, 3)).toBe(1);
    expect(unitsPerTurn(7, 3)).toBe(2);
    expect(unitsPerTurn(9, 3)).toBe(2);
    expect(unitsPerTurn(10, 3)).toBe(3);
    expect(seq(10, 3)).toBe('A-A-A-B-A-A-A-B-A-A-A-B-A');
  });

  // Starmada p.18 §4.0: "If both sides have the same number … roll a die to determine which side goes first."
  it('equal counts roll one die: 1-3 A starts, 4-6 B starts, and the die is returned', () => {
    const low = activationOrder(3, 3, scriptedDice([3]));
    expect(formatSequence(low.sequence)).toBe('A-B-A-B-A-B');
    expect(low.tieRoll).toBe(3);
    const high = activationOrder(2, 2, scriptedDice([4]));
    expect(formatSequence(high.sequence)).toBe('B-A-B-A');
    expect(high.first).toBe('B');
    expect(high.tieRoll).toBe(4);
  });

  // Starmada p.18 §4.0 (a tie decided elsewhere, e.g. by an earlier roll): no die needed.
  it('a side given as the tie-break starts without a die', () => {
    const order = activationOrder(2, 2, 'B');
    expect(formatSequence(order.sequence)).toBe('B-A-B-A');
    expect(order.tieRoll).toBeUndefined();
  });

  it('a tie without a tie-break is a bug', () => {
    expect(() => activationOrder(2, 2)).toThrow(/tie-break/);
  });

  // Starmada p.18 §4.0: once the smaller side is done, the larger side activates all its remaining units.
  it('one side with no units: the other activates all of them; nobody: empty', () => {
    expect(seq(0, 3)).toBe('B-B-B');
    expect(activationOrder(0, 0).sequence).toEqual([]);
    expect(activationOrder(0, 0).first).toBeNull();
  });

  // Starmada p.18 §4.0 and p.22 §5.2: the ratio rule as a property over all counts.
  it('property: each side appears as often as it has units, the larger side first, never more than k in a row before the smaller is done', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom<'A' | 'B'>('A', 'B'), (a, b, tie) => {
        const order = activationOrder(a, b, tie);
        expect(order.sequence.filter((s) => s === 'A')).toHaveLength(a);
        expect(order.sequence.filter((s) => s === 'B')).toHaveLength(b);
        if (a !== b && a + b > 0) expect(order.first).toBe(a > b ? 'A' : 'B');
        if (a > 0 && b > 0) {
          const big = a > b ? 'A' : a < b ? 'B' : order.first;
          const small = big === 'A' ? 'B' : 'A';
          const lastSmall = order.sequence.lastIndexOf(small);
          const text = order.sequence.slice(0, lastSmall + 1).join('');
          const longest = Math.max(...text.split(small).map((run) => run.length));
          expect(longest).toBeLessThanOrEqual(order.perTurn);
        }
      }),
    );
  });
});

describe('alternationOrder (deployment and scrambling, p.12 §2.3)', () => {
  // Starmada p.12 §2.3: the side with more ships places first, then the sides alternate one at a time.
  it('alternates one at a time even when one side has more than twice as many', () => {
    expect(formatSequence(alternationOrder(5, 2).sequence)).toBe('A-B-A-B-A-A-A');
    expect(formatSequence(alternationOrder(1, 3).sequence)).toBe('B-A-B-B');
  });

  // Starmada p.12 §2.3 (tie: roll a die) and p.59 §S.1 (the attacker deploys first).
  it('ties roll a die; a scenario may name who starts (S.1: the attacker deploys first)', () => {
    const tie = alternationOrder(2, 2, scriptedDice([6]));
    expect(formatSequence(tie.sequence)).toBe('B-A-B-A');
    expect(tie.tieRoll).toBe(6);
    expect(formatSequence(alternationOrder(2, 5, undefined, 'A').sequence)).toBe('A-B-A-B-B-B-B');
  });
});
