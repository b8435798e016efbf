import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hex, hexAdd, hexBearing, hexDistance, hexesWithin, hexEquals, hexRotate, hexScale, ORIGIN, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import {
  ARC_LETTERS,
  arcMaskOf,
  arcsOf,
  bankCovers,
  defensiveArcOf,
  inArc,
  lettersOfMask,
  maskOfLetters,
  readBankArcs,
  type ArcLetter,
  type Orientation,
} from '../../../../src/rules/starmada/combat/arcs.ts';

const cube = (q: number, r: number, s: number): Hex => {
  if (q + r + s !== 0) throw new Error(`(${q},${r},${s}) is not a cube coordinate`);
  return hex(q, r);
};
const north: Orientation = { at: ORIGIN, facing: 0 };
const letters = (ship: Orientation, target: Hex): string => [...arcsOf(ship, target)].sort().join('');
const direction = fc.integer({ min: 0, max: 5 }).map((d) => d as Direction);
const offset = (radius: number) =>
  fc
    .record({ q: fc.integer({ min: -radius, max: radius }), r: fc.integer({ min: -radius, max: radius }) })
    .map(({ q, r }) => hex(q, r))
    .filter((h) => !hexEquals(h, ORIGIN));

/** Bearing of `target` from a ship facing north at the origin, in degrees clockwise from the bow. */
const bearing = (target: Hex): number => hexBearing(ORIGIN, target);

// Oracles worked out from p.19 (ship at the origin facing north), with the bearing of each hex.
// Starmada p.19: "the hex directly in front of a starship falls within the ship's [A], [B], and [G] arcs";
// "Ship (B) occupies Ship (A)'s [G] (shown) and [B] arcs; Ship (C) occupies the [C] (shown), [H], and [J] arcs."
const ORACLES: { at: Hex; what: string; theta: number; arcs: string }[] = [
  { at: cube(0, -1, 1), what: 'directly ahead (p.19)', theta: 0, arcs: 'ABG' },
  { at: cube(1, -1, 0), what: 'ahead-starboard neighbour', theta: 60, arcs: 'BDI' },
  { at: cube(1, 0, -1), what: 'astern-starboard neighbour', theta: 120, arcs: 'DFK' },
  { at: cube(0, 1, -1), what: 'directly astern', theta: 180, arcs: 'EFL' },
  { at: cube(-1, 1, 0), what: 'astern-port neighbour', theta: 240, arcs: 'CEJ' },
  { at: cube(-1, 0, 1), what: 'ahead-port neighbour', theta: 300, arcs: 'ACH' },
  { at: cube(1, -2, 1), what: 'ahead + ahead-starboard (on the 30° spine)', theta: 30, arcs: 'BGI' },
  { at: cube(1, -3, 2), what: '2 ahead + 1 ahead-starboard', theta: 19.1, arcs: 'BG' },
  { at: cube(2, -3, 1), what: '1 ahead + 2 ahead-starboard', theta: 40.9, arcs: 'BI' },
  { at: cube(1, -4, 3), what: 'p.19 Ship B, range 4', theta: 13.9, arcs: 'BG' },
  { at: cube(-2, 1, 1), what: 'p.19 Ship C, range 2', theta: 270, arcs: 'CHJ' },
];

describe('firing arcs — the oracle table (Starmada p.19 §4.1 "Firing Arcs")', () => {
  for (const oracle of ORACLES) {
    test(`${oracle.what}: ${oracle.arcs}`, () => {
      // The bearing is the geometry behind the row: check the data, then the arcs.
      expect(bearing(oracle.at)).toBeCloseTo(oracle.theta, 1);
      expect(letters(north, oracle.at)).toBe(oracle.arcs);
    });
  }

  // Starmada p.19: Ship B at range 4, Ship C at range 2.
  test('Ship B and Ship C are at the ranges the book gives', () => {
    expect(hexDistance(ORIGIN, cube(1, -4, 3))).toBe(4);
    expect(hexDistance(ORIGIN, cube(-2, 1, 1))).toBe(2);
  });

  // Starmada p.19: arcs are measured relative to the ship; turning ship and target together changes nothing.
  test('the table holds for every facing and position', () => {
    fc.assert(
      fc.property(direction, offset(40), fc.constantFrom(...ORACLES), (facing, at, oracle) => {
        const target = hexAdd(at, hexRotate(oracle.at, facing));
        expect(letters({ at, facing }, target)).toBe(oracle.arcs);
      }),
    );
  });
});

