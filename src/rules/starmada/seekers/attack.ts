/**
 * A seeker flight's attack on the target whose hex it entered (Starmada C.4 p.40; ruling 23).
 *
 * - One die per seeker; each die that equals or exceeds the weapon's ACC scores one hit; a natural 1 misses and a
 *   die that cannot succeed re-rolls its 6 (p.20). The only modifiers are −1 against a ship with anti-fighter
 *   batteries (B.1) and +1 for a face-up probe within three hexes of the target (B.17) [ruling 23].
 * - Against a starship each hit rolls the weapon's IMP against the shields and each point of impact its DMG, with
 *   the normal impact and damage rules and the weapon's traits (combat/impact.ts, combat/damage.ts). The caller
 *   reads the shields from the hex the flight left (directional shields, screens).
 * - Against a flight each hit removes one fighter or seeker, with no impact or damage roll (p.23).
 *
 * Judgement call: of the to-hit traits only Repeating changes a seeker's die (Volatile is rolled at launch, see
 * ./launch.ts; Fire-Linked has no volley to link; Accurate, Incapacitating and Non-Piercing only touch the tiny-
 * target modifier, which seekers do not take).
 */
import type { Dice } from '../../core/dice.ts';
import { damageTargetOf, type FlightTarget, type ShipTarget } from '../combat/attack.ts';
import type { CombatWeapon } from '../combat/combat-weapon.ts';
import { NO_DAMAGE, rollDamage, type DamageRoll, type DamageTally } from '../combat/damage.ts';
import { rollImpact, type ImpactRoll } from '../combat/impact.ts';
import { formatDamage, formatImpact, formatToHit, SEPARATOR } from '../combat/summary.ts';
import { rollToHit, type ModifierTerm, type ToHitRoll } from '../combat/to-hit.ts';
import { weaponCount } from './launch.ts';

export interface SeekerAttack {
  /** The seeker flight's name. */
  readonly attacker: string;
  readonly seekers: number;
  readonly weaponName: string;
  readonly weapon: Pick<CombatWeapon, 'acc' | 'imp' | 'dmg' | 'traits'>;
  readonly target: (ShipTarget & { readonly antiFighterBatteries?: boolean }) | FlightTarget;
  /** B.17: a face-up probe within three hexes of the target. */
  readonly probeWithin3?: boolean;
}

export interface SeekerAttackRecord {
  readonly attacker: string;
  readonly target: string;
  readonly targetKind: 'ship' | 'flight';
  readonly seekers: number;
  readonly terms: readonly ModifierTerm[];
  readonly toHit: ToHitRoll;
  readonly impact: ImpactRoll | null;
  readonly damage: DamageRoll | null;
  /** Boxes the ship must check (all zero against a flight). */
  readonly total: DamageTally;
  /** Fighters (or seekers) of a target flight destroyed. */
  readonly fightersDestroyed: number;
  readonly summary: string;
}

/** The to-hit modifiers a seeker attack takes: only B.1 and B.17 [ruling 23]. */
export function seekerModifiers(target: SeekerAttack['target'], probeWithin3 = false): ModifierTerm[] {
  const terms: ModifierTerm[] = [];
  if (target.kind === 'ship' && target.antiFighterBatteries) terms.push({ source: 'anti-fighter batteries', value: -1 });
  if (probeWithin3) terms.push({ source: 'probe within 3 hexes', value: 1 });
  return terms;
}

export function resolveSeekerAttack(attack: SeekerAttack, dice: Dice): SeekerAttackRecord {
  const { target, weapon } = attack;
  const terms = seekerModifiers(target, attack.probeWithin3);
  const modifier = terms.reduce((n, t) => n + t.value, 0);
  const label = `${attack.attacker}→${target.name} ${attack.weaponName}`;
  // One die per seeker: a single-ROF weapon fired once per seeker.
  const dieWeapon = { rof: 1, acc: weapon.acc, traits: weapon.traits.filter((t) => t === 'Rpt') };
  const toHit = rollToHit(dieWeapon, { weapons: Math.max(0, attack.seekers) }, modifier, dice, `seeker ${label}`);
  const head = `${attack.attacker} → ${target.name}${SEPARATOR}${weaponCount(attack.seekers, attack.weaponName)}${SEPARATOR}${formatToHit(toHit)}`;
  const base = { attacker: attack.attacker, target: target.name, targetKind: target.kind, seekers: attack.seekers, terms, toHit };

  if (target.kind === 'flight') {
    const fightersDestroyed = Math.min(toHit.hits, Math.max(0, target.fighters));
    const tail = toHit.hits > 0 ? `${SEPARATOR}${target.name} loses ${fightersDestroyed}` : '';
    return { ...base, impact: null, damage: null, total: NO_DAMAGE, fightersDestroyed, summary: head + tail };
  }
  if (toHit.hits === 0) return { ...base, impact: null, damage: null, total: NO_DAMAGE, fightersDestroyed: 0, summary: head };
  // Seekers have no range bands; only Scatter and Telescopic read the band, and seekers may not have them (A.1).
  const impact = rollImpact(weapon, 'medium', toHit.hits, { shield: target.shield }, dice, label);
  const damage = impact.impacts > 0 ? rollDamage(weapon, impact.impacts, damageTargetOf(target), {}, dice, label) : null;
  const summary = `${head}${SEPARATOR}${formatImpact(impact)}${damage ? `${SEPARATOR}${formatDamage(damage)}` : ''}`;
  return { ...base, impact, damage, total: damage?.total ?? NO_DAMAGE, fightersDestroyed: 0, summary };
}
