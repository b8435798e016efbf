/**
 * One starship weapon's attack, from the fire order to the damage pulses (Metaverse p.24–27 "Starship Weapons
 * Fire", "Volley Fire", "Surgical Fire", "Dealing Damage"; p.67–72 weapon modes).
 *
 * 1. `rollAttack` checks the shot (legal target, cloak, maximum range, weapon sector, line of sight unless indirect,
 *    gravity wall, rate of fire), routes it through shield projectors, makes the sensor roll (sensor: to-hit.ts), and
 *    rolls a rolled pulse count (A33). Its `incoming` is what interception.ts needs.
 * 2. interception.ts cancels pulses.
 * 3. `rollDamagePulses` rolls damage for the surviving pulses, in ascending order (p.26), subtracts the energy range
 *    penalty (off-bands + deflector, p.26; damage module step 2 is therefore done here) and hands plain data to the
 *    damage module.
 * `rollVolley` is step 1 for a volley group: one D20 for all.
 *
 * Judgement calls:
 * - A volley hits only if its single roll would hit for every weapon in it (their windows can differ through
 *   accuracy and range); Temporal rerolls a volley only if every weapon has TM.
 * - Unstable pulses cancelled by PDS or fighters deal floor(½) of their rolled damage after the range penalty,
 *   flagged `unstable`, and the attack loses its AoE (p.76).
 * - Adaptive weapons add their adaptation level to every pulse (p.72).
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { checkCloak } from './cloak.ts';
import type { CloakState } from './cloak.ts';
import type { HitAfterInterception, IncomingHit } from './interception.ts';
import { offBands, withinFirstBand } from './range.ts';
import type { ProjectorRouting } from './shield-projector.ts';
import { hitsWindow, rollSensor, sensorWindow } from './to-hit.ts';
import type { SensorDie, SensorFirer, SensorRollInput, SensorRollResult, SensorTarget } from './to-hit.ts';
import { hasQuality, interceptValue } from './weapon.ts';
import type { Die, QualityCode, WeaponMode } from './weapon.ts';
import type { DamageEffect, DamageType } from '../ships/weapon.ts';
import { metaverseError } from '../errors.ts';

export interface AttackInput {
  /** Unique id of this shot, e.g. "t3:Thunderchild:w-1". */
  readonly attackId: string;
  readonly firerId: string;
  readonly targetId: string;
  readonly targetSquadronId: string;
  readonly weapon: WeaponMode;
  /** Adaptive level shared by the ship's adaptive weapons of this type (0 if none). */
  readonly adaptation?: number;
  /** The assigned sensor system's rating (sensors.ts). */
  readonly sensorRating: number;
  /** Geometry module answers. */
  readonly geometry: {
    /** 1-based range band of the target for this weapon (range.ts bandOf). */
    readonly rangeBand: number;
    /** Band of the apparent (doubled) range in a nebula, used only for the modifier. */
    readonly apparentRangeBand?: number;
    /** The target's arc the fire arrives in (chosen arc for indirect fire). */
    readonly hitArc: string;
    readonly inArc: boolean;
    readonly lineOfSight: boolean;
    readonly gravityWallBlocks: boolean;
    /** Distance in cm when the fight is inside a planetary nebula (A31). */
    readonly planetaryNebulaCm?: number;
  };
  /** From danger-close.ts isLegalTarget. */
  readonly legalTarget: boolean;
  /** The mode may fire this turn (rate-of-fire cooldowns, one-shots, weapon not disabled). */
  readonly rateOfFireReady: boolean;
  readonly firerCloak: CloakState;
  readonly targetCloak: CloakState;
  readonly target: SensorTarget;
  readonly firer: SensorFirer;
  /** Target's deflector rating against this damage type in the hit arc. */
  readonly deflector: number;
  /** From shield-projector.ts routeFire; default normal. */
  readonly projector?: ProjectorRouting;
  readonly surgical?: { readonly systemId: string };
}

export interface AttackRoll {
  readonly attackId: string;
  readonly firerId: string;
  readonly weaponId: string;
  readonly mode: string;
  /** The ship the hit lands on: the target, or a projector ship whose shields take it. */
  readonly hitShipId: string;
  readonly targetId: string;
  /** Null when a shield projector's shields take the fire without a roll. */
  readonly sensor: SensorRollResult | null;
  readonly hit: boolean;
  readonly odd: boolean;
  readonly volatileMishap: boolean;
  /** Pulses fired (a rolled pulse count is rolled on a hit). */
  readonly pulses: number;
  readonly pulseRoll: number | null;
  readonly interceptValue: number | null;
  readonly withinFirstBand: boolean;
  /** Energy damage lost per pulse (off-bands + deflector). */
  readonly damagePenalty: number;
  readonly hitArc: string;
  readonly projector: ProjectorRouting;
  readonly surgical: { readonly systemId: string } | null;
}

