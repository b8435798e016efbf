/**
 * Fighter flights at setup: how many a fleet fields and where they start (5.1, p.22; 2.3, p.12; B.4, p.31).
 *
 * - Each flight needs 1 point of the Carrier rating: "Carrier (n)" carries up to n flights of six fighters.
 *   Flights cost nothing: their combat rating is included in the carrier's.
 * - Flights start on the board, "scrambled": after every ship is placed, the side with more flights places one
 *   flight, then the sides alternate one flight at a time; each flight within two hexes of its carrier; no more
 *   than three flights in one hex.
 *
 * Rulings (Salvo's):
 * - A flight may not start in a hex with an opposing element: it could not end a move there either (p.23).
 * - Facing is the owner's choice, as for ships [ruling 19]; the default is the carrier's heading.
 * - Equal numbers of flights: one die decides who places first (1–3 A, 4–6 B), as for ships (2.3).
 * - A carrier fields its full complement unless told otherwise (the book allows "up to" n flights).
 * - Flight names are "<carrier> F1", "<carrier> F2", …; ids "<carrier id>/F1", ….
 * F.5 Launch & Recovery (flights held aboard) is not supported.
 */
import type { Dice } from '../../core/dice.ts';
import { DIRECTIONS, hexAdd, hexDistance, hexEquals, hexesWithin, hexKey, type Direction, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../core/offset.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { FlightState, SideId } from '../state.ts';
import { alternationOrder, type ActivationOrder } from './activation-order.ts';
import type { Placement } from '../setup/deployment.ts';
import { starmadaError } from '../errors.ts';
import { startingFighters, type FighterVariant } from './variants.ts';

export const FIGHTERS_PER_FLIGHT = 6;
/** Flights start within this many hexes of their carrier (5.1 p.22). */
export const SCRAMBLE_RANGE = 2;
export const MAX_FLIGHTS_PER_HEX = 3;

/** The number printed after "Carrier" on the sheet (B.4), or 0; accepts a ship class's `traits`. */
export function carrierRating(traits: readonly { readonly system: string; readonly value?: number }[] | undefined): number {
  const carrier = traits?.find((t) => t.system === 'Carrier');
  return carrier?.value ?? 0;
}

/** A ship on the board that may carry flights. */
export interface CarrierShip {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  readonly seat: SeatId;
  readonly at: Hex;
  readonly heading: Direction;
  /** Its Carrier rating (0 for none). */
  readonly carrierRating: number;
}

/**
 * The flights a carrier fields: `fielded` of them (default: its full rating), six fighters each, waiting in the
 * carrier's hex with its heading until they are placed. Asking for more than the rating is a bug.
 */
export function flightsForCarrier(carrier: CarrierShip, fielded = carrier.carrierRating, variants: readonly (FighterVariant | 'standard')[] = []): FlightState[] {
  if (!Number.isInteger(fielded) || fielded < 0 || fielded > carrier.carrierRating) {
    throw new Error(`flightsForCarrier: ${carrier.name} carries up to ${carrier.carrierRating} flights, asked for ${fielded}`);
  }
  return Array.from({ length: fielded }, (_, i) => {
    // F.4 p.52: the first flights take the variants listed, one for one; the rest are standard.
    const listed = variants[i];
    const variant = listed === 'standard' ? undefined : listed;
    return {
      id: `${carrier.id}/F${i + 1}`,
      name: `${carrier.name} F${i + 1}`,
      side: carrier.side,
      seat: carrier.seat,
      carrierId: carrier.id,
      count: startingFighters(variant),
      at: carrier.at,
      heading: carrier.heading,
      activated: false,
      ...(variant ? { variant } : {}),
    };
  });
}

/** Every flight of a fleet: as many flights as the fleet's carriers have rating in total (5.1 p.22). */
export function fleetFlights(ships: readonly CarrierShip[]): FlightState[] {
  return ships.flatMap((s) => flightsForCarrier(s));
}

/** Who places each flight: alternation, the side with more flights first (2.3 p.12). */
export function scrambleOrder(flightsA: number, flightsB: number, tieBreak: SideId | Dice): ActivationOrder {
  return alternationOrder(flightsA, flightsB, tieBreak, undefined, 'scramble: who places the first flight (1-3 side A, 4-6 side B)');
}

/** What scrambling needs to know about the board. */
export interface ScrambleBoard {
  readonly board: Board;
  /** Ships on the board (carriers included). */
  readonly ships: readonly { readonly id: string; readonly name: string; readonly side: SideId; readonly at: Hex; readonly heading: Direction }[];
  /** Flights already placed. */
  readonly placed: readonly { readonly id: string; readonly side: SideId; readonly at: Hex }[];
}

/** One flight's starting hex and facing (5.1, 2.3). */
export function validateFlightPlacement(board: ScrambleBoard, flight: FlightState, placement: Placement): Result<Placement, RuleError[]> {
  const where = makeHexLabel(placement.at, board.board);
  const carrier = board.ships.find((s) => s.id === flight.carrierId);
  if (!carrier) return err([starmadaError('ERR_SCRAMBLE_NO_CARRIER', `${flight.name}'s carrier is not on the board, so the flight cannot start there.`, { at: flight.name })]);
  if (!onBoard(board.board, placement.at)) {
    return err([starmadaError('ERR_SCRAMBLE_OFF_BOARD', `Hex ${where} is off the board (${board.board.cols} columns by ${board.board.rows} rows).`, { at: flight.name })]);
  }
  const errors: RuleError[] = [];
  const distance = hexDistance(carrier.at, placement.at);
  if (distance > SCRAMBLE_RANGE) {
    errors.push(
      starmadaError('ERR_SCRAMBLE_TOO_FAR', `Hex ${where} is ${distance} hexes from ${carrier.name}; place its flights within ${SCRAMBLE_RANGE} hexes (p.22).`, {
        at: flight.name,
      }),
    );
  }
  const enemyShip = board.ships.find((s) => s.side !== flight.side && hexEquals(s.at, placement.at));
  const flightsHere = board.placed.filter((p) => p.id !== flight.id && hexEquals(p.at, placement.at));
  if (enemyShip || flightsHere.some((p) => p.side !== flight.side)) {
    errors.push(starmadaError('ERR_SCRAMBLE_ENEMY_HEX', `Hex ${where} holds an enemy ${enemyShip ? 'ship' : 'flight'}; a flight may not start with the enemy.`, { at: flight.name }));
  } else if (flightsHere.length >= MAX_FLIGHTS_PER_HEX) {
    errors.push(
      starmadaError('ERR_SCRAMBLE_STACK', `Hex ${where} already holds ${flightsHere.length} flights; no more than ${MAX_FLIGHTS_PER_HEX} may start in one hex.`, {
        at: flight.name,
      }),
    );
  }
  return errors.length > 0 ? err(errors) : ok(placement);
}

/** A seat's flights placed in one go: each exactly once, each legal counting the ones before it. */
export function validateScramble(board: ScrambleBoard, flights: readonly FlightState[], placements: readonly Placement[]): Result<Placement[], RuleError[]> {
  const errors: RuleError[] = [];
  const placed = [...board.placed];
  const seen = new Set<string>();
  for (const p of placements) {
    const flight = flights.find((f) => f.id === p.unitId);
    if (!flight) {
      errors.push(starmadaError('ERR_SCRAMBLE_UNKNOWN', `"${p.unitId}" is not one of the flights you still have to place.`));
      continue;
    }
    if (seen.has(flight.id)) {
      errors.push(starmadaError('ERR_SCRAMBLE_TWICE', `${flight.name} is placed twice; give it one hex.`, { at: flight.name }));
      continue;
    }
    seen.add(flight.id);
    const checked = validateFlightPlacement({ ...board, placed }, flight, p);
    if (!checked.ok) errors.push(...checked.error);
    else placed.push({ id: flight.id, side: flight.side, at: p.at });
  }
  const missing = flights.filter((f) => !seen.has(f.id));
  if (missing.length > 0) {
    errors.push(starmadaError('ERR_SCRAMBLE_MISSING', `Place every flight: ${missing.map((f) => f.name).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no hex yet.`));
  }
  return errors.length > 0 ? err(errors) : ok([...placements]);
}

/**
 * Placements for flights whose seat missed the deadline: the carrier's hex first, then the hexes next to it
 * (straight ahead first, then clockwise), then two hexes out; facing the carrier's heading. Flights that find
 * no legal hex (every hex within 2 full or held by the enemy) are left out.
 */
export function defaultScramble(board: ScrambleBoard, flights: readonly FlightState[]): Placement[] {
  const placed = [...board.placed];
  const out: Placement[] = [];
  for (const flight of flights) {
    const carrier = board.ships.find((s) => s.id === flight.carrierId);
    if (!carrier) continue;
    const ahead = DIRECTIONS.map((_, i) => hexAdd(carrier.at, DIRECTIONS[(carrier.heading + i) % 6] as Hex));
    const ring2 = hexesWithin(carrier.at, SCRAMBLE_RANGE).filter((h) => hexDistance(h, carrier.at) === SCRAMBLE_RANGE);
    const seenKeys = new Set<string>();
    const candidates = [carrier.at, ...ahead, ...ring2].filter((h) => (seenKeys.has(hexKey(h)) ? false : (seenKeys.add(hexKey(h)), true)));
    const at = candidates.find((h) => validateFlightPlacement({ ...board, placed }, flight, { unitId: flight.id, at: h, facing: carrier.heading }).ok);
    if (!at) continue;
    out.push({ unitId: flight.id, at, facing: carrier.heading });
    placed.push({ id: flight.id, side: flight.side, at });
  }
  return out;
}

/** The flights with their starting positions applied. */
export function applyScramble(flights: readonly FlightState[], placements: readonly Placement[]): FlightState[] {
  return flights.map((f) => {
    const p = placements.find((q) => q.unitId === f.id);
    return p ? { ...f, at: p.at, heading: p.facing } : f;
  });
}
