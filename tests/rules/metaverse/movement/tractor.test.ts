import { describe, expect, test } from 'vitest';
import { canDeployTowed, grapplerTowLimit, tractorPoints, validateTractorAdjustment } from '../../../../src/rules/metaverse/movement/tractor.ts';
import { point } from '../../../../src/rules/core/plane.ts';

describe('tractor beams and grapplers (Metaverse p.63–64)', () => {
  // Tractor Beam example, Metaverse p.64: rating 2, MF 51 vs 37 (difference 14) → 4 points on the target's plot.
  test('Tractor Beam example (p.64)', () => {
    const grant = tractorPoints(2, 51, 37);
    expect(grant).toEqual({ points: 4, modifies: 'target' });
    expect(validateTractorAdjustment({ momentum: -2, turns: ['P'], rotation: 0 }, grant.points).ok).toBe(true);
    expect(validateTractorAdjustment({ momentum: -2, turns: ['P', 'P'], rotation: 0 }, grant.points).ok).toBe(false);
    // "Were the Butcher the smaller starship, it would modify its own plot."
    expect(tractorPoints(2, 37, 51)).toEqual({ points: 4, modifies: 'firer' });
  });

  // Grappler example, Metaverse p.63: MF 46, rating 4. Erratum A3: the book says 19; floor(4 × 46 / 5) = 36.
  test('Grappler example (p.63) (erratum A3)', () => {
    expect(grapplerTowLimit(4, 46)).toBe(36);
  });

  // Metaverse p.63: towed ships deploy within 20 cm of the tower, in an arc of the grappler.
  test('towed deployment', () => {
    const tower = { at: point(50, 50), heading: 0 };
    expect(canDeployTowed(tower, 'square', ['stern'], point(50, 65))).toBe(true);
    expect(canDeployTowed(tower, 'square', ['stern'], point(50, 75))).toBe(false);
    expect(canDeployTowed(tower, 'square', ['stern'], point(50, 40))).toBe(false);
  });
});
