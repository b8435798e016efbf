/**
 * Starfighter fire at starships, surgical strikes and breaching (Metaverse p.35 "Starfighter Weapons Fire",
 * p.81 "Weapons", "Breaching"; p.60 gravity walls).
 *
 * Fighters need no sensor roll: reaching the target is hitting it. A long-range phase fires only long-range
 * weapons, with no surgical strikes; the close phase fires everything not yet fired, and surgical strikes are
 * allowed there (1D6 per weapon; on 4–6 the named system is disabled IF the attack did hull damage, which the
 * damage module decides). Escort squadrons cannot fire on the targeted starships. Integrated weapons fire once
 * per combat per unit of quantity; each mounted load fires once and is expended. Fighters may not fire
 * long-range weapons through a gravity wall.
 *
 * Two calls, because interception comes between hit and damage (p.31): `declareFighterFire` checks orders and
 * lists the pulses (the defender's PDS may then intercept vulnerable ones, procedure.ts / the fire module), and
 * `rollFighterDamage` rolls damage for the pulses that got through and the surgical dice.
 *
 * Judgement calls:
 * - Damage results are raw rolled damage per pulse; the defences of the arc the mission sits in (shields, armour,
 *   SP/AP …) are applied by the damage module, which owns them.
 * - The surgical D6 is rolled even if every pulse was intercepted (the book rolls "for each weapon"); the damage
 *   module then finds no hull damage and nothing is disabled.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { FighterSquadron } from './squadron.ts';
import { hasFighterQuality, fighterInterceptValue } from './squadron-type.ts';
import type { FighterWeapon, StarfighterType } from './squadron-type.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

export type FirePhase = 'long' | 'close';

export interface FighterFireOrder {
  readonly squadronId: string;
  readonly weaponId: string;
  /** The ship of the target squadron the attacker picked (A30). */
  readonly targetShipId: string;
  /** Secondary, EW, propulsion, active defence or weapon system to strike (close phase only). */
  readonly surgical?: string;
}

export interface FiredWeapon {
  readonly squadronId: string;
  readonly weaponId: string;
}

export interface FighterShot {
  readonly squadronId: string;
  readonly weaponId: string;
  readonly targetShipId: string;
  readonly pulses: number;
  readonly interceptValue: number;
  readonly vulnerable: boolean;
  readonly surgical: string | null;
  /** A mounted load spent by this shot. */
  readonly expendsLoad: boolean;
}

export interface FireContext {
  readonly phase: FirePhase;
  readonly squadrons: ReadonlyMap<string, FighterSquadron>;
  readonly types: ReadonlyMap<string, StarfighterType>;
  readonly weapons: ReadonlyMap<string, FighterWeapon>;
  /** Escort squadrons of the strike (they may not fire on ships). */
  readonly escortIds: readonly string[];
  /** Weapons already fired in this starfighter combat; `squadrons` must already have those spent loads removed (`expendLoads`). */
  readonly fired: readonly FiredWeapon[];
  /** The arc the mission attacks has an active gravity wall. */
  readonly gravityWalled: boolean;
  /** Squadrons that may not fire at ships now (e.g. fought in a furball, procedure C step 7). */
  readonly barred?: readonly string[];
}

const fail = (code: MetaverseErrorCode, message: string, at: string): Result<never, RuleError> => err(metaverseError(code, message, { at }));

/** Checks fire orders for one phase and lists the shots (no dice yet). */
export function declareFighterFire(ctx: FireContext, orders: readonly FighterFireOrder[]): Result<readonly FighterShot[], RuleError> {
  const fired = [...ctx.fired];
  const spentLoads = new Map<string, string[]>();
  const shots: FighterShot[] = [];
  for (const o of orders) {
    const sq = ctx.squadrons.get(o.squadronId);
    const type = sq === undefined ? undefined : ctx.types.get(sq.typeId);
    const weapon = ctx.weapons.get(o.weaponId);
    if (sq === undefined || type === undefined || sq.status !== 'space') return fail('ERR_NO_SQUADRON', `${o.squadronId} is not a squadron in this attack.`, o.squadronId);
    if (weapon === undefined) return fail('ERR_NO_WEAPON', `There is no fighter weapon ${o.weaponId}: check the name.`, o.weaponId);
    if (ctx.escortIds.includes(sq.id)) return fail('ERR_ESCORT_FIRES', `${sq.id} is an escort and cannot fire on the starships.`, sq.id);
    if (ctx.barred?.includes(sq.id) === true) return fail('ERR_BARRED', `${sq.id} fought in a furball and cannot fire on the starships now.`, sq.id);
    if (ctx.phase === 'long' && weapon.range !== 'long') return fail('ERR_SHORT_RANGE', `${weapon.name} is short-ranged: fire it after closing.`, sq.id);
    if (weapon.range === 'long' && ctx.gravityWalled && ctx.phase === 'long')
      return fail('ERR_GRAVITY_WALL', 'Long-range fighter weapons cannot fire through a gravity wall: close first or attack another arc.', sq.id);
    if (o.surgical !== undefined && ctx.phase === 'long') return fail('ERR_SURGICAL_LONG', 'Surgical strikes are only allowed after closing.', sq.id);
    // Integrated: up to its quantity per combat; then mounted loads, one shot each.
    const integrated = type.integratedWeapons.filter((w) => w.weapon === weapon.id).reduce((n, w) => n + w.quantity, 0);
    // Integrated copies are used before mounted loads, so min(fired, quantity) of them are gone.
    const firedBefore = fired.filter((f) => f.squadronId === sq.id && f.weaponId === weapon.id).length;
    let expendsLoad = false;
    if (firedBefore >= integrated) {
      const used = spentLoads.get(sq.id) ?? [];
      const loadsLeft = sq.loads.filter((w) => w === weapon.id).length - used.filter((w) => w === weapon.id).length;
      if (loadsLeft < 1) return fail('ERR_WEAPON_SPENT', `${sq.id} has no ${weapon.name} left to fire.`, sq.id);
      spentLoads.set(sq.id, [...used, weapon.id]);
      expendsLoad = true;
    }
    fired.push({ squadronId: sq.id, weaponId: weapon.id });
    shots.push({
      squadronId: sq.id,
      weaponId: weapon.id,
      targetShipId: o.targetShipId,
      pulses: weapon.pulse.count,
      interceptValue: fighterInterceptValue(weapon),
      vulnerable: weapon.intercept.vulnerable,
      surgical: o.surgical ?? null,
      expendsLoad,
    });
  }
  return ok(shots);
}

