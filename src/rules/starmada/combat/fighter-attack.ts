/**
 * Attacks made BY fighter flights ("Fighters in Combat", Starmada 5.4 p.23; B.1 Anti-Fighter Batteries p.30).
 *
 * - On a starship: one die per fighter, each 5–6 is a hit; no to-hit modifiers of any kind. Each hit rolls one
 *   impact die against the ship's shields (normal impact rules) and each point of impact one damage die (IMP 1,
 *   DMG 1, no traits). The damage is applied immediately (apply-damage.ts, mode 'immediate').
 *   Against a ship with anti-fighter batteries every die showing 1 also destroys one attacking fighter.
 * - On a fighter flight: one die per fighter, each 5–6 destroys a target fighter, each 1 destroys an attacking
 *   fighter, but the attackers lose no more than the target flight had (p.23). Fighters attacking seekers suffer
 *   no losses on 1s (C.4 p.40).
 *
 * Fighter variants (F.4 p.52, fighters/variants.ts): assault flights roll two dice per fighter, bombers and
 * interceptors hit on 4+ or only on 6 by the target's kind; heavy flights save hits, light flights lose more.
 * With no variant given, every flight is standard.
 */
import { count } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import { NO_DAMAGE, rollDamage } from './damage.ts';
import type { DamageRoll, DamageTally } from './damage.ts';
import { rollImpact } from './impact.ts';
import type { ImpactRoll } from './impact.ts';
import { rollDice } from './roll-dice.ts';
import { damageTargetOf } from './attack.ts';
import type { ShipTarget } from './attack.ts';
import { formatDamage, formatImpact, SEPARATOR } from './summary.ts';
import { dicePerFighter, fightersLost, hitsOn, type FighterVariant } from '../fighters/variants.ts';

/** A fighter's attack is IMP 1, DMG 1 with no traits (p.23). */
const FIGHTER_WEAPON = { imp: 1, dmg: 1, traits: [] } as const;

export interface FighterShipAttack {
  /** The attacking flight's name. */
  readonly attacker: string;
  readonly fighters: number;
  readonly target: ShipTarget & { readonly antiFighterBatteries?: boolean };
  /** F.4: the attacking flight's variant. */
  readonly variant?: FighterVariant | undefined;
  /** B.20: the attacker is a shuttle, which saves its losses. */
  readonly shuttle?: boolean | undefined;
  /** G.4: inside a nebula. */
  readonly nebula?: boolean;
}

export interface FighterShipAttackRecord {
  readonly dice: readonly number[];
  readonly hits: number;
  /** Attacking fighters destroyed by anti-fighter batteries (B.1). */
  readonly attackerLosses: number;
  readonly impact: ImpactRoll | null;
  readonly damage: DamageRoll | null;
  readonly total: DamageTally;
  readonly summary: string;
}

const countWhere = (faces: readonly number[], test: (f: number) => boolean): number => faces.filter(test).length;

/** A fighter flight attacks a starship (p.23). */
export function resolveFighterAttackOnShip(attack: FighterShipAttack, dice: Dice): FighterShipAttackRecord {
  const { target } = attack;
  const label = `${attack.attacker}→${target.name} fighters`;
  const faces = rollDice(dice, `fighter attack ${label}`, Math.max(0, attack.fighters) * dicePerFighter(attack.variant));
  const need = hitsOn(attack.variant, 'ship');
  const hits = countWhere(faces, (f) => f >= need);
  // B.1: "it loses a fighter on a roll of 1, just as if it were attacking another fighter flight".
  const ones = target.antiFighterBatteries ? countWhere(faces, (f) => f === 1) : 0;
  const lost = fightersLost({ fighters: attack.fighters, variant: attack.variant, shuttle: attack.shuttle }, ones, 1, dice, label);
  const attackerLosses = lost.destroyed;
  const head = [`${attack.attacker} → ${target.name}`, `fighters ${faces.join(', ') || 'no dice'} · hits on ${need}+ → ${hits === 0 ? 'no hits' : count(hits, 'hit')}`];
  const losses = ones > 0 ? [`${lost.text === '' ? '' : `${lost.text} · `}anti-fighter batteries destroy ${count(attackerLosses, 'fighter')}`] : [];
  if (hits === 0) {
    return { dice: faces, hits, attackerLosses, impact: null, damage: null, total: NO_DAMAGE, summary: [...head, ...losses].join(SEPARATOR) };
  }
  const impact = rollImpact(FIGHTER_WEAPON, 'medium', hits, { shield: target.shield, nebula: attack.nebula === true }, dice, label);
  const damage =
    impact.impacts > 0
      ? rollDamage(
          FIGHTER_WEAPON,
          impact.impacts,
          damageTargetOf(target),
          {},
          dice,
          label,
        )
      : null;
  const parts = [...head, ...losses, formatImpact(impact), ...(damage ? [formatDamage(damage)] : [])];
  return { dice: faces, hits, attackerLosses, impact, damage, total: damage?.total ?? NO_DAMAGE, summary: parts.join(SEPARATOR) };
}

export interface FighterFlightAttack {
  readonly attacker: string;
  readonly fighters: number;
  /** F.4: the attacking flight's variant. */
  readonly variant?: FighterVariant | undefined;
  /** B.20: the attacker is a shuttle, which saves its losses. */
  readonly shuttle?: boolean | undefined;
  readonly target: { readonly name: string; readonly fighters: number; readonly seeker?: boolean; readonly variant?: FighterVariant | undefined; readonly shuttle?: boolean | undefined };
}

export interface FighterFlightAttackRecord {
  readonly dice: readonly number[];
  /** Target fighters destroyed (5–6s, up to the fighters it has). */
  readonly targetLosses: number;
  /** Attacking fighters destroyed (1s, at most the target flight's size; none against seekers). */
  readonly attackerLosses: number;
  readonly summary: string;
}

/** A fighter flight attacks another flight (p.23). */
export function resolveFighterAttackOnFlight(attack: FighterFlightAttack, dice: Dice): FighterFlightAttackRecord {
  const { target } = attack;
  const label = `${attack.attacker}→${target.name}`;
  const faces = rollDice(dice, `fighter attack ${label} fighters`, Math.max(0, attack.fighters) * dicePerFighter(attack.variant));
  const need = hitsOn(attack.variant, 'flight');
  const onTarget = fightersLost(target, countWhere(faces, (f) => f >= need), 1, dice, `${label} target`);
  const targetLosses = onTarget.destroyed;
  // p.23: "The number of hits scored on the attacking flight cannot exceed the number of fighters in the target flight."
  const ones = target.seeker ? 0 : countWhere(faces, (f) => f === 1);
  const onAttacker = fightersLost({ fighters: attack.fighters, variant: attack.variant, shuttle: attack.shuttle }, Math.min(ones, Math.max(0, target.fighters)), 1, dice, `${label} attacker`);
  const attackerLosses = onAttacker.destroyed;
  const summary = [
    `${attack.attacker} → ${target.name}`,
    `fighters ${faces.join(', ') || 'no dice'} · hits on ${need}+`,
    ...[onTarget.text, onAttacker.text].filter((t) => t !== ''),
    `${target.name} loses ${targetLosses}, ${attack.attacker} loses ${attackerLosses}`,
  ].join(SEPARATOR);
  return { dice: faces, targetLosses, attackerLosses, summary };
}
