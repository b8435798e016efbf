import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { doublings } from '../../../../src/rules/voidstriker/sensors/doubling.ts';

describe('doubling progression', () => {
  // Voidstriker §2.33: "+1 for two, +2 for four, +3 for eight, and so on".
  test('the printed counts', () => {
    expect([1, 2, 4, 8].map(doublings)).toEqual([0, 1, 2, 3]);
  });

  // Ruling H5: counts in between round down.
  test('counts in between', () => {
    expect([0, 3, 5, 7, 15, 16, 31].map(doublings)).toEqual([0, 1, 2, 2, 3, 4, 4]);
  });

  test('2^k is exactly k doublings and 2^(k+1)−1 still k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (k) => {
        expect(doublings(2 ** k)).toBe(k);
        expect(doublings(2 ** (k + 1) - 1)).toBe(k);
      }),
    );
  });
});
