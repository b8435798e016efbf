/**
 * Directional shields (B.7 p.32) changed by the owner's standing choices in the turn's orders, or by default when
 * the orders give none, with a sentence for the step's summary that says which was applied:
 * - B.7: "the controlling player must reduce the ship's arc ratings" when the shield track drops ("shields lose …").
 * - E.1 p.48: a restored shield box gives the points back to the arcs ("restore …"; ruling 111).
 */
import { count } from '../../core/text.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { ShipState } from '../state.ts';
import { arcChangesText, reduceShieldsByPriority, restoreShieldsByPriority } from './directional-shields.ts';

export interface ArcShieldChange {
  readonly ship: ShipState;
  /** For the summary; null when nothing changed. */
  readonly note: string | null;
}

const arcWords = (arcs: readonly string[]): string => arcs.map((a) => a.toLowerCase()).join(' ');

/** B.7: takes `owed` points off the arcs, by the ship's "shields lose" order or by default. */
export function loseArcShields(ship: ShipState, owed: number): ArcShieldChange {
  const before = ship.dirShields;
  if (!before || owed <= 0) return { ship, note: null };
  const priority = ship.shieldOrders?.shieldsLose ?? [];
  const after = reduceShieldsByPriority(before, owed, priority);
  const how = priority.length > 0 ? `as ordered (shields lose ${arcWords(priority)})` : 'by default, the weakest arc first (order "shields lose <arcs>" to choose)';
  const changes = arcChangesText(before, after);
  const note = changes === '' ? null : `${ship.name}'s shield arcs lose ${count(owed, 'point')}: ${changes}, ${how}.`;
  return { ship: { ...ship, dirShields: after }, note };
}

/** E.1: gives `points` back to the arcs, by the ship's "restore" order or by default (ruling 111). */
export function restoreArcShields(ship: ShipState, cls: Pick<ShipClass, 'directionalShields'>, points: number): ArcShieldChange {
  const before = ship.dirShields;
  const printed = cls.directionalShields;
  if (!before || !printed || points <= 0) return { ship, note: null };
  const priority = ship.shieldOrders?.restore ?? [];
  const after = restoreShieldsByPriority(printed, before, points, priority);
  const how = priority.length > 0 ? `as ordered (restore ${arcWords(priority)})` : 'by default, the arc furthest below its rating first (order "restore <arcs>" to choose)';
  const changes = arcChangesText(before, after);
  const note = changes === '' ? null : `${ship.name}'s shield arcs regain ${count(points, 'point')}: ${changes}, ${how}.`;
  return { ship: { ...ship, dirShields: after }, note };
}
