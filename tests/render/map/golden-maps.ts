/**
 * The maps kept as golden PNGs (tests/render/map/golden-png/<system>-<kind>.png): for each system, the resolved
 * step as the public sees it, a seat's draft preview, one ship's arcs map (`/map ship:X arcs:true`), its focus map
 * (`/map ship:X`), and a deployment map with zones where the system has deployment zones. Each is built from a
 * stored game in progress (tests/golden/fixtures), read through its system's readState.
 */
import { join } from 'node:path';
import { ruleSystem, type AnyRuleSystem } from '../../../src/game/rule-systems.ts';
import type { Scene, SceneZone } from '../../../src/rules/core/scene.ts';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import { readState } from '../../../src/rules/core/state-version.ts';
import type { MetaverseState } from '../../../src/rules/metaverse/state.ts';
import type { StarmadaState } from '../../../src/rules/starmada/state.ts';
import type { VoidstrikerState } from '../../../src/rules/voidstriker/state.ts';
import type { MapOptions } from '../../../src/render/map/render-map.ts';
import { FIXTURES_DIR, readGz } from '../../golden/store.ts';
import { autopilotText as metaverseText } from '../../rules/metaverse/game/autopilot-text.ts';
import { autopilot as starmadaAutopilot } from '../../rules/starmada/game/autopilot.ts';
import { autopilotText as voidstrikerText } from '../../rules/voidstriker/game/autopilot.ts';

export interface GoldenMap {
  readonly name: string;
  readonly scene: Scene;
  readonly options?: MapOptions;
}

/** States just after a fire step, recorded with this release's rules so their maps carry the step's shots and wrecks. */
const STATES_DIR = join(import.meta.dirname, 'golden-states');

function load(file: string, dir = FIXTURES_DIR): { system: AnyRuleSystem; state: unknown } {
  const fixture = readGz<{ system: string; state: unknown }>(join(dir, `${file}.json.gz`));
  const system = ruleSystem(fixture.system);
  const loaded = readState(fixture.state, system.state);
  if (!loaded.ok) throw new Error(`${file} does not load`);
  return { system, state: loaded.value };
}

/** The draft the test autopilot would send for the seat that owes the open step, drawn as that seat's preview. */
function draftScene(file: string): Scene {
  const { system, state } = load(file);
  const seat = system.step(state)?.owes[0] ?? '';
  const preview = previewFor(system.id, state, seat);
  return system.scene(state, { kind: 'seat', seat }, preview);
}

function previewFor(id: string, state: unknown, seat: string): unknown {
  if (id === 'starmada') return starmadaAutopilot(state as StarmadaState, seat);
  const text = id === 'voidstriker' ? voidstrikerText(state as VoidstrikerState, seat) : metaverseText(state as MetaverseState, seat);
  const parsed = ruleSystem(id).parse(state, seat, text);
  return parsed.ok ? parsed.value : undefined;
}

/** One ship's focus map, with its arcs when `arcs`. */
function shipMap(file: string, arcs: boolean, nth = 0): { scene: Scene; options: MapOptions } {
  const { system, state } = load(file);
  const scene = system.scene(state, { kind: 'public' });
  const ship = scene.units.filter((u) => u.kind === 'ship' && u.status === 'active')[nth] ?? scene.units[0];
  const unitId = ship?.id ?? '';
  const overlays = arcs && system.arcs ? system.arcs(state, { kind: 'gm' }, unitId) : [];
  return { scene: { ...scene, overlays: [...scene.overlays, ...overlays] }, options: { focus: { unitId } } };
}

function publicScene(file: string, dir = FIXTURES_DIR): Scene {
  const { system, state } = load(file, dir);
  return system.scene(state, { kind: 'public' });
}

/** Starmada deployment: the scene's own zones (p.12), else the first and last three columns, one side each. */
function hexZones(scene: Scene): readonly SceneZone[] {
  if (scene.zones && scene.zones.length > 0) return scene.zones;
  if (scene.board.kind !== 'hex') return [];
  const { cols, rows } = scene.board;
  const band = (from: number): ReturnType<typeof offsetToHex>[] =>
    Array.from({ length: 3 * rows }, (_, i) => offsetToHex({ col: from + Math.floor(i / rows), row: i % rows }));
  return [
    { side: 'A', hexes: band(0), label: 'Side A sets up here' },
    { side: 'B', hexes: band(cols - 3), label: 'Side B sets up here' },
  ];
}

/** Metaverse deployment: the scene's own strips, else 10% strips along the sides' edges (p.101), by their units. */
function stripZones(scene: Scene): readonly SceneZone[] {
  if (scene.zones && scene.zones.length > 0) return scene.zones;
  if (scene.board.kind !== 'free') return [];
  const f = scene.board.playfield ?? { x: 0, y: 0, width: scene.board.width, height: scene.board.height };
  const d = f.height / 10;
  const strip = (y: number): { x: number; y: number }[] => [{ x: f.x, y }, { x: f.x + f.width, y }, { x: f.x + f.width, y: y + d }, { x: f.x, y: y + d }];
  const sides = [...new Set(scene.units.map((u) => u.side))].sort();
  const meanY = (side: string): number => {
    const ys = scene.units.filter((u) => u.side === side).map((u) => ('y' in u.at ? u.at.y : 0));
    return ys.reduce((a, y) => a + y, 0) / Math.max(1, ys.length);
  };
  return sides.map((side) => ({ side, polygon: strip(meanY(side) < f.y + f.height / 2 ? f.y : f.y + f.height - d), label: `Side ${side} deployment` }));
}

export function goldenMaps(): GoldenMap[] {
  const starmadaDeploy = publicScene('starmada-e5-002');
  const metaverseDeploy = publicScene('metaverse-match-alternating-002');
  return [
    { name: 'starmada-step', scene: publicScene('starmada-e5-039', STATES_DIR) },
    { name: 'starmada-draft', scene: draftScene('starmada-e5-020') },
    { name: 'starmada-arcs', ...shipMap('starmada-e5-029', true) },
    { name: 'starmada-focus', ...shipMap('starmada-e5-029', false) },
    { name: 'starmada-deploy', scene: { ...starmadaDeploy, zones: hexZones(starmadaDeploy) } },
    { name: 'voidstriker-step', scene: publicScene('voidstriker-6.1-012', STATES_DIR) },
    { name: 'voidstriker-draft', scene: draftScene('voidstriker-6.1-006') },
    { name: 'voidstriker-arcs', ...shipMap('voidstriker-6.1-006', true) },
    { name: 'voidstriker-focus', ...shipMap('voidstriker-6.1-006', false) },
    { name: 'metaverse-step', scene: publicScene('metaverse-match-standing-fire-012', STATES_DIR) },
    { name: 'metaverse-draft', scene: draftScene('metaverse-composed-009') },
    { name: 'metaverse-arcs', ...shipMap('metaverse-match-alternating-008', true) },
    { name: 'metaverse-focus', ...shipMap('metaverse-match-alternating-008', false) },
    { name: 'metaverse-deploy', scene: { ...metaverseDeploy, zones: stripZones(metaverseDeploy) } },
  ];
}
