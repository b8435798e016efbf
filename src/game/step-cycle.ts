/**
 * The step cycle (docs/step-cycle.md): a step opens with its dice committed and a deadline; seats send drafts they
 * may change and then mark ready; when every owing seat is ready (or the deadline passes) the step resolves.
 * A resolution writes the new state, its events and the messages to post in ONE transaction, and checks inside
 * it that the step is still open, so concurrent submissions or a restart never resolve a step twice.
 */
import { inProse } from '../rules/core/echo-note.ts';
import { rngStateFromSeed, seededDice } from '../rules/core/dice.ts';
import { readySubmission } from '../rules/core/ready.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import {
  enqueue,
  gameById,
  insertEvents,
  insertStep,
  openStepOf,
  saveSubmission,
  seatsOf,
  setReady,
  stepsOf,
  submissionsOf,
  updateGame,
  updateStep,
  type GameRow,
  type SeatRow,
  type StepRow,
} from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { seedHash, stepSeed } from './dice-commitment.ts';
import { liveGame } from './game-over.ts';
import { gameOverText, queueResolution } from './posts/resolution-post.ts';
import { readyControls } from './posts/controls.ts';
import { queueReplayPost } from './posts/replay-post.ts';
import { renderRows } from './posts/post-renderer.ts';
import { queueStepOpened, queueWaitingUpdate } from './posts/step-opened.ts';
import { queueStatus } from './posts/status-post.ts';
import { closingLines, type ClosingSeat, type ResolveReason } from './posts/closing-note.ts';
import { ruleSystem } from './rule-systems.ts';
import { stepLengthOf } from './step-length.ts';
import { currentState, storeState } from './stored-state.ts';
import { nextMapView } from './map-viewport.ts';
import { serviceError } from './errors.ts';
import { readyDone, type ReadyDone } from './ready-done.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

/** Where a message about a game goes: its thread once it has one, else the channel it was made in. */
export const gameChannel = (game: GameRow): string => game.threadId ?? game.channelId;

/** Opens the step the rule system says comes next, or ends the game. Runs inside the caller's transaction. */
export function openNextStep(ctx: GameContext, game: GameRow, state: unknown): StepRow | null {
  const system = ruleSystem(game.system);
  const step = system.step(state);
  if (!step) {
    const outcome = system.outcome(state);
    updateGame(ctx.db, game.id, { status: 'ended', outcome, version: game.version + 1 });
    // The version is in the key: a game that ends again after a rollback gets its own post.
    const unit = system.score(state).unit;
    enqueue(ctx.db, { key: `g${game.id}/over/${game.version}`, gameId: game.id, kind: 'channel', target: gameChannel(game), payload: { content: gameOverText(outcome, unit) } });
    queueReplayPost(ctx.db, game);
    queueStatus(ctx.db, gameById(ctx.db, game.id) as GameRow);
    return null;
  }
  const seq = stepsOf(ctx.db, game.id).length + 1;
  const seed = stepSeed(game.diceSecret, game.id, seq, step.key);
  const now = ctx.now();
  const row = insertStep(ctx.db, {
    gameId: game.id,
    seq,
    key: step.key,
    title: step.title,
    owes: [...step.owes],
    secret: step.secret,
    openedAt: now,
    // One message of an alternation gets the short exchange deadline (step-length.ts).
    deadlineAt: new Date(now.getTime() + stepLengthOf(game, step.brief === true)),
    seedHash: seedHash(seed),
  });
  queueStepOpened(ctx.db, game, row);
  queueStatus(ctx.db, game);
  return row;
}

export interface OpenStep {
  game: GameRow;
  step: StepRow;
  seat: SeatRow;
  state: unknown;
}

/**
 * The open step, if it waits on this user. `expectedKey` (from a button or a prompt) guards against a late click
 * landing on the next step: if the step the user meant has closed, they are told so instead.
 */
