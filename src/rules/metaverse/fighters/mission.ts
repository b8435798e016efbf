/**
 * Starfighter missions: create, retarget, split, recall (Metaverse p.19 "Starfighter Mission Step";
 * rulings A30, A55).
 *
 * Starfighters never move freely: a mission is assigned to a starship squadron and the whole mission moves to it,
 * staying with it from turn to turn until changed. Its "movement allowance" is the shortest Range among its
 * squadrons, measured from the starship squadron where the fighters are now (A55). A mission on a friendly
 * squadron is a CAP; on an enemy squadron a Strike, which may mark some squadrons Escort and is placed in the
 * target's closest facing arc. Every action costs 1 CP (the lead charges an eligible commander).
 *
 * Positions are plain points: a mission sits at its target squadron's point; a Strike also records the table arc
 * of the target it sits in, relative to the target, so it moves with it (A30).
 *
 * Judgement calls:
 * - Creating a mission needs squadrons not already in a mission (use split/retarget for those), all present at
 *   the same starship squadron and all of one side.
 * - "Recall a mission back to its starting point": the starting point is the starship squadron where the mission
 *   was created (normally the carrier's, as A55 says). Recalled squadrons are left there, in no mission.
 * - Retargeting measures range from the current target's point; escorts may be re-chosen when retargeting onto an
 *   enemy, and are dropped when the new target is friendly (a CAP has no escorts).
 * - A squadron whose point is off the table or in reserve is the lead's problem: such targets are not passed in.
 * - A strike's standing orders for the combat (`StrikeOrders`: target ship, surgical system, closing) are kept by a
 *   split (each part inherits them) and dropped by a retarget (the ship named belonged to the old target).
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { Point } from '../../core/scene.ts';
import { distanceCm, facingArcs } from './geometry.ts';
import type { FacingArc } from './geometry.ts';
import type { FighterSquadron } from './squadron.ts';
import type { StarfighterType } from './squadron-type.ts';
import { arcsOf, type Directionality } from '../ships/directions.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

/** The starship-squadron facts a mission needs (a narrow view of the ship module's squadron). */
export interface ShipSquadronView {
  readonly id: string;
  readonly side: string;
  readonly pos: Point;
  readonly headingDeg: number;
  readonly directionality: Directionality;
}

export interface Mission {
  readonly id: string;
  readonly side: string;
  readonly kind: 'cap' | 'strike';
  readonly squadronIds: readonly string[];
  /** Strike squadrons marked Escort (subset of squadronIds; always empty for CAP). */
  readonly escortIds: readonly string[];
  readonly targetId: string;
  /** Where the mission was created: where a recall sends it. */
  readonly originId: string;
  /** Strike: the target's table arc the mission sits in; CAP: null. */
  readonly arc: FacingArc | null;
  /** Strike: the attacker's standing orders for the Starfighter Combat Step (absent: the defaults). */
  readonly orders?: StrikeOrders;
}

/** Systems a starfighter surgical strike may name (p.35: secondary, EW, propulsion, active defence or weapon). */
export type FighterSurgical = 'secondary' | 'ew' | 'propulsion' | 'active-defence' | 'weapon';
export const FIGHTER_SURGICAL: readonly FighterSurgical[] = ['secondary', 'ew', 'propulsion', 'active-defence', 'weapon'];

/**
 * A strike mission's standing orders for the Starfighter Combat Step (p.32–35, A30): the ship of the target
 * squadron its weapons go at (null: the attacker's default), the system a surgical strike names (null: none), and
 * whether it closes (p.33 "The attacking player may choose to enter close range").
 */
export interface StrikeOrders {
  readonly ship: string | null;
  readonly surgical: FighterSurgical | null;
  readonly close: boolean;
}

export const DEFAULT_STRIKE_ORDERS: StrikeOrders = { ship: null, surgical: null, close: true };

export interface MissionContext {
  readonly shipSquadrons: ReadonlyMap<string, ShipSquadronView>;
  readonly fighters: ReadonlyMap<string, FighterSquadron>;
  readonly types: ReadonlyMap<string, StarfighterType>;
  readonly missions: readonly Mission[];
}

export interface MissionActionResult {
  /** Missions after the action (all of them). */
  readonly missions: readonly Mission[];
  /** Fighters whose `at` changed. */
  readonly fighters: readonly FighterSquadron[];
  /** Always 1 (p.19 "a CP must be spent"). */
  readonly cpCost: 1;
  /** The range check made, when there was one. */
  readonly range?: { readonly distance: number; readonly allowed: number | 'infinite' };
}

