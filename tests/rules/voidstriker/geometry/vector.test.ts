import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distance, floorLength as floorInches, norm180, norm360, point } from '../../../../src/rules/core/plane.ts';
import { bookBearingOf as bearingOf, bookUnit as unit } from '../book-frame.ts';

const angle = fc.double({ min: -1e4, max: 1e4, noNaN: true });

describe('compass frame (book frame, §2.31)', () => {
  // Book frame: heading 0 = +y (north), 90 = +x (east), unit(θ) = (sin θ, cos θ).
  test('headings point where the book frame says', () => {
    expect(unit(0).x).toBeCloseTo(0, 12);
    expect(unit(0).y).toBeCloseTo(1, 12);
    expect(unit(90).x).toBeCloseTo(1, 12);
    expect(unit(90).y).toBeCloseTo(0, 12);
    expect(unit(270).x).toBeCloseTo(-1, 12);
    expect(bearingOf(point(0, -3))).toBeCloseTo(180, 12);
    expect(bearingOf(point(-1, 0))).toBeCloseTo(270, 12);
    expect(bearingOf(point(0, 0))).toBeNull();
  });

  test('norm360 lands in [0, 360) and norm180 in (−180, 180]', () => {
    expect(norm360(-90)).toBe(270);
    expect(norm360(720)).toBe(0);
    expect(norm180(180)).toBe(180);
    expect(norm180(-180)).toBe(180);
    fc.assert(
      fc.property(angle, (a) => {
        const n = norm360(a);
        const m = norm180(a);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(360);
        expect(m).toBeGreaterThan(-180);
        expect(m).toBeLessThanOrEqual(180);
      }),
    );
  });

  test('bearingOf inverts unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), (h) => {
        const b = bearingOf(unit(h));
        expect(b).not.toBeNull();
        expect(Math.abs(norm180((b ?? 0) - h))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('rounding down with the floating-point allowance (ruling B2)', () => {
  // Voidstriker §2.31 "rounded down"; ruling B2: 0.9999999999999999 must count as 1.
  test('a hair under a whole inch counts as the whole inch', () => {
    expect(floorInches(0.9999999999999999)).toBe(1);
    expect(floorInches(6.999)).toBe(6);
    expect(floorInches(0)).toBe(0);
    expect(distance(point(0, 0), point(3, 4))).toBe(5);
  });
});
