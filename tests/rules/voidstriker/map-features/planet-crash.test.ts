import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as crashes from '../../../../src/rules/voidstriker/map-features/planet-crash.ts';
import { point } from '../../../../src/rules/core/plane.ts';
import { inBookFrame } from '../book-frame.ts';

// Written in the book's frame (y north): the rules are called through it.
const planetCrash = inBookFrame(crashes.planetCrash);
const plotCrashWarning = inBookFrame(crashes.plotCrashWarning);

const earth = { id: 'earth', center: point(0, 0), diameter: 13 };

describe('flying into a planet (Voidstriker §3.21; not in the book — ruling B11)', () => {
  test('a segment that enters the disc crashes at the surface', () => {
    const crash = planetCrash(point(0, 10), point(0, 0), [earth]);
    expect(crash?.planetId).toBe('earth');
    expect(crash?.destroyed).toBe(true);
    expect(crash?.at.x).toBeCloseTo(0, 9);
    expect(crash?.at.y).toBeCloseTo(6.5, 9);
    expect(crash?.t).toBeCloseTo(0.35, 9);
  });

  test('passing by, or a ship following the landing procedure (§3.23), does not crash', () => {
    expect(planetCrash(point(-10, 7), point(10, 7), [earth])).toBeNull();
    expect(planetCrash(point(0, 10), point(0, 0), [earth], true)).toBeNull();
  });

  test('the plot warning finds the first crash along a path', () => {
    expect(plotCrashWarning([point(0, 20), point(0, 10), point(0, 0), point(0, -20)], [earth])?.t).toBeCloseTo(0.35, 9);
    expect(plotCrashWarning([point(0, 20), point(0, 10)], [earth])).toBeNull();
    expect(plotCrashWarning([], [earth])).toBeNull();
  });

  test('property: a segment that ends inside the disc always crashes', () => {
    fc.assert(
      fc.property(fc.double({ min: -30, max: 30, noNaN: true }), fc.double({ min: -30, max: 30, noNaN: true }), fc.double({ min: 0, max: 6, noNaN: true }), fc.double({ min: 0, max: 6.28, noNaN: true }), (ax, ay, r, a) => {
        const to = point(r * Math.cos(a), r * Math.sin(a));
        expect(planetCrash(point(ax, ay), to, [earth])).not.toBeNull();
      }),
    );
  });
});
