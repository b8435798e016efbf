/**
 * The Starship Combat Step (Metaverse p.24–31): every fire order is rolled against the state as it
 * stood when the step began — all starships fire simultaneously, and a ship destroyed in this step still fires —
 * and the damage of each hit is then recorded in order through shields, armour, sections and hull layers.
 *
 * The chain per order: the weapon, or a launcher with its munitions (fire-launchers.ts, p.67); range band and firing
 * sector from the squadrons' points and headings; the sensor system (named, a fire-control part, or the best working
 * array: fire-sensors.ts, p.24, p.53); the sensor roll of fire/attack.ts with the Target Rating after lost drives,
 * drift and momentum, and the EW of the Control Step (fire-ew.ts, p.53–57) — one roll per weapon in salvo fire,
 * one for the whole group in volley fire (p.25), the D20 always rolled in surgical fire (sequence/combat/surgical.ts, p.25);
 * cloaks (fire-cloak.ts, p.56); then damage/hit.ts with the hit arc seen from the target (which rolls the damage
 * dice and applies the range penalty and deflector once).
 *
 * Only legal targets may be fired on: the Control Step's priority and designated targets and Danger Close ships
 * (legal-targets.ts, A26). Terrain: planets block line of sight, nebulae double the range modifier and a planetary
 * nebula adds EW (terrain/effects.ts, p.24, p.95, p.98–99). Interception by the defenders' point defence (and CAP dice when the fighter slice gives
 * them) comes between the sensor rolls and the damage (interception.ts). Spinal weapons roll at every ship near their
 * line (fire-spinal.ts, p.75); area-of-effect weapons hit the ships around the target (fire-aoe.ts, p.70).
 * Not composed yet: Danger Close forcing of particular weapons, shield projectors, Volatile self-damage, rates of
 * fire, starfighter hits from AoE and spinal PD values.
 */
import { count, plural } from '../../../core/text.ts';
import type { DamageProfile, HitResult } from '../../damage/hit.ts';
import type { ShipDamageState } from '../../damage/state.ts';
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { damageProfileOf, type StatLine } from '../../adapters/damage.ts';
import { deflectorOf, sensorTargetOf, weaponModesOf } from '../../adapters/fire.ts';
import { resolveWeaponHit } from '../../damage/hit.ts';
import type { SystemState } from '../../damage/state.ts';
import { rollAttack, rollVolley, type AttackInput, type AttackRoll } from '../../fire/attack.ts';
import type { FireMode, SurgicalCategory } from '../../fire/sensors.ts';
import type { HitWindow, RollModifier, SensorRollResult, SensorTarget } from '../../fire/to-hit.ts';
import type { WeaponMode } from '../../fire/weapon.ts';
import { bandOf, inMaxRange } from '../../fire/range.ts';
import { maxRange } from '../../ships/weapon.ts';
import { arcsFacing, sectorsFacing } from '../../geometry/arcs.ts';
import { distance } from '../../../core/plane.ts';
import { expandCopies, type ShipDesign } from '../../ships/design.ts';
import { designOfShip } from '../../ships/library.ts';
import { sensorLabel, weaponLabels } from '../../ships/part-labels.ts';
import { systemName } from '../../ships/part-name.ts';
import { cloakStateOf } from './cloak.ts';
import { ewFirer, ewTargetSituation, firesUnderStealth } from './ew.ts';
import { launcherFire, spendMunitions, type LauncherFire } from './launchers.ts';
import { chooseSensors, type SensorChoice } from './sensors.ts';
import { disableSurgicalTarget, surgicalTarget } from './surgical.ts';
import { shipsNearSpinalLine } from './spinal.ts';
import { applyAoe } from './aoe.ts';
import { rollSpinalExtras } from '../../fire/spinal.ts';
import { firedKey, interceptHits } from './interception.ts';
import { legalTargetsFor } from './legal-targets.ts';
import type { MetaverseState, MvShip, MvSquadron, ShotRecord } from '../../state.ts';
import { fireTerrain } from '../../terrain/effects.ts';
import type { Arc } from '../../ships/directions.ts';

