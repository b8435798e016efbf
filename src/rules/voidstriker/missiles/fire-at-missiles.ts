/**
 * Shooting at missile salvos (Voidstriker §2.351: "Targeting a missile is at -4 … Any damage destroys a missile";
 * §2.35 base to-hit: lasers 4+, mass drivers 5+, "A natural 1 always misses"; reference sheet laser damage;
 * §2.36 lasers lose 1 damage per 3" of range).
 *
 * The caller supplies every ordinary modifier (range, sensors, both ships' evasive, attack maneuvers for fixed
 * weapons, captain, asteroids) as labelled terms: they belong to the general fire rules. This module adds the −4
 * and decides how many missiles die.
 *
 * Judgement calls (ruling E9, §2.351): one to-hit roll per mount; each weapon of the mount that hits and does at
 * least 1 damage after range loss destroys one missile. A mass driver is one weapon and always does ≥1 damage,
 * so no damage dice are rolled for it. Blasters have no stats in the shareware edition and are not offered.
 * Dice order: the to-hit d10, then (lasers, on a hit) one d6 per laser in the mount.
 */
import type { Dice } from '../../core/dice.ts';
import { TARGETING_MISSILE_MODIFIER } from './missile-data.ts';

/** A labelled to-hit modifier, e.g. { source: 'range 1', value: 1 }. */
export interface ModifierTerm {
  readonly source: string;
  readonly value: number;
}

export type LaserMark = 1 | 2 | 3 | 4 | 5;

/** Reference sheet: laser Mk-I 1d6+2 … Mk-V 1d6+10. */
export const LASER_DAMAGE_BONUS: Readonly<Record<LaserMark, number>> = { 1: 2, 2: 3, 3: 5, 4: 7, 5: 10 };

export type AntiMissileWeapon =
  /** A laser mount or battery: `weapons` lasers fire under one roll (§2.36). */
  | { readonly kind: 'laser'; readonly mark: LaserMark; readonly weapons: number }
  | { readonly kind: 'massDriver' };

/** §2.35 base to-hit. */
export const baseToHit = (weapon: AntiMissileWeapon): number => (weapon.kind === 'laser' ? 4 : 5);

export interface AntiMissileShot {
  readonly firerId: string;
  readonly mountId: string;
  readonly salvoId: string;
  readonly weapon: AntiMissileWeapon;
  /** Whole-inch range, for laser damage loss (§2.36). */
  readonly range: number;
  /** Every modifier except the missile −4, which this module adds. */
  readonly modifiers: readonly ModifierTerm[];
  /** Missiles in the salvo before this shot. */
  readonly missiles: number;
}

export interface LaserDamageRoll {
  readonly laser: number;
  readonly die: number;
  readonly bonus: number;
  readonly rangeLoss: number;
  /** Never below 0 (ruling D5). */
  readonly total: number;
}

export interface AntiMissileResult {
  readonly firerId: string;
  readonly mountId: string;
  readonly salvoId: string;
  readonly natural: number;
  readonly modifiers: readonly ModifierTerm[];
  readonly total: number;
  readonly needed: number;
  readonly naturalOne: boolean;
  readonly hit: boolean;
  readonly damage: readonly LaserDamageRoll[];
  readonly missilesDestroyed: number;
  readonly missilesLeft: number;
}

/** Resolves one mount's fire at a salvo. */
export function fireAtSalvo(shot: AntiMissileShot, dice: Dice): AntiMissileResult {
  const modifiers: ModifierTerm[] = [...shot.modifiers, { source: 'target is a missile', value: TARGETING_MISSILE_MODIFIER }];
  const natural = dice.roll(`to-hit ${shot.firerId} ${shot.mountId}→salvo ${shot.salvoId}`, 10);
  const total = natural + modifiers.reduce((s, m) => s + m.value, 0);
  const needed = baseToHit(shot.weapon);
  const naturalOne = natural === 1;
  const hit = !naturalOne && total >= needed;
  const damage: LaserDamageRoll[] = [];
  let killers = 0;
  if (hit) {
    if (shot.weapon.kind === 'laser') {
      const bonus = LASER_DAMAGE_BONUS[shot.weapon.mark];
      const rangeLoss = Math.floor(Math.max(0, shot.range) / 3);
      for (let i = 1; i <= shot.weapon.weapons; i++) {
        const die = dice.roll(`laser ${i}/${shot.weapon.weapons} damage ${shot.mountId}→salvo ${shot.salvoId}`, 6);
        const dealt = Math.max(0, die + bonus - rangeLoss);
        damage.push({ laser: i, die, bonus, rangeLoss, total: dealt });
        if (dealt >= 1) killers++;
      }
    } else {
      killers = 1;
    }
  }
  const missilesDestroyed = Math.min(Math.max(0, shot.missiles), killers);
  return {
    firerId: shot.firerId,
    mountId: shot.mountId,
    salvoId: shot.salvoId,
    natural,
    modifiers,
    total,
    needed,
    naturalOne,
    hit,
    damage,
    missilesDestroyed,
    missilesLeft: Math.max(0, shot.missiles) - missilesDestroyed,
  };
}
