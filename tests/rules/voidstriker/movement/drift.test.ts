import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { determineDrift, driftStep, vectorCounterFor } from '../../../../src/rules/voidstriker/movement/drift.ts';
import { bearingOf, length, sub, unit } from '../../../../src/rules/core/plane.ts';
import { bookPoint as point } from '../book-frame.ts';

describe('Drift Speed Determination (Voidstriker §2.31, §2.341)', () => {
  // §2.31: distance ship counter → vector counter, rounded down; the vector counter then goes under the ship.
  test('speed is the rounded-down distance; the vector counter moves under the ship', () => {
    const { drift, vectorCounter } = determineDrift({ position: point(4, 6), vectorCounter: point(0, 0) });
    expect(drift.speed).toBe(7); // |(4,6)| = 7.2111 (a worked case)
    expect(bearingOf(drift.direction)).toBeCloseTo(33.690, 3);
    expect(vectorCounter).toEqual(point(4, 6));
  });

  test('counters on top of each other: speed 0, no direction', () => {
    expect(determineDrift({ position: point(3, 3), vectorCounter: point(3, 3) }).drift).toEqual({ speed: 0, direction: { x: 0, y: 0 } });
    // Under an inch apart: speed 0, and a drift step goes nowhere.
    const slow = determineDrift({ position: point(0.7, 0), vectorCounter: point(0, 0) }).drift;
    expect(slow.speed).toBe(0);
    expect(driftStep(point(5, 5), slow)).toEqual(point(5, 5));
  });

  // §2.341: "moved 1/4" for every point of Drift Speed … in the direction the Vector Counter is pointing".
  test('a drift step is a quarter of the speed', () => {
    const { drift } = determineDrift({ position: point(0, 0), vectorCounter: point(-8, 0) });
    expect(driftStep(point(0, 0), drift)).toEqual(point(2, 0));
  });

  // Ruling H1: a starting drift of s toward φ puts the vector counter s inches behind.
  test('setting up a starting drift gives back that speed and bearing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 359.999, noNaN: true }), (s, phi) => {
        const pos = point(10, -3);
        const { drift } = determineDrift({ position: pos, vectorCounter: vectorCounterFor(pos, s, phi) });
        expect(drift.speed).toBe(s);
        if (s > 0) expect(Math.abs((((bearingOf(drift.direction) ?? 0) - phi + 540) % 360) - 180)).toBeLessThan(1e-6);
      }),
    );
  });

  // Ruling B2's case: speed 1 on a 40° bearing, no thrust: after four drift steps the length is 0.9999999999999999
  // in IEEE doubles, and the next speed must still be 1 (plain floor would give 0).
  test('D2: the epsilon guard keeps a speed-1 ship at speed 1', () => {
    const start = point(0, 0);
    const drift = { speed: 1, direction: unit(40) };
    let pos = start;
    for (let i = 0; i < 4; i++) pos = driftStep(pos, drift);
    const measured = length(sub(pos, start));
    expect(measured).toBe(0.9999999999999999);
    expect(Math.floor(measured)).toBe(0);
    expect(determineDrift({ position: pos, vectorCounter: start }).drift.speed).toBe(1);
  });
});
