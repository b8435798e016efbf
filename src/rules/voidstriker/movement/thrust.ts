/**
 * Thrust allocation for a round (book §2.31 "Each ship captain then decides how much thrust, up to the ship's
 * Thrust Factor, will be used for acceleration, evasive or attack maneuvers", §2.35 "A ship may not perform
 * attack and evasive maneuvers during the same phase"; ruling A5).
 *
 * Each point of acceleration moves the ship 1/4" forward in each phase (1" per round, §2.31, §2.343); each point
 * of evasive is −1 to all attacks by and at the ship; each point of attack is +1 to its fixed weapons. The
 * to-hit effects belong to the combat module.
 *
 * Judgement calls:
 * - Allocations are whole, non-negative points; A + E + T ≤ the effective Thrust Factor (which the caller
 *   works out from damage, §2.362).
 * - The split holds for the whole round, so evasive and attack are never both allowed (ruling A5).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { voidstrikerError } from '../errors.ts';

export interface ThrustAllocation {
  /** Acceleration points: the most quarter-inches the ship may move forward in each phase. */
  readonly accel: number;
  /** Evasive points: −1 each to every attack by or at the ship. */
  readonly evasive: number;
  /** Attack-manoeuvre points: +1 each to the ship's fixed weapons. */
  readonly attack: number;
}

export const NO_THRUST: ThrustAllocation = { accel: 0, evasive: 0, attack: 0 };

const isWhole = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Checks a round's split against the effective Thrust Factor (§2.31, §2.35); `ship` names the ship in the refusal. */
export function validateThrust(thrust: ThrustAllocation, thrustFactor: number, ship = 'the ship'): Result<ThrustAllocation, RuleError> {
  for (const key of ['accel', 'evasive', 'attack'] as const) {
    if (!isWhole(thrust[key])) {
      return err(voidstrikerError('ERR_THRUST_NOT_WHOLE', `Thrust for ${key} must be a whole number of points, 0 or more (got ${thrust[key]}).`, { at: `thrust.${key}` }));
    }
  }
  if (thrust.evasive > 0 && thrust.attack > 0) {
    return err(voidstrikerError('ERR_EVASIVE_AND_ATTACK', 'A ship may not make evasive and attack maneuvers in the same round (§2.35).', {
      at: 'thrust',
      suggestion: 'Put the points into evasive or into attack, not both.',
    }));
  }
  const total = thrust.accel + thrust.evasive + thrust.attack;
  if (total > thrustFactor) {
    return err(voidstrikerError('ERR_THRUST_OVER', `The split uses ${total} thrust points; ${ship} has ${thrustFactor} (§2.31).`, { at: 'thrust' }));
  }
  return ok(thrust);
}

/** Inches of forward movement a round of acceleration gives: one per point (§2.31, example B2). */
export const inchesPerRound = (accel: number): number => accel;
