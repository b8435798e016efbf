/**
 * Starfighters in the turn (Metaverse p.19 "Starfighter Operations Step" and "Starfighter Mission Step", p.31
 * "Point Defense (PD) Interception" (CAP), p.32–36 "Starfighter Combat Step", p.81 "Starfighter Squadrons";
 * Rulings A30, A48, A55), composed from the pure fighters/ modules.
 *
 * `FighterState` is its own slice of the game (squadrons with their strength and where they are, the carriers'
 * hangars, the missions, the alternating Mission Step), built by `initialFighters` from the ships' hangar loads.
 *
 * - `fighterOperations`: the Starfighter Operations Step (launch, re-arm, recover) per side; a side that gives no
 *   orders launches every ready squadron its hangars can launch, each load filled from the carrier's stock, and
 *   re-arms every squadron waiting in a hangar.
 * - `openMissionStep` / `missionActions`: the alternating Mission Step; each message is a batch of mission actions
 *   (one per line, notation/step-action.ts notation) or `pass`; every action costs 1 CP; two passes in a row end it.
 * - `starfighterCombat`: every starfighter combat of the turn, the book's choices made by documented defaults.
 * - `capDice`: what the CAP over a starship squadron offers the interception of starship fire (furball D20s, PD).
 *
 * Judgement calls (defaults where the book asks the players):
 * - A squadron in space that flies no mission is over a friendly starship squadron (it was launched there, or
 *   recalled to where its mission began) and flies CAP over it: launching "onto a CAP over its own squadron" costs
 *   no CP; the 1 CP of p.19 buys creating, retargeting, splitting or recalling a mission.
 * - Mission Step payer: the action's `· pay Name`, else the side's commander with the most CPs left (list order on
 *   a tie). Only the CP totals are checked (command/budget.ts without a chain context).
 * - Players' combat choices are standing orders of the Mission Step (free: p.19 prices only conducting, retargeting,
 *   splitting and recalling missions; p.32 has the defender "decide" on Intercept and p.33–35 the attacker choose ship,
 *   surgical system and closing inside the combat). `intercept X` sets CAP squadrons to Intercept (kept while they
 *   fly CAP; landing or a strike mission drops it); `... at Ship surgical <system> standoff` on a strike names the
 *   ship of the target squadron (A30, per mission: split it to aim squadrons at different ships), the surgical system
 *   and whether it closes. A message of standing orders only conducts no mission, so it counts as a pass.
 * - Without orders: no CAP squadron intercepts (Procedure A without CAP, B with it); the attacker closes and never
 *   ignores its interceptors; no surgical strikes; the weapons go at the largest ship (also when the chosen one is
 *   gone). The defender's PDS are kept for the closing squadrons (each ship pools its unused PDS covering the
 *   mission's arc on one squadron: escorts first while the escort rule binds, else the strongest). Breaching
 *   squadrons that close unload their marines into the mission's ship's section facing the mission's arc, unless
 *   shields that stop kinetic weapons are up there (p.81); the mission stays in its arc.
 * - Procedure C (p.34): in C.1 only the interceptors fire (PD-capable long-range weapons at the attackers); the
 *   attacker keeps its long-range weapons for the ships (C.4). The first furball is all attackers against the
 *   interceptors; the second the closing attackers (whether or not they fought in the first) against the CAP that
 *   stayed. Standing-off squadrons take no part after C.4.
 * - A surgical strike (p.35) applies to the weapons fired after closing (long-range fire allows none); its target is
 *   the first working system of the category in the section facing the mission's arc, picked before each weapon's
 *   damage (sequence/combat/surgical.ts); no such system: no roll. The D6 follows that weapon's damage dice.
 * - Furball assignment (p.36): the sides alternate, the side with more squadrons first (A48: a d2 on a tie); each
 *   assigns its strongest unengaged squadron (Furball, then Strength, then list order) to the strongest unengaged
 *   enemy squadron — the defender to a free escort first (p.19) — or, when no enemy is unengaged, to the
 *   strongest enemy squadron. This reproduces furball example (p.36) (three 1-vs-1 furballs and one 1-vs-4).
 * - Furball dice: each side gives its D20s to the opposing squadrons of the furball weakest first, as many as are
 *   expected to destroy each (Strength ÷ chance per die, rounded up); any dice left over go to the first.
 * - Fighter weapons at ships go at the target squadron's largest ship (highest Mass Factor; A30 lets the attacker
 *   choose), on the arc where the mission sits, through damage/hit.ts; no sensor roll, so the parity-dependent
 *   qualities read the roll as an even 20 (as combat-step.ts does for automatic hits). Fighter weapons at fighters
 *   hit with their PD value against Defence (procedure.ts), at the opposing squadron with the least Strength left; a
 *   weapon whose PD value cannot reach that Defence is held.
 * - The hit arc is the table arc (mirrored record sheets are not swapped, as in combat-step.ts).
 */
import { count, plural } from '../../../core/text.ts';
import type { HitResult } from '../../damage/hit.ts';
import type { ShipDamageState, SystemState } from '../../damage/state.ts';
import type { AssignmentState } from '../../fighters/furball.ts';
import type { OperationsResult } from '../../fighters/hangar.ts';
import type { FighterSurgical, MissionActionResult } from '../../fighters/mission.ts';
import type { MissionStepState } from '../../fighters/mission-step.ts';
import type { ProcedureId } from '../../fighters/procedure.ts';
import type { MissionAction } from '../../notation/step-action.ts';
import type { ShipDesign } from '../../ships/design.ts';
import type { MvSquadron } from '../../state.ts';
import type { Dice } from '../../../core/dice.ts';
import { aboutAll } from '../../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import type { Named } from '../../../core/names.ts';
import { damageProfileOf } from '../../adapters/damage.ts';
import { pdsOf } from '../../adapters/fire.ts';
import { fighterWeaponOf, starfighterTypeOf } from '../../adapters/fighters.ts';
import { validateSpending, type CpSpend } from '../../command/budget.ts';
import { resolveWeaponHit, type DamageProfile } from '../../damage/hit.ts';
import { declareFighterFire, expendLoads, unloadMarines, type FighterShot, type FiredWeapon } from '../../fighters/attack.ts';
import { facingSection } from '../../damage/chain.ts';
import { defenceActsOn } from '../../damage/types.ts';
import { effectiveDefence, effectiveFurball } from '../../fighters/effective.ts';
import { assign, furballGroups, resolveFurball, startAssignment, type CombatSide, type DiceAllocation, type FurballSquadron } from '../../fighters/furball.ts';
import { resolveOperations, type OperationsOrders } from '../../fighters/hangar.ts';
import { capDefenders, type CapDefender } from '../../fighters/intercept.ts';
import { createMission, DEFAULT_STRIKE_ORDERS, pruneMissions, recallMission, retargetMission, splitMission, type Mission, type MissionContext, type ShipSquadronView, type StrikeOrders } from '../../fighters/mission.ts';
import { advanceMissionStep, firstBySquadronCount, startMissionStep } from '../../fighters/mission-step.ts';
import { escortsFirst, pdHits, resolvePdShot, canShootFighters, type PdTarget } from '../../fighters/point-defence.ts';
import { chooseProcedure, starfighterCombats, type StarfighterCombat } from '../../fighters/procedure.ts';
import { applyAllFighterHits, newFighterSquadron, type FighterLoss, type FighterSquadron } from '../../fighters/squadron.ts';
import { hasFighterQuality, type FighterWeapon, type StarfighterType } from '../../fighters/squadron-type.ts';
import { parseMissionAction, type StepContext } from '../../notation/step-action.ts';
import { designById, LIBRARY } from '../../ships/library.ts';
import type { DesignStarfighterType } from '../../ships/starfighter.ts';
import type { StarfighterWeapon } from '../../ships/weapon.ts';
import { disableSurgicalTarget, surgicalTarget } from '../combat/surgical.ts';
import type { FighterState, MetaverseState, MvCommander, MvFighter, MvHangar, MvShip } from '../../state.ts';
import type { Arc } from '../../ships/directions.ts';
import { metaverseError, type MetaverseErrorCode } from '../../errors.ts';

