import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex, hexDistance, hexEquals, ORIGIN, type Direction } from '../../../../src/rules/core/hex.ts';
import { makeFlightMove, normaliseFlightMove, parseFlightMove, type FlightMove, type FlightStep } from '../../../../src/rules/starmada/notation/flight-move.ts';
import {
  executeFlightMove,
  flightMoveCost,
  positionKey,
  reachableFlightEnds,
  validateFlightMove,
} from '../../../../src/rules/starmada/fighters/flight-move.ts';

const parse = (text: string): FlightMove => {
  const r = parseFlightMove(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};
const codes = (text: string): string[] => {
  const parsed = parseFlightMove(text);
  if (!parsed.ok) return parsed.error.map((e) => e.code);
  const checked = validateFlightMove(parsed.value);
  return checked.ok ? [] : checked.error.map((e) => e.code);
};
const north = { at: ORIGIN, heading: 0 as Direction };

describe('parseFlightMove / makeFlightMove', () => {
  // Starmada p.22-23 §5.3 in ship notation (p.15 §3.1, p.17 §3.4): numbers, P/S turns, L/R slips.
  it('reads forward hexes, turns and slips, ignoring case and spaces between steps', () => {
    expect(parse('2s 1 s3').steps).toEqual([
      { kind: 'forward', hexes: 2 },
      { kind: 'turn', dir: 'S' },
      { kind: 'forward', hexes: 1 },
      { kind: 'turn', dir: 'S' },
      { kind: 'forward', hexes: 3 },
    ]);
    expect(makeFlightMove(parse('2s 1 s3'))).toBe('2S1S3');
    expect(makeFlightMove(parse('3 L2'))).toBe('3L2');
  });

  // Starmada p.22 §5.3: a flight is not required to use its MA.
  it('"0" and "-" keep the flight where it is; separate numbers merge', () => {
    expect(parse('0').steps).toEqual([]);
    expect(parse('-').steps).toEqual([]);
    expect(makeFlightMove(parse('0'))).toBe('0');
    expect(makeFlightMove(parse('2 3'))).toBe('5');
  });

  // Starmada p.22 §5.3: no pivots; turns are one hexside each (no U code for flights).
  it('refuses pivots, u-turns, prefixes, speeds and stray characters with a sentence saying what to write', () => {
    expect(codes('2S +1')).toEqual(['ERR_FLIGHT_PIVOT']);
    expect(codes('2U')).toEqual(['ERR_FLIGHT_UTURN']);
    expect(codes('Z/2S1')).toEqual(['ERR_FLIGHT_PREFIX']);
    expect(codes('2S1(3)')).toEqual(['ERR_FLIGHT_SPEED']);
    expect(codes('2Q')).toEqual(['ERR_FLIGHT_MOVE_CHAR']);
    expect(codes('')).toEqual(['ERR_FLIGHT_MOVE_EMPTY']);
    expect(codes('123')).toEqual(['ERR_FLIGHT_MOVE_DISTANCE']);
    const u = parseFlightMove('2U');
    expect(u.ok ? '' : u.error[0]?.message).toMatch(/PPP or SSS/);
  });

  // Parser robustness: no input may crash a parser.
  it('property: no string makes the parser throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9PSLRUZ/+()\- ]{0,50}$/)), (text) => {
        const r = parseFlightMove(text);
        expect(typeof r.ok).toBe('boolean');
        if (r.ok) validateFlightMove(r.value);
      }),
    );
  });

  const stepArb: fc.Arbitrary<FlightStep> = fc.oneof(
    fc.integer({ min: 1, max: 8 }).map((hexes) => ({ kind: 'forward' as const, hexes })),
    fc.constantFrom<FlightStep>({ kind: 'turn', dir: 'P' }, { kind: 'turn', dir: 'S' }, { kind: 'slip', dir: 'L' }, { kind: 'slip', dir: 'R' }),
  );

  // Notation (Salvo's): parse/make pair round-trips.
  it('property: parse(make(move)) gives the move back', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 8 }), (steps) => {
        const move = normaliseFlightMove(steps);
        const again = parseFlightMove(makeFlightMove(move));
        expect(again.ok && again.value).toEqual(move);
      }),
    );
  });
});

