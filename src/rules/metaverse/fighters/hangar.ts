/**
 * Hangars and the Starfighter Operations Step (Metaverse p.19 "Starfighter Operations Step", p.81 "Hanger Bay";
 * p.19).
 *
 * In order: 1) launch, 2) re-arm, 3) recover.
 * - Launch: a hangar launches up to its launch capacity; launched squadrons are present at the carrier's squadron.
 *   "When launched … a starfighter squadron can be loaded with any mounted weapons the starship is carrying."
 * - Re-arm: squadrons recovered on a previous turn return to full strength and may load mounted weapons (up to
 *   their hardpoints) from the carrier's ordnance.
 * - Recover: squadrons at the carrier's squadron may land. Launch capacity is shared between launching and
 *   recovering; carry capacity caps what the hangar holds; a hangar cannot recover a type it was not built for.
 *   Recovered squadrons leave the table.
 *
 * Judgement calls:
 * - A squadron recovered this turn lands unready (squadron.ts `ready`) and must be re-armed on a later turn before
 *   it launches: launch comes before re-arm in the step, so the earliest relaunch is two turns after recovery.
 * - Loads may be chosen at launch (p.81) or at re-arm (p.19); either way they come from the carrier's stock and
 *   must be weapons the design can mount. A re-armed squadron's old loads are kept and count against hardpoints.
 * - A squadron may land on any friendly hangar at its squadron that is built for its type (p.19 "any starfighter
 *   squadrons at a carrier"), not only the one it left.
 * - A Breaching squadron reloads marines only from the carrier's contingent (p.81); `marinesAvailable` says how
 *   many the carrier can give, and re-arming fills up to its strength from them.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { FighterSquadron } from './squadron.ts';
import { hasFighterQuality } from './squadron-type.ts';
import type { StarfighterType } from './squadron-type.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

export interface Hangar {
  readonly id: string;
  readonly shipId: string;
  /** The starship squadron the carrier is in (where launched fighters appear and recovering ones must be). */
  readonly shipSquadronId: string;
  readonly side: string;
  /** Squadrons launched plus recovered per turn. */
  readonly launchCapacity: number;
  /** Squadrons held at any time. */
  readonly carryCapacity: number;
  readonly allowedTypes: readonly string[];
  /** The carrier's stock of mounted weapons (shared by all its hangars in the book; given per hangar here). */
  readonly ordnance: readonly { readonly weapon: string; readonly count: number }[];
  /** Marine parties the carrier can spare for Breaching reloads. */
  readonly marinesAvailable: number;
}

export interface OperationsOrders {
  readonly launch: readonly { readonly squadronId: string; readonly load?: readonly string[] }[];
  readonly rearm: readonly { readonly squadronId: string; readonly load?: readonly string[] }[];
  readonly recover: readonly { readonly squadronId: string; readonly hangarId: string }[];
}

export interface OperationsEvent {
  readonly kind: 'launch' | 'rearm' | 'recover';
  readonly squadronId: string;
  readonly hangarId: string;
  readonly loaded: readonly string[];
}

export interface OperationsResult {
  readonly hangars: readonly Hangar[];
  readonly squadrons: readonly FighterSquadron[];
  readonly events: readonly OperationsEvent[];
}

const fail = (code: MetaverseErrorCode, message: string, at: string): Result<never, RuleError> => err(metaverseError(code, message, { at }));

/** Takes `load` from the hangar's ordnance; checks hardpoints and mountability. */
function takeLoad(
  hangar: Hangar,
  squadron: FighterSquadron,
  type: StarfighterType,
  load: readonly string[],
): Result<{ hangar: Hangar; loads: readonly string[] }, RuleError> {
  if (squadron.loads.length + load.length > type.hardpoints)
    return fail('ERR_HARDPOINTS_FULL', `${squadron.id} has only ${type.hardpoints} hardpoints: load fewer weapons.`, squadron.id);
  const stock = new Map(hangar.ordnance.map((o) => [o.weapon, o.count]));
  for (const w of load) {
    if (!type.mountableWeapons.includes(w)) return fail('ERR_NOT_MOUNTABLE', `${squadron.id} cannot mount ${w}: pick one of its mountable weapons.`, squadron.id);
    const left = stock.get(w) ?? 0;
    if (left < 1) return fail('ERR_NO_ORDNANCE', `The carrier has no ${w} left: load something else.`, squadron.id);
    stock.set(w, left - 1);
  }
  const ordnance = hangar.ordnance.map((o) => ({ weapon: o.weapon, count: stock.get(o.weapon) ?? 0 }));
  return ok({ hangar: { ...hangar, ordnance }, loads: [...squadron.loads, ...load] });
}

