/**
 * Asteroid counters as polygons: inside tests, length of a line inside, and entries (book §3.22: "Each
 * asteroid counter covers one or more inches. Each full inch of asteroids between an attacker and target
 * subtracts 1 from the to-hit roll. Asteroid counters don't move … If a ship or missile enters an asteroid
 * counter, roll 2D6 …"; rulings H3, H7). The to-hit and collision numbers belong to the combat
 * module; this file gives only the geometry.
 *
 * Judgement calls:
 * - A counter is a fixed polygon (ruling H7: stored as `{ id, polygon }`), any simple polygon
 *   of at least three corners, given in either winding. Inside is decided by the even-odd rule; a point on an
 *   edge (within 1e-9") counts as inside.
 * - "Full inches of asteroids between" two counters = floor(+1e-9) of the length of the centre-to-centre
 *   segment inside the union of all counters (overlapping counters are not counted twice).
 * - A mover *enters* a counter when a stretch of its segment of positive length lies inside the counter and
 *   that stretch does not begin strictly inside it (ruling H3: "its path crosses from outside to
 *   inside; one roll per entry"). A segment that starts on the edge and goes in is an entry; one that only
 *   touches the edge is not; a mover already inside does not enter again until it has left.
 */
import type { Point } from '../../core/scene.ts';
import { closestOnSegment } from './planets.ts';
import { add, cross, distance, EPSILON, floorLength, scale, sub } from '../../core/plane.ts';

export interface AsteroidField {
  readonly id: string;
  /** Corners in order (either winding), at least three. */
  readonly polygon: readonly Point[];
}

function edges(field: AsteroidField): [Point, Point][] {
  const ps = field.polygon;
  return ps.map((p, i) => [p, ps[(i + 1) % ps.length] as Point]);
}

/** Whether `at` is on an edge of the counter (within 1e-9"). */
export function onFieldEdge(at: Point, field: AsteroidField): boolean {
  return edges(field).some(([a, b]) => closestOnSegment(a, b, at).distance <= EPSILON);
}

/** Whether `at` is inside the counter or on its edge (§3.22). */
export function pointInField(at: Point, field: AsteroidField): boolean {
  if (field.polygon.length < 3) return false;
  if (onFieldEdge(at, field)) return true;
  let inside = false;
  for (const [a, b] of edges(field)) {
    if (a.y < at.y !== b.y < at.y) {
      const x = a.x + ((at.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (x > at.x) inside = !inside;
    }
  }
  return inside;
}

/** A stretch [from, to] of segment parameters, 0 ≤ from < to ≤ 1. */
export interface Stretch {
  readonly from: number;
  readonly to: number;
}

/** The stretches of segment a–b that lie inside the counter, in order, each of positive length. */
export function stretchesInside(a: Point, b: Point, field: AsteroidField): Stretch[] {
  if (field.polygon.length < 3) return [];
  const d = sub(b, a);
  const len = distance(a, b);
  if (len <= EPSILON) return [];
  const cuts = [0, 1];
  for (const [p, q] of edges(field)) {
    const e = sub(q, p);
    const den = cross(d, e);
    if (Math.abs(den) > EPSILON * EPSILON) {
      const t = cross(sub(p, a), e) / den;
      const s = cross(sub(p, a), d) / den;
      if (t > 0 && t < 1 && s >= -EPSILON && s <= 1 + EPSILON) cuts.push(t);
    }
  }
  // Corners lying on the segment (edges running along it) also cut it.
  for (const corner of field.polygon) {
    const c = closestOnSegment(a, b, corner);
    if (c.distance <= EPSILON && c.t > 0 && c.t < 1) cuts.push(c.t);
  }
  cuts.sort((x, y) => x - y);
  const out: Stretch[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i] as number;
    const to = cuts[i + 1] as number;
    if ((to - from) * len <= EPSILON) continue;
    if (!pointInField(add(a, scale(d, (from + to) / 2)), field)) continue;
    const last = out[out.length - 1];
    if (last !== undefined && Math.abs(last.to - from) * len <= EPSILON) out[out.length - 1] = { from: last.from, to };
    else out.push({ from, to });
  }
  return out;
}

/** Length in inches of segment a–b inside the union of the counters. */
export function lengthInsideFields(a: Point, b: Point, fields: readonly AsteroidField[]): number {
  const all = fields.flatMap((f) => stretchesInside(a, b, f)).sort((x, y) => x.from - y.from);
  let total = 0;
  let end = -Infinity;
  let start = -Infinity;
  for (const s of all) {
    if (s.from > end) {
      if (end > start) total += end - start;
      start = s.from;
      end = s.to;
    } else end = Math.max(end, s.to);
  }
  if (end > start) total += end - start;
  return total * distance(a, b);
}

/** Full inches of asteroids on the line between two counter centres (§3.22): floor(length inside + 1e-9). */
export function asteroidInches(from: Point, to: Point, fields: readonly AsteroidField[]): number {
  return floorLength(lengthInsideFields(from, to, fields));
}

/** Whether the segment a–b passes through any part of the counter (a stretch of positive length). */
export function segmentCrossesField(a: Point, b: Point, field: AsteroidField): boolean {
  return stretchesInside(a, b, field).length > 0;
}

export interface FieldEntry {
  readonly fieldId: string;
  /** Segment parameter where the mover goes in. */
  readonly t: number;
  readonly at: Point;
}

/** Every entry of a movement segment into a counter, in order along the segment (§3.22, one roll each). */
export function fieldEntries(a: Point, b: Point, fields: readonly AsteroidField[]): FieldEntry[] {
  const d = sub(b, a);
  const out: FieldEntry[] = [];
  for (const field of fields) {
    for (const s of stretchesInside(a, b, field)) {
      const at = add(a, scale(d, s.from));
      const startsStrictlyInside = s.from === 0 && pointInField(a, field) && !onFieldEdge(a, field);
      if (!startsStrictlyInside) out.push({ fieldId: field.id, t: s.from, at });
    }
  }
  return out.sort((x, y) => x.t - y.t);
}
