/**
 * One Voidstriker round from the plots to Record Keeping (book §2.3): the lead composition of the rule modules.
 *
 *   plots in → landings/take-offs → Initiative → Sensor Lock-On → for phases a–d: movement, then fire
 *   → Record Keeping → victory check → Drift Speed Determination for the next round.
 *
 * With the `firePerPhase` option the round stops after each phase's movement and waits for that phase's fire
 * orders (stage 'fire', the round kept in `state.pending`); otherwise the fire plans in the plots are used and
 * the whole round resolves from one exchange.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { inPlay } from '../ships/in-play.ts';
import { idleShipPlot, type RoundPlot, type ShipPlot } from '../notation/types.ts';
import type { VoidstrikerState } from '../state.ts';
import type { PhaseFire } from '../submission.ts';
import { initiative } from './initiative.ts';
import { driftSpeedDetermination } from './drift-speed.ts';
import { frozenSensors, lockOn } from './lock-on.ts';
import { firePhase, type ShipFireOrders } from './fire.ts';
import { movePhase } from './movement.ts';
import { recordKeeping } from './record-keeping.ts';
import { surfaceOrders, touchDown } from './surface.ts';
import { PHASE_NAMES } from './text.ts';
import { outcomeOf, raidProgress } from './victory.ts';
import { event, pendingOf, trailsOf, worldOf, type World } from './world.ts';

const planOrders = (world: World, phase: number): ShipFireOrders[] =>
  Object.values(world.plots).map((p) => ({
    shipId: p.shipId,
    fire: p.fire.filter((o) => o.phase === 'any' || o.phase === phase + 1),
    launch: p.launch.filter((o) => o.phase === 'any' || o.phase === phase + 1),
  }));

/** A section header with nothing under it says nothing: drop it. */
function dropEmptyHeader(world: World, at: number): void {
  if (world.events.length === at + 1) world.events.pop();
}

/** Record Keeping, victory and the start of the next round. */
function finishRound(world: World, dice: Dice): { state: VoidstrikerState; events: GameEvent[] } {
  const header = world.events.length;
  event(world, 'phase', 'Record keeping');
  recordKeeping(world, dice);
  dropEmptyHeader(world, header);
  const round = world.state.round + 1;
  const { ships, salvos } = driftSpeedDetermination(world, round);
  const interim: VoidstrikerState = { ...world.state, ships, salvos };
  const raid = raidProgress(world, interim);
  world.ships = ships;
  touchDown(world);
  const next: VoidstrikerState = {
    ...interim,
    ships: world.ships,
    ...(raid ? { raid } : {}),
    round,
    stage: 'plot',
    pending: null,
    trails: trailsOf(world),
    shots: world.shots,
    nextSalvo: world.nextSalvo,
  };
  const outcome = outcomeOf(next);
  if (outcome) event(world, 'gameOver', outcome.summary, outcome);
  return { state: outcome ? { ...next, stage: 'over', outcome } : next, events: world.events };
}

/** Runs phases from `phase` on, stopping for fire orders when the option asks for them. */
function runFrom(world: World, phase: number, dice: Dice): { state: VoidstrikerState; events: GameEvent[] } {
  for (let p = phase; p < 4; p++) {
    const header = world.events.length;
    event(world, 'phase', `Phase ${PHASE_NAMES[p]}`);
    movePhase(world, p, dice);
    if (world.state.options.firePerPhase) {
      dropEmptyHeader(world, header);
      return {
        state: { ...world.state, ships: world.ships, salvos: world.salvos, stage: 'fire', pending: pendingOf(world, p), nextSalvo: world.nextSalvo, trails: trailsOf(world), shots: world.shots },
        events: world.events,
      };
    }
    firePhase(world, p, planOrders(world, p), dice);
    dropEmptyHeader(world, header);
  }
  return finishRound(world, dice);
}

/** Every seat's round plot in: the round runs (to its end, or to the first phase's fire with the option). */
export function resolvePlots(state: VoidstrikerState, plots: Readonly<Record<SeatId, RoundPlot>>, dice: Dice): { state: VoidstrikerState; events: GameEvent[] } {
  const world = worldOf(state, null);
  world.trails.clear();
  world.shots = [];
  const byShip: Record<string, ShipPlot> = {};
  for (const ship of state.ships.filter(inPlay)) {
    const plot = plots[ship.seat]?.ships.find((p) => p.shipId === ship.id) ?? idleShipPlot(ship.id);
    byShip[ship.id] = frozenSensors(ship, plot);
  }
  world.plots = byShip;
  // Turrets on asteroid defence are busy for the round (§3.22).
  for (const plot of Object.values(byShip)) for (const unit of plot.standing.asteroidDefence ?? []) world.fired.push(`${plot.shipId}/${unit}`);
  event(world, 'round', `Round ${state.round}`);
  surfaceOrders(world);
  initiative(world, dice);
  lockOn(world, dice);
  return runFrom(world, 0, dice);
}

/** The open phase's fire orders in (option `firePerPhase`): fire, then the rest of the round. */
export function resolvePhaseFire(state: VoidstrikerState, fire: Readonly<Record<SeatId, readonly PhaseFire[]>>, dice: Dice): { state: VoidstrikerState; events: GameEvent[] } {
  const pending = state.pending;
  if (!pending) return { state, events: [] };
  const world = worldOf(state, pending);
  const submitted: ShipFireOrders[] = Object.values(fire).flatMap((ships) => ships.map((s) => ({ shipId: s.shipId, fire: s.fire, launch: s.launch })));
  const planned = planOrders(world, pending.phase);
  const orders = [...submitted, ...planned.filter((p) => !submitted.some((s) => s.shipId === p.shipId))];
  firePhase(world, pending.phase, orders, dice);
  return pending.phase < 3 ? runFrom(world, pending.phase + 1, dice) : finishRound(world, dice);
}
