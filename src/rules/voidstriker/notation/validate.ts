/**
 * Checks one ship's round orders against its limits, reporting every problem at once (book §2.31 thrust split,
 * §2.35 no evasive with attack, §2.342 Turn Mode, §2.343 acceleration, §2.33/§2.331 sensors, §2.35 one shot per
 * mount per round, §2.351 hold fire).
 *
 * Uses the movement validators (`validateThrust`, `validatePhaseManoeuvre`) and the sensors one
 * (`checkSensorAllocation`). Judgement calls:
 * - A mount may have one fire (or launch) order and may not also be held for point blank: either would spend its
 *   single shot of the round (§2.35).
 * - Drives shut down (ruling D6) allow no thrust at all; turning is allowed (the book does not say).
 */
import { about } from '../../core/problem.ts';
import { type RuleError } from '../../core/result.ts';
import { COMBAT_PHASES, validatePhaseManoeuvre } from '../movement/plot.ts';
import { validateThrust } from '../movement/thrust.ts';
import { checkSensorAllocation } from '../sensors/allocation.ts';
import type { PlotShip, ShipPlot } from './types.ts';
import { voidstrikerError } from '../errors.ts';

/** Every problem of `plot` for `ship`, each naming the ship; empty when the orders are valid. `at` prefixes each error's place. */
export function validateShipPlot(plot: ShipPlot, ship: PlotShip, at: string = ship.name): RuleError[] {
  const errors: RuleError[] = [];
  const where = (e: RuleError, part: string): RuleError => ({ ...e, at: `${at} ${part}` });
  const { thrust, phases } = plot.manoeuvre;
  const t = validateThrust(thrust, ship.thrustFactor, ship.name);
  if (!t.ok) errors.push(where(t.error, 'thrust'));
  if (phases.length !== COMBAT_PHASES.length) {
    errors.push(
      voidstrikerError('ERR_PLOT_PHASES', `The move needs 4 phases, one per combat phase (got ${phases.length}).`, {
        at: `${at} move`,
        suggestion: 'Separate the phases with |, e.g. move S30 a4 | a4 | P15 a2 | a4.',
      }),
    );
  }
  for (const [i, step] of phases.entries()) {
    const checked = validatePhaseManoeuvre(step, ship.turnMode, thrust.accel);
    if (!checked.ok) errors.push(where(checked.error, `move phase ${i + 1}`));
  }
  const sensors = checkSensorAllocation(ship.sensors, plot.sensors);
  if (!sensors.ok) errors.push(where(sensors.error, 'sensors'));

  const mountName = (id: string): string => ship.mounts.find((m) => m.id === id)?.name ?? id;
  const seen = new Set<string>();
  for (const order of [...plot.fire, ...plot.launch]) {
    if (seen.has(order.mount)) {
      errors.push(
        voidstrikerError('ERR_PLOT_MOUNT_TWICE', `${mountName(order.mount)} has more than one fire order; each mount fires once per round (§2.35).`, {
          at: `${at} fire`,
          suggestion: 'Keep one order for that mount.',
        }),
      );
    }
    seen.add(order.mount);
  }
  for (const id of plot.standing.pointBlank) {
    if (seen.has(id)) {
      errors.push(
        voidstrikerError('ERR_PLOT_HOLD_AND_FIRE', `${mountName(id)} is ordered to fire and to hold for point blank; it can do only one (§2.35, §2.351).`, {
          at: `${at} hold`,
          suggestion: 'Remove it from the fire plan or from hold.',
        }),
      );
    }
  }
  for (const id of plot.standing.asteroidDefence ?? []) {
    if (seen.has(id) || plot.standing.pointBlank.includes(id)) {
      errors.push(
        voidstrikerError('ERR_PLOT_DEFENCE_AND_FIRE', `${mountName(id)} is on asteroid defence; it cannot also fire or hold for point blank this round (§3.22).`, {
          at: `${at} asteroid-defence`,
          suggestion: 'Keep it on one job.',
        }),
      );
    }
  }
  if (plot.standing.drivesShutDown && thrust.accel + thrust.evasive + thrust.attack > 0) {
    errors.push(
      voidstrikerError('ERR_PLOT_SHUTDOWN_THRUST', 'With drives shut down the ship uses no thrust this round.', {
        at: `${at} thrust`,
        suggestion: 'Use thrust 0/0/0, or drop "shutdown".',
      }),
    );
  }
  return errors.map((e) => about({ unit: ship.name }, e));
}