type SideId = 'A' | 'B';

/** Starfighter types, fighter weapons and their damage profiles. */
export interface FighterCatalogue {
  readonly types: ReadonlyMap<string, StarfighterType>;
  readonly weapons: ReadonlyMap<string, FighterWeapon>;
  readonly profiles: ReadonlyMap<string, DamageProfile>;
}

export function fighterCatalogue(types: readonly DesignStarfighterType[], weapons: readonly StarfighterWeapon[]): FighterCatalogue {
  const w = new Map<string, FighterWeapon>();
  for (const x of weapons) {
    const r = fighterWeaponOf(x);
    if (r.ok) w.set(x.id, r.value);
  }
  return {
    types: new Map(types.map((t) => [t.id, starfighterTypeOf(t)])),
    weapons: w,
    // damageProfileOf reads only the stat line; a fighter weapon has no range bands, AoE or accuracy (p.81).
    profiles: new Map(weapons.map((x) => [x.id, damageProfileOf({ ...x, range: { band: 5, bands: 1, effectiveBand: 1 }, aoe: null, accuracy: 0 })])),
  };
}

export const LIBRARY_FIGHTERS: FighterCatalogue = fighterCatalogue(LIBRARY.starfighterTypes, LIBRARY.starfighterWeapons);

const typeIn = (cat: FighterCatalogue, f: FighterSquadron): StarfighterType => {
  const t = cat.types.get(f.typeId);
  if (!t) throw new Error(`unknown starfighter type ${f.typeId}`);
  return t;
};

/** A fighters/ result squadron back onto the named one it came from. */
const merged = (olds: readonly MvFighter[], news: readonly FighterSquadron[]): MvFighter[] =>
  olds.map((o, i) => {
    const n = news[i];
    return n && n.id === o.id ? { ...o, ...n, side: o.side, name: o.name } : o;
  });

const activeShip = (state: MetaverseState, id: string): MvShip | undefined => state.ships.find((s) => s.id === id && s.status === 'active');

/** p.81: every hangar's starting load, in its hangar, full strength and ready. Names are "<type> <n>" per side. */
export function initialFighters(state: MetaverseState, catalogue: FighterCatalogue = LIBRARY_FIGHTERS): FighterState {
  const hangars: MvHangar[] = [];
  const squadrons: MvFighter[] = [];
  const counts = new Map<string, number>();
  for (const ship of state.ships) {
    const design = designById(ship.designId);
    if (!design || ship.status !== 'active') continue;
    for (const h of design.hangars) {
      const id = `${ship.id}:${h.id}`;
      hangars.push({
        id,
        name: `${ship.name} ${h.id}`,
        side: ship.side,
        shipId: ship.id,
        shipSquadronId: ship.squadronId,
        launchCapacity: h.launchCapacity,
        carryCapacity: h.carryCapacity,
        allowedTypes: [...h.allowedTypes],
        ordnance: h.ordnance.map((o) => ({ ...o })),
        marinesAvailable: 0,
      });
      for (const load of h.loaded) {
        const type = catalogue.types.get(load.type);
        if (!type) throw new Error(`unknown starfighter type ${load.type}`);
        for (let k = 0; k < load.count; k++) {
          const key = `${ship.side}:${type.id}`;
          const n = (counts.get(key) ?? 0) + 1;
          counts.set(key, n);
          const made = newFighterSquadron({ id: `${ship.id}-${h.id}-${type.id}-${k + 1}`, side: ship.side, hangarId: id }, type);
          if (!made.ok) throw new Error(made.error.message);
          squadrons.push({ ...made.value, side: ship.side, name: `${type.name} ${n}` });
        }
      }
    }
  }
  return { squadrons, hangars, missions: [], missionStep: null, furballSpent: [], missionCount: 0 };
}

/** Missions plus the implicit CAP of squadrons in space on no mission (header). */
export function allMissions(fighters: FighterState): readonly Mission[] {
  const onMission = new Set(fighters.missions.flatMap((m) => m.squadronIds));
  const idle = new Map<string, { side: SideId; ids: string[] }>();
  for (const f of fighters.squadrons) {
    if (f.status !== 'space' || f.at === null || onMission.has(f.id)) continue;
    const key = `${f.side}-CAP-${f.at}`;
    idle.set(key, { side: f.side, ids: [...(idle.get(key)?.ids ?? []), f.id] });
  }
  const caps: Mission[] = [...idle].map(([id, v]) => {
    const at = id.slice(`${v.side}-CAP-`.length);
    return { id, side: v.side, kind: 'cap', squadronIds: v.ids, escortIds: [], targetId: at, originId: at, arc: null };
  });
  return [...fighters.missions, ...caps];
}

const fighterMap = (fighters: FighterState): ReadonlyMap<string, FighterSquadron> => new Map(fighters.squadrons.map((f) => [f.id, f]));

/** p.31: the CAP over `squadronId` as point defence for the interception of starship fire (furball D20s and PD weapons). */
export function capDice(fighters: FighterState, squadronId: string, catalogue: FighterCatalogue = LIBRARY_FIGHTERS): readonly CapDefender[] {
  return capDefenders(squadronId, allMissions(fighters), fighterMap(fighters), catalogue.types, catalogue.weapons, new Set(fighters.furballSpent));
}

// ---------------------------------------------------------------- Starfighter Operations Step (p.19)

export interface OperationsStepResult {
  readonly fighters: FighterState;
  readonly events: GameEvent[];
}

/** The default orders: re-arm everything waiting; launch every ready squadron the hangar can, loads filled from stock. */
function defaultOrders(hangars: readonly MvHangar[], squadrons: readonly MvFighter[], cat: FighterCatalogue): OperationsOrders {
  const launch: { squadronId: string; load: string[] }[] = [];
  const rearm: { squadronId: string }[] = [];
  for (const h of hangars) {
    const stock = new Map(h.ordnance.map((o) => [o.weapon, o.count]));
    let capacity = h.launchCapacity;
    for (const f of squadrons.filter((x) => x.status === 'hangar' && x.hangarId === h.id)) {
      if (!f.ready) {
        rearm.push({ squadronId: f.id });
        continue;
      }
      if (capacity < 1) continue;
      capacity--;
      const type = typeIn(cat, f);
      const load: string[] = [];
      for (let k = f.loads.length; k < type.hardpoints; k++) {
        const w = type.mountableWeapons.find((m) => (stock.get(m) ?? 0) > 0);
        if (w === undefined) break;
        stock.set(w, (stock.get(w) ?? 0) - 1);
        load.push(w);
      }
      launch.push({ squadronId: f.id, load });
    }
  }
  return { launch, rearm, recover: [] };
}

/**
 * The Starfighter Operations Step for both sides (p.19: launch, re-arm, recover). `orders[side]` absent or null:
 * the default orders (header). Hangars of destroyed carriers take no part. Clears last turn's interception marks.
 */
export function fighterOperations(
  state: MetaverseState,
  fighters: FighterState,
  orders: Partial<Record<SideId, OperationsOrders | null>>,
  catalogue: FighterCatalogue = LIBRARY_FIGHTERS,
): Result<OperationsStepResult, RuleError> {
  let hangars = [...fighters.hangars];
  let squadrons = [...fighters.squadrons];
  const events: GameEvent[] = [];
  for (const side of ['A', 'B'] as const) {
    const mine = hangars.filter((h) => h.side === side && activeShip(state, h.shipId) !== undefined);
    const flying = squadrons.filter((f) => f.side === side);
    const given = orders[side] ?? null;
    const o = given ?? defaultOrders(mine, flying, catalogue);
    const r = resolveOperations(mine, flying, catalogue.types, o);
    if (!r.ok) return r;
    const hById = new Map(r.value.hangars.map((h) => [h.id, h]));
    const fById = new Map(r.value.squadrons.map((f) => [f.id, f]));
    hangars = hangars.map((h) => {
      const n = hById.get(h.id);
      return n ? { ...h, ordnance: n.ordnance, marinesAvailable: n.marinesAvailable } : h;
    });
    squadrons = squadrons.map((f) => {
      const n = fById.get(f.id);
      return n ? { ...f, ...n, side: f.side, name: f.name } : f;
    });
    for (const e of r.value.events) events.push({ type: 'fighterOps', text: operationsText(state, side, e, { hangars, squadrons, catalogue }), data: e });
  }
  const missions = pruneMissions(fighters.missions, new Map(squadrons.map((f) => [f.id, f])));
  // A squadron that landed drops its Intercept order (it is a standing order of a CAP in space).
  const interceptors = fighters.interceptors === undefined ? {} : { interceptors: keptInterceptors(fighters.interceptors, squadrons, missions) };
  return ok({ fighters: { ...fighters, hangars, squadrons, missions, missionStep: null, furballSpent: [], ...interceptors }, events });
}

