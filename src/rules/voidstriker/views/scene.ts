/**
 * The Voidstriker table as one viewer may see it, for the renderer (book §2.1 counters, §2.31 vector counters,
 * §2.341 drift, §3.21 planets, §3.22 asteroid counters, §6.2 the base): every ship with its drift arrow, every
 * missile salvo, planets, asteroid fields, the base, the last round's trails and shots, and — for the viewer's
 * own draft only — the plotted four-phase paths and the declared fire.
 *
 * Judgement calls:
 * - Positions, headings and drift are public: they lie on the table in the book. Plots are secret until the round
 *   resolves; `state.pending.plots` (a firePerPhase round under way) is never drawn, not even the viewer's own.
 * - Hull bar: the ship's damage points left (armour above 0, bridge, crewspace, cargo, life support, power plant
 *   and thrusters) over the class's total, so it shrinks with every hit whatever it struck; weapons, sensors
 *   and magazines are left out (the card shows them).
 * - Velocity arrow: this round's drift (§2.31), speed × direction in inches per round.
 * - The base is a ring marker without a name of its own (ships land on it and their names are there); its planet
 *   is labelled "New Angeles VI (base)" (the card names the base). Ships landed on one spot share one label,
 *   "Gunboat +5 landed", the others none, so six gunboats at the base do not print six names on top of each other.
 * - A salvo's label is "S3 → Hood"; its missile count is the renderer's "×4" badge beside it.
 * - A preview leaves out last round's shots (they would cross the draft's fire lines) and names each path's end
 *   "Hood: drift 7"" (next round's drift speed, §2.31) unless the ship barely moves.
 * - Declared fire in a preview runs from where the ship is now to where the target is now (the plot fires in a
 *   later phase, from places not known before everyone has moved).
 * - Last round's shots likewise run between the ships where the map draws them (the round's end), one line per
 *   firer and target for all four phases, so a hit's burst is on its target, not where it was in phase b.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { Point, Scene, SceneOverlay, SceneTerrain, SceneTrail, SceneUnit } from '../../core/scene.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits } from '../ships/fire-units.ts';
import { inPlay, movingShip } from '../ships/in-play.ts';
import { isOutOfPlay, type ShipCondition } from '../damage/condition.ts';
import { bearingOf, floorLength, length, sub } from '../../core/plane.ts';
import type { MovingShip } from '../movement/moving-ship.ts';
import type { ManoeuvrePlot } from '../movement/plot.ts';
import { moveRound } from '../movement/round.ts';
import type { FireOrder } from '../notation/types.ts';
import { scenarioById } from '../setup/scenarios.ts';
import type { ShipClass } from '../ships/ship-class.ts';
import type { ShotRecord, VoidShip, VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import { stateFrame, type BoardFrame } from './frame.ts';

const PHASE_LETTERS = ['a', 'b', 'c', 'd'] as const;

/** Damage points left and in all (see the header): the hull bar. */
export function hullPoints(cls: ShipClass, c: ShipCondition): { left: number; of: number } {
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  const left = Math.max(0, c.armor) + c.bridge.dp + (c.crewspace?.dp ?? 0) + c.cargo.dp + c.lifeSupport.dp + c.powerPlant.dp + sum(c.thrusters);
  const of = cls.armor + cls.bridge.dp + (cls.crewspace?.dp ?? 0) + cls.cargo.dp + cls.lifeSupport.dp + cls.powerPlant.dp + sum(cls.thrusters);
  return { left, of };
}

/** "Round 3 · plot", "Round 3 · fire after phase b", "Round 7 · game over". */
export function stageText(state: VoidstrikerState): string {
  if (state.stage === 'over') return 'game over';
  if (state.stage === 'fire') return `fire after phase ${PHASE_LETTERS[state.pending?.phase ?? 0] ?? 'a'}`;
  return 'plot';
}

export function scenarioName(state: VoidstrikerState): string {
  return scenarioById(state.scenario)?.name ?? 'Skirmish';
}

function shipLabel(ship: VoidShip): string {
  switch (ship.surface.kind) {
    case 'landed':
      return `${ship.name} (landed)`;
    case 'landing':
      return `${ship.name} (landing)`;
    case 'takingOff':
      return `${ship.name} (taking off)`;
    case 'flying':
      return ship.name;
  }
}

