/**
 * The book's doubling progressions (Voidstriker §2.33 sensors, §2.331 ECM): "+1 per each doubling" of a count.
 * The book prints only 1, 2, 4 and 8; counts in between use floor(log2 n) (ruling H5), computed with integers
 * so there is no floating-point doubt.
 */

/** How many times n can be halved before it drops below 2: floor(log2 n) for n ≥ 1, and 0 for n < 1. */
export function doublings(n: number): number {
  let count = 0;
  for (let rest = Math.floor(n); rest >= 2; rest = Math.floor(rest / 2)) count++;
  return count;
}
