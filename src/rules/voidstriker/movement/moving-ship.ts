/**
 * A counter that moves on the free board: a ship, or a missile salvo (book §2.31, §2.34–§2.343, §2.351;
 * §2.4 record keeping). Plain data for the lead's game state to compose.
 *
 * Facing (the nose, `heading`) and velocity (the drift, from the vector counter) are independent (§2.342 turns
 * only the facing). Missiles use the same model with Thrust Factor 12 and Turn Mode 180 (§2.351).
 */
import type { Point } from '../../core/scene.ts';
import { determineDrift, type Drift } from './drift.ts';

/** What the ship can do this round, after damage (the caller works these out, §2.362). */
export interface ManoeuvreLimits {
  /** Effective Thrust Factor: points to split between acceleration, evasive and attack (§2.31). */
  readonly thrustFactor: number;
  /** Effective Turn Mode: the largest facing change either way in one phase, in degrees (§2.342). */
  readonly turnMode: number;
}

/** Missiles: "Thrust Factor 12 (and all of it goes into thrust)", "Turn Mode 180" (§2.351). */
export const MISSILE_LIMITS: ManoeuvreLimits = { thrustFactor: 12, turnMode: 180 };

export interface MovingShip {
  readonly id: string;
  /** Centre of the ship counter, inches (x east, y south: core/plane.ts). */
  readonly position: Point;
  /** Where the vector counter lies; during a round it stays where the round started (§2.341). */
  readonly vectorCounter: Point;
  /** Facing of the nose, compass degrees in [0, 360). */
  readonly heading: number;
  /** Drift for the current round, fixed at Drift Speed Determination (§2.31). */
  readonly drift: Drift;
  readonly limits: ManoeuvreLimits;
}

/** Step 1 of a round for one ship or salvo (§2.31): measure the drift, put the vector counter under it. */
export function startRound(ship: MovingShip): MovingShip {
  const { drift, vectorCounter } = determineDrift(ship);
  return { ...ship, drift, vectorCounter };
}
