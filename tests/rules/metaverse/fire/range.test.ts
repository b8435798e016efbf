import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bandOf, inMaxRange, offBands, withinFirstBand } from '../../../../src/rules/metaverse/fire/range.ts';

describe('range bands', () => {
  // Metaverse p.25 Example 1 (Weapons Fire example 1): 63 cm is "the seventh range band" of a 10 cm weapon.
  test('Weapons Fire example 1 (p.25) / Weapons Fire example 2 (p.25) bands', () => {
    expect(bandOf(63, 10)).toBe(7);
    expect(bandOf(63, 15)).toBe(5);
    expect(bandOf(63, 20)).toBe(4);
    expect(offBands(7, { band: 10, bands: 9, effectiveBand: 1 })).toBe(6);
    expect(offBands(4, { band: 20, bands: 4, effectiveBand: 4 })).toBe(0);
  });

  // Ruling A5: a boundary distance belongs to the lower band; 0 cm is band 1; floating noise is ignored.
  test('boundaries', () => {
    expect(bandOf(0, 10)).toBe(1);
    expect(bandOf(10, 10)).toBe(1);
    expect(bandOf(10.0001, 10)).toBe(2);
    expect(bandOf(0.1 + 0.2 + 29.7, 10)).toBe(3);
    expect(inMaxRange(90, { band: 10, bands: 9, effectiveBand: 1 })).toBe(true);
    expect(inMaxRange(90.5, { band: 10, bands: 9, effectiveBand: 1 })).toBe(false);
  });

  // Metaverse p.69 "in both directions" (A6) and p.31 first band (A56).
  test('off-bands grow both ways; first band', () => {
    expect(offBands(1, { band: 20, bands: 4, effectiveBand: 4 })).toBe(3);
    expect(withinFirstBand(1)).toBe(true);
    expect(withinFirstBand(2)).toBe(false);
  });

  // Ruling A5 as a property: (k−1)·B < d ≤ k·B.
  test('property: band k contains d', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 20000, noNaN: true }), fc.integer({ min: 5, max: 50 }), (d, b) => {
        const k = bandOf(d, b);
        expect(k).toBeGreaterThanOrEqual(1);
        expect((k - 1) * b).toBeLessThan(d + 1e-6);
        expect(d).toBeLessThanOrEqual(k * b + 1e-6);
      }),
    );
  });
});
