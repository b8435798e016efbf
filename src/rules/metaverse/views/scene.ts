/**
 * The Metaverse table as one viewer may see it, for the renderer (Metaverse p.1 "Scale", p.5–9 movement, p.24–31
 * combat, p.101 "Match Play"): every squadron as one counter with its heading, hull bar
 * and velocity arrow, the deployment zones, the last move's trails and the last combat's shots.
 *
 * Judgement calls:
 * - A squadron is one counter (its ships share a point and heading, p.5): label the squadron's name (its ships'
 *   names joined, "Aegis & Bastion"), facing its heading (compass degrees, as the scene wants on free boards).
 * - Hull bar: the hull hits left over the hull hits designed, summed over the squadron's ships still on the table
 *   and those destroyed (a destroyed ship's hits are gone); shields and armour are left out (the card shows them).
 * - Status: destroyed when every ship is destroyed; exited (disengaged) when none is active and one disengaged.
 * - Velocity arrow (./velocity.ts): Cinematic momentum along the heading, Newtonian the rose's resultant.
 * - Deployment zones (p.101: 10% strips along the sides' edges) are the scene's zones ("Side A deployment"), on
 *   the maps before the first move.
 * - A squadron destroyed (p.28) is a wreck on the map of the step that destroyed it (`state.wrecks`), then gone.
 *   So is a ship destroyed in a squadron that fights on: a wreck of its own name beside its squadron's counter.
 * - Positions, headings and momentum are public (they lie on the table); plots are secret and previews are not
 *   drawn yet (`preview` is accepted and ignored).
 * - Shots: one line per firer and target with "2 of 3 hit · 4 dmg" (hull hits dealt) or "miss" (a line per weapon
 *   would bury the map), as Voidstriker; two squadrons firing at each other get a line each way (the renderer draws
 *   them apart, each with its own label). The line names both squadrons (`fromId`, `toId`).
 * - Terrain (p.95–101, terrain/place.ts), with the renderer's kinds: planets as planet discs; asteroid fields
 *   and clusters as rock outlines (a ragged band, small ragged rocks); a nebula as a faint haze over the whole table
 *   named in one corner; a star or singularity (off the table, p.96–97) as a glowing strip along its edge, named
 *   inside the table by that edge ("Giant star (east edge)") — stars as the renderer's planet kind, a singularity as its black hole.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { Point, Scene, SceneOverlay, SceneTerrain, SceneTrail, SceneUnit, SceneZone } from '../../core/scene.ts';
import type { MvShip, ShotRecord, MvSquadron, MetaverseState } from '../state.ts';
import { edgeZone, MATCH_PLAY } from '../setup/match-play.ts';
import { fighterUnits } from './fighters.ts';
import { previewOverlays } from './preview.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { stateFrame } from './frame.ts';
import { velocityOf } from './velocity.ts';
import { edgeWord, isNebula, type MvTerrain } from '../terrain/place.ts';

/** Hull hits left and designed of some ships (p.28 "Recording Damage"): the hull bar. */
export function hullHits(ships: readonly Pick<MvShip, 'damage'>[]): { left: number; of: number } {
  let left = 0;
  let of = 0;
  for (const s of ships)
    for (const sec of s.damage.sections)
      for (const l of sec.layers) {
        left += s.damage.destroyed || sec.destroyed ? 0 : Math.max(0, l.remaining);
        of += l.hits;
      }
  return { left, of };
}

/** "plot", "control", "fire", "game over". */
export function stageText(state: MetaverseState): string {
  return state.stage === 'over' ? 'game over' : state.stage;
}

export function squadronStatus(ships: readonly Pick<MvShip, 'status'>[]): SceneUnit['status'] {
  if (ships.some((s) => s.status === 'active')) return 'active';
  return ships.some((s) => s.status === 'disengaged') ? 'exited' : 'destroyed';
}

function squadronUnit(state: MetaverseState, sq: MvSquadron, at: (p: Point) => Point): SceneUnit {
  const ships = state.ships.filter((s) => s.squadronId === sq.id);
  const status = squadronStatus(ships);
  const v = velocityOf(sq);
  const moving = Math.hypot(v.x, v.y) > 1e-9;
  return {
    id: sq.id,
    label: sq.name,
    side: sq.side,
    kind: 'ship',
    at: at(sq.at),
    facing: sq.heading,
    hull: hullHits(ships),
    ...(status === 'active' && moving ? { velocity: v } : {}),
    status,
  };
}

