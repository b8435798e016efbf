/**
 * Vector helpers for missile salvos, in inches, on top of the shared Voidstriker vector arithmetic
 * (geometry/vector.ts: x = east, y = north, compass headings, unit(θ) = (sin θ, cos θ), floor(len + 1e-9) where
 * the book rounds down; digest §3.1, D2). What is here is what salvos add: a bearing with a fallback, contact
 * along a segment, and the closest approach of two straight moves.
 */
import type { Point } from '../../core/scene.ts';
import { add, distance, dot, EPSILON, length, norm360, ORIGIN, scale, sub, unit } from '../geometry/vector.ts';

export { add, distance, dot, floorInches, length, ORIGIN, scale, sub } from '../geometry/vector.ts';
export const FLOOR_EPSILON = EPSILON;
export const normalizeHeading = norm360;
export const headingUnit = (deg: number): Point => unit(norm360(deg));

/** The compass bearing of a vector, or `fallback` for a (near) zero vector whose bearing is undefined. */
export function bearingOf(v: Point, fallback: number): number {
  if (length(v) <= FLOOR_EPSILON) return normalizeHeading(fallback);
  return normalizeHeading((Math.atan2(v.x, v.y) * 180) / Math.PI);
}

/** The unit vector along v, or (0,0) for a (near) zero vector. Divides components by the length to stay finite. */
export function unitOf(v: Point): Point {
  const len = length(v);
  return len > FLOOR_EPSILON ? { x: v.x / len, y: v.y / len } : ORIGIN;
}

/** Shortest distance from point p to the segment a→b (a point segment is fine). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 > 0 && Number.isFinite(len2) ? Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2)) : 0;
  return distance(p, add(a, scale(ab, t)));
}

/**
 * The first point along a→b whose distance to p is `radius` or less, as a fraction t in [0,1] of the segment,
 * or null if the segment never comes that close. Used for missile contact (0.5") and point blank (1").
 */
export function firstWithin(p: Point, a: Point, b: Point, radius: number): number | null {
  if (distance(p, a) <= radius) return 0;
  const d = sub(b, a);
  const f = sub(a, p);
  const qa = dot(d, d);
  if (!(qa > 0) || !Number.isFinite(qa)) return null;
  const qb = 2 * dot(f, d);
  const qc = dot(f, f) - radius * radius;
  const disc = qb * qb - 4 * qa * qc;
  if (!(disc >= 0) || !Number.isFinite(disc)) return distanceToSegment(p, a, b) <= radius ? 1 : null;
  const t = (-qb - Math.sqrt(disc)) / (2 * qa);
  return t >= 0 && t <= 1 ? t : null;
}

/**
 * Closest approach of two objects moving in straight lines over the same step (a0→a1 and b0→b1 at once),
 * as used for contact during the common drift step (digest §4.11.4).
 */
export function closestApproach(a0: Point, a1: Point, b0: Point, b1: Point): number {
  const start = sub(a0, b0);
  const rel = sub(sub(a1, a0), sub(b1, b0));
  return distanceToSegment(ORIGIN, start, add(start, rel));
}
