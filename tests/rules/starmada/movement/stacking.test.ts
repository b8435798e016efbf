import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../src/rules/core/dice.ts';
import { direction, hexDistance, hexEquals, hexKey, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../../../src/rules/core/offset.ts';
import { describeStacking, resolveStacking, type StackingShip } from '../../../../src/rules/starmada/movement/stacking.ts';
import { at } from './fixtures.ts';

const BOARD: Board = { cols: 10, rows: 10 };
const label = (h: Hex): string => makeHexLabel(h, BOARD);
const N: Direction = 0;
const stacker = (id: string, side: string, where: Hex, engineRating: number, heading: Direction = N): StackingShip => ({
  id,
  name: id,
  side,
  at: where,
  heading,
  engineRating,
});

// Hand-worked neighbours use the printed numbering ("0505" = column 5, row 5); even-numbered columns sit half a
// hex lower, so from 0505 (odd column) N is 0504 and NE is 0604.

describe('the stacking example of Starmada p.16', () => {
  // Starmada p.16 §3.3: a cruiser (engine rating 4) and two opposing destroyers (5 and 6) end in one hex; the
  // cruiser rolls 3 (total 7), the destroyers 4 and 2 (totals 9 and 8). The cruiser stays; the destroyers move
  // to adjacent hexes, in ascending order of their totals.
  const ships = [stacker('cruiser', 'X', at(5, 5), 4), stacker('destroyer1', 'Y', at(5, 5), 5), stacker('destroyer2', 'Y', at(5, 5), 6)];

  it('the cruiser stays and both destroyers move to adjacent hexes', () => {
    const dice = scriptedDice([3, 4, 2]);
    const r = resolveStacking(ships, BOARD, dice);
    expect(r.contests).toHaveLength(1);
    const [contest] = r.contests;
    expect(contest?.rolls.map((x) => [x.name, x.dice, x.total])).toEqual([
      ['cruiser', [3], 7],
      ['destroyer2', [2], 8],
      ['destroyer1', [4], 9],
    ]);
    expect(contest?.stays).toEqual(['cruiser']);
    expect(contest?.displaced.map((d) => d.shipId)).toEqual(['destroyer2', 'destroyer1']);
    const [cruiser, d1, d2] = r.ships;
    expect(cruiser?.at).toEqual(at(5, 5));
    for (const d of [d1, d2]) {
      expect(hexDistance(d?.at as Hex, at(5, 5))).toBe(1);
      expect(d?.heading).toBe(N);
    }
    expect(dice.remaining).toBe(0);
  });

  it('shows every die with a label saying what it was for', () => {
    const dice = scriptedDice([3, 4, 2]);
    resolveStacking(ships, BOARD, dice);
    expect(dice.rolls.map((d) => d.label)).toEqual([
      'stacking cruiser at 0505: 1d6 + engine rating 4',
      'stacking destroyer1 at 0505: 1d6 + engine rating 5',
      'stacking destroyer2 at 0505: 1d6 + engine rating 6',
    ]);
  });

  // Salvo's rule without an owner's choice: the free hex nearest the ship's heading; both head north here.
  it('by default sends both destroyers straight ahead, into the same hex', () => {
    const r = resolveStacking(ships, BOARD, scriptedDice([3, 4, 2]));
    expect(r.contests[0]?.displaced.map((d) => [d.name, label(d.to), d.distance, d.chosenBy])).toEqual([
      ['destroyer2', '0504', 1, 'rule'],
      ['destroyer1', '0504', 1, 'rule'],
    ]);
    expect(describeStacking(r.contests[0] as never, BOARD)).toBe(
      'Stacking in 0505: cruiser 3 + 4 = 7, destroyer2 2 + 6 = 8, destroyer1 4 + 5 = 9. cruiser stays; destroyer2 moves to 0504, destroyer1 moves to 0504.',
    );
  });

  // Starmada p.16 §3.3: "The destroyers can both be moved into the same hex, or they can be split"; ruling
  // 16: the owner of the displaced ship chooses.
  it('lets the owner split them, and ignores a choice that is not allowed', () => {
    const r = resolveStacking(ships, BOARD, scriptedDice([3, 4, 2]), {
      chooseHex: (req) => (req.ship.id === 'destroyer1' ? at(6, 5) : at(5, 5)),
    });
    expect(r.contests[0]?.displaced.map((d) => [d.name, label(d.to), d.chosenBy])).toEqual([
      ['destroyer2', '0504', 'rule'],
      ['destroyer1', '0605', 'owner'],
    ]);
  });
});

describe('ties', () => {
  // Starmada p.16 §3.3: "re-roll any ties between opposing ships".
  it('re-rolls ties between opposing ships until they are broken', () => {
    const dice = scriptedDice([3, 2, 4, 3, 6, 1]);
    const r = resolveStacking([stacker('Alpha', 'A', at(5, 5), 4), stacker('Bravo', 'B', at(5, 5), 5)], BOARD, dice);
    const [contest] = r.contests;
    expect(contest?.rolls.map((x) => [x.name, x.dice, x.total])).toEqual([
      ['Bravo', [2, 3, 1], 6],
      ['Alpha', [3, 4, 6], 10],
    ]);
    expect(contest?.stays).toEqual(['Bravo']);
    expect(contest?.displaced.map((d) => d.name)).toEqual(['Alpha']);
    expect(dice.rolls[2]?.label).toBe('stacking re-roll Alpha at 0505: 1d6 + engine rating 4');
    expect(describeStacking(contest as never, BOARD)).toContain('Bravo 1 + 5 = 6 (after ties: 2, 3, 1)');
  });

  it('does not re-roll ties within a side, and re-rolls only the ships that tied', () => {
    const sameSide = scriptedDice([3, 3, 6]);
    const r = resolveStacking([stacker('A1', 'A', at(5, 5), 4), stacker('A2', 'A', at(5, 5), 4), stacker('B1', 'B', at(5, 5), 3)], BOARD, sameSide);
    expect(sameSide.rolls).toHaveLength(3);
    expect(r.contests[0]?.stays).toEqual(['A1', 'A2']);

    // A1 7 and B1 7 tie, A2 has 9: only A1 and B1 re-roll (6 and 1), leaving B1 lowest at 4.
    const partial = scriptedDice([3, 4, 5, 6, 1]);
    const p = resolveStacking([stacker('A1', 'A', at(5, 5), 4), stacker('B1', 'B', at(5, 5), 3), stacker('A2', 'A', at(5, 5), 4)], BOARD, partial);
    expect(partial.rolls.map((d) => d.label.split(' at ')[0])).toEqual(['stacking A1', 'stacking B1', 'stacking A2', 'stacking re-roll A1', 'stacking re-roll B1']);
    expect(p.contests[0]?.stays).toEqual(['B1']);
    expect(p.contests[0]?.displaced.map((d) => d.name)).toEqual(['A2', 'A1']);
  });
});

describe('where displaced ships may go', () => {
  // Starmada p.16 §3.3: "Starships from opposing sides may not be placed into the same hex during this
  // process"; ruling 17: that includes ships displaced earlier in the same resolution.
  it('avoids hexes holding opposing ships, including ones displaced a moment before', () => {
    const r = resolveStacking(
      [
        stacker('A1', 'A', at(3, 5), 1),
        stacker('B1', 'B', at(3, 5), 6, 1),
        stacker('A2', 'A', at(5, 5), 6, 5),
        stacker('B2', 'B', at(5, 5), 1),
      ],
      BOARD,
      scriptedDice([1, 6, 6, 1]),
    );
    // B1 heads NE from 0305 into 0404; A2 heads NW from 0505, also toward 0404, which now holds B1.
    expect(r.contests.map((c) => c.displaced.map((d) => [d.name, label(d.to)]))).toEqual([[['B1', '0404']], [['A2', '0504']]]);
  });

  // Starmada p.16 §3.3: "In the rare event there are no available hexes adjacent to the contested hex, the ship
  // is moved two hexes, maintaining its current heading."
  it('moves a ship two hexes, straight ahead, when every adjacent hex is taken', () => {
    const ring = [at(5, 4), at(6, 4), at(6, 5), at(5, 6), at(4, 5), at(4, 4)];
    expect(ring.every((h) => hexDistance(h, at(5, 5)) === 1)).toBe(true);
    const guards = ring.map((h, i) => stacker(`guard${i}`, 'A', h, 3));
    const r = resolveStacking([stacker('A0', 'A', at(5, 5), 1), stacker('B0', 'B', at(5, 5), 6), ...guards], BOARD, scriptedDice([1, 6]));
    expect(r.contests[0]?.displaced.map((d) => [d.name, label(d.to), d.distance])).toEqual([['B0', '0503', 2]]);
  });

  it('never puts a ship off the board', () => {
    const r = resolveStacking([stacker('A0', 'A', at(1, 1), 1), stacker('B0', 'B', at(1, 1), 6)], BOARD, scriptedDice([1, 6]));
    expect(label(r.ships[1]?.at as Hex)).toBe('0201');
  });

  it('respects terrain a ship cannot enter', () => {
    const r = resolveStacking([stacker('A0', 'A', at(5, 5), 1), stacker('B0', 'B', at(5, 5), 6)], BOARD, scriptedDice([1, 6]), {
      blocked: (h) => hexEquals(h, at(5, 4)),
    });
    expect(label(r.ships[1]?.at as Hex)).toBe('0604');
  });

  it('leaves ships that share a hex with friends only, and rolls no dice', () => {
    const dice = scriptedDice([]);
    const ships = [stacker('A0', 'A', at(5, 5), 1), stacker('A1', 'A', at(5, 5), 6), stacker('B0', 'B', at(6, 5), 6)];
    const r = resolveStacking(ships, BOARD, dice);
    expect(r.contests).toEqual([]);
    expect(r.ships).toEqual(ships);
  });
});

describe('stacking properties', () => {
  const shipArb = fc.record({
    side: fc.constantFrom('A', 'B'),
    col: fc.integer({ min: 1, max: 4 }),
    row: fc.integer({ min: 1, max: 4 }),
    heading: fc.integer({ min: 0, max: 5 }),
    engineRating: fc.integer({ min: 0, max: 8 }),
  });

  // Starmada p.16 §3.3: after stacking no hex holds opposing ships; ties between opposing ships are re-rolled.
  it('leaves no hex with opposing ships, re-rolls every opposing tie, and shows every die', () => {
    fc.assert(
      fc.property(fc.array(shipArb, { minLength: 2, maxLength: 9 }), fc.string(), (specs, seed) => {
        const board: Board = { cols: 6, rows: 6 };
        const ships = specs.map((s, i) => stacker(`s${i}`, s.side, at(s.col, s.row), s.engineRating, direction(s.heading)));
        const dice = seededDice(rngStateFromSeed(seed));
        const r = resolveStacking(ships, board, dice);
        const sidesByHex = new Map<string, Set<string>>();
        for (const s of r.ships) {
          expect(onBoard(board, s.at)).toBe(true);
          sidesByHex.set(hexKey(s.at), (sidesByHex.get(hexKey(s.at)) ?? new Set()).add(s.side));
        }
        for (const sides of sidesByHex.values()) expect(sides.size).toBe(1);
        for (const c of r.contests) {
          for (const a of c.rolls) for (const b of c.rolls) if (a.side !== b.side) expect(a.total).not.toBe(b.total);
          for (const d of c.displaced) expect(hexDistance(d.from, d.to)).toBe(d.distance);
          expect(c.stays.length + c.displaced.length).toBe(c.rolls.length);
        }
        expect(r.contests.flatMap((c) => c.rolls.flatMap((x) => x.dice)).length).toBe(dice.rolls.length);
      }),
      { numRuns: 300 },
    );
  });
});
