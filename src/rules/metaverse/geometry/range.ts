/**
 * Range and range bands (book p.24 "Range"; rulings A5, A6, A28).
 *
 * - Range is point to point between squadron points, in cm.
 * - band(d) = max(1, ceil(d / B)): a distance exactly on a boundary belongs to the lower band; 0 is band 1 (A5).
 * - A weapon reaches d when d ≤ B × bands (A5). Off-bands = |band − effective band| (A6).
 */
import { distance, EPSILON, type Point } from '../../core/plane.ts';

/** Distance between two squadron points in cm. */
export const range = (a: Point, b: Point): number => distance(a, b);

/** The range band a distance falls in (A5). */
export function band(d: number, bandSize: number): number {
  if (!(bandSize > 0) || !Number.isFinite(d)) return 1;
  return Math.max(1, Math.ceil(d / bandSize - EPSILON));
}

/** Whether a weapon of `bands` bands of `bandSize` cm reaches `d` (A5). */
export const inRange = (d: number, bandSize: number, bands: number): boolean => d <= bandSize * bands + EPSILON;

/** Bands away from the effective band, counted both ways (A6). */
export const offBandsAtDistance = (d: number, bandSize: number, effectiveBand: number): number => Math.abs(band(d, bandSize) - effectiveBand);
