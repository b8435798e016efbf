// Starmada C.4 p.40–41, 5.2–5.4 p.22–23, rulings 23, 50: seeker flights in the Fighter Phase.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { GameEvent } from '../../../../src/rules/core/rule-system.ts';
import type { Hex } from '../../../../src/rules/core/hex.ts';
import { flightChoices, parseFlightActivation, resolveFlightActivation, validateFlightActivation } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { STAY } from '../../../../src/rules/starmada/fighters/flight-move.ts';
import { activateSeeker, removeOrphanSeekers } from '../../../../src/rules/starmada/seekers/activation.ts';
import type { SeekerAttackRecord } from '../../../../src/rules/starmada/seekers/attack.ts';
import type { FlightState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { continueFighters, fighterContext, fighterPrompt } from '../../../../src/rules/starmada/sequence/fighters.ts';
import { afterMovement } from '../../../../src/rules/starmada/sequence/movement.ts';
import { straightOrder } from '../../../../src/rules/starmada/movement/order.ts';
import { BULWARK, REAPER, WARDEN, flight, hex, place, seekerFlight, seekerGame, ship } from './fixtures.ts';
import { DOMINION_NO_TUBES } from '../integration/fixtures.ts';

const SEEKER = 'sirocco/seeker-t1-b0-1';
const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);
const attackOf = (events: readonly GameEvent[]): SeekerAttackRecord => events.find((e) => e.type === 'seeker-attack')?.data as SeekerAttackRecord;

/** Turn 2: the target (side A) at (15,0) facing N, the Sirocco out of the way, and the seeker flights given. */
function hunting(flights: StarmadaState['flights'], a: { class: string; name?: string }[] = [{ class: 'Majestic' }], designs = [WARDEN, BULWARK]): StarmadaState {
  let state = seekerGame({ a, designs });
  const target = state.ships.find((s) => s.side === 'A')?.id ?? '';
  state = place(state, target, hex(15, 0), 0);
  state = place(state, 'sirocco', hex(25, 0), 4);
  return { ...state, turn: 2, flights, phase: { kind: 'fighters', order: flights.map((f) => f.side), next: 0 } };
}

function activate(state: StarmadaState, faces: number[], id = SEEKER) {
  const dice = scriptedDice(faces);
  const done = activateSeeker(state, id, dice);
  expect(dice.remaining).toBe(0);
  return done;
}

describe('seekers first move in the next game turn\'s Fighter Phase, by themselves (ruling 50)', () => {
  test('launched in turn 1\'s Combat Phase, still in the firer\'s hex at turn 2\'s orders; they pursue after movement', () => {
    let state = seekerGame();
    state = place(state, 'majestic', hex(15, 0), 3);
    state = place(state, 'sirocco', hex(15, 6), 0);
    state = { ...state, ships: state.ships.map((s) => ({ ...s, prevSpeed: 0 })), phase: { kind: 'fire' } };
    const fire = { kind: 'fire' as const, declarations: [{ shipId: 'sirocco', battery: 0, weapons: 2, targetId: 'majestic', mode: 0, directed: false }] };
    const turn1 = starmada.resolve(state, { ben: fire, ana: { kind: 'fire', declarations: [] } }, scriptedDice([1]));
    expect(turn1.state.turn).toBe(2);
    expect(starmada.step(turn1.state)?.key).toBe('t2/orders');
    expect(turn1.state.flights.map((f) => f.at)).toEqual([hex(15, 6)]);

    // Turn 2: both ships stay put. Only side B has a flight (a seeker), so no seat is asked about the Fighter Phase.
    // The seeker flies 6 hexes north into the Majestic's hex; to-hit 1, 1, 1, 1: four misses; it is removed.
    const dice = scriptedDice([1, 1, 1, 1]);
    const turn2 = starmada.resolve(turn1.state, { ana: { kind: 'orders', orders: { majestic: { move: straightOrder(0) } } }, ben: { kind: 'orders', orders: { sirocco: { move: straightOrder(0) } } } }, dice);
    expect(dice.remaining).toBe(0);
    const texts = turn2.events.map((e) => e.text);
    expect(texts).toContain('Fighter Phase: side A has 0 flights, side B 1. Order B.');
    expect(texts).toContain('Sirocco Swarm Missile 1 pursues Majestic: flies 6 (6 of 8 MA at 1 a hex) from 1614 to 1608, heading N, and reaches it.');
    expect(texts).toContain('Sirocco Swarm Missile 1 → Majestic · 4 Swarm Missiles · to-hit 1, 1, 1, 1 · hits on 4+ → no hits');
    expect(texts).toContain('Sirocco Swarm Missile 1 has made its attack and is removed.');
    expect(turn2.state.flights).toEqual([]);
    expect(starmada.step(turn2.state)?.key).toBe('t2/fire');
  });
});