function checkShot(a: AttackInput): RuleError | null {
  const cloak = checkCloak(a.firerId, a.firerCloak, a.targetId, a.targetCloak);
  if (!cloak.ok) return cloak.error;
  const w = a.weapon;
  const at = w.weaponId;
  if (!a.rateOfFireReady) return metaverseError('ERR_FIRE_NOT_READY', `its ${w.mode} mode cannot fire this turn; pick another mode or weapon.`, { at });
  if (!a.legalTarget) return metaverseError('ERR_FIRE_NOT_TARGET', 'the target is not a priority, designated or Danger Close target; nominate it in the control step.', { at });
  if (!Number.isInteger(a.geometry.rangeBand) || a.geometry.rangeBand < 1) return metaverseError('ERR_FIRE_BAD_BAND', 'The range band must be a whole number, 1 or more.', { at });
  if (a.geometry.rangeBand > w.range.bands) return metaverseError('ERR_FIRE_RANGE', 'the target is beyond its maximum range.', { at });
  if (!a.geometry.inArc) return metaverseError('ERR_FIRE_ARC', 'the target is outside its sectors.', { at });
  if (!a.geometry.lineOfSight && w.damageType !== 'indirect') return metaverseError('ERR_FIRE_LOS', 'something blocks the line of sight to the target; only indirect weapons can fire around it.', { at });
  if (a.geometry.gravityWallBlocks) return metaverseError('ERR_FIRE_GRAVITY_WALL', 'an active gravity wall blocks fire between the ships.', { at });
  if (!Number.isInteger(a.sensorRating)) return metaverseError('ERR_FIRE_SENSOR', 'Assign a sensor system with a whole rating.', { at });
  return null;
}

/** The to-hit input of the shot (exported for volley and spinal re-use). */
export function sensorInput(a: AttackInput): SensorRollInput {
  const w = a.weapon;
  return {
    label: `sensor ${a.firerId}→${a.targetId} ${w.weaponId}`,
    sensorRating: a.sensorRating,
    damageType: w.damageType,
    offBands: offBands(a.geometry.apparentRangeBand ?? a.geometry.rangeBand, w.range),
    deflector: a.deflector,
    dp: w.dp,
    accuracy: w.accuracy,
    qualities: w.qualities,
    target: a.target,
    firer: a.firer,
    ...(a.geometry.planetaryNebulaCm !== undefined ? { planetaryNebulaCm: a.geometry.planetaryNebulaCm } : {}),
    needParity: a.surgical !== undefined,
  };
}

function pulseCount(a: AttackInput, dice: Dice): { pulses: number; roll: number | null } {
  const p = a.weapon.pulse;
  if ('count' in p) return { pulses: p.count, roll: null };
  const roll = dice.roll(`pulses ${a.firerId}→${a.targetId} ${a.weapon.weaponId}`, p.die);
  return { pulses: roll, roll };
}

function finish(a: AttackInput, sensor: SensorRollResult | null, hit: boolean, odd: boolean, mishap: boolean, dice: Dice): AttackRoll {
  const projector = a.projector ?? { kind: 'normal' };
  const count = hit ? pulseCount(a, dice) : { pulses: 0, roll: null };
  const penalty = sensor ? sensor.damagePenalty : sensorWindow(sensorInput(a)).damagePenalty;
  return {
    attackId: a.attackId,
    firerId: a.firerId,
    weaponId: a.weapon.weaponId,
    mode: a.weapon.mode,
    hitShipId: projector.kind === 'projector' ? projector.projectorShipId : a.targetId,
    targetId: a.targetId,
    sensor,
    hit,
    odd,
    volatileMishap: mishap,
    pulses: count.pulses,
    pulseRoll: count.roll,
    interceptValue: interceptValue(a.weapon, a.adaptation ?? 0),
    withinFirstBand: withinFirstBand(a.geometry.rangeBand),
    damagePenalty: penalty,
    hitArc: a.geometry.hitArc,
    projector,
    surgical: a.surgical ?? null,
  };
}

/** Step 1 for one weapon in salvo or surgical fire (p.24–25). */
export function rollAttack(a: AttackInput, dice: Dice): Result<AttackRoll, RuleError> {
  const problem = checkShot(a);
  if (problem) return err(problem);
  // p.60: fire into a projector bubble needs no sensor roll while its shields last.
  if (a.projector?.kind === 'projector') return ok(finish(a, null, true, false, false, dice));
  const sensor = rollSensor(sensorInput(a), dice);
  return ok(finish(a, sensor, sensor.hit, sensor.odd, sensor.volatileMishap, dice));
}