/** The sides' deployment strips (p.101), shaded in each side's colour. */
function deploymentZones(state: MetaverseState, at: (p: Point) => Point): SceneZone[] {
  const table = state.config.game.table;
  return state.sides.map((side) => {
    const z = edgeZone(table, state.config.sides[side.side].deploymentEdge, MATCH_PLAY.deploymentDepthPct);
    const corners = [
      { x: z.x, y: z.y },
      { x: z.x + z.width, y: z.y },
      { x: z.x + z.width, y: z.y + z.height },
      { x: z.x, y: z.y + z.height },
    ];
    return { side: side.side, label: `Side ${side.side} deployment`, polygon: corners.map(at) };
  });
}

/** "2 of 3 hit · 4 dmg" (hull hits dealt, p.28) for a group of shots, "miss" when none hit; "2 of 3 hit" without damage recorded. */
function groupText(g: readonly ShotRecord[]): string {
  const hits = g.filter((s) => s.hit).length;
  if (g.some((s) => s.damage === undefined)) return `${hits} of ${g.length} hit`;
  return hits === 0 ? 'miss' : `${hits} of ${g.length} hit · ${g.reduce((n, s) => n + (s.damage ?? 0), 0)} dmg`;
}

/** One line per firer and target, labelled with its hits ("2 of 3 hit · 4 dmg"): a line per weapon would bury the map. */
export function shotLines(shots: readonly ShotRecord[]): ShotRecord[] {
  const pt = (p: Point): string => `${p.x.toFixed(2)},${p.y.toFixed(2)}`;
  const groups = new Map<string, ShotRecord[]>();
  for (const s of shots) groups.set(`${pt(s.from)}>${pt(s.to)}`, [...(groups.get(`${pt(s.from)}>${pt(s.to)}`) ?? []), s]);
  return [...groups.values()].map((g) => {
    const first = g[0] as ShotRecord;
    const label = g.length === 1 && first.damage === undefined ? first.label : groupText(g);
    return { ...first, hit: g.some((s) => s.hit), label };
  });
}

/** The squadrons at a shot's ends, when it recorded them. */
function shotIds(s: ShotRecord): { fromId?: string; toId?: string } {
  return { ...(s.fromId !== undefined ? { fromId: s.fromId } : {}), ...(s.toId !== undefined ? { toId: s.toId } : {}) };
}

/** A ragged outline around a circle (an asteroid cluster), the same for the same id. */
function rockOutline(at: Point, radius: number, id: string): Point[] {
  const seed = [...id].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 997, 7);
  return Array.from({ length: 9 }, (_, k) => {
    const a = (k / 9) * 2 * Math.PI;
    const r = radius * (0.78 + 0.22 * (((seed * (k + 3)) % 7) / 6));
    return { x: at.x + r * Math.cos(a), y: at.y + r * Math.sin(a) };
  });
}

/** A band with ragged long sides (an asteroid field), rect in table cm. */
function raggedBand(rect: { x: number; y: number; width: number; height: number }): Point[] {
  const vertical = rect.height >= rect.width;
  const long = vertical ? rect.height : rect.width;
  const steps = Math.max(2, Math.round(long / 6));
  const jag = Math.min(1, (vertical ? rect.width : rect.height) / 8);
  const side = (k: number, far: boolean): Point => {
    const t = (k / steps) * long;
    const off = k === 0 || k === steps ? 0 : ([1, -0.4, 0.6, -1, 0.2][(k * (far ? 3 : 1)) % 5] ?? 0) * jag;
    return vertical
      ? { x: far ? rect.x + rect.width + off : rect.x - off, y: rect.y + t }
      : { x: rect.x + t, y: far ? rect.y + rect.height + off : rect.y - off };
  };
  const near = Array.from({ length: steps + 1 }, (_, k) => side(k, false));
  const far = Array.from({ length: steps + 1 }, (_, k) => side(steps - k, true));
  return [...near, ...far];
}