export function openStepFor(ctx: GameContext, gameId: number, userId: string, expectedKey?: string): Result<OpenStep, RuleError[]> {
  const live = liveGame(ctx.db, gameId);
  if (!live.ok) return live;
  const game = live.value;
  if (game.status === 'paused') return err([serviceError('ERR_GAME_PAUSED', 'The game is paused; the GM will resume it.')]);
  if (game.status !== 'active') return err([serviceError('ERR_GAME_NOT_RUNNING', 'The game has not started yet.')]);
  const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === userId);
  if (!seat) return err([serviceError('ERR_SEAT_NONE', 'You have no seat in this game.')]);
  const step = openStepOf(ctx.db, gameId);
  const snapshot = currentState(ctx.db, game);
  if (!snapshot.ok) return snapshot;
  if (!step || !snapshot.value) return err([serviceError('ERR_STEP_NONE', 'Nothing is open right now.')]);
  if (expectedKey !== undefined && step.key !== expectedKey) {
    return err([serviceError('ERR_STEP_CLOSED', `That step (${expectedKey}) has closed; ${step.title} is open now.`)]);
  }
  if (!step.owes.includes(seat.seatKey)) return err([serviceError('ERR_STEP_NOT_OWED', `${step.title} is not waiting on you.`)]);
  return ok({ game, step, seat, state: snapshot.value.state });
}

/**
 * Stores a seat's draft for the open step (text in the player's notation, or a structured submission), replacing
 * an earlier one and clearing its ready mark. Nothing is stored when the rules refuse it.
 */
export function submit(
  ctx: GameContext,
  gameId: number,
  userId: string,
  input: ({ text: string } | { submission: unknown }) & { stepKey?: string },
): Result<{ stepKey: string; submission: unknown }, RuleError[]> {
  return ctx.db.transaction(() => {
    const open = openStepFor(ctx, gameId, userId, input.stepKey);
    if (!open.ok) return open;
    const system = ruleSystem(open.value.game.system);
    const checked = 'text' in input ? system.parse(open.value.state, open.value.seat.seatKey, input.text) : system.validate(open.value.state, open.value.seat.seatKey, input.submission);
    if (!checked.ok) return checked;
    saveSubmission(ctx.db, {
      stepId: open.value.step.id,
      seatId: open.value.seat.id,
      payload: checked.value,
      text: 'text' in input ? cutGraphemes(input.text, 4000) : '',
      ready: false,
      missed: false,
      updatedAt: ctx.now(),
    });
    return ok({ stepKey: open.value.step.key, submission: checked.value });
  }, { behavior: 'immediate' });
}

/**
 * Marks the seat ready (its draft is final) or not. When the last owing seat is ready, the step resolves at once;
 * when one seat is left, it alone is told that everyone waits on it. Players reach this through ready-check.ts,
 * which first says what Ready would lock in that they may not mean.
 */
export function setSeatReady(ctx: GameContext, gameId: number, userId: string, ready = true, stepKey?: string): Result<ReadyDone, RuleError[]> {
  return ctx.db.transaction(() => {
    const open = openStepFor(ctx, gameId, userId, stepKey);
    if (!open.ok) return open;
    const { step, seat, game } = open.value;
    const drafts = submissionsOf(ctx.db, step.id);
    if (ready && !drafts.some((d) => d.seatId === seat.id)) {
      // Ready with nothing sent means "nothing to add" where the rules read one (all ships straight on, hold fire),
      // else the rules' default for the step; ready-check.ts has said which before the player got here.
      const nothing = readySubmission(ruleSystem(game.system), open.value.state, seat.seatKey, null);
      saveSubmission(ctx.db, { stepId: step.id, seatId: seat.id, payload: nothing, text: '', ready: false, missed: false, updatedAt: ctx.now() });
    }
    setReady(ctx.db, step.id, seat.id, ready, ctx.now());
    updateGame(ctx.db, game.id, { version: game.version + 1 });
    const seats = seatsOf(ctx.db, gameId);
    const readySeats = new Set(submissionsOf(ctx.db, step.id).filter((s) => s.ready).map((s) => s.seatId));
    const waiting = seats.filter((s) => step.owes.includes(s.seatKey) && !readySeats.has(s.id));
    if (waiting.length === 0) {
      resolveStepNow(ctx, game.id, 'everyone ready');
      return ok(readyDone(ctx.db, step, userId));
    }
    queueWaitingUpdate(ctx.db, gameById(ctx.db, game.id) as GameRow, step);
    const last = waiting[0];
    if (waiting.length === 1 && last?.userId) {
      enqueue(ctx.db, {
        key: `g${game.id}/s${step.seq}/last/${last.seatKey}`,
        gameId: game.id,
        kind: 'dm',
        target: last.userId,
        payload: { content: `Game ${game.id} · ${game.title} · **${step.title}**: everyone else is ready.`, components: renderRows(readyControls(game.id, step.key)) },
      });
    }
    return ok(readyDone(ctx.db, step, userId));
  }, { behavior: 'immediate' });
}

export type { ResolveReason };

