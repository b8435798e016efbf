/**
 * The orders prompt's "Choices for your ships" menu (issue 25): what an order carries besides its move (Starmada's
 * boost, tow, shield arcs: the rules' `orderChoices`), each a line of notation merged into the draft as typed text is,
 * so a pick and the typed line make the same order. A pick is checked against the choices as they are now, since the
 * draft may have changed since the menu was drawn.
 */
import type { Choice } from '../rules/core/assist.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { submissionsOf } from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { sendOrders, type AcceptedDraft } from './drafts.ts';
import { serviceError } from './errors.ts';
import { ruleSystem } from './rule-systems.ts';
import { openStepFor } from './step-cycle.ts';

/** The seat's order choices in its open step (`stepKey`: the step the menu was drawn in); [] when there are none. */
export function orderChoicesFor(ctx: GameContext, gameId: number, userId: string, stepKey?: string): Result<Choice[], RuleError[]> {
  const open = openStepFor(ctx, gameId, userId, stepKey);
  if (!open.ok) return open;
  const { game, step, seat, state } = open.value;
  const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
  return ok(ruleSystem(game.system).assist.orderChoices?.(state, seat.seatKey, draft) ?? []);
}

/** A choice picked from the menu: merged into the draft, or why it no longer applies. */
export function pickOrderChoice(ctx: GameContext, gameId: number, userId: string, stepKey: string, line: string): Result<AcceptedDraft, RuleError[]> {
  const now = orderChoicesFor(ctx, gameId, userId, stepKey);
  if (!now.ok) return now;
  if (!now.value.some((c) => c.value === line)) return err([serviceError('ERR_CHOICE_STALE', `"${line}" no longer fits your orders as they are now; pick again from a new prompt, or type it.`)]);
  return sendOrders(ctx, gameId, userId, line, { stepKey });
}