/** One weapon's (or launcher's) order: fire mode `mode` (its first when absent) at `targetId`. */
export interface WeaponOrder {
  readonly shipId: string;
  /** The weapon's id as the design expands it ("las-2"), the design id of a single weapon, or a launcher id. */
  readonly weaponId: string;
  readonly mode?: string;
  readonly targetId: string;
  /** Sensor system: an array or local array id, or `<fire control id>#k`; absent/null = the best working array (p.24, p.53). */
  readonly sensor?: string | null;
  /** Salvo (default), volley or surgical fire (p.24–25). */
  readonly fire?: FireMode;
  /** Surgical fire: the system category aimed at (p.25). */
  readonly system?: SurgicalCategory | null;
  /** Launchers: the munition and how many to fire (p.67). */
  readonly munition?: { readonly id: string; readonly count: number } | null;
  /** The ship's fire-control split this turn (p.53), the same on every order of the ship; absent/null = not used. */
  readonly fireControl?: readonly number[] | null;
}

export interface CombatStepResult {
  readonly ships: MvShip[];
  readonly shots: ShotRecord[];
  readonly events: GameEvent[];
}


const squadronOf = (state: MetaverseState, ship: MvShip): MvSquadron | undefined => state.squadrons.find((s) => s.id === ship.squadronId);

/** An order checked against the step's starting state, before any die. */
interface Prepared {
  readonly index: number;
  readonly order: WeaponOrder;
  readonly firer: MvShip;
  readonly target: MvShip;
  readonly fSq: MvSquadron;
  readonly tSq: MvSquadron;
  readonly fDesign: ShipDesign;
  readonly tDesign: ShipDesign;
  readonly weaponId: string;
  readonly name: string;
  readonly section: string;
  readonly sectors: readonly string[];
  readonly mode: WeaponMode;
  readonly stat: StatLine;
  readonly fire: FireMode;
  /** Shots: 1, or the munitions a launcher fires. */
  readonly shots: number;
  readonly launcher: LauncherFire | null;
  readonly range: number;
  readonly hitArc: Arc;
  readonly surgical: SystemState | null;
}

type Refused = { readonly refused: string };

type PreparedWeapon = Pick<Prepared, 'weaponId' | 'name' | 'section' | 'sectors' | 'mode' | 'stat' | 'shots' | 'launcher'>;

/** The weapon an order fires: a launcher with its munitions (drawn from its magazine), or a weapon in a fire mode. */
function weaponOf(firer: MvShip, fDesign: ShipDesign, order: WeaponOrder, drawn: Map<string, number>): PreparedWeapon | Refused {
  const launcher = fDesign.launchers.find((l) => l.id === order.weaponId);
  if (launcher || order.munition) {
    // p.67: a launcher fires 1 to the maximum of one munition type, from its local magazine.
    const first = launcher?.munitions[0];
    const munition = order.munition ?? (first ? { id: first.munition, count: 1 } : { id: '', count: 1 });
    const l = launcherFire(firer, fDesign, order.weaponId, munition, drawn);
    if ('refused' in l) return l;
    drawn.set(`${firer.id}/${l.magazineId}`, (drawn.get(`${firer.id}/${l.magazineId}`) ?? 0) + l.count);
    return { weaponId: l.launcherId, name: `${l.name} (${l.munition.name})`, section: l.section, sectors: l.sectors, mode: l.mode, stat: l.munition, shots: l.count, launcher: l };
  }
  const w = expandCopies(fDesign).weapons.find((x) => x.id === order.weaponId) ?? expandCopies(fDesign).weapons.find((x) => x.id === `${order.weaponId}-1`);
  const modes = w ? weaponModesOf(fDesign, w.id) : [];
  const mode = modes.find((m) => m.mode === order.mode) ?? modes[0];
  const designMode = w?.modes.find((m) => m.name === mode?.mode);
  if (!w || !mode || !designMode) return { refused: `${firer.name} has no such weapon` };
  return { weaponId: w.id, name: w.name, section: w.section, sectors: w.sectors, mode, stat: designMode, shots: 1, launcher: null };
}

