/**
 * Sensor lock-on (Voidstriker §2.33, §2.331, §3.21, §3.22): at the start of the round each ship rolls a d10 for
 * each target its sensors are assigned to, adds the modifiers, and paints the target on 3 or better.
 *
 * Modifiers (§2.33): range and target size (TSM); "normal modifiers for stationary targets and targets evasive
 * maneuvering apply", i.e. +5 for an immobile target (§2.35 Nonmaneuvering target) and −1 per point of the
 * target's evasive thrust; +3 if the observer was locked on the target the preceding turn; the target's ECM
 * against the observer (§2.331, ecm.ts). A planet on the centre-to-centre line makes tracking impossible
 * (§3.21): no die is rolled.
 *
 * Judgement calls (rulings C1–C6, all where the book is silent):
 * - One roll per (observer, target); every sensor assigned to that target shares its outcome (C1). The sensor
 *   count does not modify the lock roll (C2); it gives the to-hit bonus once locked (sensor-bonus.ts).
 * - A natural 1 does not fail a lock: the natural-1 rule is in the to-hit section (C3).
 * - The observer's own evasive thrust does not affect its lock (C4).
 * - A missile salvo is tracked like a ship with −4 in place of a TSM ("Targeting a missile is at −4", §2.351;
 *   ruling C6). Salvos never evade and are never immobile.
 * - Asteroids "obscure Sensor readings" (§3.22): −1 per full inch of asteroid on the line, as for to-hit.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { Dice } from '../../core/dice.ts';
import { ecmModifier } from './ecm.ts';
import { sumModifiers } from './modifier.ts';
import type { RollModifier } from './modifier.ts';
import { rangeModifier, wholeRange } from './range.ts';
import { sensorToHitBonus } from './sensor-bonus.ts';
import { voidstrikerError } from '../errors.ts';

/** The lock roll needs 3 or better (§2.33). */
export const LOCK_NEEDED = 3;

/** Salvo size modifier [ruling C6]: "Targeting a missile is at −4" (§2.351). */
export const SALVO_TARGET_MODIFIER = -4;

/** What the observer is trying to track. */
export type LockTarget =
  | {
      readonly kind: 'ship';
      /** Target Size Modifier from the ship's Performance line (−2 gunboats … +2 cruisers). */
      readonly tsm: number;
      /** Thrust the target put into evasive maneuvers this round (§2.31). */
      readonly evasive: number;
      /** Drives destroyed or shut down, a base, a station (§2.35 Nonmaneuvering target): +5. */
      readonly immobile: boolean;
    }
  | { readonly kind: 'salvo' };

export interface LockOnInput {
  /** Names for the die label and the log, e.g. "Yamato" and "Kestrel". */
  readonly observer: string;
  readonly target: string;
  /** Working sensors the observer assigned to track this target (at least 1). */
  readonly trackingSensors: number;
  readonly targetSize: LockTarget;
  /** Centre-to-centre distance in inches at the start of the round; rounded down (range.ts). */
  readonly range: number;
  /** The observer was locked on this target in the preceding turn (+3). */
  readonly previouslyLocked: boolean;
  /** Sensors the target keeps on ECM against this observer (§2.331). */
  readonly ecmSensors: number;
  /** Full inches of asteroid counter on the line (optional rule §3.22) [ruling H4]. */
  readonly asteroidInches?: number;
  /** A planet disc crosses the centre-to-centre line (§3.21): no lock possible. */
  readonly blockedByPlanet?: boolean;
}

