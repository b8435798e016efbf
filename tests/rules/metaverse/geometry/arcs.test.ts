import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arcsAtBearing, arcsFacing, inSectors, relativeBearing, sectorsAtBearing } from '../../../../src/rules/metaverse/geometry/arcs.ts';
import { point } from '../../../../src/rules/core/plane.ts';
import { advance } from '../../../../src/rules/metaverse/geometry/compass.ts';

/** Degrees from the nearest boundary of a partition into `width` slices starting at `offset`. */
const fromBoundary = (b: number, width: number, offset: number): number => Math.abs(b - offset - width * Math.round((b - offset) / width));

describe('arcs and sectors (Metaverse p.41; ruling A25)', () => {
  // Metaverse p.41: square arcs bow [315,45), starboard [45,135), stern [135,225), port [225,315).
  test('square arcs', () => {
    expect(arcsAtBearing('square', 0)).toEqual(['bow']);
    expect(arcsAtBearing('square', 100)).toEqual(['starboard']);
    expect(arcsAtBearing('square', 200)).toEqual(['stern']);
    expect(arcsAtBearing('square', 300)).toEqual(['port']);
    // A25: exactly on a boundary both neighbours qualify
    expect(arcsAtBearing('square', 45)).toEqual(['bow', 'starboard']);
  });

  // Metaverse p.41: hex arcs bow [330,30), starboard-bow [30,90), … port-bow [270,330).
  test('hexagon arcs and sectors coincide', () => {
    expect(arcsAtBearing('hexagon', 10)).toEqual(['bow']);
    expect(arcsAtBearing('hexagon', 60)).toEqual(['starboard-bow']);
    expect(arcsAtBearing('hexagon', 250)).toEqual(['port-stern']);
    expect(sectorsAtBearing('hexagon', 345)).toEqual(['bow']);
    expect(sectorsAtBearing('hexagon', 100)).toEqual(['starboard-stern']);
  });

  // Metaverse p.41: square sectors BS [0,45), SF [45,90), … BP [315,360).
  test('square sectors', () => {
    expect(sectorsAtBearing('square', 10)).toEqual(['BS']);
    expect(sectorsAtBearing('square', 350)).toEqual(['BP']);
    expect(sectorsAtBearing('square', 200)).toEqual(['TP']);
    expect(sectorsAtBearing('square', 0)).toEqual(['BS', 'BP']);
  });

  test('arcs and sectors partition the circle: exactly one off a boundary (property)', () => {
    const away = (b: number): boolean => [fromBoundary(b, 90, 45), fromBoundary(b, 60, 30), fromBoundary(b, 45, 0)].every((x) => x > 1e-6);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }).filter(away), (b) => {
        expect(arcsAtBearing('square', b)).toHaveLength(1);
        expect(arcsAtBearing('hexagon', b)).toHaveLength(1);
        expect(sectorsAtBearing('square', b)).toHaveLength(1);
        expect(sectorsAtBearing('hexagon', b)).toHaveLength(1);
      }),
    );
  });

  test('on every boundary exactly the two neighbours qualify (A25)', () => {
    for (let b = 0; b < 360; b += 15) {
      expect(arcsAtBearing('square', b)).toHaveLength(fromBoundary(b, 90, 45) === 0 ? 2 : 1);
      expect(arcsAtBearing('hexagon', b)).toHaveLength(fromBoundary(b, 60, 30) === 0 ? 2 : 1);
      expect(sectorsAtBearing('square', b)).toHaveLength(fromBoundary(b, 45, 0) === 0 ? 2 : 1);
    }
  });

  test('relative bearing is finite for any finite input (property)', () => {
    const n = fc.double({ min: -1e5, max: 1e5, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(n, n, n, n, n, fc.boolean(), (x, y, h, tx, ty, mirrored) => {
        const r = relativeBearing({ at: point(x, y), heading: h, mirrored }, point(tx, ty));
        expect(Number.isFinite(r) && r >= 0 && r < 360).toBe(true);
      }),
    );
  });

  // Metaverse p.11 "Roll": a rolled ship's starboard-side target is in its (design) port arc.
  test('relative to facing, and mirrored after a roll', () => {
    const ship = { at: point(50, 50), heading: 90 };
    const east = advance(point(50, 50), 90, 20);
    const south = advance(point(50, 50), 180, 20);
    expect(arcsFacing(ship, east, 'square')).toEqual(['bow']);
    expect(arcsFacing(ship, south, 'square')).toEqual(['starboard']);
    expect(arcsFacing({ ...ship, mirrored: true }, south, 'square')).toEqual(['port']);
    expect(inSectors(ship, south, 'square', ['SA'])).toBe(true);
  });
});
