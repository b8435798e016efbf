/**
 * A carrier's standing order for its flights (Salvo's, issue 25), given with the orders so the Fighter Phase need not
 * stop for each activation (5.2–5.4 p.22–23). When its side's slot comes:
 * - "attack <target>": the flight flies the cheapest legal move that ends next to the target (flightChoices' order:
 *   least MA, then the shortest text) and attacks it;
 * - "hold": the flight stays where it is and does not attack.
 * An order that does not cover the case (the target is gone or out of reach, or a flight that must leave an enemy
 * ship's hex is told to hold) gives nothing, and the owner is asked as before [ruling 152].
 */
import type { FlightStanding, FlightState } from '../state.ts';
import { flightChoices, type FighterContext, type FighterWorld, type FlightActivation } from './fighter-phase.ts';

export function standingActivation<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, order: FlightStanding): FlightActivation | null {
  const { mustMove, choices } = flightChoices(world, ctx, flight.id);
  if (order.kind === 'hold') {
    const hold = choices.find((c) => c.move.steps.length === 0);
    return hold && !mustMove ? { flightId: flight.id, move: hold.move, targetId: null } : null;
  }
  const reach = choices.find((c) => c.targets.some((t) => t.id === order.targetId));
  return reach ? { flightId: flight.id, move: reach.move, targetId: order.targetId } : null;
}
