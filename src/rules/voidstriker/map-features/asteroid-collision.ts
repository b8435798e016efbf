/**
 * Asteroid collisions and laser asteroid defence (book §3.22: "If a ship or missile enters an asteroid counter,
 * roll 2D6, add the ship's TSM and drift speed to the roll, and subtract any thrust given to evasive maneuvers.
 * If the result is 9 or higher, the starship or missile takes collision damage from an asteroid impact. Rolling
 * a natural 12 always results in impact. To calculate the damage from the hit, roll one d6, add the ship's TSM
 * and drift speed, then roll that many d10s. If a missile hits an asteroid, it is destroyed." … "1 laser turret
 * provides -1 on the asteroid evasion roll, 2 lasers provides -2, 4 provides -3, 8 provides -4, etc. The lasers
 * must be turreted, and the number of lasers in the turret doesn't matter"; rulings H3, H5).
 *
 * When a mover enters a counter comes from geometry/asteroids.ts `fieldEntries` (one roll per entry). The −1 per
 * inch on lock and to-hit rolls is applied by sensors/ and fire/ (see sight-line.ts), not here.
 *
 * Judgement calls:
 * - The book gives no natural-2 rule, so a natural 2 can still collide if the modifiers are high enough.
 * - The damage total is one packet (ruling H3); the caller allocates it with damage/allocate.ts, whose
 *   `arc` input the book does not settle for a rock — ruling H3 says the General table, i.e. a non-aft arc.
 * - A number of d10s of 0 or less (a small, slow ship rolling low) means no damage.
 * - A salvo makes one roll for the whole salvo with TSM 0 and no evasive (ruling E13); on a collision
 *   every missile in it is destroyed and no damage is rolled. Missiles destroyed by rock cause no fratricide
 *   (fratricide needs a missile "blown up" by fire, §2.351) [ruling H3].
 * - Laser defence counts turrets (any number of lasers each); counts between the book's 1, 2, 4, 8 use
 *   floor(log2 n) as the other doubling progressions (ruling H5). Those turrets give up their fire for the
 *   round (ruling H3); that bookkeeping is the caller's. Fixed lasers and non-lasers cannot be used.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { doublings } from '../sensors/doubling.ts';
import { sumModifiers } from '../sensors/modifier.ts';
import type { RollModifier } from '../sensors/modifier.ts';
import { voidstrikerError } from '../errors.ts';

/** A collision happens on 9 or more (§3.22). */
export const ASTEROID_COLLISION_NEEDED = 9;
/** "Rolling a natural 12 always results in impact" (§3.22). */
export const ASTEROID_NATURAL_IMPACT = 12;

export type AsteroidMover =
  | {
      readonly kind: 'ship';
      readonly id: string;
      /** Target Size Modifier (§2.2 Performance). */
      readonly tsm: number;
      /** Drift speed this round, whole inches (§2.31). */
      readonly driftSpeed: number;
      /** Thrust given to evasive maneuvers this round (§2.31). */
      readonly evasive: number;
      /** Laser turrets the commander put on asteroid defence (§3.22); 0 for none. */
      readonly defenceTurrets: number;
    }
  | { readonly kind: 'salvo'; readonly id: string; readonly driftSpeed: number };

/** The laser asteroid defence modifier: 1 turret → −1, 2 → −2, 4 → −3, 8 → −4 (§3.22). */
export function asteroidDefenceModifier(turrets: number): number {
  return turrets >= 1 ? -(1 + doublings(turrets)) : 0;
}

export interface AsteroidDamage {
  /** The d6 that sets how many d10s are rolled. */
  readonly countDie: number;
  /** d6 + TSM + drift speed, floored at 0. */
  readonly diceCount: number;
  readonly dice: readonly number[];
  /** Σ d10: one damage packet for damage/allocate.ts. */
  readonly damage: number;
}

