import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexDistance, hexNeighbor } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, type Board } from '../../../../src/rules/core/offset.ts';
import { stutterJump, stutterOrderProblem, stutterProblem, stutterRange, type StutterWorld } from '../../../../src/rules/starmada/movement/stutterdrive.ts';
import { MAJESTIC, SIROCCO } from '../../../../src/rules/starmada/ships/library/index.ts';
import { at, ship } from './fixtures.ts';

const BOARD: Board = { cols: 20, rows: 20 };
const WORLD: StutterWorld = { board: BOARD, occupied: [], exitEdges: [] };
const label = (h: Parameters<typeof makeHexLabel>[0]): string => makeHexLabel(h, BOARD);
// Sirocco: engine track 5-4-2, so it jumps up to 3 hexes (5 ÷ 2 = 2.5, rounded up).
const sirocco = ship({ id: 's', name: 'Sirocco', classId: 'sirocco', at: at(10, 10), heading: 0 });

describe('B.23 Stutterdrive (Starmada p.38)', () => {
  // Starmada p.38 B.23: "may move a number of hexes up to one-half its current engine rating (rounded up)".
  it('reaches half the current engine rating, rounded up', () => {
    expect(stutterRange(sirocco, SIROCCO)).toBe(3);
    expect(stutterRange({ ...sirocco, engines: { checked: 1, pending: 0 } }, SIROCCO)).toBe(2);
  });

  // Starmada p.38, the book's example: a ship jumps three hexes; the dice come up 1, 1 and 3, so it scatters two
  // hexes; the direction die is 2, one hexside clockwise from its heading.
  it('the p.38 example: three hexes, dice 1, 1, 3, direction 2 → two hexes one hexside clockwise of the heading', () => {
    const to = at(10, 7);
    expect(hexDistance(sirocco.at, to)).toBe(3);
    const r = stutterJump(sirocco, SIROCCO, to, WORLD, scriptedDice([1, 1, 3, 2]));
    const expected = hexNeighbor(hexNeighbor(to, 1), 1);
    expect(r.ship.at).toEqual(expected);
    expect(r.ship).toMatchObject({ heading: 0, facing: 0, prevSpeed: sirocco.prevSpeed });
    expect(r.text).toBe(`Sirocco jumps 3 hexes by stutterdrive to 1007 (B.23): dice 1, 1, 3; 2 1s, so it scatters 2 hexes toward NE (direction die 2) to ${label(expected)}.`);
  });

  it('stays where it jumped when no die is a 1', () => {
    const r = stutterJump(sirocco, SIROCCO, at(10, 8), WORLD, scriptedDice([4, 6]));
    expect(r.ship.at).toEqual(at(10, 8));
    expect(r.text).toContain('no 1s, so it stays there');
  });

  // Starmada p.38: "a ship may not voluntarily end its move in an occupied hex".
  it('does not jump into an occupied hex', () => {
    const r = stutterJump(sirocco, SIROCCO, at(10, 8), { ...WORLD, occupied: [at(10, 8)] }, scriptedDice([]));
    expect(r.ship.at).toEqual(sirocco.at);
    expect(r.text).toBe('Sirocco does not jump to 1008: the hex is occupied now, and a ship may not choose to end there (B.23).');
  });

  it('refuses a jump beyond its reach, or without a working drive', () => {
    expect(stutterProblem(sirocco, SIROCCO, sirocco.at, at(10, 6), BOARD)?.message).toBe(
      "Sirocco's stutterdrive reaches 3 hexes (half its engine rating, rounded up, B.23), and 1006 is 4 hexes from 1010, where its move ends.",
    );
    expect(stutterProblem({ ...sirocco, equipmentLost: { Stutterdrive: 1 } }, SIROCCO, sirocco.at, at(10, 8), BOARD)?.message).toBe('Sirocco cannot jump to 1008 (B.23): its stutterdrive is lost.');
    expect(stutterProblem(sirocco, MAJESTIC, sirocco.at, at(10, 8), BOARD)?.code).toBe('ERR_NO_STUTTERDRIVE');
  });

  // Ruling 144: a scatter off the board takes the ship off it, as movement does (3.3 p.16).
  it('is destroyed when it scatters off the board', () => {
    const edge = ship({ id: 's', name: 'Sirocco', classId: 'sirocco', at: at(10, 3), heading: 0 });
    const r = stutterJump(edge, SIROCCO, at(10, 1), WORLD, scriptedDice([1, 1, 1]));
    expect(r.ship.status).toBe('destroyed');
    expect(r.text).toContain('off the board by the north edge, and counts as destroyed (3.3 p.16)');
  });
});

describe('the jump checked with the orders (ruling 144)', () => {
  it('counts the reach from where the ship’s own move ends', () => {
    const state = { board: BOARD, classes: { sirocco: SIROCCO } } as unknown as Parameters<typeof stutterOrderProblem>[0];
    const move = { prefixes: [], steps: [{ kind: 'forward' as const, hexes: 2 }], pivot: 0 as const };
    // 1010 heading N, 2 ahead: 1008. 1005 is 3 hexes from there, 1004 is 4.
    expect(stutterOrderProblem(state, sirocco, move, at(10, 5))).toBeUndefined();
    expect(stutterOrderProblem(state, sirocco, move, at(10, 4))?.message).toContain('1004 is 4 hexes from 1008, where its move ends');
  });
});
