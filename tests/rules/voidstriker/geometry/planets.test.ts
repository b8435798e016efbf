import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { firstPlanetEntry, heightAboveSurface, lineOfSight, segmentCrossesPlanet, type Planet } from '../../../../src/rules/voidstriker/geometry/planets.ts';
import { distance } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point, fromBook } from '../book-frame.ts';

const earth: Planet = { id: 'earth', center: point(0, 0), diameter: 13 };
const moon: Planet = { id: 'moon', center: point(20, 0), diameter: 3 };

describe('planets block the centre-to-centre line (Voidstriker §3.21, §2.33)', () => {
  // §3.21: "if a direct line cannot be traced from the center of the tracking ship's counter to the center of
  // the target ship's counter, that ship cannot be tracked."
  test('a ship behind the Earth (13" across) cannot be tracked', () => {
    expect(lineOfSight(point(-20, 0), point(10, 0), [earth, moon])).toEqual({ clear: false, blockedBy: ['earth'] });
    expect(lineOfSight(point(-20, 0), point(30, 0), [earth, moon])).toEqual({ clear: false, blockedBy: ['earth', 'moon'] });
  });

  test('a line passing just outside the disc, or grazing its rim, is clear', () => {
    expect(lineOfSight(point(-20, 6.6), point(20, 6.6), [earth])).toEqual({ clear: true });
    expect(lineOfSight(point(-20, 6.5), point(20, 6.5), [earth])).toEqual({ clear: true });
    expect(lineOfSight(point(-20, 6.4), point(20, 6.4), [earth])).toEqual({ clear: false, blockedBy: ['earth'] });
  });

  // §3.23: a landed ship on the surface can still see up and away from the planet.
  test('a ship on the surface sees outward but not through the planet', () => {
    const onSurface = point(0, 6.5);
    expect(heightAboveSurface(onSurface, earth)).toBeCloseTo(0, 12);
    expect(lineOfSight(onSurface, point(3, 20), [earth]).clear).toBe(true);
    expect(lineOfSight(onSurface, point(0, -20), [earth]).clear).toBe(false);
  });

  test('a ship flying into the disc enters it on the rim', () => {
    const entry = firstPlanetEntry(point(-20, 0), point(20, 0), [moon, earth]);
    expect(entry?.planetId).toBe('earth');
    expect(entry?.at.x).toBeCloseTo(-6.5, 9);
    expect(entry?.t).toBeCloseTo(13.5 / 40, 9);
    expect(firstPlanetEntry(point(-20, 10), point(20, 10), [earth])).toBeNull();
  });

  const coord = fc.double({ min: -60, max: 60, noNaN: true });
  const pt = fc.record({ x: coord, y: coord });
  const planet = fc.record({ id: fc.constant('p'), center: pt, diameter: fc.double({ min: 0.2, max: 40, noNaN: true }) });

  test('line of sight is symmetric, and a disc farther from the line than its radius never blocks', () => {
    fc.assert(
      fc.property(pt, pt, planet, (a, b, p) => {
        expect(segmentCrossesPlanet(a, b, p)).toBe(segmentCrossesPlanet(b, a, p));
        if (Math.min(distance(a, p.center), distance(b, p.center)) < p.diameter / 2 - 1e-6) expect(segmentCrossesPlanet(a, b, p)).toBe(true);
      }),
    );
  });

  test('the line through the centre between two points outside is always blocked, and enters on the rim', () => {
    fc.assert(
      fc.property(planet, fc.double({ min: 0, max: 359, noNaN: true }), fc.double({ min: 0.01, max: 30, noNaN: true }), (p, deg, extra) => {
        const r = p.diameter / 2 + extra;
        const rad = (deg * Math.PI) / 180;
        const a = point(p.center.x + r * Math.sin(rad), p.center.y + r * Math.cos(rad));
        const b = point(p.center.x - r * Math.sin(rad), p.center.y - r * Math.cos(rad));
        const onTable = fromBook(p);
        expect(lineOfSight(a, b, [onTable]).clear).toBe(false);
        const entry = firstPlanetEntry(a, b, [onTable]);
        expect(entry).not.toBeNull();
        expect(distance(entry?.at ?? a, onTable.center)).toBeCloseTo(p.diameter / 2, 6);
      }),
    );
  });
});
