/**
 * Drift Speed Determination and the drift step (book §2.31, §2.341; ruling H1).
 *
 * §2.31: "At the beginning of each combat round, each ship's Drift Speed is determined by measuring the distance
 * in inches (rounded down) between the ship counter and its vector counter. The vector counter is then turned to
 * point directly at the ship. Finally, the vector counter is placed under the ship counter (remember to retain
 * its direction)." §2.341: each ship and missile salvo moves "1/4" for every point of Drift Speed … in the
 * direction the Vector Counter is pointing. The Vector Counter itself doesn't move at all during the turn."
 *
 * So velocity is never stored: it is re-measured as `position − vectorCounter` at every round start.
 *
 * Judgement calls:
 * - "Rounded down" is `floor(length + 1e-9)` (ruling B2): without the allowance a speed-1 ship drifting on a
 *   40° bearing measures 0.9999999999999999" after its four drift steps and would stop (example D2).
 * - A ship whose counters are within 1e-9" of each other has speed 0 and no direction.
 * - The drift step moves `speed / 4` along the direction even if the measured length was a fraction more
 *   than the speed: the fraction is lost, as the book's "rounded down" says.
 * - Setting up a starting drift (§6.1–6.3 "any drift speed"; ruling H1): the vector counter is placed
 *   `speed` inches behind the ship, opposite the chosen direction.
 */
import type { Point } from '../../core/scene.ts';
import { add, EPSILON, floorLength, length, scale, sub, unit } from '../../core/plane.ts';

/** The drift fixed for the current round: whole inches per round and the unit direction (zero if speed 0). */
export interface Drift {
  readonly speed: number;
  readonly direction: Point;
}

/** The two counters the book moves on the table (§2.31). */
export interface Counters {
  /** The ship (or salvo) counter's centre, in inches. */
  readonly position: Point;
  /** Where its vector counter lies. */
  readonly vectorCounter: Point;
}

export const NO_DRIFT: Drift = { speed: 0, direction: { x: 0, y: 0 } };

/** Step 1 of the round (§2.31): measures the drift and puts the vector counter under the ship. */
export function determineDrift(counters: Counters): { readonly drift: Drift; readonly vectorCounter: Point } {
  const d = sub(counters.position, counters.vectorCounter);
  const len = length(d);
  const speed = floorLength(len);
  const drift: Drift = len <= EPSILON ? NO_DRIFT : { speed, direction: scale(d, 1 / len) };
  return { drift, vectorCounter: counters.position };
}

/** The drift step of one combat phase (§2.341): a quarter of the drift speed along the drift direction. */
export function driftStep(position: Point, drift: Drift): Point {
  return add(position, scale(drift.direction, drift.speed / 4));
}

/** Where to put the vector counter so the next measurement gives `speed` toward `bearingDeg` (ruling H1). */
export function vectorCounterFor(position: Point, speed: number, bearingDeg: number): Point {
  return sub(position, scale(unit(bearingDeg), speed));
}
