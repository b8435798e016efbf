/**
 * What a seat sends in each Metaverse step (digest §1.3–§1.5): the turn plot (secret, both sides at once), one
 * Mission Step or Control Step message (the sides take turns), or the fire orders (secret, both sides at once).
 * Plots and fire are kept in the notation's own form (plot/types.ts), so a draft can be printed back and merged;
 * the turn converts them when the step resolves.
 */
import type { ControlAction } from './control/types.ts';
import type { FireOrders, TurnPlot } from './plot/types.ts';

export type MetaverseSubmission =
  | { readonly kind: 'plot'; readonly plot: TurnPlot }
  /** Mission actions one per line, or "pass" (fighters/; read again when the step resolves). */
  | { readonly kind: 'missions'; readonly text: string }
  /** Control actions (none = pass), with the text they were read from for the echo. */
  | { readonly kind: 'control'; readonly text: string; readonly actions: readonly ControlAction[] }
  | { readonly kind: 'fire'; readonly fire: FireOrders };
