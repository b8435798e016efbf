/**
 * The per-round manoeuvre plot: the thrust split and, for each of the four combat phases, a turn and an
 * acceleration (book §2.31, §2.342 "Each Ship has a Turn Mode … how far a ship can rotate in any combat phase",
 * §2.343 "move its ship 1/4" forward … for every Thrust Factor put into acceleration. A ship doesn't have to use
 * its full thrust, but any unused acceleration is lost"; rulings A2, B3, B4).
 *
 * This is the data the lead's text notation (`a:R30/3 b:0/3 …`, notation/help.ts) parses into.
 *
 * Judgement calls:
 * - Plotted in secret for the whole round at once (ruling A2, a play-by-post adaptation of the
 *   book's live, phase-by-phase acceleration; the lead may instead collect one phase at a time).
 * - Acceleration is a whole number of quarter-inches, 0..A in every phase, A being the round's acceleration
 *   points: A is the most per phase, not a budget shared by the phases (ruling B3).
 * - A turn is any real number of degrees with |turn| ≤ Turn Mode (1e-9° allowance); positive is to starboard.
 * - In each phase the turn comes before the acceleration and cannot be split around it (§2.34 order,
 *   ruling B4).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { EPSILON } from '../../core/plane.ts';
import type { ManoeuvreLimits } from './moving-ship.ts';
import { validateThrust, type ThrustAllocation } from './thrust.ts';
import { voidstrikerError } from '../errors.ts';

/** The four combat phases of a round (§2.3). */
export const COMBAT_PHASES = ['a', 'b', 'c', 'd'] as const;
export type CombatPhase = (typeof COMBAT_PHASES)[number];

/** One phase of a plot. */
export interface PhaseManoeuvre {
  /** Facing change in degrees, positive to starboard (clockwise), negative to port (§2.342). */
  readonly turn: number;
  /** Quarter-inches moved straight forward after the turn (§2.343): a whole number, 0..thrust.accel. */
  readonly accel: number;
}

/** A ship's plot for one round: the thrust split and phases a–d in order. */
export interface ManoeuvrePlot {
  readonly thrust: ThrustAllocation;
  /** Exactly four entries, for phases a, b, c, d. */
  readonly phases: readonly PhaseManoeuvre[];
}

/** The plot of a ship that does nothing: no thrust, no turns. */
export const DRIFT_ONLY: ManoeuvrePlot = {
  thrust: { accel: 0, evasive: 0, attack: 0 },
  phases: COMBAT_PHASES.map(() => ({ turn: 0, accel: 0 })),
};

/** Checks one phase against the Turn Mode and the round's acceleration points. */
export function validatePhaseManoeuvre(step: PhaseManoeuvre, turnMode: number, accel: number, at = 'phase'): Result<PhaseManoeuvre, RuleError> {
  if (!Number.isFinite(step.turn)) return err(voidstrikerError('ERR_TURN_NOT_NUMBER', `The turn must be a number of degrees (got ${step.turn}).`, { at }));
  if (Math.abs(step.turn) > turnMode + EPSILON) {
    return err(
      voidstrikerError('ERR_TURN_OVER_MODE', `A turn of ${Math.abs(step.turn)}° is more than the ship's Turn Mode of ${turnMode}° (§2.342).`, {
        at,
        suggestion: turnMode > 0 ? `Turn at most ${turnMode}° in this phase.` : 'This ship cannot turn this round.',
      }),
    );
  }
  if (!Number.isInteger(step.accel) || step.accel < 0) {
    return err(voidstrikerError('ERR_ACCEL_NOT_WHOLE', `Acceleration is a whole number of quarter-inches, 0 or more (got ${step.accel}).`, { at }));
  }
  if (step.accel > accel) {
    return err(
      voidstrikerError('ERR_ACCEL_OVER', `Moving ${step.accel}/4" needs ${step.accel} acceleration points; ${accel} were allocated (§2.343).`, { at }),
    );
  }
  return ok(step);
}

/** Checks a whole plot against the ship's effective Thrust Factor and Turn Mode. */
export function validatePlot(plot: ManoeuvrePlot, limits: ManoeuvreLimits): Result<ManoeuvrePlot, RuleError> {
  const thrust = validateThrust(plot.thrust, limits.thrustFactor);
  if (!thrust.ok) return thrust;
  if (plot.phases.length !== COMBAT_PHASES.length) {
    return err(voidstrikerError('ERR_PLOT_PHASES', `A plot has one entry for each of the 4 combat phases a–d (got ${plot.phases.length}).`, { at: 'phases' }));
  }
  for (const [i, step] of plot.phases.entries()) {
    const checked = validatePhaseManoeuvre(step, limits.turnMode, plot.thrust.accel, `phase ${COMBAT_PHASES[i] ?? i}`);
    if (!checked.ok) return checked;
  }
  return ok(plot);
}

/**
 * Ruling F17 (§2.362): if the effective Thrust Factor drops mid-round, the phases not yet moved keep at most
 * that much acceleration, and evasive or attack are cut to it at once. `fromPhase` is the first phase to cap.
 * The allocation's `accel` is left as declared: it records what was plotted.
 */
export function capPlot(plot: ManoeuvrePlot, fromPhase: CombatPhase, thrustFactor: number): ManoeuvrePlot {
  const first = COMBAT_PHASES.indexOf(fromPhase);
  const tf = Math.max(0, thrustFactor);
  return {
    thrust: { accel: plot.thrust.accel, evasive: Math.min(plot.thrust.evasive, tf), attack: Math.min(plot.thrust.attack, tf) },
    phases: plot.phases.map((p, i) => (i >= first ? { turn: p.turn, accel: Math.min(p.accel, tf) } : p)),
  };
}
