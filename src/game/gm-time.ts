/**
 * The GM's hold on the clock (docs/step-cycle.md, "The GM's clock": pause, extend, force-resolve): pause and
 * resume a game, extend the open step, force it to resolve now. Each is one transaction that checks the caller is
 * the GM and the game is in a state where the action makes sense, and posts one short line to the game's channel
 * through the outbox. Refusals are `RuleError`s with a sentence the GM can act on.
 *
 * Rulings:
 * - A paused game has no deadlines: `checkDeadlines` neither resolves nor reminds (it looks at active games only),
 *   and players cannot submit. Resuming moves every open step's deadline by exactly the time paused, so the step
 *   has the time left that it had when paused.
 * - Because the clock stood still, the reminders already sent before the pause stay sent: resuming records them
 *   again for the moved deadline, so a player is not told "due in 5 hours" twice for the same 5 hours. Leads not yet
 *   reached fire at their moved moments. Extending, by contrast, re-arms every reminder: there is new time.
 * - Extending an overdue step (a 'hold' game waiting for the GM) counts from now, not from the passed deadline,
 *   so "/gm extend 12h" always gives 12 hours. Extending is allowed while paused (the time is added to what is
 *   left); forcing is not, since the next step would open inside the pause: resume first.
 * - Forcing resolves the open step as a deadline would: drafts stand, seats that sent nothing get the rules'
 *   `missing(...)`; the next step's deadline counts from now. The step's resolution post is what says so (the GM
 *   resolved it, whose orders were not in), so no separate post repeats it.
 */
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { enqueue, openStepOf, recordReminder, remindersOf, stepsOf, updateGame, updateStep, type GameRow, type StepRow } from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { asGm as asGmOf } from './gm-powers.ts';
import { durationInWords } from './deadlines.ts';
import { gameChannel, resolveStepNow } from './step-cycle.ts';
import { currentState } from './stored-state.ts';
import { serviceError } from './errors.ts';

const MINUTE = 60_000;
/** The longest extension at once, matching the longest step length a game may have. */
const MAX_EXTEND_MS = 30 * 24 * 60 * MINUTE;

/** The game, when it is running (active or paused) and `byUserId` holds GM powers in it (gm-powers.ts). */
function asGm(ctx: GameContext, gameId: number, byUserId: string, action: string): Result<GameRow, RuleError[]> {
  const game = asGmOf(ctx, gameId, byUserId, action);
  if (!game.ok) return game;
  if (game.value.status === 'lobby') return err([serviceError('ERR_GAME_NOT_RUNNING', 'The game has not started yet.')]);
  return game;
}

const nothingOpen = (): Result<never, RuleError[]> => err([serviceError('ERR_STEP_NONE', 'No step is open right now.')]);

function post(ctx: GameContext, game: GameRow, key: string, content: string): void {
  enqueue(ctx.db, { key: `g${game.id}/${key}`, gameId: game.id, kind: 'channel', target: gameChannel(game), payload: { content } });
}

/** "due in 5 hours", or "overdue" when the deadline has passed; `from` is now, or the moment the game paused. */
function dueText(step: StepRow, from: Date): string {
  if (!step.deadlineAt) return 'has no deadline';
  const left = step.deadlineAt.getTime() - from.getTime();
  return left > 0 ? `is due in ${durationInWords(left)}` : 'is past its deadline';
}

/** Stops the clock: no deadline passes and no reminder goes out until the GM resumes. */
export function pauseGame(ctx: GameContext, gameId: number, byUserId: string): Result<{ pausedAt: Date }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'pause the game');
    if (!checked.ok) return checked;
    const game = checked.value;
    if (game.status === 'paused') return err([serviceError('ERR_GAME_PAUSED', 'The game is already paused.')]);
    const now = ctx.now();
    const version = game.version + 1;
    updateGame(ctx.db, game.id, { status: 'paused', pausedAt: now, pauseReason: 'gm', version });
    const step = openStepOf(ctx.db, game.id);
    const leftMs = step?.deadlineAt ? step.deadlineAt.getTime() - now.getTime() : 0;
    const left = step && leftMs > 0 ? ` ${step.title} will have ${durationInWords(leftMs)} left when the game resumes.` : '';
    post(ctx, game, `v${version}/paused`, `**Paused by the GM.** Deadlines are stopped and orders wait.${left}`);
    return ok({ pausedAt: now });
  }, { behavior: 'immediate' });
}

