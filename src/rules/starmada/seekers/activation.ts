/**
 * A seeker flight's activation in the Fighter Phase (Starmada C.4 p.40–41; 5.2–5.4 p.22–23): forced pursuit
 * (./pursuit.ts), then, on entering the target's hex, the target's Defensive weapons (C.5 Dfn, arc judged from the
 * hex the flight left) and the seekers' attack (./attack.ts) with its damage applied at once (5.4). A flight that
 * has attacked is removed; so is one whose target has left the board.
 *
 * Play-by-post adaptation (Salvo's, stated in the help): a seeker's move is forced, so no seat is asked about it.
 * In each Fighter-Phase slot of a side, the side's seat activates one of its fighter flights while it has any
 * awaiting; once it has none, its seekers activate by themselves, one per slot, in launch order
 * (fighters/fighter-phase.ts and sequence/). The C.4 pre-emption ("any one seeker flight targeting the
 * selected flight may choose to activate first") is a standing order: the first seeker that targets the fighter
 * flight and would reach it now activates first.
 *
 * Judgement calls:
 * - A seeker that starts its activation in its target's hex (the target moved onto it) attacks without moving,
 *   from the hex behind it along its heading.
 * - Seekers may end their move with enemy elements (the move is forced); they attack only their target.
 */
import { interceptAlong, type FighterContext } from '../fighters/fighter-phase.ts';
import type { Dice } from '../../core/dice.ts';
import { DIRECTION_NAMES, hexNeighbor, type Hex } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { defensiveFire } from '../combat/defensive-fire.ts';
import { arcNoteEvents, damageShip, replaceShip, targetFrom } from '../combat/ship-condition.ts';
import type { FlightState, ShipState, StarmadaState } from '../state.ts';
import { isCloaked } from '../movement/cloaking.ts';
import { resolveSeekerAttack, type SeekerAttackRecord } from './attack.ts';
import { boxesOf, diceHits, shotBetween } from '../combat/shot-log.ts';
import { formatPursuit, pursue, type Pursuit } from './pursuit.ts';

export type SeekerTarget = { readonly kind: 'ship'; readonly ship: ShipState } | { readonly kind: 'flight'; readonly flight: FlightState };

/** The seeker's target while it is on the board, or null once it is gone. */
export function seekerTarget(state: StarmadaState, seeker: FlightState): SeekerTarget | null {
  const id = seeker.seeker?.targetId;
  if (id === undefined) return null;
  const ship = state.ships.find((s) => s.id === id && s.status === 'active');
  // B.5 p.31: "Any C.4: Seeking Weapons targeting the [cloaked] ship are immediately removed from the board."
  if (ship) return isCloaked(state, ship) ? null : { kind: 'ship', ship };
  const flight = state.flights.find((f) => f.id === id && f.count > 0);
  return flight ? { kind: 'flight', flight } : null;
}

const targetName = (t: SeekerTarget): string => (t.kind === 'ship' ? t.ship.name : t.flight.name);
const targetAt = (t: SeekerTarget): Hex => (t.kind === 'ship' ? t.ship.at : t.flight.at);
const withoutFlight = (state: StarmadaState, id: string): StarmadaState => ({ ...state, flights: state.flights.filter((f) => f.id !== id) });

/** Removes seeker flights whose target is destroyed or has left the board (C.4: they may attack nothing else). */
export function removeOrphanSeekers(state: StarmadaState): { state: StarmadaState; events: GameEvent[] } {
  const orphans = state.flights.filter((f) => f.seeker && f.count > 0 && !seekerTarget(state, f));
  if (orphans.length === 0) return { state, events: [] };
  const gone = new Set(orphans.map((f) => f.id));
  const events = orphans.map((f) => ({
    type: 'seeker-removed',
    text: `${f.name} has lost its target and is removed.`,
    data: { flightId: f.id, reason: 'target-gone' },
  }));
  return { state: { ...state, flights: state.flights.filter((f) => !gone.has(f.id)) }, events };
}

export interface SeekerActivation {
  readonly flightId: string;
  readonly pursuit: Pursuit | null;
  readonly attack: SeekerAttackRecord | null;
}

/** F.1 p.51: flights on station may intercept the seekers along their pursuit (ruling 198); none without `ctx`. */
function interceptSeekers(state: StarmadaState, flightId: string, trail: readonly Hex[], dice: Dice, events: GameEvent[], ctx?: FighterContext<StarmadaState>): StarmadaState {
  if (!ctx) return state;
  const met = interceptAlong(state, ctx, flightId, trail, dice);
  events.push(...met.events);
  return { ...met.world, trails: { ...state.trails, ...Object.fromEntries(met.intercepts.map((i) => [i.flightId, [...i.trail]])) } };
}

