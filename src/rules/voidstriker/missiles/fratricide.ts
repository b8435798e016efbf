/**
 * Fratricide (Voidstriker §2.351: "If an explosive missile is blown up before it can get to its target, any other
 * missiles within 1/2" of the exploding missile have a 3 in 6 chance of also being destroyed. Xraser missiles
 * suffer fratricide on 2 in 6, nuclear missiles on 5 in 6. 'Chain reactions' won't happen … Missiles may be used
 * for anti-missile fire by purposely detonating a missile when it intercepts an incoming salvo, inducing
 * fratricide normally").
 *
 * Judgement calls (ruling E10, §2.351): the chance is that of the exploding missile; each missile blown up (by fire, or
 * detonated on purpose against a salvo) makes one d6 roll for every other missile still alive within 1/2" — the
 * rest of its own salvo always is, sharing one counter; a missile lost to fratricide makes no rolls of its own
 * and is rolled for no more. A missile that merely misses its target causes no fratricide. Dice order: exploding
 * missiles in the order given, then the nearby salvos in the order given, missile by missile.
 */
import type { Dice } from '../../core/dice.ts';
import { FRATRICIDE_CHANCE } from './missile-data.ts';
import type { Warhead } from './missile-data.ts';

/** Missiles blown up before reaching their target, of one warhead type. */
export interface ExplodingMissiles {
  readonly salvoId: string;
  readonly warhead: Warhead;
  readonly count: number;
}

/** Surviving missiles within 1/2" of the explosions. */
export interface NearbySalvo {
  readonly salvoId: string;
  readonly count: number;
}

export interface FratricideRoll {
  readonly exploding: string;
  readonly victim: string;
  readonly roll: number;
  /** Destroyed on this or less (d6). */
  readonly chance: number;
  readonly destroyed: boolean;
}

export interface FratricideResult {
  readonly rolls: readonly FratricideRoll[];
  /** Missiles left in each nearby salvo, in the order given. */
  readonly survivors: readonly NearbySalvo[];
}

export function resolveFratricide(exploding: readonly ExplodingMissiles[], nearby: readonly NearbySalvo[], dice: Dice): FratricideResult {
  const alive = nearby.map((s) => Math.max(0, s.count));
  const rolls: FratricideRoll[] = [];
  for (const group of exploding) {
    const chance = FRATRICIDE_CHANCE[group.warhead];
    for (let e = 1; e <= group.count; e++) {
      nearby.forEach((salvo, j) => {
        const before = alive[j] ?? 0;
        let lost = 0;
        for (let m = 1; m <= before; m++) {
          const roll = dice.roll(`fratricide ${group.salvoId} missile ${e} (${group.warhead}) vs ${salvo.salvoId} missile ${m}/${before}`, 6);
          const destroyed = roll <= chance;
          if (destroyed) lost++;
          rolls.push({ exploding: `${group.salvoId}#${e}`, victim: salvo.salvoId, roll, chance, destroyed });
        }
        alive[j] = before - lost;
      });
    }
  }
  return { rolls, survivors: nearby.map((s, j) => ({ salvoId: s.salvoId, count: alive[j] ?? 0 })) };
}