/** The terrain on the table (p.95–101) as the renderer's kinds. */
export function terrainPieces(state: MetaverseState, at: (p: Point) => Point): SceneTerrain[] {
  const table = state.config.game.table;
  const terrain = state.terrain ?? [];
  const pieces: SceneTerrain[] = [];
  const labelled = new Set<string>();
  const once = (t: MvTerrain, label: string): { label?: string } => {
    const key = t.id.split('.')[0] ?? t.id;
    if (labelled.has(key)) return {};
    labelled.add(key);
    return { label };
  };
  const nebulae = terrain.filter(isNebula);
  if (nebulae.length > 0) {
    // The whole table (p.99): a haze, named in its north-west corner (a small ring there carries the label).
    const corners = [{ x: 0, y: 0 }, { x: table.width, y: 0 }, { x: table.width, y: table.depth }, { x: 0, y: table.depth }];
    pieces.push({ kind: 'nebula', polygon: corners.map(at) });
    pieces.push({ kind: 'nebula', circle: { at: at({ x: 14, y: 4 }), radius: 0.01 }, label: nebulae.map((n) => n.name).join(' + ') });
  }
  for (const t of terrain) {
    if (t.circle && t.kind.endsWith('-planet')) pieces.push({ kind: 'planet', circle: { at: at(t.circle.at), radius: t.circle.radius }, ...once(t, t.name) });
    else if (t.circle) pieces.push({ kind: 'asteroids', polygon: rockOutline(t.circle.at, t.circle.radius, t.id).map(at), ...once(t, 'Asteroids') });
    else if (t.rect) pieces.push({ kind: 'asteroids', polygon: raggedBand(t.rect).map(at), ...once(t, t.name) });
    else if (t.edge) {
      // Off the table (p.96–97): a strip 3 cm deep along the edge it lies beyond.
      const d = 3;
      const r = t.edge === 'top' ? { x: 0, y: 0, width: table.width, height: d }
        : t.edge === 'bottom' ? { x: 0, y: table.depth - d, width: table.width, height: d }
        : t.edge === 'left' ? { x: 0, y: 0, width: d, height: table.depth }
        : { x: table.width - d, y: 0, width: d, height: table.depth };
      const strip = [{ x: r.x, y: r.y }, { x: r.x + r.width, y: r.y }, { x: r.x + r.width, y: r.y + r.height }, { x: r.x, y: r.y + r.height }];
      const kind = t.kind === 'singularity' ? 'blackHole' : 'planet';
      pieces.push({ kind, polygon: strip.map(at) });
      // Its name inside the table by its edge (a label under the strip would fall off the board).
      const spot = t.edge === 'top' ? { x: table.width / 2, y: 4 } : t.edge === 'bottom' ? { x: table.width / 2, y: table.depth - 9 } : t.edge === 'left' ? { x: 17, y: table.depth / 2 } : { x: table.width - 20, y: table.depth / 2 };
      pieces.push({ kind, circle: { at: at(spot), radius: 0.01 }, label: `${t.name} (${edgeWord(t.edge)} edge)` });
    }
  }
  return pieces;
}

/** Ships destroyed in the last step in squadrons still on the table: a wreck each, just behind its squadron's counter. */
function memberWrecks(state: MetaverseState, wrecks: ReadonlySet<string>, at: (p: Point) => Point): SceneUnit[] {
  return state.ships.flatMap((ship, k) => {
    const sq = state.squadrons.find((q) => q.id === ship.squadronId);
    if (!sq || !wrecks.has(ship.id) || ship.status !== 'destroyed') return [];
    // 8 cm behind the counter (two glyphs' width on a whole-table map), a little to one side for each further wreck.
    const back = sq.heading + 180 + (k % 3) * 25;
    const rad = (back * Math.PI) / 180;
    const spot = { x: sq.at.x + 8 * Math.sin(rad), y: sq.at.y - 8 * Math.cos(rad) };
    return [{ id: ship.id, label: ship.name, side: sq.side, kind: 'ship' as const, at: at(spot), facing: sq.heading, hull: hullHits([ship]), status: 'destroyed' as const }];
  });
}

export function metaverseScene(state: MetaverseState, viewer: Viewer, preview?: MetaverseSubmission): Scene {
  const f = stateFrame(state);
  const wrecks = new Set(state.wrecks ?? []);
  // A destroyed squadron is a wreck on the map of the step that destroyed it, and gone from later maps.
  const squadrons = state.squadrons.map((sq) => squadronUnit(state, sq, f.at)).filter((u) => u.status !== 'destroyed' || wrecks.has(u.id));
  const units = [...squadrons, ...memberWrecks(state, wrecks, f.at), ...fighterUnits(state, f.at)];
  const trails: SceneTrail[] = state.trails.filter((t) => t.path.length > 1).map((t) => ({ unitId: t.id, path: t.path.map(f.at) }));
  // The deployment strips matter until the first move; later they only clutter the edges.
  const zones = state.turn === 1 && state.stage === 'plot' ? deploymentZones(state, f.at) : [];
  const overlays: SceneOverlay[] = [
    ...shotLines(state.shots).map((s) => ({ kind: 'fire' as const, from: f.at(s.from), to: f.at(s.to), hit: s.hit, label: s.label, ...shotIds(s) })),
    ...previewOverlays(state, viewer, preview, f.at),
  ];
  const terrain = terrainPieces(state, f.at);
  return { board: f.board, units, trails, overlays, ...(terrain.length > 0 ? { terrain } : {}), ...(zones.length > 0 ? { zones } : {}), caption: `Match Play · Turn ${state.turn} · ${stageText(state)}` };
}
