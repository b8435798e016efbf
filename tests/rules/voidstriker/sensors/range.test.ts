import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rangeModifier, wholeRange } from '../../../../src/rules/voidstriker/sensors/range.ts';

describe('range modifier', () => {
  // Voidstriker §2.35 / reference sheet: Range 0 1 2 3 4-6 7-10 11-15 16-21 22-30 31-45 46-70 71-100 100+.
  test('every band of the book table', () => {
    const table: [number, number][] = [
      [0, 2], [1, 1], [2, 0], [3, -1], [4, -2], [6, -2], [7, -3], [10, -3], [11, -4], [15, -4], [16, -5], [21, -5],
      [22, -6], [30, -6], [31, -7], [45, -7], [46, -8], [70, -8], [71, -9], [100, -9], [101, -10], [500, -10],
    ];
    for (const [range, mod] of table) expect(rangeModifier(range), `range ${range}`).toBe(mod);
  });

  // Worked cases: 20.3" is range 20 (−5), 8.7" is range 8 (−3).
  test('distances round down', () => {
    expect(wholeRange(20.3)).toBe(20);
    expect(rangeModifier(20.3)).toBe(-5);
    expect(wholeRange(8.7)).toBe(8);
    expect(rangeModifier(8.7)).toBe(-3);
  });

  // Ruling B2: a distance a hair under a whole inch from floating point counts as that inch.
  test('epsilon guard', () => {
    expect(wholeRange(0.9999999999999999)).toBe(1);
    expect(wholeRange(2.9999999999999996)).toBe(3);
  });

  test('never increases with distance, always between −10 and +2', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(rangeModifier(far)).toBeLessThanOrEqual(rangeModifier(near));
        expect(rangeModifier(near)).toBeGreaterThanOrEqual(-10);
        expect(rangeModifier(near)).toBeLessThanOrEqual(2);
      }),
    );
  });
});