function prepare(state: MetaverseState, order: WeaponOrder, index: number, drawn: Map<string, number>): Prepared | Refused {
  const firer = state.ships.find((s) => s.id === order.shipId && s.status === 'active');
  const target = state.ships.find((s) => s.id === order.targetId && s.status === 'active');
  if (!firer || !target) return { refused: 'its target is no longer on the table' };
  const fSq = squadronOf(state, firer);
  const tSq = squadronOf(state, target);
  if (!fSq || !tSq) return { refused: 'no squadron' };
  const fDesign = designOfShip(firer);
  const tDesign = designOfShip(target);
  const range = distance(fSq.at, tSq.at);
  // The hit arc is the target's arc facing the firer; on a boundary the firer chooses (A25): the first one.
  const hitArc = arcsFacing(tSq, fSq.at, tSq.directionality)[0] ?? 'bow';
  const fire = order.fire ?? 'salvo';
  const base = { index, order, firer, target, fSq, tSq, fDesign, tDesign, range, hitArc, fire };
  const weapon = weaponOf(firer, fDesign, order, drawn);
  if ('refused' in weapon) return weapon;
  if (!inMaxRange(range, weapon.mode.range)) return { refused: `${tSq.name} is out of range (${Math.round(range)} cm)` };
  // TERRAIN (p.24, p.95): a planet blocks line of sight; indirect fire goes round it only within its maximum range.
  const seen = fireTerrain(state, fSq.at, tSq.at, range, weapon.mode.range.band);
  if (!seen.lineOfSight && weapon.mode.damageType !== 'indirect') return { refused: `the ${seen.blockedBy.join(' and ').toLowerCase()} blocks the line of sight to ${tSq.name}` };
  if (!seen.lineOfSight && seen.wayRound > maxRange(weapon.mode.range)) return { refused: `the way round the ${seen.blockedBy.join(' and ').toLowerCase()} (${Math.round(seen.wayRound)} cm) is beyond its range` };
  let surgical: SystemState | null = null;
  if (fire === 'surgical') {
    // p.25: one weapon against a named system in the facing section.
    if (weapon.shots !== 1) return { refused: 'surgical fire uses exactly one weapon (one munition)' };
    if (!order.system) return { refused: 'surgical fire must name the system to hit (secondary, ew, propulsion, hangar, active-defence, weapon)' };
    const sys = surgicalTarget(target.damage, hitArc, order.system);
    if (!sys) return { refused: `${target.name} has no working ${order.system} system in the section facing the ${hitArc} arc` };
    surgical = sys;
  }
  return { ...base, ...weapon, surgical };
}

/** The target's side of the sensor roll; an active stealth generator replaces its other EW (p.57, control/ew-effects.ts). */
function targetOf(state: MetaverseState, p: Prepared): SensorTarget {
  const { target, tSq } = p;
  const ew = ewTargetSituation(state, target);
  const t = sensorTargetOf(p.tDesign, target.damage, { drifting: tSq.trModifier <= -1, momentumZero: tSq.momentum === 0 && tSq.method === 'cinematic', ramOrder: false, ...ew });
  return ew.stealth ? { ...t, ewArrays: [], ecmCovering: 0, pods: [] } : t;
}

/** The fire/attack.ts input of shot `k` of a prepared order with its sensor (p.24–25, p.53–57). */
function attackInput(state: MetaverseState, p: Prepared, rating: number, k: number): AttackInput {
  const { firer, target, fSq, tSq, mode } = p;
  return {
    attackId: `t${state.turn}:${firer.id}:${p.weaponId}${p.shots > 1 ? `#${k + 1}` : ''}`,
    firerId: firer.name,
    targetId: target.name,
    targetSquadronId: tSq.id,
    weapon: mode,
    sensorRating: rating,
    geometry: {
      rangeBand: bandOf(p.range, mode.range.band),
      hitArc: p.hitArc,
      inArc: sectorsFacing(fSq, tSq.at, fSq.directionality).some((s) => p.sectors.includes(s)),
      gravityWallBlocks: false,
      // TERRAIN (p.24, p.95, p.98–99; terrain/effects.ts): planets block sight; nebulae double the apparent range
      // for the modifier; a planetary nebula adds EW by range (A31).
      ...(({ lineOfSight, apparentRangeBand, planetaryNebulaCm }) => ({ lineOfSight, ...(apparentRangeBand === undefined ? {} : { apparentRangeBand }), ...(planetaryNebulaCm === undefined ? {} : { planetaryNebulaCm }) }))(
        fireTerrain(state, fSq.at, tSq.at, p.range, mode.range.band),
      ),
    },
    // A26: priority, designated or Danger Close targets only (legal-targets.ts); with no Control Step, any.
    legalTarget: state.control ? legalTargetsFor(state, state.control.declarations, firer.id).includes(target.id) : true,
    rateOfFireReady: true,
    // p.56: a cloaked ship neither fires nor is fired upon.
    firerCloak: cloakStateOf(state, firer.id),
    targetCloak: cloakStateOf(state, target.id),
    target: targetOf(state, p),
    firer: ewFirer(state, firer, target),
    deflector: deflectorOf(p.tDesign, target.damage, mode.damageType),
    ...(p.surgical ? { surgical: { systemId: p.surgical.id } } : {}),
  };
}

