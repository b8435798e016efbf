/**
 * The board as one viewer may see it, for the renderer: ships and flights with hull bars, the trails of the
 * last move, and — for a draft of the viewer's own orders — the plotted paths (dashed in the map).
 */
import { sceneTerrain } from './terrain.ts';
import { altitudeOf } from '../terrain/altitude.ts';
import { moveTerrainOf } from '../terrain/board-terrain.ts';
import { dogfightPartner } from '../fighters/dogfight.ts';
import type { Hex } from '../../core/hex.ts';
import { count } from '../../core/text.ts';
import type { Viewer } from '../../core/rule-system.ts';
import type { Scene, SceneOverlay, SceneTerrain, SceneUnit } from '../../core/scene.ts';
import { makeOrder } from '../notation/movement.ts';
import { executeOrder } from '../movement/execute.ts';
import { tracksOf } from '../combat/ship-condition.ts';
import type { FlightState, ShipState, SideId, StarmadaState } from '../state.ts';
import { blastOverlays, seesUnit, shotOverlays } from './shots.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { canSee, seesCloak } from './visibility.ts';
import { findTarget } from '../combat/declaration.ts';
import { classOf } from '../combat/ship-condition.ts';
import { defaultPlacements, deploymentRulesOf, flightsToPlace, reinforcing, shipsToPlace } from '../sequence/deployment.ts';
import { deploymentZone, zoneText } from '../setup/deployment.ts';

const SIDES: readonly SideId[] = ['A', 'B'];

const PHASE_TITLES: Record<StarmadaState['phase']['kind'], string> = {
  deployment: 'Deployment',
  orders: 'Orders',
  fighters: 'Fighter Phase',
  fire: 'Combat',
  fireActivation: 'Combat',
  weaponLosses: 'End Phase',
  over: 'Game over',
};

/** The viewer's ships being placed, where its draft puts them (or where the default would). */
function placingUnits(state: StarmadaState, viewer: Viewer, preview?: StarmadaSubmission): SceneUnit[] {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  if (!seat) return [];
  const defaults = defaultPlacements(state, seat);
  const drafted = preview?.kind === 'deploy' ? preview.placements : [];
  const placed = (id: string) => drafted.find((x) => x.unitId === id) ?? defaults.find((x) => x.unitId === id);
  const ships = shipsToPlace(state, seat).flatMap((s) => {
    const p = placed(s.id);
    const hull = tracksOf(state, s).hull.length;
    return p ? [{ id: s.id, label: s.name, side: s.side, kind: 'ship' as const, at: p.at, facing: p.facing, hull: { left: hull, of: hull }, status: 'active' as const }] : [];
  });
  // F.6: long range flights are placed with the ships.
  const flights = flightsToPlace(state, seat).flatMap((f) => {
    const p = placed(f.id);
    return p ? [{ id: f.id, label: f.name, side: f.side, kind: 'flight' as const, at: p.at, facing: p.facing, count: f.count, status: 'active' as const }] : [];
  });
  return [...ships, ...flights];
}

/** The zones ships are placed in now, public: only the placements in them are secret. */
function placingZones(state: StarmadaState): NonNullable<Scene['zones']> {
  const rules = deploymentRulesOf(state);
  const sides = reinforcing(state) ? (['B'] as const) : SIDES;
  return sides.map((s) => ({ side: s, hexes: deploymentZone(rules, s), label: reinforcing(state) ? 'Reinforcements (S.11)' : `Side ${s} deployment` }));
}

/**
 * Before deployment resolves, ships have no place on the board yet: a seat sees only its own ships, where its
 * draft puts them (or where the default would), and nobody sees the enemy's (deployment is secret, 2.3 p.12).
 */
function deploymentScene(state: StarmadaState, viewer: Viewer, preview?: StarmadaSubmission): Scene {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const side = state.ships.find((s) => s.seat === seat)?.side;
  const zone = side ? ` · your zone: ${zoneText(deploymentRulesOf(state), side)}` : '';
  const units = placingUnits(state, viewer, preview);
  return { board: { kind: 'hex', cols: state.board.cols, rows: state.board.rows }, units, trails: [], overlays: [], zones: placingZones(state), caption: `Deployment${zone}`, ...sceneTerrain(state) };
}

