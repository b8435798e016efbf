// Starmada C.4 p.40–41: forced pursuit of a seeker flight.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hex, hexDistance, hexNeighbor, type Direction } from '../../../../src/rules/core/hex.ts';
import { arcsOf } from '../../../../src/rules/starmada/combat/arcs.ts';
import { formatPursuit, forwardCloses, pursue, seekerCostPerHex, turnToward } from '../../../../src/rules/starmada/seekers/pursuit.ts';

const ORIGIN_N = { at: hex(0, 0), heading: 0 as Direction };

describe('the cost of a forward hex, fixed at activation (C.4 p.40)', () => {
  test('1 MA with the target in [A] or [B], 2 in [C] or [D], 3 in [E] or [F]', () => {
    // Bearings from a flight heading north: (−1, −3) lies in A, (4, −1) in D (about 106°), (−2, 5) in E.
    expect([...arcsOf({ at: hex(0, 0), facing: 0 }, hex(-1, -3))]).toContain('A');
    expect(seekerCostPerHex(ORIGIN_N, hex(-1, -3))).toBe(1);
    expect([...arcsOf({ at: hex(0, 0), facing: 0 }, hex(4, -1))]).toEqual(expect.arrayContaining(['D']));
    expect(seekerCostPerHex(ORIGIN_N, hex(4, -1))).toBe(2);
    expect([...arcsOf({ at: hex(0, 0), facing: 0 }, hex(-2, 5))]).toContain('E');
    expect(seekerCostPerHex(ORIGIN_N, hex(-2, 5))).toBe(3);
  });

  test('on an arc boundary the lower cost applies', () => {
    // The NE hex row is the B/D boundary (1 MA), the SE row the D/F boundary (2 MA), dead astern E/F (3 MA).
    expect(seekerCostPerHex(ORIGIN_N, hex(3, -3))).toBe(1);
    expect(seekerCostPerHex(ORIGIN_N, hex(3, 0))).toBe(2);
    expect(seekerCostPerHex(ORIGIN_N, hex(0, 3))).toBe(3);
  });

  test('the cost is read along the flight\'s heading, not the board\'s north', () => {
    // Heading S, a target to the north is dead astern.
    expect(seekerCostPerHex({ at: hex(0, 0), heading: 3 }, hex(0, -4))).toBe(3);
    expect(seekerCostPerHex({ at: hex(0, 0), heading: 3 }, hex(0, 4))).toBe(1);
  });
});