/**
 * p.75: after the primary target, a sensor roll with the same sensor against every ship within 5 cm of the line
 * (fire-spinal.ts), range and arc recalculated; no nomination or sector needed (fire/spinal.ts).
 */
function spinalShots(state: MetaverseState, p: Prepared, rating: number, sensorId: string | null, dice: Dice): Shot[] {
  const near = shipsNearSpinalLine(state, p.fSq, p.tSq, p.target.id);
  const derived = near.map((c): Prepared => ({ ...p, target: c.ship, tSq: c.sq, tDesign: designOfShip(c.ship), range: c.range, hitArc: c.hitArc, surgical: null, shots: 1, launcher: null }));
  const candidates = derived.map((d) => ({ squadronId: d.tSq.id, nearLine: true, attack: { ...attackInput(state, d, rating, 0), attackId: `t${state.turn}:${p.firer.id}:${p.weaponId}>${d.target.id}` } }));
  const extras = rollSpinalExtras(p.fSq.id, p.target.name, candidates, 0, dice);
  return extras.flatMap((e) => {
    const d = derived.find((x) => x.target.name === e.shipId);
    return e.roll && d ? [{ p: d, k: 0, roll: e.roll, sensorId, volley: null, spinal: true }] : [];
  });
}

/** "hits on 9–14", "only a natural 20", "automatic". */
function windowText(w: HitWindow): string {
  if (w.kind === 'automatic') return 'automatic hit';
  if (w.kind === 'natural-20') return 'only a natural 20 hits';
  // A d20 shows 1–20: the window as the die can meet it.
  const lo = Math.max(1, w.above + 1);
  const hi = Math.min(20, w.upTo);
  return hi < lo ? 'cannot hit' : `hits on ${lo}–${hi}`;
}

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);
const mods = (list: readonly RollModifier[]): string => (list.length === 0 ? '' : ` [${list.map((m) => `${m.source} ${signed(m.value)}`).join(', ')}]`);

/**
 * A sensor roll in two parts: what the shot needs, "sensor sen-B 12 [target EW 4 (EW array 3, ECM ×1) −4] = 8 vs
 * TR 1 [EJ ×1 +1] = 2 (hits on 3–8)", shared by the weapons of one group; and the die, "d20 7".
 */
function sensorParts(s: SensorRollResult | null, sensor: string | null): { needs: string; die: string } {
  if (!s) return { needs: 'shield projector', die: 'no roll' };
  const trBase = s.tr - s.trModifiers.reduce((n, m) => n + m.value, 0);
  const rated = `sensor ${sensor ? `${sensor} ` : ''}${s.sensorRating}${s.sensorModifiers.length > 0 ? `${mods(s.sensorModifiers)} = ${signedPlain(s.effectiveSensor)}` : ''}`;
  const tr = `TR ${signedPlain(trBase)}${s.trModifiers.length > 0 ? `${mods(s.trModifiers)} = ${signedPlain(s.tr)}` : ''}`;
  return { needs: `${rated} vs ${tr} (${windowText(s.window)})`, die: s.dice.map((d) => `d20 ${d.roll}`).join(', then ') || 'automatic' };
}

/** A system as the summary names it: a sensor as the fire notation does ("Sensor 2"), else as the ship display does; never its id. */
function systemWord(design: ShipDesign, id: string): string {
  const sys = design.systems.find((x) => x.id === id);
  if (sys?.kind === 'sensor' || sys?.kind === 'local_sensor') return sensorLabel(design, id);
  return sys ? systemName(sys) : 'a system';
}

/** A number with a true minus sign when negative: "−1". */
const signedPlain = (n: number): string => (n < 0 ? `−${-n}` : `${n}`);

