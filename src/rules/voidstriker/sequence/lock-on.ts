/**
 * Sensor Lock-On with ECM, step 3 of the round (book §2.33, §2.331; §3.21 planets and §3.22 asteroids on the line).
 *
 * Judgement calls:
 * - One lock roll per (observer, target) with all the sensors the plot put on it (ruling C1, §2.33); range is
 *   measured at the start of the round. A ship whose captain is out repeats last round's sensor orders (§2.362).
 */
import type { Dice } from '../../core/dice.ts';
import { crewEffects } from '../damage/crew.ts';
import { rangeInches } from '../geometry/range.ts';
import { rollLockOn, type LockTarget } from '../sensors/lock-on.ts';
import { sightLine } from '../map-features/sight-line.ts';
import { surfaceAllowance } from '../map-features/surface-status.ts';
import { classOf } from '../ships/library.ts';
import { inPlay } from '../ships/in-play.ts';
import type { ShipPlot } from '../notation/types.ts';
import type { VoidShip } from '../state.ts';
import { rollText } from './text.ts';
import { event, type World } from './world.ts';
import { count } from '../../core/text.ts';

/** What a ship counts as when it is the target of a lock or a shot this round. */
export function targetSizeOf(ship: VoidShip, plot: ShipPlot | undefined): LockTarget {
  const cls = classOf(ship);
  const thrust = plot?.manoeuvre.thrust;
  const noDrive = plot?.standing.drivesShutDown === true || ship.condition.thrusters.every((dp) => dp === 0);
  return { kind: 'ship', tsm: cls.tsm, evasive: thrust?.evasive ?? 0, immobile: noDrive || surfaceAllowance(ship.surface).immobileTarget };
}

/** Step 3: every tracking sensor job rolls for its lock (§2.33), against ECM (§2.331) and terrain on the line. */
export function lockOn(world: World, dice: Dice): void {
  const { state } = world;
  const terrain = { planets: state.planets, asteroids: state.asteroids };
  for (const id of world.shipOrder) {
    const ship = world.ships.find((s) => s.id === id);
    const plot = world.plots[id];
    if (!ship || !plot) continue;
    for (const job of plot.sensors.filter((j) => j.job === 'track' && j.sensors > 0)) {
      const targetShip = world.ships.find((s) => s.id === job.target && inPlay(s));
      const salvo = world.salvos.find((s) => s.id === job.target);
      const at = targetShip?.position ?? salvo?.position;
      if (!at) continue;
      const ecm = targetShip ? (world.plots[targetShip.id]?.sensors ?? []).filter((j) => j.job === 'ecm' && j.target === ship.id).reduce((n, j) => n + j.sensors, 0) : 0;
      const line = sightLine(ship.position, at, terrain);
      const rolled = rollLockOn(
        {
          observer: ship.name,
          target: targetShip?.name ?? job.target,
          trackingSensors: job.sensors,
          targetSize: targetShip ? targetSizeOf(targetShip, world.plots[targetShip.id]) : { kind: 'salvo' },
          range: rangeInches(ship.position, at),
          previouslyLocked: ship.lockedLastRound.includes(job.target),
          ecmSensors: ecm,
          asteroidInches: line.asteroidInches,
          blockedByPlanet: line.blockedByPlanet,
        },
        dice,
      );
      if (!rolled.ok) continue;
      const r = rolled.value;
      if (r.locked) world.locks[ship.id] = { ...(world.locks[ship.id] ?? {}), [job.target]: job.sensors };
      const what = r.roll === null ? `blocked by ${line.blockedBy.join(', ')}` : rollText(r.roll, r.modifiers, r.needed);
      event(
        world,
        'lock',
        `Lock-on ${ship.name} → ${r.target} (${count(job.sensors, 'sensor')}): ${what} → ${r.locked ? `locked${r.toHitBonus > 0 ? `, +${r.toHitBonus} to hit` : ''}` : 'no lock'}`,
        r,
      );
    }
  }
}

/** A ship whose captain is out keeps last round's sensor orders (§2.362 Captain). */
export function frozenSensors(ship: VoidShip, plot: ShipPlot): ShipPlot {
  const cls = classOf(ship);
  if (!crewEffects(ship.condition.crew, cls.crew).sensorsFrozen) return plot;
  return { ...plot, sensors: ship.lastSensors };
}

