/**
 * `/map`: the board as one user may see it (through `gameView`, so their own draft is drawn and nothing secret of
 * anyone else's), optionally centred on a ship, with that ship's firing arcs from the rule system.
 */
import { gameById } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { Scene, SceneOverlay } from '../rules/core/scene.ts';
import type { GameContext } from './context.ts';
import { ruleSystem } from './rule-systems.ts';
import { currentStateOrNull } from './stored-state.ts';
import { gameView, viewerIn } from './views.ts';
import { serviceError } from './errors.ts';
import type { Rect } from '../render/map/layout.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

export interface MapRequest {
  /** A ship's name as typed (case ignored; a unique start is enough). */
  readonly ship?: string | null;
  /** Add the ship's firing arcs. */
  readonly arcs?: boolean | null;
}

export interface MapView {
  readonly scene: Scene;
  /** The game's view for this viewer (null: crop as the renderer likes); unused when centred on a ship. */
  readonly viewport: Rect | null;
  /** "Game 12 · Starmada Unity · standard/small". */
  readonly gameTitle: string;
  /** The open step's title, or null when no step is open. */
  readonly stepTitle: string | null;
  /** The ship to centre on, when one was asked for. */
  readonly focus: { readonly unitId: string; readonly name: string } | null;
  /** When arcs were asked for: the arcs drawn, by label ("Laser Cannon 3-6-9"), or that these rules draw none. */
  readonly arcs: { readonly supported: boolean; readonly labels: readonly string[] } | null;
}

export function mapSceneFor(ctx: GameContext, gameId: number, userId: string | null, request: MapRequest = {}): Result<MapView, RuleError[]> {
  const view = gameView(ctx, gameId, userId);
  if (!view.ok) return view;
  const { scene, game, step } = view.value;
  const row = gameById(ctx.db, gameId);
  // gameView has read the state (and refused one this release cannot read), so here it is there and readable.
  const state = row ? currentStateOrNull(ctx.db, row) : null;
  if (!scene || state === null || !row) {
    return err([serviceError('ERR_GAME_NOT_STARTED', 'The game has not started, so there is no map yet; the GM starts it with /game start.')]);
  }
  const wanted = request.ship?.trim() ?? '';
  if (request.arcs && wanted === '') {
    return err([serviceError('ERR_MAP_ARCS_SHIP', 'Name the ship whose arcs you want, e.g. /map ship:Majestic arcs:true.')]);
  }
  const base = { gameTitle: game.title, stepTitle: step?.title ?? null, viewport: view.value.viewport };
  if (wanted === '') return ok({ ...base, scene, focus: null, arcs: null });

  const ships = scene.units.filter((u) => u.kind === 'ship' && u.status === 'active');
  const lower = wanted.toLowerCase();
  const starts = ships.filter((u) => u.label.toLowerCase().startsWith(lower));
  const unit = ships.find((u) => u.label.toLowerCase() === lower) ?? (starts.length === 1 ? starts[0] : undefined);
  if (!unit) {
    const names = (starts.length > 1 ? starts : ships).map((u) => u.label).slice(0, 20).join(', ');
    const what = starts.length > 1 ? `"${cutGraphemes(wanted, 40)}" could be ${names}; type more of the name` : `There is no ship "${cutGraphemes(wanted, 40)}" on the board${names ? `; ships are ${names}` : ''}`;
    return err([serviceError('ERR_SHIP_UNKNOWN', `${what}.`)]);
  }
  const focus = { unitId: unit.id, name: unit.label };
  if (!request.arcs) return ok({ ...base, scene, focus, arcs: null });

  const system = ruleSystem(row.system);
  if (!system.arcs) return ok({ ...base, scene, focus, arcs: { supported: false, labels: [] } });
  const viewer = viewerIn(ctx, row, userId);
  const overlays: SceneOverlay[] = system.arcs(state, viewer, unit.id);
  const labels = overlays.flatMap((o) => (o.kind === 'arc' ? [o.label] : []));
  return ok({ ...base, scene: { ...scene, overlays: [...scene.overlays, ...overlays] }, focus, arcs: { supported: true, labels } });
}
