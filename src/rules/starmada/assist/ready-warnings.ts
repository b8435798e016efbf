/**
 * What Ready would lock in that the player may not mean (core/assist.ts `readyWarnings`; docs/playing.md §8), in every step:
 * - deployment (2.3 p.12): a seat that sent nothing deploys each ship on its default hex; each is named.
 * - orders (3.2 p.15, 3.3 p.16): a ship left without an order goes straight ahead at its previous speed; said for
 *   each such ship, with "destroyed" when that takes it off the board (3.3 p.16). An order that takes its ship off
 *   the board (and destroys it) is said too.
 * - fighters (5.3 p.22): a seat that sent nothing lets the rules' default activation stand; said.
 * - fire (4.1 p.18) and book-order fire (4.0): each ship that has targets in reach, no declaration and was not told
 *   to hold, with those targets and its best to-hit on each.
 * - weapon losses (4.5 p.21): each ship left to the default choice, with what it would lose.
 * Nothing here is refused: these are said once, and Confirm ready locks the same draft in.
 */
import { activationMovers, movementTurn } from '../movement/sequential.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { defaultWeaponLosses } from '../combat/weapon-losses.ts';
import { describeLosses } from '../sequence/weapon-losses.ts';
import { makeFlightActivation } from '../fighters/fighter-phase.ts';
import { boardExit } from '../movement/board-exit.ts';
import type { MoveOrder } from '../movement/order.ts';
import { makeOrder } from '../notation/movement.ts';
import type { ShipOrders } from '../notation/ship-orders.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { canFire } from '../sequence/combat.ts';
import { fighterPrompt } from '../sequence/fighters.ts';
import { placementEchoLine } from './draft-text.ts';
import { firingShips, targetsInReach } from './fire-choices.ts';

const MAX_LISTED = 5;

/** "Tempest holds fire: it has 3 targets in reach (Majestic 4+, Vigil 5+, Kestrel 6+)", or null with none. */
export function holdsFireText(state: StarmadaState, ship: ShipState): string | null {
  const targets = targetsInReach(state, ship);
  if (targets.length === 0) return null;
  const listed = targets.slice(0, MAX_LISTED).map((t) => `${t.name} ${t.odds}`);
  const more = targets.length > MAX_LISTED ? ', …' : '';
  return `${ship.name} holds fire: it has ${targets.length} target${targets.length === 1 ? '' : 's'} in reach (${listed.join(', ')}${more}).`;
}

function exitSentence(state: StarmadaState, ship: ShipState, order: MoveOrder | undefined): string {
  const exit = boardExit(state, ship, order);
  if (!exit || exit.floats) return '';
  const edge = `the ${exit.edges.join(' and ')} edge`;
  return exit.exited ? ` That takes it off the board by ${edge}, where it leaves the battle as the scenario allows.` : ` That takes it off the board by ${edge}, where it is destroyed (3.3 p.16).`;
}

function ordersWarnings(state: StarmadaState, seat: SeatId, orders: Readonly<Record<string, ShipOrders>>): string[] {
  // D.8: only the ships this activation moves; those left out of it move later, not straight ahead.
  const turn = movementTurn(state);
  const ships = turn ? (turn.seat === seat ? activationMovers(turn, orders) : []) : state.ships.filter((s) => s.seat === seat && s.status === 'active');
  return ships
    .flatMap((s) => {
      const order = orders[s.id];
      if (order === undefined) return [`${s.name} has no order: it goes straight ahead at speed ${s.prevSpeed}.${exitSentence(state, s, undefined)}`];
      const exit = boardExit(state, s, order.move);
      return exit && !exit.exited && !exit.floats ? [`${s.name}'s order ${makeOrder(order.move)} takes it off the board by the ${exit.edges.join(' and ')} edge, where it is destroyed (3.3 p.16).`] : [];
    });
}

function fireWarnings(state: StarmadaState, seat: SeatId, submission: Extract<StarmadaSubmission, { kind: 'fire' }>): string[] {
  // A ship that only tags (E.7) has been told something too.
  const told = new Set([...submission.declarations.map((d) => d.shipId), ...(submission.held ?? []), ...(submission.tags ?? []).map((t) => t.shipId)]);
  const phase = state.phase;
  if (phase.kind === 'fireActivation') {
    // One ship fires per slot; with nothing declared, the slot is the first of the seat's ships that may fire (system.ts).
    if (told.size > 0) return [];
    const ship = state.ships.find((s) => s.seat === seat && !phase.fired.includes(s.id) && canFire(state, s));
    const text = ship ? holdsFireText(state, ship) : null;
    return text ? [text] : [];
  }
  return firingShips(state, seat).flatMap((s) => (told.has(s.id) ? [] : [holdsFireText(state, s) ?? []].flat()));
}

function lossesWarnings(state: StarmadaState, seat: SeatId, choices: Readonly<Record<string, unknown>>): string[] {
  if (state.phase.kind !== 'weaponLosses') return [];
  const owed = state.phase.owed;
  return state.ships
    .filter((s) => s.seat === seat && owed[s.id] !== undefined && choices[s.id] === undefined)
    .map((s) => {
      const cls = classOf(state, s);
      return `${s.name} has no choice sent: it loses ${describeLosses(cls, defaultWeaponLosses(cls, s, owed[s.id] ?? 0))} by the default choice (4.5 p.21).`;
    });
}

function fighterWarnings(state: StarmadaState, seat: SeatId, submission: Extract<StarmadaSubmission, { kind: 'flight' }>): string[] {
  const prompt = fighterPrompt(state);
  if (!prompt?.flights.some((f) => f.seat === seat)) return [];
  if (!submission.activation) return ['No flight activates: the slot passes (5.3 p.22).'];
  return [`You sent no activation: ${makeFlightActivation(state, submission.activation)}, the default (5.3 p.22).`];
}

export function readyWarnings(state: StarmadaState, seat: SeatId, submission: StarmadaSubmission, sentNothing: boolean): string[] {
  switch (submission.kind) {
    case 'deploy': {
      if (!sentNothing) return [];
      return submission.placements.map((p) => `${placementEchoLine(state, p).replace(': ', ' deploys on its default hex: ')} (2.3 p.12).`);
    }
    case 'orders':
      return ordersWarnings(state, seat, submission.orders);
    case 'fire':
      return fireWarnings(state, seat, submission);
    case 'flight':
      return sentNothing ? fighterWarnings(state, seat, submission) : [];
    case 'losses':
      return lossesWarnings(state, seat, submission.choices);
  }
}
