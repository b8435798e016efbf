/**
 * Plain 2-D vector arithmetic for missile salvos, in inches (Voidstriker §2.1: a free board, 1" = 1,000 km).
 * Kept local on purpose: ship movement is another module and salvos must not depend on it.
 *
 * Conventions (digest §3.1): x = east, y = north; a heading is in compass degrees, 0° = +y, 90° = +x, clockwise,
 * and unit(θ) = (sin θ, cos θ). Where the book rounds down (drift speed, range) use floor(len + 1e-9) (digest §3.1, D2).
 */
import type { Point } from '../../core/scene.ts';

/** The epsilon the digest prescribes wherever the book rounds a length down (§3.1, example D2). */
export const FLOOR_EPSILON = 1e-9;

export const ORIGIN: Point = { x: 0, y: 0 };

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** Length; Math.hypot does not overflow for large finite components. */
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => length(sub(a, b));

/** A length rounded down the book's way: floor(len + 1e-9) (digest §3.1). */
export const floorInches = (len: number): number => Math.floor(len + FLOOR_EPSILON);

/** A heading folded into [0, 360). */
export function normalizeHeading(deg: number): number {
  const h = ((deg % 360) + 360) % 360;
  return h >= 360 ? 0 : h;
}

/** The unit vector of a compass heading: (sin θ, cos θ). */
export function headingUnit(deg: number): Point {
  const rad = (normalizeHeading(deg) * Math.PI) / 180;
  return { x: Math.sin(rad), y: Math.cos(rad) };
}

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
