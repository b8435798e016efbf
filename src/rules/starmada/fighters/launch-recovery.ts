/**
 * F.5 Launch & Recovery (Starmada p.52–53) and B.12 Launch Tubes (p.33).
 *
 * - With the option, flights begin the game aboard their carriers (the state's `hangar`), not scrambled [ruling 155].
 * - Launch, End Phase: each active carrier launches flights from its hangar into its own hex, up to its launch
 *   maximum by hull size (1-3: one, 4-8: two, 9-15: three, 16-24: four, 25-35: five; ships/hull-tables.ts), doubled by
 *   launch tubes (B.12: "a ship of hull size 8 possessing launch tubes would be able to launch four"). A flight
 *   recovered this game is never launched again. Launched flights face the carrier's heading [ruling 155] and may
 *   activate in the next Fighter Phase.
 * - Recovery, Fighter Phase: a flight whose move ends in its carrier's hex and says "land" is removed to the hangar,
 *   up to the carrier's recovery maximum per Fighter Phase (1, 1, 2, 2, 3 by hull size; launch tubes do not help)
 *   and never past its fighter capacity (its Carrier rating). A landing flight makes no attack.
 *
 * - B.20 shuttles launch and land by these rules too (shuttles.ts); a cloaked ship launches nothing (B.5 p.31).
 *
 * Ruling 155: a carrier launches every flight it can unless its orders say how many ("launch 1"; notation/standing.ts
 * when the orders carry it); the log names every flight launched.
 * B.5 p.31: "While cloaked, starships may not launch or recover any fighter flights": a carrier cloaked this turn
 * (detected or not) launches nothing in the End Phase and takes no flight aboard. Its flights stay in the hangar and
 * nothing is logged, so no post says where, or that, a hidden carrier is [ruling 218].
 */
import { hexEquals } from '../../core/hex.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { hasTrait } from '../ships/sheet-lookup.ts';
import { hullSizeLimits } from '../ships/hull-tables.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { FlightState, ShipState, StarmadaState } from '../state.ts';
import { carrierRating } from './scramble.ts';
import { shuttleCount } from './shuttles.ts';
import { isCloaked } from '../movement/cloaking.ts';

const classOfShip = (state: StarmadaState, ship: ShipState): ShipClass | undefined => state.classes[ship.classId];

/** Flights a carrier may launch in one End Phase (F.5 table p.53; ×2 with launch tubes, B.12). */
export function launchMax(cls: ShipClass): number {
  return hullSizeLimits(cls.hullSize, hasTrait(cls, 'Launch Tubes')).fighterLaunchMax;
}

/** Flights a carrier may recover in one Fighter Phase (F.5 table p.53). */
export function recoveryMax(cls: ShipClass): number {
  return hullSizeLimits(cls.hullSize).fighterRecoveryMax;
}

/** End Phase: every active carrier launches what it may (or what its order asks, `wanted` by ship id). */
export function launchFlights(state: StarmadaState, wanted: Readonly<Record<string, number>> = {}): { state: StarmadaState; events: GameEvent[] } {
  const hangar = state.hangar ?? [];
  if (hangar.length === 0) return { state, events: [] };
  const launched: FlightState[] = [];
  const events: GameEvent[] = [];
  for (const carrier of state.ships.filter((s) => s.status === 'active' && !isCloaked(state, s))) {
    const cls = classOfShip(state, carrier);
    if (!cls) continue;
    const ready = hangar.filter((f) => f.carrierId === carrier.id && f.recoveredTurn === undefined);
    const n = Math.min(ready.length, launchMax(cls), wanted[carrier.id] ?? Infinity);
    const going = ready.slice(0, n).map((f) => ({ ...f, at: carrier.at, heading: carrier.heading, activated: false }));
    if (going.length === 0) continue;
    launched.push(...going);
    events.push({ type: 'flights-launched', text: `${carrier.name} launches ${going.map((f) => f.name).join(', ')} (F.5, at most ${launchMax(cls)} a turn).`, data: { shipId: carrier.id, flights: going.map((f) => f.id) } });
  }
  const ids = new Set(launched.map((f) => f.id));
  return { state: { ...state, flights: [...state.flights, ...launched], hangar: hangar.filter((f) => !ids.has(f.id)) }, events };
}

/** Why `flight` may not land on its carrier after a move ending at `at`, or null when it may. */
export function recoveryProblem(state: StarmadaState, flight: FlightState, at: FlightState['at']): string | null {
  if (!state.options.launchAndRecovery) return 'Launch and recovery (F.5) is not in play in this game; leave out "land".';
  if (flight.seeker) return `${flight.name} is a seeker flight; seekers are never recovered (F.5).`;
  const carrier = state.ships.find((s) => s.id === flight.carrierId && s.status === 'active');
  const cls = carrier && classOfShip(state, carrier);
  if (!carrier || !cls) return `${flight.name}'s carrier is no longer on the board; it cannot land.`;
  if (isCloaked(state, carrier)) return `${carrier.name} is cloaked this turn, and a cloaked ship recovers no flights (B.5 p.31).`;
  if (!hexEquals(carrier.at, at)) return `${flight.name} lands by ending its move in ${carrier.name}'s hex (F.5 p.53).`;
  const aboard = (state.hangar ?? []).filter((f) => f.carrierId === carrier.id);
  // B.20: shuttles have their own room, as many as the ship carries [ruling 205]; the recovery limit counts both.
  const alike = aboard.filter((f) => (f.shuttle ?? false) === (flight.shuttle ?? false));
  const room = flight.shuttle ? shuttleCount(cls) : carrierRating(cls.traits);
  const what = flight.shuttle ? 'shuttles' : 'flights';
  if (alike.length + 1 > room) return `${carrier.name} has no room: it carries ${room} ${what} and has ${alike.length} aboard.`;
  const today = aboard.filter((f) => f.recoveredTurn === state.turn).length;
  if (today >= recoveryMax(cls)) return `${carrier.name} has recovered ${today} flight${today === 1 ? '' : 's'} this Fighter Phase, its most (F.5 p.53).`;
  return null;
}

/** The flight taken off the board into its carrier's hangar; it will not launch again this game. */
export function recoverFlight(state: StarmadaState, flightId: string): StarmadaState {
  const flight = state.flights.find((f) => f.id === flightId);
  if (!flight) return state;
  const { screening: _gone, ...rest } = flight;
  return { ...state, flights: state.flights.filter((f) => f.id !== flightId), hangar: [...(state.hangar ?? []), { ...rest, recoveredTurn: state.turn }] };
}
