/**
 * Starfighter squadron designs and their limits (Metaverse p.81 "Starfighter Squadrons").
 *
 * A design is data (MetaMaker output), so this module only checks the structural limits the book gives:
 * Range a multiple of 25 cm from 25 to 250 or infinite, Defence 4–15, whole non-negative Furball / Hardpoints,
 * Strength ≥ 1, qualities from the five named, fighter weapons "long" or "short" only.
 *
 * This is a NARROW local shape: the ship/design schema belongs to another module, and the lead maps it onto
 * these fields. Extra fields on the real objects are ignored.
 *
 * Judgement calls:
 * - Infinite range is written `'infinite'` (JSON has no spelling for it).
 * - A weapon's damage is `{ die, mod }` with `die` absent (or 0) for flat damage, as in samples.json.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

export const FIGHTER_QUALITIES = ['FTL', 'Breaching', 'ECM', 'Stealth', 'Scout'] as const;
export type FighterQuality = (typeof FIGHTER_QUALITIES)[number];

/** A starfighter weapon (p.81 "Weapons"): like a starship weapon, but range only long or short and no sensor roll. */
export interface FighterWeapon {
  readonly id: string;
  readonly name: string;
  readonly range: 'long' | 'short';
  readonly pulse: { readonly count: number };
  /** Damage per pulse: `die` sides rolled plus `mod`; no die means flat `mod`. */
  readonly damage: { readonly die?: number; readonly mod: number };
  /** PD value and target types ("starfighters", "kinetic", "energy", "indirect"). */
  readonly pd: { readonly value: number; readonly targets: readonly string[] };
  /** Vulnerable to interception, and the intercept value (null = default, the max damage of one pulse). */
  readonly intercept: { readonly vulnerable: boolean; readonly value: number | null };
}

export interface StarfighterType {
  readonly id: string;
  readonly name: string;
  /** Hits to destroy (p.81 "Strength"). */
  readonly strength: number;
  /** Mission range in cm, or unlimited (p.81 "Range"). */
  readonly range: number | 'infinite';
  /** The D20 number PDS, PD and furball attacks need (p.81 "Defence"). */
  readonly defence: number;
  /** D20s rolled in furballs or for interception (p.81 "Furball"). */
  readonly furball: number;
  readonly hardpoints: number;
  readonly qualities: readonly FighterQuality[];
  /** Points struck on the starfighter chart when destroyed (p.38 "Morale Step"). */
  readonly moraleValue: number;
  readonly integratedWeapons: readonly { readonly weapon: string; readonly quantity: number }[];
  readonly mountableWeapons: readonly string[];
}

const isWhole = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** The maximum damage of one pulse: the default intercept value (p.31, p.67). */
export function fighterMaxPulseDamage(weapon: FighterWeapon): number {
  return (weapon.damage.die ?? 0) + weapon.damage.mod;
}

/** The intercept value a pulse of this weapon must be matched by (stated IV, else max pulse damage). */
export function fighterInterceptValue(weapon: FighterWeapon): number {
  return weapon.intercept.value ?? fighterMaxPulseDamage(weapon);
}

/** Checks a fighter weapon's structural limits (p.81 "Weapons"). */
export function validateFighterWeapon(w: FighterWeapon): Result<FighterWeapon, RuleError> {
  const at = w.id;
  if (w.range !== 'long' && w.range !== 'short')
    return err(metaverseError('ERR_FIGHTER_WEAPON_RANGE', 'A starfighter weapon range must be "long" or "short".', { at }));
  if (!Number.isInteger(w.pulse.count) || w.pulse.count < 1)
    return err(metaverseError('ERR_FIGHTER_WEAPON_PULSE', 'Give the weapon a whole number of pulses, 1 or more.', { at }));
  const die = w.damage.die ?? 0;
  if (!isWhole(die) || die === 1 || !Number.isInteger(w.damage.mod) || die + w.damage.mod < 0)
    return err(metaverseError('ERR_FIGHTER_WEAPON_DAMAGE', 'Give the weapon a damage die of 2+ sides (or none) and a whole modifier.', { at }));
  if (!isWhole(w.pd.value))
    return err(metaverseError('ERR_FIGHTER_WEAPON_PD', 'A PD value must be a whole number of 0 or more.', { at }));
  return ok(w);
}

/** Checks a squadron design against the limits of p.81. */
export function validateStarfighterType(t: StarfighterType): Result<StarfighterType, RuleError> {
  const at = t.id;
  if (!Number.isInteger(t.strength) || t.strength < 1)
    return err(metaverseError('ERR_FIGHTER_STRENGTH', 'Give the squadron a whole Strength of 1 or more.', { at }));
  // p.81 "Range": a multiple of 25 cm from 25 to 250, or infinite.
  if (t.range !== 'infinite' && !(Number.isInteger(t.range) && t.range >= 25 && t.range <= 250 && t.range % 25 === 0))
    return err(metaverseError('ERR_FIGHTER_RANGE', 'Set the squadron range to a multiple of 25 cm from 25 to 250, or infinite.', { at }));
  // p.81 "Defence ranges from 4 to 15."
  if (!Number.isInteger(t.defence) || t.defence < 4 || t.defence > 15)
    return err(metaverseError('ERR_FIGHTER_DEFENCE', 'Set the squadron Defence to a whole number from 4 to 15.', { at }));
  if (!isWhole(t.furball)) return err(metaverseError('ERR_FIGHTER_FURBALL', 'Set the Furball rating to a whole number of 0 or more.', { at }));
  if (!isWhole(t.hardpoints)) return err(metaverseError('ERR_FIGHTER_HARDPOINTS', 'Set Hardpoints to a whole number of 0 or more.', { at }));
  if (!isWhole(t.moraleValue)) return err(metaverseError('ERR_FIGHTER_MORALE', 'Set the morale value to a whole number of 0 or more.', { at }));
  const unknown = t.qualities.find((q) => !(FIGHTER_QUALITIES as readonly string[]).includes(q));
  if (unknown !== undefined)
    return err(metaverseError('ERR_FIGHTER_QUALITY', `Use only the qualities ${FIGHTER_QUALITIES.join(', ')}.`, { at, suggestion: String(unknown) }));
  if (new Set(t.qualities).size !== t.qualities.length)
    return err(metaverseError('ERR_FIGHTER_QUALITY_TWICE', 'List each squadron quality once.', { at }));
  if (t.integratedWeapons.some((w) => !Number.isInteger(w.quantity) || w.quantity < 1))
    return err(metaverseError('ERR_FIGHTER_WEAPON_QUANTITY', 'Give each integrated weapon a quantity of 1 or more.', { at }));
  if (t.hardpoints === 0 && t.mountableWeapons.length > 0)
    return err(metaverseError('ERR_FIGHTER_NO_HARDPOINTS', 'A squadron with 0 hardpoints cannot list mountable weapons.', { at }));
  return ok(t);
}

export const hasFighterQuality = (t: StarfighterType, q: FighterQuality): boolean => t.qualities.includes(q);
