import { describe, expect, it } from 'vitest';
import { roundTenth, roundUp } from '../../../../src/rules/starmada/ships/rounding.ts';

describe('Appendix A rounding', () => {
  it('rounds to the nearest tenth half-up', () => {
    // Starmada p.25 §A.1: 24.375 → 24.4; a synthetic ship: 4.5 × 1.3 = 5.85 → 5.9 despite binary floating point
    expect(roundTenth(15 * 2 * 0.25 * 1.25 * 2.6)).toBe(24.4);
    expect(roundTenth(4.5 * 1.3)).toBe(5.9);
    expect(roundTenth(5.333)).toBe(5.3);
  });

  it('rounds up without float artefacts', () => {
    // Starmada p.25 §A.1: 24.4 × 3 × 4 = 292.8 → 293; p.26 §A.2: 293 × 20 / 15 = 390.7 → 391
    expect(roundUp(24.4 * 3 * 4)).toBe(293);
    expect(roundUp((293 * 20) / 15)).toBe(391);
    // 0.1 × 3 × 10 is 3.0000000000000004 in floating point; the book means 3
    expect(roundUp(0.1 * 3 * 10)).toBe(3);
  });
});
