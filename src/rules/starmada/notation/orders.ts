/**
 * A seat's movement orders as typed: one ship per line, its name then its orders, e.g.
 *
 *   Majestic 2P2(4)
 *   dauntless: 3
 *
 * Each order is read by the movement notation (3.1, 3.4) and checked against the ship's engines (3.2); the
 * accepted orders are kept in normal form, so the player sees exactly what will be carried out.
 */
import { matchStart } from '../../core/names.ts';
import { twiceError } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { parseOrder } from './movement.ts';
import { orderShipFrom, validateOrder } from '../movement/validate.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

/** Checks one ship's orders; the normal form on success. Each problem names the ship and quotes its orders. */
export function checkShipOrder(state: StarmadaState, ship: ShipState, text: string): Result<string, RuleError[]> {
  const place = { unit: ship.name, quote: text, at: ship.name };
  const parsed = parseOrder(text);
  if (!parsed.ok) return err(parsed.error.map((e) => ({ ...e, ...place })));
  const checked = validateOrder(parsed.value, orderShipFrom(ship, classOf(state, ship), state.solarWind), state.options);
  if (!checked.ok) return err(checked.error.map((e) => ({ ...e, ...place })));
  return ok(checked.value.text);
}

/** Orders by ship id, each checked; every problem at once. */
export function checkOrders(state: StarmadaState, seat: SeatId, orders: Readonly<Record<string, string>>): Result<Record<string, string>, RuleError[]> {
  const errors: RuleError[] = [];
  const out: Record<string, string> = {};
  for (const [shipId, text] of Object.entries(orders)) {
    const ship = state.ships.find((s) => s.id === shipId);
    if (!ship || ship.seat !== seat || ship.status !== 'active') {
      errors.push(starmadaError('ERR_ORDERS_SHIP', `${ship?.name ?? 'That ship'} is not one of your ships on the board.`));
      continue;
    }
    const checked = checkShipOrder(state, ship, text);
    if (checked.ok) out[shipId] = checked.value;
    else errors.push(...checked.error);
  }
  return errors.length > 0 ? err(errors) : ok(out);
}

/**
 * Which ship a line is for, and its orders. A ship's name must end at a space, a colon or the end of the line,
 * so "Lancer 2P2" is Lancer's 2P2, not Lancer 2's P2; when a longer name would leave no orders ("Lancer 3" with
 * ships Lancer and Lancer 3), the shorter name with orders wins. A unique start of a name also works.
 */
function splitLine(own: readonly ShipState[], line: string): { ship: ShipState; orders: string } | undefined {
  const lower = line.toLowerCase();
  const named = own
    .filter((s) => lower.startsWith(s.name.toLowerCase()) && /^(\s|:|$)/.test(line.slice(s.name.length)))
    .map((ship) => ({ ship, orders: line.slice(ship.name.length).replace(/^\s*:?\s*/, '') }))
    .sort((a, b) => b.ship.name.length - a.ship.name.length);
  const best = named.find((n) => n.orders !== '') ?? named[0];
  if (best) return best;
  const word = lower.split(/[\s:]+/)[0] ?? '';
  const byStart = matchStart(word, own, (s) => s.toLowerCase());
  const only = byStart.kind === 'found' ? byStart.item : undefined;
  return only && word !== '' ? { ship: only, orders: line.slice(word.length).replace(/^\s*:?\s*/, '') } : undefined;
}

/**
 * Reads "<ship> <orders>" lines (";" also ends one); every problem at once, unknown ships and refused orders alike,
 * each quoting the words and giving the line they were on. Two orders for one ship are both quoted and refused.
 */
export function parseOrdersText(state: StarmadaState, seat: SeatId, text: string): Result<Record<string, string>, RuleError[]> {
  const own = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const orders: Record<string, string> = {};
  const typed = new Map<string, { words: string; line: number }>();
  const errors: RuleError[] = [];
  const pieces = cutGraphemes(text, 4000)
    .split('\n')
    .flatMap((l, i) => l.split(';').map((words) => ({ words: words.trim(), line: i + 1 })))
    .filter((p) => p.words !== '');
  if (pieces.length === 0) return err([starmadaError('ERR_ORDERS_EMPTY', `Write one line per ship, such as "${own[0]?.name ?? 'Majestic'} 2P2(4)".`)]);
  for (const { words, line } of pieces) {
    const found = splitLine(own, words);
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
    typed.set(ship.id, { words, line });
    orders[ship.id] = found.orders;
  }
  const checked = checkOrders(state, seat, orders);
  if (!checked.ok) errors.push(...checked.error.map((e) => ({ ...e, ...(typedLine(e, own, typed) ?? {}) })));
  return errors.length > 0 ? err(errors) : checked;
}

/** The line a ship's checked order was typed on. */
function typedLine(e: RuleError, own: readonly ShipState[], typed: ReadonlyMap<string, { line: number }>): { line: number } | undefined {
  const ship = own.find((s) => s.name === e.unit);
  const line = ship ? typed.get(ship.id)?.line : undefined;
  return line === undefined ? undefined : { line };
}
