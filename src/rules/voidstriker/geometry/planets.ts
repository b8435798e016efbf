/**
 * Planets and moons as discs: line of sight and crossings (book §3.21 "A ship's sensors cannot track a target
 * that is obscured by the planet - if a direct line cannot be traced from the center of the tracking ship's
 * counter to the center of the target ship's counter, that ship cannot be tracked", "the missiles will lose
 * contact with the ship and track the planet instead"; §3.23 landing "next to the planet";
 * rulings B11–B12).
 *
 * Judgement calls:
 * - A planet is a fixed disc of the scenario's diameter (§3.21 gives sizes "across").
 * - The line is blocked only if it passes through the inside of the disc: a line that just grazes the rim
 *   (within 1e-9") can still "be traced", and so can a line from a ship sitting on the surface outward.
 * - `firstPlanetEntry` (for the crash rule, ruling B11) reports where a movement segment first
 *   goes inside a disc; a segment that starts inside or on the rim and moves inward counts as entering at its
 *   start. Whether that crash destroys the ship is for the caller.
 */
import type { Point } from '../../core/scene.ts';
import { add, dot, EPSILON, length, scale, sub } from '../../core/plane.ts';

export interface Planet {
  readonly id: string;
  readonly center: Point;
  /** Diameter in inches (§3.21: "a single inch or less" up to "over 100"). */
  readonly diameter: number;
}

/** Closest distance from `c` to the segment a–b, and the segment parameter t ∈ [0, 1] where it is reached. */
export function closestOnSegment(a: Point, b: Point, c: Point): { readonly t: number; readonly distance: number } {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 <= EPSILON * EPSILON ? 0 : Math.min(1, Math.max(0, dot(sub(c, a), ab) / len2));
  return { t, distance: length(sub(c, add(a, scale(ab, t)))) };
}

/** Whether the segment from `a` to `b` passes through the inside of the planet's disc. */
export function segmentCrossesPlanet(a: Point, b: Point, planet: Planet): boolean {
  return closestOnSegment(a, b, planet.center).distance < planet.diameter / 2 - EPSILON;
}

export type LineOfSight = { readonly clear: true } | { readonly clear: false; readonly blockedBy: readonly string[] };

/** The centre-to-centre line of sight (§3.21): clear, or the ids of the planets in the way. */
export function lineOfSight(from: Point, to: Point, planets: readonly Planet[]): LineOfSight {
  const blockedBy = planets.filter((p) => segmentCrossesPlanet(from, to, p)).map((p) => p.id);
  return blockedBy.length === 0 ? { clear: true } : { clear: false, blockedBy };
}

/** Where a point is relative to a planet's surface: negative inside, positive above it (inches). */
export function heightAboveSurface(at: Point, planet: Planet): number {
  return length(sub(at, planet.center)) - planet.diameter / 2;
}

export interface PlanetEntry {
  readonly planetId: string;
  /** Segment parameter in [0, 1] where the mover first goes inside. */
  readonly t: number;
  readonly at: Point;
}

/** The first planet disc a movement segment goes inside, if any (earliest t; ties by list order). */
export function firstPlanetEntry(a: Point, b: Point, planets: readonly Planet[]): PlanetEntry | null {
  let best: PlanetEntry | null = null;
  for (const planet of planets) {
    if (!segmentCrossesPlanet(a, b, planet)) continue;
    const t = entryParameter(a, b, planet);
    if (best === null || t < best.t) best = { planetId: planet.id, t, at: add(a, scale(sub(b, a), t)) };
  }
  return best;
}

/** Smallest t at which |a + t(b − a) − c| = r, clamped to [0, 1]; the segment is known to go inside. */
function entryParameter(a: Point, b: Point, planet: Planet): number {
  const d = sub(b, a);
  const f = sub(a, planet.center);
  const r = planet.diameter / 2;
  const qa = dot(d, d);
  const qb = 2 * dot(f, d);
  const qc = dot(f, f) - r * r;
  if (qc <= 0 || qa <= EPSILON * EPSILON) return 0; // starts inside or on the rim
  const disc = Math.max(0, qb * qb - 4 * qa * qc);
  return Math.min(1, Math.max(0, (-qb - Math.sqrt(disc)) / (2 * qa)));
}