describe('firing arcs — properties', () => {
  const rowFamily = (s: string) => [...s].filter((c) => 'ABCDEF'.includes(c)).length;
  const spineFamily = (s: string) => [...s].filter((c) => 'GHIJKL'.includes(c)).length;

  // Starmada p.19: "Any given target will occupy at least two of these component arcs: one from the A-F group,
  // and one from the G-L group. If a target occupies a hex bisected by an arc boundary, it is considered to
  // occupy both of those arcs."
  test('one arc of each family, two where a boundary bisects the hex', () => {
    fc.assert(
      fc.property(offset(30), (d) => {
        const arcs = letters(north, d);
        const onRow = d.q === 0 || d.r === 0 || d.s === 0;
        const onSpine = d.q === d.r || d.r === d.s || d.s === d.q;
        expect(rowFamily(arcs)).toBe(onRow ? 2 : 1);
        expect(spineFamily(arcs)).toBe(onSpine ? 2 : 1);
      }),
    );
  });

  // The bearing ranges of p.19: A 300–360, B 0–60, D 60–120, F 120–180, E 180–240, C 240–300;
  // G 330–30, I 30–90, K 90–150, L 150–210, J 210–270, H 270–330. Checked in floating point away from boundaries.
  test('agrees with the bearing away from the boundaries', () => {
    const row = ['B', 'D', 'F', 'E', 'C', 'A'];
    const spine = ['G', 'I', 'K', 'L', 'J', 'H'];
    fc.assert(
      fc.property(offset(30), (d) => {
        const theta = bearing(d);
        const arcs = letters(north, d);
        if (Math.abs(theta / 60 - Math.round(theta / 60)) > 1e-6) expect(arcs).toContain(row[Math.floor(theta / 60)]);
        const shifted = (theta + 30) % 360;
        if (Math.abs(shifted / 60 - Math.round(shifted / 60)) > 1e-6) expect(arcs).toContain(spine[Math.floor(shifted / 60)]);
      }),
    );
  });

  test('a hex twice as far the same way is in the same arcs', () => {
    fc.assert(
      fc.property(offset(20), fc.integer({ min: 2, max: 5 }), (d, k) => {
        expect(letters(north, hexScale(d, k))).toBe(letters(north, d));
      }),
    );
  });

  test('no arc holds the ship\'s own hex', () => {
    expect(arcsOf(north, ORIGIN).size).toBe(0);
    expect(arcMaskOf({ at: hex(4, 2), facing: 3, inverted: true }, hex(4, 2))).toBe(0);
  });

  test('facing turns the arcs with the ship: facing SE, the hex to the SE is dead ahead', () => {
    // Direction 2 is SE (core/hex.ts); the SE neighbour is then "directly ahead": A, B and G (p.19).
    expect(letters({ at: ORIGIN, facing: 2 }, cube(1, 0, -1))).toBe('ABG');
    // …and the north neighbour is then astern-port: C, E and J.
    expect(letters({ at: ORIGIN, facing: 2 }, cube(0, -1, 1))).toBe('CEJ');
  });
});

describe('rolled ships (D.7, p.46)', () => {
  // Starmada p.46: "[A] becomes [B]; [C] becomes [D]; [E] becomes [F]; [H] becomes [I]; [J] becomes [K]; and
  // vice versa."
  const SWAP: Record<ArcLetter, ArcLetter> = { A: 'B', B: 'A', C: 'D', D: 'C', E: 'F', F: 'E', G: 'G', H: 'I', I: 'H', J: 'K', K: 'J', L: 'L' };
  const mirrored = (arcs: string) => [...arcs].map((c) => SWAP[c as ArcLetter]).sort().join('');

  test('Ship C seen from a rolled ship is in D, I and K', () => {
    expect(letters({ ...north, inverted: true }, cube(-2, 1, 1))).toBe('DIK');
  });

  test('every hex: the rolled arcs are the swapped letters', () => {
    fc.assert(
      fc.property(direction, offset(25), (facing, d) => {
        const ship = { at: ORIGIN, facing };
        expect(letters({ ...ship, inverted: true }, d)).toBe(mirrored(letters(ship, d)));
      }),
    );
  });

  // Starmada p.46: "Port and starboard defensive arcs (p.30) are likewise reversed."
  test('defensive arcs swap Port and Stbd', () => {
    const swap = { Fwd: 'Fwd', Aft: 'Aft', Port: 'Stbd', Stbd: 'Port' } as const;
    fc.assert(
      fc.property(direction, offset(25), (facing, d) => {
        const ship = { at: ORIGIN, facing };
        expect(defensiveArcOf({ ...ship, inverted: true }, d)).toBe(swap[defensiveArcOf(ship, d)]);
      }),
    );
  });
});

