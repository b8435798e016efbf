import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clean, distance, distanceToSegment, point, unit } from '../../../../src/rules/core/plane.ts';
import { advance, bearing, norm360 } from '../../../../src/rules/metaverse/geometry/compass.ts';

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe('plane arithmetic (Metaverse p.1 "Scale")', () => {
  // Metaverse p.1: heading measured clockwise from north; scene frame y to the south.
  test('north is −y, east is +x, headings clockwise', () => {
    expect(clean(unit(0).x)).toBe(0);
    expect(clean(unit(0).y)).toBe(-1);
    expect(clean(unit(90).x)).toBe(1);
    expect(bearing(point(0, 0), point(10, 0))).toBe(90);
    expect(bearing(point(0, 0), point(0, 10))).toBe(180);
    expect(bearing(point(0, 0), point(-10, -10))).toBeCloseTo(315, 9);
    expect(advance(point(50, 50), 180, 12)).toEqual(point(50, 62));
  });

  test('norm360 keeps angles in [0, 360)', () => {
    expect(norm360(-45)).toBe(315);
    expect(norm360(720)).toBe(0);
    expect(norm360(359.9999999999999)).toBe(0);
  });

  test('distance is symmetric and never NaN for finite inputs (property)', () => {
    fc.assert(
      fc.property(finite, finite, finite, finite, (ax, ay, bx, by) => {
        const a = point(ax, ay);
        const b = point(bx, by);
        expect(distance(a, b)).toBe(distance(b, a));
        const br = bearing(a, b);
        expect(Number.isNaN(br)).toBe(false);
        expect(br >= 0 && br < 360).toBe(true);
        expect(Number.isNaN(distanceToSegment(a, b, a))).toBe(false);
      }),
    );
  });
});