/** The viewer's own ships' plotted manoeuvres, or none (another seat's draft, a GM or the public). */
interface PreviewShip {
  readonly ship: VoidShip;
  readonly manoeuvre: ManoeuvrePlot | undefined;
  readonly orders: readonly FireOrder[];
}

function ownPreview(state: VoidstrikerState, viewer: Viewer, preview: VoidstrikerSubmission | undefined): PreviewShip[] | null {
  if (!preview || viewer.kind !== 'seat') return null;
  const own = (shipId: string): VoidShip | undefined => state.ships.find((s) => s.id === shipId && s.seat === viewer.seat && inPlay(s));
  if (preview.kind === 'plot') {
    return preview.plot.ships.flatMap((p) => {
      const ship = own(p.shipId);
      return ship ? [{ ship, manoeuvre: p.manoeuvre, orders: [...p.fire, ...p.launch] }] : [];
    });
  }
  return preview.ships.flatMap((p) => {
    const ship = own(p.shipId);
    return ship ? [{ ship, manoeuvre: undefined, orders: [...p.fire, ...p.launch] }] : [];
  });
}

/** Each previewed ship's path through phases a–d (drift and acceleration legs) and final heading (§2.341–§2.343). */
function previewPaths(state: VoidstrikerState, ships: readonly { ship: VoidShip; manoeuvre: ManoeuvrePlot | undefined }[]) {
  const moving = ships.filter((s) => s.manoeuvre !== undefined);
  if (moving.length === 0) return [];
  const movers: MovingShip[] = moving.map(({ ship }) => movingShip(ship));
  const plots: Record<string, ManoeuvrePlot> = {};
  for (const s of moving) if (s.manoeuvre) plots[s.ship.id] = s.manoeuvre;
  const result = moveRound(movers, plots, movers.map((m) => m.id));
  return moving.flatMap(({ ship }) => {
    const end = result.ships.find((m) => m.id === ship.id);
    if (!end) return [];
    const path: Point[] = [ship.position];
    for (const phase of result.phases)
      for (const e of phase.events) if (e.id === ship.id && e.kind !== 'turn') path.push(e.to);
    // Next round's drift: the distance the vector counter (left where the round began) lies behind (§2.31).
    const nextDrift = floorLength(length(sub(end.position, end.vectorCounter)));
    return [{ ship, path, heading: end.heading, nextDrift }];
  });
}

/** Where a target (ship or salvo) is now, and its name. */
function targetOf(state: VoidstrikerState, id: string): { at: Point; name: string } | undefined {
  const ship = state.ships.find((s) => s.id === id);
  if (ship) return { at: ship.position, name: ship.name };
  const salvo = state.salvos.find((s) => s.id === id);
  return salvo ? { at: salvo.position, name: `Salvo ${salvo.id.replace(/^S/, '')}` } : undefined;
}

/** Declared fire and launches, one line per ship and target: "Triple Mk-II laser turret", "2 weapons". */
function declaredFire(state: VoidstrikerState, ship: VoidShip, orders: readonly FireOrder[]) {
  const units = fireUnits(classOf(ship));
  const byTarget = new Map<string, string[]>();
  for (const o of orders) {
    const name = units.find((u) => u.id === o.mount)?.name ?? o.mount;
    byTarget.set(o.target, [...(byTarget.get(o.target) ?? []), name]);
  }
  return [...byTarget].flatMap(([target, names]) => {
    const t = targetOf(state, target);
    return t ? [{ from: ship.position, to: t.at, label: names.length === 1 ? (names[0] ?? '') : `${names.length} weapons → ${t.name}` }] : [];
  });
}

/** Whether a path ends far enough from its start for a second label (1.5"). */
function moved(path: readonly Point[]): boolean {
  const a = path[0];
  const b = path[path.length - 1];
  return a !== undefined && b !== undefined && length(sub(b, a)) >= 1.5;
}

