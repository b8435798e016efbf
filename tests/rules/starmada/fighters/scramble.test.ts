import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexDistance, hexNeighbor, type Hex } from '../../../../src/rules/core/hex.ts';
import { offsetToHex, type Board } from '../../../../src/rules/core/offset.ts';
import { formatSequence } from '../../../../src/rules/starmada/fighters/activation-order.ts';
import {
  applyScramble,
  carrierRating,
  defaultScramble,
  fleetFlights,
  flightsForCarrier,
  scrambleOrder,
  validateFlightPlacement,
  validateScramble,
  type CarrierShip,
  type ScrambleBoard,
} from '../../../../src/rules/starmada/fighters/scramble.ts';

const BOARD: Board = { cols: 32, rows: 18 };
const C = offsetToHex({ col: 3, row: 8 });
const carrier = (over: Partial<CarrierShip> = {}): CarrierShip => ({
  id: 'ark',
  name: 'Ark',
  side: 'A',
  seat: 'ana',
  at: C,
  heading: 1,
  carrierRating: 4,
  ...over,
});
const walk = (from: Hex, dir: number, n: number): Hex => {
  let at = from;
  for (let i = 0; i < n; i++) at = hexNeighbor(at, dir);
  return at;
};
const scrambleBoard = (placed: ScrambleBoard['placed'] = [], extraShips: ScrambleBoard['ships'] = []): ScrambleBoard => ({
  board: BOARD,
  ships: [{ id: 'ark', name: 'Ark', side: 'A', at: C, heading: 1 }, ...extraShips],
  placed,
});

describe('how many flights a fleet fields (p.22 §5.1, B.4)', () => {
  // Starmada p.31 §B.4 and p.22 §5.1: the Carrier trait carries a rating.
  it('reads the Carrier number off a sheet\'s traits', () => {
    expect(carrierRating([{ system: 'Anti-Fighter Batteries' }, { system: 'Carrier', value: 6 }])).toBe(6);
    expect(carrierRating([{ system: 'Ionized Hull' }])).toBe(0);
    expect(carrierRating(undefined)).toBe(0);
  });

  // Starmada p.22 §5.1 (its example): carriers with a total rating of 10 field up to ten flights.
  it('carriers rated 6 and 4 field ten flights of six fighters', () => {
    const flights = fleetFlights([carrier({ carrierRating: 6 }), carrier({ id: 'bay', name: 'Bay', carrierRating: 4 })]);
    expect(flights).toHaveLength(10);
    expect(flights.every((f) => f.count === 6)).toBe(true);
    expect(flights.map((f) => f.name).slice(0, 2)).toEqual(['Ark F1', 'Ark F2']);
    expect(flights[9]?.id).toBe('bay/F4');
  });

  // Starmada p.22 §5.1: "it could field up to ten flights".
  it('may field fewer, never more', () => {
    expect(flightsForCarrier(carrier(), 2)).toHaveLength(2);
    expect(() => flightsForCarrier(carrier(), 5)).toThrow(/up to 4/);
  });
});

describe('placing flights (p.12 §2.3)', () => {
  // Starmada p.12 §2.3: the side with more flights places first, then one flight at a time alternately.
  it('the side with more flights places first, alternating one at a time', () => {
    expect(formatSequence(scrambleOrder(2, 5, 'A').sequence)).toBe('B-A-B-A-B-B-B');
    const tie = scrambleOrder(1, 1, scriptedDice([2]));
    expect(formatSequence(tie.sequence)).toBe('A-B');
    expect(tie.tieRoll).toBe(2);
  });

  const [f1, f2, f3, f4] = flightsForCarrier(carrier());
  if (!f1 || !f2 || !f3 || !f4) throw new Error('flights');

  // Starmada p.12 §2.3: within two hexes of its carrier; no more than three flights in one hex.
  it('accepts a hex within two of the carrier and refuses one three away', () => {
    expect(validateFlightPlacement(scrambleBoard(), f1, { unitId: f1.id, at: walk(C, 0, 2), facing: 0 }).ok).toBe(true);
    const far = validateFlightPlacement(scrambleBoard(), f1, { unitId: f1.id, at: walk(C, 0, 3), facing: 0 });
    expect(far.ok ? '' : far.error[0]?.message).toBe('Hex 0406 is 3 hexes from Ark; place its flights within 2 hexes (p.22).');
  });

  // Starmada p.12 §2.3: "No more than three flights may be placed in a single hex."
  it('refuses a fourth flight in one hex', () => {
    const placed = [f1, f2, f3].map((f) => ({ id: f.id, side: f.side, at: C }));
    const r = validateFlightPlacement(scrambleBoard(placed), f4, { unitId: f4.id, at: C, facing: 0 });
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_SCRAMBLE_STACK']);
  });

  // Ruling from p.23 §5.3 (no ending with an opposing element); the board edge bounds placement.
  it('refuses a hex holding an enemy, and a hex off the board', () => {
    const enemy = { id: 'kes', name: 'Kestrel', side: 'B' as const, at: walk(C, 1, 1), heading: 4 as const };
    const r = validateFlightPlacement(scrambleBoard([], [enemy]), f1, { unitId: f1.id, at: enemy.at, facing: 0 });
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_SCRAMBLE_ENEMY_HEX']);
    const edge = offsetToHex({ col: 0, row: 0 });
    const off = validateFlightPlacement({ ...scrambleBoard(), ships: [{ id: 'ark', name: 'Ark', side: 'A', at: edge, heading: 0 }] }, f1, {
      unitId: f1.id,
      at: walk(edge, 0, 1),
      facing: 0,
    });
    expect(off.ok ? [] : off.error.map((e) => e.code)).toEqual(['ERR_SCRAMBLE_OFF_BOARD']);
  });

  // Starmada p.12 §2.3: every flight is placed; at most three per hex.
  it('checks a whole submission: every flight once, stacking counted along the list', () => {
    const all = [f1, f2, f3, f4];
    const same = all.map((f) => ({ unitId: f.id, at: C, facing: 0 as const }));
    const r = validateScramble(scrambleBoard(), all, same);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_SCRAMBLE_STACK']);
    const missing = validateScramble(scrambleBoard(), all, same.slice(0, 2));
    expect(missing.ok ? '' : missing.error[0]?.message).toBe('Place every flight: Ark F3, Ark F4 have no hex yet.');
  });

  // Starmada p.22 §5.1: within two hexes of the carrier; default facing [ruling 19].
  it('by default fills the carrier\'s hex, then the hex ahead of it, facing the carrier\'s heading', () => {
    const all = [f1, f2, f3, f4];
    const placements = defaultScramble(scrambleBoard(), all);
    expect(placements.slice(0, 3).every((p) => p.at.q === C.q && p.at.r === C.r)).toBe(true);
    expect(placements[3]?.at).toEqual(hexNeighbor(C, 1));
    expect(placements.every((p) => p.facing === 1 && hexDistance(p.at, C) <= 2)).toBe(true);
    expect(validateScramble(scrambleBoard(), all, placements).ok).toBe(true);
    const placed = applyScramble(all, placements);
    expect(placed[3]?.at).toEqual(hexNeighbor(C, 1));
  });
});
