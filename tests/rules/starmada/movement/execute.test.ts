import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { direction, hexDistance, hexNeighbor, type Direction, type Hex } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../../../src/rules/core/offset.ts';
import { edgesCrossed, executeOrder, fallbackOrder, revertPivot, type MovingShip } from '../../../../src/rules/starmada/movement/execute.ts';
import { makeOrder, parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { countTurns, hexesEntered, orderSpeed, type MoveOrder, type OrderStep, type Pivot } from '../../../../src/rules/starmada/movement/order.ts';
import { at } from './fixtures.ts';

const parse = (text: string): MoveOrder => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((e) => e.message).join(' ')}`);
  return r.value;
};
const BIG: Board = { cols: 20, rows: 20 };
const SMALL: Board = { cols: 10, rows: 10 };
const labels = (hexes: readonly Hex[], board: Board = BIG): string[] => hexes.map((h) => makeHexLabel(h, board));
const N: Direction = 0;
const SW: Direction = 4;
const NW: Direction = 5;
const shipAt = (where: Hex, heading: Direction): MovingShip => ({ at: where, heading, facing: heading });

// Expected hexes below are worked out by hand on the printed-map numbering ("0312" = column 3, row 12), where
// even-numbered columns sit half a hex lower: from an even-numbered column NW is (col − 1, same row) and SW
// (col − 1, row + 1); from an odd-numbered column NW is (col − 1, row − 1) and SW (col − 1, same row); NE and
// SE mirror them with col + 1.

describe('executeOrder: forward moves and turns', () => {
  // Starmada p.15 §3.1 (its example): "2P2": two hexes forward, one hexside to port, two more.
  it('"2P2" example (p.15): forward, forward, turn to port, forward, forward', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('2P2'), BIG);
    expect(labels(o.trail)).toEqual(['1010', '1009', '1008', '0908', '0807']);
    expect(o).toMatchObject({ heading: NW, facing: NW, speed: 4, status: 'active' });
    expect(o.slips).toEqual({ dir: null, count: 0 });
  });

  // Starmada p.15 §3.1: "S" one hexside to starboard (clockwise), "U" three hexsides.
  it('turns starboard clockwise and U-turns back the way it came', () => {
    expect(executeOrder(shipAt(at(10, 10), N), parse('S1'), BIG)).toMatchObject({ heading: 1 });
    const back = executeOrder(shipAt(at(10, 10), N), parse('2U2'), BIG);
    expect(labels(back.trail)).toEqual(['1010', '1009', '1008', '1009', '1010']);
    expect(back.heading).toBe(3);
  });

  it('keeps a stopped ship in its hex', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('0'), BIG);
    expect(labels(o.trail)).toEqual(['1010']);
    expect(o.speed).toBe(0);
  });
});

describe('executeOrder: sideslips', () => {
  // Starmada p.17 §3.4: "a ship is moved forward and to the left or right, without changing its heading";
  // ruling 14: the forward-left / forward-right neighbour.
  it('slips into the forward-left or forward-right hex, heading unchanged', () => {
    const left = executeOrder(shipAt(at(10, 10), N), parse('L'), BIG);
    expect(labels(left.trail)).toEqual(['1010', '0910']);
    expect(left.heading).toBe(N);
    const right = executeOrder(shipAt(at(10, 10), N), parse('R'), BIG);
    expect(labels(right.trail)).toEqual(['1010', '1110']);
  });

  // Starmada p.17 §3.4: "P2L2(5)": turn to port, two forward, slip left, two forward; speed 5.
  it('carries out P2L2(5) from the book', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('P2L2(5)'), BIG);
    expect(labels(o.trail)).toEqual(['1010', '0910', '0809', '0710', '0609', '0509']);
    expect(o).toMatchObject({ heading: NW, speed: 5, slips: { dir: 'L', count: 1 } });
  });

  // Starmada p.17 §3.4: "2R1RR(6)" records three slips to the right for next turn's credit.
  it('carries out 2R1RR(6) and records three slips to the right', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('2R1RR(6)'), BIG);
    expect(labels(o.trail)).toEqual(['1010', '1009', '1008', '1108', '1107', '1206', '1306']);
    expect(o).toMatchObject({ heading: N, speed: 6, slips: { dir: 'R', count: 3 } });
  });
});

describe('executeOrder: pivots', () => {
  // Starmada p.17 §3.4 (its example): "3P1(4) +1": three forward, turn to port, one forward, then a
  // one-hexside clockwise pivot; in the End Phase the model turns back one hexside counter-clockwise.
  it('the p.17 example: 3P1(4) +1 ends facing one hexside clockwise of its heading, reverted in the End Phase', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('3P1(4) +1'), BIG);
    expect(labels(o.trail)).toEqual(['1010', '1009', '1008', '1007', '0907']);
    expect(o).toMatchObject({ heading: NW, facing: N, speed: 4 });
    expect(revertPivot({ heading: o.heading, facing: o.facing })).toEqual({ heading: NW, facing: NW });
  });

  // Starmada p.17 §3.4: "-1" is a counter-clockwise pivot; "+3" and "-3" are identical.
  it('pivots counter-clockwise and about', () => {
    expect(executeOrder(shipAt(at(10, 10), N), parse('2 -2'), BIG).facing).toBe(4);
    expect(executeOrder(shipAt(at(10, 10), N), parse('2 -3'), BIG).facing).toBe(3);
  });

  it('revertPivot leaves an unpivoted ship as it is', () => {
    const s = { heading: N, facing: N, name: 'x' };
    expect(revertPivot(s)).toBe(s);
  });
});

describe('executeOrder: the board edge', () => {
  // Starmada p.16 §3.3: a ship whose orders take it off the board "is immediately removed from play";
  // unless scenario rules state otherwise it is destroyed.
  it('destroys a ship that leaves the board, and lets it exit where the scenario allows', () => {
    const lost = executeOrder(shipAt(at(1, 5), SW), parse('1'), SMALL);
    expect(lost.status).toBe('destroyed');
    expect(lost.leftBoard).toMatchObject({ edges: ['west'], exited: false });
    expect(labels(lost.trail, SMALL)).toEqual(['0105']);
    const escaped = executeOrder(shipAt(at(1, 5), SW), parse('1'), SMALL, ['west']);
    expect(escaped.status).toBe('exited');
    expect(escaped.leftBoard?.exited).toBe(true);
    const wrongEdge = executeOrder(shipAt(at(1, 5), SW), parse('1'), SMALL, ['east']);
    expect(wrongEdge.status).toBe('destroyed');
  });

  it('stops the trail at the last hex on the board', () => {
    const o = executeOrder(shipAt(at(2, 5), SW), parse('3'), SMALL);
    expect(labels(o.trail, SMALL)).toEqual(['0205', '0106']);
    expect(makeHexLabel(o.at, SMALL)).toBe('0106');
    expect(o.status).toBe('destroyed');
  });

  // Ruling 15: removed the moment any step leaves, even if later steps would come back.
  it('removes the ship even if its orders would bring it back', () => {
    const o = executeOrder(shipAt(at(1, 5), SW), parse('1U1'), SMALL);
    expect(o.status).toBe('destroyed');
  });

  it('names both edges at a corner, and leaves by slips too', () => {
    expect(executeOrder(shipAt(at(1, 1), NW), parse('1'), SMALL).leftBoard?.edges).toEqual(['north', 'west']);
    expect(executeOrder(shipAt(at(5, 1), N), parse('L'), SMALL).leftBoard?.edges).toEqual(['north']);
    expect(edgesCrossed(SMALL, at(11, 5))).toEqual(['east']);
    expect(edgesCrossed(SMALL, at(5, 11))).toEqual(['south']);
    expect(edgesCrossed(SMALL, at(5, 5))).toEqual([]);
  });
});

describe('executeOrder: options', () => {
  // Starmada p.46 §D.7: "Once rolled, a ship remains inverted until it performs another roll."
  it('a roll turns the ship over, and a second roll back', () => {
    const once = executeOrder(shipAt(at(10, 10), N), parse('@/2P2'), BIG);
    expect(once.inverted).toBe(true);
    expect(executeOrder({ ...shipAt(at(10, 10), N), inverted: true }, parse('@/2'), BIG).inverted).toBe(false);
    expect(executeOrder({ ...shipAt(at(10, 10), N), inverted: true }, parse('2'), BIG).inverted).toBe(true);
  });

  // Starmada p.57 §G.6 (its example): "1↓S1(4)" moves two hexes forward, turns to starboard, then one more hex,
  // diving one level; speed 4.
  it('the G.6 example: an altitude change enters one hex and is reported', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('1↓S1(4)'), BIG);
    expect(labels(o.trail)).toEqual(['1010', '1009', '1008', '1108']);
    expect(o).toMatchObject({ speed: 4, altitudeChange: -1, heading: 1 });
  });

  // G.5 p.56: an orbit starts only next to a planet, heading for another hex next to it.
  it('reports an orbit that cannot start, moving nothing', () => {
    const o = executeOrder(shipAt(at(10, 10), N), parse('1[6]1'), BIG);
    expect(o).toMatchObject({ orbitRefused: true, at: at(10, 10), status: 'active' });
  });

  // Appendix G p.54–56: a ship entering a hex that destroys is destroyed there and moves no further.
  it('stops a ship that enters a deadly hex, destroyed', () => {
    const rock = at(10, 8);
    const o = executeOrder(shipAt(at(10, 10), N), parse('4'), BIG, [], { hazard: (h) => (labels([h])[0] === labels([rock])[0] ? 'an asteroid' : undefined), planets: [] });
    expect(labels(o.trail)).toEqual(['1010', '1009', '1008']);
    expect(o).toMatchObject({ status: 'destroyed', struck: { at: rock, hazard: 'an asteroid' } });
  });
});

describe('fallbackOrder', () => {
  // Starmada p.15 §3.2: a ship with illegal orders moves "forward a number of hexes equal to its speed in
  // the previous game turn"; ruling 52: the same for missing orders.
  it('goes straight ahead at the previous speed', () => {
    expect(makeOrder(fallbackOrder({ prevSpeed: 3 }))).toBe('3(3)');
    expect(makeOrder(fallbackOrder({ prevSpeed: 0 }))).toBe('0(0)');
    const o = executeOrder(shipAt(at(10, 10), N), fallbackOrder({ prevSpeed: 3 }), BIG);
    expect(labels(o.trail)).toEqual(['1010', '1009', '1008', '1007']);
  });
});

describe('executeOrder: geometry properties', () => {
  const stepArb = fc.oneof(
    fc.integer({ min: 0, max: 6 }).map((hexes): OrderStep => ({ kind: 'forward', hexes })),
    fc.constantFrom<OrderStep>({ kind: 'turn', to: 'P' }, { kind: 'turn', to: 'S' }, { kind: 'uTurn' }, { kind: 'slip', to: 'L' }, { kind: 'slip', to: 'R' }),
  );
  const orderArb = fc.record({
    prefixes: fc.constant([]),
    steps: fc.array(stepArb, { maxLength: 8 }),
    pivot: fc.constantFrom<Pivot>(-3, -2, -1, 0, 1, 2, 3),
  });
  const startArb = fc.record({ col: fc.integer({ min: 1, max: 20 }), row: fc.integer({ min: 1, max: 20 }), heading: fc.integer({ min: 0, max: 5 }) });

  it('enters one adjacent hex at a time, turns by the turns written, and counts slips for the credit', () => {
    fc.assert(
      fc.property(orderArb, startArb, (order, start) => {
        const heading = direction(start.heading);
        const o = executeOrder(shipAt(at(start.col, start.row), heading), order, BIG);
        for (let i = 1; i < o.trail.length; i++) expect(hexDistance(o.trail[i - 1] as Hex, o.trail[i] as Hex)).toBe(1);
        expect(o.trail.every((h) => onBoard(BIG, h))).toBe(true);
        if (o.status === 'active') {
          const { port, starboard, uTurns } = countTurns(order);
          expect(o.heading).toBe(direction(heading + starboard - port + 3 * uTurns));
          expect(o.facing).toBe(direction(o.heading + order.pivot));
          expect(o.trail.length - 1).toBe(hexesEntered(order));
        } else {
          expect(o.leftBoard?.edges.length).toBeGreaterThan(0);
          expect(onBoard(BIG, o.leftBoard?.to as Hex)).toBe(false);
        }
        expect(o.speed).toBe(orderSpeed(order));
      }),
      { numRuns: 1000 },
    );
  });

  it('slips keep the heading and move one hex sideways of straight ahead', () => {
    fc.assert(
      fc.property(startArb, fc.constantFrom<'L' | 'R'>('L', 'R'), (start, to) => {
        const heading = direction(start.heading);
        const from = at(10, 10);
        const o = executeOrder(shipAt(from, heading), { prefixes: [], steps: [{ kind: 'slip', to }], pivot: 0 }, BIG);
        const ahead = hexNeighbor(from, heading);
        expect(o.heading).toBe(heading);
        expect(hexDistance(o.at, from)).toBe(1);
        expect(hexDistance(o.at, ahead)).toBe(1);
      }),
    );
  });
});
