/**
 * The standing choices the orders prompt suggests (notation/standing.ts), with the seat's own names, and which the
 * bench (bench/exchanges.ts) plays: "losses auto" for a ship with none standing (strike by the default choice, shown
 * in advance, without a weapon-loss step), and for a carrier whose flights are on the board "flights attack nearest"
 * (each flight attacks the nearest enemy it can reach, else closes in). A choice already standing is not suggested
 * again.
 */
import type { SeatId } from '../../core/rule-system.ts';
import type { ShipState, StarmadaState } from '../state.ts';

/** The clauses to suggest for one ship, in the order they would be written. */
export function suggestedClauses(state: StarmadaState, ship: ShipState): string[] {
  const clauses: string[] = [];
  if (!ship.standing?.losses) clauses.push('losses auto');
  const hasFlights = state.flights.some((f) => f.carrierId === ship.id && f.count > 0 && !f.seeker);
  if (hasFlights && !ship.standing?.flights) clauses.push('flights attack nearest');
  return clauses;
}

/** Every active ship of the seat with the clauses suggested for it (ships with nothing to suggest left out). */
export function suggestedStanding(state: StarmadaState, seat: SeatId): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const ship of state.ships.filter((s) => s.seat === seat && s.status === 'active')) {
    const clauses = suggestedClauses(state, ship);
    if (clauses.length > 0) out[ship.id] = clauses;
  }
  return out;
}
