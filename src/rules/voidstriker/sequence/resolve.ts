/**
 * Resolving the open step with every seat's submission: a round plot starts the round (resolve-round.ts), a
 * phase's fire orders carry it on.
 */
import type { Dice } from '../../core/dice.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import type { VoidstrikerState } from '../state.ts';
import { resolvePhaseFire, resolvePlots } from './resolve-round.ts';
import { inPlay } from '../ships/in-play.ts';

/**
 * Resolves the open step and notes the ships it put out of play (ruling G8: vaporized, blown up, crew killed, armour
 * below 0), for its map's wrecks (views/scene.ts). A ship that departed is not a wreck.
 */
export function resolveStep(state: VoidstrikerState, submissions: Readonly<Record<SeatId, VoidstrikerSubmission>>, dice: Dice) {
  const done = resolveStage(state, submissions, dice);
  const wrecks = done.state.ships.filter((s) => !inPlay(s) && s.status !== 'departed' && state.ships.some((b) => b.id === s.id && inPlay(b))).map((s) => s.id);
  return { state: { ...done.state, wrecks }, events: done.events };
}

function resolveStage(state: VoidstrikerState, submissions: Readonly<Record<SeatId, VoidstrikerSubmission>>, dice: Dice) {
  if (state.stage === 'fire') {
    const fire = Object.fromEntries(Object.entries(submissions).map(([seat, s]) => [seat, s.kind === 'fire' ? s.ships : []]));
    return resolvePhaseFire(state, fire, dice);
  }
  const plots = Object.fromEntries(Object.entries(submissions).flatMap(([seat, s]) => (s.kind === 'plot' ? [[seat, s.plot]] : [])));
  return resolvePlots(state, plots, dice);
}