const fail = (code: MetaverseErrorCode, message: string, at?: string): Result<never, RuleError> =>
  err(metaverseError(code, message, at === undefined ? {} : { at }));

/** The shortest Range among the squadrons ("inside the shortest range amongst the constituent squadrons"). */
export function missionRange(types: readonly StarfighterType[]): number | 'infinite' {
  let best: number | 'infinite' = 'infinite';
  for (const t of types) if (t.range !== 'infinite' && (best === 'infinite' || t.range < best)) best = t.range;
  return best;
}

const typeOf = (ctx: MissionContext, f: FighterSquadron): StarfighterType => {
  const t = ctx.types.get(f.typeId);
  if (t === undefined) throw new Error(`unknown starfighter type ${f.typeId}`);
  return t;
};

function checkRange(
  ctx: MissionContext,
  fighters: readonly FighterSquadron[],
  from: ShipSquadronView,
  to: ShipSquadronView,
): Result<{ distance: number; allowed: number | 'infinite' }, RuleError> {
  const allowed = missionRange(fighters.map((f) => typeOf(ctx, f)));
  const distance = distanceCm(from.pos, to.pos);
  // Small tolerance so a target at exactly the range is not lost to floating point.
  if (allowed !== 'infinite' && distance > allowed + 1e-9)
    return fail('ERR_MISSION_RANGE', `${to.id} is ${distance.toFixed(1)} cm away but the mission's range is ${allowed} cm: pick a closer target.`, to.id);
  return ok({ distance, allowed });
}

/** The arc a strike lands in: the target's arc facing where the mission came from (the attacker picks on a tie). */
function strikeArc(target: ShipSquadronView, from: Point, choice: FacingArc | undefined): Result<FacingArc, RuleError> {
  const arcs = facingArcs(target.pos, target.headingDeg, target.directionality, from);
  if (choice === undefined) {
    const first = arcs[0];
    if (first === undefined) throw new Error('no facing arc');
    return ok(first);
  }
  return arcs.includes(choice) ? ok(choice) : fail('ERR_MISSION_ARC', `The strike must sit in the closest facing arc: choose ${arcs.join(' or ')}.`, target.id);
}

const moveFighters = (ctx: MissionContext, ids: readonly string[], at: string): FighterSquadron[] =>
  ids.map((id) => {
    const f = ctx.fighters.get(id);
    if (f === undefined) throw new Error(`unknown fighter ${id}`);
    return { ...f, at };
  });

export interface CreateMission {
  readonly missionId: string;
  readonly side: string;
  readonly squadronIds: readonly string[];
  readonly targetId: string;
  readonly escortIds?: readonly string[];
  /** On an arc boundary, the attacker's choice. */
  readonly arc?: FacingArc;
}

