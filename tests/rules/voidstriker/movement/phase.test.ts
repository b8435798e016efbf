import { describe, expect, test } from 'vitest';
import { startRound, MISSILE_LIMITS } from '../../../../src/rules/voidstriker/movement/moving-ship.ts';
import { runPhaseMovement } from '../../../../src/rules/voidstriker/movement/phase.ts';
import { bookPoint as point, toBook } from '../book-frame.ts';
import { near, ship } from './fixtures.ts';

describe('one combat phase: drift, maneuver, acceleration (Voidstriker §2.34–§2.343)', () => {
  // A worked case, phase a: from (0,0), drift 6 north, heading east, accel 4 → (1, 1.5).
  test('D1 phase a: drift a quarter, then thrust along the nose', () => {
    const s = startRound(ship('de', point(0, 0), point(0, -6), 90));
    const r = runPhaseMovement('a', [s], { de: { turn: 0, accel: 4 } }, ['de']);
    expect(near(r.ships[0]?.position ?? point(NaN, NaN), 1, 1.5)).toBe(true);
    expect(r.events.map((e) => e.kind)).toEqual(['drift', 'accelerate']);
  });

  // §2.34 order: the turn comes before the acceleration, so the thrust follows the new nose.
  test('turn first, then accelerate along the new heading', () => {
    const s = startRound(ship('de', point(0, 0), point(0, 0), 0));
    const r = runPhaseMovement('a', [s], { de: { turn: 90, accel: 4 } }, ['de']);
    const moved = r.ships[0];
    expect(moved?.heading).toBe(90);
    expect(near(moved?.position ?? point(NaN, NaN), 1, 0)).toBe(true);
    // Turning to port past north wraps into [0, 360).
    const left = runPhaseMovement('a', [s], { de: { turn: -30, accel: 0 } }, []);
    expect(left.ships[0]?.heading).toBe(330);
    expect(left.events).toEqual([{ kind: 'turn', id: 'de', from: 0, to: 330 }]);
  });

  // §2.341: every ship and salvo drifts "at once"; §2.343: acceleration in reverse initiative order.
  test('everyone drifts first; accelerations follow the given order; a ship without a step only drifts', () => {
    const a = startRound(ship('a', point(0, 0), point(0, -4), 0));
    const b = startRound(ship('b', point(10, 0), point(10, 4), 180));
    const hulk = startRound(ship('hulk', point(20, 0), point(16, 0), 0));
    const r = runPhaseMovement('b', [a, b, hulk], { a: { turn: 0, accel: 2 }, b: { turn: 0, accel: 3 } }, ['b', 'a']);
    expect(r.events.map((e) => `${e.kind}:${e.id}`)).toEqual(['drift:a', 'drift:b', 'drift:hulk', 'accelerate:b', 'accelerate:a']);
    expect(near(r.ships[0]?.position ?? point(NaN, NaN), 0, 1.5)).toBe(true);
    expect(near(r.ships[1]?.position ?? point(NaN, NaN), 10, -1.75)).toBe(true);
    expect(near(r.ships[2]?.position ?? point(NaN, NaN), 21, 0)).toBe(true);
    // The vector counters do not move during the round (§2.341).
    expect(r.ships.map((s) => s.vectorCounter)).toEqual([point(0, 0), point(10, 0), point(20, 0)]);
  });

  // A worked case (§2.351): a salvo at (0,3) with anchor (0,0), speed 4 north, thrusting 3" a phase in c and d:
  // c drift → (0,4), thrust → (0,7); d drift → (0,8), thrust → (0,11). The launching ship is at (0,2) after b.
  test('D15: the salvo and its launcher', () => {
    const launcher = startRound(ship('kongo', point(0, 0), point(0, -4), 0));
    const afterA = runPhaseMovement('a', [launcher], {}, []);
    const afterB = runPhaseMovement('b', afterA.ships, {}, []);
    const atB = afterB.ships[0];
    expect(near(atB?.position ?? point(NaN, NaN), 0, 2)).toBe(true);
    if (atB === undefined) throw new Error('launcher lost');
    const salvo = { ...atB, id: 's1', position: point(0, 3), limits: MISSILE_LIMITS };
    const c = runPhaseMovement('c', [atB, salvo], { s1: { turn: 0, accel: 12 } }, ['kongo', 's1']);
    const cEvents = c.events.filter((e) => e.id === 's1');
    expect(cEvents.map((e) => (e.kind === 'turn' ? null : [e.to.x, toBook(e.to).y]))).toEqual([
      [0, 4],
      [0, 7],
    ]);
    const d = runPhaseMovement('d', c.ships, { s1: { turn: 0, accel: 12 } }, ['kongo', 's1']);
    expect(near(d.ships[1]?.position ?? point(NaN, NaN), 0, 11)).toBe(true);
    const next = d.ships.map(startRound);
    expect(next[0]?.drift.speed).toBe(4);
    expect(next[1]?.drift.speed).toBe(11);
  });
});