describe('defensive arcs (p.30, ruling 7)', () => {
  test('the four directions', () => {
    expect(defensiveArcOf(north, cube(0, -3, 3))).toBe('Fwd');
    expect(defensiveArcOf(north, cube(0, 3, -3))).toBe('Aft');
    expect(defensiveArcOf(north, cube(2, -1, -1))).toBe('Stbd'); // due east, 90°
    expect(defensiveArcOf(north, cube(-2, 1, 1))).toBe('Port'); // due west, 270° (Ship C)
  });

  test('the six neighbours: ahead and astern, the other four on the sides (60° from the bow is past 45°)', () => {
    expect([0, 1, 2, 3, 4, 5].map((d) => defensiveArcOf(north, hexRotate(cube(0, -1, 1), d)))).toEqual(['Fwd', 'Stbd', 'Stbd', 'Aft', 'Port', 'Port']);
  });

  test('near the 45° line', () => {
    expect(defensiveArcOf(north, cube(2, -3, 1))).toBe('Fwd'); // 40.9°
    // The book's trace (3 along the 60° row, slip 1 toward the bow) lands on (3,−4,1) at 46.1°: a side hex under [ruling 7].
    expect(bearing(cube(3, -4, 1))).toBeCloseTo(46.1, 1);
    expect(defensiveArcOf(north, cube(3, -4, 1))).toBe('Stbd');
    // The nearest hex to the 45° line within 15 hexes, at 45.08°: still a side hex.
    expect(bearing(cube(11, -15, 4))).toBeCloseTo(45.08, 2);
    expect(defensiveArcOf(north, cube(11, -15, 4))).toBe('Stbd');
    expect(defensiveArcOf(north, cube(-11, -4, 15))).toBe('Port'); // its mirror image
  });

  // Starmada p.30: "defensive arcs do not bisect any hexes; each individual hex falls into a single defensive arc."
  test('agrees with the bearing, and is one arc for every hex', () => {
    const byBearing = (theta: number) => (theta < 45 || theta > 315 ? 'Fwd' : theta < 135 ? 'Stbd' : theta < 225 ? 'Aft' : 'Port');
    fc.assert(
      fc.property(offset(40), (d) => {
        const theta = bearing(d);
        const nearBoundary = [45, 135, 225, 315].some((b) => Math.abs(theta - b) < 1e-9);
        expect(nearBoundary).toBe(false);
        expect(defensiveArcOf(north, d)).toBe(byBearing(theta));
      }),
    );
  });

  test('turns with the ship', () => {
    fc.assert(
      fc.property(direction, offset(20), offset(20), (facing, at, d) => {
        expect(defensiveArcOf({ at, facing }, hexAdd(at, hexRotate(d, facing)))).toBe(defensiveArcOf(north, d));
      }),
    );
  });

  test('a ring is split symmetrically: Fwd = Aft and Port = Stbd', () => {
    for (const radius of [1, 2, 5, 12]) {
      const ring = hexesWithin(ORIGIN, radius).filter((h) => hexDistance(ORIGIN, h) === radius);
      const count = (arc: string) => ring.filter((h) => defensiveArcOf(north, h) === arc).length;
      expect(count('Fwd')).toBe(count('Aft'));
      expect(count('Port')).toBe(count('Stbd'));
      expect(count('Fwd') + count('Aft') + count('Port') + count('Stbd')).toBe(6 * radius);
    }
  });

  test('the ship\'s own hex counts as Fwd, as mines and asteroids do (p.30)', () => {
    expect(defensiveArcOf({ at: hex(3, 3), facing: 4 }, hex(3, 3))).toBe('Fwd');
  });
});

