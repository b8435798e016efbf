/**
 * Morale and loss (book "Morale Step", p.38, and "Command Step", p.3; rulings A24, A38).
 *
 * Threshold chart: up to 100 morale points in thresholds of the navy's size (5–15). In the Morale Step each
 * starship destroyed or left inoperable this turn strikes its morale value; an FTL retreat strikes half (rounded
 * down, A38); a destroyed fighter squadron strikes its value on the 100-point starfighter chart, and each time
 * that chart fills it is wiped, 1 point is struck on the threshold chart and the excess carries on.
 * Loss: in the next Command Step, the player loses if the flag commander's raw CP roll (A24) is ≤ the number of
 * completed thresholds.
 *
 * Judgement call: the book names no other way for a ship or fleet to break or surrender; a ship counts as lost
 * for morale when destroyed or inoperable (`isInoperable`: every bridge, or every reactor, is disabled or gone
 * with no crew left in its section to repair it).
 */
import type { ShipDamageState } from '../damage/state.ts';
import { sectionCrew } from '../damage/state.ts';

export const CHART_SIZE = 100;

export interface MoraleChart {
  /** Navy threshold size, 5–15. */
  readonly threshold: number;
  /** Points struck on the threshold chart (0–100). */
  readonly struck: number;
  /** Points on the current starfighter chart (0–99). */
  readonly fighterStruck: number;
}

export const newMoraleChart = (threshold: number): MoraleChart => ({ threshold, struck: 0, fighterStruck: 0 });

export type MoraleLoss =
  | { readonly kind: 'ship-destroyed'; readonly value: number }
  | { readonly kind: 'ship-inoperable'; readonly value: number }
  | { readonly kind: 'ftl-retreat'; readonly value: number }
  | { readonly kind: 'fighter-destroyed'; readonly value: number };

export const completedThresholds = (chart: MoraleChart): number => (chart.threshold > 0 ? Math.floor(Math.min(chart.struck, CHART_SIZE) / chart.threshold) : 0);

const strike = (chart: MoraleChart, points: number): MoraleChart => ({ ...chart, struck: Math.min(CHART_SIZE, chart.struck + Math.max(0, points)) });

/** Applies one loss; returns the new chart and the points struck on the threshold chart. */
export function applyMoraleLoss(chart: MoraleChart, loss: MoraleLoss): { chart: MoraleChart; thresholdPoints: number } {
  switch (loss.kind) {
    case 'ship-destroyed':
    case 'ship-inoperable':
      return { chart: strike(chart, loss.value), thresholdPoints: Math.max(0, loss.value) };
    case 'ftl-retreat': {
      const half = Math.floor(Math.max(0, loss.value) / 2);
      return { chart: strike(chart, half), thresholdPoints: half };
    }
    case 'fighter-destroyed': {
      const total = chart.fighterStruck + Math.max(0, loss.value);
      const fills = Math.floor(total / CHART_SIZE);
      return { chart: strike({ ...chart, fighterStruck: total % CHART_SIZE }, fills), thresholdPoints: fills };
    }
  }
}

/** The Morale Step: every loss of this turn, in order. */
export function moraleStep(chart: MoraleChart, losses: readonly MoraleLoss[]): { chart: MoraleChart; completedBefore: number; completedAfter: number } {
  const completedBefore = completedThresholds(chart);
  const after = losses.reduce((c, l) => applyMoraleLoss(c, l).chart, chart);
  return { chart: after, completedBefore, completedAfter: completedThresholds(after) };
}

/**
 * Scenario rule "complete the current threshold": strike exactly enough to finish the threshold being filled;
 * if one was just completed and nothing is struck in the next, the next is the current one.
 */
export function completeCurrentThreshold(chart: MoraleChart): MoraleChart {
  const rem = chart.struck % chart.threshold;
  return strike(chart, chart.threshold - rem);
}

/** The loss test in the Command Step (p.3, p.38): raw CP roll of the flag commander ≤ completed thresholds. */
export function lossTest(chart: MoraleChart, flagCommanderRoll: number): { roll: number; completed: number; lost: boolean } {
  const completed = completedThresholds(chart);
  return { roll: flagCommanderRoll, completed, lost: flagCommanderRoll <= completed };
}

/** Inoperable (p.38): no power or no bridge, with no way to repair either. */
export function isInoperable(state: ShipDamageState): boolean {
  const hopeless = (cls: 'bridge' | 'reactor'): boolean => {
    const systems = state.systems.filter((s) => s.class === cls);
    if (systems.length === 0) return false; // nothing to lose: the design has none recorded
    return systems.every((s) => {
      const sec = state.sections.find((x) => x.id === s.section);
      if (sec === undefined || sec.destroyed) return true;
      return s.disabled && sectionCrew(sec) === 0;
    });
  };
  return !state.destroyed && (hopeless('bridge') || hopeless('reactor'));
}

/** Lost for morale this turn: destroyed or inoperable. */
export const lostForMorale = (state: ShipDamageState): 'destroyed' | 'inoperable' | null =>
  state.destroyed ? 'destroyed' : isInoperable(state) ? 'inoperable' : null;
