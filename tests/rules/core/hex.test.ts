import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DIRECTION_NAMES,
  DIRECTIONS,
  direction,
  hex,
  hexAdd,
  hexBearing,
  hexCorners,
  hexDistance,
  hexEquals,
  hexesWithin,
  hexKey,
  hexLength,
  hexNeighbor,
  hexNeighbors,
  hexRotate,
  hexRound,
  hexScale,
  hexSubtract,
  hexToPixel,
  ORIGIN,
  type Hex,
} from '../../../src/rules/core/hex.ts';

const coordinate = fc.integer({ min: -1000, max: 1000 });
const anyHex = fc.record({ q: coordinate, r: coordinate }).map(({ q, r }) => hex(q, r));
const anyTurn = fc.integer({ min: -20, max: 20 });

describe('cube hexes (Starmada p.15–17 hex grid)', () => {
  test('q + r + s = 0, and no -0 anywhere', () => {
    fc.assert(
      fc.property(anyHex, anyHex, fc.integer({ min: -5, max: 5 }), (a, b, k) => {
        for (const h of [a, hexAdd(a, b), hexSubtract(a, b), hexScale(a, k), hexRotate(a, k), hexNeighbor(a, k)]) {
          expect(h.q + h.r + h.s).toBe(0);
          expect([h.q, h.r, h.s].some((x) => Object.is(x, -0))).toBe(false);
        }
      }),
    );
    expect(JSON.stringify(hexScale(hex(0, 3), -1))).toBe('{"q":0,"r":-3,"s":3}');
  });

  test('directions are N, NE, SE, S, SW, NW clockwise, as core/hex.ts lists them', () => {
    expect(DIRECTION_NAMES).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
    expect(DIRECTIONS.map((d) => [d.q, d.r, d.s])).toEqual([
      [0, -1, 1],
      [1, -1, 0],
      [1, 0, -1],
      [0, 1, -1],
      [-1, 1, 0],
      [-1, 0, 1],
    ]);
    expect([-7, -1, 0, 5, 6, 13].map(direction)).toEqual([5, 5, 0, 5, 0, 1]);
  });
});

describe('distance — range is the number of hexsides crossed (Starmada p.19)', () => {
  // Starmada p.19: Ship (A) is four hexes from Ship (B) and two from Ship (C); positions worked out from the p.19 figure.
  test('the p.19 example', () => {
    expect(hexDistance(ORIGIN, hex(1, -4))).toBe(4);
    expect(hexDistance(ORIGIN, hex(-2, 1))).toBe(2);
  });

  test('symmetric, zero only for the same hex, triangle inequality', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, b) === 0).toBe(hexEquals(a, b));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  test('the number of single steps on a shortest path', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), (steps) => {
        let at = ORIGIN;
        for (const d of steps) at = hexNeighbor(at, d);
        expect(hexDistance(ORIGIN, at)).toBeLessThanOrEqual(steps.length);
      }),
    );
    // Walking straight: k steps are k hexes.
    for (let d = 0; d < 6; d++) expect(hexDistance(ORIGIN, hexScale(DIRECTIONS[d] as Hex, 7))).toBe(7);
  });

  test('neighbours are at distance 1, six of them, all different', () => {
    fc.assert(
      fc.property(anyHex, (a) => {
        const neighbours = hexNeighbors(a);
        expect(neighbours).toHaveLength(6);
        expect(new Set(neighbours.map(hexKey)).size).toBe(6);
        for (const n of neighbours) expect(hexDistance(a, n)).toBe(1);
        neighbours.forEach((n, d) => expect(hexEquals(n, hexNeighbor(a, d))).toBe(true));
      }),
    );
  });

  test('length is distance from the origin', () => {
    fc.assert(fc.property(anyHex, (a) => void expect(hexLength(a)).toBe(hexDistance(ORIGIN, a))));
  });
});

describe('rotation', () => {
  test('six turns are the identity; turns add', () => {
    fc.assert(
      fc.property(anyHex, anyTurn, anyTurn, (a, m, n) => {
        expect(hexRotate(a, 6)).toEqual(a);
        expect(hexRotate(a, -6)).toEqual(a);
        expect(hexRotate(hexRotate(a, m), n)).toEqual(hexRotate(a, m + n));
        expect(hexRotate(hexRotate(a, n), -n)).toEqual(a);
      }),
    );
  });

  test('one turn clockwise takes each direction to the next', () => {
    for (let d = 0; d < 6; d++) expect(hexRotate(DIRECTIONS[d] as Hex, 1)).toEqual(DIRECTIONS[(d + 1) % 6]);
    // Cube rotation: clockwise (q,r,s) → (−r,−s,−q); counter-clockwise (q,r,s) → (−s,−q,−r).
    expect(hexRotate(hex(2, -3), 1)).toEqual(hex(3, -1));
    expect(hexRotate(hex(2, -3), -1)).toEqual(hex(-1, -2));
  });

  test('keeps length and distance', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyTurn, (a, b, n) => {
        expect(hexLength(hexRotate(a, n))).toBe(hexLength(a));
        expect(hexDistance(hexRotate(a, n), hexRotate(b, n))).toBe(hexDistance(a, b));
      }),
    );
  });
});