/** A ship as the map draws it: active, or a wreck on the map of the step that destroyed it; cloaked on its side's map. */
function shipUnit(state: StarmadaState, viewer: Viewer, s: ShipState, status: 'active' | 'destroyed'): SceneUnit {
  const hull = tracksOf(state, s).hull.length;
  return {
    id: s.id,
    label: s.name,
    side: s.side,
    kind: 'ship',
    at: s.at,
    facing: s.facing,
    hull: { left: Math.max(0, hull - s.hull.checked - s.hull.crewFromBack), of: hull },
    status,
    ...(state.options.threeD ? { altitude: altitudeOf(s) } : {}),
    ...(status === 'active' && seesCloak(state, viewer, s) ? { cloaked: true } : {}),
  };
}

/** The marker beside a flight: "pinned" in a dogfight (F.2), "CSP" on station (F.1); both are public (p.51). */
function flightMarker(state: StarmadaState, f: FlightState): { marker?: string } {
  if (dogfightPartner(state.flights, f)) return { marker: 'pinned' };
  return f.onStation ? { marker: 'CSP' } : {};
}

/** A flight; a seeker flight (C.4 p.40) names the unit it was launched at, when the viewer may see that unit. */
function flightUnit(state: StarmadaState, viewer: Viewer, f: FlightState): SceneUnit {
  const target = f.seeker?.targetId;
  return {
    id: f.id,
    label: f.name,
    side: f.side,
    kind: 'flight',
    at: f.at,
    facing: f.heading,
    count: f.count,
    status: 'active',
    ...(state.options.threeD ? { altitude: altitudeOf(f) } : {}),
    ...(target !== undefined && seesUnit(state, viewer, target) ? { targetId: target } : {}),
    ...flightMarker(state, f),
  };
}

/**
 * Ships on the board, the ships the last step destroyed as wrecks (p.21: a destroyed ship is removed; its map shows
 * where it died, later maps drop it), and the flights.
 */
function sceneUnits(state: StarmadaState, viewer: Viewer): SceneUnit[] {
  const wrecks = new Set(state.lastStep.wrecks);
  return [
    ...state.ships.filter((s) => s.status === 'active' && canSee(state, viewer, s)).map((s) => shipUnit(state, viewer, s, 'active')),
    ...state.ships.filter((s) => s.status === 'destroyed' && wrecks.has(s.id) && canSee(state, viewer, s)).map((s) => shipUnit(state, viewer, s, 'destroyed')),
    ...state.flights.filter((f) => f.count > 0).map((f) => flightUnit(state, viewer, f)),
  ];
}