/**
 * Shots of one weapon type from one ship at one target with the same sensor roll needs, one after another, read as
 * one line: "CNS Resolute → VHS Dominator · Heavy Laser ×4 · 70 cm · sensor 12 vs TR −1 (hits on 1–12): d20 20 →
 * miss; d20 5 → hit, 2 pulses …". Each shot keeps its own die and outcome, in order.
 */
interface ShotLine {
  readonly key: string;
  readonly head: string;
  readonly needs: string;
  readonly parts: string[];
  readonly data: unknown[];
}

/** One rolled shot. */
interface Shot {
  readonly p: Prepared;
  readonly k: number;
  readonly roll: AttackRoll;
  readonly sensorId: string | null;
  readonly volley: string | null;
  /** An extra target on a spinal weapon's line (p.75). */
  readonly spinal: boolean;
}

export function combatStep(state: MetaverseState, orders: readonly WeaponOrder[], dice: Dice, capDice?: Readonly<Record<string, number>>): CombatStepResult {
  const events: GameEvent[] = [];
  // Every order against the state as the step began (p.24: fire is simultaneous); launchers draw their munitions.
  const drawn = new Map<string, number>();
  const prepared = orders.map((o, i) => prepare(state, o, i, drawn));
  const ok = prepared.flatMap((p) => ('refused' in p ? [] : [p]));
  const refusals = new Map<number, string>(prepared.flatMap((p, i) => ('refused' in p ? [[i, p.refused] as const] : [])));
  const rolled = rollSensors(state, ok, refusals, dice);
  // Then interception, before any damage is rolled (p.26): the defenders' default allocation (interception.ts).
  const fired = new Set(rolled.map((x) => firedKey(x.p.firer.id, x.p.weaponId)));
  const hitting = rolled.filter((x) => x.roll.hit);
  const ix = interceptHits(state, hitting.map((x) => ({ attack: x.roll, mode: x.p.mode, targetShipId: x.p.target.id })), fired, dice, capDice ? { capDice } : {});
  events.push(...ix.events);
  const res: Resolution = {
    state,
    dice,
    ships: spentShips(state, ok, rolled),
    intercepted: new Map(hitting.map((x, k) => [x, ix.hits[k]?.interceptedPulses ?? 0])),
    log: { events, open: null },
    shots: [],
  };
  resolveInOrder(res, orders, refusals, rolled);
  flush(res.log);
  return { ships: res.ships, shots: res.shots, events };
}

type SensorOk = Exclude<SensorChoice, { readonly refused: string }>;

/** The orders' sensor rolls being made: the sensors chosen, the volleys already rolled, the refusals so far. */
interface SensorRolls {
  readonly state: MetaverseState;
  readonly ok: readonly Prepared[];
  readonly sensorOf: (p: Prepared) => SensorChoice;
  readonly refusals: Map<number, string>;
  readonly volleysDone: Set<string>;
  readonly dice: Dice;
}

/** The sensor rolls, in order of the orders; a volley rolls once for its whole group when its first order comes. */
function rollSensors(state: MetaverseState, ok: readonly Prepared[], refusals: Map<number, string>, dice: Dice): Shot[] {
  const { choices } = chooseSensors(
    ok.map((p) => ({
      index: p.index,
      firer: p.firer,
      design: p.fDesign,
      fSq: p.fSq,
      tSq: p.tSq,
      targetId: p.target.id,
      weaponId: p.weaponId,
      section: p.section,
      damageType: p.mode.damageType,
      sensor: p.order.sensor ?? null,
      fire: p.fire,
      system: p.order.system ?? null,
      split: p.order.fireControl ?? null,
    })),
  );
  const ctx: SensorRolls = { state, ok, sensorOf: (p) => choices.get(p.index) ?? { refused: 'no sensor system' }, refusals, volleysDone: new Set(), dice };
  const rolled: Shot[] = [];
  for (const p of ok) {
    const s = ctx.sensorOf(p);
    if ('refused' in s) {
      refusals.set(p.index, s.refused);
      continue;
    }
    rolled.push(...(p.fire === 'volley' ? volleyShots(ctx, p, s) : salvoShots(ctx, p, s)));
  }
  return rolled;
}