/** One Operations Step as it runs: the hangars and squadrons as the earlier orders left them. */
interface Operations {
  readonly hangars: Map<string, Hangar>;
  readonly squadrons: Map<string, FighterSquadron>;
  /** Launch capacity spent per hangar. */
  readonly used: Map<string, number>;
  readonly events: OperationsEvent[];
  /** Squadrons already given an order. */
  readonly seen: Set<string>;
  readonly types: ReadonlyMap<string, StarfighterType>;
}

/**
 * Runs one side's (or both sides') Starfighter Operations Step. Pure; no dice. Fails on the first illegal order.
 */
export function resolveOperations(
  hangarsIn: readonly Hangar[],
  squadronsIn: readonly FighterSquadron[],
  types: ReadonlyMap<string, StarfighterType>,
  orders: OperationsOrders,
): Result<OperationsResult, RuleError> {
  const ops: Operations = {
    hangars: new Map(hangarsIn.map((h) => [h.id, h])),
    squadrons: new Map(squadronsIn.map((s) => [s.id, s])),
    used: new Map(),
    events: [],
    seen: new Set(),
    types,
  };
  // 1) Launch, 2) re-arm, 3) recover: in the book's order (p.19).
  for (const o of orders.launch) {
    const r = launch(ops, o);
    if (!r.ok) return r;
  }
  for (const o of orders.rearm) {
    const r = rearm(ops, o);
    if (!r.ok) return r;
  }
  for (const o of orders.recover) {
    const r = recover(ops, o);
    if (!r.ok) return r;
  }
  return ok({ hangars: hangarsIn.map((h) => ops.hangars.get(h.id) ?? h), squadrons: squadronsIn.map((s) => ops.squadrons.get(s.id) ?? s), events: ops.events });
}

function typeOf(ops: Operations, s: FighterSquadron): StarfighterType {
  const t = ops.types.get(s.typeId);
  if (t === undefined) throw new Error(`unknown starfighter type ${s.typeId}`);
  return t;
}

/** The squadron an order names; one order per squadron a turn. */
function once(ops: Operations, id: string): Result<FighterSquadron, RuleError> {
  if (ops.seen.has(id)) return fail('ERR_SQUADRON_TWICE', `Give ${id} only one operations order this turn.`, id);
  ops.seen.add(id);
  const s = ops.squadrons.get(id);
  return s === undefined ? fail('ERR_NO_SQUADRON', `There is no starfighter squadron ${id}: check the name.`, id) : ok(s);
}

/** One launch or recovery from the hangar's launch capacity for the turn. */
function spend(ops: Operations, h: Hangar): Result<true, RuleError> {
  const n = (ops.used.get(h.id) ?? 0) + 1;
  if (n > h.launchCapacity) return fail('ERR_LAUNCH_CAPACITY', `${h.id} can launch and recover only ${h.launchCapacity} squadrons a turn: cut an order.`, h.id);
  ops.used.set(h.id, n);
  return ok(true);
}

/** p.19 "Launch Starfighters": a ready squadron leaves its hangar onto its carrier's squadron, loaded from stock. */
function launch(ops: Operations, o: OperationsOrders['launch'][number]): Result<true, RuleError> {
  const s = once(ops, o.squadronId);
  if (!s.ok) return s;
  const sq = s.value;
  const h = sq.hangarId === null ? undefined : ops.hangars.get(sq.hangarId);
  if (sq.status !== 'hangar' || h === undefined) return fail('ERR_NOT_IN_HANGAR', `${sq.id} is not in a hangar, so it cannot launch.`, sq.id);
  if (!sq.ready) return fail('ERR_NOT_READY', `${sq.id} must be re-armed on a later turn before it can launch.`, sq.id);
  const c = spend(ops, h);
  if (!c.ok) return c;
  const loaded = takeLoad(h, sq, typeOf(ops, sq), o.load ?? []);
  if (!loaded.ok) return loaded;
  ops.hangars.set(h.id, loaded.value.hangar);
  ops.squadrons.set(sq.id, { ...sq, status: 'space', at: h.shipSquadronId, loads: loaded.value.loads });
  ops.events.push({ kind: 'launch', squadronId: sq.id, hangarId: h.id, loaded: o.load ?? [] });
  return ok(true);
}

