/**
 * Graded turns (Starmada D.6 p.46): forward movement is spread evenly between turns. The hexes moved before and
 * after each turn may not differ by more than one; a sideslip or an altitude change (G.6) counts as one hex of
 * forward movement, an orbit (G.5) as its hexes. Orders that begin or end with a turn have an implied zero
 * before or after it, so "P2(2)" is refused (segments 0 and 2) and "1P1(2)" is its graded form.
 *
 * Judgement calls (the book is silent) [ruling 142]: a U-turn is a turn like P or S; two turns written together
 * ("2PP2") have an empty segment (0) between them; orders without turns are always graded.
 */
import type { RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { makeMoves, makeOrder } from '../notation/movement.ts';
import { normaliseOrder, type MoveOrder, type OrderStep } from './order.ts';

const isTurn = (s: OrderStep): boolean => s.kind === 'turn' || s.kind === 'uTurn';

/** The hexes of forward movement before, between and after the turns; one segment when there are none. */
export function forwardSegments(steps: readonly OrderStep[]): number[] {
  const segments = [0];
  for (const step of steps) {
    if (isTurn(step)) segments.push(0);
    else {
      const hexes = step.kind === 'forward' || step.kind === 'orbit' ? step.hexes : 1;
      segments[segments.length - 1] = (segments[segments.length - 1] ?? 0) + hexes;
    }
  }
  return segments;
}

export function isGraded(steps: readonly OrderStep[]): boolean {
  const segments = forwardSegments(steps);
  return Math.max(...segments) - Math.min(...segments) <= 1;
}

/** The same moves and turns, in the same order, with the forward movement spread evenly (longer segments first). */
export function gradedForm(order: MoveOrder): MoveOrder | undefined {
  if (order.steps.some((s) => s.kind === 'orbit')) return undefined;
  const turns = order.steps.filter(isTurn);
  const units = order.steps.flatMap((s): OrderStep[] => (s.kind === 'forward' ? Array.from({ length: s.hexes }, () => ({ kind: 'forward', hexes: 1 })) : isTurn(s) ? [] : [s]));
  const parts = turns.length + 1;
  const steps: OrderStep[] = [];
  let taken = 0;
  for (let i = 0; i < parts; i++) {
    const size = Math.floor(units.length / parts) + (i < units.length % parts ? 1 : 0);
    steps.push(...units.slice(taken, taken + size));
    taken += size;
    const turn = turns[i];
    if (turn) steps.push(turn);
  }
  return normaliseOrder({ ...order, steps });
}

/** The D.6 refusal for orders whose segments are uneven, with their graded form; undefined when they are graded. */
export function gradedTurnProblem(order: MoveOrder): RuleError | undefined {
  if (isGraded(order.steps)) return undefined;
  const segments = forwardSegments(order.steps);
  const fixed = gradedForm(order);
  return starmadaError(
    'ERR_TURNS_NOT_GRADED',
    `With graded turns (D.6) the hexes moved before and after each turn may differ by one at most, and ${makeMoves(order.steps)} moves ${segments.join(', ')}.`,
    fixed ? { suggestion: `Did you mean ${makeOrder(fixed)}?` } : {},
  );
}
