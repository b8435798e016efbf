/**
 * The one guard against changing an ended game (issue 15, item 6: "Nothing but /history and /verify works on an
 * ended game"). Every service function that changes a game loads it through `liveGame` (or checks `gameOver`), so
 * /plot, /fire, /ready, order buttons and DM orders, the lobby (join, leave, fleets, start) and every /gm action
 * refuse with the same sentence.
 */
import type { Db } from '../db/connection.ts';
import { gameById, type GameRow } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { serviceError } from './errors.ts';

export const GAME_OVER_TEXT = 'This game is over: /history shows how it went, and /verify checks its dice.';

/** The refusal for an ended game. */
export const gameOver = (): Result<never, RuleError[]> => err([serviceError('ERR_GAME_OVER', GAME_OVER_TEXT)]);

/** The game, when it exists and has not ended. */
export function liveGame(db: Db, gameId: number): Result<GameRow, RuleError[]> {
  const game = gameById(db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  if (game.status === 'ended') return gameOver();
  return ok(game);
}
