import { describe, expect, test } from 'vitest';
import { MISSILE_LIMITS, startRound } from '../../../../src/rules/voidstriker/movement/moving-ship.ts';
import { bookPoint as point } from '../book-frame.ts';
import { near, ship } from './fixtures.ts';

describe('a moving counter at the start of the round (Voidstriker §2.31, §2.351)', () => {
  // A worked case (§2.31) starts: pos (0,0), anchor (0,−6) → speed 6 north.
  test('startRound measures the drift and keeps the facing', () => {
    const s = startRound(ship('de', point(0, 0), point(0, -6), 90));
    expect(s.drift.speed).toBe(6);
    expect(near(s.drift.direction, 0, 1)).toBe(true);
    expect(s.vectorCounter).toEqual(point(0, 0));
    expect(s.heading).toBe(90);
  });

  // §2.351: "Missiles have Thrust Factor 12 … Missiles have Turn Mode 180."
  test('missile limits', () => {
    expect(MISSILE_LIMITS).toEqual({ thrustFactor: 12, turnMode: 180 });
  });
});