describe('each step: forward if it closes the range, else one hexside toward the target (C.4 p.40)', () => {
  test('the p.41 example: MA 8, target in [E], two port turns, two hexes, a final turn, 2 MA unspent', () => {
    // Target at (−2, 5), 5 hexes away in the flight's [E] arc: 3 MA a hex. Forward (0,−1) is 6 away: turn port to
    // NW; (−1,0) is 5 away: turn port again to SW; (−1,1) is 4 and (−2,2) is 3: forward twice, 6 MA. (−3,3) is
    // still 3 away: turn port to S. (−2,3) would close, but 2 MA is less than 3: the activation ends.
    const run = pursue(ORIGIN_N, 8, hex(-2, 5));
    expect(run.costPerHex).toBe(3);
    expect(formatPursuit(run.steps)).toBe('PP2P');
    expect(run.trail).toEqual([hex(0, 0), hex(-1, 1), hex(-2, 2)]);
    expect(run.spent).toBe(6);
    expect(run.heading).toBe(3);
    expect(run.reached).toBe(false);
    expect(hexDistance(run.at, hex(-2, 5))).toBe(3);
  });

  test('a target dead ahead: straight on, stopping in its hex without spending the rest', () => {
    const run = pursue(ORIGIN_N, 8, hex(0, -5));
    expect(formatPursuit(run.steps)).toBe('5');
    expect(run.spent).toBe(5);
    expect(run.reached).toBe(true);
    expect(run.enteredFrom).toEqual(hex(0, -4));
  });

  test('a target out of reach: every point of MA is spent', () => {
    const run = pursue(ORIGIN_N, 8, hex(0, -20));
    expect(run.spent).toBe(8);
    expect(run.at).toEqual(hex(0, -8));
    expect(run.reached).toBe(false);
  });

  test('a target on the NE row: forward does not close, so turn starboard, then close in at 1 MA a hex', () => {
    expect(forwardCloses(ORIGIN_N, hex(3, -3))).toBe(false);
    expect(turnToward(ORIGIN_N, hex(3, -3))).toBe('S');
    const run = pursue(ORIGIN_N, 8, hex(3, -3));
    expect(formatPursuit(run.steps)).toBe('S3');
    expect(run.spent).toBe(3);
    expect(run.reached).toBe(true);
  });

  test('a target in [D] costs 2 MA a hex and the flight turns as it goes', () => {
    // (3,−1) from (0,0): forward (0,−1) is still 3 away → S to NE; (1,−1) is 2 away → forward; (2,−2) is still 2 away
    // → S to SE; (2,−1) is 1 away → forward; (3,−1) is the target → forward, 6 MA in all.
    const run = pursue(ORIGIN_N, 8, hex(3, -1));
    expect(run.costPerHex).toBe(2);
    expect(formatPursuit(run.steps)).toBe('S1S2');
    expect(run.spent).toBe(6);
    expect(run.reached).toBe(true);
    expect(run.enteredFrom).toEqual(hex(2, -1));
  });

  test('a target dead astern: Salvo turns starboard (the book does not say which way)', () => {
    // Three starboard turns bring it about; 3 MA a hex: two hexes, 2 MA left.
    expect(turnToward(ORIGIN_N, hex(0, 3))).toBe('S');
    const run = pursue(ORIGIN_N, 8, hex(0, 3));
    expect(formatPursuit(run.steps)).toBe('SSS2');
    expect(run.at).toEqual(hex(0, 2));
    expect(run.spent).toBe(6);
  });

  test('a target to port is turned toward by port turns', () => {
    expect(turnToward(ORIGIN_N, hex(-3, 0))).toBe('P');
    expect(formatPursuit(pursue(ORIGIN_N, 8, hex(-3, 0)).steps)).toBe('P3');
  });

  test('a flight already in its target\'s hex does not move', () => {
    const run = pursue(ORIGIN_N, 8, hex(0, 0));
    expect(run.steps).toEqual([]);
    expect(run.reached).toBe(true);
    expect(run.enteredFrom).toBeNull();
  });

  test('a forced move off the board is reported, and the flight stops at the edge', () => {
    // Board columns 0–31, rows 0–17. (4,−2) and the target (7,−3) are both in row 0; heading NE, the next hex
    // (5,−3) is 2 from the target (closer than 3) but in row −1, off the board.
    const board = { cols: 32, rows: 18 };
    const run = pursue({ at: hex(4, -2), heading: 1 }, 8, hex(7, -3), board);
    expect(run.leftBoard).toBe(true);
    expect(run.steps).toEqual([]);
    expect(run.at).toEqual(hex(4, -2));
  });
});

describe('pursuit properties', () => {
  const hexArb = fc.record({ q: fc.integer({ min: -12, max: 12 }), r: fc.integer({ min: -12, max: 12 }) }).map(({ q, r }) => hex(q, r));
  const headingArb = fc.integer({ min: 0, max: 5 }).map((d) => d as Direction);

  test('never spends more than its MA, never moves away, and stops only on the target or short of MA', () => {
    fc.assert(
      fc.property(hexArb, headingArb, fc.integer({ min: 4, max: 12 }), hexArb, (at, heading, ma, target) => {
        const run = pursue({ at, heading }, ma, target);
        expect(run.spent).toBeLessThanOrEqual(ma);
        expect(run.spent).toBe((run.trail.length - 1) * run.costPerHex);
        for (let i = 1; i < run.trail.length; i++) {
          expect(hexDistance(run.trail[i] ?? at, target)).toBe(hexDistance(run.trail[i - 1] ?? at, target) - 1);
        }
        if (!run.reached) {
          expect(ma - run.spent).toBeLessThan(run.costPerHex);
          // The flight ends pointing where a forward hex would close (the book's final turn check).
          expect(forwardCloses(run, target)).toBe(true);
        }
        // No more than three turns in a row, and every turn is free.
        expect(formatPursuit(run.steps)).not.toMatch(/[PS]{4}/);
      }),
    );
  });

  test('the hex it entered the target from is next to the target', () => {
    fc.assert(
      fc.property(hexArb, headingArb, hexArb, (at, heading, target) => {
        const run = pursue({ at, heading }, 12, target);
        if (run.reached && run.enteredFrom) expect(hexDistance(run.enteredFrom, target)).toBe(1);
        if (run.reached && run.steps.length > 0) expect(hexNeighbor(run.enteredFrom ?? at, run.heading)).toEqual(target);
      }),
    );
  });
});
