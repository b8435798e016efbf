/**
 * Landings and take-offs, as movement (book §3.23: "To land, a ship spends four combat phases immobile next to
 * the planet. On the next turn, it drops to the surface. Taking off is done in reverse order: the ship spends
 * one turn adjacent to the world (climbing out of the relatively very strong gravity well), then may accelerate
 * normally"; ruling B12).
 *
 * Judgement calls (ruling B12; the book gives no distances):
 * - "Next to" / "adjacent": the ship's centre is within 1" of the planet's surface (and not inside it).
 * - "Immobile" for the landing round: drift speed 0 and no acceleration in any of the four phases; turning on
 *   the spot is allowed (ruling B12 asks only for speed 0 and no acceleration).
 * - The ship counts as landed from the start of the following round; the caller keeps that state.
 * - Take-off round: the ship is placed 0.5" above the surface on the bearing its owner picks, with speed 0 and
 *   no acceleration; it may accelerate from the round after.
 */
import type { Point } from '../../core/scene.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { heightAboveSurface, type Planet } from '../geometry/planets.ts';
import { add, EPSILON, scale, unit } from '../../core/plane.ts';
import type { MovingShip } from './moving-ship.ts';
import type { ManoeuvrePlot } from './plot.ts';
import { voidstrikerError } from '../errors.ts';

/** How close to the surface "next to the planet" is, in inches (ruling B12). */
export const NEXT_TO_PLANET = 1;
/** Height of a ship climbing out in its take-off round, in inches (ruling B12). */
export const TAKE_OFF_HEIGHT = 0.5;

/** Whether a point is next to the planet: outside it, and its centre within 1" of the surface. */
export function isNextToPlanet(at: Point, planet: Planet): boolean {
  const h = heightAboveSurface(at, planet);
  return h >= -EPSILON && h <= NEXT_TO_PLANET + EPSILON;
}

/**
 * Checks that a round's plot is a landing round (§3.23): the ship, with its drift already determined for the
 * round, is next to the planet, has drift speed 0 and plots no acceleration.
 */
export function validateLandingRound(ship: MovingShip, plot: ManoeuvrePlot, planet: Planet): Result<MovingShip, RuleError> {
  if (!isNextToPlanet(ship.position, planet)) {
    return err(voidstrikerError('ERR_NOT_NEXT_TO_PLANET', `To land, the ship must be within ${NEXT_TO_PLANET}" of the surface of ${planet.id} (§3.23).`, { at: ship.id }));
  }
  if (ship.drift.speed !== 0) {
    return err(
      voidstrikerError('ERR_LANDING_MOVING', `To land, the ship must spend the round immobile; its drift speed is ${ship.drift.speed} (§3.23).`, {
        at: ship.id,
        suggestion: 'Brake to a drift speed of 0 first.',
      }),
    );
  }
  if (plot.phases.some((p) => p.accel !== 0)) {
    return err(voidstrikerError('ERR_LANDING_ACCELERATING', 'To land, the ship may not accelerate in any of the four phases (§3.23).', { at: ship.id }));
  }
  return ok(ship);
}

/**
 * Where a landed ship sits during its take-off round (§3.23 "one turn adjacent to the world"): 0.5" above the
 * surface on the given compass bearing from the planet's centre, with its vector counter under it (speed 0).
 */
export function takeOffPlacement(planet: Planet, bearingDeg: number): { readonly position: Point; readonly vectorCounter: Point } {
  const position = add(planet.center, scale(unit(bearingDeg), planet.diameter / 2 + TAKE_OFF_HEIGHT));
  return { position, vectorCounter: position };
}
