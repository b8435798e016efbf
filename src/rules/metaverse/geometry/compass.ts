/**
 * Compass headings on Metaverse's free board (book p.1 "Scale"). The vector arithmetic is
 * core/plane.ts (the scene's frame: x east, y south, compass 0° = −y); what stays here is Metaverse's own reading
 * of a heading:
 * - headings and bearings are compass degrees in [0, 360), clockwise; a starboard turn adds degrees;
 * - an angle within 1e-9 of 0° or 360° is 0° (so 8 cm at 45° then back gives the book's exact headings), and an
 *   angle that is not finite is 0°; a bearing between coinciding points is 0°;
 * - a move is cleaned of floating noise (plane.ts `cleanPoint`).
 * Why not plane.ts `norm360` / `bearingOf`: plane's norm360 does not snap (359.9999999999999 stays, NaN stays NaN)
 * and bearingOf goes through it and gives null for coinciding points. Swapping them in leaves the golden games
 * identical, but the snapping is pinned by tests/rules/metaverse/geometry/compass.test.ts ("norm360 keeps angles in
 * [0, 360)": 359.9999999999999 → 0), so Metaverse keeps its own reading here.
 */
import { add, cleanPoint, EPSILON, scale, sub, unit, type Point } from '../../core/plane.ts';

const RAD = Math.PI / 180;

/** Normalises degrees to [0, 360), snapping to 0 within 1e-9 of a whole turn. */
export function norm360(deg: number): number {
  if (!Number.isFinite(deg)) return 0;
  const r = ((deg % 360) + 360) % 360;
  return r >= 360 - EPSILON || r < EPSILON ? 0 : r;
}

/** Compass bearing from `from` to `to`, in [0, 360); 0 when the points coincide. */
export function bearing(from: Point, to: Point): number {
  const d = sub(to, from);
  if (Math.abs(d.x) < EPSILON && Math.abs(d.y) < EPSILON) return 0;
  return norm360(Math.atan2(d.x, -d.y) / RAD);
}

/** Moves `from` by `cm` along compass heading `headingDeg`, cleaning floating noise. */
export const advance = (from: Point, headingDeg: number, cm: number): Point => cleanPoint(add(from, scale(unit(headingDeg), cm)));