export function starmadaScene(state: StarmadaState, viewer: Viewer, preview?: StarmadaSubmission): Scene {
  if (state.phase.kind === 'deployment' && !reinforcing(state)) return deploymentScene(state, viewer, preview);
  // S.11's reinforcements: the board as it is, with the arriving ships where their owner's draft puts them.
  const altitudes = markedAltitudes([...sceneUnits(state, viewer), ...(reinforcing(state) ? placingUnits(state, viewer, preview) : [])]);
  const units = altitudes.units;
  const shown = new Set(units.map((u) => u.id));
  const trails = Object.entries(state.trails)
    .filter(([id, path]) => shown.has(id) && path.length > 1)
    .map(([unitId, path]) => ({ unitId, path }));
  const overlays: SceneOverlay[] = [];
  // A draft is drawn only for the viewer's own ships (or every ship, for the GM): never a teammate's or an enemy's.
  const mine = (seat: string): boolean => viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === seat);
  if (preview?.kind === 'orders' && viewer.kind !== 'public') {
    for (const [shipId, orders] of Object.entries(preview.orders)) {
      const ship = state.ships.find((s) => s.id === shipId);
      if (!ship || !mine(ship.seat)) continue;
      const moved = executeOrder(ship, orders.move, state.board, [], moveTerrainOf(state));
      overlays.push({ kind: 'plot', unitId: ship.id, path: [...moved.trail], facing: moved.facing, label: `${ship.name} ${makeOrder(orders.move)}` });
    }
  }
  if (preview?.kind === 'fire' && viewer.kind !== 'public') {
    // One line per ship and target, naming every battery that fires along it.
    const lines = new Map<string, { from: Hex; to: Hex; fromId: string; toId: string; names: string[] }>();
    for (const d of preview.declarations) {
      const ship = state.ships.find((s) => s.id === d.shipId);
      const target = findTarget(state, d.targetId);
      const battery = ship ? classOf(state, ship).batteries[d.battery] : undefined;
      if (!ship || !target || !battery || !mine(ship.seat)) continue;
      const key = `${ship.id}>${target.id}`;
      const line = lines.get(key) ?? { from: ship.at, to: target.at, fromId: ship.id, toId: target.id, names: [] };
      line.names.push(`${battery.name}${d.weapons > 0 ? ` ×${d.weapons}` : ''}`);
      lines.set(key, line);
    }
    for (const l of lines.values()) overlays.push({ kind: 'fire', from: l.from, to: l.to, hit: false, declared: true, label: l.names.join(' + '), fromId: l.fromId, toId: l.toId });
  }
  // A draft map shows the draft: the last step's shots would cross its lines.
  if (preview === undefined) overlays.push(...shotOverlays(state, viewer), ...blastOverlays(state, viewer));
  const score = state.vpTarget === null ? `A ${state.ledger.scores.A} · B ${state.ledger.scores.B}` : `A ${state.ledger.scores.A} / ${state.vpTarget} · B ${state.ledger.scores.B} / ${state.vpTarget}`;
  const when = `Turn ${state.turn} · ${PHASE_TITLES[state.phase.kind]}${state.options.nebula ? ' · In a nebula' : ''}`;
  const zones = reinforcing(state) ? { zones: placingZones(state) } : {};
  const terrain = [...(sceneTerrain(state).terrain ?? []), ...markerTerrain(state)];
  return { board: { kind: 'hex', cols: state.board.cols, rows: state.board.rows }, units, trails, overlays, ...zones, ...(terrain.length > 0 ? { terrain } : {}), ...altitudes.scene, caption: `${when} · Score ${score}` };
}

/**
 * G.6's altitudes, shown only where they differ: a unit at the level most units share (more than share any other)
 * loses its mark and the map's legend names that level ("all at altitude 3", "unmarked: altitude 3"); on a tie every
 * unit keeps its mark. Wrecks have no altitude to show.
 */
function markedAltitudes(all: readonly SceneUnit[]): { units: SceneUnit[]; scene: Pick<Scene, 'altitude'> } {
  const levels = new Map<number, number>();
  for (const u of all) if (u.altitude !== undefined && u.status === 'active') levels.set(u.altitude, (levels.get(u.altitude) ?? 0) + 1);
  const ranked = [...levels].sort((a, b) => b[1] - a[1]);
  const [top, next] = ranked;
  const unmarked = (u: SceneUnit): SceneUnit => {
    const { altitude: _level, ...rest } = u;
    return rest;
  };
  if (!top) return { units: all.map(unmarked), scene: {} };
  if (next && next[1] === top[1]) return { units: all.map((u) => (u.status === 'active' ? u : unmarked(u))), scene: {} };
  return { units: all.map((u) => (u.status === 'active' && u.altitude !== top[0] ? u : unmarked(u))), scene: { altitude: { unmarked: top[0], all: !next } } };
}

/** Markers on the board, seen by everyone: flares (B.9 p.33), face up or face down, and minefields (B.15 p.34). */
function markerTerrain(state: StarmadaState): SceneTerrain[] {
  const flares = state.flares ?? [];
  const up = flares.filter((f) => f.faceUp).map((f) => f.at);
  const down = flares.filter((f) => !f.faceUp).map((f) => f.at);
  return [
    ...(up.length > 0 ? [{ kind: 'flare' as const, hexes: up, label: 'flare' }] : []),
    ...(down.length > 0 ? [{ kind: 'flare' as const, hexes: down, label: 'flare (face down)' }] : []),
    ...(state.minefields ?? []).filter((m) => m.mines > 0).map((m) => ({ kind: 'minefield' as const, hexes: [m.at], label: count(m.mines, 'mine') })),
  ];
}
