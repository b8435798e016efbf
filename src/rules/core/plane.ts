/**
 * Plane arithmetic for the free boards (Voidstriker in inches, Metaverse in centimetres): the one 2-D vector module.
 *
 * One axis convention, the scene's (core/scene.ts): x to the EAST, y to the SOUTH. Metaverse's north table edge is
 * y = 0; Voidstriker's book counts y north from the south edge, so its rules hold y = −(book y) (an exact negation,
 * which keeps every sum and product bit-for-bit what it was in the book's frame) and its playfield spans y −height..0.
 * Headings and bearings are compass degrees in [0, 360): 0° = north (−y), 90° = east (+x), clockwise positive, so
 * `unit(θ) = (sin θ, −cos θ)` and a starboard turn adds degrees. A system whose book draws y to the north converts
 * where its players read or type coordinates, never inside the rules.
 *
 * Lengths and angles compare with a 1e-9 tolerance (Voidstriker ruling B2; Metaverse p.1 "Scale").
 */
import type { Point } from './scene.ts';

export type { Point };

/** Tolerance for lengths and for angles. */
export const EPSILON = 1e-9;

export const ORIGIN: Point = { x: 0, y: 0 };

export const point = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (v: Point, k: number): Point => ({ x: v.x * k, y: v.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** z of the 3-D cross product: positive when b is clockwise of a on the table (x east, y south). */
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (v: Point): number => Math.sqrt(v.x * v.x + v.y * v.y);
export const distance = (a: Point, b: Point): number => length(sub(b, a));

/** Rounds a length down, forgiving floating-point shortfalls below 1e-9 (0.9999999999999999 counts as 1). */
export const floorLength = (n: number): number => Math.floor(n + EPSILON);

/** Snaps floating-point noise: values within 1e-9 of a multiple of 1e-9 become that multiple; −0 becomes 0. */
export function clean(n: number): number {
  const r = Math.round(n * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

export const cleanPoint = (p: Point): Point => ({ x: clean(p.x), y: clean(p.y) });

const RAD = Math.PI / 180;

/** Maps any angle into [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  return n === 360 ? 0 : n;
}

/** Maps any angle into (−180, 180]. */
export function norm180(deg: number): number {
  const n = norm360(deg);
  return n > 180 ? n - 360 : n;
}

/** The unit vector of a compass heading: (sin θ, −cos θ). */
export function unit(headingDeg: number): Point {
  return { x: Math.sin(headingDeg * RAD), y: -Math.cos(headingDeg * RAD) };
}

/** Compass bearing of a vector in [0, 360), or `null` for a vector shorter than 1e-9 (no direction). */
export function bearingOf(v: Point): number | null {
  if (length(v) <= EPSILON) return null;
  return norm360(Math.atan2(v.x, -v.y) / RAD);
}

/** The unit vector along v, or (0, 0) for a (near) zero vector. */
export function unitOf(v: Point): Point {
  const len = length(v);
  return len > EPSILON ? { x: v.x / len, y: v.y / len } : ORIGIN;
}

/** Shortest distance from p to the segment a–b (a point segment is fine). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 > 0 && Number.isFinite(len2) ? Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2)) : 0;
  return distance(p, add(a, scale(ab, t)));
}

/**
 * The first point along a→b whose distance to p is `radius` or less, as a fraction t in [0, 1] of the segment, or
 * null if the segment never comes that close (Voidstriker's missile contact 0.5" and point blank 1", §2.351).
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

/** Closest approach of two objects moving in straight lines over the same step (a0→a1 and b0→b1 at once). */
export function closestApproach(a0: Point, a1: Point, b0: Point, b1: Point): number {
  const start = sub(a0, b0);
  const rel = sub(sub(a1, a0), sub(b1, b0));
  return distanceToSegment(ORIGIN, start, add(start, rel));
}

/** Whether a point lies inside a polygon, corners in order (even-odd ray casting): a unit inside a drawn arc. */
export function insidePolygon(p: Point, polygon: readonly Point[]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}
