/**
 * The Metaverse table as one viewer may see it, for the renderer (Metaverse p.1 "Scale", p.5–9 movement, p.24–31
 * combat, p.101 "Match Play"; digest §1.1, §3, §4, §5.4): every squadron as one counter with its heading, hull bar
 * and velocity arrow, the deployment zones, the last move's trails and the last combat's shots.
 *
 * Judgement calls:
 * - A squadron is one counter (its ships share a point and heading, p.5): label the squadron's name (its ships'
 *   names joined, "Aegis & Bastion"), facing its heading (compass degrees, as the scene wants on free boards).
 * - Hull bar: the hull hits left over the hull hits designed, summed over the squadron's ships still on the table
 *   and those destroyed (a destroyed ship's hits are gone); shields and armour are left out (the card shows them).
 * - Status: destroyed when every ship is destroyed; exited (disengaged) when none is active and one disengaged.
 * - Velocity arrow (./velocity.ts): Cinematic momentum along the heading, Newtonian the rose's resultant.
 * - Deployment zones (p.101: 10% strips along the sides' edges) are drawn as faint unit-less areas
 *   ("Side A deployment"), drawn with the arc overlay, the only area overlay the scene has.
 * - Positions, headings and momentum are public (they lie on the table); plots are secret and previews are not
 *   drawn yet (`preview` is accepted and ignored).
 * - Shots: one line per firer and target with "2 of 3 hit" (a line per weapon would bury the map), as Voidstriker;
 *   two squadrons firing at each other share a line, "4 of 5 hit · 1 of 3 back".
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { Point, Scene, SceneOverlay, SceneTrail, SceneUnit } from '../../core/scene.ts';
import type { MvShip, ShotRecord, MvSquadron, MetaverseState } from '../turn/state.ts';
import { edgeZone, MATCH_PLAY } from '../scenarios/match-play.ts';
import { fighterUnits } from './fighters.ts';
import { previewOverlays } from './preview.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { stateFrame } from './frame.ts';
import { velocityOf } from './velocity.ts';

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

/** The sides' deployment strips (p.101), as faint areas. */
function deploymentZones(state: MetaverseState, at: (p: Point) => Point): SceneOverlay[] {
  const table = state.config.game.table;
  return state.sides.map((side) => {
    const z = edgeZone(table, state.config.sides[side.side].deploymentEdge, MATCH_PLAY.deploymentDepthPct);
    const corners = [
      { x: z.x, y: z.y },
      { x: z.x + z.width, y: z.y },
      { x: z.x + z.width, y: z.y + z.height },
      { x: z.x, y: z.y + z.height },
    ];
    return { kind: 'arc' as const, unitId: `deployment-${side.side}`, label: `Side ${side.side} deployment`, hexes: [], area: corners.map(at) };
  });
}

/** "2 of 3 hit" for a group of shots (one line's label), or the weapon's name for a lone shot. */
function groupText(g: readonly ShotRecord[]): string {
  return `${g.filter((s) => s.hit).length} of ${g.length} hit`;
}

/**
 * One line per firer and target, labelled with its hits ("2 of 3 hit"): a line per weapon would bury the map.
 * Two squadrons firing at each other share one line (two would put their labels on top of each other):
 * "4 of 5 hit · 1 of 3 back", the return fire second.
 */
export function shotLines(shots: readonly ShotRecord[]): ShotRecord[] {
  const pt = (p: Point): string => `${p.x.toFixed(2)},${p.y.toFixed(2)}`;
  const groups = new Map<string, ShotRecord[]>();
  for (const s of shots) groups.set(`${pt(s.from)}>${pt(s.to)}`, [...(groups.get(`${pt(s.from)}>${pt(s.to)}`) ?? []), s]);
  const done = new Set<string>();
  const lines: ShotRecord[] = [];
  for (const [key, g] of groups) {
    if (done.has(key)) continue;
    done.add(key);
    const first = g[0] as ShotRecord;
    const backKey = `${pt(first.to)}>${pt(first.from)}`;
    const back = backKey === key ? undefined : groups.get(backKey);
    if (back) done.add(backKey);
    const own = g.length === 1 && !back ? first.label : groupText(g);
    const hit = g.some((s) => s.hit) || (back ?? []).some((s) => s.hit);
    lines.push({ ...first, hit, label: back ? `${own} · ${back.filter((s) => s.hit).length} of ${back.length} back` : own });
  }
  return lines;
}

export function metaverseScene(state: MetaverseState, viewer: Viewer, preview?: MetaverseSubmission): Scene {
  const f = stateFrame(state);
  const units = [...state.squadrons.map((sq) => squadronUnit(state, sq, f.at)), ...fighterUnits(state, f.at)];
  const trails: SceneTrail[] = state.trails.filter((t) => t.path.length > 1).map((t) => ({ unitId: t.id, path: t.path.map(f.at) }));
  const overlays: SceneOverlay[] = [
    // The deployment strips matter until the first move; later they only clutter the edges.
    ...(state.turn === 1 && state.stage === 'plot' ? deploymentZones(state, f.at) : []),
    ...shotLines(state.shots).map((s) => ({ kind: 'fire' as const, from: f.at(s.from), to: f.at(s.to), hit: s.hit, label: s.label })),
    ...previewOverlays(state, viewer, preview, f.at),
  ];
  return { board: f.board, units, trails, overlays, caption: `Match Play · Turn ${state.turn} · ${stageText(state)}` };
}
