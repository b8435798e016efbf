/**
 * An accepted draft read back, one line per unit, in normal form, with what each needs: a movement order with
 * its engine requirement against the engine rating it may use (3.2 p.15, movement/engine-requirement.ts), a
 * ship without orders moving straight ahead at its last speed (p.16), either said to leave the board where it does
 * (3.3 p.16, movement/board-exit.ts), placements (2.3 p.12), fire declarations
 * (4.1 p.18–19), the flight activation (5.3 p.22) and weapon losses (4.5 p.21).
 * Each line is the notation the step reads (draft-text.ts writes it), then its notes after ` — ` (core/echo-note.ts),
 * so the lines pasted back read as the same submission.
 */
import { activationMovers, movementTurn } from '../movement/sequential.ts';
import { makeTags } from '../notation/tags.ts';
import { noteLine, withNotes } from '../../core/echo-note.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { makeFlightActivation, type FlightActivation } from '../fighters/fighter-phase.ts';
import { executeFlightMove } from '../fighters/flight-move.ts';
import { flightPathWarnings } from '../terrain/flight-hazards.ts';
import { altitudeOf } from '../terrain/altitude.ts';
import { findTarget } from '../combat/declaration.ts';
import { makeFire } from '../notation/fire.ts';
import { holdLines } from '../notation/fire-holds.ts';
import { boardExit, boardExitText } from '../movement/board-exit.ts';
import { availableEngine, engineRequirement } from '../movement/engine-requirement.ts';
import { orderShipFrom } from '../movement/validate.ts';
import { seatTows } from '../notation/orders.ts';
import { makeShipOrders, type ShipOrders } from '../notation/ship-orders.ts';
import { count } from '../../core/text.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { FireDeclaration, ShipState, StarmadaState } from '../state.ts';
import type { WeaponLoss } from '../combat/weapon-losses.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { lossesText, placementEchoLine } from './draft-text.ts';
import { fireOdds, hitsOnText } from './fire-odds.ts';

/**
 * "2P2(4), boost 1 — engine requirement 4 of 5 ✔ · fires 1 of its 2 boosters left": the requirement against what the ship may
 * use this turn (its tow's rating when it tows, D.9; its boosters added, B.3). `towingRating`: the tow's
 * effective engine rating, when the seat's orders make the tow.
 */
export function orderEcho(state: StarmadaState, ship: ShipState, orders: ShipOrders, towingRating?: number): string {
  const orderShip = orderShipFrom(ship, classOf(state, ship), state.solarWind);
  const need = engineRequirement(orders.move, orderShip, state.options);
  const have = availableEngine(orders.move, { engineRating: orderShip.engineRating, towingRating, boosters: orders.boost, solarSails: orderShip.solarSails });
  const exit = boardExit(state, ship, orders.move);
  const boost = orders.boost === undefined ? [] : [`fires ${orders.boost} of its ${count(orderShip.boostersLeft, 'booster')} left`];
  const notes = [`engine requirement ${need.total} of ${have.total} ${need.total <= have.total ? '✔' : '✘'}`, ...boost, ...(exit ? [boardExitText(exit)] : [])];
  return withNotes(makeShipOrders({ state, ship }, orders), notes);
}

/** "Vigil: no order, straight ahead at speed 4", and where that takes it when it leaves the board (3.3 p.16). */
export function defaultMoveText(state: StarmadaState, ship: ShipState): string {
  const exit = boardExit(state, ship, undefined);
  return `${ship.name}: no order, straight ahead at speed ${ship.prevSpeed}${exit ? ` · ${boardExitText(exit)}` : ''}`;
}