/** One launch, re-arm or landing as the summary tells it. */
function operationsText(
  state: MetaverseState,
  side: SideId,
  e: OperationsResult['events'][number],
  now: { readonly hangars: readonly MvHangar[]; readonly squadrons: readonly MvFighter[]; readonly catalogue: FighterCatalogue },
): string {
  const f = now.squadrons.find((x) => x.id === e.squadronId);
  const h = now.hangars.find((x) => x.id === e.hangarId);
  const sq = state.squadrons.find((x) => x.id === h?.shipSquadronId);
  const loads = e.loaded.length > 0 ? ` with ${e.loaded.map((w) => now.catalogue.weapons.get(w)?.name ?? w).join(', ')}` : '';
  if (e.kind === 'launch') return `Side ${side}: ${h?.name ?? e.hangarId} launches ${f?.name ?? e.squadronId}${loads} onto CAP over ${sq?.name ?? 'its squadron'}`;
  if (e.kind === 'rearm') return `Side ${side}: ${f?.name ?? e.squadronId} re-arms in ${h?.name ?? e.hangarId}${loads} (full strength)`;
  return `Side ${side}: ${f?.name ?? e.squadronId} lands in ${h?.name ?? e.hangarId}`;
}

// ---------------------------------------------------------------- Starfighter Mission Step (p.19)

const inPlay = (fighters: FighterState, side: SideId): number => fighters.squadrons.filter((f) => f.side === side && f.status === 'space').length;

/** Opens the Mission Step: the side with more squadrons in play acts first (a d2 on a tie, A48). */
export function openMissionStep(fighters: FighterState, dice: Dice): { fighters: FighterState; events: GameEvent[] } {
  const first = firstBySquadronCount({ side: 'A', squadrons: inPlay(fighters, 'A') }, { side: 'B', squadrons: inPlay(fighters, 'B') }, dice, 'Starfighter Mission Step first player');
  const second = first.side === 'A' ? 'B' : 'A';
  const counts = first.counts.map((c) => `${c.side} ${c.squadrons}`).join(', ');
  return {
    fighters: { ...fighters, missionStep: startMissionStep(first.side, second) },
    events: [{ type: 'missionStep', text: `Starfighter Mission Step: squadrons in play ${counts}${first.tieRoll === undefined ? '' : `, tie d2 ${first.tieRoll}`} → side ${first.side} acts first`, data: first }],
  };
}

const shipSquadronViews = (state: MetaverseState): ReadonlyMap<string, ShipSquadronView> =>
  new Map(
    state.squadrons
      .filter((q) => state.ships.some((s) => s.squadronId === q.id && s.status === 'active'))
      .map((q) => [q.id, { id: q.id, side: q.side, pos: q.at, headingDeg: q.heading, directionality: q.directionality }]),
  );

const missionName = (id: string): string => id.replace(/^[AB]-/, '');

/** The names a seat may use in mission actions. */
export function missionStepContext(state: MetaverseState, fighters: FighterState, side: SideId): StepContext {
  const views = shipSquadronViews(state);
  return {
    squadrons: state.squadrons.filter((q) => views.has(q.id)).map((q) => ({ id: q.id, name: q.name, own: q.side === side })),
    ships: state.ships.filter((s) => s.side === side && s.status === 'active').map((s) => ({ id: s.id, name: s.name, ew: [] })),
    enemyShips: state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => ({ id: s.id, name: s.name, squadron: s.squadronId })),
    fighters: fighters.squadrons.filter((f) => f.side === side && f.status === 'space').map((f) => ({ id: f.id, name: f.name })),
    missions: fighters.missions.filter((m) => m.side === side).map((m) => ({ id: m.id, name: missionName(m.id), fighters: m.squadronIds, target: m.targetId })),
    commanders: state.commanders.filter((c) => c.side === side).map((c): Named => ({ id: c.id, name: c.name })),
  };
}

export interface MissionStepResult {
  readonly fighters: FighterState;
  readonly commanders: MvCommander[];
  readonly events: GameEvent[];
  /** Two passes in a row: the step is over. */
  readonly done: boolean;
}

/** Squadrons on Intercept that still fly CAP (in space, on no strike mission). */
function keptInterceptors(ids: readonly string[], squadrons: readonly MvFighter[], missions: readonly Mission[]): string[] {
  const striking = new Set(missions.filter((m) => m.kind === 'strike').flatMap((m) => m.squadronIds));
  return ids.filter((id) => squadrons.some((f) => f.id === id && f.status === 'space') && !striking.has(id));
}

/** A strike's standing orders in words, for the event text. */
export function strikeOrdersText(orders: StrikeOrders | undefined, ships: readonly MvShip[]): string {
  const o = orders ?? DEFAULT_STRIKE_ORDERS;
  const ship = o.ship === null ? 'the largest ship' : (ships.find((x) => x.id === o.ship)?.name ?? o.ship);
  return `at ${ship}${o.surgical === null ? '' : `, surgical strike on ${o.surgical}`}, ${o.close ? 'closes' : 'stands off (long range only)'}`;
}

/**
 * One message of the Mission Step from `side`: `pass`, or one mission action per line (p.19; each 1 CP), with any
 * free standing orders for the Starfighter Combat Step (`strike M1 at …`, `intercept …`). A message of standing
 * orders only (with or without `pass`) conducts no mission, so it counts as a pass. The whole batch is checked
 * before anything happens: any error refuses all of it.
 */
export function missionActions(
  state: MetaverseState,
  fighters: FighterState,
  side: SideId,
  message: string,
  catalogue: FighterCatalogue = LIBRARY_FIGHTERS,
): Result<MissionStepResult, RuleError[]> {
  const step = fighters.missionStep;
  if (!step || step.done) return err([metaverseError('ERR_MISSION_STEP_CLOSED', 'The Starfighter Mission Step is not open now: wait for it.')]);
  if (step.toAct !== side) return err([metaverseError('ERR_NOT_YOUR_TURN', `It is side ${step.toAct}'s turn in the Mission Step: wait for them.`)]);
  const numbered = message
    .split(/\n/)
    .map((l, i) => ({ line: l.trim(), number: i + 1 }))
    .filter((l) => l.line !== '');
  const lines = numbered.map((l) => l.line);
  if (lines.length === 0) return err([metaverseError('ERR_MISSION_ACTION', 'Send pass or at least one mission action.')]);
  const passLine = lines.some((l) => /^pass$/i.test(l));
  const own = state.commanders.filter((c) => c.side === side);
  const b: MissionBatch = {
    state,
    fighters,
    side,
    catalogue,
    numbered,
    own,
    left: new Map(own.map((c) => [c.id, c.cp])),
    spends: [],
    views: shipSquadronViews(state),
    errors: [],
    events: [],
    missions: [...fighters.missions],
    squadrons: [...fighters.squadrons],
    interceptors: [...(fighters.interceptors ?? [])],
    missionCount: fighters.missionCount,
    paidActions: 0,
  };
  for (const line of lines) missionLine(b, line);
  return closeMissionBatch(b, step, passLine);
}

/** One Mission Step message being checked: what its earlier lines left (each line is read against that). */
interface MissionBatch {
  readonly state: MetaverseState;
  readonly fighters: FighterState;
  readonly side: SideId;
  readonly catalogue: FighterCatalogue;
  readonly numbered: readonly { readonly line: string; readonly number: number }[];
  /** The side's commanders, and the CPs each has left after the lines so far. */
  readonly own: readonly MvCommander[];
  readonly left: Map<string, number>;
  readonly spends: CpSpend[];
  readonly views: ReadonlyMap<string, ShipSquadronView>;
  /** Every line's problem at once, each quoting its line; a refused line is left out of what the later lines see. */
  readonly errors: RuleError[];
  readonly events: GameEvent[];
  missions: Mission[];
  squadrons: MvFighter[];
  interceptors: string[];
  missionCount: number;
  paidActions: number;
}

