/**
 * The GM's say over seats and the game's end: take a seat from a player (`/gm kick`) and end a game with no winner
 * (`/gm end`). Each is one transaction that checks the caller holds GM powers (gm-powers.ts), and posts one short line to the game's
 * thread through the outbox.
 *
 * Rulings:
 * - A kicked player's seat stays in the game, open (no user): its ships stay on the board and the game goes on.
 *   The GM may hand it to someone with `substitute` (gm-controls.ts). Until then the open seat never sends
 *   anything, so each step it owes waits for its deadline and the rules' default (`missing`) applies, as for any
 *   seat that sent nothing. A draft the kicked player left for the open step is replaced by that default: what a
 *   removed player wrote must not decide the seat's move.
 * - Kicking needs a running game (active or paused); in the lobby there is nothing to keep a seat for.
 * - Ending is allowed in the lobby too (a game that never starts), and while paused. Open steps become void (kept,
 *   as rollback keeps them), the outcome records no winner, and the game is over.
 */
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import {
  enqueue,
  gameById,
  openStepOf,
  saveSubmission,
  seatsOf,
  stepsOf,
  submissionsOf,
  updateGame,
  updateSeat,
  updateStep,
  type GameRow,
} from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { asGm } from './gm-powers.ts';
import { refreshLobby } from './lobby.ts';
import { queueWaitingUpdate } from './posts/step-opened.ts';
import { queueStatus } from './posts/status-post.ts';
import { gameChannel } from './step-cycle.ts';
import { currentStateOrNull } from './stored-state.ts';
import { ruleSystem } from './rule-systems.ts';
import { plainName } from './posts/player-text.ts';
import { queueReplayPost } from './posts/replay-post.ts';
import { endedEarlyText } from './posts/resolution-post.ts';
import { serviceError } from './errors.ts';

function post(ctx: GameContext, game: GameRow, key: string, content: string): void {
  enqueue(ctx.db, { key: `g${game.id}/${key}`, gameId: game.id, kind: 'channel', target: gameChannel(game), payload: { content } });
}

/** Takes `userId`'s seat from them: the seat becomes open and the game continues. */
export function kickPlayer(ctx: GameContext, gameId: number, byUserId: string, userId: string): Result<{ seat: string; player: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'remove a player');
    if (!checked.ok) return checked;
    const game = checked.value;
    if (game.status === 'lobby') return err([serviceError('ERR_GAME_NOT_RUNNING', 'The game has not started yet; seats open up once it runs.')]);
    const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === userId);
    if (!seat) return err([serviceError('ERR_SEAT_NONE', 'That player has no seat in this game.')]);
    const player = seat.playerName ? plainName(seat.playerName) : seat.seatKey;
    updateSeat(ctx.db, seat.id, { userId: null, playerName: null });

    const step = openStepOf(ctx.db, gameId);
    const state = currentStateOrNull(ctx.db, game);
    const draft = step ? submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id) : undefined;
    if (step && state !== null && draft) {
      const fallback = ruleSystem(game.system).missing(state, seat.seatKey);
      saveSubmission(ctx.db, { stepId: step.id, seatId: seat.id, payload: fallback, text: '', ready: false, missed: true, updatedAt: ctx.now() });
    }

    const version = game.version + 1;
    updateGame(ctx.db, gameId, { version });
    // The step's thread post lists who it waits on: the seat now shows as open.
    if (step) queueWaitingUpdate(ctx.db, gameById(ctx.db, gameId) as GameRow, step);
    post(
      ctx,
      game,
      `v${version}/kicked/${seat.seatKey}`,
      `**${player} no longer holds seat ${seat.seatKey}** (side ${seat.side}). The seat is open: its ships get the rules' default at each deadline until the GM seats someone.`,
    );
    return ok({ seat: seat.seatKey, player });
  }, { behavior: 'immediate' });
}

/** Ends the game now with no winner, by the GM's decision. */
export function endGame(ctx: GameContext, gameId: number, byUserId: string): Result<{ ended: true }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'end the game');
    if (!checked.ok) return checked;
    const game = checked.value;
    for (const step of stepsOf(ctx.db, gameId).filter((s) => s.status === 'open')) updateStep(ctx.db, step.id, { status: 'void' });
    const summary = 'The GM ended the game: no winner.';
    // The score as the rules count it now is the game's last word (issue 24 item 8); a lobby has none.
    const state = game.status === 'lobby' ? null : currentStateOrNull(ctx.db, game);
    const score = state === null ? null : ruleSystem(game.system).score(state);
    updateGame(ctx.db, gameId, { status: 'ended', pausedAt: null, outcome: { winner: null, summary, scores: score?.bySide ?? {} }, version: game.version + 1 });
    // The same key shape as every other game-over post: one per version.
    post(ctx, game, `over/${game.version}`, endedEarlyText(summary, score));
    queueReplayPost(ctx.db, game);
    // A started game has a pinned status message to update; a lobby has its post, whose Join buttons must go.
    if (game.status !== 'lobby') queueStatus(ctx.db, gameById(ctx.db, gameId) as GameRow);
    else refreshLobby(ctx.db, gameId);
    return ok({ ended: true as const });
  }, { behavior: 'immediate' });
}