describe('bearing', () => {
  test('each direction is 60° further clockwise from north', () => {
    for (let d = 0; d < 6; d++) expect(hexBearing(ORIGIN, DIRECTIONS[d] as Hex)).toBeCloseTo(60 * d, 9);
  });

  test('spines lie at 30° + 60°k', () => {
    expect(hexBearing(ORIGIN, hex(1, -2))).toBeCloseTo(30, 9);
    expect(hexBearing(ORIGIN, hex(2, -1))).toBeCloseTo(90, 9);
    expect(hexBearing(ORIGIN, hex(-2, 1))).toBeCloseTo(270, 9);
  });

  test('in [0, 360), turning by one step adds 60°, and it does not depend on where one stands', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        fc.pre(!hexEquals(a, b));
        const theta = hexBearing(a, b);
        expect(theta).toBeGreaterThanOrEqual(0);
        expect(theta).toBeLessThan(360);
        const turned = hexBearing(ORIGIN, hexRotate(hexSubtract(b, a), 1));
        const diff = (((turned - theta - 60) % 360) + 540) % 360 - 180;
        expect(Math.abs(diff)).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('hexRound', () => {
  test('integer points round to themselves', () => {
    fc.assert(fc.property(anyHex, (a) => void expect(hexRound(a.q, a.r)).toEqual(a)));
  });

  test('a point well inside a hex rounds to that hex', () => {
    // Within the inscribed circle (radius √3/2 for size 1), shrunk a little, every point belongs to the hex.
    fc.assert(
      fc.property(anyHex, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 0.85, noNaN: true }), (a, angle, radius) => {
        const c = hexToPixel(a);
        const x = c.x + radius * Math.cos(angle);
        const y = c.y + radius * Math.sin(angle);
        // Pixel → fractional cube (inverse of hexToPixel).
        const q = (2 / 3) * x;
        const r = y / Math.sqrt(3) - q / 2;
        expect(hexRound(q, r)).toEqual(a);
      }),
    );
  });

  test('rounds to the nearest hex centre', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const rounded = hexRound(q, r);
        const p = { x: 1.5 * q, y: Math.sqrt(3) * (r + q / 2) };
        const dist = (h: Hex) => Math.hypot(hexToPixel(h).x - p.x, hexToPixel(h).y - p.y);
        for (const n of hexNeighbors(rounded)) expect(dist(rounded)).toBeLessThanOrEqual(dist(n) + 1e-9);
      }),
    );
  });
});

describe('hexesWithin', () => {
  test('3r² + 3r + 1 hexes, all within r, no repeats, centre first, nearest first', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 12 }), (c, radius) => {
        const all = hexesWithin(c, radius);
        expect(all).toHaveLength(3 * radius * radius + 3 * radius + 1);
        expect(new Set(all.map(hexKey)).size).toBe(all.length);
        expect(all[0]).toEqual(c);
        const distances = all.map((h) => hexDistance(c, h));
        expect(Math.max(...distances)).toBe(radius);
        expect([...distances].sort((x, y) => x - y)).toEqual(distances);
      }),
    );
  });
});

describe('pixels', () => {
  test('neighbouring centres are √3 apart; corners are 1 from the centre', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: 0, max: 5 }), (a, d) => {
        const p = hexToPixel(a);
        const n = hexToPixel(hexNeighbor(a, d));
        expect(Math.hypot(n.x - p.x, n.y - p.y)).toBeCloseTo(Math.sqrt(3), 9);
        for (const corner of hexCorners(a)) expect(Math.hypot(corner.x - p.x, corner.y - p.y)).toBeCloseTo(1, 9);
      }),
    );
  });

  test('flat-topped: the first corner is due east, north is up (y grows southward)', () => {
    const [east] = hexCorners(ORIGIN, 10);
    expect(east?.x).toBeCloseTo(10, 9);
    expect(east?.y).toBeCloseTo(0, 9);
    expect(hexToPixel(hex(0, -1)).y).toBeLessThan(0);
  });
});
