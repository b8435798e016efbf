/**
 * Magazine hits (Voidstriker §2.362 Magazine: "If a magazine is hit, the missiles, railgun or mass driver shells
 * are destroyed. In addition, a hit to a missile or railgun magazine has a 1 in 10 chance of setting off one of the
 * warheads, doing full damage to the ship's interior (roll immediately on the Interior damage table, ignoring armor
 * for the first hit). The weapon does its full damage (any dice are automatically 6 or 10, respectively). If the
 * ship has no magazines, treat this as a cargo hit. Mass driver shells, being relatively inert, do not explode").
 *
 * Returns a value the damage module applies: contents lost and, maybe, a blast packet for the Internal table.
 * Judgement calls (rulings F3, F4; §2.362): the magazine hit is a random one still holding ammunition (else any); the warhead
 * goes off on a d10 of 1; an empty magazine has no warhead to set off, so no roll. Railguns have no stats in the
 * shareware edition, so only missile and mass-driver magazines are modelled.
 */
import type { Dice } from '../../core/dice.ts';
import { xraserMaxDamage } from './missile-data.ts';
import type { MissileMark } from './missile-data.ts';

export type Magazine =
  | { readonly id: string; readonly ammo: 'missile'; readonly missileMark: MissileMark; readonly rounds: number }
  | { readonly id: string; readonly ammo: 'shell'; readonly rounds: number };

export type MagazineHit =
  /** §2.362: no magazine, treat as a Cargo hit. */
  | { readonly kind: 'no-magazine' }
  | {
      readonly kind: 'magazine';
      readonly magazineId: string;
      /** d10 to choose among several magazines (null with one candidate). */
      readonly choiceRoll: number | null;
      readonly contentsLost: number;
      /** The 1-in-10 d10, null when none is rolled (shells, or nothing left). */
      readonly explosionRoll: number | null;
      /** A packet for the Internal table, with no armour before its first roll. */
      readonly blast: { readonly damage: number; readonly table: 'internal'; readonly skipFirstArmour: true } | null;
    };

export function resolveMagazineHit(shipId: string, magazines: readonly Magazine[], dice: Dice): MagazineHit {
  if (magazines.length === 0) return { kind: 'no-magazine' };
  const loaded = magazines.filter((m) => m.rounds > 0);
  const pool = loaded.length > 0 ? loaded : magazines;
  let choiceRoll: number | null = null;
  let chosen = pool[0];
  if (pool.length > 1) {
    choiceRoll = dice.roll(`magazine hit on ${shipId}: which of ${pool.length}`, pool.length);
    chosen = pool[choiceRoll - 1];
  }
  if (chosen === undefined) throw new Error('magazine choice out of range');
  const contentsLost = Math.max(0, chosen.rounds);
  if (chosen.ammo !== 'missile' || contentsLost === 0) {
    return { kind: 'magazine', magazineId: chosen.id, choiceRoll, contentsLost, explosionRoll: null, blast: null };
  }
  const explosionRoll = dice.roll(`magazine ${chosen.id} on ${shipId}: warhead goes off on 1`, 10);
  const blast = explosionRoll === 1 ? { damage: xraserMaxDamage(chosen.missileMark), table: 'internal' as const, skipFirstArmour: true as const } : null;
  return { kind: 'magazine', magazineId: chosen.id, choiceRoll, contentsLost, explosionRoll, blast };
}
