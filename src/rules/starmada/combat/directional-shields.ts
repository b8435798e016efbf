/**
 * The shield rating an attack meets: directional shielding (B.7 p.32) and shield reinforcement (E.6 p.50), and
 * the owner's reduction of directional arcs when the shield track drops (B.7).
 *
 * - Directional shields: the rating of the defensive arc the attack comes from (the geometry decides the arc).
 * - E.6: +1 against the reinforced arc, −1 against the opposite one; not for a ship whose current rating is 0 or 5
 *   (directional: not if the reinforced arc is 5 or the opposite arc 0). Judgement call: the test is made when
 *   the attack happens, so a ship whose shields fell to 0 during the Fighter Phase loses the benefit.
 * - B.7: when the track value (the sum of the arcs) drops by n, "the controlling player must reduce the ship's arc
 *   ratings" by n. The owner gives a standing choice in the turn's orders ("shields lose port aft"): one point off
 *   each listed arc in turn, round the list again while points are due, skipping an arc with none; an arc may be
 *   listed twice to weigh it [ruling 110]. Default, and for points the listed arcs cannot
 *   take: each point from the weakest arc that still has one (ties: Aft, Port, Stbd, Fwd), keeping the strong arcs
 *   strong; on the book's example (3/2/2/1, two points) it gives the owner's choice, Port and Aft.
 */
import { count } from '../../core/text.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { DefensiveArc } from '../state.ts';
import { starmadaError } from '../errors.ts';

export const DEFENSIVE_ARCS: readonly DefensiveArc[] = ['Fwd', 'Port', 'Stbd', 'Aft'];

export const OPPOSITE_ARC: Readonly<Record<DefensiveArc, DefensiveArc>> = { Fwd: 'Aft', Aft: 'Fwd', Port: 'Stbd', Stbd: 'Port' };

export type ArcRatings = Readonly<Record<DefensiveArc, number>>;

export interface ShieldSituation {
  /** Current (non-directional) shield rating: the first unchecked box, 0 if none. */
  readonly rating: number;
  /** B.7: current directional ratings, when the class has them. */
  readonly directional?: ArcRatings | undefined;
  /** The target's defensive arc the attack comes from. */
  readonly arc: DefensiveArc;
  /** E.6: the arc reinforced this turn, if any. */
  readonly reinforced?: DefensiveArc | null | undefined;
}

/** Whether E.6 reinforcement of `arc` is allowed with these ratings. */
export function canReinforce(rating: number, directional: ArcRatings | undefined, arc: DefensiveArc): boolean {
  if (directional) return directional[arc] < 5 && directional[OPPOSITE_ARC[arc]] > 0;
  return rating > 0 && rating < 5;
}

/** The shield rating the impact dice are compared with. */
export function shieldAgainst(situation: ShieldSituation): number {
  const { directional, arc, reinforced } = situation;
  const base = directional ? directional[arc] : situation.rating;
  if (!reinforced || !canReinforce(situation.rating, directional, reinforced)) return Math.max(0, base);
  if (arc === reinforced) return base + 1;
  if (arc === OPPOSITE_ARC[reinforced]) return Math.max(0, base - 1);
  return Math.max(0, base);
}

const WEAKEST_FIRST_TIES: readonly DefensiveArc[] = ['Aft', 'Port', 'Stbd', 'Fwd'];

/** The default reduction of `by` points (see the module header). Returns the new arc ratings. */
export function defaultShieldReduction(current: ArcRatings, by: number): ArcRatings {
  const next: Record<DefensiveArc, number> = { ...current };
  for (let n = 0; n < by; n++) {
    const candidates = WEAKEST_FIRST_TIES.filter((a) => next[a] > 0);
    if (candidates.length === 0) break;
    const weakest = candidates.reduce((best, a) => (next[a] < next[best] ? a : best));
    next[weakest] -= 1;
  }
  return next;
}

/**
 * Takes `by` points off the arcs the owner listed, one point per listed arc in turn, round the list again while points
 * are due, skipping an arc with none; what the listed arcs cannot take goes by default (ruling 110).
 */