/** p.19: select squadrons present at one starship squadron and a target inside their shortest range. */
export function createMission(ctx: MissionContext, a: CreateMission): Result<MissionActionResult, RuleError> {
  if (a.squadronIds.length === 0) return fail('ERR_MISSION_EMPTY', 'Pick at least one starfighter squadron for the mission.');
  if (new Set(a.squadronIds).size !== a.squadronIds.length) return fail('ERR_MISSION_DUPLICATE', 'List each squadron once in a mission.');
  if (ctx.missions.some((m) => m.id === a.missionId)) return fail('ERR_MISSION_ID', `A mission ${a.missionId} already exists: use another name.`);
  const fighters: FighterSquadron[] = [];
  for (const id of a.squadronIds) {
    const f = ctx.fighters.get(id);
    if (f === undefined) return fail('ERR_NO_SQUADRON', `There is no starfighter squadron ${id}: check the name.`, id);
    if (f.side !== a.side) return fail('ERR_NOT_YOURS', `${id} is not yours to send.`, id);
    if (f.status !== 'space' || f.at === null) return fail('ERR_NOT_IN_SPACE', `${id} is not on the table: launch it first.`, id);
    if (ctx.missions.some((m) => m.squadronIds.includes(id))) return fail('ERR_ALREADY_ON_MISSION', `${id} is already on a mission: split or retarget that mission.`, id);
    fighters.push(f);
  }
  const originId = fighters[0]?.at ?? null;
  if (originId === null || fighters.some((f) => f.at !== originId))
    return fail('ERR_MISSION_SPLIT_ORIGIN', 'All squadrons of a mission must be at the same starship squadron.');
  const origin = ctx.shipSquadrons.get(originId);
  const target = ctx.shipSquadrons.get(a.targetId);
  // The starship squadron they fly with may have left the table (destroyed, disengaged): no mission from there.
  if (origin === undefined) return fail('ERR_ORIGIN_GONE', 'Those squadrons\' starship squadron is no longer on the table, so they cannot set out from it.', originId);
  if (target === undefined) return fail('ERR_NO_TARGET', `There is no starship squadron ${a.targetId}: check the name.`, a.targetId);
  const range = checkRange(ctx, fighters, origin, target);
  if (!range.ok) return range;
  const kind = target.side === a.side ? 'cap' : 'strike';
  const escortIds = a.escortIds ?? [];
  if (kind === 'cap' && escortIds.length > 0) return fail('ERR_CAP_ESCORT', 'Only a strike mission can have escorts.');
  if (escortIds.some((id) => !a.squadronIds.includes(id))) return fail('ERR_ESCORT_NOT_IN_MISSION', 'Escorts must be squadrons of the mission.');
  let arc: FacingArc | null = null;
  if (kind === 'strike') {
    const chosen = strikeArc(target, origin.pos, a.arc);
    if (!chosen.ok) return chosen;
    arc = chosen.value;
  }
  const mission: Mission = { id: a.missionId, side: a.side, kind, squadronIds: [...a.squadronIds], escortIds: [...escortIds], targetId: target.id, originId, arc };
  return ok({ missions: [...ctx.missions, mission], fighters: moveFighters(ctx, a.squadronIds, target.id), cpCost: 1, range: range.value });
}

const findMission = (ctx: MissionContext, id: string, side: string): Result<Mission, RuleError> => {
  const m = ctx.missions.find((x) => x.id === id);
  if (m === undefined) return fail('ERR_NO_MISSION', `There is no mission ${id}: check the name.`, id);
  if (m.side !== side) return fail('ERR_NOT_YOURS', `Mission ${id} is not yours to order.`, id);
  return ok(m);
};

/** p.19 "change the target of an ongoing mission": range from where the fighters are now (A55). */
export function retargetMission(
  ctx: MissionContext,
  a: { readonly missionId: string; readonly side: string; readonly targetId: string; readonly escortIds?: readonly string[]; readonly arc?: FacingArc },
): Result<MissionActionResult, RuleError> {
  const m = findMission(ctx, a.missionId, a.side);
  if (!m.ok) return m;
  const here = ctx.shipSquadrons.get(m.value.targetId);
  const target = ctx.shipSquadrons.get(a.targetId);
  if (here === undefined) return fail('ERR_MISSION_TARGET_GONE', `The squadron mission ${a.missionId} was flying to has left the table: recall it.`, a.missionId);
  if (target === undefined) return fail('ERR_NO_TARGET', `There is no starship squadron ${a.targetId}: check the name.`, a.targetId);
  if (target.id === here.id) return fail('ERR_SAME_TARGET', `Mission ${a.missionId} is already at ${target.id}.`);
  const fighters = m.value.squadronIds.map((id) => ctx.fighters.get(id)).filter((f): f is FighterSquadron => f !== undefined);
  const range = checkRange(ctx, fighters, here, target);
  if (!range.ok) return range;
  const kind = target.side === a.side ? 'cap' : 'strike';
  const escortIds = kind === 'cap' ? [] : (a.escortIds ?? m.value.escortIds);
  if (kind === 'cap' && (a.escortIds ?? []).length > 0) return fail('ERR_CAP_ESCORT', 'Only a strike mission can have escorts.');
  if (escortIds.some((id) => !m.value.squadronIds.includes(id))) return fail('ERR_ESCORT_NOT_IN_MISSION', 'Escorts must be squadrons of the mission.');
  let arc: FacingArc | null = null;
  if (kind === 'strike') {
    const chosen = strikeArc(target, here.pos, a.arc);
    if (!chosen.ok) return chosen;
    arc = chosen.value;
  }
  // The standing strike orders named ships of the old target: a retargeted mission starts from the defaults.
  const next: Mission = { id: m.value.id, side: m.value.side, squadronIds: m.value.squadronIds, originId: m.value.originId, kind, targetId: target.id, escortIds: [...escortIds], arc };
  return ok({
    missions: ctx.missions.map((x) => (x.id === next.id ? next : x)),
    fighters: moveFighters(ctx, m.value.squadronIds, target.id),
    cpCost: 1,
    range: range.value,
  });
}