/** Ships landed on one spot (§6.2's gunboats at the base) share one name: "Gunboat +5 landed". */
function stackLabels(state: VoidstrikerState): (s: VoidShip) => string | undefined {
  const stacked = new Map<string, VoidShip[]>();
  for (const s of state.ships.filter((x) => x.surface.kind === 'landed' && inPlay(x))) {
    const key = `${s.side}@${Math.round(s.position.x * 4)},${Math.round(s.position.y * 4)}`;
    stacked.set(key, [...(stacked.get(key) ?? []), s]);
  }
  return (s: VoidShip): string | undefined => {
    const group = [...stacked.values()].find((g) => g.includes(s));
    if (!group || group.length < 2) return undefined;
    return group[0] === s ? `${s.name} +${group.length - 1} landed` : '';
  };
}

/** Every ship, salvo and the base (§6.2) as the map draws them. */
function sceneUnits(state: VoidstrikerState, f: BoardFrame): SceneUnit[] {
  const stackLabel = stackLabels(state);
  const wrecks = new Set(state.wrecks ?? []);
  // A ship out of play (ruling G8) is a wreck on the map of the step that put it out, and gone from later maps.
  const shown = state.ships.filter((s) => inPlay(s) || s.status === 'departed' || wrecks.has(s.id));
  const ships: SceneUnit[] = shown.map((s) => {
    const active = inPlay(s);
    const status = s.status === 'departed' ? 'exited' : s.status === 'destroyed' || isOutOfPlay(s.condition) ? 'destroyed' : 'active';
    const v = { x: s.drift.direction.x * s.drift.speed, y: s.drift.direction.y * s.drift.speed };
    return {
      id: s.id,
      label: stackLabel(s) ?? shipLabel(s),
      side: s.side,
      kind: 'ship',
      at: f.at(s.position),
      facing: s.heading,
      hull: hullPoints(classOf(s), s.condition),
      ...(active && s.drift.speed > 0 ? { velocity: f.vector(v) } : {}),
      status,
    };
  });
  const salvos: SceneUnit[] = state.salvos.map((s) => ({
    id: s.id,
    label: `${s.id} → ${targetOf(state, s.target)?.name ?? s.target}`,
    side: s.side,
    kind: 'salvo',
    at: f.at(s.position),
    facing: s.heading,
    count: s.count,
    // Bound for its target (§2.35: a salvo is launched at one target and homes on it), public as its label is.
    ...(targetOf(state, s.target) ? { targetId: s.target } : {}),
    ...(s.drift.speed > 0 ? { velocity: f.vector({ x: s.drift.dir.x * s.drift.speed, y: s.drift.dir.y * s.drift.speed }) } : {}),
    status: 'active',
  }));
  const base: SceneUnit[] = state.base
    ? [{ id: 'base', label: '', side: state.base.side, kind: 'marker', at: f.at(state.base.at), facing: 0, status: 'active' }]
    : [];
  return [...ships, ...salvos, ...base];
}

function sceneTerrain(state: VoidstrikerState, f: BoardFrame): SceneTerrain[] {
  return [
    ...state.planets.map((p) => ({
      kind: 'planet' as const,
      circle: { at: f.at(p.center), radius: p.diameter / 2 },
      label: state.base?.planetId === p.id ? `${p.id} (base)` : p.id,
    })),
    ...state.asteroids.map((a) => ({ kind: 'asteroids' as const, polygon: a.polygon.map(f.at) })),
  ];
}

/**
 * Last round's shots as lines between the ships where the map draws them (their places at the end of the round),
 * so each hit's burst sits on its target; a shot at a ship the map no longer shows keeps the places it was fired
 * between.
 */
function resolvedFire(state: VoidstrikerState, f: BoardFrame, units: readonly SceneUnit[]): SceneOverlay[] {
  const shown = (id: string | undefined): Point | undefined => units.find((u) => u.id === id && u.status !== 'exited')?.at as Point | undefined;
  return shotLines(state.shots).map((s) => ({ kind: 'fire' as const, from: shown(s.fromId) ?? f.at(s.from), to: shown(s.toId) ?? f.at(s.to), hit: s.hit, label: s.label, ...ids(s) }));
}