/** p.25: one sensor roll for the volley group (same ship, sensor and target); all hit or all miss. */
function volleyShots(ctx: SensorRolls, p: Prepared, s: SensorOk): Shot[] {
  const key = `${p.firer.id}|${s.sensorId}|${p.target.id}`;
  if (ctx.volleysDone.has(key)) return [];
  ctx.volleysDone.add(key);
  const group = ctx.ok.filter((q) => {
    const c = ctx.sensorOf(q);
    return q.fire === 'volley' && q.firer.id === p.firer.id && q.target.id === p.target.id && !('refused' in c) && c.sensorId === s.sensorId;
  });
  const members = group.flatMap((q) => Array.from({ length: q.shots }, (_, k) => ({ q, k })));
  const v = rollVolley(members.map(({ q, k }) => attackInput(ctx.state, q, s.rating, k)), ctx.dice);
  if (!v.ok) {
    for (const q of group) ctx.refusals.set(q.index, v.error.message.replace(/\.$/, ''));
    return [];
  }
  const label = group.map((q) => q.weaponId).join('+');
  const sensorId = s.chosen ? s.sensorId : null;
  return members.flatMap(({ q, k }, j) => {
    const roll = v.value.attacks[j];
    return roll ? [{ p: q, k, roll, sensorId, volley: label, spinal: false }] : [];
  });
}

/** Salvo or surgical fire: one sensor roll per shot (p.24–25), then a spinal weapon's extra targets (p.75). */
function salvoShots(ctx: SensorRolls, p: Prepared, s: SensorOk): Shot[] {
  const sensorId = s.chosen ? s.sensorId : null;
  const rolled: Shot[] = [];
  for (let k = 0; k < p.shots; k++) {
    const a = rollAttack(attackInput(ctx.state, p, s.rating, k), ctx.dice);
    if (!a.ok) {
      ctx.refusals.set(p.index, a.error.message.replace(/\.$/, ''));
      break;
    }
    rolled.push({ p, k, roll: a.value, sensorId, volley: null, spinal: false });
  }
  if (p.mode.qualities.includes('SP') && rolled.length > 0) rolled.push(...spinalShots(ctx.state, p, s.rating, sensorId, ctx.dice));
  return rolled;
}

/** p.67: launched munitions leave their magazines; p.57: a ship that fires under stealth is compromised next turn. */
function spentShips(state: MetaverseState, ok: readonly Prepared[], rolled: readonly Shot[]): MvShip[] {
  return state.ships.map((ship) => {
    let next = ship;
    for (const p of ok) {
      const launched = rolled.filter((x) => x.p === p).length;
      if (p.firer.id === ship.id && p.launcher && launched > 0) next = { ...next, magazines: spendMunitions(next, p.fDesign, p.launcher, launched) };
    }
    if (rolled.some((x) => x.p.firer.id === ship.id) && firesUnderStealth(state, ship)) next = { ...next, stealthCompromisedTurn: state.turn + 1 };
    return next;
  });
}

/** The step's events as they are written: consecutive shots of a group share a line (ShotLine) until anything else is said. */
interface FireLog {
  readonly events: GameEvent[];
  open: ShotLine | null;
}

function flush(log: FireLog): void {
  const open = log.open;
  if (!open) return;
  const n = open.parts.length;
  log.events.push({ type: 'fire', text: `${open.head}${n > 1 ? ` ×${n}` : ''} · ${open.needs}: ${open.parts.join('; ')}`, data: open.data });
  log.open = null;
}

function say(log: FireLog, event: GameEvent): void {
  flush(log);
  log.events.push(event);
}

function shotLine(log: FireLog, line: { key: string; head: string; needs: string }, part: string, data: unknown): void {
  if (log.open?.key !== line.key) flush(log);
  if (!log.open) log.open = { ...line, parts: [], data: [] };
  log.open.parts.push(part);
  log.open.data.push(data);
}

/** The damage being recorded, shot after shot, on the ships as the earlier shots left them. */
interface Resolution {
  readonly state: MetaverseState;
  readonly dice: Dice;
  ships: MvShip[];
  /** Pulses the defenders' point defence stopped, per hitting shot. */
  readonly intercepted: ReadonlyMap<Shot, number>;
  readonly log: FireLog;
  readonly shots: ShotRecord[];
}

