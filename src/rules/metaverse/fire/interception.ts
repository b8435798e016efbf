/**
 * Interception of hits by PDS, PD weapons and CAP starfighters (Metaverse p.31 "Point Defense (PD) Interception";
 * p.59 "Point Defence System (PDS)"; p.70 "Point Defence (PD)"; p.76 "Unstable"; rulings A28, A56).
 *
 * Interception happens after a hit is confirmed and before damage is rolled, and only against vulnerable modes.
 * A pulse is cancelled by a PD rating ≥ its intercept value (IV):
 * - one PDS of rating R cancels up to floor(R / IV) pulses, all of ONE weapon;
 * - several PDS (of ONE ship) may pool to cancel exactly one pulse;
 * - a PDS must face the incoming fire, serves its own squadron, is used once per turn;
 * - PD weapons act as PDS if their target types include the incoming damage type; pooled PD weapons share one
 *   damage type; a PD weapon may not have fired, and may not be one forced to fire at a Danger Close target; its PD
 *   value falls by 1 per range band to the ship it protects, and protecting another squadron needs a distinct sensor
 *   system of rating ≥ 1 per 5 cm (p.70);
 * - CAP fighters assign furball D20s to pulses; a pulse is cancelled when its dice sum ≥ IV (p.31);
 * - fire from within the weapon's first band can be intercepted only by PDS (p.31, A56).
 * Unstable pulses cancelled by PDS or fighters still deal half damage; by a PD weapon, nothing (p.76).
 *
 * Judgement calls:
 * - PD reduction is 0 for the PD weapon's own squadron, else the band of the distance to the protected ship (A28);
 *   the sensor minimum is ceil(d / 5) (A28).
 * - The defender declares every allocation before CAP dice are rolled; the number of cancelled pulses of one hit may
 *   not exceed its pulses.
 * - CAP starfighters' own PD-capable weapons are starfighter rules (another module) and are not handled here.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { PdTargetKind } from './weapon.ts';
import type { DamageType } from '../ships/weapon.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

/** One weapon's confirmed hit, waiting for interception. */
export interface IncomingHit {
  readonly attackId: string;
  readonly targetShipId: string;
  readonly targetSquadronId: string;
  /** The target's arc the fire arrives in. */
  readonly arc: string;
  readonly damageType: DamageType;
  readonly pulses: number;
  /** Null = immune to interception. */
  readonly interceptValue: number | null;
  /** Fired from within the weapon's first range band (range.ts withinFirstBand). */
  readonly withinFirstBand: boolean;
  /** Unstable (UN) quality. */
  readonly unstable: boolean;
}

export interface Pds {
  readonly id: string;
  readonly shipId: string;
  readonly squadronId: string;
  readonly rating: number;
  readonly arcs: readonly string[];
}

export interface PdWeapon {
  readonly id: string;
  readonly shipId: string;
  readonly squadronId: string;
  /** PD value including any Adaptive bonus. */
  readonly pd: number;
  readonly targets: readonly PdTargetKind[];
  readonly damageType: DamageType;
  readonly firedThisTurn: boolean;
  /** Obliged to fire at a Danger Close target (danger-close.ts forcedTargets). */
  readonly forcedDangerClose: boolean;
}

export type Interception =
  | { readonly kind: 'pds'; readonly attackId: string; readonly systems: readonly string[]; readonly pulses: number }
  | {
      readonly kind: 'pd-weapon';
      readonly attackId: string;
      readonly weapons: readonly string[];
      readonly pulses: number;
      /** Another squadron: range bands and cm to the protected ship, and the distinct sensor used. */
      readonly distant?: { readonly bands: number; readonly distanceCm: number; readonly sensorRating: number };
    }
  /** CAP furball dice against ONE pulse. */
  | { readonly kind: 'cap'; readonly attackId: string; readonly dice: number };

export interface InterceptionInput {
  readonly hits: readonly IncomingHit[];
  readonly pds: readonly Pds[];
  readonly pdWeapons: readonly PdWeapon[];
  /** Furball dice of CAP squadrons at each squadron: squadron id → dice. */
  readonly capDice: Readonly<Record<string, number>>;
  readonly allocations: readonly Interception[];
}

export interface CapRoll {
  readonly dice: readonly number[];
  readonly sum: number;
  readonly needed: number;
  readonly cancelled: boolean;
}

export interface HitAfterInterception {
  readonly attackId: string;
  readonly pulses: number;
  readonly cancelledByPds: number;
  readonly cancelledByPdWeapons: number;
  readonly cancelledByCap: number;
  readonly capRolls: readonly CapRoll[];
  /** Pulses that reach the target at full damage. */
  readonly surviving: number;
  /** Unstable pulses cancelled by PDS or fighters: they still deal half damage, without AoE (p.76). */
  readonly unstableHalf: number;
}

export interface InterceptionResult {
  readonly hits: readonly HitAfterInterception[];
  /** PD weapons used this turn: they cannot fire afterwards (p.70). */
  readonly pdWeaponsUsed: readonly string[];
  readonly pdsUsed: readonly string[];
}

