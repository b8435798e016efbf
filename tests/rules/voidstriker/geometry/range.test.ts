import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rangeInches } from '../../../../src/rules/voidstriker/geometry/range.ts';
import { distance } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point } from '../book-frame.ts';

const coord = fc.double({ min: -500, max: 500, noNaN: true });
const pt = fc.record({ x: coord, y: coord });

describe('range in whole inches (Voidstriker §2.35 range table; ruling B2)', () => {
  // A worked case: centre distance 20.3" → range 20.
  test('D6: 20.3" is range 20', () => {
    expect(rangeInches(point(0, 0), point(0, 20.3))).toBe(20);
  });

  // A worked case: 8.7" → range 8.
  test('D7: 8.7" is range 8', () => {
    expect(rangeInches(point(1, 1), point(1 + 8.7 * Math.sin(1), 1 + 8.7 * Math.cos(1)))).toBe(8);
  });

  test('counters in the same inch are at range 0; exactly 100" is 100', () => {
    expect(rangeInches(point(0, 0), point(0.6, 0.6))).toBe(0);
    expect(rangeInches(point(0, 0), point(60, 80))).toBe(100);
  });

  test('range is the distance rounded down, symmetric and unchanged by moving both counters', () => {
    fc.assert(
      fc.property(pt, pt, pt, (a, b, shift) => {
        const r = rangeInches(a, b);
        const d = distance(a, b);
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeLessThanOrEqual(d + 1e-9);
        expect(r + 1).toBeGreaterThan(d);
        expect(rangeInches(b, a)).toBe(r);
        const moved = rangeInches(point(a.x + shift.x, a.y + shift.y), point(b.x + shift.x, b.y + shift.y));
        expect(Math.abs(moved - r)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
