/**
 * One weapon group's whole attack: to-hit → impact → damage (Starmada 4.2–4.4 p.20–21), or, against a fighter
 * flight, to-hit only, each hit destroying one fighter ("Starship Attacks on Fighters", p.23).
 *
 * A weapon group is some weapons (or mounts) of one battery, in one mode (C.2), fired at one target. The
 * geometry (range, arc, line of sight) is decided by the caller; this module checks the range bands and the
 * trait limits, and refuses directed damage for Disruptive weapons (E.2 p.48).
 * The record keeps every die and the total of each kind of damage, plus a one-line summary.
 * Defensive weapons (C.5 Dfn p.42) firing in the Fighter Phase "always occur at medium range": pass
 * `defensiveFire`. Proximity weapons (C.5 p.43) make one attack per element: call this once per element, with
 * `conditions.proximityAdjacent` for elements next to the target hex.
 */
import { count } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { hasTrait } from './combat-weapon.ts';
import type { CombatWeapon } from './combat-weapon.ts';
import { defaultDirectedDamagePolicy, NO_DAMAGE, rollDamage } from './damage.ts';
import type { DamageRoll, DamageTally, DamageTarget, DirectedDamagePolicy } from './damage.ts';
import { rollImpact } from './impact.ts';
import type { ImpactRoll } from './impact.ts';
import { weaponBand } from './range-band.ts';
import type { RangeBand } from './range-band.ts';
import { formatDamage, formatImpact, formatToHit, SEPARATOR } from './summary.ts';
import { rollToHit, toHitModifier } from './to-hit.ts';
import type { Firing, ToHitConditions, ToHitModifier, ToHitRoll } from './to-hit.ts';
import { starmadaError } from '../errors.ts';
import { fightersLost, type FighterVariant } from '../fighters/variants.ts';

export interface ShipTarget {
  readonly kind: 'ship';
  readonly name: string;
  /** Applicable current shield rating (directional arc and E.6 included), 0 when none is left. */
  readonly shield: number;
  readonly hasShieldTrack: boolean;
  readonly ionizedHull?: boolean;
  /** Unchecked screens in the pool facing the attack (B.18). */
  readonly screensRemaining?: number;
  /** B.18 optional bleed-through is in play. */
  readonly screenBleedThrough?: boolean;
}

/** The damage roll's view of a ship target. */
export const damageTargetOf = (target: ShipTarget): DamageTarget => ({
  hasShieldTrack: target.hasShieldTrack,
  ionizedHull: target.ionizedHull === true,
  screensRemaining: target.screensRemaining ?? 0,
  screenBleedThrough: target.screenBleedThrough === true,
});

export interface FlightTarget {
  readonly kind: 'flight';
  readonly name: string;
  /** Fighters left in the flight (seekers and shuttles too: every tiny flight loses one per hit). */
  readonly fighters: number;
  /** F.4: heavy flights save hits, light flights lose more (fighters/variants.ts). */
  readonly variant?: FighterVariant | undefined;
  /** B.20: a shuttle saves hits as a heavy fighter does. */
  readonly shuttle?: boolean | undefined;
}

export type AttackTarget = ShipTarget | FlightTarget;

export interface WeaponAttack {
  readonly attacker: string;
  readonly target: AttackTarget;
  /** The battery's name, as printed ("Laser Cannon"). */
  readonly weaponName: string;
  /** The profile in the mode chosen (C.2). */
  readonly weapon: CombatWeapon;
  readonly firing: Firing;
  /** Effective range in hexes (range-band.ts `effectiveRange`). */
  readonly distance: number;
  /** C.5 Defensive fire in the Fighter Phase: always medium range, no range limit. */
  readonly defensiveFire?: boolean;
  /** Other to-hit modifiers; a flight target is tiny whatever this says. */
  readonly conditions?: ToHitConditions;
  /** E.2: true for the default policy (damage.ts), or the attacker's own. */
  readonly directedDamage?: boolean | DirectedDamagePolicy;
  /** G.4: inside a nebula. */
  readonly nebula?: boolean;
}

