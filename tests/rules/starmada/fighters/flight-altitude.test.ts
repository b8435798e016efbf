// G.6 Three-Dimensional Play for fighter flights (Starmada p.57): "Fighter flights may change altitude by one level for
// each hex moved; each level changed counts as having moved an additional hex"; "Two elements are considered
// 'adjacent' only if they are in adjacent hexes on the game board and are at the same altitude." Ruling 221.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex, hexNeighbor, ORIGIN, type Direction } from '../../../../src/rules/core/hex.ts';
import {
  executeFlightMove,
  flightMoveCost,
  makeFlightMove,
  parseFlightMove,
  positionKey,
  reachableFlightEnds,
  validateFlightMove,
  type FlightMove,
} from '../../../../src/rules/starmada/fighters/flight-move.ts';
import { flightChoices, makeFlightActivation } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { guide } from '../../../../src/rules/starmada/assist/guide.ts';
import { fighterContext } from '../../../../src/rules/starmada/sequence/fighters.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, expectErr, expectOk, messagesOf, newGame, placed, resolveTyped, shipOf, texts, withShip } from '../integration/fixtures.ts';

const parse = (text: string): FlightMove => {
  const r = parseFlightMove(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};
const problems = (text: string, altitude = 3, threeD = true): string[] => {
  const checked = validateFlightMove(parse(text), { threeD, altitude });
  return checked.ok ? [] : checked.error.map((e) => e.code);
};
const north = { at: ORIGIN, heading: 0 as Direction, altitude: 3 };

describe('the notation and the cost of a climb or dive (p.57)', () => {
  it('reads ↑ and ↓, and ^ and v as in ship orders; the echo writes arrows and reads back the same move', () => {
    expect(parse('2^1v').steps).toEqual([
      { kind: 'forward', hexes: 2 },
      { kind: 'altitude', change: 1 },
      { kind: 'forward', hexes: 1 },
      { kind: 'altitude', change: -1 },
    ]);
    expect(makeFlightMove(parse('5 v v v'))).toBe('5↓↓↓');
    expect(parse(makeFlightMove(parse('2s^1v')))).toEqual(parse('2s^1v'));
  });

  it('"a flight that moves five hexes while descending three levels … is considered to have moved a total of eight hexes"', () => {
    expect(flightMoveCost(parse('5↓↓↓')).ma).toBe(8);
    expect(problems('5↓↓↓')).toEqual([]);
    expect(executeFlightMove(north, parse('5↓↓↓'))).toMatchObject({ at: hex(0, -5), altitude: 0 });
    // One more hex or level is over the flight's 8 MA (p.22).
    expect(problems('6↓↓↓')).toEqual(['ERR_FLIGHT_MA']);
  });

  it('a level costs what a hex costs with the turns declared: 2 MA each with two turns (p.22)', () => {
    expect(flightMoveCost(parse('2S1S↑')).ma).toBe(8);
    expect(problems('2S1S↑')).toEqual([]);
  });

  it('one level for each hex moved at most; altitude stays within 0–6; only in three-dimensional play', () => {
    expect(problems('1↑↑')).toEqual(['ERR_FLIGHT_ALTITUDE_HEXES']);
    expect(problems('↑')).toEqual(['ERR_FLIGHT_ALTITUDE_HEXES']);
    expect(problems('R↑↑')).toEqual(['ERR_FLIGHT_ALTITUDE_HEXES']);
    expect(problems('1↑', 6)).toEqual(['ERR_FLIGHT_ALTITUDE_RANGE']);
    expect(problems('1↓', 0)).toEqual(['ERR_FLIGHT_ALTITUDE_RANGE']);
    expect(problems('1↑', 3, false)).toEqual(['ERR_FLIGHT_ALTITUDE_OFF']);
  });
});

describe('where a flight can reach in three dimensions', () => {
  const ends = reachableFlightEnds(north, { threeD: true });
  const byKey = new Map(ends.map((e) => [positionKey(e), e]));

  it('five hexes ahead at altitude 0 costs 8 MA, six hexes ahead at altitude 0 is out of reach, and holding keeps the altitude', () => {
    expect(makeFlightMove(byKey.get(positionKey({ at: hex(0, -5), heading: 0, altitude: 0 }))?.move ?? { steps: [] })).toBe('5↓↓↓');
    expect(byKey.has(positionKey({ at: hex(0, -6), heading: 0, altitude: 0 }))).toBe(false);
    expect(byKey.get(positionKey(north))?.ma).toBe(0);
    expect(byKey.has(positionKey({ ...north, altitude: 4 }))).toBe(false);
  });

  it('property: every legal move with climbs and dives ends somewhere listed, at no less cost', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', 'P', 'S', 'L', 'R', '↑', '↓'), { maxLength: 8 }), (parts) => {
        const move = parse(parts.join(' ') || '0');
        if (!validateFlightMove(move, { threeD: true, altitude: 3 }).ok) return;
        const listed = byKey.get(positionKey(executeFlightMove(north, move)));
        expect(listed).toBeDefined();
        expect(listed?.ma ?? Infinity).toBeLessThanOrEqual(flightMoveCost(move).ma);
      }),
    );
  });

  it('every end offered is a legal move that really ends there', () => {
    for (const e of ends) {
      expect(validateFlightMove(e.move, { threeD: true, altitude: 3 }).ok).toBe(true);
      expect(positionKey(executeFlightMove(north, e.move))).toBe(positionKey(e));
    }
  });
});