export interface LockOnResult {
  readonly observer: string;
  readonly target: string;
  readonly trackingSensors: number;
  /** The whole-inch range used. */
  readonly range: number;
  /** The natural d10, or null when a planet blocks the line and no die is rolled. */
  readonly roll: number | null;
  readonly needed: number;
  readonly modifiers: readonly RollModifier[];
  /** Sum of the modifiers. */
  readonly modifier: number;
  /** roll + modifier, or null when no die was rolled. */
  readonly total: number | null;
  readonly blockedByPlanet: boolean;
  /** Painted: the observer may fire on the target this round and launch missiles at it (§2.33, §2.351). */
  readonly locked: boolean;
  /** The to-hit bonus the lock gives weapons fire on this target (0 unless locked). */
  readonly toHitBonus: number;
}

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Every modifier of the lock roll, in the order the book lists them. */
export function lockOnModifiers(input: LockOnInput): RollModifier[] {
  const range = wholeRange(input.range);
  const mods: RollModifier[] = [{ source: `range ${range}"`, value: rangeModifier(range), rule: '§2.33' }];
  const size = input.targetSize;
  if (size.kind === 'ship') {
    mods.push({ source: `target size (TSM ${size.tsm >= 0 ? '+' : ''}${size.tsm})`, value: size.tsm, rule: '§2.33' });
    if (size.immobile) mods.push({ source: 'immobile target', value: 5, rule: '§2.33, §2.35' });
    if (size.evasive > 0) mods.push({ source: `target evasive ${size.evasive}`, value: -size.evasive, rule: '§2.33, §2.31' });
  } else {
    mods.push({ source: 'missile salvo', value: SALVO_TARGET_MODIFIER, rule: '§2.351' });
  }
  if (input.previouslyLocked) mods.push({ source: 'locked last turn', value: 3, rule: '§2.33' });
  if (input.ecmSensors > 0) mods.push({ source: `ECM ×${input.ecmSensors}`, value: ecmModifier(input.ecmSensors), rule: '§2.331' });
  const asteroids = Math.floor(input.asteroidInches ?? 0);
  if (asteroids > 0) mods.push({ source: `asteroids ${asteroids}"`, value: -asteroids, rule: '§3.22' });
  return mods;
}

function checkInput(input: LockOnInput): RuleError | null {
  if (!isCount(input.trackingSensors) || input.trackingSensors < 1)
    return voidstrikerError('ERR_LOCK_NO_SENSORS', `${input.observer} needs at least one sensor on ${input.target} to track it.`, { at: 'trackingSensors' });
  if (!isCount(input.ecmSensors)) return voidstrikerError('ERR_LOCK_BAD_ECM', 'ECM sensors must be a whole number, 0 or more.', { at: 'ecmSensors' });
  if (!Number.isFinite(input.range) || input.range < 0) return voidstrikerError('ERR_LOCK_BAD_RANGE', 'Range must be a distance of 0 inches or more.', { at: 'range' });
  if (input.targetSize.kind === 'ship' && !isCount(input.targetSize.evasive))
    return voidstrikerError('ERR_LOCK_BAD_EVASIVE', 'Evasive thrust must be a whole number, 0 or more.', { at: 'targetSize.evasive' });
  if (input.asteroidInches !== undefined && !(input.asteroidInches >= 0))
    return voidstrikerError('ERR_LOCK_BAD_ASTEROIDS', 'Asteroid inches must be 0 or more.', { at: 'asteroidInches' });
  return null;
}

/** Rolls one lock (one d10 labelled "lock-on Observer→Target") and says whether the target is painted. */
export function rollLockOn(input: LockOnInput, dice: Dice): Result<LockOnResult, RuleError> {
  const problem = checkInput(input);
  if (problem) return err(problem);
  const range = wholeRange(input.range);
  const base = { observer: input.observer, target: input.target, trackingSensors: input.trackingSensors, range, needed: LOCK_NEEDED };
  if (input.blockedByPlanet) {
    // §3.21: "that ship cannot be tracked" — nothing to roll.
    return ok({ ...base, roll: null, modifiers: [], modifier: 0, total: null, blockedByPlanet: true, locked: false, toHitBonus: 0 });
  }
  const modifiers = lockOnModifiers(input);
  const modifier = sumModifiers(modifiers);
  const roll = dice.roll(`lock-on ${input.observer}→${input.target}`, 10);
  const total = roll + modifier;
  const locked = total >= LOCK_NEEDED;
  return ok({
    ...base,
    roll,
    modifiers,
    modifier,
    total,
    blockedByPlanet: false,
    locked,
    toHitBonus: locked ? sensorToHitBonus(input.trackingSensors) : 0,
  });
}
