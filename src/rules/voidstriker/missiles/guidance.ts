/**
 * How a salvo steers and accelerates (Voidstriker §2.351 "Missiles have Thrust Factor 12 (and all of it goes into
 * thrust) and enough power for three turns acceleration. Missiles have Turn Mode 180", §2.342 "A missile (Turn
 * Mode 180) can effectively change facing to any direction in each combat phase", §2.343 Acceleration), and when
 * it makes contact.
 *
 * The book moves missiles by hand like ships. A referee bot needs a default, so (ruling E4):
 * - auto guidance: if the target is within 3" + 0.5", fly straight at it and strike when within 0.5" (contact);
 *   otherwise face the point where the target will be after its next drift step and thrust the full 3";
 * - manual: the owner names a heading (any, TM 180) and 0–12 quarter-inches of thrust.
 * After 12 powered steps the salvo is ballistic: it only drifts (ruling E2), but it can still strike.
 * Contact: centres within 0.5" (ruling E5); point blank for hold-fire: within 1" (§2.351).
 */
import type { Point } from '../../core/scene.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { CONTACT_RADIUS, MISSILE_MAX_MOVE_PER_PHASE, MISSILE_THRUST_FACTOR, POINT_BLANK_RANGE } from './missile-data.ts';
import { MAX_COORDINATE, checkSalvoGeometry, onTable } from './salvo.ts';
import type { Drift, Salvo } from './salvo.ts';
import { add, bearingOf, closestApproach, distance, firstWithin, length, norm360, scale, sub, unit, unitOf } from '../../core/plane.ts';
import { voidstrikerError } from '../errors.ts';

/** What guidance needs to know of the target (a ship, or a salvo for anti-missile fire). */
export interface GuidanceTarget {
  readonly position: Point;
  readonly drift: Drift;
}

/** One acceleration step of a salvo. */
export interface GuidanceStep {
  readonly salvo: Salvo;
  readonly from: Point;
  readonly to: Point;
  /** Thrust used, in quarter-inches (0–12). */
  readonly thrust: number;
  /** The salvo came within 1" of its target during or before this step (hold-fire may trigger, §2.351). */
  readonly pointBlank: boolean;
  /** The salvo touched its target (within 0.5"): it now makes its attack rolls (§2.351). */
  readonly impact: boolean;
}

/** Contact during a step in which both the salvo and its target moved in straight lines (ruling E5). */
export const contactDuringStep = (salvoFrom: Point, salvoTo: Point, targetFrom: Point, targetTo: Point): boolean =>
  closestApproach(salvoFrom, salvoTo, targetFrom, targetTo) <= CONTACT_RADIUS;

/** Point blank (within 1") reached during a step in which both moved in straight lines (§2.351 hold fire). */
export const pointBlankDuringStep = (salvoFrom: Point, salvoTo: Point, targetFrom: Point, targetTo: Point): boolean =>
  closestApproach(salvoFrom, salvoTo, targetFrom, targetTo) <= POINT_BLANK_RANGE;

function finish(salvo: Salvo, to: Point, heading: number, thrust: number, target: Point, powered: boolean): GuidanceStep {
  const from = salvo.position;
  return {
    salvo: { ...salvo, position: to, heading, poweredPhasesLeft: powered ? Math.max(0, salvo.poweredPhasesLeft - 1) : salvo.poweredPhasesLeft },
    from,
    to,
    thrust,
    pointBlank: firstWithin(target, from, to, POINT_BLANK_RANGE) !== null,
    impact: firstWithin(target, from, to, CONTACT_RADIUS) !== null,
  };
}

/** Ruling E4: auto guidance for one acceleration step. A burnt-out salvo does not move. */
export function guideSalvo(salvo: Salvo, target: GuidanceTarget): Result<GuidanceStep, RuleError> {
  const checked = checkSalvoGeometry(salvo);
  if (!checked.ok) return checked;
  const goal = target.position;
  const d = target.drift;
  if (!onTable(goal) || !Number.isFinite(d.speed) || d.speed < 0 || d.speed > 4 * MAX_COORDINATE || !onTable(d.dir) || length(d.dir) > 1 + 1e-6) {
    return err(voidstrikerError('ERR_TARGET_GEOMETRY', `The target of salvo ${salvo.id} has no finite position or drift on the table.`, { at: salvo.id }));
  }
  if (salvo.poweredPhasesLeft <= 0) return ok(finish(salvo, salvo.position, salvo.heading, 0, goal, false));
  const toTarget = sub(goal, salvo.position);
  const range = distance(goal, salvo.position);
  if (range <= MISSILE_MAX_MOVE_PER_PHASE + CONTACT_RADIUS) {
    // Close enough to touch this step: fly straight at it and stop as the counters touch.
    const heading = bearingOf(toTarget) ?? norm360(salvo.heading);
    const move = Math.max(0, range - CONTACT_RADIUS);
    const to = add(salvo.position, scale(unitOf(toTarget), move));
    return ok(finish(salvo, to, heading, Math.ceil(move * 4 - 1e-9), goal, true));
  }
  // Lead the target by its next drift step (both drifts are known to everyone for the round).
  const aim = sub(add(goal, scale(target.drift.dir, target.drift.speed / 4)), add(salvo.position, scale(salvo.drift.dir, salvo.drift.speed / 4)));
  const heading = bearingOf(aim) ?? bearingOf(toTarget) ?? norm360(salvo.heading);
  const to = add(salvo.position, scale(unit(heading), MISSILE_MAX_MOVE_PER_PHASE));
  return ok(finish(salvo, to, heading, MISSILE_THRUST_FACTOR, goal, true));
}

/** A hand-plotted missile step: any facing (TM 180), 0–12 quarter-inches forward (§2.342, §2.351). */
export interface ManualMissileStep {
  readonly heading: number;
  readonly thrust: number;
}

export function manualSalvoMove(salvo: Salvo, step: ManualMissileStep, targetPosition: Point): Result<GuidanceStep, RuleError> {
  const checked = checkSalvoGeometry(salvo);
  if (!checked.ok) return checked;
  if (!onTable(targetPosition)) return err(voidstrikerError('ERR_TARGET_GEOMETRY', `The target of salvo ${salvo.id} has no finite position on the table.`, { at: salvo.id }));
  if (!Number.isFinite(step.heading)) return err(voidstrikerError('ERR_MISSILE_HEADING', 'A missile heading must be a number of degrees.', { at: salvo.id }));
  if (!Number.isInteger(step.thrust) || step.thrust < 0 || step.thrust > MISSILE_THRUST_FACTOR) {
    return err(voidstrikerError('ERR_MISSILE_THRUST', `Missile thrust is 0–${MISSILE_THRUST_FACTOR} quarter-inches per phase (§2.351).`, { at: salvo.id }));
  }
  if (step.thrust > 0 && salvo.poweredPhasesLeft <= 0) {
    return err(voidstrikerError('ERR_MISSILE_BURNT_OUT', `Salvo ${salvo.id} has used its three turns of power (§2.351).`, { at: salvo.id }));
  }
  const heading = norm360(step.heading);
  const to = add(salvo.position, scale(unit(heading), step.thrust / 4));
  return ok(finish(salvo, to, heading, step.thrust, targetPosition, salvo.poweredPhasesLeft > 0));
}
