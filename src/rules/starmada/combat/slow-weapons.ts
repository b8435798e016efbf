/**
 * Slow weapons (C.5 p.42; E.1 p.48; C.2 p.39): a bank that fired cannot fire in the next game turn; a weapon
 * Slow twice fires only every third game turn. Slow weapons start the game ready. The whole bank waits even if
 * only one of its weapons fired; other banks of the battery are not affected. A repaired Slow weapon counts as
 * fired in the preceding Combat Phase (damage-control.ts records that).
 *
 * Judgement call: `ShipState.lastFired` does not say which mode a dual-mode bank fired in; C.2 says a bank
 * "may not fire while reloading" in either mode, so the caller passes the Slow count of the mode last fired.
 */

/** The first game turn a bank that last fired in `lastFired` may fire again (null: it has not fired yet). */
export function nextSlowTurn(lastFired: number | null, slowCount: number): number | null {
  if (lastFired === null || slowCount <= 0) return null;
  return lastFired + 1 + Math.min(2, slowCount);
}

/** Whether a bank may fire in game turn `turn`. */
export function slowBankReady(lastFired: number | null, turn: number, slowCount: number): boolean {
  const next = nextSlowTurn(lastFired, slowCount);
  return next === null || turn >= next;
}
