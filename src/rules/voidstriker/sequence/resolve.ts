/**
 * Resolving the open step with every seat's submission: a round plot starts the round (resolve-round.ts), a
 * phase's fire orders carry it on.
 */
import type { Dice } from '../../core/dice.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import type { VoidstrikerState } from '../state.ts';
import { resolvePhaseFire, resolvePlots } from './resolve-round.ts';

export function resolveStep(state: VoidstrikerState, submissions: Readonly<Record<SeatId, VoidstrikerSubmission>>, dice: Dice) {
  if (state.stage === 'fire') {
    const fire = Object.fromEntries(Object.entries(submissions).map(([seat, s]) => [seat, s.kind === 'fire' ? s.ships : []]));
    return resolvePhaseFire(state, fire, dice);
  }
  const plots = Object.fromEntries(Object.entries(submissions).flatMap(([seat, s]) => (s.kind === 'plot' ? [[seat, s.plot]] : [])));
  return resolvePlots(state, plots, dice);
}
