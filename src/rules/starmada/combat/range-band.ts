/**
 * Range (Starmada 4.1 p.19, 4.2 p.20) and the range-based traits of C.5 (p.42–43).
 *
 * - Bands: short if d ≤ S, medium if S < d ≤ M, long if M < d ≤ L; beyond L the weapon cannot attack (p.19–20).
 * - Ballistic cannot attack at short range; Carronade cannot attack at long range (p.42).
 * - Range modifier: +1 / 0 / −1; Diffuse doubles it, Focused reverses it, both give −2 / 0 / +2, Guided has none.
 * - Effective range (p.19) from 3-D play (G.6), long range sensors (B.13), nebulae (G.4) and untagged
 *   targets (E.7). Judgement call (ruling 37): they combine in the order 3-D → LRS (or nebula when there is no LRS)
 *   → TAG doubling; bands and maximum range use the final value.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { hasTrait } from './combat-weapon.ts';
import type { CombatWeapon } from './combat-weapon.ts';
import { starmadaError } from '../errors.ts';

export type RangeBand = 'short' | 'medium' | 'long';

/** The band a distance falls in for S-M-L bands, or null beyond the long band (p.19). */
export function bandOf(distance: number, range: readonly [number, number, number]): RangeBand | null {
  const [short, medium, long] = range;
  if (distance <= short) return 'short';
  if (distance <= medium) return 'medium';
  if (distance <= long) return 'long';
  return null;
}

/**
 * The band a weapon attacks in at `distance` (effective range), or why it cannot attack.
 * `weaponName` only makes the sentence clearer.
 */
export function weaponBand(distance: number, weapon: CombatWeapon, weaponName = 'This weapon'): Result<RangeBand, RuleError> {
  if (weapon.range === null) {
    return err(starmadaError('ERR_SEEKER_NO_RANGE', `${weaponName} is a seeking weapon: it launches a seeker flight instead of rolling to hit.`));
  }
  const [short, medium, long] = weapon.range;
  const band = bandOf(distance, weapon.range);
  if (band === null) {
    return err(
      starmadaError('ERR_OUT_OF_RANGE', `The target is ${distance} hexes away; ${weaponName} reaches ${long}. Pick a closer target.`),
    );
  }
  // C.5 p.42: Ballistic "cannot be made against targets at short range".
  if (band === 'short' && hasTrait(weapon, 'Bls')) {
    return err(
      starmadaError(
        'ERR_BALLISTIC_SHORT',
        `${weaponName} is Ballistic and cannot fire at ${short} hexes or less; the target is ${distance} away. Pick a target farther off.`,
      ),
    );
  }
  // C.5 p.42: Carronade "may not be used to attack targets at long range".
  if (band === 'long' && hasTrait(weapon, 'Crn')) {
    return err(
      starmadaError(
        'ERR_CARRONADE_LONG',
        `${weaponName} is a Carronade and cannot fire beyond ${medium} hexes; the target is ${distance} away. Pick a closer target.`,
      ),
    );
  }
  return ok(band);
}

/** The to-hit modifier for the band (4.2 p.20; Diffuse, Focused, Guided C.5 p.42–43). */
export function rangeModifier(band: RangeBand, weapon: Pick<CombatWeapon, 'traits'>): number {
  if (band === 'medium' || hasTrait(weapon, 'Gid')) return 0;
  const diffuse = hasTrait(weapon, 'Dfs');
  const focused = hasTrait(weapon, 'Fcs');
  const sign = band === 'short' ? 1 : -1;
  if (diffuse && focused) return -2 * sign;
  if (diffuse) return 2 * sign;
  if (focused) return -sign;
  return sign;
}

export interface RangeAdjustments {
  /** G.6: altitude difference in levels (3-D play). */
  readonly altitudeDifference?: number;
  /** B.13: the attacker has working long range sensors. */
  readonly longRangeSensors?: boolean;
  /** G.4: the battle is inside a nebula. */
  readonly nebula?: boolean;
  /** E.7: the target is not tagged, so the range counts double. */
  readonly untagged?: boolean;
}

/** The range used for bands and maximum range, from the hex distance (p.19, ruling 37 for the order). */
export function effectiveRange(distance: number, adjust: RangeAdjustments = {}): number {
  const altitude = Math.abs(adjust.altitudeDifference ?? 0);
  // G.6 p.57: "the sum of the distance in hexes and the difference in altitude or twice the difference, whichever is greater".
  let range = altitude > 0 ? Math.max(distance + altitude, 2 * altitude) : distance;
  if (adjust.longRangeSensors) {
    // B.13 p.33: reduce by one-third of the actual range, rounded down; it also cancels the nebula (G.4 p.56).
    range -= Math.floor(range / 3);
  } else if (adjust.nebula) {
    // G.4 p.56: all ranges +50%, rounded up (7 → 11).
    range = Math.ceil((range * 3) / 2);
  }
  // E.7 p.50: "the distance to the target is doubled".
  if (adjust.untagged) range *= 2;
  return range;
}
