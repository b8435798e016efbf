import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hex, hexAdd, hexDistance, hexesWithin, hexEquals, hexKey, hexRotate, ORIGIN, type Hex } from '../../../src/rules/core/hex.ts';
import { chooseForAttacker, lineOfSight, type LineOfSight } from '../../../src/rules/core/line-of-sight.ts';

/** A hex from all three cube coordinates, as the tests write them; checks they sum to 0. */
const cube = (q: number, r: number, s: number): Hex => {
  if (q + r + s !== 0) throw new Error(`(${q},${r},${s}) is not a cube coordinate`);
  return hex(q, r);
};
const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey);
const sortedKeys = (hexes: readonly Hex[]): string[] => keys(hexes).sort();
const pairKeys = (los: LineOfSight): string[] => los.choices.map((pair) => sortedKeys(pair).join('|')).sort();

const smallHex = (radius: number) =>
  fc.record({ q: fc.integer({ min: -radius, max: radius }), r: fc.integer({ min: -radius, max: radius }) }).map(({ q, r }) => hex(q, r));

describe('line of sight — book oracles (Starmada p.19 §4.1 "Line of Sight")', () => {
  // Starmada p.19: "the line of sight between Ship (A) and Ship (B) crosses through all four of the shaded hexes".
  // Ship B is 4 hexes away in arcs B and G: (1,−4,3) is the only such hex.
  test('Ship B: four intervening hexes, then the target', () => {
    const los = lineOfSight(ORIGIN, cube(1, -4, 3));
    expect(keys(los.crossed)).toEqual(keys([cube(0, -1, 1), cube(1, -2, 1), cube(0, -2, 2), cube(1, -3, 2), cube(1, -4, 3)]));
    expect(los.choices).toEqual([]);
  });

  // Starmada p.19: "the line of sight between Ship (A) and Ship (C) will cross through either hex X or Y, but not
  // both. The choice is up to the attacking player." Ship C is 2 hexes away in arcs C, H and J: (−2,1,1).
  test('Ship C: hex X or hex Y, attacker\'s choice', () => {
    const los = lineOfSight(ORIGIN, cube(-2, 1, 1));
    expect(keys(los.crossed)).toEqual(keys([cube(-2, 1, 1)]));
    expect(los.choices).toHaveLength(1);
    expect(pairKeys(los)).toEqual([sortedKeys([cube(-1, 0, 1), cube(-1, 1, 0)]).join('|')]);
    // Steps keep the order along the line: the choice comes before the target.
    expect(los.steps.map((s) => s.kind)).toEqual(['either', 'hex']);
  });

  // Starmada p.19: "Line of sight is never considered to pass through the hex occupied by the attacker, but always
  // passes through the target's hex."
  test('never the attacker\'s hex, always the target\'s', () => {
    fc.assert(
      fc.property(smallHex(12), smallHex(12), (a, b) => {
        fc.pre(!hexEquals(a, b));
        const los = lineOfSight(a, b);
        expect(los.crossed.some((h) => hexEquals(h, a))).toBe(false);
        expect(los.choices.flat().some((h) => hexEquals(h, a))).toBe(false);
        expect(hexEquals(los.crossed[los.crossed.length - 1] as Hex, b)).toBe(true);
      }),
    );
  });
});

