/**
 * A whole round of movement: Drift Speed Determination, then the movement of combat phases a–d (book §2.3,
 * §2.31, §2.34; the round sequence §2.3).
 *
 * In play the lead interleaves firing between the phases and calls `runPhaseMovement` itself; `moveRound`
 * chains the four movement steps with no firing, for plot previews and tests. `startAllRounds` is step 1 for
 * every ship and salvo.
 *
 * Worked out from §2.31 and §2.34, checked by the tests: over a round a ship moves `speed·dir + Σ (n_p/4)·unit(θ_p)`,
 * and with no thrust it keeps its drift speed exactly, round after round.
 */
import type { MovingShip } from './moving-ship.ts';
import { startRound } from './moving-ship.ts';
import { runPhaseMovement, type PhaseMovement } from './phase.ts';
import { COMBAT_PHASES, type ManoeuvrePlot, type PhaseManoeuvre } from './plot.ts';

/** Step 1 (§2.31) for every ship and salvo. */
export function startAllRounds(movers: readonly MovingShip[]): MovingShip[] {
  return movers.map(startRound);
}

export interface RoundMovement {
  readonly ships: readonly MovingShip[];
  readonly phases: readonly PhaseMovement[];
}

/**
 * Runs the movement of phases a–d from ships whose drift is already determined. `plots` are assumed valid
 * (plot.ts); movers without one only drift.
 */
export function moveRound(movers: readonly MovingShip[], plots: Readonly<Record<string, ManoeuvrePlot>>, accelerationOrder: readonly string[]): RoundMovement {
  let ships: readonly MovingShip[] = movers;
  const phases: PhaseMovement[] = [];
  for (const [i, phase] of COMBAT_PHASES.entries()) {
    const steps: Record<string, PhaseManoeuvre> = {};
    for (const [id, plot] of Object.entries(plots)) {
      const step = plot.phases[i];
      if (step !== undefined) steps[id] = step;
    }
    const result = runPhaseMovement(phase, ships, steps, accelerationOrder);
    phases.push(result);
    ships = result.ships;
  }
  return { ships, phases };
}
