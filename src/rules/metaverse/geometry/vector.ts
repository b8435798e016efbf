/**
 * Plane arithmetic on Metaverse's free board in centimetres (book p.1 "Scale"; digest §1.1, §3.6).
 *
 * Convention (judgement call, documented for the lead):
 * - Points use the scene's frame (src/rules/core/scene.ts): x to the EAST, y to the SOUTH. North is the table
 *   edge declared north at the start (digest §1.1), i.e. the edge at y = 0.
 * - Headings and bearings are compass degrees in [0, 360): 0° = north (−y), 90° = east (+x), clockwise
 *   positive, so `unit(θ) = (sin θ, −cos θ)`. A starboard turn adds degrees, a port turn subtracts them.
 * - Lengths and angles compare with a 1e-9 tolerance; `clean` snaps floating noise so 8 cm at 45° then back
 *   gives exact integers where the book would.
 */
import type { Point } from '../../core/scene.ts';

export type { Point };

/** Tolerance for centimetres and degrees. */
export const EPSILON = 1e-9;

export const point = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (v: Point, k: number): Point => ({ x: v.x * k, y: v.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const length = (v: Point): number => Math.hypot(v.x, v.y);
export const distance = (a: Point, b: Point): number => length(sub(b, a));

const RAD = Math.PI / 180;

/** Snaps floating-point noise: values within 1e-9 of a multiple of 1e-9 become that multiple; −0 becomes 0. */
export function clean(n: number): number {
  const r = Math.round(n * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

export const cleanPoint = (p: Point): Point => ({ x: clean(p.x), y: clean(p.y) });

/** Normalises degrees to [0, 360). */
export function norm360(deg: number): number {
  if (!Number.isFinite(deg)) return 0;
  const r = ((deg % 360) + 360) % 360;
  return r >= 360 - EPSILON || r < EPSILON ? 0 : r;
}

/** The unit vector of a compass heading (0° north = −y, 90° east = +x). */
export function unit(headingDeg: number): Point {
  return { x: Math.sin(headingDeg * RAD), y: -Math.cos(headingDeg * RAD) };
}

/** Compass bearing from `from` to `to`, in [0, 360); 0 when the points coincide. */
export function bearing(from: Point, to: Point): number {
  const d = sub(to, from);
  if (Math.abs(d.x) < EPSILON && Math.abs(d.y) < EPSILON) return 0;
  return norm360(Math.atan2(d.x, -d.y) / RAD);
}

/** Moves `from` by `cm` along compass heading `headingDeg`, cleaning floating noise. */
export const advance = (from: Point, headingDeg: number, cm: number): Point => cleanPoint(add(from, scale(unit(headingDeg), cm)));

/** Shortest distance from `p` to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 < EPSILON * EPSILON) return distance(p, a);
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return distance(p, add(a, scale(ab, t)));
}