describe('line of sight — exact geometry (hand-derived in the frame X = 3q, Y = 2r + q)', () => {
  // Along a hex row the line runs through centres and across edge midpoints: every hex, no choice.
  test('straight down a row', () => {
    const los = lineOfSight(ORIGIN, cube(0, -5, 5));
    expect(keys(los.crossed)).toEqual(keys([1, 2, 3, 4, 5].map((k) => cube(0, -k, k))));
    expect(los.choices).toEqual([]);
  });

  // Along a spine the line alternates: vertex, edge (a choice), vertex, hex centre. East is a spine (90°).
  test('along a spine: one choice per two hexes of range', () => {
    const los = lineOfSight(ORIGIN, cube(4, -2, -2));
    expect(keys(los.crossed)).toEqual(keys([cube(2, -1, -1), cube(4, -2, -2)]));
    // Looking east, port is north: the port-side hex of each pair comes first.
    expect(los.choices.map(keys)).toEqual([keys([cube(1, -1, 0), cube(1, 0, -1)]), keys([cube(3, -2, -1), cube(3, -1, -2)])]);
    expect(los.steps.map((s) => s.kind)).toEqual(['either', 'hex', 'either', 'hex']);
  });

  // The line Y = X/5 from (0,0) to (15,3) passes exactly through the vertices (5,1) and (10,2). At (5,1) it goes
  // from hex (1,0) straight into hex (2,0); hex (2,−1) meets it only at that point. Likewise hex (3,0) at (10,2).
  test('a vertex touched in passing is not crossed, and is no choice', () => {
    const los = lineOfSight(ORIGIN, cube(5, -1, -4));
    expect(keys(los.crossed)).toEqual(keys([hex(1, 0), hex(2, 0), hex(3, -1), hex(4, -1), hex(5, -1)]));
    expect(los.choices).toEqual([]);
  });

  test('same hex: no line at all', () => {
    expect(lineOfSight(hex(3, 4), hex(3, 4))).toEqual({ crossed: [], choices: [], steps: [] });
  });

  test('adjacent hex: only the target', () => {
    for (let d = 0; d < 6; d++) {
      const target = hexRotate(cube(0, -1, 1), d);
      expect(lineOfSight(ORIGIN, target)).toEqual({ crossed: [target], choices: [], steps: [{ kind: 'hex', hex: target }] });
    }
  });
});

/**
 * An independent exact oracle: every hex within range + 1, the segment clipped against the hexagon's six edges
 * (corners (±2,0), (±1,±1) around (3q, 2r+q)) in rational arithmetic, Cyrus–Beck style; a chord of positive
 * length is "crossed" when its midpoint is strictly inside, else it lies along an edge.
 */
function bruteForce(from: Hex, to: Hex): { crossed: string[]; edge: string[] } {
  const bx = 3 * (to.q - from.q);
  const by = 2 * (to.r - from.r) + (to.q - from.q);
  const corners: [number, number][] = [[2, 0], [1, 1], [-1, 1], [-2, 0], [-1, -1], [1, -1]];
  const crossed: string[] = [];
  const edge: string[] = [];
  for (const h of hexesWithin(from, hexDistance(from, to) + 1)) {
    if (hexEquals(h, from)) continue;
    const cx = 3 * (h.q - from.q);
    const cy = 2 * (h.r - from.r) + (h.q - from.q);
    // Constraint k: a_k + t·b_k ≥ 0 (inside, with this orientation of the corners the centre gives a_k > 0).
    const constraints = corners.map(([x0, y0], k) => {
      const [x1, y1] = corners[(k + 1) % 6] as [number, number];
      const ex = x1 - x0;
      const ey = y1 - y0;
      // cross(E, P − V) with P = t·B, V = C + corner.
      const a = ex * (0 - (cy + y0)) - ey * (0 - (cx + x0));
      const b = ex * by - ey * bx;
      return { a, b };
    });
    // With the corners in this order the centre is on the positive side of every edge: check, then rely on it.
    const centreInside = corners.every(([x0, y0], k) => {
      const [x1, y1] = corners[(k + 1) % 6] as [number, number];
      return (x1 - x0) * -y0 - (y1 - y0) * -x0 > 0;
    });
    if (!centreInside) throw new Error('corner order');
    const sign = 1;
    let lo: [number, number] = [0, 1];
    let hi: [number, number] = [1, 1];
    let empty = false;
    for (const { a: a0, b: b0 } of constraints) {
      const a = a0 * sign;
      const b = b0 * sign;
      if (b === 0) {
        if (a < 0) empty = true;
      } else if (b > 0) {
        // t ≥ −a/b
        if (-a * lo[1] > lo[0] * b) lo = [-a, b];
      } else if (a * hi[1] < hi[0] * -b) {
        // t ≤ a/(−b)
        hi = [a, -b];
      }
    }
    if (empty || lo[0] * hi[1] >= hi[0] * lo[1]) continue;
    // Midpoint t = (lo + hi) / 2 = (lo0·hi1 + hi0·lo1) / (2·lo1·hi1); strictly inside all six?
    const num = lo[0] * hi[1] + hi[0] * lo[1];
    const den = 2 * lo[1] * hi[1];
    const inside = constraints.every(({ a, b }) => (a * den + b * num) * sign > 0);
    (inside ? crossed : edge).push(hexKey(h));
  }
  return { crossed: crossed.sort(), edge: edge.sort() };
}

