// Starmada p.53 §F.6 Long Range Fighters: flights bought without a carrier (CR and VP 60), their hyperspace roll
// (5–6 jumps), the failed flight's straight move, and the 50% VPs a jump pays (as B.10).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { offsetToHex, type Board } from '../../../../src/rules/core/offset.ts';
import { beginFighterPhase, resolveFlightActivation, validateFlightActivation, type FighterContext, type FighterWorld } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { makeFlightActivation, parseFlightActivation } from '../../../../src/rules/starmada/notation/flight-activation.ts';
import { parseFlightMove, type FlightMove } from '../../../../src/rules/starmada/notation/flight-move.ts';
import { isLongRangeClass, longRangeFlight, longRangeVictoryShips, LRF_COMBAT_RATING, markJumped } from '../../../../src/rules/starmada/fighters/long-range.ts';
import { EMPTY_LEDGER, updateVictoryPoints, victoryRulesFor } from '../../../../src/rules/starmada/setup/victory.ts';
import type { FlightState, LongRangeRecord } from '../../../../src/rules/starmada/state.ts';

const BOARD: Board = { cols: 32, rows: 18 };
const AT = offsetToHex({ col: 10, row: 8 });
const move = (text: string): FlightMove => {
  const r = parseFlightMove(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

interface World extends FighterWorld {
  readonly longRangeFlights: LongRangeRecord[];
}
const ctx: FighterContext<World> = {
  port: {
    fighterTarget: () => ({ kind: 'ship', name: 'none', shield: 0, hasShieldTrack: true }),
    applyImmediateDamage: (w) => w,
    jumped: (w, id) => ({ ...w, longRangeFlights: markJumped(w.longRangeFlights, id) }),
  },
};

const wolf: FlightState = { ...longRangeFlight('lrf-wolf', 'Wolf', 'A', 'ana'), at: AT, heading: 0 };
const world = (flights: FlightState[] = [wolf], longRange = true): World => ({
  board: BOARD,
  ships: [],
  flights,
  options: { longRangeFighters: longRange },
  longRangeFlights: [{ id: 'lrf-wolf', name: 'Wolf', side: 'A' }],
});
/** The Fighter Phase opened with Wolf the only flight (no die: one side has flights). */
const opened = (w: World) => {
  const begun = beginFighterPhase(w, scriptedDice([]));
  if (!begun) throw new Error('no phase');
  return begun;
};

describe('buying a long range flight (F.6 p.53)', () => {
  test('a fleet lists it as LRF; it is a flight of six with no carrier, CR 60', () => {
    for (const name of ['LRF', 'lrf', 'Long range fighters', 'long-range flight']) expect(isLongRangeClass(name)).toBe(true);
    expect(isLongRangeClass('Majestic')).toBe(false);
    expect(LRF_COMBAT_RATING).toBe(60);
    expect(wolf).toMatchObject({ count: 6, carrierId: '', longRange: true });
    // F.4: an LRF may be a variant.
    expect(longRangeFlight('lrf-b', 'Bee', 'A', 'ana', 'heavy')).toMatchObject({ count: 4, variant: 'heavy' });
  });
});

describe('the hyperspace roll (F.6 p.53)', () => {
  test('a 5 removes the flight into hyperspace; its move and attack are void', () => {
    const w = opened(world());
    const done = resolveFlightActivation(w.world, w.phase, ctx, { flightId: 'lrf-wolf', move: move('3'), targetId: null, jump: true }, scriptedDice([5]));
    if (!done.ok) throw new Error(done.error[0]?.message);
    expect(done.value.world.flights).toEqual([]);
    expect(done.value.world.longRangeFlights).toEqual([{ id: 'lrf-wolf', name: 'Wolf', side: 'A', hyperspace: true }]);
    expect(done.value.events.map((e) => e.text)).toEqual(['Wolf tries to jump to hyperspace (F.6): die 5 vs 5+, it jumps and leaves the battle.']);
  });

  test('a 4 fails: the flight flies its straight move', () => {
    const w = opened(world());
    const done = resolveFlightActivation(w.world, w.phase, ctx, { flightId: 'lrf-wolf', move: move('3'), targetId: null, jump: true }, scriptedDice([4]));
    if (!done.ok) throw new Error(done.error[0]?.message);
    expect(done.value.events[0]?.text).toBe('Wolf tries to jump to hyperspace (F.6): die 4 vs 5+, it fails and flies on without turning.');
    expect(done.value.world.flights[0]?.at).toEqual(done.value.result.at);
    expect(done.value.result.trail).toHaveLength(4);
    expect(done.value.world.longRangeFlights[0]?.hyperspace).toBeUndefined();
  });

  test('a failing flight may not turn, sideslip or change altitude, so the jump must come with a straight move', () => {
    const w = opened(world());
    for (const text of ['2S1', 'L2']) {
      const checked = validateFlightActivation(w.world, w.phase, ctx, { flightId: 'lrf-wolf', move: move(text), targetId: null, jump: true });
      expect(checked.ok ? [] : checked.error.map((e) => e.code)).toEqual(['ERR_FLIGHT_JUMP']);
    }
  });

  test('only long range flights jump, and only with the option', () => {
    const carried: FlightState = { ...wolf, id: 'red-1', name: 'Red 1', carrierId: 'dominion', longRange: undefined };
    const w = opened(world([carried]));
    const checked = validateFlightActivation(w.world, w.phase, ctx, { flightId: 'red-1', move: move('0'), targetId: null, jump: true });
    expect(checked.ok ? '' : checked.error[0]?.message).toBe('Red 1 is not a long range flight; only those carry hyperdrives (F.6 p.53).');
    const off = opened(world([wolf], false));
    const refused = validateFlightActivation(off.world, off.phase, ctx, { flightId: 'lrf-wolf', move: move('0'), targetId: null, jump: true });
    expect(refused.ok ? '' : refused.error[0]?.message).toBe('Long range fighters (F.6) are not in play in this game; leave out "jump".');
  });

  test('"jump" is written before the move, and the echo reads back to the same activation', () => {
    const w = opened(world());
    const prompt = { side: 'A' as const, slot: 0, flights: [wolf], seats: ['ana'] };
    const read = parseFlightActivation(w.world, prompt, 'wolf JUMP 3');
    expect(read).toEqual({ ok: true, value: { flightId: 'lrf-wolf', move: move('3'), targetId: null, jump: true } });
    if (!read.ok) return;
    const echo = makeFlightActivation(w.world, read.value);
    expect(echo).toBe('Wolf jump 3');
    expect(parseFlightActivation(w.world, prompt, echo)).toEqual(read);
    expect(parseFlightActivation(w.world, prompt, 'Wolf jump')).toEqual({ ok: true, value: { flightId: 'lrf-wolf', move: { steps: [] }, targetId: null, jump: true } });
  });
});

describe('victory points for long range flights (F.6 p.53, B.10 p.33)', () => {
  const rules = victoryRulesFor({ victory: 'normal' }, BOARD);
  test('in hyperspace it pays half its 60; destroyed, all of it; on the board, nothing', () => {
    const records: LongRangeRecord[] = [
      { id: 'a', name: 'Wolf', side: 'A', hyperspace: true },
      { id: 'b', name: 'Bee', side: 'A' },
      { id: 'c', name: 'Cat', side: 'A' },
    ];
    const ships = longRangeVictoryShips({ longRangeFlights: records, flights: [{ ...wolf, id: 'c', name: 'Cat' }] });
    expect(ships.map((s) => s.status)).toEqual(['hyperspace', 'destroyed', 'active']);
    const { ledger, awards } = updateVictoryPoints(EMPTY_LEDGER, ships, rules);
    expect(awards.map((a) => a.text)).toEqual(['Wolf jumped to hyperspace: side B +30 VP', 'Bee destroyed: side B +60 VP']);
    expect(ledger.scores).toEqual({ A: 0, B: 90 });
  });

  test('with E.4 partial VPs a jump still pays 50%', () => {
    const ships = longRangeVictoryShips({ longRangeFlights: [{ id: 'a', name: 'Wolf', side: 'A', hyperspace: true }], flights: [] });
    expect(updateVictoryPoints(EMPTY_LEDGER, ships, victoryRulesFor({ victory: 'normal' }, BOARD, true)).ledger.scores.B).toBe(30);
  });
});
