/**
 * "Pick a space" (docs/playing.md §9), the game's side: which of a seat's units may be given their order by picking a
 * place (`guideWithPicks`, so the prompt can offer a "Pick on map" control), and one unit's numbered places with the
 * map to pick them on (`pickView`): the viewer's own scene (their draft drawn, nothing secret of anyone else's, as
 * views.ts gives it) with a `pick` overlay; the renderer frames it around the unit and every numbered place
 * (render/map/picks.ts `pickViewport`).
 * The pick is then sent like a typed line (drafts.ts `sendOrders`), so the same draft and echo follow.
 */
import type { PickSet, StepGuide } from '../rules/core/assist.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { SeatId } from '../rules/core/rule-system.ts';
import type { Scene } from '../rules/core/scene.ts';
import type { GameContext } from './context.ts';
import { serviceError } from './errors.ts';
import { ruleSystem } from './rule-systems.ts';
import { openStepFor } from './step-cycle.ts';
import { gameView } from './views.ts';

/** The guide with the units that may pick now (none: the guide as it was). */
export function guideWithPicks(system: string, state: unknown, seat: SeatId, guide: StepGuide): StepGuide {
  const picks = ruleSystem(system).assist.pickUnits?.(state, seat) ?? [];
  return picks.length > 0 ? { ...guide, picks } : guide;
}

export interface PickView {
  readonly set: PickSet;
  /** The viewer's scene with the numbered places; its caption starts with the game. */
  readonly scene: Scene;
  readonly stepKey: string;
  readonly stepTitle: string;
}

/** One unit's places in the user's open step, and the map to pick them on. */
export function pickView(ctx: GameContext, gameId: number, userId: string, unitId: string, stepKey?: string): Result<PickView, RuleError[]> {
  const open = openStepFor(ctx, gameId, userId, stepKey);
  if (!open.ok) return open;
  const { game, step, seat, state } = open.value;
  const set = ruleSystem(game.system).assist.pickPlaces?.(state, seat.seatKey, unitId) ?? null;
  if (!set || set.places.length === 0) return err([serviceError('ERR_PICK_NONE', `That unit has no place to pick in ${step.title}; give its order by Plot or by typing.`)]);
  const view = gameView(ctx, gameId, userId);
  if (!view.ok) return view;
  const base = view.value.scene;
  if (!base) return err([serviceError('ERR_GAME_NOT_STARTED', 'The game has not started, so there is no map yet.')]);
  const places = set.places.map((p) => ({ at: p.at, n: p.n }));
  const scene: Scene = { ...base, overlays: [...base.overlays, { kind: 'pick', unitId, places }], caption: `Game ${gameId} · ${set.unitName}: pick a place (${set.places.length})` };
  return ok({ set, scene, stepKey: step.key, stepTitle: step.title });
}
