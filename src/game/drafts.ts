/**
 * Drafts sent a piece at a time (docs/playing.md §2, §4): one unit's orders from a Plot button or a DM line, one
 * `/fire` declaration. The rule system merges the piece into the seat's draft and the whole draft is checked again, so
 * a draft is always complete and legal. The accepted draft is echoed back normalised.
 */
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { Choice, StepGuide } from '../rules/core/assist.ts';
import type { MergeScope } from '../rules/core/order-parts.ts';
import { problemText, TWICE } from '../rules/core/problem.ts';
import { gameById, openStepOf, seatsOfUser, submissionsOf, updateGame } from '../db/game-repo.ts';
import { clearRefusedDraft, saveRefusedDraft } from '../db/refused-drafts-repo.ts';
import type { GameContext } from './context.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';
import { inOwnWords, twiceIn } from './own-words.ts';
import { ruleSystem } from './rule-systems.ts';
import { openStepFor, setSeatReady, submit, type OpenStep } from './step-cycle.ts';
import { serviceError } from './errors.ts';
import { guideWithPicks } from './pick-places.ts';
import { keepGoodLines, type KeptLines } from './kept-lines.ts';

export interface AcceptedDraft {
  gameId: number;
  gameTitle: string;
  stepKey: string;
  stepTitle: string;
  /** The whole draft, one line per unit, normalised: "Majestic: 2P2(4) · engines 4 of 5 ✔". */
  echo: string[];
  ready: boolean;
  /** The step takes one message and it was this one (a brief step): it is final and the step has resolved. */
  final?: boolean;
  /** "Fire everything in reach at …": the weapons the rules would not add, each with the rules' reason. */
  skipped?: { weapon: string; why: string }[];
  /** The lines of the message that were not taken (the rest were), each problem in the player's words (kept-lines.ts). */
  notTaken?: RuleError[];
}

/**
 * A refusal for a message that names a unit twice: with whatever else the merged draft's reading found, except its
 * own "two orders" problems (the merge may keep both orders for the reader): the typed text's say it in the player's
 * words.
 */
const refusedAlong = (merged: Result<unknown, RuleError[]>): Result<never, RuleError[]> => err(merged.ok ? [] : merged.error.filter((e) => e.code !== TWICE));

/**
 * Merges `text` into the user's draft for the open step (or, with `replace`, makes it the whole draft) and
 * stores the result. `scope` says what the text edits (core/order-parts.ts): only the parts of each unit's order
 * it gives (the default), or the whole order of each unit it names (a form showing that whole order). When the
 * rules refuse it as a whole, the lines they take are stored and the others named in `notTaken` (kept-lines.ts);
 * when they take none, nothing is stored and the errors say why, all at once, in the player's own lines (`asTyped`
 * is the text as typed when a command reshaped it: `/plot` splits at ";"). The words not taken are kept until a
 * send is accepted whole, so Ready can say the draft is not what the player last sent.
 */
export function sendOrders(
  ctx: GameContext,
  gameId: number,
  userId: string,
  text: string,
  opts: { replace?: boolean; stepKey?: string; scope?: MergeScope; asTyped?: string } = {},
): Result<AcceptedDraft, RuleError[]> {
  return ctx.db.transaction(() => {
    const open = openStepFor(ctx, gameId, userId, opts.stepKey);
    if (!open.ok) return open;
    const { game, step, seat, state } = open.value;
    const system = ruleSystem(game.system);
    const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
    const whole = opts.replace ? text : system.assist.merge(state, seat.seatKey, draft, text, opts.scope);
    // The typed text read alone, for the player's own lines and any unit given two orders (own-words.ts).
    const read = system.parse(state, seat.seatKey, text);
    const alone = read.ok ? [] : read.error;
    const twice = twiceIn(alone);
    let saved = twice.length > 0 ? refusedAlong(system.parse(state, seat.seatKey, whole)) : submit(ctx, gameId, userId, { text: whole, stepKey: step.key });
    // Refused as a whole: the lines the rules take are kept, the others named (not in a brief step: it is final).
    const kept = !saved.ok && twice.length === 0 && !system.step(state)?.brief ? goodLinesOf(open.value, draft, text, opts) : null;
    if (kept) saved = submit(ctx, gameId, userId, { text: kept.text, stepKey: step.key });
    // The step was found open just above, so a refusal here is the rules': Ready will say so until a send is accepted.
    if (!saved.ok) return refused(ctx, open.value, opts.asTyped ?? text, inOwnWords(opts.asTyped ?? text, alone, saved.error));
    // Lines not taken are kept for Ready as a refusal is: the draft is not all the player last sent.
    if (kept) saveRefusedDraft(ctx.db, { stepId: step.id, seatId: seat.id, text: cutGraphemes(kept.leftText, 4000), problems: kept.problems.map(problemText), at: ctx.now() });
    else clearRefusedDraft(ctx.db, step.id, seat.id);
    // A Ready confirmation given for the old draft no longer stands (ready-check.ts).
    updateGame(ctx.db, game.id, { version: game.version + 1 });
    const echo = system.assist.echo(state, seat.seatKey, saved.value.submission);
    const notTaken = kept ? { notTaken: kept.problems } : {};
    // In a brief step (one side's turn in an alternating exchange) the message is the whole answer: no Ready needed.
    if (system.step(state)?.brief) {
      const done = setSeatReady(ctx, gameId, userId, true, step.key);
      if (!done.ok) return done;
      return ok({ gameId, gameTitle: game.title, stepKey: step.key, stepTitle: step.title, echo, ready: true, final: true });
    }
    return ok({ gameId, gameTitle: game.title, stepKey: step.key, stepTitle: step.title, echo, ready: false, ...notTaken });
  }, { behavior: 'immediate' });
}

