/**
 * F.1 Combat Space Patrol (Starmada p.51): instead of activating normally, a flight may be put "on station". Whenever
 * an enemy flight moves into a new hex, one flight on station may interrupt its move: it flies, with at most half its
 * MA (4 of a fighter's 8), to an allowable hex next to the moving flight and attacks it (with F.2, it may instead fly
 * into its hex and dogfight it). It is then off station and may not activate again this Fighter Phase. One that
 * cannot reach stays on station. A flight stays on station until it intercepts or until its next activation, when it
 * may activate normally or stay on station. The moving flight, if it survives (and is not pinned), goes on with its
 * move, and may be intercepted again in each new hex. Seekers (and shuttles) cannot go on station, but can be
 * intercepted.
 *
 * Play by post cannot stop a move at every hex to ask the other side. So the owner gives the interception rule when
 * putting the flight on station ("Blue 1 patrol", notation/patrol-rule.ts), and the referee applies it [ruling 193]:
 * - the default (`patrol`): intercept the first enemy flight, fighter or seeker, it can reach, with an attack;
 * - `patrol <flight>`: only that flight; `patrol fighters` / `patrol seekers`: only flights of that kind;
 * - `dogfight` after it (F.2 in play): dogfight the flight instead, when it can be pinned; a seeker is attacked.
 * Rulings (Salvo's, where the book is silent):
 * - 194: when several flights on station can intercept, the one needing the least MA does, then the first by name.
 *   It takes the cheapest hex (least MA, then the shortest move), never the hex the moving flight's move ends in
 *   (which would leave that flight's declared move illegal), and its own move is not intercepted in turn.
 * - 195: a flight pinned by an interceptor's dogfight stops in that hex; if its activation declared an attack, it
 *   attacks its opponent instead (the only target it may attack); a screen or landing it declared is not made.
 * - 196: under a storm's "no attacks" (S.9) no interception is made; a flight that must leave an enemy ship's hex
 *   (p.23) may not go on station, nor may a pinned flight.
 * - 197: a flight on station whose owner misses the deadline, or whose carrier stands on "flights hold", stays on
 *   station with its rule; a carrier's standing "flights patrol [rule]" puts its flights on station at their slots.
 * - 198: a seeker flight's pursuit (C.4) may be intercepted in each hex it enters, by an attack; the pursuit is not
 *   changed by it, and the seekers left make the attack. An interceptor's move is never itself intercepted.
 * A flight whose declared target an interception moved (the interceptor itself) or whose dogfight hex it filled
 * makes no attack, and says so.
 */
import type { FlightState, PatrolRule } from '../state.ts';
import { FLIGHT_MA } from '../notation/flight-move.ts';

/** F.1 p.51: "a standard fighter flight can use up to 4MA to make an interception". */
export const INTERCEPT_MA = FLIGHT_MA / 2;

/** The default rule: the first enemy flight it can reach, attacked [ruling 193]. */
export const DEFAULT_PATROL: PatrolRule = { target: { kind: 'any' } };

/** Whether the rule lets an on-station flight intercept `mover`. */
export function patrolCovers(rule: PatrolRule, mover: FlightState): boolean {
  switch (rule.target.kind) {
    case 'any':
      return true;
    case 'flight':
      return rule.target.flightId === mover.id;
    case 'fighters':
      return mover.seeker === undefined;
    case 'seekers':
      return mover.seeker !== undefined;
  }
}

/** The flights on station that may intercept `mover`, by name (ruling 194's tie-break). */
export function patrolsAgainst(flights: readonly FlightState[], mover: FlightState): FlightState[] {
  return flights
    .filter((f) => f.onStation !== undefined && f.side !== mover.side && f.count > 0 && patrolCovers(f.onStation, mover))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The flight off station once it intercepts: it may not activate again this Fighter Phase (p.51). */
export function offStation(flight: FlightState): FlightState {
  const { onStation: _done, ...rest } = flight;
  return { ...rest, activated: true };
}
