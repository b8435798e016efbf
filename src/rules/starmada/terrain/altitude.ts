/**
 * Three-dimensional play (Starmada G.6 p.57): each element's altitude, 0–6, starting at 3; the gap between two
 * elements lengthens the range (combat/range-band.ts) and "two elements are considered adjacent only if they are in
 * adjacent hexes on the game board and are at the same altitude". Stacking (3.3) ignores altitude, as the book says.
 * Flights climb and dive in their moves (fighters/flight-move.ts, ruling 221).
 */
import type { Hex } from '../../core/hex.ts';
import type { StarmadaState } from '../state.ts';

/** Where every element starts, unless the scenario says otherwise (p.57). */
export const START_ALTITUDE = 3;

type Element = { readonly id: string; readonly at: Hex; readonly altitude?: number };
type Game = Pick<StarmadaState, 'options' | 'ships' | 'flights'>;

/** An element's altitude: 3 when it has none recorded. */
export const altitudeOf = (element: { readonly altitude?: number }): number => element.altitude ?? START_ALTITUDE;

/** Levels between two elements; 0 unless three-dimensional play is on. */
export function altitudeGap(state: Pick<StarmadaState, 'options'>, a: { readonly altitude?: number }, b: { readonly altitude?: number }): number {
  return state.options.threeD ? Math.abs(altitudeOf(a) - altitudeOf(b)) : 0;
}

/** The altitude gap between an element and the ship or flight with this id (0 if it is not found). */
export function gapTo(state: Game, from: { readonly altitude?: number }, targetId: string): number {
  if (!state.options.threeD) return 0;
  const target: Element | undefined = state.ships.find((s) => s.id === targetId) ?? state.flights.find((f) => f.id === targetId);
  return target ? altitudeGap(state, from, target) : 0;
}
