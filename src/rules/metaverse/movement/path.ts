/**
 * A squadron's path through one movement, parametrised by the fraction of the turn (book p.13 RAM "conduct
 * their plots in equal percentage segments"; ruling A15).
 *
 * A path is the list of points a squadron passes (start, turn points, end). At time t ∈ [0, 1] the squadron
 * has covered fraction t of the path's length, at constant speed. Newtonian paths are the straight resultant.
 */
import { add, distance, EPSILON, type Point, scale, sub } from '../../core/plane.ts';

const cumulative = (path: readonly Point[]): number[] => {
  const out = [0];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    out.push((out[i - 1] ?? 0) + (a && b ? distance(a, b) : 0));
  }
  return out;
};

/** Where a squadron is at fraction t of its move. */
export function positionAt(path: readonly Point[], t: number): Point {
  const first = path[0];
  if (!first) throw new Error('a path needs at least one point');
  const cum = cumulative(path);
  const total = cum[cum.length - 1] ?? 0;
  if (total < EPSILON) return first;
  const want = Math.max(0, Math.min(1, Number.isFinite(t) ? t : 0)) * total;
  for (let i = 1; i < path.length; i++) {
    const c0 = cum[i - 1] ?? 0;
    const c1 = cum[i] ?? 0;
    const a = path[i - 1];
    const b = path[i];
    if (a && b && want <= c1 + EPSILON) {
      const len = c1 - c0;
      return len < EPSILON ? b : add(a, scale(sub(b, a), (want - c0) / len));
    }
  }
  return path[path.length - 1] ?? first;
}

/** The fractions of the turn at which a path has a corner. */
export function breakpoints(path: readonly Point[]): number[] {
  const cum = cumulative(path);
  const total = cum[cum.length - 1] ?? 0;
  return total < EPSILON ? [] : cum.map((c) => c / total);
}

export interface Approach {
  readonly distance: number;
  /** Fraction of the turn at which the two were closest (earliest such moment). */
  readonly t: number;
  readonly a: Point;
  readonly b: Point;
}

/** Closest approach of two squadrons moving simultaneously along their paths (exact, piecewise linear). */
export function closestApproach(pathA: readonly Point[], pathB: readonly Point[]): Approach {
  const ts = [...new Set([0, 1, ...breakpoints(pathA), ...breakpoints(pathB)])].sort((x, y) => x - y);
  let best: Approach | null = null;
  for (let i = 1; i < ts.length; i++) {
    const t0 = ts[i - 1] ?? 0;
    const t1 = ts[i] ?? 1;
    const r0 = sub(positionAt(pathB, t0), positionAt(pathA, t0));
    const r1 = sub(positionAt(pathB, t1), positionAt(pathA, t1));
    const dr = sub(r1, r0);
    const len2 = dr.x * dr.x + dr.y * dr.y;
    const s = len2 < EPSILON * EPSILON ? 0 : Math.max(0, Math.min(1, -(r0.x * dr.x + r0.y * dr.y) / len2));
    const t = t0 + s * (t1 - t0);
    const a = positionAt(pathA, t);
    const b = positionAt(pathB, t);
    const dist = distance(a, b);
    if (!best || dist < best.distance - EPSILON) best = { distance: dist, t, a, b };
  }
  if (best) return best;
  const a = positionAt(pathA, 0);
  const b = positionAt(pathB, 0);
  return { distance: distance(a, b), t: 0, a, b };
}