describe('reaching the target: the attack, with damage at once (C.4 p.40, 5.4 p.23)', () => {
  test('a Reaper Torpedo enters the Majestic\'s hex and hits with its full IMP 2 / DMG 1 and Deadly', () => {
    const state = hunting([seekerFlight(hex(15, 3), 0, 'majestic', { count: 1, payload: REAPER })]);
    // To-hit 5: a hit. Impact 4, 6 vs shields 3: 2 points. Damage 2 (hull, Deadly crew), 4 (engine, Deadly crew).
    const done = activate(state, [5, 4, 6, 2, 4]);
    expect(done.events[0]?.text).toBe('Sirocco Swarm Missile 1 pursues Majestic: flies 3 (3 of 10 MA at 1 a hex) from 1611 to 1608, heading N, and reaches it.');
    expect(attackOf(done.events).total).toEqual({ hull: 1, crew: 2, engines: 1, weapons: 0, shields: 0, screens: 0 });
    const majestic = ship(done.state, 'majestic');
    expect(majestic.hull).toMatchObject({ checked: 1, crewFromBack: 2, pending: 0, crewPending: 0 });
    expect(majestic.engines).toMatchObject({ checked: 1, pending: 0 });
    expect(flight(done.state, SEEKER)).toBeUndefined();
    expect(types(done.events)).toEqual(['seeker-move', 'seeker-attack', 'seeker-removed']);
    expect(done.state.trails[SEEKER]).toEqual([hex(15, 3), hex(15, 2), hex(15, 1), hex(15, 0)]);
  });

  test('no modifier but anti-fighter batteries: the Majestic\'s countermeasures do not count (ruling 23)', () => {
    const state = hunting([seekerFlight(hex(15, 3), 0, 'majestic', { count: 1 })]);
    const done = activate(state, [4, 1]);
    expect(attackOf(done.events).toHit.modifier).toBe(0);
    expect(attackOf(done.events).toHit.hits).toBe(1);
  });

  test('against anti-fighter batteries (B.1) the seekers roll at −1', () => {
    const state = hunting([seekerFlight(hex(15, 3), 0, 'warden', { count: 2 })], [{ class: 'Warden' }]);
    // 4 − 1 misses, 5 − 1 hits; impact die 1 fails against shields 3.
    const done = activate(state, [4, 5, 1]);
    expect(attackOf(done.events).terms).toEqual([{ source: 'anti-fighter batteries', value: -1 }]);
    expect(attackOf(done.events).toHit.hits).toBe(1);
  });

  test('the attack comes from the hex the flight left: directional shields of that arc (B.7, C.4 p.40)', () => {
    // From the south the flight leaves (15,1), in the Bulwark's Aft arc (shield 0): 1 point of impact, no die.
    const fromAft = activate(hunting([seekerFlight(hex(15, 3), 0, 'bulwark', { count: 1 })], [{ class: 'Bulwark' }]), [4, 1]);
    expect(attackOf(fromAft.events).impact).toMatchObject({ shield: 0, automatic: true, impacts: 1 });
    // From the north it leaves (15,−1), in the Fwd arc (shield 3): the impact die 4 scores.
    const fromFwd = activate(hunting([seekerFlight(hex(15, -3), 3, 'bulwark', { count: 1 })], [{ class: 'Bulwark' }]), [4, 4, 2]);
    expect(attackOf(fromFwd.events).impact).toMatchObject({ shield: 3, automatic: false, impacts: 1 });
  });

  test('a seeker whose target moved into its hex attacks without moving, from the hex behind it (Salvo\'s ruling)', () => {
    const state = hunting([seekerFlight(hex(15, 0), 0, 'bulwark', { count: 1 })], [{ class: 'Bulwark' }]);
    const done = activate(state, [4, 3]);
    expect(done.events[0]?.text).toBe('Sirocco Swarm Missile 1 pursues Bulwark: stays in 1608, heading N, and reaches it.');
    // Behind a north-heading flight is the hex to the south, in the Bulwark's Aft arc.
    expect(attackOf(done.events).impact?.shield).toBe(0);
  });

  test('the target\'s Defensive weapons fire first, their arc judged from the hex the flight left (C.5 Dfn p.42)', () => {
    // A Sirocco (side A, "Khamsin") has a Point Laser in its Aft arc: 1×4+, medium range, tiny −1: a 5 hits.
    const base = hunting([seekerFlight(hex(15, 3), 0, 'khamsin')], [{ class: 'Sirocco', name: 'Khamsin' }]);
    const done = activate(base, [5, 1, 1, 1]);
    expect(types(done.events)).toEqual(['seeker-move', 'defensive-fire', 'seeker-attack', 'seeker-removed']);
    expect(attackOf(done.events).seekers).toBe(3);
    expect(ship(done.state, 'khamsin').lastFired[2]).toEqual([2]);
    // From the bow (Fwd arc) the Point Laser cannot fire: four to-hit dice only.
    const fromBow = activate(hunting([seekerFlight(hex(15, -3), 3, 'khamsin')], [{ class: 'Sirocco', name: 'Khamsin' }]), [1, 1, 1, 1]);
    expect(types(fromBow.events)).toEqual(['seeker-move', 'seeker-attack', 'seeker-removed']);
  });

  test('a flight that does not reach keeps its place, activated, and waits for the next turn', () => {
    const state = hunting([seekerFlight(hex(15, 10), 0, 'majestic')]);
    const done = activate(state, []);
    expect(flight(done.state, SEEKER)).toMatchObject({ at: hex(15, 2), heading: 0, activated: true, count: 4 });
    expect(types(done.events)).toEqual(['seeker-move']);
  });

  test('a forced move off the board loses the flight', () => {
    // The Majestic at (7,−3) sits in row 0; heading NE from (4,−2), the next hex (5,−3) is closer but off the board.
    const state = place(hunting([seekerFlight(hex(4, -2), 1, 'majestic')]), 'majestic', hex(7, -3), 0);
    const done = activate(state, []);
    expect(done.events.map((e) => e.text)).toContain('Sirocco Swarm Missile 1 is carried off the board and lost.');
    expect(done.state.flights).toEqual([]);
  });
});

