/**
 * F.2 Dogfights (Starmada p.51): instead of attacking from an adjacent hex, a flight flies into the hex of a single
 * enemy flight and attacks it there (the exception to 5.3's "may not end its move with an opposing element"). Both
 * flights are then pinned: neither may move out, nor attack anything but the other, until one is eliminated. Only two
 * flights take part in a dogfight. A flight cannot dogfight a ship; seeker flights and shuttles (B.20) may
 * not start one, and seekers cannot be pinned. Pinned flights do not screen (F.3), and a screening target's screen is
 * cancelled at once. A starship ending its move in a dogfight's hex breaks it off: the flight opposing the ship must
 * move out (5.3 p.23's rule for a flight sharing a ship's hex).
 *
 * Rulings (Salvo's, where the book is silent):
 * - 190: a dogfight cannot start in a hex that holds a starship (such a dogfight would be broken off as soon as it
 *   began), and "a single enemy flight" means the hex holds no other enemy element.
 * - 191: a starship "ends its movement" in the Movement Phase, so dogfights in hexes holding a starship are broken off
 *   as the next Fighter Phase begins; both flights are freed, and the one opposing the ship must leave the hex.
 * - 192: a pinned flight activates in its turn as any flight: it stays in its hex (move 0) and may attack its opponent
 *   there, or not attack.
 */
import { hexEquals, type Hex } from '../../core/hex.ts';
import type { FlightState, SideId } from '../state.ts';

/** The flight `flight` is dogfighting, while both are on the board; undefined when it is not pinned. */
export function dogfightPartner(flights: readonly FlightState[], flight: FlightState): FlightState | undefined {
  if (flight.pinnedWith === undefined) return undefined;
  return flights.find((f) => f.id === flight.pinnedWith && f.count > 0 && f.pinnedWith === flight.id);
}

/** What a dogfight's hex must be clear of: starships (ruling 190) and, beside the target, any enemy element. */
export interface DogfightHex {
  readonly ships: readonly { readonly side: SideId; readonly at: Hex }[];
  readonly flights: readonly FlightState[];
}

/** Why `attacker` may not start a dogfight with `target` (null: it may), in the words a player reads. */
export function dogfightProblem(board: DogfightHex, attacker: FlightState, target: FlightState): string | null {
  if (attacker.seeker) return `${attacker.name} is a seeker flight, and seekers may not start dogfights (F.2 p.51).`;
  if (attacker.shuttle) return `${attacker.name} is a shuttle, and shuttles may not start dogfights (F.2 p.51).`;
  if (target.seeker) return `${target.name} is a seeker flight, and seekers cannot be pinned in a dogfight (F.2 p.51).`;
  if (target.side === attacker.side) return `${target.name} is on your side; dogfight an enemy flight.`;
  if (dogfightPartner(board.flights, target)) return `${target.name} is already in a dogfight, and only two flights take part in one (F.2 p.51).`;
  if (board.ships.some((s) => hexEquals(s.at, target.at))) return `a starship shares ${target.name}'s hex, and a starship there breaks off any dogfight (F.2 p.51).`;
  const others = board.flights.filter((f) => f.id !== target.id && f.count > 0 && f.side !== attacker.side && hexEquals(f.at, target.at));
  if (others.length > 0) return `${target.name} is not alone in its hex (${others.map((f) => f.name).join(', ')}), and a dogfight is with a single enemy flight (F.2 p.51).`;
  return null;
}

/** The two flights pinned to each other; the target's screen, if any, is cancelled (F.3 p.51). */
export function pinFlights(flights: readonly FlightState[], attackerId: string, targetId: string): FlightState[] {
  return flights.map((f) => {
    if (f.id === attackerId) return { ...f, pinnedWith: targetId };
    if (f.id !== targetId) return f;
    const { screening: _cancelled, ...rest } = f;
    return { ...rest, pinnedWith: attackerId };
  });
}

/** A flight freed of its dogfight (its opponent gone, or the dogfight broken off). */
export function unpinned(flight: FlightState): FlightState {
  const { pinnedWith: _freed, ...rest } = flight;
  return rest;
}

/**
 * Dogfights as a Fighter Phase begins (ruling 191): a flight whose opponent is gone is freed, and a dogfight in a
 * hex where a starship stands is broken off. Returns the flights and the pairs broken off by a ship.
 */
export function settleDogfights(flights: readonly FlightState[], ships: readonly { readonly at: Hex }[]): { flights: FlightState[]; broken: [FlightState, FlightState][] } {
  const broken: [FlightState, FlightState][] = [];
  const next = flights.map((f) => {
    if (f.pinnedWith === undefined) return f;
    const partner = dogfightPartner(flights, f);
    if (!partner) return unpinned(f);
    if (!ships.some((s) => hexEquals(s.at, f.at))) return f;
    if (f.id < partner.id) broken.push([f, partner]);
    return unpinned(f);
  });
  return { flights: next, broken };
}