/** Each order in turn: its refusal told, or its shots' damage recorded. */
function resolveInOrder(res: Resolution, orders: readonly WeaponOrder[], refusals: ReadonlyMap<number, string>, rolled: readonly Shot[]): void {
  const byOrder = new Map<number, Shot[]>();
  for (const x of rolled) byOrder.set(x.p.index, [...(byOrder.get(x.p.index) ?? []), x]);
  // Weapons of one ship held back for the same reason share one line: "CNS Kestrel Heavy Laser 1, Heavy Laser 2 do not fire: …".
  const refusedTogether = new Map<string, string[]>();
  for (const [i, order] of orders.entries()) {
    const why = refusals.get(i);
    if (why !== undefined) refusedTogether.set(`${order.shipId}|${why}`, [...(refusedTogether.get(`${order.shipId}|${why}`) ?? []), order.weaponId]);
  }
  for (const [i, order] of orders.entries()) {
    const why = refusals.get(i);
    if (why !== undefined) tellRefusal(res, order, why, refusedTogether);
    else for (const x of byOrder.get(i) ?? []) resolveShot(res, x);
  }
}

/** The held-back weapons of one ship and one reason, told once, at the first of them. */
function tellRefusal(res: Resolution, order: WeaponOrder, why: string, refusedTogether: Map<string, string[]>): void {
  const key = `${order.shipId}|${why}`;
  const weapons = refusedTogether.get(key) ?? [];
  if (weapons[0] !== order.weaponId) return;
  refusedTogether.set(key, ['']);
  const shipName = res.state.ships.find((s) => s.id === order.shipId)?.name ?? order.shipId;
  say(res.log, { type: 'fireRefused', text: `${shipName} ${weapons.map((w) => labelOf(res.state, order.shipId, w)).join(', ')} ${plural(weapons.length, 'does', 'do')} not fire: ${why}.` });
}

/** A held-back weapon by the name its player knows (ships/part-labels.ts), never its id. */
function labelOf(state: MetaverseState, shipId: string, weaponId: string): string {
  const ship = state.ships.find((s) => s.id === shipId);
  const labels = ship ? weaponLabels(designOfShip(ship)) : new Map<string, string>();
  return labels.get(weaponId) ?? labels.get(`${weaponId}-1`) ?? 'a weapon';
}

/** One rolled shot: a miss told, or the hit's damage through damage/hit.ts, a surgical effect and any area of effect. */
function resolveShot(res: Resolution, x: Shot): void {
  const { p, roll: r } = x;
  const { needs, die } = sensorParts(r.sensor, x.sensorId ? sensorLabel(p.fDesign, x.sensorId) : null);
  const head = `${x.spinal ? 'spinal line: ' : ''}${p.firer.name} → ${p.target.name} · ${p.name}`;
  const how = `${Math.round(p.range)} cm · ${x.volley ? `volley ${x.volley}, one roll: ` : ''}${p.surgical ? `surgical fire at ${systemWord(p.tDesign, p.surgical.id)}, ` : ''}${needs}`;
  const line = { key: `${head}|${how}`, head, needs: how };
  const shot = { from: p.fSq.at, to: p.tSq.at, hit: r.hit, label: p.name, fromId: p.fSq.id, toId: p.tSq.id };
  if (!r.hit) {
    res.shots.push({ ...shot, damage: 0 });
    shotLine(res.log, line, `${die} → miss`, { roll: r });
    return;
  }
  const current = res.ships.find((s) => s.id === p.target.id) ?? p.target;
  const offBands = Math.max(0, r.damagePenalty - deflectorOf(p.tDesign, p.target.damage, p.mode.damageType));
  const profile = damageProfileOf(p.stat);
  const hit = resolveWeaponHit(
    current.damage,
    {
      label: `${p.firer.name} ${p.name} → ${p.target.name}`,
      profile,
      arc: p.hitArc,
      offBands,
      sensorRoll: r.sensor?.roll ?? 20,
      interceptedPulses: res.intercepted.get(x) ?? 0,
      deflector: null,
      ...(r.pulseRoll === null ? {} : { pulsesRolled: r.pulses }),
    },
    res.dice,
  );
  const { damage, text: surgicalText } = surgicalEffect(p, r, hit);
  const destroyed = damage.destroyed && !current.damage.destroyed;
  res.ships = res.ships.map((s) => (s.id === current.id ? { ...s, damage, ...(destroyed ? { status: 'destroyed' as const, fate: 'destroyed in combat' } : {}) } : s));
  res.shots.push({ ...shot, damage: hit.dealt.reduce((n, d) => n + d.hits, 0) });
  const dealt = hit.dealt.map((d) => `${d.hits} to ${d.section}`).join(', ') || 'no hull damage';
  const rolls = hit.pulses.map((q) => q.roll).filter((v) => v !== null);
  shotLine(
    res.log,
    line,
    `${die} → hit, ${count(hit.pulseCount.total, 'pulse')}${rolls.length > 0 ? ` [${rolls.join(', ')}]` : ''} on the ${p.hitArc} arc: ${hit.shieldHitsLost > 0 ? `${hit.shieldHitsLost} shield hits, ` : ''}${dealt}${surgicalText}${destroyed ? ` — ${p.target.name} is destroyed` : ''}`,
    { roll: r, hit: { pulseCount: hit.pulseCount, dealt: hit.dealt } },
  );
  aoeAround(res, x, hit, { profile, offBands });
}