type PaidMissionAction = Extract<MissionAction, { kind: 'create' | 'retarget' | 'split' | 'recall' }>;

const lineNumber = (b: MissionBatch, line: string): number | undefined => b.numbered.find((l) => l.line === line)?.number;

function failLine(b: MissionBatch, line: string, code: MetaverseErrorCode, message: string): void {
  b.errors.push(metaverseError(code, message, { quote: line, line: lineNumber(b, line) }));
}

/** One line of the message: a free standing order, or a paid mission action. */
function missionLine(b: MissionBatch, line: string): void {
  if (/^pass$/i.test(line)) return;
  // Each line is read against the missions as the earlier lines left them ("split M1: …" then "recall M2").
  const parsed = parseMissionAction(line, missionStepContext(b.state, { ...b.fighters, missions: b.missions, squadrons: b.squadrons }, b.side));
  if (!parsed.ok) {
    b.errors.push(...aboutAll({ quote: line, line: lineNumber(b, line) }, parsed.error));
    return;
  }
  const a = parsed.value;
  if (a.kind === 'pass') return;
  if (a.kind === 'intercept') interceptLine(b, line, a);
  else if (a.kind === 'strike') strikeLine(b, line, a);
  else paidLine(b, line, a);
}

/** p.32: "the player must decide if any of the squadrons will be set to Intercept" — a choice, not a mission: free. */
function interceptLine(b: MissionBatch, line: string, a: Extract<MissionAction, { kind: 'intercept' }>): void {
  const { squadrons } = b;
  const striking = a.fighters.find((id) => b.missions.some((m) => m.kind === 'strike' && m.squadronIds.includes(id)));
  if (striking !== undefined) {
    failLine(b, line, 'ERR_INTERCEPT_NOT_CAP', `${squadrons.find((f) => f.id === striking)?.name ?? 'A squadron'} flies a strike mission: only CAP squadrons can be set to Intercept (p.32).`);
    return;
  }
  b.interceptors = a.on ? [...new Set([...b.interceptors, ...a.fighters])] : b.interceptors.filter((id) => !a.fighters.includes(id));
  const over = [...new Set(a.fighters.map((id) => b.state.squadrons.find((q) => q.id === squadrons.find((f) => f.id === id)?.at)?.name ?? '?'))].join(', ');
  const who = a.fighters.map((id) => squadrons.find((f) => f.id === id)?.name ?? id).join(', ');
  b.events.push({ type: 'mission', text: `Side ${b.side}: ${line} → ${who} ${a.on ? 'will intercept' : 'will stay with the ships'} over ${over} (standing order, free)` });
}

/** p.32–35, A30: the attacker's choices in its own combat (ship, surgical, closing) cost no CP. */
function strikeLine(b: MissionBatch, line: string, a: Extract<MissionAction, { kind: 'strike' }>): void {
  const mission = b.missions.find((m) => m.id === a.mission);
  if (!mission || mission.kind !== 'strike') {
    failLine(b, line, 'ERR_MISSION_NOT_STRIKE', `${missionName(a.mission)} is a CAP: only a strike mission takes strike orders.`);
    return;
  }
  const bad = shipOutside(b.state, mission.targetId, a.orders);
  if (bad) {
    failLine(b, line, 'ERR_MISSION_SHIP', bad);
    return;
  }
  b.missions = b.missions.map((m) => (m.id === a.mission ? { ...m, orders: a.orders } : m));
  b.events.push({ type: 'mission', text: `Side ${b.side}: ${line} → ${missionName(a.mission)} ${strikeOrdersText(a.orders, b.state.ships)} (standing order, free)` });
}

/** The fighters/mission.ts action a paid line asks for, against the missions as the earlier lines left them. */
function conductMission(b: MissionBatch, a: PaidMissionAction): Result<MissionActionResult, RuleError> {
  const { side, missions } = b;
  const ctx: MissionContext = { shipSquadrons: b.views, fighters: new Map(b.squadrons.map((f) => [f.id, f])), types: b.catalogue.types, missions };
  const newId = `${side}-M${b.missionCount + 1}`;
  if (a.kind === 'create') return createMission(ctx, { missionId: newId, side, squadronIds: a.fighters, targetId: a.target, escortIds: a.escorts });
  if (a.kind === 'retarget') return retargetMission(ctx, { missionId: a.mission, side, targetId: a.target });
  if (a.kind === 'recall') return recallMission(ctx, { missionId: a.mission, side });
  const staying = (missions.find((m) => m.id === a.mission)?.squadronIds ?? []).filter((id) => !a.fighters.includes(id));
  return splitMission(ctx, {
    missionId: a.mission,
    side,
    parts: [
      { missionId: a.mission, squadronIds: staying },
      { missionId: newId, squadronIds: a.fighters },
    ],
  });
}

/** A mission action (p.19): 1 CP from the payer named, else from the commander with the most CPs left. */
function paidLine(b: MissionBatch, line: string, a: PaidMissionAction): void {
  const { side } = b;
  b.paidActions++;
  const result = conductMission(b, a);
  if (!result.ok) {
    b.paidActions--;
    failLine(b, line, result.error.code as MetaverseErrorCode, result.error.message);
    return;
  }
  if (a.kind === 'create' || a.kind === 'split') b.missionCount++;
  const payer = a.payer ?? [...b.own].sort((x, y) => (b.left.get(y.id) ?? 0) - (b.left.get(x.id) ?? 0))[0]?.id ?? '';
  b.left.set(payer, (b.left.get(payer) ?? 0) - result.value.cpCost);
  b.spends.push({ commanderId: payer, action: 'mission', label: line });
  b.missions = [...result.value.missions];
  const orderNote = ordersOnAction(b, line, a);
  const moved = new Map(result.value.fighters.map((f) => [f.id, f]));
  b.squadrons = b.squadrons.map((f) => ({ ...f, at: moved.get(f.id)?.at ?? f.at }));
  const range = result.value.range ? ` (${result.value.range.distance.toFixed(1)} cm of ${result.value.range.allowed === 'infinite' ? 'unlimited' : `${result.value.range.allowed} cm`})` : '';
  const made = a.kind === 'create' ? b.missions.find((m) => m.id === `${side}-M${b.missionCount}`) : undefined;
  const payerName = b.own.find((c) => c.id === payer)?.name ?? payer;
  b.events.push({
    type: 'mission',
    text: `Side ${side}: ${line}${made ? ` → ${missionName(made.id)}, ${made.kind === 'cap' ? 'CAP' : `strike in the ${made.arc ?? ''} arc`}` : ''}${range}${orderNote} · 1 CP from ${payerName}`,
  });
}

/** Standing orders written on a create or retarget line (free: they ride on the paid action); their note for the event. */
function ordersOnAction(b: MissionBatch, line: string, a: PaidMissionAction): string {
  const ordered = a.kind === 'create' ? `${b.side}-M${b.missionCount}` : a.kind === 'retarget' ? a.mission : null;
  const orders = a.kind === 'create' || a.kind === 'retarget' ? a.orders : undefined;
  if (ordered === null || orders === undefined) return '';
  const m = b.missions.find((x) => x.id === ordered);
  const bad = m?.kind === 'strike' ? shipOutside(b.state, m.targetId, orders) : 'Only a strike mission takes combat orders (at, surgical, standoff).';
  if (bad) failLine(b, line, m?.kind === 'strike' ? 'ERR_MISSION_SHIP' : 'ERR_MISSION_ORDERS', bad);
  else b.missions = b.missions.map((x) => (x.id === ordered ? { ...x, orders } : x));
  return `; ${strikeOrdersText(orders, b.state.ships)}`;
}

