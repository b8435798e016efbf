/**
 * What Ready would lock in that the player may not mean (core/assist.ts `readyWarnings`; docs/playing.md §8):
 * - Round plot (§2.3): a ship with no orders drifts on its vector, tracks nothing and holds fire (a ship the plot
 *   leaves out gets the idle plot, notation/parse.ts); a ship that fires nothing while a weapon of it bears on a target
 *   now (§2.35) holds fire; and every ship's path that runs into a planet, an asteroid field or off the battlefield
 *   (path-warnings.ts: §3.21 with ruling B11, §3.22, ruling B6).
 * - Fire after a phase (option firePerPhase): a ship that fires nothing this phase, has no fire in its round plot
 *   and bears on a target now.
 * Judgement call: in the round plot, "bears now" is the best a player can know (ships move before they fire); a
 * ship with point-blank holds ("hold") has a fire plan and is not asked about.
 */
import type { SeatId } from '../../core/rule-system.ts';
import { COMBAT_PHASES, DRIFT_ONLY } from '../movement/plot.ts';
import type { ShipPlot } from '../notation/types.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import { targetsOf } from './fire-choices.ts';
import { readTarget, readyUnits } from './fire-info.ts';
import { pathWarnings } from './path-warnings.ts';
import { ownShips } from './ship-text.ts';
import { count } from '../../core/text.ts';

const MAX_LISTED = 5;

/** `Valiant 14"` for each target some ready weapon of the ship bears on now with a clear line, nearest first. */
export function targetsInArc(state: VoidstrikerState, seat: SeatId, ship: VoidShip): string[] {
  const best = new Map<string, { name: string; range: number }>();
  for (const unit of readyUnits(state, ship)) {
    for (const target of targetsOf(state, seat)) {
      if (unit.kind === 'tubes' && target.isSalvo) continue;
      const r = readTarget(state, ship, unit, target);
      if (r.inArc && r.blockedBy.length === 0 && (best.get(target.id)?.range ?? Infinity) > r.range) best.set(target.id, { name: target.name, range: r.range });
    }
  }
  return [...best.values()].sort((a, b) => a.range - b.range).map((t) => `${t.name} ${t.range}"`);
}

function holdsFire(state: VoidstrikerState, seat: SeatId, ship: VoidShip, when: string): string[] {
  const targets = targetsInArc(state, seat, ship);
  if (targets.length === 0) return [];
  const more = targets.length > MAX_LISTED ? ', …' : '';
  return [`${ship.name} holds fire${when}: it has ${count(targets.length, 'target')} in arc now (${targets.slice(0, MAX_LISTED).join(', ')}${more}).`];
}

const firesNothing = (plot: ShipPlot): boolean => plot.fire.length + plot.launch.length + plot.standing.pointBlank.length === 0;

const drifts = (plot: ShipPlot): boolean =>
  JSON.stringify(plot.manoeuvre) === JSON.stringify(DRIFT_ONLY) && plot.sensors.length === 0 && firesNothing(plot) && !plot.standing.drivesShutDown && !plot.standing.surface;

function plotWarnings(state: VoidstrikerState, seat: SeatId, plots: readonly ShipPlot[]): string[] {
  return ownShips(state, seat).flatMap((ship) => {
    const plot = plots.find((p) => p.shipId === ship.id);
    if (!plot) return [];
    const hazards = pathWarnings(state, ship, plot.manoeuvre);
    if (drifts(plot)) return [`${ship.name} has no orders: it drifts, tracks nothing and holds fire.`, ...hazards];
    return [...(firesNothing(plot) ? holdsFire(state, seat, ship, '') : []), ...hazards];
  });
}

function phaseFireWarnings(state: VoidstrikerState, seat: SeatId, submission: Extract<VoidstrikerSubmission, { kind: 'fire' }>): string[] {
  const phase = COMBAT_PHASES[submission.phase] ?? 'a';
  return ownShips(state, seat).flatMap((ship) => {
    const sent = submission.ships.find((s) => s.shipId === ship.id);
    const planned = state.pending?.plots[ship.id];
    if ((sent && sent.fire.length + sent.launch.length > 0) || (planned && planned.fire.length + planned.launch.length > 0)) return [];
    return holdsFire(state, seat, ship, ` after phase ${phase}`);
  });
}

export function readyWarnings(state: VoidstrikerState, seat: SeatId, submission: VoidstrikerSubmission, _sentNothing: boolean): string[] {
  return submission.kind === 'plot' ? plotWarnings(state, seat, submission.plot.ships) : phaseFireWarnings(state, seat, submission);
}
