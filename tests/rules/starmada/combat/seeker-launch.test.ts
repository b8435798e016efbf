import fc from 'fast-check';
import { expect, test } from 'vitest';
import { seekerFlightSizes } from '../../../../src/rules/starmada/combat/seeker-launch.ts';

// Starmada C.4 p.40 (its example): three mounts of ROF 3 → nine seekers → flights of five and four.
test('nine seekers make flights of five and four', () => {
  expect(seekerFlightSizes(3, 3)).toEqual([5, 4]);
  expect(seekerFlightSizes(2, 3)).toEqual([6]);
  expect(seekerFlightSizes(13, 1)).toEqual([5, 4, 4]);
  expect(seekerFlightSizes(0, 3)).toEqual([]);
});

// Starmada C.4 p.40: "split as evenly as possible", at most six in a flight, every seeker placed.
test('flights are even, at most six, and hold every seeker', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 6 }), (mounts, rof) => {
      const sizes = seekerFlightSizes(mounts, rof);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(mounts * rof);
      expect(sizes.every((s) => s >= 1 && s <= 6)).toBe(true);
      if (sizes.length > 0) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(sizes.length).toBe(Math.ceil((mounts * rof) / 6));
    }),
  );
});