function fireEcho(state: StarmadaState, submission: Extract<StarmadaSubmission, { kind: 'fire' }>): string[] {
  const held = holdLines(state, submission.held).map((line) => withNotes(line, ['holds fire']));
  const tags = makeTags(state, submission.tags ?? []).map((line) => withNotes(line, ['E.7 tagging: tagged from the End Phase on if it succeeds']));
  const probes = submission.probes ?? [];
  const systems = (submission.systems ?? []).map((u) => makeFire(state, [], [], [u]));
  if (submission.declarations.length === 0 && held.length === 0 && tags.length === 0 && probes.length === 0 && systems.length === 0) return [noteLine('No fire declared: your ships hold their fire.')];
  const launched = probes.length > 0 ? [withNotes(makeFire(state, [], probes), ['B.17: each probe rolls where it lands'])] : [];
  return [...submission.declarations.map((d) => withNotes(makeFire(state, [d]), fireNotes(state, d))), ...systems, ...launched, ...tags, ...held];
}

/** "range 5 · medium · hits on 3+", or that the battery launches seekers. */
function fireNotes(state: StarmadaState, d: FireDeclaration): string[] {
  const ship = state.ships.find((s) => s.id === d.shipId);
  const profile = ship && classOf(state, ship).batteries[d.battery]?.profiles[d.mode];
  const target = findTarget(state, d.targetId);
  if (!ship || !profile || !target) return [];
  if (profile.range === null) return ['launches seekers'];
  const odds = fireOdds(state, ship, profile, target);
  // Directed damage (E.2) costs −1 on the die, which the preview leaves to the declaration.
  const needed = odds.needed === null ? null : odds.needed + (d.directed ? 1 : 0);
  return odds.band && needed !== null ? [`range ${odds.hexes}`, odds.band, `hits on ${hitsOnText(needed)}`] : [];
}

function ordersEcho(state: StarmadaState, seat: SeatId, orders: Readonly<Record<string, ShipOrders>>): string[] {
  // D.8: the ships this activation moves, the ordered ones or else those that move by default.
  const turn = movementTurn(state);
  const own = turn ? (turn.seat === seat ? activationMovers(turn, orders) : []) : state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const tows = seatTows(state, new Map(own.flatMap((s) => (orders[s.id] ? [[s, orders[s.id] as ShipOrders] as const] : []))));
  return own.map((s) => {
    const order = orders[s.id];
    return order === undefined ? noteLine(defaultMoveText(state, s)) : `${s.name}: ${orderEcho(state, s, order, tows.ratings.get(s.id))}`;
  });
}

function flightEcho(state: StarmadaState, activation: FlightActivation | null): string[] {
  if (!activation) return [noteLine('No flight activates: the slot passes.')];
  const flight = state.flights.find((f) => f.id === activation.flightId);
  const done = flight ? executeFlightMove({ at: flight.at, heading: flight.heading, altitude: altitudeOf(flight) }, activation.move) : null;
  // G.6: the altitude it ends at, when the move climbs or dives.
  const climb = flight && done?.altitude !== undefined && done.altitude !== altitudeOf(flight) ? [`altitude ${altitudeOf(flight)} → ${done.altitude}`] : [];
  const notes = activation.move.steps.length === 0 ? ['holds position'] : [...climb, ...flightPathWarnings(state, done?.trail ?? [])];
  return [withNotes(makeFlightActivation(state, activation), notes)];
}

function lossesEcho(state: StarmadaState, seat: SeatId, choices: Readonly<Record<string, WeaponLoss[]>>): string[] {
  const owed = state.phase.kind === 'weaponLosses' ? state.phase.owed : {};
  return state.ships
    .filter((s) => s.seat === seat && (owed[s.id] !== undefined || choices[s.id] !== undefined))
    .map((s) => {
      const chosen = choices[s.id];
      return chosen === undefined ? withNotes(`${s.name}: auto`, ['loses weapons by the default choice']) : withNotes(`${s.name}: ${lossesText(state, s.id, chosen)}`, ['the weapons it loses']);
    });
}

export function echo(state: StarmadaState, seat: SeatId, submission: StarmadaSubmission): string[] {
  switch (submission.kind) {
    case 'orders':
      return ordersEcho(state, seat, submission.orders);
    case 'deploy':
      return submission.placements.map((p) => placementEchoLine(state, p));
    case 'fire':
      return fireEcho(state, submission);
    case 'flight':
      return flightEcho(state, submission.activation);
    case 'losses':
      return lossesEcho(state, seat, submission.choices);
  }
}
