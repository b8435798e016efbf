// Voidstriker §2.1, §2.31 (book frame, ruling B2): vector arithmetic for salvos on the free board.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { closestApproach, distanceToSegment, firstWithin, floorLength as floorInches, norm360 as normalizeHeading, unitOf, type Point } from '../../../../src/rules/core/plane.ts';
import { bookBearingOf, bookUnit } from '../book-frame.ts';

// The salvo rules ask for a bearing with a fallback and a heading's unit vector this way (missiles/guidance.ts).
const bearingOf = (v: Point, fallback: number): number => bookBearingOf(v) ?? normalizeHeading(fallback);
const headingUnit = (deg: number): Point => bookUnit(normalizeHeading(deg));

describe('headings (book frame: 0° = +y, clockwise)', () => {
  test('unit vectors of the compass points', () => {
    expect(headingUnit(0).y).toBeCloseTo(1, 12);
    expect(headingUnit(90).x).toBeCloseTo(1, 12);
    expect(headingUnit(180).y).toBeCloseTo(-1, 12);
    expect(headingUnit(-90).x).toBeCloseTo(-1, 12);
  });
  test('bearings', () => {
    // A worked case: |(4,6)| has bearing 33.690°.
    expect(bearingOf({ x: 4, y: 6 }, 0)).toBeCloseTo(33.69, 3);
    expect(bearingOf({ x: -1, y: 0 }, 0)).toBeCloseTo(270, 9);
    expect(bearingOf({ x: 0, y: 0 }, 45)).toBe(45);
    expect(normalizeHeading(-30)).toBe(330);
    expect(normalizeHeading(720)).toBe(0);
  });
});

test('Voidstriker §2.31 / ruling B2: rounding down uses floor(len + 1e-9)', () => {
  const u = headingUnit(40);
  let p = { x: 0, y: 0 };
  for (let i = 0; i < 4; i++) p = { x: p.x + u.x / 4, y: p.y + u.y / 4 };
  expect(floorInches(Math.hypot(p.x, p.y))).toBe(1);
  expect(floorInches(7.2111)).toBe(7);
  expect(floorInches(0.5)).toBe(0);
});

describe('contact geometry (ruling E5)', () => {
  test('distance to a segment', () => {
    expect(distanceToSegment({ x: 1, y: 5 }, { x: 0, y: 0 }, { x: 0, y: 10 })).toBeCloseTo(1, 12);
    expect(distanceToSegment({ x: 0, y: 12 }, { x: 0, y: 0 }, { x: 0, y: 10 })).toBeCloseTo(2, 12);
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBeCloseTo(5, 12);
  });
  test('first point within a radius', () => {
    expect(firstWithin({ x: 0, y: 5 }, { x: 0, y: 0 }, { x: 0, y: 10 }, 1)).toBeCloseTo(0.4, 12);
    expect(firstWithin({ x: 2, y: 5 }, { x: 0, y: 0 }, { x: 0, y: 10 }, 1)).toBeNull();
    expect(firstWithin({ x: 0, y: 0.5 }, { x: 0, y: 0 }, { x: 0, y: 10 }, 1)).toBe(0);
  });
  test('closest approach of two movers', () => {
    // Head-on: a from (0,0) to (0,4), b from (0,6) to (0,2) pass each other.
    expect(closestApproach({ x: 0, y: 0 }, { x: 0, y: 4 }, { x: 0, y: 6 }, { x: 0, y: 2 })).toBeCloseTo(0, 12);
    // Parallel at the same speed keeps the gap.
    expect(closestApproach({ x: 0, y: 0 }, { x: 0, y: 4 }, { x: 3, y: 0 }, { x: 3, y: 4 })).toBeCloseTo(3, 12);
  });
});

test('property: vector helpers stay finite for finite inputs', () => {
  const coord = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
  const pt = fc.record({ x: coord, y: coord });
  fc.assert(
    fc.property(pt, pt, pt, pt, fc.double({ noNaN: true, noDefaultInfinity: true }), (a, b, c, d, h) => {
      const u = headingUnit(h);
      const values = [u.x, u.y, bearingOf(a, h), unitOf(a).x, unitOf(a).y, distanceToSegment(a, b, c), closestApproach(a, b, c, d)];
      const t = firstWithin(a, b, c, 0.5);
      if (t !== null) values.push(t);
      return values.every(Number.isFinite);
    }),
  );
});
