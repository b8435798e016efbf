/**
 * A seat's movement orders as typed: one ship per line, its name then its orders, e.g.
 *
 *   Majestic 2P2(4)
 *   dauntless: 3
 *
 *   Vigilant T/3(3), tow Vigilant 2
 *
 * Each line is read once into typed orders (ship-orders.ts: the move, 3.1 and 3.4, then its clauses) and checked
 * against the ship's engines (3.2) and each clause's rules; the accepted orders are kept as data, in normal form,
 * and the echo writes them back, so the player sees exactly what will be carried out. Which ship a line names is
 * core/unit-line.ts's rule, shared with the draft merge.
 */
import { twiceError } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { splitUnitLine } from '../../core/unit-line.ts';
import { hasPrefix, normaliseOrder } from '../movement/order.ts';
import { planTows, type TowPlan } from '../movement/towing.ts';
import { activationProblems, hasMoved, orderableShips } from '../movement/sequential.ts';
import { orderShipFrom, validateOrder } from '../movement/validate.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';
import { clauseProblems } from './clause.ts';
import { makeOrder } from './movement.ts';
import { makeShipOrders, parseShipOrders, type ShipOrders } from './ship-orders.ts';

/** The seat's tows (D.9): each T/ ship's target among its friends, and the tow's engine rating. */
export function seatTows(state: StarmadaState, orders: ReadonlyMap<ShipState, ShipOrders>): TowPlan {
  // D.8: a ship that has moved this turn is no longer there to be towed [ruling 184].
  const active = state.ships.filter((s) => s.status === 'active' && !hasMoved(state, s.id));
  const requests = state.options.towing
    ? [...orders].filter(([, o]) => hasPrefix(o.move, 'T')).map(([tower, o]) => ({ tower, named: o.tow, order: makeOrder(o.move) }))
    : [];
  return planTows(requests, active, (id) => {
    const ship = active.find((s) => s.id === id) as ShipState;
    const cls = classOf(state, ship);
    return { hullSize: cls.hullSize, engineRating: orderShipFrom(ship, cls).engineRating };
  });
}

/**
 * Checks one ship's orders against the rules: the move (3.1–3.4, with its boosters and tow), each clause's own
 * rules. On success the orders in normal form, with the ship it tows named when Salvo found it (D.9).
 */
function checkShipOrders(state: StarmadaState, ship: ShipState, orders: ShipOrders, tows: TowPlan): Result<ShipOrders, RuleError[]> {
  const ctx = { state, ship };
  const place = { unit: ship.name, quote: makeShipOrders(ctx, orders), at: ship.name };
  const towTrouble = tows.problems.get(ship.id) ?? [];
  const checked = validateOrder(normaliseOrder(orders.move), orderShipFrom(ship, classOf(state, ship), state.solarWind), state.options, {
    boosters: orders.boost,
    towingRating: tows.ratings.get(ship.id),
    noTurns: state.storm === 'noTurns',
  });
  // A tow problem says what is wrong with the tow; validateOrder's "say which ship" would repeat it.
  const rules = checked.ok ? [] : checked.error.filter((e) => !(towTrouble.length > 0 && e.code === 'ERR_TOW_MISSING'));
  const errors = [...towTrouble, ...rules, ...clauseProblems(ctx, orders)];
  if (errors.length > 0 || !checked.ok) return err(errors.map((e) => ({ ...e, ...place })));
  const tow = tows.targets.get(ship.id);
  return ok({ ...orders, move: checked.value.order, ...(tow === undefined ? {} : { tow }) });
}

/** Orders by ship id, each checked; every problem at once. */
export function checkOrders(state: StarmadaState, seat: SeatId, orders: Readonly<Record<string, ShipOrders>>): Result<Record<string, ShipOrders>, RuleError[]> {
  const errors: RuleError[] = [];
  const own = new Map<ShipState, ShipOrders>();
  for (const [shipId, order] of Object.entries(orders)) {
    const ship = state.ships.find((s) => s.id === shipId);
    if (!ship || ship.seat !== seat || ship.status !== 'active') {
      errors.push(starmadaError('ERR_ORDERS_SHIP', `${ship?.name ?? 'That ship'} is not one of your ships on the board.`));
      continue;
    }
    own.set(ship, order);
  }
  // D.8: only the ships of the open activation, as many as the side moves now.
  errors.push(...activationProblems(state, [...own.keys()].map((s) => s.id)));
  const tows = seatTows(state, own);
  const out: Record<string, ShipOrders> = {};
  for (const [ship, order] of own) {
    const checked = checkShipOrders(state, ship, order, tows);
    if (checked.ok) out[ship.id] = checked.value;
    else errors.push(...checked.error);
  }
  return errors.length > 0 ? err(errors) : ok(out);
}

/**
 * Reads "<ship> <orders>" lines (";" also ends one); every problem at once, unknown ships and refused orders alike,
 * each quoting the words and giving the line they were on. Two orders for one ship are both quoted and refused.
 */
export function parseOrdersText(state: StarmadaState, seat: SeatId, text: string): Result<Record<string, ShipOrders>, RuleError[]> {
  const own = orderableShips(state, seat);
  const orders: Record<string, ShipOrders> = {};
  const typed = new Map<string, { words: string; orders: string; line: number }>();
  const errors: RuleError[] = [];
  const pieces = cutGraphemes(text, 4000)
    .split('\n')
    .flatMap((l, i) => l.split(';').map((words) => ({ words: words.trim(), line: i + 1 })))
    .filter((p) => p.words !== '');
  if (pieces.length === 0) return err([starmadaError('ERR_ORDERS_EMPTY', `Write one line per ship, such as "${own[0]?.name ?? 'Majestic'} 2P2(4)".`)]);
  for (const { words, line } of pieces) {
    const split = splitUnitLine(own, words);
    const found = split && { ship: split.unit, orders: split.rest };
    if (!found) {
      errors.push(starmadaError('ERR_ORDERS_SHIP', `Start with one of your ships (${own.map((s) => s.name).join(', ')}), then its orders.`, { at: `line ${line}`, quote: words, line }));
      continue;
    }
    const ship = found.ship;
    if (found.orders === '') {
      errors.push(starmadaError('ERR_ORDERS_NONE', `Write ${ship.name}'s orders after its name, such as "${ship.name} 2P2".`, { at: ship.name, unit: ship.name, quote: words, line }));
      continue;
    }
    const first = typed.get(ship.id);
    if (first) {
      errors.push({ ...twiceError(ship.name, first.words, words), at: ship.name, line });
      continue;
    }
    typed.set(ship.id, { words, orders: found.orders, line });
    const read = parseShipOrders({ state, ship }, found.orders);
    if (read.ok) orders[ship.id] = read.value;
    else errors.push(...read.error.map((e) => ({ ...e, unit: ship.name, quote: found.orders, at: ship.name, line })));
  }
  const checked = checkOrders(state, seat, orders);
  if (!checked.ok) errors.push(...checked.error.map((e) => ({ ...e, ...(asTyped(e, own, typed) ?? {}) })));
  return errors.length > 0 ? err(errors) : checked;
}

/** The words and line a ship's checked order was typed on, so a refusal quotes the player's own words. */
function asTyped(e: RuleError, own: readonly ShipState[], typed: ReadonlyMap<string, { orders: string; line: number }>): { quote: string; line: number } | undefined {
  const ship = own.find((s) => s.name === e.unit);
  const found = ship ? typed.get(ship.id) : undefined;
  return found && { quote: found.orders, line: found.line };
}
