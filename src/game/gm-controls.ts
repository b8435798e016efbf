/**
 * The GM's repairs to a game: roll back to an earlier step (later steps stay as void history, never deleted),
 * hand a seat to another player, and a player's concession. Each is one transaction with a post to the thread.
 */
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { Db } from '../db/connection.ts';
import { enqueue, gameById, seatsOf, stepsOf, updateGame, updateSeat, updateStep, type GameRow, type StepRow } from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { liveGame } from './game-over.ts';
import { asGm, dropClaim } from './gm-powers.ts';
import { gameChannel, openNextStep } from './step-cycle.ts';
import { currentState, currentStateOrNull } from './stored-state.ts';
import { ruleSystem } from './rule-systems.ts';
import { endedEarlyText } from './posts/resolution-post.ts';
import { plainName } from './posts/player-text.ts';
import { queueReplayPost } from './posts/replay-post.ts';
import { serviceError } from './errors.ts';

/** The step a rollback to `stepKey` goes back to (its latest live opening), or why there is none. */
export function rollbackTarget(db: Db, gameId: number, stepKey: string): Result<StepRow, RuleError[]> {
  const live = stepsOf(db, gameId).filter((s) => s.status !== 'void');
  const target = [...live].reverse().find((s) => s.key === stepKey);
  if (target) return ok(target);
  const keys = live.map((s) => s.key).slice(-8).join(', ');
  return err([serviceError('ERR_ROLLBACK_STEP', `There is no step ${stepKey} to roll back to; recent steps are ${keys}.`)]);
}

/**
 * Restores the game to how it was when step `stepKey` opened (its latest opening): that step and every later one
 * become void, and the step opens again with fresh dice. The void steps keep their submissions and events.
 */
export function rollback(ctx: GameContext, gameId: number, byUserId: string, stepKey: string): Result<{ reopened: string }, RuleError[]> {
  try {
    return rollbackNow(ctx, gameId, byUserId, stepKey);
  } catch (error) {
    // The state rolled back to cannot be read: the transaction is undone and the GM told why.
    if (error instanceof UnreadableState) return err(error.errors);
    throw error;
  }
}

class UnreadableState extends Error {
  constructor(readonly errors: RuleError[]) {
    super(errors.map((e) => e.message).join(' '));
  }
}

function rollbackNow(ctx: GameContext, gameId: number, byUserId: string, stepKey: string): Result<{ reopened: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = asGm(ctx, gameId, byUserId, 'roll the game back');
    if (!game.ok) return game;
    if (game.value.status === 'lobby') return err([serviceError('ERR_GAME_NOT_STARTED', 'The game has not started; there is nothing to roll back.')]);
    const found = rollbackTarget(ctx.db, gameId, stepKey);
    if (!found.ok) return found;
    const target = found.value;
    // An ended game is refused above: once over, a game stays over (its record is what /history and /verify show).
    for (const step of stepsOf(ctx.db, gameId).filter((s) => s.status !== 'void' && s.seq >= target.seq)) updateStep(ctx.db, step.id, { status: 'void' });
    const read = currentState(ctx.db, game.value);
    if (!read.ok) throw new UnreadableState(read.error);
    if (!read.value) throw new Error(`game ${gameId} has no state to roll back to`);
    updateGame(ctx.db, gameId, { version: game.value.version + 1 });
    const reopened = openNextStep(ctx, gameById(ctx.db, gameId) as GameRow, read.value.state);
    enqueue(ctx.db, {
      key: `g${gameId}/rollback/${target.seq}/${reopened?.seq ?? 0}`,
      gameId,
      kind: 'channel',
      target: gameChannel(game.value),
      payload: { content: `The GM rolled the game back to **${target.title}**. Later steps are kept as void history; send your orders again.` },
    });
    return ok({ reopened: reopened?.key ?? 'game over' });
  }, { behavior: 'immediate' });
}

/**
 * Hands a seat to another player; the new player must not already hold a seat in this game. A GM claim the new
 * player held ends here: a seated member holds no claimed powers (gm-powers.ts).
 */
export function substitute(ctx: GameContext, gameId: number, byUserId: string, seatKey: string, player: { id: string; name: string }): Result<{ seat: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = asGm(ctx, gameId, byUserId, 'hand a seat to another player');
    if (!game.ok) return game;
    const seats = seatsOf(ctx.db, gameId);
    const seat = seats.find((s) => s.seatKey.toLowerCase() === seatKey.toLowerCase());
    if (!seat) return err([serviceError('ERR_SEAT_UNKNOWN', `There is no seat ${seatKey}; seats are ${seats.map((s) => s.seatKey).join(', ')}.`)]);
    if (seats.some((s) => s.userId === player.id)) return err([serviceError('ERR_SEAT_TAKEN', `${player.name} already has a seat in this game.`)]);
    updateSeat(ctx.db, seat.id, { userId: player.id, playerName: player.name });
    dropClaim(ctx.db, gameId, player.id);
    updateGame(ctx.db, gameId, { version: game.value.version + 1 });
    enqueue(ctx.db, {
      key: `g${gameId}/substitute/${seat.seatKey}/${player.id}/${game.value.version}`,
      gameId,
      kind: 'channel',
      target: gameChannel(game.value),
      payload: { content: `${plainName(player.name)} takes over seat ${seat.seatKey} (side ${seat.side}) from ${seat.playerName ? plainName(seat.playerName) : 'nobody'}.` },
    });
    return ok({ seat: seat.seatKey });
  }, { behavior: 'immediate' });
}

/** A player concedes for their side: the game ends and the other side wins. */
export function concede(ctx: GameContext, gameId: number, userId: string): Result<{ winner: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const live = liveGame(ctx.db, gameId);
    if (!live.ok) return live;
    const game = live.value;
    const seats = seatsOf(ctx.db, gameId);
    const seat = seats.find((s) => s.userId === userId);
    if (!seat) return err([serviceError('ERR_SEAT_NONE', 'You have no seat in this game.')]);
    const others = [...new Set(seats.map((s) => s.side).filter((side) => side !== seat.side))];
    if (others.length !== 1 || !others[0]) return err([serviceError('ERR_CONCEDE', 'Conceding needs exactly two sides; ask the GM to end the game.')]);
    const winner = others[0];
    for (const step of stepsOf(ctx.db, gameId).filter((s) => s.status === 'open')) updateStep(ctx.db, step.id, { status: 'void' });
    const summary = `${seat.playerName ?? seat.seatKey} concedes for side ${seat.side}: side ${winner} wins.`;
    // Like a GM's end: the score as the rules count it now is the game's last word.
    const state = currentStateOrNull(ctx.db, game);
    const score = state === null ? null : ruleSystem(game.system).score(state);
    updateGame(ctx.db, gameId, { status: 'ended', outcome: { winner, summary, scores: score?.bySide ?? {} }, version: game.version + 1 });
    enqueue(ctx.db, { key: `g${gameId}/over/${game.version}`, gameId, kind: 'channel', target: gameChannel(game), payload: { content: endedEarlyText(summary, score) } });
    queueReplayPost(ctx.db, game);
    return ok({ winner });
  }, { behavior: 'immediate' });
}
