/**
 * Range and the range modifier (Voidstriker §2.35 and the reference sheet), used by both lock-on (§2.33) and
 * to-hit (§2.35) rolls.
 *
 * Judgement calls (ruling B2, §2.35 range table):
 * - Range in whole inches is the centre-to-centre distance rounded down, with a 1e-9 guard so a distance of
 *   2.9999999999999996 from floating-point movement counts as 3.
 * - The book lists 100 in both "71-100" and "100+": 100 gives −9, 101 or more gives −10.
 */

/** The whole-inch range for a measured distance in inches (non-negative, finite). */
export function wholeRange(distanceInches: number): number {
  return Math.max(0, Math.floor(distanceInches + 1e-9));
}

/** Upper bounds (inclusive) of each band and its modifier: Range 0 1 2 3 4-6 7-10 11-15 16-21 22-30 31-45 46-70 71-100. */
const RANGE_BANDS: readonly (readonly [maxRange: number, modifier: number])[] = [
  [0, 2],
  [1, 1],
  [2, 0],
  [3, -1],
  [6, -2],
  [10, -3],
  [15, -4],
  [21, -5],
  [30, -6],
  [45, -7],
  [70, -8],
  [100, -9],
];

/** The to-hit / lock modifier for a range in inches (rounded down first with `wholeRange`). 100+ is −10. */
export function rangeModifier(rangeInches: number): number {
  const range = wholeRange(rangeInches);
  for (const [max, modifier] of RANGE_BANDS) if (range <= max) return modifier;
  return -10;
}