describe('line of sight — against an independent brute-force oracle', () => {
  test('the oracle agrees with the book examples', () => {
    expect(bruteForce(ORIGIN, cube(1, -4, 3))).toEqual({ crossed: sortedKeys([cube(0, -1, 1), cube(1, -2, 1), cube(0, -2, 2), cube(1, -3, 2), cube(1, -4, 3)]), edge: [] });
    expect(bruteForce(ORIGIN, cube(-2, 1, 1))).toEqual({ crossed: [hexKey(cube(-2, 1, 1))], edge: sortedKeys([cube(-1, 0, 1), cube(-1, 1, 0)]) });
  });

  test('every target within 9 hexes', () => {
    for (const target of hexesWithin(ORIGIN, 9)) {
      if (hexEquals(target, ORIGIN)) continue;
      const los = lineOfSight(ORIGIN, target);
      const oracle = bruteForce(ORIGIN, target);
      expect(sortedKeys(los.crossed), hexKey(target)).toEqual(oracle.crossed);
      expect(sortedKeys(los.choices.flat()), hexKey(target)).toEqual(oracle.edge);
    }
  });

  test('random segments up to 30 hexes', () => {
    fc.assert(
      fc.property(smallHex(40), smallHex(15), (from, offset) => {
        fc.pre(!hexEquals(offset, ORIGIN));
        const to = hexAdd(from, offset);
        const los = lineOfSight(from, to);
        const oracle = bruteForce(from, to);
        expect(sortedKeys(los.crossed)).toEqual(oracle.crossed);
        expect(sortedKeys(los.choices.flat())).toEqual(oracle.edge);
      }),
      { numRuns: 300 },
    );
  });
});

