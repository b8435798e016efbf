/**
 * Damage of one direct-fire hit (Voidstriker §2.36): roll the weapon's dice and add its bonus. Lasers lose 1 per
 * 3" of range and blasters 1 per 2"; mass drivers roll one d10 per damage point left and lose nothing. A mass
 * driver's dice make one hit (§2.37: "Mk-V Mass Driver (for 22 points of damage)").
 *
 * Judgement calls: range loss uses the whole-inch range (ruling D5, §2.35) and damage never drops below 0.
 * Voidstriker has no separate penetration value: the damage total is what goes against the Surface table and
 * then armor (§2.36), so a packet carries only its damage.
 */
import type { Dice } from '../../core/dice.ts';
import { wholeRange } from '../sensors/range.ts';
import { rangeDamageLoss, weaponDamageDice, weaponName } from './weapon.ts';
import type { DirectFireWeapon } from './weapon.ts';

export interface DamagePacket {
  /** "Mk-IV Laser", "Mk-V Mass Driver". */
  readonly weapon: string;
  /** Which mount of the battery (0 for a single mount) and which weapon in it. */
  readonly mountIndex: number;
  readonly weaponIndex: number;
  /** The damage dice as rolled. */
  readonly dice: readonly number[];
  readonly sides: number;
  readonly bonus: number;
  /** Points lost to range (§2.36), 0 for mass drivers. */
  readonly rangeLoss: number;
  /** max(0, Σ dice + bonus − rangeLoss): the points the damage module allocates. */
  readonly damage: number;
  /**
   * The hit location input (§2.36): after the first armor penetration the General table is used, or the Aft
   * table when the attack came from the target's aft arc.
   */
  readonly fromTargetAft: boolean;
}

export interface HitDamageInput {
  readonly weapon: DirectFireWeapon;
  readonly range: number;
  readonly mountIndex: number;
  readonly weaponIndex: number;
  readonly fromTargetAft: boolean;
  /** Label prefix for the damage dice, e.g. "damage Yamato→Kestrel". */
  readonly label: string;
}

/** Rolls the damage of one weapon's hit. */
export function rollHitDamage(input: HitDamageInput, dice: Dice): DamagePacket {
  const spec = weaponDamageDice(input.weapon);
  const name = weaponName(input.weapon);
  const faces = dice.rollMany(`${input.label} ${name} #${input.weaponIndex + 1}`, spec.dice, spec.sides);
  const rangeLoss = rangeDamageLoss(input.weapon, wholeRange(input.range));
  const rolled = faces.reduce((a, b) => a + b, 0);
  return {
    weapon: name,
    mountIndex: input.mountIndex,
    weaponIndex: input.weaponIndex,
    dice: faces,
    sides: spec.sides,
    bonus: spec.bonus,
    rangeLoss,
    damage: Math.max(0, rolled + spec.bonus - rangeLoss),
    fromTargetAft: input.fromTargetAft,
  };
}