/** The whole batch checked (mixing, the CP budget); then the CPs paid and the step moved on. */
function closeMissionBatch(b: MissionBatch, step: MissionStepState, passLine: boolean): Result<MissionStepResult, RuleError[]> {
  const { state, side, own, errors, events, missions, squadrons } = b;
  if (passLine && b.paidActions > 0) errors.push(metaverseError('ERR_MISSION_PASS_MIXED', 'Send pass on its own (standing orders may come with it), or only mission actions.'));
  const budget = validateSpending(Object.fromEntries(own.map((c) => [c.id, c.cp])), b.spends, undefined, Object.fromEntries(own.map((c) => [c.id, c.name])));
  if (!budget.ok) errors.push(...budget.error);
  if (errors.length > 0 || !budget.ok) return err(errors);
  const commanders = state.commanders.map((c) => (c.side === side ? { ...c, cp: budget.value.remaining[c.id] ?? c.cp } : c));
  // p.19: a player who conducts no mission passes (free standing orders are not missions).
  const passed = b.paidActions === 0;
  const next = advanceMissionStep(step, passed);
  if (passed) events.push({ type: 'mission', text: `Side ${side} passes${next.done ? ': the Starfighter Mission Step ends' : ''}.` });
  const kept = keptInterceptors(b.interceptors, squadrons, missions);
  return ok({ fighters: { ...b.fighters, missions, squadrons, missionCount: b.missionCount, missionStep: next, interceptors: kept }, commanders, events, done: next.done });
}

/** A30: the ship named must be an active ship of the target squadron; the message when it is not. */
function shipOutside(state: MetaverseState, squadronId: string, orders: StrikeOrders): string | null {
  if (orders.ship === null) return null;
  const ship = state.ships.find((x) => x.id === orders.ship);
  if (ship && ship.squadronId === squadronId && ship.status === 'active') return null;
  const sq = state.squadrons.find((q) => q.id === squadronId);
  return `${ship?.name ?? orders.ship} does not fly in ${sq?.name ?? squadronId}: name a ship of the target squadron (A30).`;
}

// ---------------------------------------------------------------- Starfighter Combat Step (p.32–36)

export interface FighterCombatOptions {
  /** PDS already used this turn (`<shipId>:<pds id>`), e.g. to intercept starship fire: once per turn (p.59). */
  readonly pdsUsed?: readonly string[];
}

export interface FighterCombatResult {
  readonly ships: MvShip[];
  readonly fighters: FighterState;
  /** Squadrons hit (destroyed ones carry their morale value for the starfighter chart, p.38). */
  readonly losses: FighterLoss[];
  /** Marine parties Breaching squadrons unloaded into the attacked sections (p.81), for the boarding step. */
  readonly boarders: { readonly shipId: string; readonly section: string; readonly side: 'A' | 'B'; readonly marines: number }[];
  readonly events: GameEvent[];
}

interface Combat {
  readonly c: StarfighterCombat;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly escorts: readonly string[];
}

const strongest = (cat: FighterCatalogue) => (a: MvFighter, b: MvFighter) => typeIn(cat, b).furball - typeIn(cat, a).furball || b.strength - a.strength;

type FighterHit = { squadronId: string; hits: number };

/** The Starfighter Combat Step as it runs: what every combat of the turn reads and changes. */
interface CombatRun {
  readonly fighters: FighterState;
  readonly cat: FighterCatalogue;
  readonly dice: Dice;
  /** Missions plus the implicit CAP (allMissions), as the step began. */
  readonly missions: readonly Mission[];
  readonly pdsUsed: Set<string>;
  ships: MvShip[];
  squadrons: MvFighter[];
  readonly losses: FighterLoss[];
  readonly boarders: FighterCombatResult['boarders'];
  readonly events: GameEvent[];
}

/** One combat at one ship squadron (p.32), and the fighter weapons fired in it so far. */
interface Fight {
  readonly run: CombatRun;
  readonly combat: Combat;
  readonly target: MvSquadron;
  readonly fired: FiredWeapon[];
}

const fighterIn = (run: CombatRun, id: string): MvFighter | undefined => run.squadrons.find((f) => f.id === id);
const aliveIn = (run: CombatRun, id: string): boolean => fighterIn(run, id)?.status === 'space';
const nameIn = (run: CombatRun, id: string): string => fighterIn(run, id)?.name ?? id;

/** Every starfighter combat of the turn (p.32), with the default choices of the header. */
export function starfighterCombat(
  state: MetaverseState,
  fighters: FighterState,
  dice: Dice,
  options: FighterCombatOptions = {},
  catalogue: FighterCatalogue = LIBRARY_FIGHTERS,
): FighterCombatResult {
  const run: CombatRun = {
    fighters,
    cat: catalogue,
    dice,
    missions: allMissions(fighters),
    pdsUsed: new Set(options.pdsUsed ?? []),
    ships: [...state.ships],
    squadrons: [...fighters.squadrons],
    losses: [],
    boarders: [],
    events: [],
  };
  for (const c of starfighterCombats(run.missions)) {
    const fight = openFight(state, run, c);
    if (fight) runFight(fight);
  }
  const next = pruneMissions(fighters.missions, new Map(run.squadrons.map((f) => [f.id, f])));
  return { ships: run.ships, fighters: { ...fighters, squadrons: run.squadrons, missions: next }, losses: run.losses, boarders: run.boarders, events: run.events };
}

/** Hits on fighters, applied together (p.36: casualties after both sides have fired); losses and events recorded. */
function hitFighters(run: CombatRun, hits: readonly FighterHit[]): void {
  const r = applyAllFighterHits(run.squadrons, hits, (t) => run.cat.types.get(t)?.moraleValue ?? 0);
  run.squadrons = merged(run.squadrons, r.squadrons);
  for (const l of r.losses.filter((x) => x.hits > 0)) {
    run.losses.push(l);
    run.events.push({
      type: 'fighterLoss',
      text: `${nameIn(run, l.squadronId)} takes ${count(l.hits, 'hit')}: strength ${l.strengthBefore} → ${l.strengthAfter}${l.destroyed ? ` — destroyed (morale ${l.morale})` : ''}`,
      data: l,
    });
  }
}

/** The combat at `c`'s ship squadron; undefined when none of its ships or none of its attackers are left. */
function openFight(state: MetaverseState, run: CombatRun, c: StarfighterCombat): Fight | undefined {
  const target = state.squadrons.find((q) => q.id === c.shipSquadronId);
  if (!target || !run.ships.some((s) => s.squadronId === target.id && s.status === 'active')) return undefined;
  const combat: Combat = {
    c,
    attackers: c.strikes.flatMap((m) => m.squadronIds).filter((id) => aliveIn(run, id)),
    defenders: c.cap.flatMap((m) => m.squadronIds).filter((id) => aliveIn(run, id)),
    escorts: c.strikes.flatMap((m) => m.escortIds),
  };
  if (combat.attackers.length === 0) return undefined;
  return { run, combat, target, fired: [] };
}

/** One combat: announced, then fought by its procedure (p.32–34). */
function runFight(fight: Fight): void {
  const { run, combat } = fight;
  const name = (id: string): string => nameIn(run, id);
  // p.32: the defender's standing Intercept orders pick the CAP squadrons that fly out (Procedure C, p.34).
  const interceptors = combat.defenders.filter((id) => (run.fighters.interceptors ?? []).includes(id));
  const stayed = combat.defenders.filter((id) => !interceptors.includes(id));
  const procedure = chooseProcedure(combat.c, interceptors);
  const cap = combat.defenders.length === 0 ? 'no CAP' : `CAP ${combat.defenders.map(name).join(', ')}${interceptors.length > 0 ? ` (on Intercept: ${interceptors.map(name).join(', ')})` : ''}`;
  run.events.push({ type: 'fighterCombat', text: `Starfighter combat at ${fight.target.name}: ${combat.attackers.map(name).join(', ')} against ${cap} (Procedure ${procedure})` });
  if (procedure === 'C') procedureC(fight, interceptors, stayed);
  else procedureAB(fight, procedure);
}

