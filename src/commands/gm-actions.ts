/**
 * What each /gm action does and the public line that names who did it, shared by the slash command (actions that
 * run at once) and the confirmation buttons (destructive ones, after the GM confirms). Each action calls one
 * game-service function with the id of the member who acted; the services decide whether that member is a GM
 * (src/game/gm-powers.ts).
 */
import { plainName } from '../game/posts/player-text.ts';
import { openStepOf, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { durationInWords } from '../game/deadlines.ts';
import type { DestructiveAction } from '../game/gm-confirm.ts';
import { rollback, substitute } from '../game/gm-controls.ts';
import { addCoGm, claimGm, removeGm } from '../game/gm-powers.ts';
import { endGame, kickPlayer } from '../game/gm-seats.ts';
import { extendStep, forceResolve, pauseGame, resumeGame } from '../game/gm-time.ts';
import type { Result, RuleError } from '../rules/core/result.ts';

/** A member of the server as the posts name them: their id for the services, their display name for people. */
export interface Member {
  id: string;
  name: string;
}

export type GmAction =
  | DestructiveAction
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'extend'; ms: number }
  | { kind: 'substitute'; seat: string; user: Member }
  | { kind: 'add'; user: Member }
  | { kind: 'remove'; user: Member }
  | { kind: 'claim' };

export const DESTRUCTIVE: ReadonlySet<GmAction['kind']> = new Set(['end', 'force', 'rollback', 'kick']);
export const isDestructive = (action: GmAction): action is DestructiveAction => DESTRUCTIVE.has(action.kind);

export type Outcome = Result<string, RuleError[]>;
const done = (line: string): Outcome => ({ ok: true, value: line });

const when = (at: Date): string => `<t:${Math.floor(at.getTime() / 1000)}:R>`;

function resume(ctx: GameContext, game: GameRow, by: Member): Outcome {
  const r = resumeGame(ctx, game.id, by.id);
  if (!r.ok) return r;
  const step = openStepOf(ctx.db, game.id);
  const due = step && r.value.deadlineAt ? ` ${step.title} is due ${when(r.value.deadlineAt)}.` : '';
  return done(`${plainName(by.name)} resumed the game after ${durationInWords(r.value.pausedMs)}.${due}`);
}

function extend(ctx: GameContext, game: GameRow, by: Member, ms: number): Outcome {
  const r = extendStep(ctx, game.id, by.id, ms);
  if (!r.ok) return r;
  const title = openStepOf(ctx.db, game.id)?.title ?? r.value.stepKey;
  // While paused the deadline moves again on resume, so a clock time would be wrong: say what will be left.
  const due =
    game.status === 'paused' && game.pausedAt
      ? `it will have ${durationInWords(r.value.deadlineAt.getTime() - game.pausedAt.getTime())} left when the game resumes`
      : `due ${when(r.value.deadlineAt)}`;
  return done(`${plainName(by.name)} extended ${title} by ${durationInWords(ms)}; ${due}.`);
}

function force(ctx: GameContext, game: GameRow, by: Member): Outcome {
  const title = openStepOf(ctx.db, game.id)?.title;
  const r = forceResolve(ctx, game.id, by.id);
  if (!r.ok) return r;
  const next = openStepOf(ctx.db, game.id);
  return done(`${plainName(by.name)} forced ${title ?? r.value.resolved} to resolve now. ${next ? `${next.title} is open.` : 'The game is over.'}`);
}

function rollBack(ctx: GameContext, game: GameRow, by: Member, stepKey: string): Outcome {
  const r = rollback(ctx, game.id, by.id, stepKey);
  if (!r.ok) return r;
  const step = openStepOf(ctx.db, game.id);
  return done(`${plainName(by.name)} rolled the game back to ${step?.title ?? stepKey}: it is open again with fresh dice; later steps stay in the history as void.`);
}

function seats(ctx: GameContext, game: GameRow, by: Member, action: Extract<GmAction, { kind: 'kick' | 'substitute' }>): Outcome {
  if (action.kind === 'substitute') {
    const r = substitute(ctx, game.id, by.id, action.seat, action.user);
    return r.ok ? done(`${plainName(by.name)} seated ${plainName(action.user.name)} in seat ${r.value.seat}.`) : r;
  }
  const r = kickPlayer(ctx, game.id, by.id, action.userId);
  return r.ok ? done(`${plainName(by.name)} removed ${r.value.player} from seat ${r.value.seat}; the seat is open (/gm substitute seat:${r.value.seat} fills it).`) : r;
}

function powers(ctx: GameContext, game: GameRow, by: Member, action: Extract<GmAction, { kind: 'add' | 'remove' | 'claim' }>): Outcome {
  if (action.kind === 'claim') {
    const r = claimGm(ctx, game.id, by.id);
    return r.ok ? done(`${plainName(by.name)} claimed GM powers in this game (Manage Server; no seat here).`) : r;
  }
  if (action.kind === 'add') {
    const r = addCoGm(ctx, game.id, by.id, action.user);
    return r.ok ? done(`${plainName(by.name)} named ${plainName(action.user.name)} a co-GM of this game.`) : r;
  }
  const r = removeGm(ctx, game.id, by.id, action.user.id);
  if (!r.ok) return r;
  return done(r.value.self ? `${plainName(by.name)} gave up their GM powers in this game.` : `${plainName(by.name)} took GM powers in this game from ${plainName(action.user.name)}.`);
}

/** Runs `action` for `by` on `game`; the public line that says who did what, or the refusals. */
export function runGmAction(ctx: GameContext, game: GameRow, by: Member, action: GmAction): Outcome {
  switch (action.kind) {
    case 'pause': {
      const r = pauseGame(ctx, game.id, by.id);
      return r.ok ? done(`${plainName(by.name)} paused the game. Deadlines wait until /gm resume.`) : r;
    }
    case 'resume':
      return resume(ctx, game, by);
    case 'extend':
      return extend(ctx, game, by, action.ms);
    case 'force':
      return force(ctx, game, by);
    case 'rollback':
      return rollBack(ctx, game, by, action.stepKey);
    case 'end': {
      const r = endGame(ctx, game.id, by.id);
      return r.ok ? done(`${plainName(by.name)} ended the game: no winner.`) : r;
    }
    case 'kick':
    case 'substitute':
      return seats(ctx, game, by, action);
    case 'add':
    case 'remove':
    case 'claim':
      return powers(ctx, game, by, action);
  }
}
