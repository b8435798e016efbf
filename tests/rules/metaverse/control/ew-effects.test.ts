import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  areaFieldRadiusCm,
  effectiveEw,
  fieldsCovering,
  jammingTargetRatingBonus,
  targetingArrayReduction,
} from '../../../../src/rules/metaverse/control/ew-effects.ts';

const none = { ewArrays: [], ecm: [], podsRating: 0, elint: 0 };

describe('EW effects', () => {
  // Metaverse p.55 ECM/EJ: the rating gives the radius in 5 cm steps; each field covering a ship gives +1; they stack.
  test('area fields', () => {
    expect(areaFieldRadiusCm(3)).toBe(15);
    expect(fieldsCovering([{ rating: 3, distanceCm: 15 }, { rating: 1, distanceCm: 5.01 }, { rating: 2, distanceCm: 0 }])).toBe(2);
    expect(jammingTargetRatingBonus([{ rating: 2, distanceCm: 4 }, { rating: 2, distanceCm: 9 }])).toBe(2);
  });

  // Metaverse p.53 "Electronic Warfare Array": "Multiple EW arrays do not stack"; p.55 ECM stacks; p.56 pods add.
  test('EW arrays do not stack; ECM and pods add', () => {
    const r = effectiveEw({ ewArrays: [3, 2], ecm: [{ rating: 1, distanceCm: 0 }, { rating: 2, distanceCm: 8 }], podsRating: 2, elint: 0 });
    expect(r).toEqual({ arrays: 3, ecm: 2, pods: 2, stealth: 0, elint: 0, total: 7 });
  });

  // Metaverse p.54 ELINT: "reduces the target's EW rating by the rating of the ELINT array"; ruling A23 clamps at 0.
  test('ELINT lowers EW, never below 0', () => {
    expect(effectiveEw({ ...none, ewArrays: [3], elint: 2 }).total).toBe(1);
    expect(effectiveEw({ ...none, ewArrays: [1], elint: 4 }).total).toBe(0);
  });

  // Metaverse p.57 Stealth: effective EW of four × rating; compromised, one × rating.
  test('stealth', () => {
    expect(effectiveEw({ ...none, stealth: { rating: 2, compromised: false } }).total).toBe(8);
    expect(effectiveEw({ ...none, stealth: { rating: 2, compromised: true } }).total).toBe(2);
    expect(effectiveEw({ ...none, stealth: { rating: 2, compromised: false }, elint: 3 }).total).toBe(5);
  });

  // Metaverse p.54 targeting array: TR decreased by its rating.
  test('targeting array', () => {
    expect(targetingArrayReduction(2)).toBe(2);
    expect(targetingArrayReduction(-1)).toBe(0);
  });

  test('property: total is never negative and never crashes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 4 }),
        fc.array(fc.record({ rating: fc.integer({ min: 0, max: 6 }), distanceCm: fc.double({ min: 0, max: 100, noNaN: true }) }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        (ewArrays, ecm, podsRating, elint) => {
          const r = effectiveEw({ ewArrays, ecm, podsRating, elint });
          expect(r.total).toBeGreaterThanOrEqual(0);
          expect(r.ecm).toBeLessThanOrEqual(ecm.length);
        },
      ),
    );
  });
});
