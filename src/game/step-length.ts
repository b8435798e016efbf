/**
 * How long a step lasts (docs/step-cycle.md, "Brief steps and alternation"): a full step gets the game's step length; a
 * step that is one message of an alternation (RuleSystem `Step.brief`, e.g. a Metaverse side asked in the Control Step)
 * gets the game's exchange length, which defaults to a quarter of the step length, so an exchange of a few messages
 * fits in about one step instead of taking a step each.
 */
import type { Db } from '../db/connection.ts';
import type { GameRow } from '../db/game-repo.ts';
import { currentStateOrNull } from './stored-state.ts';
import { ruleSystem } from './rule-systems.ts';

const MINUTE = 60_000;

/** The deadline of one message of an alternation: the game's setting, else a quarter of the step (whole minutes). */
export function exchangeLengthOf(game: Pick<GameRow, 'stepLengthMs' | 'exchangeLengthMs'>): number {
  return game.exchangeLengthMs ?? Math.max(MINUTE, Math.round(game.stepLengthMs / 4 / MINUTE) * MINUTE);
}

export const stepLengthOf = (game: Pick<GameRow, 'stepLengthMs' | 'exchangeLengthMs'>, brief: boolean): number => (brief ? exchangeLengthOf(game) : game.stepLengthMs);

/** Whether the game's open step is brief, as its rule system says from the current state. */
export function openStepIsBrief(db: Db, game: GameRow): boolean {
  const state = currentStateOrNull(db, game);
  return state !== null && ruleSystem(game.system).step(state)?.brief === true;
}
