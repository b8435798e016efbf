/**
 * A game's stable map view (issue 18): the crop is chosen once, from the first scene that has units on the board,
 * and afterwards only grows (never shrinks) when a unit would fall outside it, so consecutive maps line up. Pure
 * geometry on a Scene; the game layer decides which scene (the public one) may grow the stored view, and keeps it.
 */
import type { Point, Scene } from '../../rules/core/scene.ts';
import { CELL, fullView, makeFrame, sameRect, shapeCrop, toWorld, type Rect } from './layout.ts';

/** How far inside the view a unit's centre must stay for the unit to count as shown (its glyph is about a cell). */
const INSET = CELL;

/** The crop a map of this scene alone would take today, or null when nothing is on the board to frame. */
export function chooseViewport(scene: Scene): Rect | null {
  if (mustShow(scene, true).length === 0) return null;
  return makeFrame(scene).view;
}

/**
 * `view` grown so that every unit of `scene` (and, with `plots`, every point of its plotted paths) is inside it:
 * the union with the crop this scene alone would take, shaped again by the crop rules. Returns `view` itself when
 * nothing left it, and null only when there is no view yet and nothing to frame.
 */
export function growViewport(view: Rect | null, scene: Scene, plots = false): Rect | null {
  if (view === null) return chooseViewport(scene);
  const inner = { x0: view.x + INSET, x1: view.x + view.w - INSET, y0: view.y + INSET, y1: view.y + view.h - INSET };
  const left = mustShow(scene, plots).some((p) => p.x < inner.x0 || p.x > inner.x1 || p.y < inner.y0 || p.y > inner.y1);
  if (!left) return view;
  const alone = makeFrame(scene).view;
  const x0 = Math.min(view.x, alone.x);
  const y0 = Math.min(view.y, alone.y);
  const x1 = Math.max(view.x + view.w, alone.x + alone.w);
  const y1 = Math.max(view.y + view.h, alone.y + alone.h);
  const full = fullView(scene.board);
  const grown = shapeCrop({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, full);
  return sameRect(grown, view) ? view : grown;
}

/** The points a map must show: every unit still on the board, and the viewer's plotted paths when asked. */
function mustShow(scene: Scene, plots: boolean): Point[] {
  const pts = scene.units.filter((u) => u.status !== 'exited').map((u) => toWorld(scene.board, u.at));
  if (plots) for (const o of scene.overlays) if (o.kind === 'plot') for (const p of o.path) pts.push(toWorld(scene.board, p));
  return pts;
}

/** A stored view as the renderer's option, checked: a JSON value that is not a rectangle counts as none. */
export function asRect(value: unknown): Rect | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const nums = [r.x, r.y, r.w, r.h];
  if (!nums.every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  const [x, y, w, h] = nums as number[];
  return (w as number) > 0 && (h as number) > 0 ? { x: x as number, y: y as number, w: w as number, h: h as number } : null;
}
