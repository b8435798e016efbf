import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { band, inRange, offBandsAtDistance, range } from '../../../../src/rules/metaverse/geometry/range.ts';
import { point } from '../../../../src/rules/core/plane.ts';

describe('range and bands (Metaverse p.24 "Range"; rulings A5, A6)', () => {
  // Ruling A5: band = max(1, ceil(d/B)); a boundary belongs to the lower band; 0 is band 1.
  test('bands', () => {
    expect(band(0, 10)).toBe(1);
    expect(band(10, 10)).toBe(1);
    expect(band(10.0001, 10)).toBe(2);
    expect(band(33, 15)).toBe(3);
    expect(band(0.1 + 0.2, 0.3)).toBe(1);
    expect(inRange(30, 10, 3)).toBe(true);
    expect(inRange(30.01, 10, 3)).toBe(false);
    // Ruling A6: off-bands count both ways from the effective band
    expect(offBandsAtDistance(5, 10, 3)).toBe(2);
    expect(offBandsAtDistance(45, 10, 3)).toBe(2);
  });

  test('range is symmetric and bands never NaN (property)', () => {
    const n = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(n, n, n, n, fc.double({ min: 0.5, max: 50, noNaN: true }), (ax, ay, bx, by, b) => {
        const d = range(point(ax, ay), point(bx, by));
        expect(d).toBe(range(point(bx, by), point(ax, ay)));
        expect(Number.isInteger(band(d, b)) && band(d, b) >= 1).toBe(true);
      }),
    );
  });
});
