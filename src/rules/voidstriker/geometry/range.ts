/**
 * Range in whole inches (book §2.35 range table, "Range in inches"; ruling B2).
 *
 * Judgement call (ruling B2): the book does not say how range is rounded; it is the centre-to-centre
 * distance rounded down, with the 1e-9 floating-point allowance of `floorLength`, the same integer being used
 * for the to-hit table, laser loss and lock rolls. The to-hit modifier for it belongs to the combat module.
 */
import type { Point } from '../../core/scene.ts';
import { distance, floorLength } from '../../core/plane.ts';

/** Whole inches between two counter centres, rounded down: 20.3" → 20, 8.7" → 8. */
export function rangeInches(from: Point, to: Point): number {
  return floorLength(distance(from, to));
}
