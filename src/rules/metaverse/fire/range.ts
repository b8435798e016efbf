/**
 * Range bands as arithmetic (Metaverse p.25 "Starship Weapons Fire", p.69 "Range"; rulings A5, A6, A56).
 * Distances come from the geometry module; this file only turns a distance into a band and a band into the
 * range modifier ("off-bands").
 *
 * Judgement calls:
 * - A distance exactly on a band boundary belongs to the lower band, and 0 cm is band 1 (A5).
 * - The modifier grows by 1 per band away from the effective band in both directions (A6; p.69 "proceeding outward
 *   from that band in both directions").
 * - "Fired from within its first range band" = distance ≤ one band (A56).
 */
import type { WeaponRange } from './weapon.ts';
import { maxRange } from '../ships/weapon.ts';

/** Tolerance for floating-point distances: 30.000000001 cm is still band 3 of a 10 cm weapon. */
const EPSILON = 1e-9;

/** The 1-based range band of a distance: (k−1)·B < d ≤ k·B is band k (A5). */
export function bandOf(distanceCm: number, bandSize: number): number {
  return Math.max(1, Math.ceil(distanceCm / bandSize - EPSILON));
}

/** Within the weapon's maximum range (band × bands). */
export const inMaxRange = (distanceCm: number, range: WeaponRange): boolean => distanceCm <= maxRange(range) + EPSILON;

/** Bands away from the effective band: the size of the range modifier before deflectors (p.25, A6). */
export const offBands = (band: number, range: WeaponRange): number => Math.abs(band - range.effectiveBand);

/** Inside the first band, where only PDS may intercept (p.31, A56). */
export const withinFirstBand = (band: number): boolean => band <= 1;
