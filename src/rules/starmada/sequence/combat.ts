/**
 * The Combat Phase in the turn (Starmada 1.2 step 4, 4.0 p.18): one simultaneous fire step, or, under E.5 (or
 * book-order fire), one step per ship with sides alternating by the ratio rule. Steps where no ship can fire are
 * skipped, so the game never waits on a seat that cannot act; then the End Phase.
 */
import { launchProbes } from '../combat/probes.ts';
import { isCloaked } from '../movement/cloaking.ts';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { effectiveOptions } from '../options.ts';
import { banksInReach } from '../combat/reach-target.ts';
import { allocateFire, fireTargets } from '../combat/declaration.ts';
import { combatOrder, fireShip, resolveSimultaneousFire } from '../combat/resolve-fire.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { FireDeclaration, ProbeLaunch, ShipState, SideId, StarmadaState, TagAttempt } from '../state.ts';
import { AUTOMATIC_TAG_RANGE, resolveTagAttempts, taggingRule } from '../combat/target-acquisition.ts';
import { hexDistance } from '../../core/hex.ts';
import { startEndPhase } from './end-phase.ts';
import { hasSystemChoice, type SystemFire } from '../combat/system-fire.ts';
import { fireSystems } from '../combat/fire-systems.ts';
import type { Transition } from './transition.ts';
import { askForLosses } from './weapon-losses.ts';
import { stormNow } from '../setup/storms.ts';
import { prototypeTrial } from '../setup/prototype.ts';

/** Can this ship fire any battery at any target now, or tag one under E.7 (so its seat has a choice to make)? */
export function canFire(state: StarmadaState, ship: ShipState): boolean {
  // B.5: a cloaked ship, detected or not, may not attack; S.9 storm result 6: nobody attacks.
  if (ship.status !== 'active' || isCloaked(state, ship) || stormNow(state).noAttacks) return false;
  if (hasSystemChoice(state, ship)) return true;
  const cls = classOf(state, ship);
  const targets = fireTargets(state, ship);
  const rule = taggingRule(state.options);
  if (rule !== 'off' && targets.some((t) => rule === 'rolled' || hexDistance(ship.at, t.at) <= AUTOMATIC_TAG_RANGE)) return true;
  return cls.batteries.some((battery, b) =>
    battery.profiles.some((_p, mode) => (mode === 0 || state.options.dualMode) && targets.some((t) => banksInReach(state, ship, b, mode, t).ok)),
  );
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
  const why = stormNow(ready).noAttacks ? 'The storm forbids every attack this Combat Phase (S.9): no fire this turn.' : 'No ship can reach an enemy: no fire this turn.';
  return { state: end.state, events: [...asked.events, { type: 'no-fire', text: why }, ...end.events] };
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

/** What a fire step carries besides the weapon declarations: E.7 tagging attempts, B.17 probes, appendix B systems. */
export interface FireExtras {
  readonly tags?: readonly TagAttempt[];
  readonly probes?: readonly ProbeLaunch[];
  readonly systems?: readonly SystemFire[];
}

/** Resolves the simultaneous fire step: probes, tagging attempts, every declaration and system use, then the End Phase. */
export function resolveFire(state: StarmadaState, declarations: readonly FireDeclaration[], dice: Dice, extras: FireExtras = {}): Transition {
  // B.17: probes launch with the attacks; face down, they help nobody in this Combat Phase.
  const launched = launchProbes(state, extras.probes ?? [], dice);
  const tagged = resolveTagAttempts(launched.state, extras.tags ?? [], dice);
  const trial = prototypeTrial(tagged.state, declarations, dice);
  const fired = resolveSimultaneousFire(trial.state, declarations, dice, extras.systems ?? []);
  const end = startEndPhase(fired.state, dice);
  return { state: end.state, events: [...launched.events, ...tagged.events, ...trial.events, ...fired.events, ...end.events] };
}

/** Resolves one book-order activation: the ship fires (or holds), then the next slot that can fire. */
export function resolveFireActivation(before: StarmadaState, declarations: readonly FireDeclaration[], dice: Dice, extras: FireExtras = {}): Transition {
  const phase = before.phase;
  if (phase.kind !== 'fireActivation') return { state: before, events: [] };
  const { tags = [], systems = [] } = extras;
  const launched = launchProbes(before, extras.probes ?? [], dice);
  const state = launched.state;
  const seat = fireActivationSeat(state);
  const shipId = declarations[0]?.shipId ?? tags[0]?.shipId ?? systems[0]?.shipId ?? state.ships.find((s) => s.seat === seat && !phase.fired.includes(s.id) && canFire(state, s))?.id;
  // E.7: the activating ship's tagging attempts, made with its attacks.
  const tagged = resolveTagAttempts(state, tags.filter((t) => t.shipId === shipId), dice);
  let current = tagged.state;
  const events: GameEvent[] = [...launched.events, ...tagged.events];
  const allocated = allocateFire(current, null, declarations);
  const locks = new Map<string, boolean>(); // B.22: shared by the ship's weapons and its probes fired as weapons
  if (allocated.ok && allocated.value.length > 0) {
    const trial = prototypeTrial(current, allocated.value.map((a) => a.declaration), dice);
    events.push(...trial.events);
    const fired = fireShip(trial.state, allocated.value, dice, locks);
    current = fired.state;
    events.push(...fired.events);
  } else if (tagged.events.length === 0 && !systems.some((u) => u.shipId === shipId)) {
    const ship = state.ships.find((s) => s.id === shipId);
    if (ship) events.push({ type: 'hold-fire', text: `${ship.name} holds its fire.` });
  }
  if (shipId) {
    const used = fireSystems(current, shipId, systems, dice, locks);
    current = used.state;
    events.push(...used.events);
  }
  const next: StarmadaState = { ...current, phase: { ...phase, next: phase.next + 1, fired: shipId ? [...phase.fired, shipId] : phase.fired } };
  const advanced = continueFireActivations(next, dice);
  return { state: advanced.state, events: [...events, ...advanced.events] };
}
