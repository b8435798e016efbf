/**
 * The rounding rules of Starmada Unity Appendix A (A.1 p.24–25, A.2 p.26; ruling 40).
 *
 * "Round to the nearest tenth" is half-up at one decimal (24.375 → 24.4) and "round up" is the ceiling.
 * Floating point turns 24.4 × 3 × 4 into 292.79999…, so every value is first cleaned to six decimals;
 * no construction input carries more than two.
 */

const clean = (x: number): number => Number(x.toFixed(6));

/** Round half-up to one decimal place, as the book's "rounded to the nearest tenth". */
export function roundTenth(x: number): number {
  return Math.round(clean(x * 10)) / 10;
}

/** Round up to the next integer, as the book's "rounded up", without float artefacts. */
export function roundUp(x: number): number {
  return Math.ceil(clean(x));
}
