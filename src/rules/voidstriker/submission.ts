/**
 * What a seat sends: its round plot (every ship's thrust, sensors, four-phase move, fire plan and standing orders),
 * or, with the `firePerPhase` option, the fire orders for one phase after seeing its movement.
 */
import type { FireOrder, RoundPlot } from './notation/types.ts';

export interface PhaseFire {
  readonly shipId: string;
  readonly fire: readonly FireOrder[];
  readonly launch: readonly FireOrder[];
}

export type VoidstrikerSubmission =
  | { readonly kind: 'plot'; readonly plot: RoundPlot }
  | { readonly kind: 'fire'; readonly phase: number; readonly ships: readonly PhaseFire[] };