/**
 * Resolves the game's open step with what the seats sent, filling in what the rules say for seats that sent
 * nothing or never marked ready, then opens the next step. Must run inside a transaction; returns false when
 * there was no open step (already resolved: nothing happens twice).
 */
export function resolveStepNow(ctx: GameContext, gameId: number, reason: ResolveReason): boolean {
  const game = gameById(ctx.db, gameId);
  const step = openStepOf(ctx.db, gameId);
  if (!game || !step || game.status === 'ended') return false;
  const read = currentState(ctx.db, game);
  if (!read.ok) return refuseUnreadable(ctx, game, step, read.error);
  const snapshot = read.value;
  if (!snapshot) return false;
  const system = ruleSystem(game.system);
  const seats = seatsOf(ctx.db, gameId);
  const drafts = submissionsOf(ctx.db, step.id);
  const submissions: Record<string, unknown> = {};
  // "Ben's orders were not in, so the rules decide: Tempest: no order, straight ahead at speed 4."
  const closing: ClosingSeat[] = [];
  for (const seat of seats.filter((s) => step.owes.includes(s.seatKey))) {
    const draft = drafts.find((d) => d.seatId === seat.id);
    // A draft counts when it was made ready, or when the step closes at its deadline: the last draft stands. A
    // draft the game filled in (a kicked player's seat) is the rules' default, not the seat's orders.
    if (draft && !draft.missed && (draft.ready || reason !== 'everyone ready')) {
      submissions[seat.seatKey] = draft.payload;
      if (!draft.ready) closing.push({ player: seat.playerName, seatKey: seat.seatKey, kind: 'unready' });
      continue;
    }
    const fallback = system.missing(snapshot.state, seat.seatKey);
    submissions[seat.seatKey] = fallback;
    const decided = system.assist.echo(snapshot.state, seat.seatKey, fallback).map(inProse).join('; ');
    closing.push({ player: seat.playerName, seatKey: seat.seatKey, kind: 'missing', decided });
    saveSubmission(ctx.db, { stepId: step.id, seatId: seat.id, payload: fallback, text: '', ready: true, missed: true, updatedAt: ctx.now() });
  }
  const pastDeadline = step.deadlineAt !== null && step.deadlineAt.getTime() <= ctx.now().getTime();
  const missed = closingLines(reason, pastDeadline, closing);
  const seed = stepSeed(game.diceSecret, game.id, step.seq, step.key);
  const dice = seededDice(rngStateFromSeed(seed));
  const resolved = system.resolve(snapshot.state, submissions, dice);
  const now = ctx.now();
  insertEvents(ctx.db, game.id, step.id, [
    ...resolved.events.map((e) => ({ type: e.type, payload: e })),
    { type: 'dice', payload: { type: 'dice', text: `Dice seed ${seed}`, data: { rolls: dice.rolls } } },
  ]);
  updateStep(ctx.db, step.id, { status: 'resolved', seed, resolvedAt: now });
  storeState(ctx.db, game, step.id, resolved.state, nextMapView(ctx.db, game, resolved.state));
  updateGame(ctx.db, game.id, { version: game.version + 1 });
  const closed = { ...step, status: 'resolved' as const };
  const brief = system.step(snapshot.state)?.brief === true;
  // A brief step whose answer also ran a full step's work (the fire that waited on it) gets that step's card; a full
  // step whose work waits on such an answer (map: false) gets a card without a map, as nothing was drawn yet.
  const full = !brief || resolved.map === true;
  const outcome = full ? system.assist.outcome(snapshot.state, resolved.state, resolved.events) : null;
  queueResolution(ctx.db, game, closed, resolved.events, missed, seed, { map: full && resolved.map !== false, outcome });
  queueWaitingUpdate(ctx.db, gameById(ctx.db, game.id) as GameRow, closed);
  openNextStep(ctx, gameById(ctx.db, game.id) as GameRow, resolved.state);
  return true;
}

/**
 * A step whose stored state this release cannot read is not resolved: the GM is told once, by DM, and the step
 * waits (the GM may roll back, or a fixed release reads it).
 */
function refuseUnreadable(ctx: GameContext, game: GameRow, step: StepRow, errors: readonly RuleError[]): false {
  const why = errors.map((e) => e.message).join(' ');
  enqueue(ctx.db, { key: `g${game.id}/s${step.seq}/unreadable`, gameId: game.id, kind: 'dm', target: game.gmUserId, payload: { content: `Game ${game.id} · ${game.title} · **${step.title}**: ${why}` } });
  return false;
}