export interface VolleyRoll {
  /** The single D20 (and a Temporal reroll), or none for an all-automatic volley. */
  readonly dice: readonly SensorDie[];
  readonly hit: boolean;
  readonly attacks: readonly AttackRoll[];
}

/** Step 1 for a volley group: one sensor roll, all hit or all miss (p.25 "Volley Fire"). */
export function rollVolley(group: readonly AttackInput[], dice: Dice): Result<VolleyRoll, RuleError> {
  const [first] = group;
  if (!first) return err(metaverseError('ERR_VOLLEY_EMPTY', 'A volley needs at least one weapon.'));
  if (new Set(group.map((a) => a.weapon.damageType)).size > 1)
    return err(metaverseError('ERR_SENSOR_VOLLEY_MIXED', 'A volley may hold only energy, only kinetic or only indirect weapons.'));
  if (new Set(group.map((a) => a.targetId)).size > 1) return err(metaverseError('ERR_VOLLEY_TARGETS', 'A volley fires every weapon at the same target.'));
  for (const a of group) {
    const problem = checkShot(a);
    if (problem) return err(problem);
  }
  const inputs = group.map(sensorInput);
  const windows = inputs.map(sensorWindow);
  const allAuto = windows.every((w) => w.window.kind === 'automatic');
  const parity = group.some((a) => a.weapon.qualities.some((q) => q === 'DM' || q === 'ER' || q === 'PH' || q === 'QM' || q === 'UR'));
  const rolled: SensorDie[] = [];
  const label = `volley ${first.firerId}→${first.targetId} ${group.map((a) => a.weapon.weaponId).join('+')}`;
  const rollOnce = (l: string): SensorDie => {
    const r = dice.roll(l, 20);
    const d = { roll: r, hit: windows.every((w) => hitsWindow(w.window, r)) };
    rolled.push(d);
    return d;
  };
  let last: SensorDie | null = allAuto && !parity ? null : rollOnce(label);
  const anyVolatile = (d: SensorDie | null): boolean => d !== null && d.roll === 1 && !allAuto;
  if (last && !last.hit && !anyVolatile(last) && group.every((a) => hasQuality(a.weapon, 'TM'))) last = rollOnce(`${label} (Temporal reroll)`);
  const hit = last === null || last.hit;
  const attacks = group.map((a, i) => {
    const w = windows[i];
    const mishap = last !== null && last.roll === 1 && hasQuality(a.weapon, 'VO') && w !== undefined && w.window.kind !== 'automatic';
    const forced20 = w?.window.kind === 'natural-20';
    const sensor: SensorRollResult | null = w ? { ...w, dice: rolled, hit: hit && !mishap, roll: last?.roll ?? null, odd: !forced20 && (last?.roll ?? 0) % 2 === 1, volatileMishap: mishap } : null;
    return finish(a, sensor, hit && !mishap, sensor?.odd ?? false, mishap, dice);
  });
  return ok({ dice: rolled, hit, attacks });
}

/** What interception.ts needs from a hit (null for a miss). */
export function incomingHit(roll: AttackRoll, weapon: WeaponMode, targetSquadronId: string): IncomingHit | null {
  if (!roll.hit || roll.pulses === 0) return null;
  return {
    attackId: roll.attackId,
    targetShipId: roll.hitShipId,
    targetSquadronId,
    arc: roll.hitArc,
    damageType: weapon.damageType,
    pulses: roll.pulses,
    interceptValue: roll.interceptValue,
    withinFirstBand: roll.withinFirstBand,
    unstable: hasQuality(weapon, 'UN'),
  };
}

export interface DamagePulse {
  /** The die face (or fixed damage) plus modifier and adaptation. */
  readonly rolled: number;
  /** After the energy range penalty, never below 0: what the damage module starts from (ruling A11). */
  readonly damage: number;
  readonly type: DamageType;
  readonly qualities: readonly QualityCode[];
  /** An intercepted Unstable pulse: half damage, no AoE (p.76). */
  readonly unstable?: boolean;
}

