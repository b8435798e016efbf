/**
 * Line of sight and path crossings against round terrain (book p.24 "Line of sight", p.95–101 terrain;
 * Ruling A15).
 *
 * - Line of sight is blocked only by stellar phenomena such as planets (p.24). The caller marks which terrain
 *   blocks (`blocksLineOfSight`); a nebula, asteroid field or field effect normally does not.
 * - Terrain is modelled as circles (a planet model, a star, a field radius). A line is blocked when it
 *   passes strictly inside a blocking circle; touching the rim does not block (judgement call).
 * - The same test tells whether a movement path crosses a circle (planet transit, asteroid field, GWP field):
 *   a path is a polyline, and Newtonian paths are the straight resultant (A15).
 */
import { distanceToSegment, EPSILON, type Point } from '../../core/plane.ts';

export interface RoundTerrain {
  readonly id: string;
  readonly centre: Point;
  readonly radius: number;
  readonly blocksLineOfSight: boolean;
}

/** Whether the segment a–b passes strictly inside the circle. */
export const segmentCrossesCircle = (a: Point, b: Point, centre: Point, radius: number): boolean =>
  distanceToSegment(centre, a, b) < radius - EPSILON;

/** Ids of the terrain that blocks the line from `from` to `to` (empty: line of sight is clear). */
export function blockingTerrain(from: Point, to: Point, terrain: readonly RoundTerrain[]): string[] {
  return terrain.filter((t) => t.blocksLineOfSight && segmentCrossesCircle(from, to, t.centre, t.radius)).map((t) => t.id);
}

export const hasLineOfSight = (from: Point, to: Point, terrain: readonly RoundTerrain[]): boolean => blockingTerrain(from, to, terrain).length === 0;

/** Whether a polyline path (positions in order) passes inside the circle anywhere. */
export function pathCrossesCircle(path: readonly Point[], centre: Point, radius: number): boolean {
  if (path.length === 1 && path[0]) return segmentCrossesCircle(path[0], path[0], centre, radius);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (a && b && segmentCrossesCircle(a, b, centre, radius)) return true;
  }
  return false;
}
