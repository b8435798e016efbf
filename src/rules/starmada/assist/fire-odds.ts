/**
 * What a fire declaration may expect, as far as it is known when fire is declared (Starmada 4.1 p.19, 4.2 p.20):
 * the range in hexes, the band (short if d ≤ S, medium if d ≤ M, long if d ≤ L, p.19), and the natural die a
 * to-hit roll needs: a die hits when die + modifier ≥ ACC, a natural 1 always misses, and when even a 6 cannot
 * succeed each 6 is re-rolled for +5 (p.20, ruling 6).
 *
 * The modifiers are those fire resolution applies (fire/resolve-fire.ts): range band (with Diffuse, Focused,
 * Guided), tiny target for flights, the target's working countermeasures (B.6), the attacker's working fire
 * control (B.8), and evasive action in this turn's revealed orders (D.3). Directed damage (E.2, −1) is the
 * player's choice in the declaration itself, so the preview leaves it out.
 * Seeking weapons (C.4) roll nothing now: they launch a flight, which attacks later.
 */
import { isDetectedCloaked } from '../movement/cloaking.ts';
import { probeHelps } from '../combat/probes.ts';
import { sightFor, sightTerm } from '../combat/sight.ts';
import { hexDistance } from '../../core/hex.ts';
import { currentRatings } from '../combat/apply-damage.ts';
import { weaponBand, type RangeBand } from '../combat/range-band.ts';
import { workingEquipment } from '../combat/ship-target.ts';
import { toHitModifier, type ToHitConditions, type ToHitModifier } from '../combat/to-hit.ts';
import { effectiveDistance, type FireTarget } from '../combat/reach-target.ts';
import { evading } from '../combat/resolve-fire.ts';
import { classOf, tracksOf } from '../combat/ship-condition.ts';
import { hitsOnText } from '../combat/summary.ts';

export { hitsOnText } from '../combat/summary.ts';
import type { WeaponProfile } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';

export interface FireOdds {
  /** Hex distance from the firing ship to the target. */
  readonly hexes: number;
  /** Effective range (B.13 long range sensors shorten it). */
  readonly range: number;
  /** null for a seeking weapon, or when the weapon cannot attack at this range. */
  readonly band: RangeBand | null;
  readonly modifier: ToHitModifier | null;
  /** Lowest natural die that hits, before any re-roll; null for a seeking weapon. */
  readonly needed: number | null;
  /** "4+", "2+", "6 then 3+"; "" for a seeking weapon. */
  readonly hitsOn: string;
}

/** The to-hit conditions fire resolution uses for this attacker and target (resolve-fire.ts). */
export function declaredConditions(state: StarmadaState, attacker: ShipState, target: FireTarget): ToHitConditions {
  const targetShip = target.kind === 'ship' ? state.ships.find((s) => s.id === target.id) : undefined;
  const evasion: { attackerEngine?: number; targetEngine?: number } = {};
  if (evading(state, attacker.id)) evasion.attackerEngine = currentRatings(attacker, tracksOf(state, attacker)).engines;
  if (targetShip && evading(state, targetShip.id)) evasion.targetEngine = currentRatings(targetShip, tracksOf(state, targetShip)).engines;
  return {
    tinyTarget: target.kind === 'flight',
    fireControl: workingEquipment(classOf(state, attacker), attacker, 'Fire Control'),
    ...(targetShip ? { countermeasures: workingEquipment(classOf(state, targetShip), targetShip, 'Countermeasures') } : {}),
    ...(evasion.attackerEngine !== undefined || evasion.targetEngine !== undefined ? { evasion } : {}),
    ...sightTerm(sightFor(state, attacker, target)),
    ...(targetShip && isDetectedCloaked(state, targetShip) ? { detectedCloakedTarget: true } : {}),
    ...(probeHelps(state, attacker.id, target.at) ? { probeWithin3: true } : {}),
  };
}


export function fireOdds(state: StarmadaState, attacker: ShipState, profile: WeaponProfile, target: FireTarget): FireOdds {
  const hexes = hexDistance(attacker.at, target.at);
  const range = effectiveDistance(state, attacker, hexes, target.id);
  if (profile.range === null) return { hexes, range, band: null, modifier: null, needed: null, hitsOn: '' };
  const band = weaponBand(range, profile);
  if (!band.ok) return { hexes, range, band: null, modifier: null, needed: null, hitsOn: '' };
  const modifier = toHitModifier(band.value, profile, declaredConditions(state, attacker, target));
  const needed = profile.acc - modifier.total;
  return { hexes, range, band: band.value, modifier, needed, hitsOn: hitsOnText(needed) };
}