export function reduceShieldsByPriority(current: ArcRatings, by: number, priority: readonly DefensiveArc[]): ArcRatings {
  const next: Record<DefensiveArc, number> = { ...current };
  const left = takeInTurn(priority, by, (arc) => next[arc] > 0, (arc) => (next[arc] -= 1));
  return defaultShieldReduction(next, left);
}

/** Gives up to `points` to the listed arcs in turn, each one that `can` take one; returns the points left over. */
function takeInTurn(list: readonly DefensiveArc[], points: number, can: (arc: DefensiveArc) => boolean, take: (arc: DefensiveArc) => void): number {
  let left = points;
  let cursor = 0;
  while (left > 0) {
    const order = list.map((_a, i) => list[(cursor + i) % list.length] as DefensiveArc);
    const k = order.findIndex(can);
    if (k < 0) break;
    take(order[k] as DefensiveArc);
    cursor = (cursor + k + 1) % list.length;
    left -= 1;
  }
  return left;
}

/** Checks the owner's reduction (points taken off each arc) and returns the new ratings. */
export function validateShieldReduction(
  current: ArcRatings,
  by: number,
  reduction: Readonly<Partial<Record<DefensiveArc, number>>>,
): Result<ArcRatings, RuleError[]> {
  const problems: RuleError[] = [];
  const available = DEFENSIVE_ARCS.reduce((s, a) => s + current[a], 0);
  const due = Math.min(by, available);
  let total = 0;
  const next: Record<DefensiveArc, number> = { ...current };
  for (const arc of DEFENSIVE_ARCS) {
    const take = reduction[arc] ?? 0;
    if (!Number.isInteger(take) || take < 0) {
      problems.push(starmadaError('ERR_SHIELD_REDUCTION', `Take a whole number of points (0 or more) off ${arc}, not ${take}.`, { at: arc }));
      continue;
    }
    if (take > current[arc]) {
      problems.push(starmadaError('ERR_SHIELD_REDUCTION', `${arc} shields are ${current[arc]}; you cannot take ${take} off them.`, { at: arc }));
      continue;
    }
    total += take;
    next[arc] -= take;
  }
  if (problems.length === 0 && total !== due) {
    problems.push(starmadaError('ERR_SHIELD_REDUCTION', `Take ${count(due, 'point')} off your shield arcs in all; you took ${total}.`));
  }
  return problems.length > 0 ? err(problems) : ok(next);
}

/**
 * E.1 on a directionally shielded ship: a restored shield box raises the arcs by `by` points in all. The book
 * is silent on how (ruling 111): the owner chooses in the turn's orders ("restore fwd port": one point to each listed
 * arc below its printed rating in turn, as for ruling 110); default, and for points the listed arcs cannot take: each point to the arc
 * furthest below its printed rating (ties: Fwd, Port, Stbd, Aft). No arc goes above its printed rating.
 */
export function defaultShieldRestoration(printed: ArcRatings, current: ArcRatings, by: number): ArcRatings {
  const next: Record<DefensiveArc, number> = { ...current };
  for (let n = 0; n < by; n++) {
    const candidates = DEFENSIVE_ARCS.filter((a) => next[a] < printed[a]);
    if (candidates.length === 0) break;
    const neediest = candidates.reduce((best, a) => (printed[a] - next[a] > printed[best] - next[best] ? a : best));
    next[neediest] += 1;
  }
  return next;
}

/** Adds `by` points back to the listed arcs in turn, each below its printed rating, then by default (ruling 111). */
export function restoreShieldsByPriority(printed: ArcRatings, current: ArcRatings, by: number, priority: readonly DefensiveArc[]): ArcRatings {
  const next: Record<DefensiveArc, number> = { ...current };
  const left = takeInTurn(priority, by, (arc) => next[arc] < printed[arc], (arc) => (next[arc] += 1));
  return defaultShieldRestoration(printed, next, left);
}

/** "Fwd −1, Aft −2": what changed between two sets of arc ratings. */
export function arcChangesText(before: ArcRatings, after: ArcRatings): string {
  return DEFENSIVE_ARCS.filter((a) => after[a] !== before[a])
    .map((a) => `${a} ${after[a] > before[a] ? '+' : '−'}${Math.abs(after[a] - before[a])}`)
    .join(', ');
}
