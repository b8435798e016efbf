import { describe, expect, test } from 'vitest';
import { addToRose, emptyRose, jumpRose, moveNewtonian, newtonianSpeed, roseVector, rotateRose } from '../../../../src/rules/metaverse/movement/newtonian.ts';
import { tractorHeadingSteps } from '../../../../src/rules/metaverse/movement/tractor.ts';
import { point } from '../../../../src/rules/core/plane.ts';

const hex = { directionality: 'hexagon' } as const;
const vengeanceStart = { at: point(100, 100), heading: 0, rose: [10, 0, 0, 0, 0, 0], rotation: 0, mirrored: false };

describe('Newtonian movement (Metaverse p.9 "Newtonian Movement")', () => {
  // Newtonian Movement example, Metaverse p.9 example: bow 4 (N 10 → 6), one port point (+1 CW), stern 6.
  // Erratum A14: the book says the 6 goes north-west; after the CW step the stern push is north-EAST.
  test('Newtonian Movement example (p.9): ISS Vengeance (A14: NE after the rotation step)', () => {
    const r = moveNewtonian(
      vengeanceStart,
      { rotate: { dir: 'CW', points: 1 }, thrust: [{ arc: 'bow', points: 4, step: 0 }, { arc: 'stern', points: 6, step: 1 }] },
      hex,
    );
    expect(r.state.rotation).toBe(1);
    expect(r.state.heading).toBe(60);
    expect(r.state.rose).toEqual([6, 6, 0, 0, 0, 0]); // N 6, NE 6
    expect(r.thrusts[1]?.direction).toBe(60);
    const v = roseVector('hexagon', [6, 6, 0, 0, 0, 0]);
    expect(r.state.at.x).toBeCloseTo(100 + v.x, 9);
    expect(r.state.at.y).toBeCloseTo(100 + v.y, 9);
    expect(r.path).toHaveLength(2); // straight resultant (A15)
  });

  // Ruling A14: applied before the rotation step, the stern thrust adds north (N total 12).
  test('Newtonian Movement example (p.9) variant: stern thrust at step 0 goes north', () => {
    const r = moveNewtonian(
      vengeanceStart,
      { rotate: { dir: 'CW', points: 1 }, thrust: [{ arc: 'bow', points: 4, step: 0 }, { arc: 'stern', points: 6, step: 0 }] },
      hex,
    );
    expect(r.state.rose).toEqual([12, 0, 0, 0, 0, 0]);
  });

  // Flip example 1, Metaverse p.11: heading +180°, sides not rotated (mirrored), momenta unchanged.
  test('Flip example 1 (p.11)', () => {
    const r = moveNewtonian(vengeanceStart, { thrust: [] }, { ...hex, flip: true });
    expect(r.state.heading).toBe(180);
    expect(r.state.mirrored).toBe(true);
    expect(r.state.rose).toEqual(vengeanceStart.rose);
    expect(r.state.at).toEqual(point(100, 90));
  });

  // Metaverse p.9: opposite entries net.
  test('rose arithmetic', () => {
    expect(addToRose([0, 0, 0, 0, 5, 0, 0, 0], 0, 3)).toEqual([0, 0, 0, 0, 2, 0, 0, 0]);
    expect(addToRose([0, 0, 0, 0, 2, 0, 0, 0], 0, 3)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(rotateRose([1, 0, 0, 0, 0, 0, 0, 2], 1)).toEqual([2, 1, 0, 0, 0, 0, 0, 0]);
    expect(newtonianSpeed('square', [3, 0, 4, 0, 0, 0, 0, 0])).toBe(5);
    expect(emptyRose('hexagon')).toHaveLength(6);
  });

  // tactical jump example, Metaverse p.17: the Chimera (square) turned 90° to port in the jump: rose rotated 90° CCW.
  test('tactical jump example (p.17): jump heading change rotates the rose', () => {
    expect(jumpRose('square', [5, 0, 0, 0, 0, 0, 0, 3], 90, 0)).toEqual([0, 0, 0, 0, 0, 3, 5, 0]); // N 5 → W 5, NW 3 → SW 3
  });

  // Ruling A21: Newtonian momentum 0 = every rose entry 0; cumulative with drift.
  test('momentum 0 and drift', () => {
    const r = moveNewtonian({ ...vengeanceStart, rose: emptyRose('hexagon') }, { thrust: [] }, { ...hex, blank: true });
    expect(r.trModifier).toBe(-2);
  });

  // Metaverse p.64: tractor points change momentum (along the facing), heading and rotation of the next plot.
  test('tractor adjustment on a Newtonian ship', () => {
    const r = moveNewtonian(vengeanceStart, { thrust: [] }, { ...hex, tractor: { momentum: -2, headingSteps: tractorHeadingSteps(['P']), rotation: 1 } });
    expect(r.state.rose).toEqual([8, 0, 0, 0, 0, 0]);
    expect(r.state.rotation).toBe(1);
    expect(r.state.heading).toBe(0); // −1 step from the tractor turn, +1 from the new rotation
  });
});
