import { describe, expect, test } from 'vitest';
import { reducedFireControlRating, validateFireControlSplit } from '../../../../src/rules/metaverse/control/fire-control.ts';

describe('fire control', () => {
  // The book's example (Metaverse p.53 "Fire Control" example): USS Avenger's rating 24 fire control may be used
  // as one sensor of 24 or split into parts adding up to 24; no other sensor arrays are usable while it is used.
  test('Fire Control example (p.54)', () => {
    expect(validateFireControlSplit(24, [24], 0).ok).toBe(true);
    expect(validateFireControlSplit(24, [12, 8, 4], 0).ok).toBe(true);
    const over = validateFireControlSplit(24, [20, 8], 0);
    expect(over.ok ? [] : over.error.map((e) => e.code)).toEqual(['ERR_FC_OVER']);
    const both = validateFireControlSplit(24, [24], 1);
    expect(both.ok ? [] : both.error.map((e) => e.code)).toEqual(['ERR_FC_WITH_ARRAYS']);
  });

  // Metaverse p.53: "While any sensor array is unavailable, the fire control's rating is reduced by the rating of the
  // sensor array."
  test('unavailable arrays reduce the rating', () => {
    expect(reducedFireControlRating(24, [8])).toBe(16);
    expect(reducedFireControlRating(24, [8, 6])).toBe(10);
    expect(reducedFireControlRating(10, [8, 6])).toBe(0);
  });

  test('every problem at once', () => {
    const r = validateFireControlSplit(10, [0, 2.5, 12], 2);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_FC_PART', 'ERR_FC_PART', 'ERR_FC_OVER', 'ERR_FC_WITH_ARRAYS']);
  });
});
