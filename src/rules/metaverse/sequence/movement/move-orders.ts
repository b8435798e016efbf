/**
 * What a seat's turn plot carries besides each squadron's movement (Metaverse p.3 "Spending Command Points", p.5
 * "Plot Movement Step" break-off, p.11 advanced manoeuvres paid in the plot, p.19 Starfighter Operations Step,
 * p.59 gravity wall): the payer named for each plot, break-offs with their own plots, launches and recoveries.
 * `sequence/orders.ts` builds it from the notation (notation/types.ts); `resolvePlots` spends it.
 */
import type { SquadronPlot as MovementPlot } from '../../movement/plot.ts';
import type { Deployment, Launch, Recovery } from '../../notation/types.ts';

/** The non-movement orders of one squadron plot (its own, or a break-off's). */
export interface PlotExtras {
  /** Commander paying the CP (p.3); null = the squadron's commander, then up its chain. */
  readonly payer: string | null;
  readonly launches: readonly Launch[];
  readonly recoveries: readonly Recovery[];
  /** Turn 1: where the squadron is placed before it moves (p.101). */
  readonly deploy?: Deployment;
}

/** Ships broken off from `from` into a new squadron with its own plot (1 CP, p.5). */
export interface BreakOffOrder extends PlotExtras {
  readonly from: string;
  readonly ships: readonly string[];
  readonly plot: MovementPlot;
}

export interface MoveOrders {
  /** By squadron id: the extras of the squadron's own plot. */
  readonly squadrons: Readonly<Record<string, PlotExtras>>;
  readonly breakOffs: readonly BreakOffOrder[];
}

export const NO_MOVE_ORDERS: MoveOrders = { squadrons: {}, breakOffs: [] };

/** Several seats' orders as one (each seat orders only its own squadrons). */
export const mergeMoveOrders = (list: readonly MoveOrders[]): MoveOrders => ({
  squadrons: Object.assign({}, ...list.map((o) => o.squadrons)) as Record<string, PlotExtras>,
  breakOffs: list.flatMap((o) => o.breakOffs),
});