describe('bank arcs: standard letters, C.1 alternate arcs and defensive arcs (p.19, p.39)', () => {
  // Starmada p.39 C.1 table, typed from the book.
  const C1: Record<string, string> = {
    FF: 'AB', AA: 'EF', PP: 'HJ', SS: 'IK', FP: 'AC', FS: 'BD', AP: 'CE', AS: 'DF', FR: 'G', AR: 'L',
    PR: 'C', SR: 'D', FH: 'GHI', AH: 'JKL', PH: 'ACE', SH: 'BDF', FX: 'ABCD', AX: 'CDEF', TR: 'GHIJK', TT: 'ABCDEF',
  };

  test('every C.1 code expands to its standard letters', () => {
    for (const [code, standard] of Object.entries(C1)) {
      const read = readBankArcs(code);
      expect(read.ok && read.value.kind === 'letters' ? lettersOfMask(read.value.mask).join('') : read).toBe(standard);
    }
  });

  test('a C.1 bank fires exactly where its standard letters fire', () => {
    const ring = hexesWithin(ORIGIN, 4).filter((h) => !hexEquals(h, ORIGIN));
    for (const [code, standard] of Object.entries(C1)) {
      for (const target of ring) expect(inArc(code, north, target), `${code} at ${target.q},${target.r}`).toBe(inArc(standard, north, target));
    }
  });

  // Starmada p.19: "if the target is in the [C] and [H] arcs, only those weapons with a "C" or "H" in their arc
  // designations may be used to attack."
  test('a bank fires if any arc of the target is among its letters', () => {
    const shipB = cube(1, -4, 3); // in B and G
    expect(inArc('G', north, shipB)).toBe(true);
    expect(inArc('BD', north, shipB)).toBe(true);
    expect(inArc('AC', north, shipB)).toBe(false);
    expect(inArc('HI', north, shipB)).toBe(false);
    const shipC = cube(-2, 1, 1); // in C, H and J
    expect(['C', 'H', 'J', 'PP', 'PR', 'PH', 'TT'].map((arcs) => inArc(arcs, north, shipC))).toEqual([true, true, true, true, true, true, true]);
    expect(['A', 'E', 'FF', 'FR', 'SS', 'SH'].map((arcs) => inArc(arcs, north, shipC))).toEqual([false, false, false, false, false, false]);
  });

  // Starmada p.39: defensive arcs may define weapon firing arcs ("Fwd", "Port", "Stbd", "Aft").
  test('a defensive-arc bank fires into that defensive arc of its own ship', () => {
    fc.assert(
      fc.property(direction, fc.boolean(), offset(15), (facing, inverted, d) => {
        const ship = { at: ORIGIN, facing, inverted };
        for (const arc of ['Fwd', 'Port', 'Stbd', 'Aft'] as const) expect(inArc(arc, ship, d)).toBe(defensiveArcOf(ship, d) === arc);
      }),
    );
    expect(inArc('Fwd', north, cube(0, -5, 5))).toBe(true);
    expect(inArc('Port', north, cube(-2, 1, 1))).toBe(true);
    expect(inArc('Stbd', north, cube(-2, 1, 1))).toBe(false);
  });

  test('arc text in any case; C.1 codes keep their text', () => {
    const fwd = readBankArcs('fwd');
    expect(fwd.ok && fwd.value).toEqual({ kind: 'defensive', text: 'Fwd', arc: 'Fwd' });
    const ace = readBankArcs('ace');
    expect(ace.ok && ace.value).toEqual({ kind: 'letters', text: 'ACE', mask: maskOfLetters(['A', 'C', 'E']) });
    const fh = readBankArcs('FH');
    expect(fh.ok && fh.value).toEqual({ kind: 'letters', text: 'FH', mask: maskOfLetters(['G', 'H', 'I']) });
  });

  test('text that is no arc is an error sentence, and covers nothing', () => {
    for (const text of ['', 'Z', 'ABZ', 'AA B', 'Forward']) {
      const read = readBankArcs(text);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe('ERR_BANK_ARC');
        expect(read.error.message).toMatch(/^".*" is not a firing arc; .+\.$/);
      }
      expect(inArc(text, north, cube(0, -1, 1))).toBe(false);
    }
  });

  test('reading arc text never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(typeof readBankArcs(text).ok).toBe('boolean');
      }),
    );
  });

  test('bankCovers never fires into the ship\'s own hex', () => {
    const tt = readBankArcs('TT');
    expect(tt.ok && bankCovers(tt.value, north, ORIGIN)).toBe(false);
    const fwd = readBankArcs('Fwd');
    expect(fwd.ok && bankCovers(fwd.value, north, ORIGIN)).toBe(false);
  });

  test('masks and letters round-trip', () => {
    fc.assert(
      fc.property(fc.subarray([...ARC_LETTERS]), (subset) => {
        expect(lettersOfMask(maskOfLetters(subset))).toEqual(subset);
      }),
    );
  });
});
