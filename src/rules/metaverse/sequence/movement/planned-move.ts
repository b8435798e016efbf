/**
 * Where a squadron's plot (in the notation's form) would take it, run by the movement module's own moves
 * (movement/cinematic.ts, movement/newtonian.ts; Metaverse p.7, p.9, p.11–12 Roll and Flip) on the squadron as it
 * stands: for the echo and the private preview map. FTL and RAM plots have no forecast (they depend on other ships
 * and on dice), nor has a plot the movement step could not read.
 */
import type { Point } from '../../../core/scene.ts';
import { movementPlotOf } from '../../notation/to-plot.ts';
import { moveCinematic } from '../../movement/cinematic.ts';
import { moveNewtonian } from '../../movement/newtonian.ts';
import type { SquadronDraft } from '../../notation/types.ts';
import { startingMotion } from './deploy.ts';
import type { MetaverseState, MvSquadron } from '../../state.ts';

export interface PlannedMove {
  readonly path: readonly Point[];
  readonly at: Point;
  readonly heading: number;
  /** Cinematic momentum after the move. */
  readonly momentum: number;
  /** Newtonian rose and rotation after the move. */
  readonly rose: readonly number[];
  readonly rotation: number;
}

export function plannedMove(state: MetaverseState, placed: MvSquadron, plot: SquadronDraft): PlannedMove | null {
  // Turn 1's plot may first place the squadron in its zone (sequence/movement/deploy.ts).
  const heading = plot.deploy?.heading ?? placed.heading;
  const sq = plot.deploy ? { ...placed, ...startingMotion(placed, heading, plot.deploy.speed ?? 0), at: { x: plot.deploy.x, y: plot.deploy.y }, heading } : placed;
  if (plot.advanced.some((a) => a.code !== 'RL' && a.code !== 'FL' && a.code !== 'EP')) return null;
  const converted = movementPlotOf(plot);
  if (!converted.ok) return null;
  const move = converted.value;
  const roll = move.manoeuvres.some((m) => m.code === 'RL');
  const flip = move.manoeuvres.some((m) => m.code === 'FL');
  const blank = plot.advanced.length === 0 && (move.cinematic ? move.cinematic.accel + move.cinematic.decel + move.cinematic.turns.length === 0 : !move.newtonian?.rotate && (move.newtonian?.thrust.length ?? 0) === 0);
  if (sq.method === 'cinematic') {
    const m = moveCinematic(
      { at: sq.at, heading: sq.heading, momentum: sq.momentum, mirrored: sq.mirrored },
      move.cinematic ?? { accel: 0, decel: 0, turns: [] },
      { directionality: sq.directionality, hexTurnStep: state.config.game.hexTurnStep.cinematic, roll, flip, blank },
    );
    return { path: m.path, at: m.state.at, heading: m.state.heading, momentum: m.state.momentum, rose: sq.rose, rotation: sq.rotation };
  }
  const m = moveNewtonian(
    { at: sq.at, heading: sq.heading, rose: sq.rose, rotation: sq.rotation, mirrored: sq.mirrored },
    move.newtonian ?? { thrust: [] },
    { directionality: sq.directionality, roll, flip, blank },
  );
  return { path: m.path, at: m.state.at, heading: m.state.heading, momentum: sq.momentum, rose: m.state.rose, rotation: m.state.rotation };
}