describe('validateFlightMove (Starmada p.22 §5.3)', () => {
  // MA 8; 0–1 turns: 1 MA a hex; 2 turns: 2 MA; 3 turns: 3 MA; slips double.
  it('charges 1, 2 or 3 MA a hex by the number of turns, slips at double cost', () => {
    expect(flightMoveCost(parse('8')).ma).toBe(8);
    expect(flightMoveCost(parse('4P4')).ma).toBe(8);
    expect(flightMoveCost(parse('PP2')).ma).toBe(4);
    expect(flightMoveCost(parse('P2P')).perHex).toBe(2);
    expect(flightMoveCost(parse('SSS2')).ma).toBe(6);
    expect(flightMoveCost(parse('3L2')).ma).toBe(7);
    expect(flightMoveCost(parse('PPL')).ma).toBe(4);
    expect(codes('8')).toEqual([]);
    expect(codes('4P4')).toEqual([]);
    expect(codes('LLLL')).toEqual([]);
  });

  // Starmada p.22 §5.3: flights have an MA of 8.
  it('refuses a move that costs more than 8 MA, saying what it costs', () => {
    expect(codes('9')).toEqual(['ERR_FLIGHT_MA']);
    expect(codes('LLLLL')).toEqual(['ERR_FLIGHT_MA']);
    const r = validateFlightMove(parse('2S1S3'));
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error[0]?.message).toBe('2S1S3 costs 12 MA (6 hexes forward, 2 MA a hex with two turns); a flight has 8.');
  });

  // Starmada p.23 §5.3: "flights may only turn (and sideslip) in one direction per activation".
  it('turns and slips go one way, slips toward the turn side; at most three turns', () => {
    expect(codes('2P1S')).toEqual(['ERR_FLIGHT_TURNS_MIXED']);
    expect(codes('1L1R')).toEqual(['ERR_FLIGHT_SLIPS_MIXED']);
    expect(codes('S1L')).toEqual(['ERR_FLIGHT_SLIP_AGAINST_TURN']);
    expect(codes('P1L')).toEqual([]);
    expect(codes('PPPP')).toEqual(['ERR_FLIGHT_TOO_MANY_TURNS']);
    const mixed = validateFlightMove(parse('2P1S'));
    expect(mixed.ok ? '' : mixed.error[0]?.suggestion).toBe('2P1P');
  });

  // Starmada p.23 §5.3: "no requirement that a flight move forward between turns and/or sideslips".
  it('turns and slips need no forward move between them', () => {
    expect(codes('SSS')).toEqual([]);
    expect(codes('RR')).toEqual([]);
  });

  // Starmada p.63 §S.9 result 2: no fighter flight may turn.
  it('a storm forbidding turns refuses any turn, not slips', () => {
    expect(validateFlightMove(parse('2S2'), { noTurns: true }).ok).toBe(false);
    expect(validateFlightMove(parse('2R2'), { noTurns: true }).ok).toBe(true);
  });
});