/** Plain data for the damage module. */
export interface DamagePulses {
  readonly attackId: string;
  readonly weaponId: string;
  readonly mode: string;
  readonly firerId: string;
  /** The ship whose defences meet the pulses first (projector ship or target). */
  readonly targetId: string;
  readonly arc: string;
  /** Applied in this order: ascending damage (p.26). */
  readonly pulses: readonly DamagePulse[];
  readonly effect: DamageEffect;
  readonly type: DamageType;
  /** Sensor roll and its parity, for DM/ER/PH/QM/UR and surgical fire (a forced natural 20 is even, p.73). */
  readonly sensorRoll: number | null;
  readonly odd: boolean;
  /** Energy damage already taken off each pulse (off-bands + deflector). */
  readonly rangePenalty: number;
  /** Projector shields take it first; overflow goes on to `overflowTo` (p.60). */
  readonly projector: { readonly shipId: string; readonly overflowTo: string } | null;
  /** Fired from inside the target's projector bubble at the projector ship: straight to the hull (p.60). */
  readonly ignoreShields: boolean;
  readonly surgical: { readonly systemId: string } | null;
  /** AoE die to roll after the primary damage (aoe.ts), or null. */
  readonly aoe: Die | null;
  /** A fixed section to record on (Volatile self-damage), else null: the damage module picks it from the arc. */
  readonly section: string | null;
  /** Record straight on the hull, no shields, armour or deflector (Volatile, p.76). */
  readonly ignoreDefences: boolean;
}

/** Step 3: rolls damage for the surviving pulses (p.26 "Dealing Damage"). */
export function rollDamagePulses(roll: AttackRoll, weapon: WeaponMode, after: HitAfterInterception | null, dice: Dice, adaptation = 0): DamagePulses {
  const surviving = after ? after.surviving : roll.hit ? roll.pulses : 0;
  const half = after ? after.unstableHalf : 0;
  const n = surviving + half;
  const bonus = hasQuality(weapon, 'AD') ? adaptation : 0;
  const dmg = weapon.damage;
  const faces = 'fixed' in dmg ? Array.from({ length: n }, () => dmg.fixed) : dice.rollMany(`damage ${roll.firerId}→${roll.hitShipId} ${weapon.weaponId}`, n, dmg.die).map((f) => f + dmg.mod);
  const pulses: DamagePulse[] = faces.map((f, i) => {
    const rolled = f + bonus;
    const damage = Math.max(0, rolled - roll.damagePenalty);
    return i < surviving
      ? { rolled, damage, type: weapon.damageType, qualities: weapon.qualities }
      : { rolled, damage: Math.floor(damage / 2), type: weapon.damageType, qualities: weapon.qualities, unstable: true };
  });
  pulses.sort((a, b) => a.damage - b.damage);
  const p = roll.projector;
  return {
    attackId: roll.attackId,
    weaponId: weapon.weaponId,
    mode: weapon.mode,
    firerId: roll.firerId,
    targetId: roll.hitShipId,
    arc: roll.hitArc,
    pulses,
    effect: weapon.effect,
    type: weapon.damageType,
    sensorRoll: roll.sensor?.roll ?? null,
    odd: roll.odd,
    rangePenalty: roll.damagePenalty,
    projector: p.kind === 'projector' ? { shipId: p.projectorShipId, overflowTo: p.overflowTo } : null,
    ignoreShields: p.kind === 'inside-bubble',
    surgical: roll.surgical,
    aoe: half > 0 || surviving === 0 ? null : weapon.aoe,
    section: null,
    ignoreDefences: false,
  };
}

/**
 * Volatile mishap (p.76 "Volatile"; A35): the weapon's own damage roll, every pulse, raking, to its own section,
 * ignoring all defences; the caller marks the weapon disabled.
 */
export function volatileSelfDamage(roll: AttackRoll, weapon: WeaponMode, dice: Dice, adaptation = 0): DamagePulses | null {
  if (!roll.volatileMishap) return null;
  const pulses = 'count' in weapon.pulse ? weapon.pulse.count : dice.roll(`pulses Volatile ${roll.firerId} ${weapon.weaponId}`, weapon.pulse.die);
  const bonus = hasQuality(weapon, 'AD') ? adaptation : 0;
  const dmg = weapon.damage;
  const faces = 'fixed' in dmg ? Array.from({ length: pulses }, () => dmg.fixed) : dice.rollMany(`damage Volatile ${roll.firerId} ${weapon.weaponId}`, pulses, dmg.die).map((f) => f + dmg.mod);
  const list: DamagePulse[] = faces.map((f) => ({ rolled: f + bonus, damage: f + bonus, type: weapon.damageType, qualities: [] })).sort((a, b) => a.damage - b.damage);
  return {
    attackId: roll.attackId,
    weaponId: weapon.weaponId,
    mode: weapon.mode,
    firerId: roll.firerId,
    targetId: roll.firerId,
    arc: '',
    pulses: list,
    effect: 'raking',
    type: weapon.damageType,
    sensorRoll: 1,
    odd: true,
    rangePenalty: 0,
    projector: null,
    ignoreShields: true,
    surgical: null,
    aoe: null,
    section: weapon.section,
    ignoreDefences: true,
  };
}