/** Starts the clock again; every open step's deadline moves by the time the game was paused. */
export function resumeGame(ctx: GameContext, gameId: number, byUserId: string): Result<{ pausedMs: number; deadlineAt: Date | null }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'resume the game');
    if (!checked.ok) return checked;
    const game = checked.value;
    if (game.status !== 'paused') return err([serviceError('ERR_GAME_NOT_PAUSED', 'The game is not paused.')]);
    const now = ctx.now();
    const pausedMs = Math.max(0, now.getTime() - (game.pausedAt ?? now).getTime());
    let deadlineAt: Date | null = null;
    for (const step of stepsOf(ctx.db, game.id).filter((s) => s.status === 'open')) {
      if (!step.deadlineAt) continue;
      const moved = new Date(step.deadlineAt.getTime() + pausedMs);
      // The reminders reached before the pause were reached: they stay sent for the moved deadline.
      for (const r of remindersOf(ctx.db, step.id).filter((r) => r.deadlineAt.getTime() === step.deadlineAt?.getTime())) {
        recordReminder(ctx.db, { stepId: step.id, seatId: r.seatId, leadMs: r.leadMs, deadlineAt: moved, sentAt: r.sentAt });
      }
      updateStep(ctx.db, step.id, { deadlineAt: moved });
      deadlineAt = moved;
    }
    const version = game.version + 1;
    updateGame(ctx.db, game.id, { status: 'active', pausedAt: null, pauseReason: null, version });
    const step = openStepOf(ctx.db, game.id);
    post(ctx, game, `v${version}/resumed`, `**Resumed** after ${durationInWords(pausedMs)}.${step ? ` ${step.title} ${dueText(step, now)}.` : ''}`);
    return ok({ pausedMs, deadlineAt });
  }, { behavior: 'immediate' });
}

/**
 * Gives the open step `ms` more time (at least a minute, at most 30 days). An overdue step gets `ms` from now.
 * Every reminder is re-armed for the new deadline.
 */
export function extendStep(ctx: GameContext, gameId: number, byUserId: string, ms: number): Result<{ stepKey: string; deadlineAt: Date }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'extend a deadline');
    if (!checked.ok) return checked;
    const game = checked.value;
    if (!Number.isInteger(ms) || ms < MINUTE || ms > MAX_EXTEND_MS) return err([serviceError('ERR_EXTEND_RANGE', 'Extend by at least one minute and at most 30 days.')]);
    const step = openStepOf(ctx.db, game.id);
    if (!step) return nothingOpen();
    const now = ctx.now();
    // While paused, "now" for the step is the moment the clock stopped.
    const clock = game.status === 'paused' ? (game.pausedAt ?? now) : now;
    const from = Math.max(step.deadlineAt?.getTime() ?? clock.getTime(), clock.getTime());
    const deadlineAt = new Date(from + ms);
    updateStep(ctx.db, step.id, { deadlineAt });
    updateGame(ctx.db, game.id, { version: game.version + 1 });
    const moved = { ...step, deadlineAt };
    const paused = game.status === 'paused' ? ' once the game resumes' : '';
    post(ctx, game, `s${step.seq}/extended/${deadlineAt.getTime()}`, `**Extended by the GM** by ${durationInWords(ms)}: ${step.title} ${dueText(moved, clock)}${paused}.`);
    return ok({ stepKey: step.key, deadlineAt });
  }, { behavior: 'immediate' });
}

/** Resolves the open step now, as its deadline would: drafts stand, seats that sent nothing get the rules' default. */
export function forceResolve(ctx: GameContext, gameId: number, byUserId: string): Result<{ resolved: string; next: string | null }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'force a step to resolve');
    if (!checked.ok) return checked;
    const game = checked.value;
    if (game.status === 'paused') return err([serviceError('ERR_GAME_PAUSED', 'The game is paused; resume it before forcing a step.')]);
    const step = openStepOf(ctx.db, game.id);
    if (!step) return nothingOpen();
    // A stored state this release cannot read is not resolved on: the GM is told why.
    const read = currentState(ctx.db, game);
    if (!read.ok) return read;
    // The resolution post says the GM resolved the step and whose orders were not in (posts/closing-note.ts).
    if (!resolveStepNow(ctx, game.id, 'forced by the GM')) throw new Error(`game ${game.id}: open step ${step.key} did not resolve`);
    return ok({ resolved: step.key, next: openStepOf(ctx.db, game.id)?.key ?? null });
  }, { behavior: 'immediate' });
}