describe('line of sight — properties', () => {
  const pathWith = (los: LineOfSight, pick: (i: number) => 0 | 1): Hex[] =>
    los.steps.map((step, i) => (step.kind === 'hex' ? step.hex : step.hexes[pick(i)]));

  test('whichever hex the attacker picks, the path is a chain of neighbours from the attacker to the target', () => {
    fc.assert(
      fc.property(smallHex(20), smallHex(20), fc.func(fc.constantFrom<0 | 1>(0, 1)), (a, b, pick) => {
        fc.pre(!hexEquals(a, b));
        const path = pathWith(lineOfSight(a, b), pick);
        let previous = a;
        for (const h of path) {
          expect(hexDistance(previous, h)).toBe(1);
          previous = h;
        }
        expect(hexEquals(previous, b)).toBe(true);
        expect(path.length).toBeGreaterThanOrEqual(hexDistance(a, b));
        // Every hex on the path is nearer the target than the attacker was.
        for (const h of path) expect(hexDistance(h, b)).toBeLessThan(hexDistance(a, b));
      }),
    );
  });

  test('long lines too: a chain of neighbours of at least the range, ending at the target', () => {
    fc.assert(
      fc.property(smallHex(300), smallHex(300), (a, b) => {
        fc.pre(!hexEquals(a, b));
        const path = pathWith(lineOfSight(a, b), () => 0);
        let previous = a;
        for (const h of path) {
          expect(hexDistance(previous, h)).toBe(1);
          previous = h;
        }
        expect(hexEquals(previous, b)).toBe(true);
        expect(path.length).toBeLessThanOrEqual(2 * hexDistance(a, b));
      }),
    );
  });

  test('the same hexes both ways (the target end swaps with the attacker end)', () => {
    fc.assert(
      fc.property(smallHex(20), smallHex(20), (a, b) => {
        fc.pre(!hexEquals(a, b));
        const there = lineOfSight(a, b);
        const back = lineOfSight(b, a);
        const thereHexes = [a, ...there.crossed.filter((h) => !hexEquals(h, b))];
        expect(sortedKeys(back.crossed)).toEqual(sortedKeys(thereHexes));
        expect(pairKeys(back)).toEqual(pairKeys(there));
        // Order reverses too.
        expect(keys(back.crossed)).toEqual(keys(thereHexes.reverse()));
      }),
    );
  });

  test('turning and shifting the board turns and shifts the line', () => {
    fc.assert(
      fc.property(smallHex(15), smallHex(15), smallHex(30), fc.integer({ min: 0, max: 5 }), (a, b, shift, turns) => {
        fc.pre(!hexEquals(a, b));
        const move = (h: Hex): Hex => hexAdd(hexRotate(h, turns), shift);
        const moved = lineOfSight(move(a), move(b));
        const original = lineOfSight(a, b);
        expect(keys(moved.crossed)).toEqual(keys(original.crossed.map(move)));
        expect(pairKeys(moved)).toEqual(original.choices.map((pair) => sortedKeys(pair.map(move))).map((p) => p.join('|')).sort());
      }),
    );
  });

  // Spines are where two cube coordinates of the offset are equal; the line runs along edges only
  // there, once per two hexes of range.
  test('choices only along spines, one per two hexes of range', () => {
    fc.assert(
      fc.property(smallHex(20), (d) => {
        fc.pre(!hexEquals(d, ORIGIN));
        const onSpine = d.q === d.r || d.r === d.s || d.s === d.q;
        expect(lineOfSight(ORIGIN, d).choices.length).toBe(onSpine ? hexDistance(ORIGIN, d) / 2 : 0);
      }),
    );
  });

  test('each pair is two neighbours, one on each side of the line, port side first', () => {
    fc.assert(
      fc.property(smallHex(20), smallHex(20), (a, b) => {
        const d = { q: b.q - a.q, r: b.r - a.r };
        for (const [port, starboard] of lineOfSight(a, b).choices) {
          expect(hexDistance(port, starboard)).toBe(1);
          // Side in the frame X = 3q, Y = 2r + q (Y grows southward): negative cross product = port.
          const side = (h: Hex) => 3 * d.q * (2 * (h.r - a.r) + (h.q - a.q)) - (2 * d.r + d.q) * 3 * (h.q - a.q);
          expect(side(port)).toBeLessThan(0);
          expect(side(starboard)).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('chooseForAttacker (ruling 8: the attacker\'s choice is made for the attacker)', () => {
  const shipC = lineOfSight(ORIGIN, cube(-2, 1, 1));
  const X = cube(-1, 0, 1);
  const Y = cube(-1, 1, 0);

  // Starmada p.19–20: the attacker chooses X or Y; the bot picks the one that hurts the attack less.
  test('picks the hex with the smaller penalty', () => {
    const flareInX = (h: Hex) => (hexEquals(h, X) ? 1 : 0);
    expect(keys(chooseForAttacker(shipC, flareInX))).toEqual(keys([Y, cube(-2, 1, 1)]));
    const flareInY = (h: Hex) => (hexEquals(h, Y) ? 1 : 0);
    expect(keys(chooseForAttacker(shipC, flareInY))).toEqual(keys([X, cube(-2, 1, 1)]));
  });

  test('a blocking hex is never chosen over a merely costly one', () => {
    const cost = (h: Hex) => (hexEquals(h, X) ? 3 : hexEquals(h, Y) ? Infinity : 0);
    expect(keys(chooseForAttacker(shipC, cost))).toEqual(keys([X, cube(-2, 1, 1)]));
  });

  test('on a tie the port-side hex is kept', () => {
    const [port] = shipC.choices[0] as [Hex, Hex];
    expect(hexEquals(chooseForAttacker(shipC, () => 0)[0] as Hex, port)).toBe(true);
  });

  test('the chosen path never costs more than any other resolution', () => {
    fc.assert(
      fc.property(smallHex(12), fc.func(fc.integer({ min: 0, max: 3 })), fc.func(fc.constantFrom<0 | 1>(0, 1)), (d, costFn, pick) => {
        fc.pre(!hexEquals(d, ORIGIN));
        const los = lineOfSight(ORIGIN, d);
        const cost = (h: Hex) => costFn(hexKey(h));
        const total = (path: Hex[]) => path.reduce((sum, h) => sum + cost(h), 0);
        const other = los.steps.map((step, i) => (step.kind === 'hex' ? step.hex : step.hexes[pick(i)]));
        expect(total(chooseForAttacker(los, cost))).toBeLessThanOrEqual(total(other));
      }),
    );
  });
});
