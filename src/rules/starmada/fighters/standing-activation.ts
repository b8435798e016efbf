/**
 * A carrier's standing order for its flights (Salvo's, issue 25), given with the orders so the Fighter Phase need not
 * stop for each activation (5.2–5.4 p.22–23). When its side's slot comes:
 * - "attack <target>": the flight flies the cheapest legal move that ends next to the target (flightChoices' order:
 *   least MA, then the shortest text) and attacks it;
 * - "attack nearest": of the enemy ships and flights it can reach and attack, the one nearest the flight now (ties:
 *   the cheapest move, then the first listed); when it can reach none, it flies the move that ends nearest to the
 *   nearest enemy ship (ties: the cheapest) and does not attack;
 * - "hold": the flight stays where it is and does not attack; one on station stays on station (F.1);
 * - "patrol [rule]" (F.1): the flight goes, or stays, on station with that interception rule.
 * An order that does not cover the case (the target is gone or out of reach, or a flight that must leave an enemy
 * ship's hex is told to hold) gives nothing, and the owner is asked as before [ruling 152].
 */
import type { FlightStanding, FlightState } from '../state.ts';
import { hexDistance, type Hex } from '../../core/hex.ts';
import { dogfightPartner } from './dogfight.ts';
import { STAY } from '../notation/flight-move.ts';
import { flightChoices, type FighterContext, type FighterWorld, type FlightActivation, type FlightChoice } from './fighter-phase.ts';

function nearestActivation(world: FighterWorld, flight: FlightState, choices: readonly FlightChoice[]): FlightActivation | null {
  const away = (at: Hex): number => hexDistance(flight.at, at);
  const attacks = choices.flatMap((c) => c.targets.map((t) => ({ choice: c, target: t })));
  const best = [...attacks].sort((a, b) => away(a.target.at) - away(b.target.at) || a.choice.ma - b.choice.ma)[0];
  if (best) return { flightId: flight.id, move: best.choice.move, targetId: best.target.id };
  const enemies = world.ships.filter((s) => s.side !== flight.side && s.status === 'active');
  const gap = (at: Hex): number => Math.min(99, ...enemies.map((s) => hexDistance(s.at, at)));
  const closest = [...choices].sort((a, b) => gap(a.at) - gap(b.at) || a.ma - b.ma)[0];
  return closest ? { flightId: flight.id, move: closest.move, targetId: null } : null;
}

export function standingActivation<W extends FighterWorld>(world: W, ctx: FighterContext<W>, flight: FlightState, order: FlightStanding): FlightActivation | null {
  const { mustMove, choices } = flightChoices(world, ctx, flight.id);
  // F.1: "patrol" puts the flight on station; "hold" keeps one already on station there, with its own rule.
  const rule = order.kind === 'patrol' ? order.rule : order.kind === 'hold' ? flight.onStation : undefined;
  if (rule) return !mustMove && !flight.shuttle && world.options?.combatSpacePatrol === true && !dogfightPartner(world.flights, flight) ? { flightId: flight.id, move: STAY, targetId: null, patrol: rule } : null;
  if (order.kind === 'hold') {
    const hold = choices.find((c) => c.move.steps.length === 0);
    return hold && !mustMove ? { flightId: flight.id, move: hold.move, targetId: null } : null;
  }
  if (order.kind === 'nearest') return nearestActivation(world, flight, choices);
  // A patrol the game cannot make now (no F.1, a pinned flight, one that must leave its hex) is asked for.
  if (order.kind === 'patrol') return null;
  const reach = choices.find((c) => c.targets.some((t) => t.id === order.targetId));
  return reach ? { flightId: flight.id, move: reach.move, targetId: order.targetId } : null;
}
