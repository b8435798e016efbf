/**
 * B.20 Shuttlecraft (Starmada p.37), with F.5 Launch & Recovery (p.52–53).
 *
 * - Shuttles are single-fighter flights. None starts on the board: each waits aboard its ship and is launched in
 *   the End Phase by F.5's rules (launch-recovery.ts), counting toward the ship's launch maximum; never while the
 *   ship is cloaked (B.5). A shuttle may be recovered, counting as one flight toward the recovery maximum.
 * - MA 4 instead of 8.
 * - Each hit on a shuttle is saved on 4+, −1 per IMP above 1; an unmodified 6 always saves (variants.ts, the same
 *   throw as a heavy fighter's).
 * - Otherwise the rules of fighters apply: shuttles attack (one die, 5–6) and are attacked as flights. They may not
 *   go on station (F.1), start dogfights (F.2), screen (F.3) or be variants (F.4) or LRFs (F.6).
 *
 * Rulings (Salvo's):
 * - [ruling 204] B.20 "requires the use of F.5", the words B.12 uses for launch tubes (ruling 222): a class with
 *   shuttlecraft needs F.5 as a carrier needs B.4; the lobby offers to turn it on and the game does not start
 *   without it (setup/game-setup.ts `classNeedsOptions`). F.5 is not switched on for shuttles alone.
 * - [ruling 205] A ship carries as many shuttles as its Shuttlecraft munitions count, and may take aboard only
 *   its own, up to that count; its Carrier rating is for fighter flights.
 * - [ruling 206] A carrier launches its fighter flights before its shuttles when its launch maximum cannot take
 *   every one (the hangar's order); "launch n" caps the total.
 * - [ruling 207] Shuttles carry no cargo, marines or troops in play: no scenario of the book counts them (B.2's
 *   capacities are abstract), and B.14's marines board from their own ship.
 * - Shuttles are named "<ship> S1", "<ship> S2"; ids "<ship id>/S1".
 */
import type { FlightState, ShipState } from '../state.ts';
import type { ShipClass } from '../ships/schema.ts';
import { FLIGHT_MA } from '../notation/flight-move.ts';

/** Movement allowance of a shuttle (B.20 p.37). */
export const SHUTTLE_MA = 4;

/** The MA a flight moves with: 4 for a shuttle, 8 for fighters (5.3 p.22). */
export const flightMa = (flight: Pick<FlightState, 'shuttle'>): number => (flight.shuttle ? SHUTTLE_MA : FLIGHT_MA);

/** Shuttles a ship's sheet carries (its Shuttlecraft count), 0 for none. */
export function shuttleCount(cls: Pick<ShipClass, 'munitions'>): number {
  return cls.munitions?.find((m) => m.system === 'Shuttlecraft')?.count ?? 0;
}

/** The ship's shuttles, aboard (B.20: none starts on the board). */
export function shuttlesFor(ship: Pick<ShipState, 'id' | 'name' | 'side' | 'seat' | 'at' | 'heading'>, cls: Pick<ShipClass, 'munitions'>): FlightState[] {
  return Array.from({ length: shuttleCount(cls) }, (_, i) => ({
    id: `${ship.id}/S${i + 1}`,
    name: `${ship.name} S${i + 1}`,
    side: ship.side,
    seat: ship.seat,
    carrierId: ship.id,
    count: 1,
    at: ship.at,
    heading: ship.heading,
    activated: false,
    shuttle: true,
  }));
}
