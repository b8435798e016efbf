/**
 * Take-offs and landings as a round-by-round status (book §3.23: "To land, a ship spends four combat phases
 * immobile next to the planet. On the next turn, it drops to the surface. Taking off is done in reverse order:
 * the ship spends one turn adjacent to the world (climbing out of the relatively very strong gravity well), then
 * may accelerate normally"; §2.35 Nonmaneuvering target: "a surface base on a planet or moon … can be targeted at
 * +5"; scenario 6.2 "land at the FAC base, spend six turns loading"; rulings B12, D6, G9).
 *
 * movement/landing.ts checks the landing round's plot (`validateLandingRound`) and places a ship for take-off
 * (`takeOffPlacement`); this module keeps the status between rounds and says what each status allows.
 *
 * Judgement calls (the book gives only the two sentences above):
 * - Landing round R: the ship is `landing` (immobile: no acceleration, and no evasive or attack maneuvers, which
 *   are maneuvering). It is NOT a nonmaneuvering target: it chose not to thrust (ruling D6). It may lock
 *   and fire as usual [ruling B12].
 * - From round R+1 it is `landed` on the surface ("on the next turn, it drops to the surface"; ruling B12:
 *   landed from the start of the following round). A landed ship cannot thrust or maneuver, and it is a
 *   nonmaneuvering target (+5 to lock and to hit, §2.35 names "a surface base on a planet"). The book does not
 *   forbid a landed ship to use sensors or fire, so it may [ruling B12]; a planet still blocks every line through it,
 *   and a ship on the surface sees outward (geometry/planets.ts).
 * - A landed ship may start its take-off in any round from the round it became landed. Take-off round T: it is
 *   `takingOff`, placed 0.5" above the surface with speed 0, no acceleration and no evasive or attack maneuvers
 *   (all its thrust goes to climbing out) [ruling B12]; it may lock and fire, and is not a nonmaneuvering target. From
 *   round T+1 it flies normally ("then may accelerate normally").
 * - Rounds landed (for 6.2's "six turns loading") count each round that begins with the ship landed.
 * - Destruction, loss of control or damage do not change the status here; the caller decides [ruling B12].
 */
import type { Point } from '../../core/scene.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { Planet } from '../geometry/planets.ts';
import { add, scale, unit } from '../../core/plane.ts';
import { voidstrikerError } from '../errors.ts';

export type SurfaceStatus =
  | { readonly kind: 'flying' }
  /** Spending round `round` immobile next to the planet (§3.23). */
  | { readonly kind: 'landing'; readonly planetId: string; readonly round: number }
  /** On the surface since the start of round `since`. */
  | { readonly kind: 'landed'; readonly planetId: string; readonly since: number }
  /** Climbing out during round `round` (§3.23). */
  | { readonly kind: 'takingOff'; readonly planetId: string; readonly round: number };

export const FLYING: SurfaceStatus = { kind: 'flying' };

/** What a ship in a given status may do this round, and how it counts as a target. */
export interface SurfaceAllowance {
  readonly mayAccelerate: boolean;
  /** Evasive and attack maneuvers (§2.31). */
  readonly mayManeuver: boolean;
  /** Nonmaneuvering target: +5 to lock and to hit it (§2.35); pass as `immobile` to sensors/ and fire/. */
  readonly immobileTarget: boolean;
  readonly mayLockAndFire: boolean;
}

/** §3.23 as read above: what each status allows. */
export function surfaceAllowance(status: SurfaceStatus): SurfaceAllowance {
  switch (status.kind) {
    case 'flying':
      return { mayAccelerate: true, mayManeuver: true, immobileTarget: false, mayLockAndFire: true };
    case 'landing':
    case 'takingOff':
      return { mayAccelerate: false, mayManeuver: false, immobileTarget: false, mayLockAndFire: true };
    case 'landed':
      return { mayAccelerate: false, mayManeuver: false, immobileTarget: true, mayLockAndFire: true };
  }
}

/** The status at the start of `round` (before orders): a finished landing round lands, a finished take-off flies. */
export function statusAtRoundStart(status: SurfaceStatus, round: number): SurfaceStatus {
  if (status.kind === 'landing' && round > status.round) return { kind: 'landed', planetId: status.planetId, since: status.round + 1 };
  if (status.kind === 'takingOff' && round > status.round) return FLYING;
  return status;
}

/**
 * Starts a landing round (§3.23). The caller has checked the plot with movement/landing.ts
 * `validateLandingRound`; this checks only that the ship is flying.
 */
export function startLanding(status: SurfaceStatus, planetId: string, round: number, ship: string): Result<SurfaceStatus, RuleError> {
  if (status.kind !== 'flying') {
    return err(voidstrikerError('ERR_LANDING_NOT_FLYING', `${ship} cannot start a landing: it is ${describe(status)} (§3.23).`, { at: ship }));
  }
  return ok({ kind: 'landing', planetId, round });
}

/** Starts a take-off round (§3.23): only a landed ship can; place it with movement/landing.ts `takeOffPlacement`. */
export function startTakeOff(status: SurfaceStatus, round: number, ship: string): Result<SurfaceStatus, RuleError> {
  if (status.kind !== 'landed' || round < status.since) {
    return err(voidstrikerError('ERR_TAKE_OFF_NOT_LANDED', `${ship} cannot take off: it is ${describe(status)} (§3.23).`, { at: ship }));
  }
  return ok({ kind: 'takingOff', planetId: status.planetId, round });
}

/** Rounds begun on the surface up to and including `round` (scenario 6.2 "six turns loading"); 0 unless landed. */
export function roundsLanded(status: SurfaceStatus, round: number): number {
  return status.kind === 'landed' ? Math.max(0, round - status.since + 1) : 0;
}

/** Where a landed ship sits: on the surface, on the given compass bearing from the planet's centre [ruling B12]. */
export function landedPosition(planet: Planet, bearingDeg: number): Point {
  return add(planet.center, scale(unit(bearingDeg), planet.diameter / 2));
}

function describe(status: SurfaceStatus): string {
  switch (status.kind) {
    case 'flying':
      return 'flying';
    case 'landing':
      return `landing on ${status.planetId}`;
    case 'landed':
      return `landed on ${status.planetId}`;
    case 'takingOff':
      return `taking off from ${status.planetId}`;
  }
}
