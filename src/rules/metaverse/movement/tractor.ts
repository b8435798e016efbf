/**
 * Tractor beams and grapplers, movement part (book p.63–64 "Grappler", "Tractor Beam" and their examples;
 * Ruling A3). Hitting with the beam (sensor roll) is the combat module's.
 *
 * - Tractor points = rating + 1 per full 5 MF by which the firer outmasses the target. If the firer is the
 *   smaller ship, the calculation is reversed and the firer modifies its OWN next plot. Equal MF: the target.
 * - Spending: 1 point = ±1 cm momentum, 2 points = one heading change, 1 point = one rotational momentum.
 *   Several beams stack (their points add).
 * - Grappler: tows into battle a ship of MF ≤ floor(rating × MF_tower / 5) (the book's example says 19; the
 *   formula gives 36: erratum A3). Towed ships deploy within 20 cm of the tower's squadron, in a grappler arc.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { inArcs, type Placed } from '../geometry/arcs.ts';
import { distance, EPSILON, type Point } from '../../core/plane.ts';
import type { TurnDirection } from './plot.ts';
import type { Arc, Directionality } from '../ships/directions.ts';
import { metaverseError } from '../errors.ts';

export interface TractorGrant {
  readonly points: number;
  /** Whose next plot the points modify. */
  readonly modifies: 'target' | 'firer';
}

/** Points one tractor-beam hit grants (p.64). */
export function tractorPoints(rating: number, firerMF: number, targetMF: number): TractorGrant {
  const bonus = Math.floor(Math.abs(firerMF - targetMF) / 5);
  return { points: rating + bonus, modifies: firerMF < targetMF ? 'firer' : 'target' };
}

/** How tractor points are spent on a plot. */
export interface TractorAdjustment {
  /** + accelerate / − decelerate, cm. */
  readonly momentum: number;
  /** Heading changes, in order (Cinematic) or as rose steps P = CCW, S = CW (Newtonian). */
  readonly turns: readonly TurnDirection[];
  /** + CW / − CCW rotational momentum (Newtonian). */
  readonly rotation: number;
}

export const tractorCost = (a: TractorAdjustment): number => Math.abs(a.momentum) + 2 * a.turns.length + Math.abs(a.rotation);

/** Checks an adjustment against the points available (p.64). */
export function validateTractorAdjustment(a: TractorAdjustment, points: number): Result<TractorAdjustment, RuleError> {
  if (!Number.isInteger(a.momentum) || !Number.isInteger(a.rotation)) {
    return err(metaverseError('ERR_TRACTOR_WHOLE', 'Tractor changes are whole centimetres and whole rotations.'));
  }
  const cost = tractorCost(a);
  if (cost > points) {
    return err(metaverseError('ERR_TRACTOR_POINTS', `That costs ${cost} tractor points but only ${points} are available; spend fewer.`));
  }
  return ok(a);
}

/** Largest MF a grappler can tow into battle (p.63; A3). */
export const grapplerTowLimit = (rating: number, towerMF: number): number => Math.floor((rating * towerMF) / 5);

export const GRAPPLER_DEPLOY_CM = 20;

/** Whether a towed ship's deployment point is within 20 cm and in one of the tower's grappler arcs (p.63). */
export function canDeployTowed(tower: Placed, towerD: Directionality, grapplerArcs: readonly Arc[], at: Point): boolean {
  return distance(tower.at, at) <= GRAPPLER_DEPLOY_CM + EPSILON && (distance(tower.at, at) < EPSILON || inArcs(tower, at, towerD, grapplerArcs));
}

/** Newtonian form of tractor heading changes: S = one step CW (+1), P = one step CCW (−1). */
export const tractorHeadingSteps = (turns: readonly TurnDirection[]): number => turns.reduce((s, t) => s + (t === 'S' ? 1 : -1), 0);
