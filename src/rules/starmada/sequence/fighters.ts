/**
 * The Fighter Phase in the turn (Starmada 1.2 step 3, 5.2 p.22): one step per slot where a seat activates a
 * flight; skipped with no flights. Seeker flights (C.4) activate by themselves inside the phase's resolution
 * (seekers/activation.ts): the game only ever stops at a slot where a seat activates a fighter flight, and not even
 * there when a carrier's standing flight order covers the slot (fighters/standing-activation.ts, ruling 152). Damage from
 * flights takes effect at once, so weapons it took are chosen (weapon-losses.ts) before play goes on.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { advanceFighterPhase, resolveFlightActivation, type FighterContext, type FlightActivationResult, type FighterPhase, type FighterPrompt, type FlightActivation } from '../fighters/fighter-phase.ts';
import { defensiveFire } from '../combat/defensive-fire.ts';
import { hazardsOnFlightMove } from '../terrain/flight-hazards.ts';
import { activateSeeker, preemptingSeeker, removeOrphanSeekers } from '../seekers/activation.ts';
import { damageShip, replaceShip, targetFrom } from '../combat/ship-condition.ts';
import { boxesOf, shotBetween } from '../combat/shot-log.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import type { Hex } from '../../core/hex.ts';
import { startCombat } from './combat.ts';
import { isUndetected } from '../movement/cloaking.ts';
import { removeWrecks } from './end-phase.ts';
import type { Transition } from './transition.ts';
import { askForLosses, owingShips } from './weapon-losses.ts';
import { standingActivation } from '../fighters/standing-activation.ts';
import { recoverFlight, recoveryProblem } from '../fighters/launch-recovery.ts';
import { stormOnFlights } from '../setup/storms.ts';
import { markJumped } from '../fighters/long-range.ts';

/** The Fighter Phase's view of the ships: damage from flights takes effect at once (5.4 p.23). */
export const fighterContext: FighterContext<StarmadaState> = {
  port: {
    fighterTarget: (world, shipId, attackerAt) => targetFrom(world, world.ships.find((s) => s.id === shipId) as ShipState, attackerAt),
    applyImmediateDamage: (world, damage) => {
      const ship = world.ships.find((s) => s.id === damage.shipId);
      return ship ? replaceShip(world, damageShip(world, ship, damage.tally, 'immediate', damage.attackerAt).ship) : world;
    },
    defensiveFire,
    recoveryProblem,
    recover: recoverFlight,
    jumped: (world, flightId) => ({ ...world, longRangeFlights: markJumped(world.longRangeFlights, flightId) }),
    // B.5: an undetected cloaked ship is off the board: it blocks no hex and cannot be attacked.
    isHidden: (world, shipId) => world.ships.some((s) => s.id === shipId && isUndetected(world, s)),
    // G.1–G.5 and B.15: terrain and minefields act on the flight hex by hex as it flies.
    afterMove: hazardsOnFlightMove,
    preempt: (world, flightId, dice) => {
      const fighter = world.flights.find((f) => f.id === flightId);
      const seeker = fighter && preemptingSeeker(world, fighter);
      if (!fighter || !seeker) return { world, events: [] };
      const done = activateSeeker(world, seeker.id, dice, fighterContextFor(world));
      const event: GameEvent = { type: 'seeker-preempts', text: `${seeker.name} activates before ${fighter.name}, its target (C.4).` };
      return { world: done.state, events: [event, ...done.events] };
    },
  },
};

/** The context for this game turn: with S.9's storm, flights may not turn or attack (p.63). */
export function fighterContextFor(state: StarmadaState): FighterContext<StarmadaState> {
  const restrictions = stormOnFlights(state);
  return restrictions ? { ...fighterContext, restrictions } : fighterContext;
}

/** The open Fighter Phase slot that waits on a seat, if any. */
export function fighterPrompt(state: StarmadaState): FighterPrompt | null {
  if (state.phase.kind !== 'fighters') return null;
  return advanceFighterPhase(state, state.phase, fighterContextFor(state)).prompt;
}

/** The seat that decides a fighter slot: seats of the side take the side's slots in turn. */
export function fighterSeat(prompt: FighterPrompt): SeatId | undefined {
  return prompt.seats[prompt.slot % Math.max(1, prompt.seats.length)];
}