describe('executeFlightMove', () => {
  // Directions clockwise from north (core/hex.ts); a slip enters the forward-left/right hex, heading unchanged (ruling 14).
  it('flies forward along the heading and turns one hexside per P or S', () => {
    const r = executeFlightMove(north, parse('2S3'));
    expect(r.at).toEqual(hex(3, -5));
    expect(r.heading).toBe(1);
    expect(r.trail).toEqual([hex(0, 0), hex(0, -1), hex(0, -2), hex(1, -3), hex(2, -4), hex(3, -5)]);
  });

  // Starmada p.17 §3.4 / ruling 14: a slip moves forward-left, heading unchanged.
  it('a left slip enters the north-west hex when heading north, and keeps the heading', () => {
    const r = executeFlightMove(north, parse('3L2'));
    expect(r.trail[4]).toEqual(hex(-1, -3));
    expect(r.at).toEqual(hex(-1, -5));
    expect(r.heading).toBe(0);
  });

  // Starmada p.22 §5.3: up to three one-hexside turns [ruling 46].
  it('three turns reverse the flight', () => {
    const r = executeFlightMove(north, parse('SSS2'));
    expect(r.at).toEqual(hex(0, 2));
    expect(r.heading).toBe(3);
  });

  // Starmada p.22-23 §5.3: each forward hex and each slip enters one adjacent hex.
  it('property: the trail has one hex per forward hex and slip, each next to the one before', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', 'P', 'S', 'L', 'R'), { maxLength: 10 }), fc.integer({ min: 0, max: 5 }), (parts, h) => {
        const move = parse(parts.join(' ') || '0');
        const cost = flightMoveCost(move);
        const r = executeFlightMove({ at: ORIGIN, heading: h as Direction }, move);
        expect(r.trail).toHaveLength(cost.forwardHexes + cost.slips + 1);
        r.trail.slice(1).forEach((x, i) => expect(hexDistance(x, r.trail[i] ?? x)).toBe(1));
      }),
    );
  });
});

describe('reachableFlightEnds', () => {
  const ends = reachableFlightEnds(north);
  const byKey = new Map(ends.map((e) => [positionKey(e), e]));

  // Starmada p.22-23 §5.3: MA 8; turns cost nothing and need no forward move.
  it('includes staying put, eight hexes straight ahead, and turning in place', () => {
    expect(byKey.get(positionKey(north))?.ma).toBe(0);
    expect(makeFlightMove(byKey.get(positionKey({ at: hex(0, -8), heading: 0 }))?.move ?? { steps: [] })).toBe('8');
    expect(byKey.has(positionKey({ at: ORIGIN, heading: 3 }))).toBe(true);
    expect(byKey.has(positionKey({ at: hex(0, -9), heading: 0 }))).toBe(false);
  });

  // Starmada p.22 §5.3: the choices offered are legal moves.
  it('gives every end its cheapest legal move, which really ends there', () => {
    for (const e of ends) {
      expect(validateFlightMove(e.move).ok).toBe(true);
      const done = executeFlightMove(north, e.move);
      expect(hexEquals(done.at, e.at) && done.heading === e.heading).toBe(true);
      expect(flightMoveCost(e.move).ma).toBe(e.ma);
    }
  });

  // Starmada p.22-23 §5.3: every legal move is offered.
  it('property: every legal move ends somewhere listed, at no less cost', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', 'P', 'S', 'L', 'R'), { maxLength: 8 }), (parts) => {
        const move = parse(parts.join(' ') || '0');
        if (!validateFlightMove(move).ok) return;
        const done = executeFlightMove(north, move);
        const listed = byKey.get(positionKey(done));
        expect(listed).toBeDefined();
        expect(listed?.ma ?? Infinity).toBeLessThanOrEqual(flightMoveCost(move).ma);
      }),
    );
  });

  // Starmada p.23 §5.3: a flight may not end with an opposing element; ruling: it keeps to the board.
  it('prunes hexes the flight may not enter and ends it may not take', () => {
    const blocked = reachableFlightEnds(north, {}, { canEnter: (h) => h.q === 0, canEnd: (h) => !hexEquals(h, hex(0, -2)) });
    expect(blocked.every((e) => e.at.q === 0)).toBe(true);
    expect(blocked.some((e) => hexEquals(e.at, hex(0, -2)))).toBe(false);
    expect(blocked.some((e) => hexEquals(e.at, hex(0, -3)))).toBe(true);
  });

  // Starmada p.63 §S.9 result 2: no turns.
  it('with no turns allowed, only straight moves and slips', () => {
    const straight = reachableFlightEnds(north, { noTurns: true });
    expect(straight.every((e) => e.heading === 0)).toBe(true);
  });
});
