import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../src/rules/core/dice.ts';
import { hexNeighbor, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { offsetToHex, type Board } from '../../../../src/rules/core/offset.ts';
import type { FlightState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import {
  advanceFighterPhase,
  beginFighterPhase,
  flightChoices,
  missingFlightActivation,
  resolveFlightActivation,
  validateFlightActivation,
  type FighterContext,
  type FighterPhase,
  type FighterPrompt,
  type FighterWorld,
  type FighterWorldShip,
  type StarshipDamagePort,
} from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { parseFlightMove, STAY, type FlightMove } from '../../../../src/rules/starmada/notation/flight-move.ts';
import { makeFlightActivation, parseFlightActivation } from '../../../../src/rules/starmada/notation/flight-activation.ts';

// A stand-in for the game layer's port: the shield rating is the first unchecked box of a shield track, and the
// damage tally of the combat module is marked at once.
interface TestShip extends FighterWorldShip {
  readonly shieldTrack: readonly number[];
  readonly shieldsChecked: number;
  readonly hullChecked: number;
  readonly hullSize: number;
  readonly afb: boolean;
  readonly hidden?: boolean;
}
interface TestWorld extends FighterWorld {
  readonly ships: readonly TestShip[];
}

const shipOf = (w: TestWorld, id: string): TestShip => {
  const s = w.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship ${id}`);
  return s;
};
const port: StarshipDamagePort<TestWorld> = {
  fighterTarget: (w, id) => {
    const s = shipOf(w, id);
    return { kind: 'ship', name: s.name, shield: s.shieldTrack[s.shieldsChecked] ?? 0, hasShieldTrack: true, antiFighterBatteries: s.afb };
  },
  applyImmediateDamage: (w, dmg) => ({
    ...w,
    ships: w.ships.map((s) => {
      if (s.id !== dmg.shipId) return s;
      const hull = s.hullChecked + dmg.tally.hull;
      const shields = Math.min(s.shieldTrack.length, s.shieldsChecked + dmg.tally.shields);
      return { ...s, hullChecked: hull, shieldsChecked: shields, status: hull >= s.hullSize ? 'destroyed' : s.status };
    }),
  }),
  isHidden: (w, id) => shipOf(w, id).hidden ?? false,
};
const shieldsOf = (w: TestWorld, id: string): number => port.fighterTarget(w, id, K).shield;
const ctx: FighterContext<TestWorld> = { port };

const BOARD: Board = { cols: 32, rows: 18 };
const K = offsetToHex({ col: 10, row: 8 });
const walk = (from: Hex, dir: number, n: number): Hex => {
  let at = from;
  for (let i = 0; i < n; i++) at = hexNeighbor(at, dir);
  return at;
};
const move = (text: string): FlightMove => {
  const r = parseFlightMove(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

const kestrel = (over: Partial<TestShip> = {}): TestShip => ({
  id: 'kestrel',
  name: 'Kestrel',
  side: 'B',
  at: K,
  status: 'active',
  shieldTrack: [3, 2, 2, 1],
  shieldsChecked: 0,
  hullChecked: 0,
  hullSize: 6,
  afb: false,
  ...over,
});
const flight = (id: string, side: 'A' | 'B', at: Hex, heading: Direction, count = 6, seat = side === 'A' ? 'ana' : 'ben'): FlightState => ({
  id,
  name: id.replace('-', ' '),
  side,
  seat,
  carrierId: side === 'A' ? 'majestic' : 'kestrel',
  count,
  at,
  heading,
  activated: false,
});
const world = (ships: TestShip[], flights: FlightState[], board = BOARD): TestWorld => ({ board, ships, flights });

/** Begins the phase with the given tie die (if any) and moves to the first prompt. */
function start(w: TestWorld, faces: number[] = []): { world: TestWorld; phase: FighterPhase; prompt: FighterPrompt | null } {
  const begun = beginFighterPhase(w, scriptedDice(faces));
  if (!begun) throw new Error('no fighters');
  const next = advanceFighterPhase(begun.world, begun.phase, ctx);
  return { world: next.world, phase: next.phase, prompt: next.prompt };
}

describe('beginning the Fighter Phase (p.22 §5.2)', () => {
  // Starmada p.22 §5.2: count the flights; the side with more activates first (ratio rule).
  it('counts the flights, orders the sides by the ratio rule and says so', () => {
    const w = world([kestrel()], [flight('Red-1', 'A', walk(K, 3, 4), 0), flight('Red-2', 'A', walk(K, 3, 5), 0), flight('Blue-1', 'B', walk(K, 0, 3), 3)]);
    const begun = beginFighterPhase(w, scriptedDice([]));
    expect(begun?.phase.order.join('-')).toBe('A-B-A');
    expect(begun?.events[0]?.text).toBe('Fighter Phase: side A has 2 flights, side B 1. Order A-B-A.');
  });

  // Starmada p.22 §5.2: equal numbers of flights → a die decides who activates first.
  it('equal numbers roll a die, which the log shows', () => {
    const w = world([], [flight('Red-1', 'A', walk(K, 3, 4), 0), flight('Blue-1', 'B', walk(K, 0, 3), 3)]);
    const begun = beginFighterPhase(w, scriptedDice([5]));
    expect(begun?.phase.order.join('-')).toBe('B-A');
    expect(begun?.events[0]?.text).toMatch(/Equal numbers: die 5, side B starts\./);
  });

  // Starmada p.13 §2.4: if no fighter flights are present, players may skip this phase.
  it('no flights: the phase is skipped', () => {
    expect(beginFighterPhase(world([kestrel()], []), scriptedDice([]))).toBeNull();
  });
});

describe('an activation: move, then attack (p.23 §5.4)', () => {
  // Starmada p.23 §5.4 (its example): a fighter shield hit drops shields 3 → 2 at once, for the
  // rest of the Fighter Phase and the Combat Phase.
  it('a shield hit from one flight lowers the shields the next flight meets', () => {
    const w = world(
      [kestrel()],
      [flight('Red-1', 'A', walk(K, 3, 4), 0), flight('Red-2', 'A', walk(K, 3, 5), 0), flight('Blue-1', 'B', walk(K, 0, 6), 0)],
    );
    let s = start(w);
    expect(s.prompt?.side).toBe('A');
    // Red 1 flies 3 north to the hex south of Kestrel; to-hit 5 then five misses; impact 4 beats shields 3;
    // damage 6: shield hit.
    const first = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('3'), targetId: 'kestrel' }, scriptedDice([5, 1, 2, 2, 3, 4, 4, 6]));
    if (!first.ok) throw new Error(first.error[0]?.message);
    const attack = first.value.result.attack;
    expect(attack?.kind === 'ship' && attack.record.impact?.shield).toBe(3);
    expect(attack?.kind === 'ship' && attack.record.damage?.dice.map((d) => d.faces)).toEqual([[6]]);
    expect(first.value.world.ships[0]?.shieldsChecked).toBe(1);
    expect(shieldsOf(first.value.world, 'kestrel')).toBe(2);
    expect(first.value.events.map((e) => e.text)).toEqual([
      'Red 1 flies 3 (3 MA) from 1113 to 1110, heading N.',
      'Red 1 → Kestrel · fighters 5, 1, 2, 2, 3, 4 · hits on 5+ → 1 hit · impact 4 vs shields 3 → 1 · damage 6: shield',
    ]);

    // Blue 1 holds; then Red 2 joins Red 1 (friendly flights may share a hex) and its impact die of 3 now
    // beats shields 2.
    let next = advanceFighterPhase(first.value.world, first.value.phase, ctx);
    expect(next.prompt?.side).toBe('B');
    const blue = resolveFlightActivation(next.world, next.phase, ctx, { flightId: 'Blue-1', move: STAY, targetId: null }, scriptedDice([]));
    if (!blue.ok) throw new Error(blue.error[0]?.message);
    next = advanceFighterPhase(blue.value.world, blue.value.phase, ctx);
    s = { world: next.world, phase: next.phase, prompt: next.prompt };
    const second = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-2', move: move('4'), targetId: 'kestrel' }, scriptedDice([6, 1, 1, 1, 1, 1, 3, 2]));
    if (!second.ok) throw new Error(second.error[0]?.message);
    const again = second.value.result.attack;
    expect(again?.kind === 'ship' && again.record.impact?.shield).toBe(2);
    expect(again?.kind === 'ship' && again.record.impact?.impacts).toBe(1);
    expect(second.value.world.ships[0]?.hullChecked).toBe(1);
    expect(advanceFighterPhase(second.value.world, second.value.phase, ctx).prompt).toBeNull();
  });

  // Starmada p.23 §5.4 (its example), played through the phase: six fighters against a flight of two.
  it('fighters attacking a flight: three 1s cost two attackers, the 6 kills one target fighter', () => {
    const w = world([], [flight('Red-1', 'A', walk(K, 3, 2), 0), flight('Blue-1', 'B', K, 0, 2)]);
    const s = start(w, [1]);
    const r = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: 'Blue-1' }, scriptedDice([]));
    expect(r.ok).toBe(false); // two hexes away: not adjacent
    const hit = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('1'), targetId: 'Blue-1' }, scriptedDice([1, 1, 1, 3, 3, 6]));
    if (!hit.ok) throw new Error(hit.error[0]?.message);
    expect(hit.value.world.flights.find((f) => f.id === 'Red-1')?.count).toBe(4);
    expect(hit.value.world.flights.find((f) => f.id === 'Blue-1')?.count).toBe(1);
    expect(hit.value.events[1]?.text).toBe('Red 1 → Blue 1 · fighters 1, 1, 1, 3, 3, 6 · hits on 5+ · Blue 1 loses 1, Red 1 loses 2');
  });

  // Starmada p.30 §B.1 (its example): a 1 against anti-fighter batteries costs a fighter.
  it('anti-fighter batteries destroy a lone fighter that rolls a 1, and the flight is removed', () => {
    const w = world([kestrel({ afb: true })], [flight('Red-1', 'A', walk(K, 3, 1), 0, 1)]);
    const s = start(w);
    const r = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: 'kestrel' }, scriptedDice([1]));
    if (!r.ok) throw new Error(r.error[0]?.message);
    expect(r.value.world.flights).toHaveLength(0);
    expect(r.value.events.map((e) => e.type)).toEqual(['fighter-move', 'fighter-attack', 'flight-destroyed']);
  });

  // Starmada p.23 §5.4: "fighters destroyed before their flight is activated will not be able to move or attack".
  it('a flight destroyed before it activates gives up its slot', () => {
    const w = world([], [flight('Red-1', 'A', walk(K, 3, 2), 0), flight('Red-2', 'A', walk(K, 3, 6), 0), flight('Blue-1', 'B', K, 0, 1)]);
    const s = start(w);
    const r = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('1'), targetId: 'Blue-1' }, scriptedDice([6, 2, 2, 2, 2, 2]));
    if (!r.ok) throw new Error(r.error[0]?.message);
    const next = advanceFighterPhase(r.value.world, r.value.phase, ctx);
    expect(r.value.phase.order.join('-')).toBe('A-B-A');
    expect(next.prompt?.side).toBe('A');
    expect(next.prompt?.flights.map((f) => f.id)).toEqual(['Red-2']);
  });
});

describe('validation of an activation', () => {
  const base = (): { w: TestWorld; s: ReturnType<typeof start> } => {
    const w = world([kestrel(), kestrel({ id: 'vigil', name: 'Vigil', side: 'A', at: walk(K, 3, 8) })], [flight('Red-1', 'A', walk(K, 3, 4), 0), flight('Blue-1', 'B', walk(K, 0, 6), 0)]);
    return { w, s: start(w, [2]) };
  };
  const codesOf = (activation: { flightId: string; move: FlightMove; targetId: string | null }, restrictions = {}): string[] => {
    const { s } = base();
    const r = validateFlightActivation(s.world, s.phase, { port, restrictions }, activation, 'ana');
    return r.ok ? [] : r.error.map((e) => e.code);
  };

  // Starmada p.23 §5.4: after moving, a flight may attack an opposing element in an adjacent hex.
  it('accepts a legal move and attack', () => {
    expect(codesOf({ flightId: 'Red-1', move: move('3'), targetId: 'kestrel' })).toEqual([]);
  });

  // Starmada p.22 §5.2: sides alternate; each side activates its own flights.
  it('refuses the other side\'s flight, an unknown flight and someone else\'s flight', () => {
    expect(codesOf({ flightId: 'Blue-1', move: STAY, targetId: null })).toEqual(['ERR_FLIGHT_NOT_YOUR_TURN']);
    expect(codesOf({ flightId: 'nope', move: STAY, targetId: null })).toEqual(['ERR_FLIGHT_UNKNOWN']);
    const { s } = base();
    const r = validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: null }, 'ben');
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_FLIGHT_NOT_YOURS']);
  });

  // Starmada p.23 §5.3: a flight may not end its movement in a hex with an opposing element.
  it('refuses ending in the enemy ship\'s hex, and says which', () => {
    const { s } = base();
    const r = validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('4'), targetId: null });
    expect(r.ok ? '' : r.error[0]?.message).toBe('Red 1 would end in hex 1109 with Kestrel; a flight may not end its move with an enemy (p.23).');
  });

  // Starmada p.23 §5.3: "Fighter flights may move through any occupied hex".
  it('but may pass through it', () => {
    expect(codesOf({ flightId: 'Red-1', move: move('5'), targetId: 'kestrel' })).toEqual([]);
  });

  // Starmada p.23 §5.4: "any opposing element in an adjacent hex" [ruling 49].
  it('refuses a target that is not adjacent, friendly or in the same hex', () => {
    expect(codesOf({ flightId: 'Red-1', move: move('1'), targetId: 'kestrel' })).toEqual(['ERR_FLIGHT_TARGET_NOT_ADJACENT']);
    expect(codesOf({ flightId: 'Red-1', move: move('3'), targetId: 'vigil' })).toEqual(['ERR_FLIGHT_TARGET_FRIENDLY']);
    expect(codesOf({ flightId: 'Red-1', move: move('3'), targetId: 'ghost' })).toEqual(['ERR_FLIGHT_TARGET_UNKNOWN']);
  });

  // Ruling (module header): flights are never floated (D.4 p.45) and keep to the board.
  it('refuses a path off the board', () => {
    const w = world([], [flight('Red-1', 'A', offsetToHex({ col: 0, row: 1 }), 0), flight('Blue-1', 'B', K, 0)]);
    const s = start(w, [1]);
    const r = validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('3'), targetId: null });
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_FLIGHT_OFF_BOARD']);
  });

  // Starmada p.63 §S.9: storm results 2 (no turns) and 6 (no attacks).
  it('a storm can forbid turns and attacks', () => {
    expect(codesOf({ flightId: 'Red-1', move: move('P'), targetId: null }, { noTurns: true })).toEqual(['ERR_FLIGHT_NO_TURNS']);
    expect(codesOf({ flightId: 'Red-1', move: move('3'), targetId: 'kestrel' }, { noAttacks: true })).toEqual(['ERR_FLIGHT_NO_ATTACKS']);
  });

  // Starmada p.31 §B.5: a cloaked ship may not be attacked by enemy starships or fighter flights.
  it('a hidden (cloaked) ship neither blocks nor can be attacked', () => {
    const w = world([kestrel({ hidden: true })], [flight('Red-1', 'A', walk(K, 3, 4), 0)]);
    const s = start(w);
    expect(validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('4'), targetId: null }).ok).toBe(true);
    expect(validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('3'), targetId: 'kestrel' }).ok).toBe(false);
  });

  // Starmada p.23 §5.4: the attack is declared before any dice are rolled, so a refused one rolls none.
  it('nothing is rolled for an illegal activation', () => {
    const { s } = base();
    const dice = scriptedDice([]);
    expect(resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: move('4'), targetId: null }, dice).ok).toBe(false);
    expect(dice.rolls).toHaveLength(0);
  });
});

describe('choices, trapped flights and missed deadlines', () => {
  // Starmada p.23 §5.3: a flight sharing its hex with an enemy starship must move when activated.
  it('a flight in an enemy ship\'s hex must move: staying is not among its choices', () => {
    const w = world([kestrel()], [flight('Red-1', 'A', K, 0)]);
    const choices = flightChoices(w, ctx, 'Red-1');
    expect(choices.mustMove).toBe(true);
    expect(choices.choices.some((c) => c.move.steps.length === 0)).toBe(false);
    expect(choices.choices.length).toBeGreaterThan(0);
    const fallback = missingFlightActivation(w, ctx, { side: 'A', slot: 0, flights: w.flights, seats: ['ana'] }, 'ana');
    expect(fallback?.move.steps.length).toBeGreaterThan(0);
    expect(fallback?.targetId).toBeNull();
  });

  // "… must move when activated to resolve the situation, or else be eliminated from the game."
  it('one that cannot move anywhere legal is eliminated when its turn comes, with no decision asked', () => {
    const tiny: Board = { cols: 1, rows: 1 };
    const at = offsetToHex({ col: 0, row: 0 });
    const w = world([kestrel({ at })], [flight('Red-1', 'A', at, 0)], tiny);
    const begun = beginFighterPhase(w, scriptedDice([]));
    if (!begun) throw new Error('no fighters');
    const next = advanceFighterPhase(begun.world, begun.phase, ctx);
    expect(next.prompt).toBeNull();
    expect(next.world.flights).toHaveLength(0);
    expect(next.events[0]?.text).toBe('Red 1 cannot leave hex 0101, which it shares with the enemy, and is eliminated (p.23).');
  });

  // [ruling 52] by analogy: a missed activation holds and does not attack.
  it('a seat that misses its deadline holds its first flight in place, without attacking', () => {
    const w = world([kestrel()], [flight('Red-1', 'A', walk(K, 3, 1), 0)]);
    const s = start(w);
    if (!s.prompt) throw new Error('no prompt');
    expect(missingFlightActivation(s.world, ctx, s.prompt, 'ana')).toEqual({ flightId: 'Red-1', move: STAY, targetId: null });
    expect(missingFlightActivation(s.world, ctx, s.prompt, 'ben')).toBeNull();
  });

  // Starmada p.23 §5.4: targets are the opposing elements adjacent to where the flight ends.
  it('choices list the targets each end position can attack', () => {
    const w = world([kestrel()], [flight('Red-1', 'A', walk(K, 3, 4), 0)]);
    const choices = flightChoices(w, ctx, 'Red-1').choices;
    const three = choices.find((c) => c.text === '3');
    expect(three?.targets.map((t) => t.id)).toEqual(['kestrel']);
    expect(choices.find((c) => c.text === '0')?.targets).toEqual([]);
  });
});

describe('parseFlightActivation / makeFlightActivation', () => {
  const w = world([kestrel()], [flight('Red-1', 'A', walk(K, 3, 4), 0), flight('Red-10', 'A', walk(K, 3, 5), 0)]);
  const prompt: FighterPrompt = { side: 'A', slot: 0, flights: w.flights, seats: ['ana'] };

  // Notation (Salvo's): "<flight> <move> attack <target>", p.22-23 §5.3-5.4 in words.
  it('reads the flight, its move and its target, longest name first', () => {
    const r = parseFlightActivation(w, prompt, 'red 10 3R attack kestrel');
    expect(r.ok && r.value).toEqual({ flightId: 'Red-10', move: move('3R'), targetId: 'kestrel' });
    const short = parseFlightActivation(w, prompt, 'Red 1 3 > Kestrel');
    expect(short.ok && short.value.flightId).toBe('Red-1');
  });

  // Notation (Salvo's): parse/make pair.
  it('round-trips through makeFlightActivation', () => {
    const activation = { flightId: 'Red-1', move: move('2S1'), targetId: 'kestrel' };
    const text = makeFlightActivation(w, activation);
    expect(text).toBe('Red 1 2S1 attack Kestrel');
    const r = parseFlightActivation(w, prompt, text);
    expect(r.ok && r.value).toEqual(activation);
  });

  // Starmada p.22 §5.2: the side chooses which flight activates, so the text must name it.
  it('asks for the flight when several could activate, and names unknown targets', () => {
    const noName = parseFlightActivation(w, prompt, '3');
    expect(noName.ok ? '' : noName.error[0]?.message).toBe('Start with the flight to activate: one of Red 1, Red 10.');
    const bad = parseFlightActivation(w, prompt, 'Red 1 3 attack Nobody');
    expect(bad.ok ? '' : bad.error[0]?.code).toBe('ERR_FLIGHT_TARGET_UNKNOWN');
  });

  // Parser robustness: no input may crash a parser.
  it('property: no text makes it throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^(red 1|red 10|x|>|attack|kestrel|[0-9PSLR ]){0,12}$/)), (text) => {
        const r = parseFlightActivation(w, prompt, text);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});

describe('a whole phase with seeded dice', () => {
  // The Fighter Phase runs on the game state itself (state.ts).
  it('StarmadaState can be used as the Fighter Phase world', () => {
    expectTypeOf<StarmadaState>().toExtend<FighterWorld>();
  });

  // Starmada p.22 §5.2: "Each flight may only be activated once per Fighter Phase"; every die is shown.
  it('every flight activates at most once, the phase ends, and every die rolled is in the results', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const dice = seededDice(rngStateFromSeed(seed));
      const w = world(
        [kestrel(), kestrel({ id: 'vigil', name: 'Vigil', side: 'A', at: walk(K, 3, 9), afb: true })],
        [
          flight('Red-1', 'A', walk(K, 3, 4), 0),
          flight('Red-2', 'A', walk(K, 3, 5), 0),
          flight('Red-3', 'A', walk(K, 3, 6), 0),
          flight('Blue-1', 'B', walk(K, 0, 2), 3),
          flight('Blue-2', 'B', walk(K, 0, 3), 3),
        ],
      );
      const begun = beginFighterPhase(w, dice);
      if (!begun) throw new Error('no fighters');
      let state = { world: begun.world, phase: begun.phase };
      let shown = begun.order.tieRoll === undefined ? 0 : 1;
      const activated: string[] = [];
      for (let guard = 0; guard < 20; guard++) {
        const next = advanceFighterPhase(state.world, state.phase, ctx);
        if (!next.prompt) break;
        const pick = next.prompt.flights[0] as FlightState;
        const choice = flightChoices(next.world, ctx, pick.id).choices.find((c) => c.targets.length > 0);
        const activation = choice
          ? { flightId: pick.id, move: choice.move, targetId: choice.targets[0]?.id ?? null }
          : { flightId: pick.id, move: STAY, targetId: null };
        const r = resolveFlightActivation(next.world, next.phase, ctx, activation, dice);
        if (!r.ok) throw new Error(r.error[0]?.message);
        activated.push(pick.id);
        const attack = r.value.result.attack;
        if (attack?.kind === 'ship') {
          const { record } = attack;
          shown += record.dice.length;
          shown += (record.impact?.dice ?? []).reduce((n, d) => n + d.faces.length, 0);
          shown += (record.damage?.dice ?? []).reduce((n, d) => n + d.faces.length, 0);
        }
        if (attack?.kind === 'flight') shown += attack.record.dice.length;
        state = { world: r.value.world, phase: r.value.phase };
      }
      expect(new Set(activated).size).toBe(activated.length);
      expect(advanceFighterPhase(state.world, state.phase, ctx).prompt).toBeNull();
      expect(dice.rolls).toHaveLength(shown);
    }
  });
});