export interface AsteroidCollision {
  readonly mover: string;
  readonly field: string;
  /** The two d6. */
  readonly roll: readonly [number, number];
  readonly natural: number;
  readonly modifiers: readonly RollModifier[];
  readonly modifier: number;
  readonly total: number;
  readonly needed: number;
  readonly collided: boolean;
  /** Ships that collided: the damage roll. Null for a miss or a salvo. */
  readonly damage: AsteroidDamage | null;
  /** A salvo that collided is destroyed with all its missiles (§3.22). */
  readonly salvoDestroyed: boolean;
}

const nonNegativeInt = (n: number): boolean => Number.isInteger(n) && n >= 0;

function validate(mover: AsteroidMover): RuleError | null {
  if (!nonNegativeInt(mover.driftSpeed)) return voidstrikerError('ERR_ASTEROID_BAD_DRIFT', 'Drift speed must be a whole number of inches, 0 or more.', { at: mover.id });
  if (mover.kind === 'ship') {
    if (!Number.isInteger(mover.tsm)) return voidstrikerError('ERR_ASTEROID_BAD_TSM', 'TSM must be a whole number.', { at: mover.id });
    if (!nonNegativeInt(mover.evasive)) return voidstrikerError('ERR_ASTEROID_BAD_EVASIVE', 'Evasive thrust must be a whole number, 0 or more.', { at: mover.id });
    if (!nonNegativeInt(mover.defenceTurrets)) return voidstrikerError('ERR_ASTEROID_BAD_TURRETS', 'Turrets on asteroid defence must be a whole number, 0 or more.', { at: mover.id });
  }
  return null;
}

/** The collision roll's modifiers (§3.22): TSM, drift speed, −evasive, −laser defence. */
export function asteroidCollisionModifiers(mover: AsteroidMover): RollModifier[] {
  const mods: RollModifier[] = [];
  if (mover.kind === 'ship' && mover.tsm !== 0) mods.push({ source: 'target size', value: mover.tsm, rule: '§3.22' });
  if (mover.driftSpeed !== 0) mods.push({ source: 'drift speed', value: mover.driftSpeed, rule: '§3.22' });
  if (mover.kind === 'ship') {
    if (mover.evasive !== 0) mods.push({ source: 'evasive maneuvers', value: -mover.evasive, rule: '§3.22' });
    const defence = asteroidDefenceModifier(mover.defenceTurrets);
    if (defence !== 0) mods.push({ source: `laser asteroid defence (${mover.defenceTurrets} turrets)`, value: defence, rule: '§3.22' });
  }
  return mods;
}

/** One entry into an asteroid counter (§3.22): 2d6 collision roll, then for a ship d6 → that many d10 damage. */
export function rollAsteroidCollision(mover: AsteroidMover, field: string, dice: Dice): Result<AsteroidCollision, RuleError> {
  const bad = validate(mover);
  if (bad !== null) return err(bad);
  const label = `asteroid collision ${mover.id} in ${field}`;
  const a = dice.roll(label, 6);
  const b = dice.roll(label, 6);
  const natural = a + b;
  const modifiers = asteroidCollisionModifiers(mover);
  const modifier = sumModifiers(modifiers);
  const total = natural + modifier;
  const collided = natural === ASTEROID_NATURAL_IMPACT || total >= ASTEROID_COLLISION_NEEDED;
  let damage: AsteroidDamage | null = null;
  if (collided && mover.kind === 'ship') {
    const countDie = dice.roll(`asteroid damage dice ${mover.id}`, 6);
    const diceCount = Math.max(0, countDie + mover.tsm + mover.driftSpeed);
    const faces = dice.rollMany(`asteroid damage ${mover.id}`, diceCount, 10);
    damage = { countDie, diceCount, dice: faces, damage: faces.reduce((s, f) => s + f, 0) };
  }
  return ok({
    mover: mover.id,
    field,
    roll: [a, b],
    natural,
    modifiers,
    modifier,
    total,
    needed: ASTEROID_COLLISION_NEEDED,
    collided,
    damage,
    salvoDestroyed: collided && mover.kind === 'salvo',
  });
}
