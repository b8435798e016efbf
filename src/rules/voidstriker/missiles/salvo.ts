/**
 * A missile salvo as a moving object, and its drift (Voidstriker §2.31 Drift Speed Determination, §2.341 Drifting,
 * §2.351 "any group of missiles fired at a single target during a single turn is considered a salvo, and requires
 * only one pair of counters").
 *
 * A salvo keeps the counter (position) and its vector counter (anchor), like a ship (§2.31, §2.351):
 * - start of round: drift speed = floor(|position − anchor| + 1e-9), direction = towards the counter, anchor := position;
 * - each phase: the salvo drifts speed/4 inches along that direction.
 *
 * Judgement calls: a salvo is one launching ship, one target, one phase (ruling E12; the book groups only by target
 * and turn). Coordinates beyond ±MAX_COORDINATE inches are refused (a value, not NaN/Infinity): no table is that big,
 * and it keeps every sum finite.
 */
import type { Point } from '../../core/scene.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { MissileMark, Warhead } from './missile-data.ts';
import { add, floorLength, length, scale, sub, unitOf } from '../../core/plane.ts';
import { voidstrikerError } from '../errors.ts';

/** Combat phases a–d of a round (§2.3). */
export type Phase = 'a' | 'b' | 'c' | 'd';

/** Largest |x| or |y| a salvo may have, in inches (1,000,000" = 10⁹ km). */
export const MAX_COORDINATE = 1_000_000;

/** The drift fixed for the round at Drift Speed Determination (§2.31). */
export interface Drift {
  /** Whole inches per round. */
  readonly speed: number;
  /** Unit vector (or (0,0) at speed 0) from the vector counter towards the counter. */
  readonly dir: Point;
}

/** One salvo (§2.351). Plain data. */
export interface Salvo {
  readonly id: string;
  /** The launching ship's id. */
  readonly owner: string;
  readonly side: string;
  /** The ship (or salvo, for anti-missile fire) it flies at. */
  readonly target: string;
  readonly warhead: Warhead;
  readonly mark: MissileMark;
  /** Missiles still flying. */
  readonly count: number;
  /** The missile counter, inches. */
  readonly position: Point;
  /** The vector counter, inches. */
  readonly anchor: Point;
  /** Facing, compass degrees. */
  readonly heading: number;
  readonly drift: Drift;
  readonly launched: { readonly round: number; readonly phase: Phase };
  /** Movement steps begun since launch, including the current one (ruling E6). */
  readonly phasesInFlight: number;
  /** Powered movement steps left (12 at launch, ruling E2). */
  readonly poweredPhasesLeft: number;
}

/** A finite point within ±MAX_COORDINATE. */
export const onTable = (p: Point): boolean =>
  Number.isFinite(p.x) && Number.isFinite(p.y) && Math.abs(p.x) <= MAX_COORDINATE && Math.abs(p.y) <= MAX_COORDINATE;

/** Refuses a salvo whose numbers are not finite or are off any conceivable table. */
export function checkSalvoGeometry(salvo: Salvo): Result<Salvo, RuleError> {
  const { position, anchor, heading, drift } = salvo;
  if (!onTable(position) || !onTable(anchor) || !Number.isFinite(heading) || !Number.isFinite(drift.speed) || !onTable(drift.dir)) {
    return err(voidstrikerError('ERR_SALVO_OFF_MAP', `Salvo ${salvo.id} has a position, vector or heading that is not a finite number within ${MAX_COORDINATE}".`, { at: salvo.id }));
  }
  if (drift.speed < 0 || drift.speed > 4 * MAX_COORDINATE || length(drift.dir) > 1 + 1e-6) {
    return err(voidstrikerError('ERR_SALVO_DRIFT', `Salvo ${salvo.id} has an impossible drift (${drift.speed}").`, { at: salvo.id }));
  }
  return ok(salvo);
}

/**
 * §2.31 Drift Speed Determination for a salvo: measure counter to vector counter, round down, turn the vector
 * counter to point at the counter and put it under the counter.
 */
export function startSalvoRound(salvo: Salvo): Result<Salvo, RuleError> {
  const checked = checkSalvoGeometry(salvo);
  if (!checked.ok) return checked;
  const d = sub(salvo.position, salvo.anchor);
  const speed = floorLength(length(d));
  return ok({ ...salvo, drift: { speed, dir: speed > 0 ? unitOf(d) : { x: 0, y: 0 } }, anchor: salvo.position });
}

/** What one straight move did: where from, where to. */
export interface SalvoStep {
  readonly salvo: Salvo;
  readonly from: Point;
  readonly to: Point;
}

/**
 * §2.341 Drifting: the salvo moves 1/4" per point of drift speed along its vector counter's direction. This begins
 * a movement step, so phasesInFlight goes up by one (ruling E6).
 */
export function driftSalvo(salvo: Salvo): Result<SalvoStep, RuleError> {
  const checked = checkSalvoGeometry(salvo);
  if (!checked.ok) return checked;
  const to = add(salvo.position, scale(salvo.drift.dir, salvo.drift.speed / 4));
  return ok({ salvo: { ...salvo, position: to, phasesInFlight: salvo.phasesInFlight + 1 }, from: salvo.position, to });
}
