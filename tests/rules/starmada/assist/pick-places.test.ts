// "Pick a space" for Starmada (src/rules/starmada/assist/pick-places.ts, movement/reachable.ts): the hexes a ship can
// end its move in (3.1–3.4 p.15–17, maneuver table p.16) and the hexes of a side's zone (2.3 p.12), each option an
// order that parses back and ends where it says. Ships are the synthetic Lancer (engines 4-2) of ../integration.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DIRECTION_NAMES } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, offsetToHex } from '../../../../src/rules/core/offset.ts';
import { pickPlaces, pickUnits } from '../../../../src/rules/starmada/assist/pick-places.ts';
import { classOf } from '../../../../src/rules/starmada/combat/ship-condition.ts';
import { executeOrder } from '../../../../src/rules/starmada/movement/execute.ts';
import { orderShipFrom, validateOrder } from '../../../../src/rules/starmada/movement/validate.ts';
import { makeOrder, parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, expectOk, newGame, placed } from '../integration/fixtures.ts';

/** Kestrel (Lancer, engines 4, previous speed 4 on turn 1, 3.2 p.15) in mid-board at 1010 heading N. */
function midBoard(): StarmadaState {
  return placed(deploy(newGame()), { kestrel: [10, 10, 0], vigil: [20, 5, 3] });
}

const kestrel = (state: StarmadaState) => state.ships.find((s) => s.id === 'kestrel')!;

describe('moves (3.1–3.4 p.15–17): every end position, one order each', () => {
  test('every option parses, passes the engine check and ends in its hex with its facing', () => {
    const state = midBoard();
    const set = pickPlaces(state, 'ana', 'kestrel')!;
    expect(set.what).toBe('move');
    expect(set.places.length).toBeGreaterThan(20);
    for (const place of set.places) {
      for (const option of place.options) {
        const submission = expectOk(starmada.parse(state, 'ana', option.line));
        const order = expectOk(parseOrder(option.notation));
        expect(submission).toEqual({ kind: 'orders', orders: { kestrel: { move: order } } });
        expect(makeOrder(order)).toBe(option.notation);
        const end = executeOrder(kestrel(state), order, state.board);
        expect(makeHexLabel(end.at, state.board)).toBe(place.name);
        expect(option.label).toBe(`facing ${DIRECTION_NAMES[end.facing]}`);
      }
    }
  });

  test('straight ahead at the previous speed is offered, and 3 hexes up is a cheaper order there', () => {
    const set = pickPlaces(midBoard(), 'ana', 'kestrel')!;
    // Heading N (direction 0) from 1010: four hexes up is 1006.
    const ahead = set.places.find((p) => p.name === '1006');
    expect(ahead?.options.find((o) => o.label === 'facing N')?.notation).toBe('4(4)');
    expect(set.places.find((p) => p.name === '1007')?.options.find((o) => o.label === 'facing N')?.notation).toBe('3(3)');
  });

  test('nothing beyond the engines: at most previous speed + engine rating ahead (3.2 p.15), never behind without a turn budget', () => {
    const set = pickPlaces(midBoard(), 'ana', 'kestrel')!;
    const names = set.places.map((p) => p.name);
    expect(names).toContain('1002'); // speed 8: |4 − 8| = 4, within engines 4
    expect(names).not.toContain('1001'); // speed 9 needs 5
    // Behind the ship: a U-turn costs previous speed + speed (p.16), 4 + 0 = 4, so only the starting hex turned about.
    expect(set.places.find((p) => p.name === '1010')?.options.map((o) => o.notation)).toContain('0(0)');
    expect(names).not.toContain('1011');
  });

  test('numbered 1…n in label order, the same every time', () => {
    const a = pickPlaces(midBoard(), 'ana', 'kestrel')!;
    const b = pickPlaces(midBoard(), 'ana', 'kestrel')!;
    expect(a).toEqual(b);
    expect(a.places.map((p) => p.n)).toEqual(a.places.map((_, i) => i + 1));
    expect([...a.places.map((p) => p.name)].sort()).toEqual(a.places.map((p) => p.name));
  });

  test('property: any legal order the player could type ends at a place and facing the picker offers', () => {
    const state = midBoard();
    const ship = kestrel(state);
    const set = pickPlaces(state, 'ana', 'kestrel')!;
    const offered = new Set(set.places.flatMap((p) => p.options.map((o) => `${p.name} ${o.label}`)));
    const view = orderShipFrom(ship, classOf(state, ship));
    const token = fc.constantFrom('1', '2', 'P', 'S', 'U', 'L', 'R');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 9 }), fc.constantFrom('', ' +1', ' -1', ' +2', ' -2', ' +3'), (tokens, pivot) => {
        const parsed = parseOrder(`${tokens.join('') || '0'}${pivot}`);
        if (!parsed.ok || !validateOrder(parsed.value, view, state.options).ok) return;
        const end = executeOrder(ship, parsed.value, state.board);
        if (end.status !== 'active') return;
        expect(offered).toContain(`${makeHexLabel(end.at, state.board)} facing ${DIRECTION_NAMES[end.facing]}`);
      }),
      { numRuns: 400 },
    );
  });

  test('a ship by the edge is offered no order that takes it off the board (3.3 p.16)', () => {
    const state = placed(deploy(newGame()), { kestrel: [10, 2, 0], vigil: [20, 5, 3] });
    const set = pickPlaces(state, 'ana', 'kestrel')!;
    for (const p of set.places) expect(p.name.slice(2) >= '01').toBe(true);
    expect(set.places.find((p) => p.name === '1001')).toBeDefined();
  });

  test('not another seat’s ship, and nothing to pick in the fire step', () => {
    const state = midBoard();
    expect(pickPlaces(state, 'ben', 'kestrel')).toBeNull();
    expect(pickUnits(state, 'ana')).toEqual(['kestrel']);
    expect(pickUnits({ ...state, phase: { kind: 'fire' } }, 'ana')).toEqual([]);
  });
});

describe('deployment (2.3 p.12): the side’s zone, any facing', () => {
  test('every hex within four hexes of side A’s short edge, row by row, default facing first, each line read back', () => {
    const state = newGame();
    const set = pickPlaces(state, 'ana', 'kestrel')!;
    expect(set.what).toBe('deploy');
    expect(set.places).toHaveLength(4 * state.board.rows);
    expect(set.places[0]?.name).toBe('0101');
    const first = set.places[0]!;
    expect(first.options.map((o) => o.label)).toEqual(['facing NE', 'facing SE', 'facing S', 'facing SW', 'facing NW', 'facing N']);
    for (const option of first.options) expectOk(starmada.parse(state, 'ana', starmada.assist.merge(state, 'ana', null, option.line)));
    const parsed = expectOk(starmada.parse(state, 'ana', starmada.assist.merge(state, 'ana', null, set.places[5]!.options[2]!.line)));
    expect(parsed).toMatchObject({ kind: 'deploy' });
    // Numbered row by row: 1–4 are row 01, so 6 is 0202.
    expect(set.places[5]?.name).toBe('0202');
    expect(JSON.stringify(parsed)).toContain(JSON.stringify(offsetToHex({ col: 1, row: 1 })));
    expect(set.places.every((p) => Number(p.name.slice(0, 2)) <= 4)).toBe(true);
    expect(at(1, 1)).toEqual(first.at);
  });
});
