/**
 * The map an outbox row asks for (a state by game and step, seen through one seat's eyes or the public's), as the
 * scene to draw and the view to draw it in. Maps are drawn when the message goes out, so the view is the one stored
 * with that state (map-viewport.ts): a re-sent row or a restart draws the very same frame.
 */
import type { Db } from '../db/connection.ts';
import { gameById } from '../db/game-repo.ts';
import type { Scene } from '../rules/core/scene.ts';
import type { Rect } from '../render/map/layout.ts';
import { viewerViewport, viewportOfStep } from './map-viewport.ts';
import { ruleSystem } from './rule-systems.ts';
import { setupState, stateOfStep } from './stored-state.ts';

export interface MapFileRequest {
  readonly gameId: number;
  /** The state after this step resolved; null for the state at setup. */
  readonly stepId: number | null;
  /** Draw it as this seat sees it; absent for the public view. */
  readonly seat?: string;
  /** The map's title, in place of the one the state gives (which names the step that comes next). */
  readonly title?: string;
}

/** The scene and view of a map file; throws when the state is missing or unreadable (the dispatcher retries later). */
export function mapForFile(db: Db, spec: MapFileRequest): { scene: Scene; viewport: Rect | null } {
  const game = gameById(db, spec.gameId);
  const read = !game ? undefined : spec.stepId === null ? setupState(db, game) : stateOfStep(db, game, spec.stepId);
  if (!game || read === undefined) throw new Error(`no state for map of game ${spec.gameId} at step ${spec.stepId}`);
  // A state this release cannot read draws no map: the dispatcher logs why and tries again later.
  if (!read.ok) throw new Error(read.error.map((e) => e.message).join(' '));
  const viewer = spec.seat === undefined ? ({ kind: 'public' } as const) : ({ kind: 'seat', seat: spec.seat } as const);
  const drawn = ruleSystem(game.system).scene(read.value, viewer);
  const viewport = viewerViewport(viewportOfStep(db, game, spec.stepId), drawn);
  if (spec.title === undefined) return { scene: drawn, viewport };
  // Keep what follows the state's own title (the score, say): "Turn 2: fire · resolved · Score A 0 · B 35".
  const rest = drawn.caption.indexOf(' · Score');
  return { scene: { ...drawn, caption: `${spec.title}${rest >= 0 ? drawn.caption.slice(rest) : ''}` }, viewport };
}
