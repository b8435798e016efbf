/**
 * Voidstriker repair history (§2.41): what the damage-control rules must remember about each component between
 * turns. Plain data for the lead's game state, keyed by `componentKey`.
 *
 * Judgement calls:
 * - Cap: "Up to half the component's former DP may be repaired in this way (at least 1 point)" — DP restored
 *   since the part was last destroyed ≤ max(1, floor(original / 2)) (ruling G3, §2.41). The count starts again when a
 *   destroyed part is brought back; otherwise a 1-DP part could never use the book's 10/100/1,000-turn re-repair.
 * - "If a component is repaired and destroyed again, the time to repair it becomes 10 turns, then 100, then
 *   1,000": the attempt that brings a destroyed part back must be committed for at least 10^k turns, where k is
 *   how many times it has been brought back before (ruling G4: a minimum commitment).
 * - Sensors are interchangeable, so the sensor pool is one entry: the (k+1)-th sensor revival needs
 *   10^floor(k / class sensors) turns (each sensor's first revival is quick; a second round of them is not).
 */
export interface ComponentRepairs {
  /** DP restored since the part was last brought back from destruction (or since the battle began). */
  readonly restoredDp: number;
  /** Times a repair brought the part back from 0 DP. */
  readonly revivals: number;
  /** A natural 17 or 18 was rolled: only a shipyard can fix it now (§2.41). */
  readonly shipyardOnly: boolean;
}

/** Repair history by `componentKey`; a missing key means never repaired. */
export type RepairRecord = Readonly<Record<string, ComponentRepairs>>;

export const NO_REPAIRS: ComponentRepairs = { restoredDp: 0, revivals: 0, shipyardOnly: false };

export function repairsOf(record: RepairRecord, key: string): ComponentRepairs {
  return record[key] ?? NO_REPAIRS;
}

/** §2.41: at most half the former DP, at least 1. */
export function repairCap(originalDp: number): number {
  return Math.max(1, Math.floor(originalDp / 2));
}

/**
 * DP that may still be restored to a part now at `dp` (§2.41 cap). A destroyed part starts a fresh count;
 * never more than it has lost.
 */
export function repairableDp(originalDp: number, dp: number, repairs: ComponentRepairs): number {
  const used = dp === 0 ? 0 : repairs.restoredDp;
  return Math.max(0, Math.min(repairCap(originalDp) - used, originalDp - dp));
}

/**
 * §2.41 and B11: the fewest turns a repair of this part may be committed for: 1, or for a part repaired and
 * destroyed again 10, then 100, then 1,000 … `perRevival` is how many revivals make one "time" (the sensor count
 * for the sensor pool, else 1).
 */
export function minimumRepairTurns(dp: number, repairs: ComponentRepairs, perRevival = 1): number {
  if (dp > 0) return 1;
  return 10 ** Math.floor(repairs.revivals / Math.max(1, perRevival));
}
