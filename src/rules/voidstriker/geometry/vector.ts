/**
 * Plane arithmetic on Voidstriker's free board (book §2.1: "All movement is performed with rulers … and
 * protractors"; digest §3.1, §10 B1–B2).
 *
 * - Points are `Point`s in inches, x to the east and y to the NORTH (digest §3.1 [rec]). This is the digest's
 *   frame, not the scene's (src/rules/core/scene.ts says y to the south): whoever draws maps (x, y) to (x, −y).
 * - Headings and bearings are compass degrees: 0° = +y (north), 90° = +x (east), clockwise positive, so
 *   `unit(θ) = (sin θ, cos θ)`. Positive turns are to starboard (clockwise).
 * - Every place the book rounds down (drift speed §2.31) or the digest floors (range, §10 B2) uses
 *   `floorInches(x) = floor(x + 1e-9)`, so 0.9999999999999999 inches counts as 1 (digest §3.1, example D2).
 */
import type { Point } from '../../core/scene.ts';

export type { Point };

/** Tolerance for lengths in inches and for angles in degrees (digest §3.1). */
export const EPSILON = 1e-9;

export const ORIGIN: Point = { x: 0, y: 0 };

export const point = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (v: Point, k: number): Point => ({ x: v.x * k, y: v.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** z of the 3-D cross product: positive when b is anticlockwise of a in the usual x-right, y-up picture. */
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (v: Point): number => Math.sqrt(v.x * v.x + v.y * v.y);
export const distance = (a: Point, b: Point): number => length(sub(b, a));

/** Rounds down a length in inches, forgiving floating-point shortfalls below 1e-9 (digest §3.1). */
export const floorInches = (inches: number): number => Math.floor(inches + EPSILON);

const RAD = Math.PI / 180;

/** The unit vector of a compass heading: (sin θ, cos θ). */
export function unit(headingDeg: number): Point {
  return { x: Math.sin(headingDeg * RAD), y: Math.cos(headingDeg * RAD) };
}

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

/** Compass bearing of a vector in [0, 360), or `null` for a vector shorter than 1e-9 (no direction). */
export function bearingOf(v: Point): number | null {
  if (length(v) <= EPSILON) return null;
  return norm360(Math.atan2(v.x, v.y) / RAD);
}