describe('seekers whose target is gone are removed (C.4)', () => {
  test('the target destroyed by the first flight: the second is removed at once, without a slot', () => {
    const second = seekerFlight(hex(15, 1), 0, 'majestic', { id: 'sirocco/seeker-t1-b0-2' });
    let state = hunting([seekerFlight(hex(15, 1), 0, 'majestic'), second]);
    state = { ...state, ships: state.ships.map((s) => (s.id === 'majestic' ? { ...s, hull: { ...s.hull, checked: 7 } } : s)) };
    // First flight: to-hit 6, 1, 1, 1 → 1 hit; impact 6 vs shields 3; damage 1: the last hull box.
    const dice = scriptedDice([6, 1, 1, 1, 6, 1]);
    const done = continueFighters(state, dice);
    expect(dice.remaining).toBe(0);
    expect(ship(done.state, 'majestic').status).toBe('destroyed');
    const texts = done.events.map((e) => e.text);
    expect(texts).toContain('Majestic is destroyed.');
    expect(texts).toContain('sirocco/seeker-t1-b0-2 has lost its target and is removed.');
    expect(done.state.flights).toEqual([]);
  });

  test('a target destroyed before the Fighter Phase: its seekers are removed and the phase is skipped', () => {
    let state = hunting([seekerFlight(hex(15, 5), 0, 'majestic')]);
    state = { ...state, phase: { kind: 'orders' }, ships: state.ships.map((s) => (s.id === 'majestic' ? { ...s, status: 'destroyed' as const } : s)) };
    expect(removeOrphanSeekers(state).state.flights).toEqual([]);
    const after = afterMovement(state, scriptedDice([]));
    expect(after.events[0]?.type).toBe('seeker-removed');
    expect(types(after.events)).not.toContain('fighter-order');
  });
});

