/**
 * The start of a round after the plots are in (book §2.3 steps 2–3): Initiative (§2.32) and Sensor Lock-On with
 * ECM (§2.33, §2.331; §3.21 planets and §3.22 asteroids on the line).
 *
 * Judgement calls:
 * - Initiative is rolled per seat (a player); a seat whose every ship is out of control ranks last (§2.32), and
 *   out-of-control ships fire after all others (digest §10 A7). The winner's acceleration order is the default,
 *   loser first (§2.343; digest §10 A1).
 * - One lock roll per (observer, target) with all the sensors the plot put on it (digest §4.2 [rec]); range is
 *   measured at the start of the round. A ship whose captain is out repeats last round's sensor orders (§2.362).
 */
import type { Dice } from '../../core/dice.ts';
import { crewEffects } from '../damage/crew.ts';
import { rangeInches } from '../geometry/range.ts';
import { rollInitiative, shipInitiativeOrder } from '../movement/initiative.ts';
import { rollLockOn, type LockTarget } from '../sensors/lock-on.ts';
import { sightLine } from '../terrain/sight-line.ts';
import { surfaceAllowance } from '../terrain/surface-status.ts';
import { classOf, inPlay } from '../context.ts';
import type { ShipPlot } from '../plot/types.ts';
import type { VoidShip } from '../state.ts';
import { rollText } from './text.ts';
import { event, type World } from './world.ts';

/** What a ship counts as when it is the target of a lock or a shot this round. */
export function targetSizeOf(ship: VoidShip, plot: ShipPlot | undefined): LockTarget {
  const cls = classOf(ship);
  const thrust = plot?.manoeuvre.thrust;
  const noDrive = plot?.standing.drivesShutDown === true || ship.condition.thrusters.every((dp) => dp === 0);
  return { kind: 'ship', tsm: cls.tsm, evasive: thrust?.evasive ?? 0, immobile: noDrive || surfaceAllowance(ship.surface).immobileTarget };
}

function initiative(world: World, dice: Dice): void {
  const { state } = world;
  const active = world.ships.filter(inPlay);
  const seats = Object.keys(state.seats)
    .filter((seat) => active.some((s) => s.seat === seat))
    .sort();
  const result = rollInitiative(
    seats.map((seat) => ({ id: seat, outOfControl: active.filter((s) => s.seat === seat).every((s) => s.condition.outOfControl) })),
    dice,
  );
  world.seatOrder = [...result.order];
  world.shipOrder = shipInitiativeOrder(
    active.map((s) => ({ id: s.id, player: s.seat, outOfControl: s.condition.outOfControl })),
    world.seatOrder,
  );
  world.accelerationOrder = [...world.shipOrder].reverse();
  const name = (seat: string): string => state.seats[seat]?.player ?? seat;
  const rolls = result.rolls.filter((r) => r.rolls.length > 0).map((r) => `${name(r.id)} ${r.rolls.join(' then ')}`);
  const [first] = world.seatOrder;
  event(
    world,
    'initiative',
    `Initiative${rolls.length > 0 ? ` (d10: ${rolls.join(', ')})` : ''}: ${world.seatOrder.map(name).join(', then ')}.${first && seats.length > 1 ? ` ${name(first)} fires first and accelerates last.` : ''}`,
    { order: world.seatOrder, rolls: result.rolls },
  );
}

function locks(world: World, dice: Dice): void {
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
        `Lock-on ${ship.name} → ${r.target} (${job.sensors} sensor${job.sensors === 1 ? '' : 's'}): ${what} → ${r.locked ? `locked${r.toHitBonus > 0 ? `, +${r.toHitBonus} to hit` : ''}` : 'no lock'}`,
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

export function beginRound(world: World, dice: Dice): void {
  initiative(world, dice);
  locks(world, dice);
}