export interface FighterDamage {
  readonly squadronId: string;
  readonly weaponId: string;
  readonly targetShipId: string;
  /** Pulses cancelled by interception. */
  readonly intercepted: number;
  /** Rolled (or flat) damage per pulse that got through, before the target's defences. */
  readonly pulses: readonly { readonly roll: number | null; readonly damage: number }[];
  readonly surgical: { readonly system: string; readonly roll: number; readonly needed: 4; readonly disablesIfHullDamaged: boolean } | null;
}

/** Rolls damage for the pulses that got through, and the surgical D6 per weapon (p.35). */
export function rollFighterDamage(
  shots: readonly FighterShot[],
  weapons: ReadonlyMap<string, FighterWeapon>,
  intercepted: readonly number[],
  dice: Dice,
): readonly FighterDamage[] {
  return shots.map((s, i) => {
    const w = weapons.get(s.weaponId);
    if (w === undefined) throw new Error(`unknown fighter weapon ${s.weaponId}`);
    const cancelled = Math.min(s.pulses, Math.max(0, intercepted[i] ?? 0));
    const die = w.damage.die ?? 0;
    const pulses = Array.from({ length: s.pulses - cancelled }, (_, p) => {
      if (die < 2) return { roll: null, damage: Math.max(0, w.damage.mod) };
      const roll = dice.roll(`${s.squadronId} ${w.name} → ${s.targetShipId} damage pulse ${p + 1} (D${die}${w.damage.mod === 0 ? '' : `+${w.damage.mod}`})`, die);
      return { roll, damage: Math.max(0, roll + w.damage.mod) };
    });
    let surgical: FighterDamage['surgical'] = null;
    if (s.surgical !== null) {
      const roll = dice.roll(`${s.squadronId} ${w.name} surgical strike on ${s.surgical} (4+ if hull damaged)`, 6);
      surgical = { system: s.surgical, roll, needed: 4, disablesIfHullDamaged: roll >= 4 };
    }
    return { squadronId: s.squadronId, weaponId: s.weaponId, targetShipId: s.targetShipId, intercepted: cancelled, pulses, surgical };
  });
}

/** Removes the mounted loads the shots spent from the squadrons. */
export function expendLoads(squadrons: readonly FighterSquadron[], shots: readonly FighterShot[]): readonly FighterSquadron[] {
  return squadrons.map((sq) => {
    const loads = [...sq.loads];
    for (const s of shots) {
      if (s.squadronId !== sq.id || !s.expendsLoad) continue;
      const i = loads.indexOf(s.weaponId);
      if (i >= 0) loads.splice(i, 1);
    }
    return loads.length === sq.loads.length ? sq : { ...sq, loads };
  });
}

/**
 * Breaching (p.81): instead of firing, a Breaching squadron unloads its marine parties into the attacked section.
 * Not possible if the attacked side has active shields that interact with kinetic weapons.
 */
export function unloadMarines(
  squadron: FighterSquadron,
  type: StarfighterType,
  a: { readonly phase: FirePhase; readonly kineticShieldsUp: boolean },
): Result<{ readonly squadron: FighterSquadron; readonly marines: number }, RuleError> {
  if (!hasFighterQuality(type, 'Breaching')) return fail('ERR_NOT_BREACHING', `${squadron.id} has no Breaching quality, so it carries no marines.`, squadron.id);
  if (a.phase !== 'close') return fail('ERR_BREACH_LONG', 'Marines can only be unloaded after closing with the target.', squadron.id);
  if (a.kineticShieldsUp) return fail('ERR_BREACH_SHIELDS', 'Active shields that stop kinetic weapons block boarding: attack another arc.', squadron.id);
  if (squadron.marines < 1) return fail('ERR_NO_MARINES', `${squadron.id} has no marines aboard: reload at a carrier.`, squadron.id);
  return ok({ squadron: { ...squadron, marines: 0 }, marines: squadron.marines });
}
