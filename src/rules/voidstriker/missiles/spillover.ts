/**
 * Spillover (Voidstriker §2.351: "If there is more than one target in the missile's target's inch, the other
 * ships, missiles, or whatever have a 50% chance of suffering spillover fire from an explosive or nuclear missile
 * hit. Spillover damage is one half the missile's normal damage (roll each hit separately and halve the damage)").
 *
 * Judgement calls: "the target's inch" = other objects whose centres are within 1" of the target's (ruling B8);
 * for each hitting missile, each bystander rolls d10, 1–5 = spillover (50%, as for the medic; ruling H2);
 * spillover damage is a fresh roll of the missile's damage, halved and rounded down (ruling H2). Xraser
 * missiles never spill over. The shareware edition gives no damage for explosive or nuclear missiles, so the
 * caller supplies the damage dice. Dice order: for each hit, each bystander's d10, then its damage dice if struck.
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import { SPILLOVER_RADIUS } from './missile-data.ts';
import type { Warhead } from './missile-data.ts';
import { distance } from '../../core/plane.ts';

/** "NdS+B" damage of one missile. */
export interface DamageDice {
  readonly dice: number;
  readonly sides: number;
  readonly bonus: number;
}

export interface Bystander {
  readonly id: string;
  readonly position: Point;
}

/** Everything other than the target whose centre is within 1" of the target's centre. */
export function inTargetsInch(targetId: string, targetPosition: Point, others: readonly Bystander[]): string[] {
  return others.filter((o) => o.id !== targetId && distance(o.position, targetPosition) <= SPILLOVER_RADIUS).map((o) => o.id);
}

export interface SpilloverRoll {
  readonly hit: number;
  readonly bystander: string;
  readonly roll: number;
  readonly spills: boolean;
  readonly damageDice: readonly number[];
  /** Halved, rounded down. */
  readonly damage: number;
}

export interface SpilloverResult {
  readonly applies: boolean;
  readonly rolls: readonly SpilloverRoll[];
  /** Damage packets per bystander, in the order the hits came. */
  readonly packets: Readonly<Record<string, readonly number[]>>;
}

export function resolveSpillover(input: { readonly salvoId: string; readonly warhead: Warhead; readonly hits: number; readonly damage: DamageDice; readonly bystanders: readonly string[] }, dice: Dice): SpilloverResult {
  const packets: Record<string, number[]> = {};
  if (input.warhead === 'xraser') return { applies: false, rolls: [], packets };
  const rolls: SpilloverRoll[] = [];
  for (let h = 1; h <= input.hits; h++) {
    for (const id of input.bystanders) {
      const roll = dice.roll(`spillover ${input.salvoId} hit ${h} on ${id} (1-5 spills)`, 10);
      const spills = roll <= 5;
      let damageDice: number[] = [];
      let damage = 0;
      if (spills) {
        damageDice = dice.rollMany(`spillover ${input.salvoId} hit ${h} damage on ${id}`, input.damage.dice, input.damage.sides);
        damage = Math.floor((damageDice.reduce((s, d) => s + d, 0) + input.damage.bonus) / 2);
        (packets[id] ??= []).push(damage);
      }
      rolls.push({ hit: h, bystander: id, roll, spills, damageDice, damage });
    }
  }
  return { applies: true, rolls, packets };
}