/** Moves one seeker flight and, if it reaches its target, resolves its attack. Every die goes through `dice`. */
export function activateSeeker(state: StarmadaState, flightId: string, dice: Dice, ctx?: FighterContext<StarmadaState>): { state: StarmadaState; events: GameEvent[]; result: SeekerActivation } {
  const flight = state.flights.find((f) => f.id === flightId);
  const payload = flight?.seeker;
  if (!flight || !payload) throw new Error(`activateSeeker: ${flightId} is not a seeker flight on the board`);
  const target = seekerTarget(state, flight);
  if (!target) {
    const removed = removeOrphanSeekers(state);
    return { state: removed.state, events: removed.events, result: { flightId, pursuit: null, attack: null } };
  }

  const label = (h: Hex): string => makeHexLabel(h, state.board);
  const pursuit = pursue(flight, payload.ma, targetAt(target), state.board);
  const moved: FlightState = { ...flight, at: pursuit.at, heading: pursuit.heading, activated: true };
  let current: StarmadaState = {
    ...state,
    flights: state.flights.map((f) => (f.id === flight.id ? moved : f)),
    trails: { ...state.trails, [flight.id]: [...pursuit.trail] },
  };
  const path = formatPursuit(pursuit.steps);
  const cost = `${pursuit.spent} of ${payload.ma} MA at ${pursuit.costPerHex} a hex`;
  const where = path === '0' ? `stays in ${label(flight.at)}` : `flies ${path} (${cost}) from ${label(flight.at)} to ${label(pursuit.at)}`;
  const events: GameEvent[] = [
    {
      type: 'seeker-move',
      text: `${flight.name} pursues ${targetName(target)}: ${where}, heading ${DIRECTION_NAMES[pursuit.heading]}${pursuit.reached ? ', and reaches it' : ''}.`,
      data: { flightId: flight.id, move: path, costPerHex: pursuit.costPerHex, spent: pursuit.spent, trail: pursuit.trail, reached: pursuit.reached },
    },
  ];
  if (!pursuit.leftBoard) current = interceptSeekers(current, flight.id, pursuit.trail, dice, events, ctx);
  if (!current.flights.some((f) => f.id === flight.id)) return { state: current, events, result: { flightId, pursuit, attack: null } };
  if (pursuit.leftBoard) {
    events.push({ type: 'seeker-removed', text: `${flight.name} is carried off the board and lost.`, data: { flightId: flight.id, reason: 'left-board' } });
    return { state: withoutFlight(current, flight.id), events, result: { flightId, pursuit, attack: null } };
  }
  if (!pursuit.reached) return { state: current, events, result: { flightId, pursuit, attack: null } };

  // The attack comes from the hex the flight left (p.40); one that started in the target's hex, from behind it.
  const from = pursuit.enteredFrom ?? hexNeighbor(pursuit.at, pursuit.heading + 3);
  let record: SeekerAttackRecord;
  if (target.kind === 'ship') {
    const defended = defensiveFire(current, target.ship.id, { ...moved, at: from }, dice);
    current = defended.world;
    events.push(...defended.events);
    const survivors = current.flights.find((f) => f.id === flight.id);
    if (!survivors) return { state: current, events, result: { flightId, pursuit, attack: null } };
    const ship = current.ships.find((s) => s.id === target.ship.id) as ShipState;
    record = resolveSeekerAttack(
      { attacker: flight.name, seekers: survivors.count, weaponName: payload.weaponName, weapon: payload, target: targetFrom(current, ship, from) },
      dice,
    );
    events.push({ type: 'seeker-attack', text: record.summary, data: record });
    current = shotBetween(current, flight.id, ship.id, { ...diceHits(record.toHit), damage: boxesOf(record.total) }, from);
    if (record.damage) {
      // Damage in the Fighter Phase takes effect at once (5.4 p.23).
      const outcome = damageShip(current, ship, record.total, 'immediate', from);
      current = replaceShip(current, outcome.ship);
      events.push(...arcNoteEvents(outcome.note));
    }
  } else {
    // An interception may have cost the hunted flight fighters (ruling 198: the pursuit itself is not changed).
    const victim = current.flights.find((f) => f.id === target.flight.id) ?? target.flight;
    record = resolveSeekerAttack(
      { attacker: flight.name, seekers: current.flights.find((f) => f.id === flight.id)?.count ?? moved.count, weaponName: payload.weaponName, weapon: payload, target: { kind: 'flight', name: victim.name, fighters: victim.count, variant: victim.variant, shuttle: victim.shuttle } },
      dice,
    );
    const left = victim.count - record.fightersDestroyed;
    current = shotBetween(current, flight.id, victim.id, { ...diceHits(record.toHit), damage: Math.min(victim.count, record.fightersDestroyed) }, from);
    current = { ...current, flights: current.flights.map((f) => (f.id === victim.id ? { ...f, count: left } : f)).filter((f) => f.count > 0) };
    events.push({ type: 'seeker-attack', text: record.summary, data: record });
    if (left <= 0) events.push({ type: 'flight-destroyed', text: `${victim.name} is destroyed.`, data: { flightId: victim.id, reason: 'seekers' } });
  }
  events.push({ type: 'seeker-removed', text: `${flight.name} has made its attack and is removed.`, data: { flightId: flight.id, reason: 'attacked' } });
  return { state: withoutFlight(current, flight.id), events, result: { flightId, pursuit, attack: record } };
}

/**
 * The seeker that pre-empts `fighter`'s activation (C.4 p.40), as a standing order: the first enemy seeker flight
 * in launch order that targets it, has not activated, and would reach it now. Undefined when none does.
 */
export function preemptingSeeker(state: StarmadaState, fighter: FlightState): FlightState | undefined {
  return state.flights.find(
    (f) =>
      f.seeker !== undefined &&
      f.seeker.targetId === fighter.id &&
      f.side !== fighter.side &&
      f.count > 0 &&
      !f.activated &&
      f.seeker.launchedTurn < state.turn &&
      pursue(f, f.seeker.ma, fighter.at, state.board).reached,
  );
}
