/**
 * Explosions (Starmada E.3 p.48–49).
 *
 * A starship removed for accumulated damage explodes: for each element in its hex or an adjacent hex roll dice
 * equal to its hull size; in the same hex each 4–6 is a hit, in an adjacent hex each 5–6; against tiny targets
 * every die is −1 (so adjacent fighters are hit only on a 6). Ships captured by marines, rendered inert by Deadly
 * casualties or lost over an event horizon do not explode; nor do fighter flights. The caller then places a
 * face-down flare marker in the hex and handles the timing (after movement, at once for fighter kills and chain
 * reactions, End Phase, or at once under E.5).
 *
 * Judgement calls:
 * - The book does not give an explosion hit's IMP and DMG. Like every other non-weapon hit in the book (fighters,
 *   mines, asteroid fields, shockwaves) it is IMP 1, DMG 1 with no traits, against the shield that faces the
 *   exploding ship (the caller picks the arc; in the same hex there is none, so the caller decides).
 * - A natural 1 is never a hit, whatever the modifier (the p.20 rule for to-hit dice).
 */
import { count } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import type { ShipState } from '../state.ts';
import { damageTargetOf } from './attack.ts';
import type { FlightTarget, ShipTarget } from './attack.ts';
import { NO_DAMAGE, rollDamage } from './damage.ts';
import type { DamageRoll, DamageTally } from './damage.ts';
import { rollImpact } from './impact.ts';
import type { ImpactRoll } from './impact.ts';
import { rollDice } from './roll-dice.ts';
import { formatDamage, formatImpact, SEPARATOR } from './summary.ts';

/** A ship destroyed by damage explodes unless a Deadly casualty rendered it inert (C.5 p.41, E.3). */
export const explodes = (ship: ShipState, hullBoxes: number): boolean =>
  ship.hull.checked + ship.hull.crewFromBack + ship.hull.pending + ship.hull.crewPending >= hullBoxes &&
  ship.hull.crewFromBack + ship.hull.crewPending === 0;

export type ExplosionTarget = (ShipTarget | FlightTarget) & {
  /** In the exploding ship's own hex (else adjacent). */
  readonly sameHex: boolean;
};

export interface ExplosionAttackRecord {
  readonly target: string;
  readonly dice: readonly number[];
  /** Lowest natural face that hits: 4 or 5, one more against a tiny target. */
  readonly needed: number;
  readonly hits: number;
  readonly impact: ImpactRoll | null;
  readonly damage: DamageRoll | null;
  readonly total: DamageTally;
  readonly fightersDestroyed: number;
  readonly summary: string;
}

const EXPLOSION_HIT = { imp: 1, dmg: 1, traits: [] } as const;

/** Resolves one explosion against every element in the same or an adjacent hex, in the order given. */
export function resolveExplosion(
  exploding: { readonly name: string; readonly hullSize: number },
  targets: readonly ExplosionTarget[],
  dice: Dice,
): ExplosionAttackRecord[] {
  return targets.map((target) => {
    const label = `explosion ${exploding.name}→${target.name}`;
    const faces = rollDice(dice, label, Math.max(0, exploding.hullSize));
    const tiny = target.kind === 'flight';
    const needed = (target.sameHex ? 4 : 5) + (tiny ? 1 : 0);
    const hits = faces.filter((f) => f !== 1 && f >= needed).length;
    const head = [`${exploding.name} explodes → ${target.name}`, `${faces.join(', ') || 'no dice'} · hits on ${needed}+ → ${hits === 0 ? 'no hits' : count(hits, 'hit')}`];
    if (target.kind === 'flight') {
      const fightersDestroyed = Math.min(hits, Math.max(0, target.fighters));
      const tail = hits > 0 ? [`${count(fightersDestroyed, 'fighter')} destroyed`] : [];
      return { target: target.name, dice: faces, needed, hits, impact: null, damage: null, total: NO_DAMAGE, fightersDestroyed, summary: [...head, ...tail].join(SEPARATOR) };
    }
    if (hits === 0) {
      return { target: target.name, dice: faces, needed, hits, impact: null, damage: null, total: NO_DAMAGE, fightersDestroyed: 0, summary: head.join(SEPARATOR) };
    }
    const impact = rollImpact(EXPLOSION_HIT, 'medium', hits, { shield: target.shield }, dice, label);
    const damage =
      impact.impacts > 0
        ? rollDamage(
            EXPLOSION_HIT,
            impact.impacts,
            damageTargetOf(target),
            {},
            dice,
            label,
          )
        : null;
    const summary = [...head, formatImpact(impact), ...(damage ? [formatDamage(damage)] : [])].join(SEPARATOR);
    return { target: target.name, dice: faces, needed, hits, impact, damage, total: damage?.total ?? NO_DAMAGE, fightersDestroyed: 0, summary };
  });
}