/** Procedure A (no CAP) or B (CAP stays with the ships), p.32–33. */
function procedureAB(fight: Fight, procedure: ProcedureId): void {
  const { run, combat } = fight;
  // 1. Long-range fire (A.1 / B.1): attackers at the ships; CAP at the attackers (applied after both have fired).
  fireAtShips(fight, 'long', combat.attackers);
  if (procedure === 'B') hitFighters(run, fireAtFighters(fight, 'long', combat.defenders, () => combat.attackers));

  // 2. The attacker closes (its standing order; closing by default); the defender's PDS shoot the closing squadrons.
  const closers = closeIn(fight);
  if (closers.length === 0) return;

  // 3. Furball (B.3, p.36) between the closing attackers and the CAP.
  const veterans = procedure === 'B' ? furball(fight, closers, combat.defenders, 'Furball') : new Map<string, string[]>();

  // 4. Remaining fire (A.3 / B.4): free attackers at the ships; furball squadrons only at their furball opponents.
  const breachers = breach(fight, closers.filter((id) => !veterans.has(id)));
  fireAtShips(fight, 'close', closers.filter((id) => !veterans.has(id) && !breachers.includes(id)));
  const fighterHits = fireAtFighters(fight, 'close', [...closers, ...combat.defenders], (id) => veterans.get(id) ?? (combat.attackers.includes(id) ? combat.defenders : closers));
  hitFighters(run, fighterHits);
}

/** Procedure C (p.34): the CAP on Intercept flies out to meet the attackers; the rest stays with the ships. */
function procedureC(fight: Fight, interceptors: readonly string[], stayed: readonly string[]): void {
  const { run, combat } = fight;
  // C.1 (p.34): long-range fire between fighters — the interceptors at the attackers; the attacker keeps its
  // long-range weapons for the ships (C.4, header).
  hitFighters(run, fireAtFighters(fight, 'long', interceptors, () => combat.attackers));
  // C.2: the first furball, the interceptors against the attackers.
  const first = furball(fight, combat.attackers, interceptors, 'Intercept furball');
  // C.3: short-range fighter weapons at the furball opponents.
  hitFighters(run, fireAtFighters(fight, 'short', [...first.keys()], (id) => first.get(id) ?? []));
  // C.4: the attacker's remaining long-range weapons at the ships; no surgical strikes.
  fireAtShips(fight, 'long', combat.attackers);
  // C.5: close (or stand off), PDS on the closing squadrons.
  const closers = closeIn(fight);
  // C.6: the second furball, the CAP that stayed by the ships against the closing squadrons.
  const second = closers.length > 0 ? furball(fight, closers, stayed, 'Furball') : new Map<string, string[]>();
  // C.7: remaining fire, surgical allowed; squadrons that fought in either furball may not fire.
  const fought = new Set([...first.keys(), ...second.keys()]);
  const free = closers.filter((id) => !fought.has(id));
  const breachers = breach(fight, free);
  fireAtShips(fight, 'close', free.filter((id) => !breachers.includes(id)));
  hitFighters(run, fireAtFighters(fight, 'close', [...free, ...stayed.filter((id) => !fought.has(id))], (id) => (combat.attackers.includes(id) ? stayed : closers)));
}

const strikeOf = (fight: Fight, id: string): Mission | undefined => fight.combat.c.strikes.find((m) => m.squadronIds.includes(id));
const ordersOf = (fight: Fight, id: string): StrikeOrders => strikeOf(fight, id)?.orders ?? DEFAULT_STRIKE_ORDERS;
const arcOf = (fight: Fight, id: string): Arc => strikeOf(fight, id)?.arc ?? 'bow';
const opposing = (fight: Fight, id: string): readonly string[] => (fight.combat.attackers.includes(id) ? fight.combat.defenders : fight.combat.attackers);

/** A squadron's Defence in this combat (fighters/effective.ts: its own mission and the opposing ones). */
function defenceOf(fight: Fight, id: string): number {
  const { run } = fight;
  const f = fighterIn(run, id);
  if (!f) return 99;
  const typesOf = (ids: readonly string[]): StarfighterType[] =>
    ids.flatMap((x) => {
      const g = fighterIn(run, x);
      return g ? [typeIn(run.cat, g)] : [];
    });
  const own = typesOf(run.missions.find((m) => m.squadronIds.includes(id))?.squadronIds ?? [id]);
  const opp = typesOf(opposing(fight, id));
  return effectiveDefence(typeIn(run.cat, f), { ownMission: own, opposingMissions: opp }).value;
}

/** Weapon copies still to fire: integrated first, then loads (attack.ts order); 'short' = short-range only. */
function available(fight: Fight, f: MvFighter, phase: 'long' | 'close' | 'short'): string[] {
  const cat = fight.run.cat;
  const type = typeIn(cat, f);
  const ids = [...new Set([...type.integratedWeapons.map((w) => w.weapon), ...f.loads])];
  return ids.flatMap((w) => {
    const weapon = cat.weapons.get(w);
    if (!weapon || (phase === 'long' && weapon.range !== 'long') || (phase === 'short' && weapon.range !== 'short')) return [];
    const integrated = type.integratedWeapons.filter((x) => x.weapon === w).reduce((n, x) => n + x.quantity, 0);
    const before = fight.fired.filter((x) => x.squadronId === f.id && x.weaponId === w).length;
    const n = Math.max(0, integrated - before) + f.loads.filter((x) => x === w).length;
    return Array.from({ length: n }, () => w);
  });
}

/** A30: the ship the squadron's mission named, while it is still in the fight; else the largest (header). */
function shipFor(fight: Fight, id: string): { ship: MvShip; how: string } | undefined {
  const { run, target } = fight;
  const want = ordersOf(fight, id).ship;
  const chosen = want === null ? undefined : run.ships.find((s) => s.id === want && s.squadronId === target.id && s.status === 'active');
  if (chosen) return { ship: chosen, how: 'chosen' };
  const big = run.ships
    .filter((s) => s.squadronId === target.id && s.status === 'active')
    .sort((a, b) => (designById(b.designId)?.massFactor ?? 0) - (designById(a.designId)?.massFactor ?? 0))[0];
  if (!big) return undefined;
  return { ship: big, how: want === null ? 'largest' : `largest; the chosen ${run.ships.find((s) => s.id === want)?.name ?? want} is gone` };
}

/**
 * Fighter weapons at the ships (p.35), through damage/hit.ts on the mission's arc. After closing, a squadron
 * whose mission named a surgical system rolls 1D6 per weapon: 4–6 with hull damage disables the first working
 * system of that category in the facing section (p.35, as sequence/combat/surgical.ts picks it for starships).
 */
function fireAtShips(fight: Fight, phase: 'long' | 'close', shooters: readonly string[]): void {
  const { run, combat } = fight;
  for (const id of shooters) {
    const f = fighterIn(run, id);
    if (!f || f.status !== 'space' || combat.escorts.includes(id)) continue;
    const aim = shipFor(fight, id);
    if (!aim) return;
    const category = phase === 'close' ? ordersOf(fight, id).surgical : null;
    const orders = available(fight, f, phase).map((w) => ({ squadronId: id, weaponId: w, targetShipId: aim.ship.id, ...(category === null ? {} : { surgical: category }) }));
    if (orders.length === 0) continue;
    const shots = declareFighterFire({ phase, squadrons: new Map(run.squadrons.map((x) => [x.id, x])), types: run.cat.types, weapons: run.cat.weapons, escortIds: combat.escorts, fired: fight.fired, gravityWalled: false }, orders);
    if (!shots.ok) {
      run.events.push({ type: 'fighterFire', text: `${f.name} does not fire: ${shots.error.message}` });
      continue;
    }
    for (const s of shots.value) shotAtShip(fight, { f, how: aim.how, phase, category }, s);
    run.squadrons = merged(run.squadrons, expendLoads(run.squadrons, shots.value));
  }
}

interface ShipVolley {
  readonly f: MvFighter;
  /** How the ship was picked (shipFor). */
  readonly how: string;
  readonly phase: 'long' | 'close';
  readonly category: FighterSurgical | null;
}