export interface AttackRecord {
  readonly attacker: string;
  readonly target: string;
  readonly targetKind: AttackTarget['kind'];
  readonly weaponName: string;
  readonly weapons: number;
  readonly band: RangeBand;
  readonly modifier: ToHitModifier;
  readonly toHit: ToHitRoll;
  readonly impact: ImpactRoll | null;
  readonly damage: DamageRoll | null;
  /** Boxes the target must check (all zero against a flight). */
  readonly total: DamageTally;
  /** Fighters destroyed (flight targets only): one per hit, up to the fighters left. */
  readonly fightersDestroyed: number;
  readonly summary: string;
}

const MOUNT_SIZES = [1, 2, 3, 4];

/** Resolves one weapon group's attack, or says why it cannot be made. */
export function resolveAttack(attack: WeaponAttack, dice: Dice): Result<AttackRecord, RuleError> {
  const { weapon, target, weaponName } = attack;
  if (!Number.isInteger(attack.firing.weapons) || attack.firing.weapons < 1) {
    return err(starmadaError('ERR_NO_WEAPONS', `Fire at least one ${weaponName}; ${attack.firing.weapons} were declared.`));
  }
  const mountSize = attack.firing.mountSize ?? 1;
  if (!MOUNT_SIZES.includes(mountSize)) {
    return err(starmadaError('ERR_MOUNT_SIZE', `A multi-weapon mount holds 1 to 4 weapons, not ${mountSize}.`));
  }
  if (attack.directedDamage && hasTrait(weapon, 'Dsr')) {
    return err(
      starmadaError('ERR_DIRECTED_DISRUPTIVE', `${weaponName} is Disruptive and cannot use directed damage (E.2). Fire it without directed damage.`),
    );
  }
  let band: RangeBand = 'medium';
  if (!attack.defensiveFire) {
    const checked = weaponBand(attack.distance, weapon, weaponName);
    if (!checked.ok) return checked;
    band = checked.value;
  }

  const directed = attack.directedDamage === true ? defaultDirectedDamagePolicy(weapon) : attack.directedDamage || undefined;
  const conditions: ToHitConditions = {
    ...attack.conditions,
    tinyTarget: target.kind === 'flight' || attack.conditions?.tinyTarget === true,
    directedDamage: directed !== undefined,
  };
  const modifier = toHitModifier(band, weapon, conditions);
  const label = `${attack.attacker}→${target.name} ${weaponName}`;
  const toHit = rollToHit(weapon, attack.firing, modifier.total, dice, label);

  const weapons = attack.firing.weapons;
  const mounts = mountSize > 1 ? ` (${mountSize}-weapon mounts)` : '';
  const head = `${attack.attacker} → ${target.name}${SEPARATOR}${weaponName}${weapons > 1 ? ` ×${weapons}` : ''}${mounts}${SEPARATOR}${formatToHit(toHit)}`;
  const record = (impact: ImpactRoll | null, damage: DamageRoll | null, fightersDestroyed: number, summary: string): AttackRecord => ({
    attacker: attack.attacker,
    target: target.name,
    targetKind: target.kind,
    weaponName,
    weapons,
    band,
    modifier,
    toHit,
    impact,
    damage,
    total: damage?.total ?? NO_DAMAGE,
    fightersDestroyed,
    summary,
  });

  if (target.kind === 'flight') {
    // p.23: "Each hit scored on a fighter flight automatically destroys one fighter; no impact or damage rolls".
    const lost = fightersLost(target, toHit.hits, weapon.imp ?? 1, dice, label);
    const fightersDestroyed = lost.destroyed;
    const tail = toHit.hits > 0 ? `${SEPARATOR}${lost.text === '' ? '' : `${lost.text}${SEPARATOR}`}${count(fightersDestroyed, 'fighter')} destroyed` : '';
    return ok(record(null, null, fightersDestroyed, head + tail));
  }
  if (toHit.hits === 0) return ok(record(null, null, 0, head));

  const impact = rollImpact(weapon, band, toHit.hits, { shield: target.shield, nebula: attack.nebula === true }, dice, label);
  const damage =
    impact.impacts > 0 ? rollDamage(weapon, impact.impacts, damageTargetOf(target), directed ? { directed } : {}, dice, label) : null;
  const summary = `${head}${SEPARATOR}${formatImpact(impact)}${damage ? `${SEPARATOR}${formatDamage(damage)}` : ''}`;
  return ok(record(impact, damage, 0, summary));
}
