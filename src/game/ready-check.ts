/**
 * Ready, asked first (docs/playing.md §8 "never a silent surprise"; issue 16 item 2): before a seat's draft is locked
 * in, the player is told what Ready would lock in that they may not mean, and it is locked in only when they confirm:
 * - their last send in this step was refused (refused_drafts), so the draft is not what they last sent: the words
 *   are quoted with the problems;
 * - what the rule system's `readyWarnings` finds in what would be locked in: ships holding fire with targets in
 *   reach, units left to the rules' default (a seat that sent nothing included), defaults or orders that destroy or
 *   cripple a ship.
 * With nothing to say, Ready locks in at once, as before. A confirmation carries the game's version (bumped by every
 * send, refusal, Ready and resolution) and a fingerprint of what it was asked about (the step, the seat's draft and
 * the lines said). It stands when the game has not changed, or when only others' moves changed it and the seat's
 * draft and the lines are the same; otherwise it is refused, with what Ready would lock in now. Every way to say
 * Ready (the button, /ready, a typed "ready") comes here.
 */
import { createHash } from 'node:crypto';
import { readySubmission } from '../rules/core/ready.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { submissionsOf } from '../db/game-repo.ts';
import { refusedDraftOf } from '../db/refused-drafts-repo.ts';
import type { GameContext } from './context.ts';
import { ruleSystem } from './rule-systems.ts';
import { openStepFor, setSeatReady, type OpenStep } from './step-cycle.ts';
import { serviceError } from './errors.ts';
import type { ReadyDone } from './ready-done.ts';
import { clip } from '../rules/core/cut-text.ts';

/** What Ready would lock in, said before it does: one line per thing, each naming its unit. */
export interface ReadyQuestion {
  gameId: number;
  gameTitle: string;
  stepKey: string;
  stepTitle: string;
  /** The game's version when asked. */
  version: number;
  /** What was asked about (step, draft, lines), hashed: the confirmation must match it or the version. */
  fingerprint: string;
  lines: string[];
}

/** A confirmation of a question, as its button carries it back. */
export interface ReadyConfirmation {
  version: number;
  fingerprint: string;
}

export type ReadyAnswer = ({ kind: 'ready' } & ReadyDone) | { kind: 'ask'; question: ReadyQuestion; stale: boolean };

/** The quoted words are cut here; the player sees the problems in full. */
const QUOTE_MAX = 200;

const quote = (text: string): string => {
  const one = text.trim().replace(/\s*\n\s*/g, '; ');
  return `"${clip(one, QUOTE_MAX)}"`;
};

/** "Your last orders were refused, so they are not in your draft: "Tempest: Phaser > Majestic" (Tempest has no …)." */
function refusedLine(text: string, problems: readonly string[]): string {
  const why = problems.join(' ');
  return text.trim() === '' ? `Your last order was refused, so it is not in your draft: ${why}` : `Your last orders were refused, so they are not in your draft: ${quote(text)}. ${why}`;
}

/** Everything Ready would lock in that the player may not mean, and the fingerprint of it with the seat's draft. */
export function readyWarningLines(ctx: GameContext, open: OpenStep): { lines: string[]; fingerprint: string } {
  const { game, step, seat, state } = open;
  const system = ruleSystem(game.system);
  const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id);
  const refused = refusedDraftOf(ctx.db, step.id, seat.id);
  const locked = readySubmission(system, state, seat.seatKey, draft ? draft.payload : null);
  const lines = [...(refused ? [refusedLine(refused.text, refused.problems)] : []), ...system.assist.readyWarnings(state, seat.seatKey, locked, !draft)];
  const fingerprint = createHash('sha256').update(JSON.stringify([step.id, draft?.payload ?? null, lines])).digest('hex').slice(0, 16);
  return { lines, fingerprint };
}

/**
 * Ready for the user's open step (`stepKey` when the click names one): locks the draft in when there is nothing to
 * say, or when `confirmed` still stands (see the module header); otherwise asks.
 */
export function askReady(ctx: GameContext, gameId: number, userId: string, opts: { stepKey?: string; confirmed?: ReadyConfirmation } = {}): Result<ReadyAnswer, RuleError[]> {
  return ctx.db.transaction(() => {
    const open = openStepFor(ctx, gameId, userId, opts.stepKey);
    if (!open.ok) return open;
    const { game, step } = open.value;
    const lock = (): Result<ReadyAnswer, RuleError[]> => {
      const done = setSeatReady(ctx, gameId, userId, true, step.key);
      return done.ok ? ok({ kind: 'ready', ...done.value }) : done;
    };
    if (opts.confirmed?.version === game.version) return lock();
    const { lines, fingerprint } = readyWarningLines(ctx, open.value);
    if (opts.confirmed?.fingerprint === fingerprint) return lock();
    const stale = opts.confirmed !== undefined;
    if (lines.length === 0) {
      if (!stale) return lock();
      return err([serviceError('ERR_READY_STALE', 'That confirmation is out of date: your orders changed since. Nothing needs confirming now; press Ready again to lock them in.')]);
    }
    return ok({ kind: 'ask', stale, question: { gameId, gameTitle: game.title, stepKey: step.key, stepTitle: step.title, version: game.version, fingerprint, lines } });
  }, { behavior: 'immediate' });
}