/** One fighter weapon at a ship: the hit on the mission's arc, then any surgical strike roll. */
function shotAtShip(fight: Fight, v: ShipVolley, s: FighterShot): void {
  const { run } = fight;
  fight.fired.push({ squadronId: s.squadronId, weaponId: s.weaponId });
  const profile = run.cat.profiles.get(s.weaponId);
  const current = run.ships.find((x) => x.id === s.targetShipId);
  const wName = run.cat.weapons.get(s.weaponId)?.name ?? s.weaponId;
  if (!profile || !current || current.status !== 'active') return;
  const arc = arcOf(fight, v.f.id);
  // p.35: the system is announced before the attack, so it is picked on the ship as it stands.
  const system = v.category === null ? undefined : surgicalTarget(current.damage, arc, v.category);
  const hit = resolveWeaponHit(current.damage, { label: `${v.f.name} ${wName} → ${current.name}`, profile, arc, offBands: 0, sensorRoll: 20, deflector: null }, run.dice);
  const destroyed = hit.state.destroyed && !current.damage.destroyed;
  const surgical = surgicalStrike(run.dice, hit, { by: `${v.f.name} ${wName}`, ship: current.name, arc, category: v.category, system });
  run.ships = run.ships.map((x) => (x.id === current.id ? { ...x, damage: surgical.after, ...(destroyed ? { status: 'destroyed' as const, fate: 'destroyed by starfighters' } : {}) } : x));
  const rolls = hit.pulses.map((p) => p.roll).filter((r) => r !== null);
  const dealt = hit.dealt.map((d) => `${d.hits} to ${d.section}`).join(', ') || 'no hull damage';
  run.events.push({
    type: 'fighterFire',
    text: `${v.f.name} → ${current.name} (${v.how}) · ${wName} · ${v.phase === 'long' ? 'long range' : 'closed'} · no sensor roll · ${count(hit.pulseCount.total, 'pulse')}${rolls.length > 0 ? ` [${rolls.join(', ')}]` : ''} on the ${arc} arc: ${hit.shieldHitsLost > 0 ? `${hit.shieldHitsLost} shield hits, ` : ''}${dealt}${surgical.text}${destroyed ? ` — ${current.name} is destroyed` : ''}`,
    data: { shot: s, dealt: hit.dealt, rolls },
  });
}

/** p.35: a surgical strike's 1D6 after the weapon's damage: 4–6 with hull damage disables the system. */
function surgicalStrike(
  dice: Dice,
  hit: HitResult,
  s: { readonly by: string; readonly ship: string; readonly arc: Arc; readonly category: FighterSurgical | null; readonly system: SystemState | undefined },
): { after: ShipDamageState; text: string } {
  const { category, system } = s;
  if (category === null) return { after: hit.state, text: '' };
  if (!system) return { after: hit.state, text: ` · surgical strike on ${category}: no working ${category} system faces the ${s.arc} arc, no roll` };
  const hullHits = hit.dealt.reduce((n, d) => n + d.hits, 0);
  const roll = dice.roll(`${s.by} surgical strike on ${s.ship} ${system.id} (4+ with hull damage)`, 6);
  const disabled = roll >= 4 && hullHits > 0 && !hit.state.destroyed;
  const after = disabled ? disableSurgicalTarget(hit.state, system.id).state : hit.state;
  return { after, text: ` · surgical strike on ${category} (${system.id}): d6 ${roll}${roll < 4 ? ' → no effect' : hullHits > 0 ? ' with hull damage → disabled' : ' but no hull damage → no effect'}` };
}

/** PD-capable fighter weapons at fighters (p.67, procedure.ts): floor(PD / Defence) hits; applied by the caller. */
function fireAtFighters(fight: Fight, phase: 'long' | 'close' | 'short', shooters: readonly string[], targetsOf: (id: string) => readonly string[]): FighterHit[] {
  const { run } = fight;
  const cat = run.cat;
  const hits: FighterHit[] = [];
  const spent: FighterShot[] = [];
  for (const id of shooters) {
    const f = fighterIn(run, id);
    if (!f || f.status !== 'space') continue;
    const targets = targetsOf(id)
      .filter((t) => aliveIn(run, t))
      .map((t) => fighterIn(run, t) as MvFighter);
    const victim = [...targets].sort((a, b) => a.strength - b.strength)[0];
    if (!victim) continue;
    const integratedLeft = new Map<string, number>();
    for (const w of available(fight, f, phase)) {
      const weapon = cat.weapons.get(w);
      if (!weapon || !canShootFighters(weapon)) continue;
      const d = defenceOf(fight, victim.id);
      const n = pdHits([weapon.pd.value], d);
      // Default: a weapon whose PD value cannot reach the Defence is held rather than wasted.
      if (n === 0) continue;
      const type = typeIn(cat, f);
      const integrated = type.integratedWeapons.filter((x) => x.weapon === w).reduce((n, x) => n + x.quantity, 0);
      const usedHere = integratedLeft.get(w) ?? fight.fired.filter((x) => x.squadronId === id && x.weaponId === w).length;
      integratedLeft.set(w, usedHere + 1);
      fight.fired.push({ squadronId: id, weaponId: w });
      spent.push({ squadronId: id, weaponId: w, targetShipId: '', pulses: 0, interceptValue: 0, vulnerable: false, surgical: null, expendsLoad: usedHere >= integrated });
      hits.push({ squadronId: victim.id, hits: n });
      run.events.push({ type: 'fighterFire', text: `${f.name} ${weapon.name} → ${victim.name}: PD ${weapon.pd.value} vs defence ${d} → ${count(n, 'hit')} (no roll)` });
    }
  }
  run.squadrons = merged(run.squadrons, expendLoads(run.squadrons, spent));
  return hits;
}

/** The attacker's closing choice (p.33), then the defender's PDS on the closing squadrons (p.33, p.59). */
function closeIn(fight: Fight): string[] {
  const { run, combat } = fight;
  for (const m of combat.c.strikes) {
    const standing = m.squadronIds.filter((id) => aliveIn(run, id));
    if ((m.orders ?? DEFAULT_STRIKE_ORDERS).close || standing.length === 0) continue;
    const names = standing.map((id) => nameIn(run, id)).join(', ');
    run.events.push({ type: 'fighterCombat', text: `${names} ${plural(standing.length, 'stands', 'stand')} off (ordered): no closing, the combat ends for ${plural(standing.length, 'it', 'them')} (p.33)` });
  }
  const closing = combat.c.strikes.filter((m) => (m.orders ?? DEFAULT_STRIKE_ORDERS).close);
  for (const ship of run.ships.filter((s) => s.squadronId === fight.target.id && s.status === 'active')) {
    const design = designById(ship.designId);
    if (!design) continue;
    for (const m of closing) pdsAtClosing(fight, ship, design, m);
  }
  return closing.flatMap((m) => m.squadronIds).filter((id) => aliveIn(run, id));
}

/** One ship's unused PDS covering the mission's arc, pooled on one closing squadron (header: escorts first, else the strongest). */
function pdsAtClosing(fight: Fight, ship: MvShip, design: ShipDesign, m: Mission): void {
  const { run } = fight;
  const pds = pdsOf(design, ship.damage, ship.id, fight.target.id).filter((p) => !run.pdsUsed.has(`${ship.id}:${p.id}`) && m.arc !== null && p.arcs.includes(m.arc));
  const members: PdTarget[] = m.squadronIds
    .filter((id) => aliveIn(run, id))
    .map((id) => ({ id, defence: defenceOf(fight, id), escort: m.escortIds.includes(id), strength: fighterIn(run, id)?.strength ?? 0 }));
  if (pds.length === 0 || members.length === 0) return;
  const pool = escortsFirst(members) ? members.filter((q) => q.escort) : members;
  const aim = [...pool].sort((a, b) => b.strength - a.strength)[0];
  if (!aim) return;
  const shot = resolvePdShot({ sources: pds.map((p) => `${ship.name} ${p.id}`), values: pds.map((p) => p.rating), shipIds: pds.map(() => ship.id), targetId: aim.id }, members);
  for (const p of pds) run.pdsUsed.add(`${ship.id}:${p.id}`);
  if (!shot.ok) return;
  run.events.push({
    type: 'fighterPds',
    text: `${ship.name} PDS ${pds.map((p) => `${p.id} (${p.rating})`).join(' + ')} → closing ${nameIn(run, aim.id)}: ${shot.value.total} vs defence ${shot.value.defence} → ${count(shot.value.hits, 'hit')} (no roll)`,
    data: shot.value,
  });
  hitFighters(run, [{ squadronId: aim.id, hits: shot.value.hits }]);
}

