/**
 * A mass driver's line of fire (book §2.35: "Mass drivers fire straight out from the front of the counter - if
 * the mass driver's line of fire crosses the target ship's counter, roll for a hit normally";
 * ruling B8).
 *
 * The line of fire is the ray from the firer's centre along its heading. It crosses the target's counter when
 * the target's centre lies ahead of the firer (projection ≥ 0) and within the counter radius of the ray.
 *
 * Judgement calls:
 * - Every counter is a circle of radius 0.5" (a 1" base; ruling B8), so the test is
 *   `along ≥ 0 and |offset| ≤ 0.5` (with 1e-9" of tolerance).
 * - A mass driver is also a fixed weapon (§2.35 "Unless specified, weapons are assumed to be fixed"), so
 *   `massDriverBears` also asks for the forward arc; with a 0.5" counter the two differ only for targets
 *   closer than 1".
 * - A coincident target (closer than 1e-9") is crossed (ruling B9).
 */
import type { Point } from '../../core/scene.ts';
import { mountBears, type Facing } from './arcs.ts';
import { cross, dot, EPSILON, length, sub, unit } from '../../core/plane.ts';

/** Radius of a ship or salvo counter, in inches (ruling B8). */
export const COUNTER_RADIUS = 0.5;

export interface LineOfFire {
  /** Distance from the firer's centre to the foot of the perpendicular from the target, along the heading. */
  readonly along: number;
  /** Perpendicular distance from the target's centre to the line (positive to starboard). */
  readonly offset: number;
  readonly crosses: boolean;
}

/** Measures the target against the firer's line of fire (§2.35). */
export function lineOfFire(firer: Facing, target: Point, counterRadius = COUNTER_RADIUS): LineOfFire {
  const d = sub(target, firer.position);
  const u = unit(firer.heading);
  const along = dot(d, u);
  // cross(u, d) > 0 when the target is clockwise (starboard) of the heading (x east, y south).
  const offset = cross(u, d);
  const crosses = length(d) <= EPSILON || (along >= -EPSILON && Math.abs(offset) <= counterRadius + EPSILON);
  return { along, offset, crosses };
}

/** Whether a mass driver may fire at the target: forward arc and line of fire across its counter. */
export function massDriverBears(firer: Facing, target: Point, counterRadius = COUNTER_RADIUS): boolean {
  return mountBears('fixed', firer, target) && lineOfFire(firer, target, counterRadius).crosses;
}
