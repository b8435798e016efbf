/**
 * A game's stable map view (issue 18, "consecutive maps line up"). Each stored state carries the public view its
 * maps are drawn in: chosen from the first state with units on the board (after deployment, as a crop of today's
 * rules), then, state after state, grown only when a unit the PUBLIC viewer sees would leave it; never shrunk. It
 * is stored with the state in the same transaction, so a restart or a re-sent post draws the same frame, and a
 * rollback brings back the view of the state it returns to.
 *
 * A seat's or the GM's map starts from the public view and may grow for that one map, to show the viewer's own
 * plotted path or own hidden units; that growth is never stored, or the public frame would give away where a
 * cloaked ship went. Focus maps (`/map ship:`) keep their own view (the renderer ignores the viewport there).
 */
import type { Db } from '../db/connection.ts';
import { currentSnapshotView, earlierSnapshotView, setSnapshotMapView, snapshotStateById, snapshotView, type GameRow, type SnapshotView } from '../db/game-repo.ts';
import type { Scene } from '../rules/core/scene.ts';
import type { Rect } from '../render/map/layout.ts';
import { asRect, growViewport } from '../render/map/viewport.ts';
import { ruleSystem } from './rule-systems.ts';
import { readStored } from './stored-state.ts';

type GameRef = Pick<GameRow, 'id' | 'system'>;

/** What a snapshot row stores: the public view, or null while nothing is on the board to frame. */
export interface MapViewRecord {
  readonly viewport: Rect | null;
}

/** The public view after `state`: `previous` grown by what the public sees in it (chosen afresh when there is none). */
export function publicViewportAfter(systemId: string, state: unknown, previous: Rect | null): Rect | null {
  return growViewport(previous, ruleSystem(systemId).scene(state, { kind: 'public' }));
}

/** The view to store with a new state of the game: the current state's view, grown by the new state. */
export function nextMapView(db: Db, game: GameRef, state: unknown): MapViewRecord {
  const current = currentSnapshotView(db, game.id);
  const previous = current ? viewportOfSnapshot(db, game, current) : null;
  return { viewport: publicViewportAfter(game.system, state, previous) };
}

/** A snapshot's public view. A row stored before views existed gets one now, from the last view before it, kept. */
export function viewportOfSnapshot(db: Db, game: GameRef, snapshot: SnapshotView): Rect | null {
  if (snapshot.mapView) return asRect(snapshot.mapView.viewport);
  const read = readStored(game, snapshotStateById(db, snapshot.id));
  if (!read.ok) return null;
  const earlier = earlierSnapshotView(db, game.id, snapshot.id);
  const viewport = publicViewportAfter(game.system, read.value, earlier ? asRect(earlier.mapView?.viewport) : null);
  setSnapshotMapView(db, snapshot.id, { viewport });
  return viewport;
}

/** The public view of the state a step stored (`stepId` null: the setup); null when there is none yet. */
export function viewportOfStep(db: Db, game: GameRef, stepId: number | null): Rect | null {
  const snapshot = snapshotView(db, game.id, stepId);
  return snapshot ? viewportOfSnapshot(db, game, snapshot) : null;
}

/** The public view of the game's current state. */
export function currentViewport(db: Db, game: GameRef): Rect | null {
  const snapshot = currentSnapshotView(db, game.id);
  return snapshot ? viewportOfSnapshot(db, game, snapshot) : null;
}

/**
 * The view one viewer's map is drawn in: the public view, grown for this map alone when the viewer's own units or
 * plotted paths would fall outside it. Never stored. Null (the renderer crops as it likes) before there is a view.
 */
export function viewerViewport(publicView: Rect | null, scene: Scene): Rect | null {
  return growViewport(publicView, scene, true);
}