/** Last round's shots, or the viewer's draft: its ships' paths and declared fire. */
function sceneOverlays(state: VoidstrikerState, f: BoardFrame, mine: readonly PreviewShip[], units: readonly SceneUnit[]): SceneOverlay[] {
  const paths = previewPaths(state, mine);
  const fire = mine.flatMap((s) => declaredFire(state, s.ship, s.orders));
  return [
    // A draft map shows the draft: last round's shots would cross its fire lines.
    ...(mine.length > 0 ? [] : resolvedFire(state, f, units)),
    ...(mine.length > 0 ? [] : blasts(state).map((at) => ({ kind: 'explosion' as const, at: f.at(at), radius: 1 }))),
    ...paths.map((p) => ({
      kind: 'plot' as const,
      unitId: p.ship.id,
      path: p.path.map(f.at),
      facing: p.heading,
      // Named at the path's end, unless that is on the ship (its own label is there).
      label: moved(p.path) ? `${p.ship.name}: drift ${p.nextDrift}"` : '',
    })),
    ...fire.map((d) => ({ kind: 'fire' as const, from: f.at(d.from), to: f.at(d.to), hit: false, declared: true, label: d.label })),
  ];
}

export function voidstrikerScene(state: VoidstrikerState, viewer: Viewer, preview?: VoidstrikerSubmission): Scene {
  const mine = ownPreview(state, viewer, preview) ?? [];
  const f = stateFrame(state);
  const trails: SceneTrail[] = state.trails.filter((t) => t.path.length > 1).map((t) => ({ unitId: t.id, path: t.path.map(f.at) }));
  const draft = mine.length > 0 ? ' · your draft' : '';
  const units = sceneUnits(state, f);
  return {
    board: f.board,
    units,
    trails,
    overlays: sceneOverlays(state, f, mine, units),
    terrain: sceneTerrain(state, f),
    caption: `${scenarioName(state)} · Round ${state.round} · ${stageText(state)}${draft}`,
  };
}

/** The drift arrow's bearing in compass degrees, for tests and the card (null at speed 0). */
export function driftBearing(ship: Pick<VoidShip, 'drift'>): number | null {
  return ship.drift.speed > 0 ? bearingOf(ship.drift.direction) : null;
}

/** The ids of a shot's ends, when it recorded them. */
function ids(s: ShotRecord): { fromId?: string; toId?: string } {
  return { ...(s.fromId !== undefined ? { fromId: s.fromId } : {}), ...(s.toId !== undefined ? { toId: s.toId } : {}) };
}

/**
 * Where the step's wrecks blew up: a power plant blowing the ship up or a vaporizing critical (§2.362,
 * ruling G8). The blast "harms nobody else": a burst at the ship, drawn one inch wide.
 */
function blasts(state: VoidstrikerState): Point[] {
  const wrecks = new Set(state.wrecks ?? []);
  return state.ships.filter((s) => wrecks.has(s.id) && (s.condition.blownUp || s.condition.vaporized)).map((s) => s.position);
}

/** "2 of 3 hit · 14 dmg" (hits of shots or missiles, damage points), "1 of 2 hit · 3 down" at a salvo, or "miss". */
export function shotText(g: readonly ShotRecord[]): string {
  const hits = g.reduce((n, s) => n + (s.hits ?? (s.hit ? 1 : 0)), 0);
  const of = g.reduce((n, s) => n + (s.of ?? 1), 0);
  const damage = g.reduce((n, s) => n + (s.damage ?? 0), 0);
  if (hits === 0) return 'miss';
  return `${hits} of ${of} hit · ${damage} ${g[0]?.atSalvo ? 'down' : 'dmg'}`;
}

/**
 * One line per firer and target over the whole round (all four phases), labelled with its hits ("2 of 3 hit · 14
 * dmg"): a line per weapon or phase would bury the map, and the map draws the ships where they ended the round.
 */
function shotLines(shots: readonly ShotRecord[]): ShotRecord[] {
  const key = (p: Point): string => `${p.x.toFixed(2)},${p.y.toFixed(2)}`;
  const groups = new Map<string, ShotRecord[]>();
  // Keyed by the ships, or where, for shots recorded without them.
  for (const s of shots) {
    const k = `${s.fromId ?? key(s.from)}>${s.toId ?? key(s.to)}`;
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  return [...groups.values()].map((g) => {
    const first = g[0] as ShotRecord;
    const hits = g.filter((s) => s.hit).length;
    // States stored before shots kept their damage: the old label, the weapon's name or "2 of 3 hit".
    const label = g.every((s) => s.damage !== undefined) ? shotText(g) : g.length === 1 ? first.label : `${hits} of ${g.length} hit`;
    return { ...first, hit: hits > 0, label };
  });
}