/** The pieces of a refused message that the rules take with the draft, and why the others are not (kept-lines.ts). */
function goodLinesOf(open: OpenStep, draft: unknown, text: string, opts: { replace?: boolean; scope?: MergeScope; asTyped?: string }): KeptLines | null {
  const { game, seat, state } = open;
  const system = ruleSystem(game.system);
  const pieces = system.assist.pieces?.(state, seat.seatKey, text);
  if (!pieces) return null;
  const several = (opts.asTyped ?? text).split(/\r?\n/).filter((l) => l.trim() !== '').length > 1;
  const parse = (t: string) => system.parse(state, seat.seatKey, t);
  return keepGoodLines(
    text,
    pieces,
    (t) => (opts.replace ? t : system.assist.merge(state, seat.seatKey, draft, t, opts.scope)),
    parse,
    (t) => {
      const r = parse(t);
      return r.ok ? [] : r.error;
    },
    several,
  );
}

/** The user's draft for the open step, echoed; null when they have none. */
export function currentDraft(ctx: GameContext, gameId: number, userId: string): Result<AcceptedDraft | null, RuleError[]> {
  const open = openStepFor(ctx, gameId, userId);
  if (!open.ok) return open;
  const { game, step, seat, state } = open.value;
  const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id);
  if (!draft) return ok(null);
  const echo = ruleSystem(game.system).assist.echo(state, seat.seatKey, draft.payload);
  return ok({ gameId, gameTitle: game.title, stepKey: step.key, stepTitle: step.title, echo, ready: draft.ready });
}

/** Every running game whose open step waits on this user (ready or not), oldest game first. */
export function gamesAwaiting(ctx: GameContext, userId: string): { gameId: number; title: string; stepTitle: string }[] {
  const out: { gameId: number; title: string; stepTitle: string }[] = [];
  for (const seat of seatsOfUser(ctx.db, userId)) {
    const game = gameById(ctx.db, seat.gameId);
    const step = game?.status === 'active' ? openStepOf(ctx.db, seat.gameId) : undefined;
    if (game && step?.owes.includes(seat.seatKey)) out.push({ gameId: game.id, title: game.title, stepTitle: step.title });
  }
  return out.sort((a, b) => a.gameId - b.gameId);
}

export type FireQuery = { what: 'ship' } | { what: 'weapon'; ship: string } | { what: 'target'; ship: string; weapon: string };

/** `/fire` autocomplete: choices from the rules for the user's open step; none when nothing fits. */
export function fireChoices(ctx: GameContext, gameId: number, userId: string, query: FireQuery): Choice[] {
  const open = openStepFor(ctx, gameId, userId);
  if (!open.ok) return [];
  const { game, step, seat, state } = open.value;
  const assist = ruleSystem(game.system).assist;
  if (query.what === 'ship') return assist.fireShips(state, seat.seatKey);
  if (query.what === 'weapon') return assist.fireWeapons(state, seat.seatKey, query.ship);
  const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
  return assist.fireTargets(state, seat.seatKey, query.ship, query.weapon, draft);
}

/**
 * Keeps what the rules refused, for Ready (ready-check.ts), and bumps the game's version so a Ready confirmation
 * given before it no longer stands. Returns the refusal.
 */
function refused(ctx: GameContext, open: OpenStep, text: string, errors: RuleError[]): Result<never, RuleError[]> {
  saveRefusedDraft(ctx.db, { stepId: open.step.id, seatId: open.seat.id, text: text.slice(0, 4000), problems: errors.map(problemText), at: ctx.now() });
  const game = gameById(ctx.db, open.game.id);
  if (game) updateGame(ctx.db, game.id, { version: game.version + 1 });
  return err(errors);
}