describe('fighters and seekers in one Fighter Phase (Salvo\'s play-by-post activation rule)', () => {
  /** Turn 2, Fighter Phase (A then B): one Dominion fighter flight at `at` and one side-B seeker flight. */
  function dominionFighter(at: Hex, seeker: FlightState): StarmadaState {
    let state = seekerGame({ a: [{ class: 'Majestic' }, { class: 'Dominion' }], designs: [DOMINION_NO_TUBES], carriers: true });
    state = place(state, 'majestic', hex(15, 0), 0);
    state = place(state, 'dominion', hex(10, 6), 0);
    state = place(state, 'sirocco', hex(25, 0), 4);
    const fighter = flight(state, 'dominion/F1');
    if (!fighter) throw new Error('the Dominion raised no flights');
    return { ...state, turn: 2, flights: [{ ...fighter, at }, seeker], phase: { kind: 'fighters', order: ['A', 'B'], next: 0 } };
  }

  function withFighters(): StarmadaState {
    let state = seekerGame({ b: [{ class: 'Sirocco' }, { class: 'Monsoon' }], carriers: true });
    state = place(state, 'majestic', hex(15, 0), 0);
    state = place(state, 'sirocco', hex(25, 0), 4);
    state = place(state, 'monsoon', hex(25, 4), 4);
    const fighters = state.flights.filter((f) => f.id === 'monsoon/F1').map((f) => ({ ...f, at: hex(22, 4) }));
    return { ...state, turn: 2, phase: { kind: 'orders' }, flights: [...fighters, seekerFlight(hex(15, 3), 0, 'majestic')] };
  }

  test('seekers count for the ratio rule, but only the fighter flight is offered to the seat', () => {
    const begun = afterMovement(withFighters(), scriptedDice([]));
    expect(begun.events.map((e) => e.text)).toContain('Fighter Phase: side A has 0 flights, side B 2. Order B-B.');
    const prompt = fighterPrompt(begun.state);
    expect(prompt?.flights.map((f) => f.id)).toEqual(['monsoon/F1']);
    expect(starmada.step(begun.state)).toMatchObject({ key: 't2/fighters/1', owes: ['ben'] });
    expect(flightChoices(begun.state, fighterContext, SEEKER).choices).toEqual([]);
    if (begun.state.phase.kind !== 'fighters' || !prompt) throw new Error('expected a fighter prompt');
    const refused = validateFlightActivation(begun.state, begun.state.phase, fighterContext, { flightId: SEEKER, move: STAY, targetId: null }, 'ben');
    expect(refused.ok ? 'accepted' : refused.error.map((e) => e.code)).toEqual(['ERR_FLIGHT_SEEKER']);
    const typed = parseFlightActivation(begun.state, prompt, 'Sirocco Swarm Missile 1 3');
    expect(typed.ok ? 'accepted' : typed.error.map((e) => e.code)).toEqual(['ERR_FLIGHT_NOT_AVAILABLE']);
  });

  test('once the side has no fighter left to activate, its seeker takes the next slot by itself, in the same resolution', () => {
    const begun = afterMovement(withFighters(), scriptedDice([]));
    const dice = scriptedDice([1, 1, 1, 1]);
    const resolved = starmada.resolve(begun.state, { ben: { kind: 'flight', activation: { flightId: 'monsoon/F1', move: STAY, targetId: null } } }, dice);
    expect(dice.remaining).toBe(0);
    const order = types(resolved.events);
    expect(order.indexOf('fighter-move')).toBeLessThan(order.indexOf('seeker-move'));
    expect(order).toContain('seeker-attack');
    expect(resolved.state.phase.kind).not.toBe('fighters');
  });

  test('fighters intercepting seekers lose nothing on 1s (C.4 p.40)', () => {
    const state = dominionFighter(hex(15, 4), seekerFlight(hex(15, 3), 0, 'majestic'));
    // Six fighters: 1, 1 (no losses against seekers), 5, 6 (two seekers destroyed), 2, 3.
    const dice = scriptedDice([1, 1, 5, 6, 2, 3]);
    const resolved = resolveFlightActivation(state, { order: ['A'], next: 0 }, fighterContext, { flightId: 'dominion/F1', move: STAY, targetId: SEEKER }, dice, 'ana');
    expect(dice.remaining).toBe(0);
    if (!resolved.ok) throw new Error(resolved.error.map((e) => e.message).join('\n'));
    expect(flight(resolved.value.world, 'dominion/F1')?.count).toBe(6);
    expect(flight(resolved.value.world, SEEKER)?.count).toBe(2);
  });

  test('a seeker targeting a fighter flight pre-empts its activation when it would reach it (C.4 p.40, Salvo\'s standing order)', () => {
    const state = dominionFighter(hex(15, 4), seekerFlight(hex(15, 7), 0, 'dominion/F1'));
    // The seeker flies 3 hexes into the flight's hex: 4, 5 hit, 1, 1 miss: two fighters lost. Then the flight holds.
    const dice = scriptedDice([4, 5, 1, 1]);
    const resolved = starmada.resolve(state, { ana: { kind: 'flight', activation: { flightId: 'dominion/F1', move: STAY, targetId: null } } }, dice);
    expect(dice.remaining).toBe(0);
    expect(types(resolved.events).slice(0, 5)).toEqual(['seeker-preempts', 'seeker-move', 'seeker-attack', 'seeker-removed', 'fighter-move']);
    expect(resolved.events[0]?.text).toBe('Sirocco Swarm Missile 1 activates before Dominion F1, its target (C.4).');
    expect(flight(resolved.state, 'dominion/F1')?.count).toBe(4);
    expect(flight(resolved.state, SEEKER)).toBeUndefined();
  });

  test('a seeker that would not reach waits for its own slot', () => {
    const state = dominionFighter(hex(15, -2), seekerFlight(hex(15, 9), 0, 'dominion/F1'));
    const resolved = starmada.resolve(state, { ana: { kind: 'flight', activation: { flightId: 'dominion/F1', move: STAY, targetId: null } } }, scriptedDice([]));
    expect(types(resolved.events).slice(0, 2)).toEqual(['fighter-move', 'seeker-move']);
    // 11 hexes away with MA 8: it closes to 3 hexes and waits.
    expect(flight(resolved.state, SEEKER)?.at).toEqual(hex(15, 1));
  });
});