/**
 * One furball (p.36) between `attackers` and `defenders` (header defaults for assignment and dice); casualties
 * after both sides have rolled. Returns each member's furball opponents.
 */
function furball(fight: Fight, attackers: readonly string[], defenders: readonly string[], title: string): Map<string, string[]> {
  const { run, target } = fight;
  const veterans = new Map<string, string[]>();
  const members = furballMembers(fight, [...attackers.filter((id) => aliveIn(run, id)), ...defenders.filter((id) => aliveIn(run, id))]);
  const sideCount = (s: CombatSide): number => members.filter((q) => q.side === s).length;
  if (sideCount('attacker') === 0 || sideCount('defender') === 0) return veterans;
  const first = firstBySquadronCount({ side: 'attacker', squadrons: sideCount('attacker') }, { side: 'defender', squadrons: sideCount('defender') }, run.dice, `${title} at ${target.name}: first to assign`);
  run.events.push({ type: 'furball', text: `${title} assignment at ${target.name}: attacker ${sideCount('attacker')}, defender ${sideCount('defender')} squadrons${first.tieRoll === undefined ? '' : `, tie d2 ${first.tieRoll}`} → the ${first.side} assigns first` });
  const assigned = assignFurball(run, members, first.side as CombatSide);
  const hits: FighterHit[] = [];
  for (const [g, group] of furballGroups(assigned.pairs).entries()) {
    const gm = members.filter((q) => group.includes(q.id));
    for (const q of gm) veterans.set(q.id, gm.filter((o) => o.side !== q.side).map((o) => o.id));
    hits.push(...rollFurball(run, gm, `${title} ${g + 1} at ${target.name}`));
  }
  // p.36: casualties after both sides have rolled.
  hitFighters(run, hits);
  return veterans;
}

/** The furball view of the squadrons `ids` in this combat. */
function furballMembers(fight: Fight, ids: readonly string[]): FurballSquadron[] {
  const { run, combat } = fight;
  return ids.map((id) => {
    const f = fighterIn(run, id) as MvFighter;
    const type = typeIn(run.cat, f);
    return {
      id,
      side: combat.attackers.includes(id) ? 'attacker' : 'defender',
      defence: defenceOf(fight, id),
      furball: effectiveFurball(type).value,
      strength: f.strength,
      escort: combat.escorts.includes(id),
      stealth: hasFighterQuality(type, 'Stealth'),
      spent: run.fighters.furballSpent.includes(id),
    };
  });
}

/**
 * Furball assignment (p.36, header): the sides alternate, each its strongest unengaged squadron to the strongest
 * unengaged enemy (the defender to a free escort first), else to the strongest enemy.
 */
function assignFurball(run: CombatRun, members: readonly FurballSquadron[], first: CombatSide): AssignmentState {
  let st = startAssignment(members, first);
  const rank = (list: readonly FurballSquadron[]): FurballSquadron[] => [...list].sort((a, b) => strongest(run.cat)(fighterIn(run, a.id) as MvFighter, fighterIn(run, b.id) as MvFighter));
  while (st.toAct !== null) {
    const side = st.toAct;
    const engaged = new Set(st.pairs.flatMap((p) => [p.from, p.to]));
    const from = rank(members.filter((q) => q.side === side && !engaged.has(q.id)))[0];
    const enemies = members.filter((q) => q.side !== side);
    const freeEscorts = side === 'defender' ? enemies.filter((q) => q.escort && !engaged.has(q.id)) : [];
    const to = rank(freeEscorts)[0] ?? rank(enemies.filter((q) => !engaged.has(q.id)))[0] ?? rank(enemies)[0];
    const r = from && to ? assign(members, st, { side, from: from.id, to: to.id }) : null;
    const passed = r?.ok === true ? r : assign(members, st, { side, pass: true });
    if (!passed.ok) throw new Error(passed.error.message);
    st = passed.value;
  }
  return st;
}

/** One furball group's dice (header allocation), told as an event; returns its hits, not yet applied. */
function rollFurball(run: CombatRun, gm: readonly FurballSquadron[], label: string): readonly FighterHit[] {
  const name = (id: string): string => nameIn(run, id);
  const alloc = (s: CombatSide): DiceAllocation[] => allocateDice(gm.filter((q) => q.side === s && q.spent !== true).reduce((n, q) => n + q.furball, 0), gm.filter((q) => q.side !== s));
  const res = resolveFurball(gm, { attacker: alloc('attacker'), defender: alloc('defender') }, run.dice, label);
  if (!res.ok) throw new Error(res.error.message);
  const sides = res.value.sides.map((sr) => {
    const byTarget = [...new Set(sr.dice.map((d) => d.to))].map((t) => {
      const ds = sr.dice.filter((d) => d.to === t);
      return `${ds.length}D20 at ${name(t)} (needs ${ds[0]?.needed ?? 0}+) [${ds.map((d) => d.roll).join(', ')}] → ${count(ds.filter((d) => d.hit).length, 'hit')}`;
    });
    return `${sr.side} ${byTarget.join('; ') || 'rolls nothing'}`;
  });
  const of = (side: CombatSide): string => gm.filter((q) => q.side === side).map((q) => name(q.id)).join(', ');
  run.events.push({
    type: 'furball',
    text: `${label} (${of('attacker')} vs ${of('defender')}): ${res.value.firstStrike ? `${res.value.firstStrike} strikes first (Stealth); ` : ''}${sides.join(' · ')}`,
    data: res.value,
  });
  return res.value.hits;
}

/** Breaching squadrons that closed unload their marines into the attacked section instead of firing (p.81). */
function breach(fight: Fight, ids: readonly string[]): string[] {
  const { run } = fight;
  const breachers = ids.filter((id) => (fighterIn(run, id)?.marines ?? 0) > 0);
  for (const id of breachers) {
    const f = fighterIn(run, id);
    const ship = shipFor(fight, id)?.ship;
    if (!f || f.status !== 'space' || !ship) continue;
    const arc = arcOf(fight, id);
    const kineticShieldsUp = ship.damage.shields.some((s) => s.arc === arc && s.hits > 0 && defenceActsOn(s.vs, 'kinetic'));
    const section = facingSection(ship.damage, arc);
    const unloaded = unloadMarines(f, typeIn(run.cat, f), { phase: 'close', kineticShieldsUp });
    if (!unloaded.ok || !section) {
      run.events.push({ type: 'breach', text: `${f.name} cannot board ${ship.name}: ${unloaded.ok ? 'no section faces it' : unloaded.error.message}` });
      continue;
    }
    run.squadrons = run.squadrons.map((x) => (x.id === id ? { ...x, marines: 0 } : x));
    run.boarders.push({ shipId: ship.id, section: section.id, side: f.side, marines: unloaded.value.marines });
    run.events.push({ type: 'breach', text: `${f.name} unloads ${count(unloaded.value.marines, 'marine party', 'marine parties')} into ${ship.name}'s ${section.id} section.` });
  }
  return breachers;
}

/**
 * Default division of a side's furball D20s (header): the weakest opponent first, enough dice to expect to destroy
 * it, then the next; dice left over go to the first.
 */
export function allocateDice(total: number, opponents: readonly FurballSquadron[]): DiceAllocation[] {
  const order = [...opponents].sort((a, b) => a.strength - b.strength);
  const out = new Map<string, number>();
  let left = total;
  for (const q of order) {
    if (left <= 0) break;
    const p = Math.min(1, Math.max(0.05, (21 - q.defence) / 20));
    const n = Math.min(left, Math.ceil(q.strength / p));
    out.set(q.id, n);
    left -= n;
  }
  const head = order[0];
  if (left > 0 && head) out.set(head.id, (out.get(head.id) ?? 0) + left);
  return [...out].filter(([, n]) => n > 0).map(([to, dice]) => ({ to, dice }));
}
