/**
 * A Metaverse weapon mode as the fire module needs it (Metaverse p.67–72 "Weapon Systems").
 * A weapon may have several modes; the mode is chosen before the sensor roll (p.67), so every function here takes
 * one mode. Launcher munitions share this stat line (without a rate of fire).
 *
 * Judgement calls:
 * - Accuracy is stored as the amount ADDED to the target's TR, so negative = more accurate (ruling A22).
 * - A rolled pulse count (`D6x(5)` in the appendix) is `pulse: { die }`, rolled before interception (A33).
 * - The intercept value defaults to the maximum damage of one pulse, adaptation included (p.69 "Interception").
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { maxDamageOf, QUALITY_CODES, type DamageEffect, type DamageType, type QualityCode } from '../ships/weapon.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

export type Die = 4 | 6 | 8 | 10 | 12;
export const DICE: readonly Die[] = [4, 6, 8, 10, 12];

// Weapon quality codes (p.72): ships/weapon.ts `QUALITY_CODES`, the one list.
export type { QualityCode } from '../ships/weapon.ts';

/** Qualities whose effect depends on the parity of the sensor roll (p.72–76: DM, ER, PH, QM, UR). */
export const PARITY_QUALITIES: readonly QualityCode[] = ['DM', 'ER', 'PH', 'QM', 'UR'];

/** PD target types (p.24 "Starship Combat Step"). */
export type PdTargetKind = 'starfighters' | DamageType;

export interface WeaponRange {
  /** Range band size in cm, 5–50. */
  readonly band: number;
  /** Number of bands, 1–255. */
  readonly bands: number;
  /** The band with a range modifier of 0 (default 1). */
  readonly effectiveBand: number;
}

export interface WeaponMode {
  /** The weapon (or launcher) id, e.g. "w-1". */
  readonly weaponId: string;
  /** Mode name, e.g. "Beam". */
  readonly mode: string;
  /** The ship section holding the weapon (for local sensors and Volatile). */
  readonly section: string;
  readonly pulse: { readonly count: number } | { readonly die: Die };
  readonly damage: { readonly fixed: number } | { readonly die: Die; readonly mod: number };
  readonly damageType: DamageType;
  readonly effect: DamageEffect;
  readonly range: WeaponRange;
  readonly pd: { readonly value: number; readonly targets: readonly PdTargetKind[] };
  /** `value` overrides the default intercept value (max damage of one pulse). */
  readonly intercept: { readonly vulnerable: false } | { readonly vulnerable: true; readonly value?: number };
  /** Deflection Piercing 0–9. */
  readonly dp: number;
  /** Added to the target's TR (negative = more accurate, A22). */
  readonly accuracy: number;
  /** Area-of-effect die, or null. */
  readonly aoe: Die | null;
  readonly qualities: readonly QualityCode[];
}

export const hasQuality = (mode: WeaponMode, code: QualityCode): boolean => mode.qualities.includes(code);

/** The largest damage one pulse can do, plus the Adaptive level (p.68 "Damage Profile", p.72 "Adaptive"). */
export function maxPulseDamage(mode: WeaponMode, adaptation = 0): number {
  return maxDamageOf(mode.damage) + (hasQuality(mode, 'AD') ? adaptation : 0);
}

/** The PD rating needed to cancel one pulse, or null when the mode is immune (p.69 "Interception"). */
export function interceptValue(mode: WeaponMode, adaptation = 0): number | null {
  if (!mode.intercept.vulnerable) return null;
  return mode.intercept.value ?? maxPulseDamage(mode, adaptation);
}

const isInt = (n: number): boolean => Number.isInteger(n);

/** Checks a mode against the design limits of p.67–72. */
export function validateWeaponMode(mode: WeaponMode): Result<WeaponMode, RuleError> {
  const at = `${mode.weaponId}/${mode.mode}`;
  const bad = (code: MetaverseErrorCode, message: string): Result<never, RuleError> => err(metaverseError(code, message, { at }));
  const r = mode.range;
  if (!isInt(r.band) || r.band < 5 || r.band > 50) return bad('ERR_WEAPON_BAND', 'A range band must be a whole number of cm from 5 to 50.');
  if (!isInt(r.bands) || r.bands < 1 || r.bands > 255) return bad('ERR_WEAPON_BANDS', 'A weapon needs 1 to 255 range bands.');
  if (!isInt(r.effectiveBand) || r.effectiveBand < 1 || r.effectiveBand > r.bands)
    return bad('ERR_WEAPON_EFFECTIVE_BAND', 'The effective band must be one of the weapon’s bands.');
  if ('count' in mode.pulse && (!isInt(mode.pulse.count) || mode.pulse.count < 1)) return bad('ERR_WEAPON_PULSE', 'A weapon needs at least 1 pulse.');
  if ('die' in mode.pulse && !DICE.includes(mode.pulse.die)) return bad('ERR_WEAPON_PULSE', 'A rolled pulse count uses a D4, D6, D8, D10 or D12.');
  if ('fixed' in mode.damage ? !isInt(mode.damage.fixed) || mode.damage.fixed < 0 : !DICE.includes(mode.damage.die) || !isInt(mode.damage.mod))
    return bad('ERR_WEAPON_DAMAGE', 'Damage is a whole fixed number or a D4–D12 with a whole modifier.');
  if (!isInt(mode.dp) || mode.dp < 0 || mode.dp > 9) return bad('ERR_WEAPON_DP', 'Deflection Piercing must be 0 to 9.');
  if (!isInt(mode.accuracy)) return bad('ERR_WEAPON_ACCURACY', 'Accuracy must be a whole number.');
  if (mode.aoe !== null && !DICE.includes(mode.aoe)) return bad('ERR_WEAPON_AOE', 'An AoE die is a D4, D6, D8, D10 or D12.');
  if (!isInt(mode.pd.value) || mode.pd.value < 0) return bad('ERR_WEAPON_PD', 'A PD value must be a whole number, 0 or more.');
  if (mode.pd.value > 0 && (mode.pd.targets.length < 1 || mode.pd.targets.length > 4))
    return bad('ERR_WEAPON_PD_TARGETS', 'A weapon with a PD value needs 1 to 4 target types.');
  if (mode.intercept.vulnerable && mode.intercept.value !== undefined && (!isInt(mode.intercept.value) || mode.intercept.value < 1))
    return bad('ERR_WEAPON_INTERCEPT', 'An intercept value must be a whole number, 1 or more.');
  const unknown = mode.qualities.find((q) => !Object.hasOwn(QUALITY_CODES, q));
  if (unknown !== undefined) return bad('ERR_WEAPON_QUALITY', `Unknown weapon quality "${String(unknown)}"; use the codes of p.72.`);
  return ok(mode);
}
