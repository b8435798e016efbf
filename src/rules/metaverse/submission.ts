/**
 * What a seat sends in each Metaverse step (p.2 "Turn Sequence"): the turn plot (secret, both sides at once), one
 * Mission Step or Control Step message (the sides take turns), or the fire orders (secret, both sides at once).
 * Plots and fire are kept in the notation's own form (notation/types.ts), so a draft can be printed back and merged;
 * the turn converts them when the step resolves.
 */
import type { ControlAction } from './control/types.ts';
import type { FireDraft, TurnDraft } from './notation/types.ts';
import type { AlternatingStep, StandingOrders } from './sequence/standing/types.ts';

/**
 * Unless the game is played one message at a time, a plot or fire message may carry standing orders for the Mission
 * and Control Steps (`missions:` / `control:` lines, sequence/standing/), and a side asked during their play-out answers with
 * standing orders for the rest of the step.
 */
export type MetaverseSubmission =
  | { readonly kind: 'plot'; readonly plot: TurnDraft; readonly standing?: StandingOrders }
  /** Mission actions one per line, or "pass" (fighters/; read again when the step resolves). */
  | { readonly kind: 'missions'; readonly text: string }
  /** Control actions (none = pass), with the text they were read from for the echo. */
  | { readonly kind: 'control'; readonly text: string; readonly actions: readonly ControlAction[] }
  | { readonly kind: 'fire'; readonly fire: FireDraft; readonly standing?: StandingOrders }
  /** Standing orders for the rest of the alternating step the side was asked in (and the Control Step after it). */
  | { readonly kind: 'standing'; readonly stage: AlternatingStep; readonly orders: StandingOrders };
