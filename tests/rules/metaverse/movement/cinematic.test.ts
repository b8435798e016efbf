import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { distribute, moveCinematic } from '../../../../src/rules/metaverse/movement/cinematic.ts';
import { point } from '../../../../src/rules/core/plane.ts';

const start = { at: point(50, 100), heading: 0, momentum: 12, mirrored: false };
const square = { directionality: 'square' } as const;

describe('Cinematic movement (Metaverse p.7 "Cinematic Movement")', () => {
  // segment rule, Metaverse p.7 rule text: 8/1 → 4,4; 9/2 → 3,3,3; 8/2 → 3,2,3; 16/2 → 5,6,5.
  test.each([
    [8, 1, [4, 4]],
    [9, 2, [3, 3, 3]],
    [8, 2, [3, 2, 3]],
    [16, 2, [5, 6, 5]],
  ])('segment rule (p.7): momentum %i with %i turns', (m, t, segs) => {
    expect(distribute(m, t)).toEqual(segs);
  });

  // Ruling A64 (a house rule for cases the book does not fix).
  test('other divisions sum to the momentum', () => {
    expect(distribute(7, 1)).toEqual([4, 3]);
    expect(distribute(11, 3)).toEqual([3, 3, 2, 3]);
    expect(distribute(13, 4)).toEqual([3, 2, 3, 2, 3]);
    expect(distribute(2, 3)).toEqual([1, 0, 0, 1]);
    for (let m = 0; m < 40; m++) for (let t = 0; t < 8; t++) expect(distribute(m, t).reduce((a, b) => a + b, 0)).toBe(m);
  });

  // Cinematic Movement example, Metaverse p.8 example: blank plot moves 12 straight; +4 and one starboard turn → 8, turn 45°, 8.
  test('Cinematic Movement example (p.8): USS Thunderchild', () => {
    const blank = moveCinematic(start, { accel: 0, decel: 0, turns: [] }, { ...square, blank: true });
    expect(blank.segments).toEqual([12]);
    expect(blank.state.momentum).toBe(12);
    expect(blank.state.at).toEqual(point(50, 88));
    expect(blank.trModifier).toBe(-1); // drift (p.25 Table 1)

    const r = moveCinematic(start, { accel: 4, decel: 0, turns: ['S'] }, square);
    expect(r.state.momentum).toBe(16);
    expect(r.segments).toEqual([8, 8]);
    expect(r.headings).toEqual([0, 45]);
    expect(r.state.heading).toBe(45);
    expect(r.path[1]).toEqual(point(50, 92));
    expect(r.state.at.x).toBeCloseTo(50 + 8 * Math.SQRT1_2, 9);
    expect(r.state.at.y).toBeCloseTo(92 - 8 * Math.SQRT1_2, 9);

    const two = moveCinematic(start, { accel: 4, decel: 0, turns: ['S', 'S'] }, square);
    expect(two.segments).toEqual([5, 6, 5]);
    expect(two.state.heading).toBe(90);
  });

  // Ruling A12: momentum never goes below 0; A21: momentum 0 is −1 TR.
  test('deceleration clamps at 0', () => {
    const r = moveCinematic({ ...start, momentum: 1 }, { accel: 0, decel: 2, turns: ['P'] }, square);
    expect(r.state.momentum).toBe(0);
    expect(r.segments).toEqual([0, 0]);
    expect(r.state.heading).toBe(315);
    expect(r.trModifier).toBe(-1);
  });

  // Metaverse p.7: hexagon ships turn 30° (A1: 60° optional).
  test('hexagon heading change', () => {
    expect(moveCinematic(start, { accel: 0, decel: 0, turns: ['S'] }, { directionality: 'hexagon' }).state.heading).toBe(30);
    expect(moveCinematic(start, { accel: 0, decel: 0, turns: ['P'] }, { directionality: 'hexagon', hexTurnStep: 60 }).state.heading).toBe(300);
  });

  // Flip example 2, Metaverse p.12: flip at the end of movement, momentum halved rounded down.
  test('Flip example 2 (p.12): flip at the end of movement', () => {
    const r = moveCinematic({ ...start, momentum: 13 }, { accel: 0, decel: 0, turns: [] }, { ...square, flip: true });
    expect(r.segments).toEqual([13]);
    expect(r.state.at).toEqual(point(50, 87));
    expect(r.state.heading).toBe(180);
    expect(r.state.mirrored).toBe(true);
    expect(r.state.momentum).toBe(6);
  });

  // Roll example, Metaverse p.11: the roll mirrors the record sheet; movement unchanged.
  test('Roll example (p.11): roll toggles mirroring only', () => {
    const r = moveCinematic(start, { accel: 0, decel: 0, turns: [] }, { ...square, roll: true });
    expect(r.state).toEqual({ at: point(50, 88), heading: 0, momentum: 12, mirrored: true });
  });

  // Emergency Power example, Metaverse p.12: two size 2 stern drives doubled to 4 each add 8 to momentum.
  test('Emergency Power example (p.12): +8 momentum', () => {
    expect(moveCinematic({ ...start, momentum: 6 }, { accel: 8, decel: 0, turns: [] }, square).state.momentum).toBe(14);
  });

  // Tractor Beam example, Metaverse p.64: Butcher spends 2 points for a port heading change and 2 for −2 momentum.
  test('Tractor Beam example (p.64): the tractor adjustment modifies the next plot', () => {
    const r = moveCinematic(start, { accel: 0, decel: 0, turns: [] }, { ...square, tractor: { momentum: -2, turns: ['P'] } });
    expect(r.moved).toBe(10);
    expect(r.segments).toEqual([5, 5]);
    expect(r.state.heading).toBe(315);
  });

  test('any finite start and whole orders give finite positions and conserve the distance moved (property)', () => {
    const n = fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true });
    const whole = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(n, n, n, whole, whole, whole, fc.array(fc.constantFrom<'P' | 'S'>('P', 'S'), { maxLength: 8 }), (x, y, h, m, a, d, turns) => {
        const r = moveCinematic({ at: point(x, y), heading: h, momentum: m, mirrored: false }, { accel: a, decel: d, turns }, square);
        expect(Number.isFinite(r.state.at.x) && Number.isFinite(r.state.at.y) && Number.isFinite(r.state.heading)).toBe(true);
        expect(r.segments.reduce((s, v) => s + v, 0)).toBe(Math.max(0, m + a - d));
      }),
    );
  });
});
