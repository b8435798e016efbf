/**
 * The worker's loop, in a function so a test can also run it in-process: play the unfinished game (making and
 * starting one when there is none), one seat's move at a time, journalling an intention before every service call
 * and, once it returned success, what the database must now hold.
 */
import type { GameContext } from '../../../src/game/context.ts';
import { createGame } from '../../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../../src/game/step-cycle.ts';
import type { Accepted, Intent, Journal } from './journal.ts';
import { finishLobby, NEW_GAME, nextMove, submissionHash, unfinishedGame, type ServiceResult } from './starmada-game.ts';

/** Plays until `stop()` says so (checked before each move); throws on any refusal or surprise. */
export function playJournaled(ctx: GameContext, journal: Journal, stop: () => boolean): void {
  function journaled<T>(intent: Omit<Intent, 't'>, call: () => ServiceResult<T>, accepted: (value: T) => Accepted): T {
    journal.append({ t: 'do', ...intent });
    const r = call();
    if (!r.ok) throw new Error(`${JSON.stringify(intent)} was refused: ${r.error.map((e) => `${e.code} ${e.message}`).join(' | ')}`);
    journal.append(accepted(r.value));
    return r.value;
  }

  while (!stop()) {
    const game = unfinishedGame(ctx.db) ?? journaled({ op: 'create' }, () => createGame(ctx, NEW_GAME), (g) => ({ t: 'ok', op: 'create', game: g.id }));
    if (game.status === 'lobby') {
      finishLobby(ctx, game.id, (op, user, call) =>
        journaled({ op, game: game.id, user }, call, () => (op === 'start' ? { t: 'ok', op, game: game.id } : { t: 'ok', op, game: game.id, user })),
      );
      continue;
    }
    if (game.status !== 'active') throw new Error(`game ${game.id} is ${game.status}`);

    const move = nextMove(ctx, game);
    if (!move) throw new Error(`game ${game.id} is active with no open step`);
    const { step, seat, user } = move;
    const where = { game: game.id, step: step.id, seq: step.seq, seat: seat.seatKey };
    journaled(
      { op: 'submit', ...where },
      // The step key travels with the call, as a button's would: a move never lands on a later step.
      () => submit(ctx, game.id, user, { submission: move.submission, stepKey: step.key }),
      (v) => {
        if (v.stepKey !== step.key) throw new Error(`submitted to ${v.stepKey}, expected the open step ${step.key}`);
        return { t: 'ok', op: 'submit', ...where, hash: submissionHash(v.submission) };
      },
    );
    journaled(
      { op: 'ready', ...where },
      () => setSeatReady(ctx, game.id, user, true, step.key),
      (v) => ({ t: 'ok', op: 'ready', ...where, resolved: v.resolved }),
    );
  }
}
