/**
 * The direct-fire to-hit roll (Voidstriker §2.35 To-Hit Modifiers, §2.31, §2.362 Captain, §3.22): one d10 plus
 * every modifier must reach the weapon's base to-hit (lasers 4, mass drivers and blasters 5). "A natural 1 always
 * misses. There is no such thing as an automatic hit. Otherwise, all modifiers are cumulative."
 *
 * Modifiers: target TSM; +1 per doubling of sensors tracking the target; range; −1 per point of evasive thrust of
 * the target and of the firer ("any and all attacks against and by the evading ship"); +1 per point of attack
 * maneuver, fixed weapons only; +5 for a nonmaneuvering target; −3 while the firer has no captain (§2.362);
 * −1 per full inch of asteroids on the line (§3.22).
 *
 * Judgement calls (rulings, docs/rulings/voidstriker.md):
 * - A missile salvo target takes −4 in place of a TSM ("Targeting a missile is at −4", §2.351) (C6).
 * - Attack and evasive maneuvers may not be combined (§2.35 "during the same phase"; allocation is per round, A5):
 *   an input with both is refused.
 * - Mass drivers are fixed weapons (§2.35), so attack maneuvers help them.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { LockTarget } from '../sensors/lock-on.ts';
import { SALVO_TARGET_MODIFIER } from '../sensors/lock-on.ts';
import { sumModifiers } from '../sensors/modifier.ts';
import type { RollModifier } from '../sensors/modifier.ts';
import { rangeModifier, wholeRange } from '../sensors/range.ts';
import { sensorToHitBonus } from '../sensors/sensor-bonus.ts';
import { voidstrikerError } from '../errors.ts';

export interface ToHitInput {
  /** Die label, e.g. "to-hit Yamato→Kestrel Dual Mk-IV Laser". */
  readonly label: string;
  /** The weapon's base to-hit (weapon.ts `baseToHit`). */
  readonly needed: number;
  /** The weapon is fixed (gets attack maneuvers); turrets are not. */
  readonly fixed: boolean;
  readonly target: LockTarget;
  /** Working sensors locked on the target (≥ 1, else no fire at all). */
  readonly lockedSensors: number;
  /** Centre-to-centre distance in inches; rounded down. */
  readonly range: number;
  readonly firerEvasive: number;
  readonly firerAttack: number;
  /** The firer's captain is out of action (−3, §2.362). */
  readonly captainOut: boolean;
  /** Full inches of asteroid on the line of fire (§3.22, optional). */
  readonly asteroidInches?: number;
}

export interface ToHitResult {
  /** The natural d10. */
  readonly roll: number;
  readonly needed: number;
  readonly modifiers: readonly RollModifier[];
  readonly modifier: number;
  readonly total: number;
  /** The natural 1 that always misses. */
  readonly naturalOne: boolean;
  readonly hit: boolean;
}

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Every to-hit modifier for the shot, in the order of the §2.35 table. */
export function toHitModifiers(input: ToHitInput): RollModifier[] {
  const range = wholeRange(input.range);
  const mods: RollModifier[] = [];
  const t = input.target;
  if (t.kind === 'ship') mods.push({ source: `target size (TSM ${t.tsm >= 0 ? '+' : ''}${t.tsm})`, value: t.tsm, rule: '§2.35' });
  else mods.push({ source: 'missile salvo', value: SALVO_TARGET_MODIFIER, rule: '§2.351' });
  const sensors = sensorToHitBonus(input.lockedSensors);
  if (sensors > 0) mods.push({ source: `${input.lockedSensors} sensors tracking`, value: sensors, rule: '§2.35' });
  mods.push({ source: `range ${range}"`, value: rangeModifier(range), rule: '§2.35' });
  if (t.kind === 'ship' && t.evasive > 0) mods.push({ source: `target evasive ${t.evasive}`, value: -t.evasive, rule: '§2.35' });
  if (input.firerEvasive > 0) mods.push({ source: `firer evasive ${input.firerEvasive}`, value: -input.firerEvasive, rule: '§2.35' });
  if (input.fixed && input.firerAttack > 0) mods.push({ source: `attack maneuvers ${input.firerAttack}`, value: input.firerAttack, rule: '§2.35' });
  if (t.kind === 'ship' && t.immobile) mods.push({ source: 'nonmaneuvering target', value: 5, rule: '§2.35' });
  if (input.captainOut) mods.push({ source: 'no captain', value: -3, rule: '§2.362' });
  const asteroids = Math.floor(input.asteroidInches ?? 0);
  if (asteroids > 0) mods.push({ source: `asteroids ${asteroids}"`, value: -asteroids, rule: '§3.22' });
  return mods;
}

function checkInput(input: ToHitInput): RuleError | null {
  if (!isCount(input.lockedSensors) || input.lockedSensors < 1)
    return voidstrikerError('ERR_FIRE_UNTRACKED', 'No sensor is tracking that target, so no weapon may fire on it.', { at: 'lockedSensors' });
  if (!Number.isFinite(input.range) || input.range < 0) return voidstrikerError('ERR_FIRE_BAD_RANGE', 'Range must be a distance of 0 inches or more.', { at: 'range' });
  if (!isCount(input.firerEvasive) || !isCount(input.firerAttack))
    return voidstrikerError('ERR_FIRE_BAD_MANEUVER', 'Attack and evasive thrust must be whole numbers, 0 or more.');
  if (input.firerEvasive > 0 && input.firerAttack > 0)
    return voidstrikerError('ERR_FIRE_ATTACK_AND_EVASIVE', 'A ship may not make attack and evasive maneuvers at the same time.');
  if (input.target.kind === 'ship' && !isCount(input.target.evasive))
    return voidstrikerError('ERR_FIRE_BAD_MANEUVER', 'Target evasive thrust must be a whole number, 0 or more.', { at: 'target.evasive' });
  if (input.asteroidInches !== undefined && !(input.asteroidInches >= 0))
    return voidstrikerError('ERR_FIRE_BAD_ASTEROIDS', 'Asteroid inches must be 0 or more.', { at: 'asteroidInches' });
  return null;
}

/** The natural d10 a shot needs, or 11 when it cannot hit (a natural 1 never hits, so at least 2). */
export function naturalNeeded(needed: number, modifier: number): number {
  return Math.min(11, Math.max(2, needed - modifier));
}

/** Rolls one to-hit d10 (one per mount or battery, §2.36) and says whether it hit. */
export function rollToHit(input: ToHitInput, dice: Dice): Result<ToHitResult, RuleError> {
  const problem = checkInput(input);
  if (problem) return err(problem);
  const modifiers = toHitModifiers(input);
  const modifier = sumModifiers(modifiers);
  const roll = dice.roll(input.label, 10);
  const total = roll + modifier;
  const naturalOne = roll === 1;
  return ok({ roll, needed: input.needed, modifiers, modifier, total, naturalOne, hit: !naturalOne && total >= input.needed });
}
