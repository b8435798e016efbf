/**
 * A seat's movement orders as typed: one ship per line, its name then its orders, e.g.
 *
 *   Majestic 2P2(4)
 *   dauntless: 3
 *
 * Each order is read by the movement notation (3.1, 3.4) and checked against the ship's engines (3.2); the
 * accepted orders are kept in normal form, so the player sees exactly what will be carried out.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../core/result.ts';
import type { SeatId } from '../core/rule-system.ts';
import { parseOrder } from './movement/notation.ts';
import { orderShipFrom, validateOrder } from './movement/validate.ts';
import { classOf } from './ship-condition.ts';
import type { ShipState, StarmadaState } from './state.ts';

/** Checks one ship's orders; the normal form on success. */
export function checkShipOrder(state: StarmadaState, ship: ShipState, text: string): Result<string, RuleError[]> {
  const parsed = parseOrder(text);
  if (!parsed.ok) return err(parsed.error.map((e) => ({ ...e, message: `${ship.name}: ${e.message}`, at: ship.name })));
  const checked = validateOrder(parsed.value, orderShipFrom(ship, classOf(state, ship)), state.options);
  if (!checked.ok) return err(checked.error.map((e) => ({ ...e, message: `${ship.name}: ${e.message}`, at: ship.name })));
  return ok(checked.value.text);
}

/** Orders by ship id, each checked; every problem at once. */
export function checkOrders(state: StarmadaState, seat: SeatId, orders: Readonly<Record<string, string>>): Result<Record<string, string>, RuleError[]> {
  const errors: RuleError[] = [];
  const out: Record<string, string> = {};
  for (const [shipId, text] of Object.entries(orders)) {
    const ship = state.ships.find((s) => s.id === shipId);
    if (!ship || ship.seat !== seat || ship.status !== 'active') {
      errors.push(ruleError('ERR_ORDERS_SHIP', `${ship?.name ?? shipId} is not one of your ships on the board.`));
      continue;
    }
    const checked = checkShipOrder(state, ship, text);
    if (checked.ok) out[shipId] = checked.value;
    else errors.push(...checked.error);
  }
  return errors.length > 0 ? err(errors) : ok(out);
}

/** Reads "<ship> <orders>" lines; the ship's name may be shortened to a unique start. */
export function parseOrdersText(state: StarmadaState, seat: SeatId, text: string): Result<Record<string, string>, RuleError[]> {
  const own = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const orders: Record<string, string> = {};
  const errors: RuleError[] = [];
  const lines = text.slice(0, 4000).split(/\n|;/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 0) return err([ruleError('ERR_ORDERS_EMPTY', `Write one line per ship, such as "${own[0]?.name ?? 'Majestic'} 2P2(4)".`)]);
  for (const [i, line] of lines.entries()) {
    const lower = line.toLowerCase();
    // The longest ship name the line starts with wins, so "Vigilant 2 3" is Vigilant 2, not Vigilant.
    const byName = own.filter((s) => lower.startsWith(s.name.toLowerCase())).sort((a, b) => b.name.length - a.name.length)[0];
    const word = lower.split(/[\s:]+/)[0] ?? '';
    const byStart = own.filter((s) => s.name.toLowerCase().startsWith(word));
    const ship = byName ?? (byStart.length === 1 ? byStart[0] : undefined);
    if (!ship) {
      errors.push(ruleError('ERR_ORDERS_SHIP', `Line ${i + 1}: start with one of your ships (${own.map((s) => s.name).join(', ')}), then its orders.`, { at: `line ${i + 1}` }));
      continue;
    }
    const rest = (byName ? line.slice(ship.name.length) : line.slice(word.length)).replace(/^\s*:?\s*/, '');
    if (orders[ship.id] !== undefined) errors.push(ruleError('ERR_ORDERS_TWICE', `${ship.name} has two orders; keep one.`, { at: ship.name }));
    orders[ship.id] = rest;
  }
  if (errors.length > 0) return err(errors);
  return checkOrders(state, seat, orders);
}
