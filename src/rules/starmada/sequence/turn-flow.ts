/**
 * How a Starmada game turn moves from one step to the next (Starmada 1.2 p.14): Orders → Movement → Fighter
 * Phase (one step per activation; skipped with no flights) → Combat (one simultaneous step, or one step per
 * ship in book order and under E.5) → End Phase (a weapon-loss step when an owner has a choice) → next turn.
 * Damage that takes effect at once (fighters, seekers, explosions, E.5) stops play for a weapon-loss step when it
 * took weapons the owner must choose (sequence/weapon-losses.ts); `resumeAfterLosses` goes on from there.
 * Steps where no seat has a choice are skipped here, so the game never waits on a seat that cannot act.
 * Seeker flights (C.4) activate by themselves inside the Fighter Phase's resolution (seekers/activation.ts):
 * the game only ever stops at a slot where a seat activates a fighter flight.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { effectiveOptions } from '../options.ts';
import { advanceFighterPhase, beginFighterPhase, type FighterContext, type FighterPhase, type FighterPrompt } from '../fighters/fighter-phase.ts';
import { applyCombatDamage, finishEndPhase, removeWrecks } from './end-phase.ts';
import { banksInReach } from '../combat/reach-target.ts';
import { defensiveFire } from '../combat/defensive-fire.ts';
import { fireTargets } from '../combat/declaration.ts';
import { combatOrder } from '../combat/resolve-fire.ts';
import { activateSeeker, preemptingSeeker, removeOrphanSeekers } from '../seekers/activation.ts';
import { classOf, damageShip, replaceShip, targetFrom } from '../combat/ship-condition.ts';
import type { LossesResume, ShipState, SideId, StarmadaState } from '../state.ts';
import { askForLosses, owingShips } from './weapon-losses.ts';

export interface Transition {
  state: StarmadaState;
  events: GameEvent[];
}

/** The Fighter Phase's view of the ships: damage from flights takes effect at once (5.4 p.23). */
export const fighterContext: FighterContext<StarmadaState> = {
  port: {
    fighterTarget: (world, shipId, attackerAt) => targetFrom(world, world.ships.find((s) => s.id === shipId) as ShipState, attackerAt),
    applyImmediateDamage: (world, damage) => {
      const ship = world.ships.find((s) => s.id === damage.shipId);
      return ship ? replaceShip(world, damageShip(world, ship, damage.tally, 'immediate').ship) : world;
    },
    defensiveFire,
    preempt: (world, flightId, dice) => {
      const fighter = world.flights.find((f) => f.id === flightId);
      const seeker = fighter && preemptingSeeker(world, fighter);
      if (!fighter || !seeker) return { world, events: [] };
      const done = activateSeeker(world, seeker.id, dice);
      const event: GameEvent = { type: 'seeker-preempts', text: `${seeker.name} activates before ${fighter.name}, its target (C.4).` };
      return { world: done.state, events: [event, ...done.events] };
    },
  },
};

/** Can this ship fire any battery at any target now (so its seat has a choice to make)? */
export function canFire(state: StarmadaState, ship: ShipState): boolean {
  if (ship.status !== 'active') return false;
  const cls = classOf(state, ship);
  const targets = fireTargets(state, ship);
  return cls.batteries.some((battery, b) =>
    battery.profiles.some((_p, mode) => (mode === 0 || state.options.dualMode) && targets.some((t) => banksInReach(state, ship, b, mode, t).ok)),
  );
}

export function fighterPrompt(state: StarmadaState): FighterPrompt | null {
  if (state.phase.kind !== 'fighters') return null;
  return advanceFighterPhase(state, state.phase, fighterContext).prompt;
}

/** The seat that decides a fighter slot: seats of the side take the side's slots in turn. */
export function fighterSeat(prompt: FighterPrompt): SeatId | undefined {
  return prompt.seats[prompt.slot % Math.max(1, prompt.seats.length)];
}

/** After movement: the Fighter Phase if any flight is on the board, else combat. Seekers whose target left go first. */
export function afterMovement(state: StarmadaState, dice: Dice): Transition {
  const swept = removeOrphanSeekers(state);
  const begun = beginFighterPhase(swept.state, dice);
  if (!begun) {
    const combat = startCombat(swept.state, dice);
    return { state: combat.state, events: [...swept.events, ...combat.events] };
  }
  const fighters: StarmadaState = { ...begun.world, phase: { kind: 'fighters', order: [...begun.phase.order], next: begun.phase.next } };
  return continueFighters(fighters, dice, [...swept.events, ...begun.events]);
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
    const advanced = advanceFighterPhase(asked.state, phase, fighterContext);
    phase = advanced.phase;
    current = { ...advanced.world, phase: { kind: 'fighters', order: [...phase.order], next: phase.next } };
    all.push(...advanced.events);
    // A seeker that pre-empted this flight (C.4) may have taken weapons: asked for (above) before the flight acts.
    if (advanced.prompt && owingShips(current).length > 0) continue;
    if (advanced.prompt) return { state: current, events: all };
    if (!advanced.seekerSlot) break;
    // A seeker's slot: it moves and attacks by itself, then the phase goes on to the next slot.
    const activated = activateSeeker(current, advanced.seekerSlot.flight.id, dice);
    phase = { order: phase.order, next: advanced.seekerSlot.slot + 1 };
    current = { ...activated.state, phase: { kind: 'fighters', order: [...phase.order], next: phase.next } };
    all.push(...activated.events);
  }
  const combat = startCombat(current, dice);
  return { state: combat.state, events: [...all, ...combat.events] };
}

