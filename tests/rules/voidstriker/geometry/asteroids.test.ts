import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  asteroidInches,
  fieldEntries,
  lengthInsideFields,
  pointInField,
  segmentCrossesField,
  type AsteroidField,
} from '../../../../src/rules/voidstriker/geometry/asteroids.ts';
import { distance, type Point } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point, fromBook } from '../book-frame.ts';

const rect = (id: string, x0: number, y0: number, x1: number, y1: number): AsteroidField => ({
  id,
  polygon: [point(x0, y0), point(x1, y0), point(x1, y1), point(x0, y1)],
});
// §3.22: a counter 1d10" long and 1d6" wide; here 6" × 3".
const field = rect('rocks', 0, 0, 6, 3);

describe('asteroid counters (Voidstriker §3.22; rulings H3, H7)', () => {
  test('inside, on the edge, outside', () => {
    expect(pointInField(point(3, 1.5), field)).toBe(true);
    expect(pointInField(point(6, 1), field)).toBe(true);
    expect(pointInField(point(6.01, 1), field)).toBe(false);
    // A non-convex counter (an L), either winding.
    const ell: AsteroidField = { id: 'L', polygon: [point(0, 0), point(0, 4), point(1, 4), point(1, 1), point(4, 1), point(4, 0)] };
    expect(pointInField(point(2, 2), ell)).toBe(false);
    expect(pointInField(point(0.5, 3), ell)).toBe(true);
    expect(pointInField(point(0.5, 3), { id: 'L2', polygon: [...ell.polygon].reverse() })).toBe(true);
  });

  // §3.22: "Each full inch of asteroids between an attacker and target subtracts 1 from the to-hit roll."
  test('full inches of asteroid on the line between two counters', () => {
    expect(asteroidInches(point(-5, 1), point(10, 1), [field])).toBe(6);
    expect(asteroidInches(point(2.5, -5), point(2.5, 5), [field])).toBe(3);
    expect(asteroidInches(point(1, -1), point(1, 1.9), [field])).toBe(1);
    expect(asteroidInches(point(-5, 5), point(10, 5), [field])).toBe(0);
    // Overlapping counters are not counted twice.
    expect(lengthInsideFields(point(-5, 1), point(10, 1), [field, rect('more', 4, 0, 8, 3)])).toBeCloseTo(8, 9);
  });

  // §3.22 "If a ship or missile enters an asteroid counter, roll 2D6 …" (a DE entering a counter).
  test('entering a counter: one entry per time the path goes in', () => {
    expect(fieldEntries(point(-2, 1), point(3, 1), [field])).toEqual([{ fieldId: 'rocks', t: 0.4, at: point(0, 1) }]);
    // Straight through and out: one entry.
    expect(fieldEntries(point(-2, 1), point(9, 1), [field])).toHaveLength(1);
    // Already inside: no new entry.
    expect(fieldEntries(point(1, 1), point(5, 1), [field])).toEqual([]);
    // Moving along the outside edge only touches it.
    expect(fieldEntries(point(-1, 3.5), point(7, 3.5), [field])).toEqual([]);
    // Starting on the edge and going in is an entry (it ended the last move on the edge).
    expect(fieldEntries(point(0, 1), point(1, 1), [field])).toHaveLength(1);
    // Through a U-shaped counter: in, out, in again = two entries.
    const u: AsteroidField = { id: 'U', polygon: [point(0, 0), point(5, 0), point(5, 3), point(4, 3), point(4, 1), point(1, 1), point(1, 3), point(0, 3)] };
    expect(fieldEntries(point(-1, 2), point(6, 2), [u]).map((e) => e.at.x)).toEqual([0, 4]);
    expect(segmentCrossesField(point(2, 2), point(3, 2), u)).toBe(false);
  });

  const coord = fc.double({ min: -20, max: 20, noNaN: true });
  const pt = fc.record({ x: coord, y: coord });
  const box = fc
    .tuple(coord, coord, fc.double({ min: 0.5, max: 10, noNaN: true }), fc.double({ min: 0.5, max: 6, noNaN: true }))
    .map(([x, y, w, h]) => ({ x0: x, y0: y, x1: x + w, y1: y + h }));

  /** Liang–Barsky clipping: the length of a–b inside an axis-aligned box, as an independent oracle. */
  function clipLength(a: Point, b: Point, r: { x0: number; y0: number; x1: number; y1: number }): number {
    let t0 = 0;
    let t1 = 1;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    for (const [p, q] of [
      [-dx, a.x - r.x0],
      [dx, r.x1 - a.x],
      [-dy, a.y - r.y0],
      [dy, r.y1 - a.y],
    ] as const) {
      if (p === 0) {
        if (q < 0) return 0;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    return t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
  }

  test('the length inside a rectangle matches Liang–Barsky clipping, both ways along the line', () => {
    fc.assert(
      fc.property(pt, pt, box, (a, b, r) => {
        // A segment running along an edge line is inside by this module's rule and outside by the oracle's.
        const along = (k: 'x' | 'y', v: number) => Math.abs(a[k] - v) < 1e-6 && Math.abs(b[k] - v) < 1e-6;
        fc.pre(!along('x', r.x0) && !along('x', r.x1) && !along('y', r.y0) && !along('y', r.y1));
        const f = rect('f', r.x0, r.y0, r.x1, r.y1);
        const len = lengthInsideFields(fromBook(a), fromBook(b), [f]);
        expect(Math.abs(len - clipLength(a, b, r))).toBeLessThanOrEqual(1e-6);
        expect(Math.abs(lengthInsideFields(fromBook(b), fromBook(a), [f]) - len)).toBeLessThanOrEqual(1e-6);
        expect(len).toBeLessThanOrEqual(distance(a, b) + 1e-9);
      }),
    );
  });

  test('point inside a rectangle agrees with its bounds', () => {
    fc.assert(
      fc.property(pt, box, (p, r) => {
        // Points on an edge count as inside (within 1e-9"): judge only points clear of the edges.
        const margin = Math.min(Math.abs(p.x - r.x0), Math.abs(p.x - r.x1), Math.abs(p.y - r.y0), Math.abs(p.y - r.y1));
        fc.pre(margin > 1e-6);
        const inside = p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;
        expect(pointInField(fromBook(p), rect('f', r.x0, r.y0, r.x1, r.y1))).toBe(inside);
      }),
    );
  });

  test('a move from strictly outside to strictly inside a convex counter enters it exactly once', () => {
    fc.assert(
      fc.property(pt, box, fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.double({ min: 0.1, max: 0.9, noNaN: true }), (a, r, u, v) => {
        const f = rect('f', r.x0, r.y0, r.x1, r.y1);
        fc.pre(!pointInField(fromBook(a), f));
        const b = point(r.x0 + u * (r.x1 - r.x0), r.y0 + v * (r.y1 - r.y0));
        const entries = fieldEntries(fromBook(a), b, [f]);
        expect(entries).toHaveLength(1);
        expect(fieldEntries(b, fromBook(a), [f])).toHaveLength(0);
      }),
    );
  });
});