/** One `/fire` declaration added to the user's fire draft (in the step `stepKey`, when the pick was made in one). */
export function declareFire(ctx: GameContext, gameId: number, userId: string, fire: { ship: string; weapon: string; target: string; count?: number }, stepKey?: string): Result<AcceptedDraft, RuleError[]> {
  return ctx.db.transaction(() => {
    const open = openStepFor(ctx, gameId, userId, stepKey);
    if (!open.ok) return open;
    const { game, step, seat, state } = open.value;
    const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
    const line = ruleSystem(game.system).assist.fireLine(state, seat.seatKey, fire.ship, fire.weapon, fire.target, fire.count, draft);
    // No line could be written: the problems name what was wrong (the picked values may be ids, never quoted).
    if (!line.ok) return refused(ctx, open.value, '', line.error);
    return sendOrders(ctx, gameId, userId, line.value, { stepKey: open.value.step.key });
  }, { behavior: 'immediate' });
}

/**
 * "Fire everything in reach at …" (the fire panel): every weapon of the ship that reaches the target gets a fire order
 * at it, each written by the rules' `fireLine` and merged in turn as `/fire` would, then stored as one draft. A weapon
 * the reader refuses once merged (its weapons already have a target in the draft, a second mode of a battery that
 * already fires) is left as it was and named in `skipped` with the reader's reason; when none could be added, the
 * refusal says why.
 */
export function fireAllAt(ctx: GameContext, gameId: number, userId: string, fire: { ship: string; target: string }, stepKey?: string): Result<AcceptedDraft, RuleError[]> {
  return ctx.db.transaction(() => {
    const open = openStepFor(ctx, gameId, userId, stepKey);
    if (!open.ok) return open;
    const { game, step, seat, state } = open.value;
    const system = ruleSystem(game.system);
    const assist = system.assist;
    let draft: unknown = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
    let text: string | null = null;
    const skipped: { name: string; errors: RuleError[] }[] = [];
    for (const weapon of assist.fireWeapons(state, seat.seatKey, fire.ship)) {
      if (!assist.fireTargets(state, seat.seatKey, fire.ship, weapon.value, draft).some((t) => t.value === fire.target)) continue;
      const line = assist.fireLine(state, seat.seatKey, fire.ship, weapon.value, fire.target, undefined, draft);
      const merged = line.ok ? assist.merge(state, seat.seatKey, draft, line.value) : '';
      const read = line.ok ? system.parse(state, seat.seatKey, merged) : line;
      if (!read.ok) skipped.push({ name: weapon.name.split(' · ')[0] ?? weapon.name, errors: read.error });
      else [text, draft] = [merged, read.value];
    }
    if (text === null) return refused(ctx, open.value, '', skipped[0]?.errors ?? [serviceError('ERR_FIRE_PICK', 'No weapon of that ship reaches that target now; pick again from the panel.')]);
    const sent = sendOrders(ctx, gameId, userId, text, { replace: true, stepKey: step.key });
    return sent.ok && skipped.length > 0 ? ok({ ...sent.value, skipped: skipped.map((s) => ({ weapon: s.name, why: s.errors.map((e) => e.message).join(' ') })) }) : sent;
  }, { behavior: 'immediate' });
}

/** `/fire clear`: the step's "Hold fire", merged into the draft so only the fire goes (a plot keeps its movement). */
export function clearFire(ctx: GameContext, gameId: number, userId: string): Result<AcceptedDraft, RuleError[]> {
  const guided = guideFor(ctx, gameId, userId);
  if (!guided.ok) return guided;
  const { holdFire } = guided.value.guide;
  if (holdFire === undefined) return err([serviceError('ERR_NO_FIRE_TO_CLEAR', `You have no fire orders to withdraw in ${guided.value.stepTitle}.`)]);
  return sendOrders(ctx, gameId, userId, holdFire, { stepKey: guided.value.stepKey });
}

/** The rule system's guide to the user's open step, with their draft so far. */
export function guideFor(ctx: GameContext, gameId: number, userId: string, stepKey?: string): Result<{ guide: StepGuide; stepKey: string; stepTitle: string; gameTitle: string }, RuleError[]> {
  const open = openStepFor(ctx, gameId, userId, stepKey);
  if (!open.ok) return open;
  const { game, step, seat, state } = open.value;
  const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
  const guide = guideWithPicks(game.system, state, seat.seatKey, ruleSystem(game.system).assist.guide(state, seat.seatKey, draft));
  return ok({ guide, stepKey: step.key, stepTitle: step.title, gameTitle: game.title });
}