/** The Combat Phase opens: simultaneous fire, or book-order activations (forced by E.5). */
export function startCombat(state: StarmadaState, dice: Dice): Transition {
  // Losses still owed from damage taken at once are chosen before anything fires.
  const asked = askForLosses(state, { kind: 'combat' });
  if (asked.asking) return { state: asked.state, events: asked.events };
  const ready = asked.state;
  if (effectiveOptions(state.options).bookOrderFire) {
    const { order, event } = combatOrder(ready, dice);
    const activation: StarmadaState = { ...ready, phase: { kind: 'fireActivation', order, next: 0, fired: [] } };
    const advanced = continueFireActivations(activation, dice);
    return { state: advanced.state, events: [...asked.events, event, ...advanced.events] };
  }
  if (ready.ships.some((s) => canFire(ready, s))) return { state: { ...ready, phase: { kind: 'fire' } }, events: asked.events };
  const end = startEndPhase(ready, dice);
  return { state: end.state, events: [...asked.events, { type: 'no-fire', text: 'No ship can reach an enemy: no fire this turn.' }, ...end.events] };
}

/** Ships of `side` that have not fired this phase and can fire. */
export function shipsToActivate(state: StarmadaState, side: SideId): ShipState[] {
  const fired = state.phase.kind === 'fireActivation' ? state.phase.fired : [];
  return state.ships.filter((s) => s.side === side && !fired.includes(s.id) && canFire(state, s));
}

/** The seat that decides a book-order fire slot: the side's seats with ships to fire take turns. */
export function fireActivationSeat(state: StarmadaState): SeatId | undefined {
  if (state.phase.kind !== 'fireActivation') return undefined;
  const side = state.phase.order[state.phase.next];
  if (!side) return undefined;
  const seats = [...new Set(shipsToActivate(state, side).map((s) => s.seat))].sort();
  const earlier = state.phase.order.slice(0, state.phase.next).filter((s) => s === side).length;
  return seats[earlier % Math.max(1, seats.length)];
}

/**
 * Skips slots whose side has nothing left that can fire; at the end of the order, the End Phase. Under E.5 the last
 * activation's damage took effect at once: its weapon losses are chosen first (4.4 p.21, E.5 p.49).
 */
export function continueFireActivations(state: StarmadaState, dice: Dice): Transition {
  if (state.phase.kind !== 'fireActivation') return { state, events: [] };
  const asked = askForLosses(state, { kind: 'fireActivation', order: [...state.phase.order], next: state.phase.next, fired: [...state.phase.fired] });
  if (asked.asking) return { state: asked.state, events: asked.events };
  let current = asked.state;
  while (current.phase.kind === 'fireActivation') {
    const side = current.phase.order[current.phase.next];
    if (side === undefined) {
      const end = startEndPhase(current, dice);
      return { state: end.state, events: [...asked.events, ...end.events] };
    }
    if (shipsToActivate(current, side).length > 0) return { state: current, events: asked.events };
    current = { ...current, phase: { ...current.phase, next: current.phase.next + 1 } };
  }
  return { state: current, events: asked.events };
}

/** End Phase step b: damage takes effect; owners with weapon losses to choose get a step, else it runs on. */
export function startEndPhase(state: StarmadaState, dice: Dice): Transition {
  const applied = applyCombatDamage(state);
  const asked = askForLosses(applied.state, { kind: 'endPhase', explosions: false });
  if (asked.asking) return { state: asked.state, events: [...applied.events, ...asked.events] };
  const finished = finishEndPhase(asked.state, dice);
  return { state: finished.state, events: [...applied.events, ...asked.events, ...finished.events] };
}

/** After a weapon-loss step: play goes on where the damage stopped it (sequence/weapon-losses.ts). */
export function resumeAfterLosses(state: StarmadaState, resume: LossesResume | undefined, dice: Dice): Transition {
  switch (resume?.kind) {
    case undefined:
    case 'endPhase':
      return finishEndPhase(state, dice);
    case 'fighters':
      return continueFighters({ ...state, phase: { kind: 'fighters', order: [...resume.order], next: resume.next } }, dice);
    case 'fireActivation':
      return continueFireActivations({ ...state, phase: { kind: 'fireActivation', order: [...resume.order], next: resume.next, fired: [...resume.fired] } }, dice);
    case 'combat':
      return startCombat(state, dice);
  }
}