/** p.19 "Re-arm Starfighters": full strength, mounted weapons, marines for Breaching squadrons. */
function rearm(ops: Operations, o: OperationsOrders['rearm'][number]): Result<true, RuleError> {
  const s = once(ops, o.squadronId);
  if (!s.ok) return s;
  const sq = s.value;
  const h = sq.hangarId === null ? undefined : ops.hangars.get(sq.hangarId);
  if (sq.status !== 'hangar' || h === undefined) return fail('ERR_NOT_IN_HANGAR', `${sq.id} is not in a hangar, so it cannot re-arm.`, sq.id);
  const type = typeOf(ops, sq);
  const loaded = takeLoad(h, sq, type, o.load ?? []);
  if (!loaded.ok) return loaded;
  let hangar = loaded.value.hangar;
  let marines = sq.marines;
  if (hasFighterQuality(type, 'Breaching')) {
    const add = Math.min(type.strength - marines, hangar.marinesAvailable);
    marines += Math.max(0, add);
    hangar = { ...hangar, marinesAvailable: hangar.marinesAvailable - Math.max(0, add) };
  }
  ops.hangars.set(h.id, hangar);
  ops.squadrons.set(sq.id, { ...sq, strength: type.strength, loads: loaded.value.loads, marines, ready: true });
  ops.events.push({ kind: 'rearm', squadronId: sq.id, hangarId: h.id, loaded: o.load ?? [] });
  return ok(true);
}

/** p.19 "Recover Starfighters"; p.81 "cannot recover a squadron type for which it was not designed". */
function recover(ops: Operations, o: OperationsOrders['recover'][number]): Result<true, RuleError> {
  const s = once(ops, o.squadronId);
  if (!s.ok) return s;
  const sq = s.value;
  const h = ops.hangars.get(o.hangarId);
  if (h === undefined) return fail('ERR_NO_HANGAR', `There is no hangar ${o.hangarId}: check the name.`, o.hangarId);
  if (sq.status !== 'space') return fail('ERR_NOT_IN_SPACE', `${sq.id} is not on the table, so it cannot be recovered.`, sq.id);
  if (h.side !== sq.side) return fail('ERR_ENEMY_HANGAR', `${sq.id} can land only on a friendly carrier.`, sq.id);
  if (sq.at !== h.shipSquadronId) return fail('ERR_NOT_AT_CARRIER', `${sq.id} must be at the carrier's squadron to land: recall it first.`, sq.id);
  if (!h.allowedTypes.includes(sq.typeId)) return fail('ERR_WRONG_HANGAR', `${h.id} is not built for ${sq.typeId}: land it elsewhere.`, sq.id);
  const held = [...ops.squadrons.values()].filter((x) => x.status === 'hangar' && x.hangarId === h.id).length;
  if (held + 1 > h.carryCapacity) return fail('ERR_CARRY_CAPACITY', `${h.id} holds only ${h.carryCapacity} squadrons: land it elsewhere.`, h.id);
  const c = spend(ops, h);
  if (!c.ok) return c;
  ops.squadrons.set(sq.id, { ...sq, status: 'hangar', hangarId: h.id, at: null, ready: false });
  ops.events.push({ kind: 'recover', squadronId: sq.id, hangarId: h.id, loaded: [] });
  return ok(true);
}

/** Whether the hangar's starting load fits (p.81): types it was built for, within carry capacity. */
export function validateHangarLoad(hangar: Hangar, loaded: readonly FighterSquadron[]): Result<true, RuleError> {
  if (loaded.length > hangar.carryCapacity)
    return fail('ERR_CARRY_CAPACITY', `${hangar.id} holds only ${hangar.carryCapacity} squadrons: load fewer.`, hangar.id);
  const wrong = loaded.find((s) => !hangar.allowedTypes.includes(s.typeId));
  if (wrong !== undefined) return fail('ERR_WRONG_HANGAR', `${hangar.id} is not built for ${wrong.typeId}: load it elsewhere.`, wrong.id);
  return ok(true);
}