/** Moves to the next fighter slot that needs a decision, resolving seeker slots on the way, or on to combat. */
export function continueFighters(state: StarmadaState, dice: Dice, events: GameEvent[] = []): Transition {
  if (state.phase.kind !== 'fighters') return { state, events };
  const all = [...events];
  let current = state;
  let phase: FighterPhase = state.phase;
  for (;;) {
    // Ships the last activation destroyed leave the board now, exploding under E.3 (damage here is immediate).
    const wrecks = removeWrecks(current, dice);
    all.push(...wrecks.events);
    // A flight or ship destroyed by the last activation leaves the seekers hunting it without a target (C.4).
    const swept = removeOrphanSeekers(wrecks.state);
    all.push(...swept.events);
    // Weapons the last activation took are struck now, by their owners' choice (4.4 p.21, 5.4 p.23).
    const asked = askForLosses(swept.state, { kind: 'fighters', order: [...phase.order], next: phase.next });
    all.push(...asked.events);
    if (asked.asking) return { state: asked.state, events: all };
    const advanced = advanceFighterPhase(asked.state, phase, fighterContextFor(asked.state));
    phase = advanced.phase;
    current = { ...advanced.world, phase: { kind: 'fighters', order: [...phase.order], next: phase.next } };
    all.push(...advanced.events);
    // A seeker that pre-empted this flight (C.4) may have taken weapons: asked for (above) before the flight acts.
    if (advanced.prompt && owingShips(current).length > 0) continue;
    if (advanced.prompt) {
      const standing = standingSlot(current, advanced.prompt);
      if (!standing) return { state: current, events: all };
      const done = resolveFighterSlot(current, standing.activation, standing.seat, dice);
      return { state: done.state, events: [...all, standing.event, ...done.events] };
    }
    if (!advanced.seekerSlot) break;
    // A seeker's slot: it moves and attacks by itself, then the phase goes on to the next slot.
    const activated = activateSeeker(current, advanced.seekerSlot.flight.id, dice, fighterContextFor(current));
    phase = { order: phase.order, next: advanced.seekerSlot.slot + 1 };
    current = { ...activated.state, phase: { kind: 'fighters', order: [...phase.order], next: phase.next } };
    all.push(...activated.events);
  }
  const combat = startCombat(current, dice);
  return { state: combat.state, events: [...all, ...combat.events] };
}

/** The first flight of the slot whose carrier's standing order covers the case (ruling 152), with its activation. */
function standingSlot(state: StarmadaState, prompt: FighterPrompt): { activation: FlightActivation; seat: SeatId; event: GameEvent } | null {
  for (const flight of prompt.flights) {
    const order = state.ships.find((s) => s.id === flight.carrierId)?.standing?.flights;
    const activation = order ? standingActivation(state, fighterContext, flight, order) : null;
    if (!order || !activation) continue;
    const what = order.kind === 'attack' ? `attack ${state.ships.find((s) => s.id === order.targetId)?.name ?? state.flights.find((f) => f.id === order.targetId)?.name ?? 'its target'}` : order.kind === 'nearest' ? 'attack nearest' : order.kind;
    const event: GameEvent = { type: 'fighter-standing', text: `${flight.name} acts on its carrier's standing order (${what}).`, data: { flightId: flight.id } };
    return { activation, seat: flight.seat, event };
  }
  return null;
}

/** A flight's attack (5.4 p.23) as a shot from where it ended its move; the target is where it was before. */
function noteFighterAttack(world: StarmadaState, before: StarmadaState, result: Pick<FlightActivationResult, 'attack' | 'flightId' | 'at'>): StarmadaState {
  const attack = result.attack;
  if (!attack) return world;
  const shot =
    attack.kind === 'ship'
      ? { hits: attack.record.hits, dice: attack.record.dice.length, damage: boxesOf(attack.record.total) }
      : { hits: attack.record.dice.filter((f) => f >= 5).length, dice: attack.record.dice.length, damage: attack.record.targetLosses };
  return { ...world, lastStep: shotBetween({ ...before, lastStep: world.lastStep }, result.flightId, attack.targetId, shot, result.at).lastStep };
}

/** Resolves a fighter slot: the activation sent (or none: the slot passes), then on to the next slot. */
export function resolveFighterSlot(state: StarmadaState, activation: FlightActivation | null, seat: SeatId | undefined, dice: Dice): Transition {
  const phase = state.phase;
  if (phase.kind !== 'fighters') return { state, events: [] };
  if (!activation) {
    // No flight able to act for the owing seat: the slot passes.
    return continueFighters({ ...state, phase: { ...phase, next: phase.next + 1 } }, dice);
  }
  const resolved = resolveFlightActivation(state, phase, fighterContextFor(state), activation, dice, seat);
  if (!resolved.ok) return continueFighters({ ...state, phase: { ...phase, next: phase.next + 1 } }, dice, resolved.error.map((e) => ({ type: 'activation-refused', text: e.message })));
  const result = resolved.value.result;
  // F.1: interceptors' moves and attacks show on the map beside the activating flight's.
  const intercepts = result.intercepts ?? [];
  const placed = (at: Hex): StarmadaState => ({ ...state, flights: state.flights.map((f) => (f.id === activation.flightId ? { ...f, at } : f)) });
  const noted = intercepts.reduce((world, i) => noteFighterAttack(world, placed(i.targetAt), i), noteFighterAttack(resolved.value.world, state, result));
  const next: StarmadaState = {
    ...noted,
    phase: { kind: 'fighters', order: [...resolved.value.phase.order], next: resolved.value.phase.next },
    trails: { ...state.trails, ...Object.fromEntries(intercepts.map((i) => [i.flightId, [...i.trail]])), [activation.flightId]: [...result.trail] },
  };
  return continueFighters(next, dice, [...resolved.value.events]);
}