/** PD value at range: −1 per band unless defending its own squadron (p.70, A28). */
export const pdValueAtRange = (pd: number, bands: number, ownSquadron: boolean): number => Math.max(0, pd - (ownSquadron ? 0 : bands));

/** Minimum sensor rating for PD at range: 1 per 5 cm (p.70, A28). */
export const pdSensorNeeded = (distanceCm: number): number => Math.ceil(distanceCm / 5);

/** How many pulses a pool of PD rating can cancel: floor(R/IV) for one system, at most 1 for a pool (p.59). */
export function pulsesCancellable(ratings: readonly number[], iv: number): number {
  const total = ratings.reduce((a, b) => a + b, 0);
  if (ratings.length === 1) return Math.floor(total / iv);
  return total >= iv ? 1 : 0;
}

type Tally = { pds: number; pdw: number; cap: number; rolls: CapRoll[]; capGroups: number[] };

type Checked = Result<true, RuleError>;
const bad = (code: MetaverseErrorCode, message: string, at: string): Result<never, RuleError> => err(metaverseError(code, message, { at }));

/** The allocations being checked, in order: what each hit has been given, and the PD and CAP dice already used. */
interface Allocating {
  readonly input: InterceptionInput;
  readonly hits: ReadonlyMap<string, IncomingHit>;
  readonly tally: ReadonlyMap<string, Tally>;
  readonly usedPds: Set<string>;
  readonly usedPdw: Set<string>;
  readonly capLeft: Map<string, number>;
}

/** Checks the defender's allocations, rolls CAP dice, and says which pulses get through. */
export function resolveInterception(input: InterceptionInput, dice: Dice): Result<InterceptionResult, RuleError> {
  const tally = new Map<string, Tally>(input.hits.map((h) => [h.attackId, { pds: 0, pdw: 0, cap: 0, rolls: [], capGroups: [] }]));
  const ctx: Allocating = { input, hits: new Map(input.hits.map((h) => [h.attackId, h])), tally, usedPds: new Set(), usedPdw: new Set(), capLeft: new Map(Object.entries(input.capDice)) };
  for (const [i, a] of input.allocations.entries()) {
    const checked = checkAllocation(ctx, a, `allocations[${i}]`);
    if (!checked.ok) return checked;
  }
  const out: HitAfterInterception[] = [];
  for (const h of input.hits) {
    const t = tally.get(h.attackId);
    if (t) out.push(afterInterception(h, t, dice));
  }
  return ok({ hits: out, pdWeaponsUsed: [...ctx.usedPdw], pdsUsed: [...ctx.usedPds] });
}

/** One allocation against its hit; its pulses are added to the hit's tally. */
function checkAllocation(ctx: Allocating, a: Interception, at: string): Checked {
  const hit = ctx.hits.get(a.attackId);
  const t = ctx.tally.get(a.attackId);
  if (!hit || !t) return bad('ERR_PD_UNKNOWN_HIT', `There is no hit ${a.attackId} to intercept.`, at);
  if (hit.interceptValue === null) return bad('ERR_PD_IMMUNE', `${a.attackId} is immune to interception.`, at);
  if (a.kind !== 'pds' && hit.withinFirstBand) return bad('ERR_PD_FIRST_BAND', 'Fire from within its first range band can be intercepted only by PDS.', at);
  const checked = a.kind === 'pds' ? checkPds(ctx, a, hit, t, at) : a.kind === 'pd-weapon' ? checkPdWeapons(ctx, a, hit, t, at) : checkCap(ctx, a, hit, t, at);
  if (!checked.ok) return checked;
  if (t.pds + t.pdw + t.capGroups.length > hit.pulses) return bad('ERR_PD_TOO_MANY', `${a.attackId} has only ${hit.pulses} pulse(s) to intercept.`, at);
  return ok(true);
}

/** p.59: PDS of one ship of the target's squadron, facing the hit's arc, each once a turn. */
function checkPds(ctx: Allocating, a: Extract<Interception, { kind: 'pds' }>, hit: IncomingHit, t: Tally, at: string): Checked {
  const iv = hit.interceptValue ?? 0;
  const systems = a.systems.map((id) => ctx.input.pds.find((p) => p.id === id));
  if (systems.length === 0 || systems.some((s) => !s)) return bad('ERR_PD_UNKNOWN_PDS', 'Name PDS that exist on the defending ships.', at);
  const list = systems.filter((s): s is Pds => s !== undefined);
  for (const s of list) {
    if (ctx.usedPds.has(s.id)) return bad('ERR_PD_PDS_TWICE', `PDS ${s.id} is already used this turn.`, at);
    ctx.usedPds.add(s.id);
    if (s.squadronId !== hit.targetSquadronId) return bad('ERR_PD_PDS_SQUADRON', `PDS ${s.id} can only protect ships of its own squadron.`, at);
    if (!s.arcs.includes(hit.arc)) return bad('ERR_PD_PDS_ARC', `PDS ${s.id} does not face the ${hit.arc} arc.`, at);
  }
  if (new Set(list.map((s) => s.shipId)).size > 1) return bad('ERR_PD_PDS_SHIPS', 'PDS of different ships cannot be pooled.', at);
  const can = pulsesCancellable(list.map((s) => s.rating), iv);
  if (a.pulses < 1 || a.pulses > can) return bad('ERR_PD_NOT_ENOUGH', `Those PDS can cancel ${can} pulse(s) of ${a.attackId} (intercept value ${iv}).`, at);
  t.pds += a.pulses;
  return ok(true);
}

