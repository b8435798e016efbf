/**
 * The scenes between two steps of a replay: each unit that moved slides along the trail it left (in world
 * coordinates, so a hex path reads as a smooth glide) and turns from its old facing to its new one, its trail drawn
 * only as far as it has gone. Positions go back to places the renderer draws (a hex board takes fractional axial
 * coordinates: `toWorld` is linear in them). A wreck stays alive until the step's own frame, where it dies.
 */
import type { Place, Point, Scene, SceneBoard, SceneTrail, SceneUnit } from '../../rules/core/scene.ts';
import { CELL, PER_UNIT, facingDegrees, toWorld } from '../map/layout.ts';

const SQRT3 = Math.sqrt(3);
/** World units under which two places count as the same. */
const SAME = 0.5;

/** The place drawn at a world point: the inverse of `toWorld`. */
export function placeAtWorld(board: SceneBoard, p: Point): Place {
  if (board.kind === 'free') return { x: p.x / PER_UNIT[board.unit], y: p.y / PER_UNIT[board.unit] };
  const q = (p.x - CELL) / (1.5 * CELL);
  const r = (p.y - (SQRT3 / 2) * CELL) / (SQRT3 * CELL) - q / 2;
  return { q, r, s: -q - r };
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** How far along a polyline (0 start, 1 end) by length: the point there and the corners passed. */
export function alongPath(points: readonly Point[], t: number): { at: Point; passed: Point[] } {
  const first = points[0];
  if (!first) return { at: { x: 0, y: 0 }, passed: [] };
  const lengths = points.slice(1).map((p, i) => distance(points[i] ?? p, p));
  const total = lengths.reduce((a, b) => a + b, 0);
  let left = Math.max(0, Math.min(1, t)) * total;
  const passed: Point[] = [first];
  for (let i = 0; i < lengths.length; i++) {
    const a = points[i] ?? first;
    const b = points[i + 1] ?? a;
    const len = lengths[i] ?? 0;
    if (left <= len && len > 0) {
      const f = left / len;
      return { at: { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }, passed };
    }
    left -= len;
    passed.push(b);
  }
  return { at: points[points.length - 1] ?? first, passed: passed.slice(0, -1) };
}

/** An angle in degrees from `a` to `b` the short way round, a fraction `t` of the way. */
export function turnBetween(a: number, b: number, t: number): number {
  const d = ((((b - a) % 360) + 540) % 360) - 180;
  return a + d * t;
}

/** Facing back in the scene's terms (hexsides on a hex board, degrees on a free one), in [0, one turn). */
function facingFromDegrees(board: SceneBoard, degrees: number): number {
  const deg = ((degrees % 360) + 360) % 360;
  return board.kind === 'hex' ? deg / 60 : deg;
}

/** The world path a unit followed from `before` to `after`: its trail when the trail joins the two, else a line. */
export function worldPath(scene: Scene, before: SceneUnit, after: SceneUnit): Point[] {
  const from = toWorld(scene.board, before.at);
  const to = toWorld(scene.board, after.at);
  const trail = scene.trails.find((t) => t.unitId === after.id);
  const pts = (trail?.path ?? []).map((p) => toWorld(scene.board, p));
  const head = pts[0];
  const tail = pts[pts.length - 1];
  if (pts.length > 1 && head && tail && distance(head, from) < SAME && distance(tail, to) < SAME) return pts;
  return [from, to];
}

/** Whether a unit changed place or facing between two scenes. */
export function hasMoved(scene: Scene, before: SceneUnit, after: SceneUnit): boolean {
  return distance(toWorld(scene.board, before.at), toWorld(scene.board, after.at)) >= SAME || before.facing !== after.facing;
}

/** One unit a fraction `t` of the way through its move, and the part of its trail drawn so far. */
function tweenUnit(next: Scene, before: SceneUnit, after: SceneUnit, t: number): { unit: SceneUnit; trail: SceneTrail } {
  const path = worldPath(next, before, after);
  const { at, passed } = alongPath(path, t);
  const degrees = turnBetween(facingDegrees(next.board, before.facing), facingDegrees(next.board, after.facing), t);
  const unit: SceneUnit = {
    ...after,
    at: placeAtWorld(next.board, at),
    facing: facingFromDegrees(next.board, degrees),
    // Damage and death belong to the step's own frame: until then the unit looks as it did.
    status: before.status,
    ...(before.hull ? { hull: before.hull } : {}),
  };
  const trail: SceneTrail = { unitId: after.id, path: [...passed, at].map((p) => placeAtWorld(next.board, p)) };
  return { unit, trail };
}

/**
 * The scene a fraction `t` (0 < t < 1) of the way from `prev` to `next`: units in `next` that moved are on their
 * way, the rest stand as `next` has them; units gone from `next` are gone; no shots or blasts yet.
 */
export function tweenScene(prev: Scene, next: Scene, t: number): Scene {
  const before = new Map(prev.units.map((u) => [u.id, u]));
  const units: SceneUnit[] = [];
  const moving = new Map<string, SceneTrail>();
  for (const u of next.units) {
    const b = before.get(u.id);
    if (!b || b.status === 'exited' || !hasMoved(next, b, u)) {
      units.push(b ? { ...u, status: b.status === 'destroyed' ? u.status : b.status, ...(b.hull ? { hull: b.hull } : {}) } : u);
      continue;
    }
    const step = tweenUnit(next, b, u, t);
    units.push(step.unit);
    moving.set(u.id, step.trail);
  }
  const trails = next.trails.map((tr) => moving.get(tr.unitId) ?? tr);
  for (const [id, tr] of moving) if (!next.trails.some((x) => x.unitId === id)) trails.push(tr);
  const overlays = next.overlays.filter((o) => o.kind !== 'fire' && o.kind !== 'explosion');
  return { ...next, units, trails, overlays };
}

/** Whether anything moved from `prev` to `next`, and the longest move in hexes (or board units / 2 on a free board). */
export function motionOf(prev: Scene, next: Scene): number {
  const before = new Map(prev.units.map((u) => [u.id, u]));
  let longest = 0;
  for (const u of next.units) {
    const b = before.get(u.id);
    if (!b || b.status === 'exited' || !hasMoved(next, b, u)) continue;
    const path = worldPath(next, b, u);
    const length = path.slice(1).reduce((sum, p, i) => sum + distance(path[i] ?? p, p), 0);
    longest = Math.max(longest, length / (SQRT3 * CELL), 1);
  }
  return longest;
}
