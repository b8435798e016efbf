import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { moveRound, startAllRounds } from '../../../../src/rules/voidstriker/movement/round.ts';
import { vectorCounterFor } from '../../../../src/rules/voidstriker/movement/drift.ts';
import type { ManoeuvrePlot } from '../../../../src/rules/voidstriker/movement/plot.ts';
import { add, bearingOf, floorLength as floorInches, length, scale, sub } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point, bookUnit as unit, toBook } from '../book-frame.ts';
import { near, ship } from './fixtures.ts';

const steady = (accel: number, turn = 0): ManoeuvrePlot => ({
  thrust: { accel, evasive: 0, attack: 0 },
  phases: [0, 1, 2, 3].map(() => ({ turn, accel })),
});

describe('a round of movement (Voidstriker §2.31, §2.34)', () => {
  // A worked case: pos (0,0), anchor (0,−6), heading 90, A = 4, 4 × {turn 0, accel 4}.
  // Phases: a (1, 1.5), b (2, 3), c (3, 4.5), d (4, 6); next round speed 7 on bearing 33.690°.
  test('D1: drift plus acceleration across the drift', () => {
    const [s] = startAllRounds([ship('de', point(0, 0), point(0, -6), 90)]);
    if (s === undefined) throw new Error('no ship');
    const r = moveRound([s], { de: steady(4) }, ['de']);
    const path = r.phases.map((p) => p.ships[0]?.position ?? point(NaN, NaN));
    expect(near(path[0] ?? point(NaN, NaN), 1, 1.5)).toBe(true);
    expect(near(path[1] ?? point(NaN, NaN), 2, 3)).toBe(true);
    expect(near(path[2] ?? point(NaN, NaN), 3, 4.5)).toBe(true);
    expect(near(path[3] ?? point(NaN, NaN), 4, 6)).toBe(true);
    const [next] = startAllRounds(r.ships);
    expect(next?.drift.speed).toBe(7);
    expect(bearingOf(next?.drift.direction ?? point(0, 0))).toBeCloseTo(33.690, 3);
    expect(near(next?.vectorCounter ?? point(NaN, NaN), 4, 6)).toBe(true);
  });

  // A worked case: speed 5 east, heading 270, accel 4 each phase: net +0.25 east a phase → (1,0), speed 1 east.
  test('D3: braking', () => {
    const [s] = startAllRounds([ship('de', point(0, 0), point(-5, 0), 270)]);
    if (s === undefined) throw new Error('no ship');
    const r = moveRound([s], { de: steady(4) }, ['de']);
    for (const [i, p] of r.phases.entries()) expect(near(p.ships[0]?.position ?? point(NaN, NaN), 0.25 * (i + 1), 0)).toBe(true);
    const [next] = startAllRounds(r.ships);
    expect(next?.drift.speed).toBe(1);
    expect(bearingOf(next?.drift.direction ?? point(0, 0))).toBeCloseTo(90, 6);
  });

  // Voidstriker §2.31: one point of acceleration moves the ship 1/4" a phase, 1" a round.
  test('B2: one acceleration point from rest is 1" a round', () => {
    const [s] = startAllRounds([ship('gb', point(0, 0), point(0, 0), 0)]);
    if (s === undefined) throw new Error('no ship');
    const r = moveRound([s], { gb: steady(1) }, ['gb']);
    expect(r.phases.map((p) => toBook(p.ships[0]?.position)?.y)).toEqual([0.25, 0.5, 0.75, 1]);
  });

  // Required by the issue: no thrust keeps the drift speed exactly for 1,000 rounds, at any heading (turns allowed).
  test('a ship with no thrust keeps its drift speed exactly over 1,000 rounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 359.999999, noNaN: true }),
        fc.double({ min: 0, max: 359.999999, noNaN: true }),
        fc.array(fc.double({ min: -180, max: 180, noNaN: true }), { minLength: 4, maxLength: 4 }),
        (speed, bearing, heading, turns) => {
          const start = point(3.3, -7.1);
          let ships = startAllRounds([{ ...ship('s', start, vectorCounterFor(start, speed, bearing), heading), limits: { thrustFactor: 0, turnMode: 180 } }]);
          const plot: ManoeuvrePlot = { thrust: { accel: 0, evasive: 0, attack: 0 }, phases: turns.map((turn) => ({ turn, accel: 0 })) };
          for (let round = 0; round < 1000; round++) {
            expect(ships[0]?.drift.speed).toBe(speed);
            ships = startAllRounds(moveRound(ships, { s: plot }, ['s']).ships);
          }
          expect(ships[0]?.drift.speed).toBe(speed);
        },
      ),
      { numRuns: 40 },
    );
  });

  // The closed form of §2.31 and §2.34: pos_end = pos_start + speed·dir + Σ (n_p/4)·unit(θ_p); next speed = floor(|that − start|).
  test('the closed form of a round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.array(fc.record({ turn: fc.integer({ min: -60, max: 60 }), accel: fc.integer({ min: 0, max: 6 }) }), { minLength: 4, maxLength: 4 }),
        (speed, bearing, heading, phases) => {
          const start = point(0, 0);
          const [s] = startAllRounds([ship('s', start, vectorCounterFor(start, speed, bearing), heading)]);
          if (s === undefined) throw new Error('no ship');
          const r = moveRound([s], { s: { thrust: { accel: 6, evasive: 0, attack: 0 }, phases } }, ['s']);
          let h = heading;
          let expected = add(start, scale(unit(bearing), speed));
          for (const p of phases) {
            h += p.turn;
            expected = add(expected, scale(unit(h), p.accel / 4));
          }
          const end = r.ships[0]?.position ?? point(NaN, NaN);
          expect(near(end, expected.x, expected.y)).toBe(true);
          const [next] = startAllRounds(r.ships);
          const len = length(sub(end, start));
          // Away from a whole-inch boundary the floor is unambiguous.
          if (Math.abs(len - Math.round(len)) > 1e-6) expect(next?.drift.speed).toBe(floorInches(len));
        },
      ),
    );
  });
});