/** Nest (A) at 1010 with its flight one hex ahead (1009, heading N); Vigil (B) at 1006, at altitude 4. */
function fighterSlot(threeD: boolean): StarmadaState {
  const start = placed(deploy(newGame({ options: { carriers: true, threeD }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 6, 3] });
  const moved = resolveTyped(start, { ana: 'Nest: 0', ben: 'Vigil: 0' }).state;
  const high = withShip(moved, 'vigil', (s) => ({ ...s, altitude: 4 }));
  const nest = shipOf(high, 'nest');
  return { ...high, flights: high.flights.map((f) => ({ ...f, at: hexNeighbor(nest.at, 0), heading: 0 })) };
}

describe('flights climbing to attack in play (G.6 p.57)', () => {
  it('"Nest F1 2↑ attack Vigil" climbs to altitude 4 next to Vigil and attacks it; the echo reads back', () => {
    const slot = fighterSlot(true);
    const typed = expectOk(starmada.parse(slot, 'ana', 'Nest F1 2^ attack Vigil'));
    expect(typed.kind === 'flight' && typed.activation ? makeFlightActivation(slot, typed.activation) : '').toBe('Nest F1 2↑ attack Vigil');
    expect(starmada.parse(slot, 'ana', 'Nest F1 2↑ attack Vigil')).toEqual({ ok: true, value: typed });
    expect(starmada.assist.echo(slot, 'ana', typed)).toEqual(['Nest F1 2↑ attack Vigil — altitude 3 → 4']);
    // Six fighters roll 1s: no hits (5–6 hit, p.23).
    const done = resolveTyped(slot, { ana: 'Nest F1 2↑ attack Vigil' }, [1, 1, 1, 1, 1, 1]);
    expect(texts(done.events)).toContain('Nest F1 flies 2↑ (3 MA) from 1009 to 1007, heading N, altitude 3 to 4.');
    expect(done.state.flights[0]).toMatchObject({ altitude: 4 });
    expect(done.events.some((e) => e.type === 'fighter-attack')).toBe(true);
  });

  it('at another altitude the hex next door is not adjacent: the attack is refused with both altitudes', () => {
    const slot = fighterSlot(true);
    const refused = expectErr(starmada.parse(slot, 'ana', 'Nest F1 2 attack Vigil'));
    expect(messagesOf(refused)).toEqual(['Vigil is at altitude 4 and Nest F1 ends at 3; in three dimensions a flight attacks only an element at its own altitude (G.6 p.57).']);
  });

  it('the choices offered climb: the cheapest move that can attack Vigil ends at altitude 4', () => {
    const slot = fighterSlot(true);
    const { choices } = flightChoices(slot, fighterContext, 'nest/F1');
    const attack = choices.find((c) => c.targets.some((t) => t.id === 'vigil'));
    expect(attack).toMatchObject({ altitude: 4, text: '2↑', ma: 3 });
  });

  it('the fighter panel shows each flight\'s altitude and how to climb and dive', () => {
    const panel = guide(fighterSlot(true), 'ana', null);
    expect(panel.units[0]?.line).toBe('hex 1009 · heading N · altitude 3 · 6 fighters');
    expect(panel.help).toContain('"Nest F1 4↑↑" climbs two levels (↓ or v dives, ^ climbs): each level costs as one more hex, at most one a hex moved, and a flight attacks only at its own altitude (G.6 p.57).');
    expect(guide(fighterSlot(false), 'ana', null).help).not.toContain('climbs');
  });

  it('without three-dimensional play a climb is refused, saying why', () => {
    const slot = fighterSlot(false);
    const refused = expectErr(starmada.parse(slot, 'ana', 'Nest F1 2↑'));
    expect(messagesOf(refused)).toEqual(['Three-dimensional play (G.6) is not in play in this game, so flights keep their altitude; leave out ↑ and ↓ from 2↑.']);
  });
});
