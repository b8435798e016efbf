/**
 * Destructive GM actions (end, force, rollback, kick) are asked about before they run (issue 15, item 6): the GM
 * first sees what would happen, checked against the game as it is now, and confirms. The question carries the
 * game's version; `confirmedAction` refuses a confirmation given for an older version (a player got ready, another
 * GM acted), so nobody confirms something other than what they were shown.
 */
import { plainName } from './posts/player-text.ts';
import { openStepOf, seatsOf, stepsOf, submissionsOf, type GameRow } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { liveGame } from './game-over.ts';
import { rollbackTarget } from './gm-controls.ts';
import { asGm } from './gm-powers.ts';
import { serviceError, type ServiceErrorCode } from './errors.ts';

export type DestructiveAction = { kind: 'end' } | { kind: 'force' } | { kind: 'rollback'; stepKey: string } | { kind: 'kick'; userId: string };

export interface GmQuestion {
  /** What will happen, as a question for the GM. */
  question: string;
  /** The game's version when asked: the confirmation must match it. */
  version: number;
}

const refuse = (code: ServiceErrorCode, message: string): Result<never, RuleError[]> => err([serviceError(code, message)]);
const notRunning = (game: GameRow): Result<never, RuleError[]> | null =>
  game.status === 'lobby' ? refuse('ERR_GAME_NOT_RUNNING', 'The game has not started yet.') : null;

function endQuestion(game: GameRow): Result<string, RuleError[]> {
  if (game.status === 'lobby') return ok('End this game now, before it starts? Nobody can join it afterwards; /history and /verify still work.');
  return ok('End this game now, with no winner? The open step is dropped and nothing more can be played; /history and /verify still work.');
}

function forceQuestion(ctx: GameContext, game: GameRow): Result<string, RuleError[]> {
  const stopped = notRunning(game);
  if (stopped) return stopped;
  if (game.status === 'paused') return refuse('ERR_GAME_PAUSED', 'The game is paused; resume it before forcing a step.');
  const step = openStepOf(ctx.db, game.id);
  if (!step) return refuse('ERR_STEP_NONE', 'No step is open right now.');
  const sent = new Set(submissionsOf(ctx.db, step.id).map((d) => d.seatId));
  const silent = seatsOf(ctx.db, game.id).filter((s) => step.owes.includes(s.seatKey) && !sent.has(s.id));
  const names = silent.map((s) => (s.playerName ? plainName(s.playerName) : `seat ${s.seatKey}`)).join(', ');
  const rest = silent.length > 0 ? ` ${names} sent nothing, so the rules decide for them.` : '';
  return ok(`Resolve ${step.title} now? Orders sent so far stand as they are.${rest}`);
}

function rollbackQuestion(ctx: GameContext, game: GameRow, stepKey: string): Result<string, RuleError[]> {
  if (game.status === 'lobby') return refuse('ERR_GAME_NOT_STARTED', 'The game has not started; there is nothing to roll back.');
  const target = rollbackTarget(ctx.db, game.id, stepKey);
  if (!target.ok) return target;
  const later = stepsOf(ctx.db, game.id).filter((s) => s.status !== 'void' && s.seq > target.value.seq).length;
  const void_ = later === 0 ? '' : later === 1 ? ' The step after it stays in the history as void.' : ` The ${later} steps after it stay in the history as void.`;
  return ok(`Roll the game back to ${target.value.title}? It opens again with fresh dice and its orders are sent again.${void_}`);
}

function kickQuestion(ctx: GameContext, game: GameRow, userId: string): Result<string, RuleError[]> {
  if (game.status === 'lobby') return refuse('ERR_GAME_NOT_RUNNING', 'The game has not started yet; seats open up once it runs.');
  const seat = seatsOf(ctx.db, game.id).find((s) => s.userId === userId);
  if (!seat) return refuse('ERR_SEAT_NONE', 'That player has no seat in this game.');
  const name = seat.playerName ? plainName(seat.playerName) : `the player in seat ${seat.seatKey}`;
  return ok(`Take ${name} out of seat ${seat.seatKey} (side ${seat.side})? The seat stays open: its ships get the rules' default at each deadline until a GM seats someone with /gm substitute.`);
}

/** What `action` would do to the game now, for `byUserId` to confirm; or why it cannot be done. Changes nothing. */
export function askGmAction(ctx: GameContext, gameId: number, byUserId: string, action: DestructiveAction): Result<GmQuestion, RuleError[]> {
  const game = asGm(ctx, gameId, byUserId);
  if (!game.ok) return game;
  const asked =
    action.kind === 'end'
      ? endQuestion(game.value)
      : action.kind === 'force'
        ? forceQuestion(ctx, game.value)
        : action.kind === 'rollback'
          ? rollbackQuestion(ctx, game.value, action.stepKey)
          : kickQuestion(ctx, game.value, action.userId);
  return asked.ok ? ok({ question: asked.value, version: game.value.version }) : asked;
}

/**
 * Runs `run` (the action's service call) when the game is still at the version the GM was asked about, in one
 * transaction with that check; a stale, ended or unknown game is refused with a sentence saying what to do.
 */
export function confirmedAction<T>(ctx: GameContext, gameId: number, version: number, rerun: string, run: () => Result<T, RuleError[]>): Result<T, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = liveGame(ctx.db, gameId);
    if (!game.ok) return game;
    if (game.value.version !== version) return refuse('ERR_GM_STALE', `The game changed since you asked; run ${rerun} again to see what it would do now.`);
    return run();
  }, { behavior: 'immediate' });
}
