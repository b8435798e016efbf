/**
 * The missile attack roll and its damage (Voidstriker §2.351: "The to-hit roll for missiles is 10+ on 1 10-sided
 * die. Add one to the roll for every phase the missile has spent in flight, subtract the target's evasive
 * maneuvers, and add the target's TSM to the roll. If the missile fails the roll, it explodes harmlessly";
 * §2.35 "A natural 1 always misses"; reference sheet Xraser Missile Damage).
 *
 * Judgement calls (rulings E6–E8, §2.351): one roll per missile, each hit is its own damage packet; a natural 1 misses;
 * phases in flight = movement steps begun since launch including the current one. Dice order: each missile's
 * to-hit d10, followed at once by its damage d10 if it hit.
 */
import type { Dice } from '../../core/dice.ts';
import { MISSILE_TO_HIT, XRASER_DAMAGE_BONUS } from './missile-data.ts';
import type { MissileMark } from './missile-data.ts';

export interface MissileAttack {
  readonly salvoId: string;
  readonly targetId: string;
  /** Missiles left in the salvo when it strikes. */
  readonly count: number;
  readonly mark: MissileMark;
  readonly phasesInFlight: number;
  readonly targetTsm: number;
  /** Thrust the target put into evasive maneuvers this round. */
  readonly targetEvasive: number;
}

export interface MissileDamage {
  readonly die: number;
  readonly bonus: number;
  readonly total: number;
}

export interface MissileRoll {
  /** 1-based missile number within the salvo. */
  readonly missile: number;
  readonly natural: number;
  /** phases in flight + TSM − evasive. */
  readonly modifier: number;
  readonly total: number;
  readonly needed: number;
  readonly hit: boolean;
  /** Why it missed on a natural 1 (§2.35). */
  readonly naturalOne: boolean;
  readonly damage: MissileDamage | null;
}

export interface MissileAttackResult {
  readonly salvoId: string;
  readonly targetId: string;
  readonly rolls: readonly MissileRoll[];
  readonly hits: number;
  /** One damage packet per hit, for damage allocation (§2.36). */
  readonly packets: readonly number[];
}

/** The §2.351 modifier for a missile's attack roll. */
export const missileModifier = (a: Pick<MissileAttack, 'phasesInFlight' | 'targetTsm' | 'targetEvasive'>): number =>
  a.phasesInFlight + a.targetTsm - a.targetEvasive;

/** Rolls every missile of a salvo that reached its target. */
export function resolveMissileAttack(attack: MissileAttack, dice: Dice): MissileAttackResult {
  const modifier = missileModifier(attack);
  const bonus = XRASER_DAMAGE_BONUS[attack.mark];
  const rolls: MissileRoll[] = [];
  for (let i = 1; i <= attack.count; i++) {
    const natural = dice.roll(`missile ${i}/${attack.count} to-hit ${attack.salvoId}→${attack.targetId}`, 10);
    const total = natural + modifier;
    const naturalOne = natural === 1;
    const hit = !naturalOne && total >= MISSILE_TO_HIT;
    let damage: MissileDamage | null = null;
    if (hit) {
      const die = dice.roll(`missile ${i}/${attack.count} damage Mk-${attack.mark} ${attack.salvoId}→${attack.targetId}`, 10);
      damage = { die, bonus, total: die + bonus };
    }
    rolls.push({ missile: i, natural, modifier, total, needed: MISSILE_TO_HIT, hit, naturalOne, damage });
  }
  const packets = rolls.flatMap((r) => (r.damage ? [r.damage.total] : []));
  return { salvoId: attack.salvoId, targetId: attack.targetId, rolls, hits: packets.length, packets };
}
