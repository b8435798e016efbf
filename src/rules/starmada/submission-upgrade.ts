/**
 * Submissions as stored: the game service keeps each seat's submission as JSON and hands it back to the rules to
 * echo, draw, merge and resolve. Orders submissions stored before orders were data (issue 25) hold each ship's
 * movement order as normal-form text (`orders: Record<shipId, string>`); they are read here into typed orders
 * (notation/ship-orders.ts) so a game in progress resolves as it would have. Such text was checked when sent, so it
 * reads; a string that does not (a record edited by hand) is left out, and the ship moves as one without orders
 * (straight ahead, 3.2 p.15, ruling 52), as the old reader's refusal also had it move.
 * Every other submission, and every orders submission already typed, is returned as it is.
 */
import { parseOrder } from './notation/movement.ts';
import type { ShipOrders } from './notation/ship-orders.ts';
import type { StarmadaSubmission } from './submission.ts';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** One ship's stored orders: typed already, or old normal-form text read into a move. */
function upgradeShipOrders(stored: unknown): ShipOrders | undefined {
  if (typeof stored !== 'string') return stored as ShipOrders;
  const move = parseOrder(stored);
  return move.ok ? { move: move.value } : undefined;
}

/** A stored submission in today's shape (see the module header). */
export function upgradeSubmission(stored: StarmadaSubmission): StarmadaSubmission {
  const raw: unknown = stored;
  if (!isRecord(raw) || raw.kind !== 'orders' || !isRecord(raw.orders)) return stored;
  const orders: Record<string, ShipOrders> = {};
  for (const [id, o] of Object.entries(raw.orders)) {
    const typed = upgradeShipOrders(o);
    if (typed) orders[id] = typed;
  }
  return { kind: 'orders', orders };
}

/** `upgradeSubmission` on a draft that may be absent. */
export const upgradeDraft = (draft: StarmadaSubmission | null | undefined): StarmadaSubmission | null => (draft ? upgradeSubmission(draft) : null);