/** p.70: PD weapons that did not fire, of one damage type, that can stop the hit's; at range with a sensor (A28). */
function checkPdWeapons(ctx: Allocating, a: Extract<Interception, { kind: 'pd-weapon' }>, hit: IncomingHit, t: Tally, at: string): Checked {
  const iv = hit.interceptValue ?? 0;
  const ws = a.weapons.map((id) => ctx.input.pdWeapons.find((w) => w.id === id));
  if (ws.length === 0 || ws.some((w) => !w)) return bad('ERR_PD_UNKNOWN_WEAPON', 'Name PD weapons that exist on the defending ships.', at);
  const list = ws.filter((w): w is PdWeapon => w !== undefined);
  for (const w of list) {
    if (ctx.usedPdw.has(w.id)) return bad('ERR_PD_WEAPON_TWICE', `PD weapon ${w.id} is already used this turn.`, at);
    ctx.usedPdw.add(w.id);
    if (w.firedThisTurn) return bad('ERR_PD_WEAPON_FIRED', `${w.id} already fired this turn, so it cannot intercept.`, at);
    if (w.forcedDangerClose) return bad('ERR_PD_WEAPON_DC', `${w.id} must fire at a Danger Close target instead of intercepting.`, at);
    if (!w.targets.includes(hit.damageType)) return bad('ERR_PD_WEAPON_TYPE', `${w.id} cannot intercept ${hit.damageType} fire.`, at);
    const own = w.squadronId === hit.targetSquadronId;
    if (!own && !a.distant) return bad('ERR_PD_WEAPON_RANGE', `Give the range and sensor for ${w.id} to protect another squadron.`, at);
  }
  if (new Set(list.map((w) => w.damageType)).size > 1) return bad('ERR_PD_WEAPON_MIXED', 'Pooled PD weapons must all be energy, all kinetic or all indirect.', at);
  if (a.distant && a.distant.sensorRating < pdSensorNeeded(a.distant.distanceCm))
    return bad('ERR_PD_SENSOR', `PD at ${a.distant.distanceCm} cm needs a sensor system of rating ${pdSensorNeeded(a.distant.distanceCm)} or more.`, at);
  const ratings = list.map((w) => pdValueAtRange(w.pd, a.distant?.bands ?? 0, w.squadronId === hit.targetSquadronId));
  const can = pulsesCancellable(ratings, iv);
  if (a.pulses < 1 || a.pulses > can) return bad('ERR_PD_NOT_ENOUGH', `Those PD weapons can cancel ${can} pulse(s) of ${a.attackId} (intercept value ${iv}).`, at);
  t.pdw += a.pulses;
  return ok(true);
}

/** p.31: furball dice of the CAP at the target's squadron, one group per pulse. */
function checkCap(ctx: Allocating, a: Extract<Interception, { kind: 'cap' }>, hit: IncomingHit, t: Tally, at: string): Checked {
  const left = ctx.capLeft.get(hit.targetSquadronId) ?? 0;
  if (!Number.isInteger(a.dice) || a.dice < 1 || a.dice > left) return bad('ERR_PD_CAP_DICE', `The CAP at this squadron has ${left} furball dice left to assign.`, at);
  ctx.capLeft.set(hit.targetSquadronId, left - a.dice);
  t.capGroups.push(a.dice);
  return ok(true);
}

/** The CAP dice rolled, one group per pulse (the sum against the IV cancels it), and what gets through. */
function afterInterception(h: IncomingHit, t: Tally, dice: Dice): HitAfterInterception {
  for (const [g, n] of t.capGroups.entries()) {
    const faces = dice.rollMany(`CAP intercept ${h.attackId} pulse ${g + 1}`, n, 20);
    const total = faces.reduce((a, b) => a + b, 0);
    const needed = h.interceptValue ?? Infinity;
    const cancelled = total >= needed;
    if (cancelled) t.cap++;
    t.rolls.push({ dice: faces, sum: total, needed, cancelled });
  }
  const cancelled = t.pds + t.pdw + t.cap;
  return {
    attackId: h.attackId,
    pulses: h.pulses,
    cancelledByPds: t.pds,
    cancelledByPdWeapons: t.pdw,
    cancelledByCap: t.cap,
    capRolls: t.rolls,
    surviving: h.pulses - cancelled,
    unstableHalf: h.unstable ? t.pds + t.cap : 0,
  };
}
