// One ship's order line read into data and written back (src/rules/starmada/notation/ship-orders.ts): the move
// (3.1–3.4 p.15–17), then clauses from the registry (notation/clause.ts): "tow <ship>" (D.9 p.47, ruling 100) and
// "boost <n>" (B.3 p.31, ruling 101).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CLAUSES } from '../../../../src/rules/starmada/notation/clause.ts';
import { makeShipOrders, parseShipOrders } from '../../../../src/rules/starmada/notation/ship-orders.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { deploy, expectErr, expectOk, newGame, shipOf } from '../integration/fixtures.ts';

const state = deploy(newGame({ a: [{ class: 'Lancer', name: 'Vigilant' }, { class: 'Lancer', name: 'Vigilant 2' }, { class: 'Lancer', name: 'Towhee' }] }));
const ctx = { state, ship: shipOf(state, 'vigilant') };
const read = (text: string) => expectOk(parseShipOrders(ctx, text));
const codes = (text: string) => expectErr(parseShipOrders(ctx, text)).map((e) => e.code);
const move = (text: string) => expectOk(parseOrder(text));

describe('the move, then clauses split by commas', () => {
  test('a move alone is a ShipOrders with no choices', () => {
    expect(read('2P2')).toEqual({ move: move('2P2') });
  });

  test('clauses after a comma, or after a space; case is ignored', () => {
    const towing = { move: move('T/3'), tow: 'vigilant-2' };
    expect(read('T/3(3), tow Vigilant 2')).toEqual(towing);
    expect(read('T/3 tow vigilant 2')).toEqual(towing);
    expect(read('t/3 TOW VIG')).toEqual(towing);
    expect(read('T/3(3), tow Vigilant 2, boost 2')).toEqual({ ...towing, boost: 2 });
    expect(read('4, boost')).toEqual({ move: move('4'), boost: 1 });
  });

  test('a ship whose name starts with a clause word is still a ship to tow ("tow Towhee")', () => {
    expect(read('T/3, tow Towhee')).toEqual({ move: move('T/3'), tow: 'towhee' });
  });

  test('the normal form writes the move, then each clause in the registry’s order, and reads back', () => {
    const orders = read('T/3 boost 1, tow vig');
    expect(makeShipOrders(ctx, orders)).toBe('T/3(3), tow Vigilant 2, boost 1');
    expect(read(makeShipOrders(ctx, orders))).toEqual(orders);
  });
});

describe('refusals', () => {
  test('an unknown clause is named, with the clauses there are', () => {
    const [error] = expectErr(parseShipOrders(ctx, '2P2, salute fwd'));
    expect(error?.code).toBe('ERR_CLAUSE_UNKNOWN');
    expect(error?.message).toBe(`"salute fwd" is not something Vigilant's orders can carry after its move; write ${CLAUSES.map((c) => `"${c.example}"`).join(', ')}, split by commas.`);
  });

  test('a clause written twice, a clause before the move, a bad count, a ship not known', () => {
    expect(codes('2, boost 1, boost 2')).toEqual(['ERR_CLAUSE_TWICE']);
    expect(codes('boost 1')).toEqual(['ERR_ORDERS_MOVE_FIRST']);
    expect(codes('2, boost lots')).toEqual(['ERR_BOOST_COUNT']);
    expect(codes('T/2, tow Nobody')).toEqual(['ERR_TOW_UNKNOWN']);
    expect(codes('T/2, tow')).toEqual(['ERR_TOW_UNKNOWN']);
  });

  test('every problem at once: the move’s and the clauses’', () => {
    expect(codes('2X, boost 0')).toEqual(['ERR_ORDER_CHARACTER', 'ERR_BOOST_COUNT']);
  });

  test('never throws, whatever the text', () => {
    const pieces = fc.constantFrom('2', 'P', 'T/', ', ', ' ', 'tow', 'boost', 'Vigilant 2', '1', ',', 'x');
    fc.assert(fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => void parseShipOrders(ctx, parts.join(''))), { numRuns: 300 });
  });
});