/** p.25: an odd sensor roll and a hull hit disable the targeted system; damage is dealt either way. */
function surgicalEffect(p: Prepared, r: AttackRoll, hit: HitResult): { damage: ShipDamageState; text: string } {
  if (!p.surgical) return { damage: hit.state, text: '' };
  if (r.odd && hit.hullHit && !hit.state.destroyed) {
    const off = disableSurgicalTarget(hit.state, p.surgical.id);
    return { damage: off.state, text: `; odd roll and a hull hit: ${systemWord(p.tDesign, p.surgical.id)} is disabled${off.arcsDropped.length > 0 ? ` and the ${off.arcsDropped.join(', ')} shields go down` : ''}` };
  }
  return { damage: hit.state, text: `; ${r.odd ? 'no hull hit' : 'even roll'}: ${p.surgical.id} is not disabled` };
}

/** p.70: area of effect around the primary target, unless every pulse was stopped (or an Unstable one was, p.76). */
function aoeAround(res: Resolution, x: Shot, hit: HitResult, primaryHit: { profile: DamageProfile; offBands: number }): void {
  const { p, roll: r } = x;
  const aoeDie = p.mode.aoe;
  const stopped = res.intercepted.get(x) ?? 0;
  if (aoeDie === null || hit.pulses.length === 0 || (p.mode.qualities.includes('UN') && stopped > 0)) return;
  const base = (roll: number | null): number => ('fixed' in p.mode.damage ? p.mode.damage.fixed : (roll ?? 0) + p.mode.damage.mod);
  // A32: the primary pulse damage after the energy range penalty.
  const primary = hit.pulses.map((q) => Math.max(0, base(q.roll) - (p.mode.damageType === 'energy' ? primaryHit.offBands : 0)));
  const aoe = applyAoe(res.state, res.ships, p.target, aoeDie, primary, primaryHit.profile, `${p.firer.name} ${p.name}`, r.sensor?.roll ?? 20, res.dice);
  const parts: string[] = [];
  for (const h of aoe.hits) {
    const before = res.ships.find((s) => s.id === h.shipId);
    const gone = h.state.destroyed && before?.damage.destroyed === false;
    res.ships = res.ships.map((s) => (s.id === h.shipId ? { ...s, damage: h.state, ...(gone ? { status: 'destroyed' as const, fate: 'destroyed in combat' } : {}) } : s));
    const frac = h.fraction === 0.5 ? '½' : `1/${Math.round(1 / h.fraction)}`;
    const got = h.dealt.map((d) => `${d.hits} to ${d.section}`).join(', ') || 'no hull damage';
    parts.push(`${before?.name ?? h.shipId} ${frac} [${h.pulses.join(', ')}] on the ${h.arc} arc: ${h.shieldHitsLost > 0 ? `${h.shieldHitsLost} shield hits, ` : ''}${got}${gone ? ' — destroyed' : ''}`);
  }
  if (aoe.result.rolls.length > 0) say(res.log, { type: 'fire', text: `${p.firer.name} ${p.name} area of effect around ${p.target.name}: d${aoeDie} [${aoe.result.rolls.join(', ')}] → ${parts.join('; ') || 'no ship close enough'}` });
}