/** p.19 "split an ongoing mission into multiple missions": each part keeps the target, arc and its escorts. */
export function splitMission(
  ctx: MissionContext,
  a: { readonly missionId: string; readonly side: string; readonly parts: readonly { readonly missionId: string; readonly squadronIds: readonly string[] }[] },
): Result<MissionActionResult, RuleError> {
  const m = findMission(ctx, a.missionId, a.side);
  if (!m.ok) return m;
  const all = a.parts.flatMap((p) => p.squadronIds);
  if (a.parts.length < 2 || a.parts.some((p) => p.squadronIds.length === 0))
    return fail('ERR_SPLIT_PARTS', 'Split a mission into two or more non-empty parts.');
  if (all.length !== m.value.squadronIds.length || new Set(all).size !== all.length || all.some((id) => !m.value.squadronIds.includes(id)))
    return fail('ERR_SPLIT_MEMBERS', `Put each squadron of mission ${a.missionId} in exactly one part.`);
  const ids = a.parts.map((p) => p.missionId);
  if (new Set(ids).size !== ids.length || ctx.missions.some((x) => x.id !== a.missionId && ids.includes(x.id)))
    return fail('ERR_MISSION_ID', 'Give each part a new, unused mission name.');
  const parts: Mission[] = a.parts.map((p) => ({
    ...m.value,
    id: p.missionId,
    squadronIds: [...p.squadronIds],
    escortIds: m.value.escortIds.filter((e) => p.squadronIds.includes(e)),
  }));
  return ok({ missions: [...ctx.missions.filter((x) => x.id !== a.missionId), ...parts], fighters: [], cpCost: 1 });
}

/** p.19 "recall a mission back to its starting point": the mission ends and its squadrons go back there. */
export function recallMission(ctx: MissionContext, a: { readonly missionId: string; readonly side: string }): Result<MissionActionResult, RuleError> {
  const m = findMission(ctx, a.missionId, a.side);
  if (!m.ok) return m;
  const live = m.value.squadronIds.filter((id) => ctx.fighters.get(id)?.status === 'space');
  return ok({ missions: ctx.missions.filter((x) => x.id !== a.missionId), fighters: moveFighters(ctx, live, m.value.originId), cpCost: 1 });
}

/**
 * p.33: at the end of a starfighter combat "the attacking player may place their mission in any arc of the target
 * squadron in preparation for next turn".
 */
export function placeMission(ctx: MissionContext, a: { readonly missionId: string; readonly side: string; readonly arc: FacingArc }): Result<readonly Mission[], RuleError> {
  const m = findMission(ctx, a.missionId, a.side);
  if (!m.ok) return m;
  if (m.value.kind !== 'strike') return fail('ERR_CAP_ARC', 'Only a strike mission is placed in an arc.', a.missionId);
  const target = ctx.shipSquadrons.get(m.value.targetId);
  if (target === undefined) return fail('ERR_MISSION_TARGET_GONE', `The squadron mission ${a.missionId} was flying to has left the table.`, a.missionId);
  const arcs = arcsOf(target.directionality);
  if (!arcs.includes(a.arc)) return fail('ERR_MISSION_ARC', `Choose one of the target's arcs: ${arcs.join(', ')}.`, a.missionId);
  return ok(ctx.missions.map((x) => (x.id === a.missionId ? { ...x, arc: a.arc } : x)));
}

/** Where a mission is drawn: its target squadron's point (the strike's arc is shown beside it). */
export function missionPoint(ctx: MissionContext, mission: Mission): Point {
  const t = ctx.shipSquadrons.get(mission.targetId);
  if (t === undefined) throw new Error(`unknown ship squadron ${mission.targetId}`);
  return t.pos;
}

/** Drops destroyed or landed squadrons from missions, and missions left empty (after combat or recovery). */
export function pruneMissions(missions: readonly Mission[], fighters: ReadonlyMap<string, FighterSquadron>): readonly Mission[] {
  return missions
    .map((m) => {
      const alive = m.squadronIds.filter((id) => fighters.get(id)?.status === 'space');
      return { ...m, squadronIds: alive, escortIds: m.escortIds.filter((e) => alive.includes(e)) };
    })
    .filter((m) => m.squadronIds.length > 0);
}
