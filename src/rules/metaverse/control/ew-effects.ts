/**
 * EW numbers for the sensor roll (Metaverse p.53–57 "Electronic Warfare Systems"), as the book
 * has them. There is no separate "ECCM" system in the book: the counter to EW is the ELINT array (lowers the
 * target's EW for its owner's fire) and the targeting array (lowers the target's Target Rating).
 * - EW arrays: the target's EW rating; "Multiple EW arrays do not stack" (best working one counts).
 * - ECM: +1 EW to every friendly ship within 5 cm × rating, the owner included; arrays stack.
 * - EJ: +1 Target Rating to every ship within 5 cm × rating, friend or foe (ruling A53); arrays stack.
 * - Countermeasure pods: + combined rating of the pods fired this turn.
 * - Stealth: the target's effective EW is 4 × stealth rating, or 1 × rating while compromised.
 * Judgement calls: a ship exactly at the radius is inside it; stealth REPLACES the other EW sources (a stealthed
 * ship may not run them, p.57); EW is clamped at 0 (ruling A23).
 */

/** Radius in cm of an ECM or EJ field: 5 cm per rating point (p.55). */
export const areaFieldRadiusCm = (rating: number): number => 5 * rating;

export interface AreaEmitter {
  readonly rating: number;
  /** Distance from the emitting ship to the ship being checked (0 for the emitter itself). */
  readonly distanceCm: number;
}

/** How many fields cover a ship (each gives +1). */
export function fieldsCovering(emitters: readonly AreaEmitter[]): number {
  return emitters.filter((e) => e.rating > 0 && e.distanceCm <= areaFieldRadiusCm(e.rating)).length;
}

export interface EwInputs {
  /** Ratings of the target's working EW arrays. */
  readonly ewArrays: readonly number[];
  /** Working friendly ECM arrays with their distance to the target. */
  readonly ecm: readonly AreaEmitter[];
  /** Combined rating of the countermeasure pods the target fired this turn. */
  readonly podsRating: number;
  /** The target's active stealth generator, if any. */
  readonly stealth?: { readonly rating: number; readonly compromised: boolean };
  /** Rating of the firer's ELINT array aimed at this target (0 if none). */
  readonly elint: number;
}

export interface EwBreakdown {
  readonly arrays: number;
  readonly ecm: number;
  readonly pods: number;
  readonly stealth: number;
  readonly elint: number;
  /** What the firer subtracts from its sensor rating: never below 0. */
  readonly total: number;
}

export function effectiveEw(input: EwInputs): EwBreakdown {
  const elint = Math.max(0, input.elint);
  if (input.stealth !== undefined && input.stealth.rating > 0) {
    // p.57: "an effective EW strength of four, multiplied by the rating"; compromised "is reduced to one".
    const stealth = (input.stealth.compromised ? 1 : 4) * input.stealth.rating;
    return { arrays: 0, ecm: 0, pods: 0, stealth, elint, total: Math.max(0, stealth - elint) };
  }
  const arrays = input.ewArrays.reduce((best, r) => Math.max(best, r), 0);
  const ecm = fieldsCovering(input.ecm);
  const pods = Math.max(0, input.podsRating);
  return { arrays, ecm, pods, stealth: 0, elint, total: Math.max(0, arrays + ecm + pods - elint) };
}

/** +1 Target Rating per EJ field covering the target (p.55), friend or foe. */
export const jammingTargetRatingBonus = (emitters: readonly AreaEmitter[]): number => fieldsCovering(emitters);

/** Target Rating reduction from the firer's targeting array aimed at this target (p.54). */
export const targetingArrayReduction = (rating: number): number => Math.max(0, rating);
