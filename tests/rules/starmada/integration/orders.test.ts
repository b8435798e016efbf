// Movement orders as typed, one ship per line (src/rules/starmada/notation/orders.ts) and through the rule system:
// ship names, the normal form echoed back, illegal orders refused (Starmada 3.1–3.4 p.15–17).
import { describe, expect, test } from 'vitest';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import { checkOrders, parseOrdersText } from '../../../../src/rules/starmada/notation/orders.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, expectErr, expectOk, messagesOf, newGame, orderTexts, readsOf, resolveWith, shipOf, texts, typedOrders, withShip } from './fixtures.ts';

const ordersOf = (text: string, state = deploy(newGame())) => {
  const sub = expectOk(starmada.parse(state, 'ana', text));
  if (sub.kind !== 'orders') throw new Error(`expected orders, got ${sub.kind}`);
  return orderTexts(state, sub.orders);
};

const threeLancers = () => deploy(newGame({ a: [{ class: 'Lancer' }, { class: 'Lancer' }, { class: 'Lancer' }] }));

describe('ship names', () => {
  test('matched without regard to case, with or without a colon, and by a unique start', () => {
    expect(ordersOf('Kestrel 2P2')).toEqual({ kestrel: '2P2(4)' });
    expect(ordersOf('KESTREL: 3')).toEqual({ kestrel: '3(3)' });
    expect(ordersOf('kes 3')).toEqual({ kestrel: '3(3)' });
    expect(ordersOf('  kestrel:   4  ')).toEqual({ kestrel: '4(4)' });
  });

  test('"Lancer 2 3" is Lancer 2 going 3; "Lancer: 3" is Lancer going 3', () => {
    const state = threeLancers();
    expect(ordersOf('Lancer 2 3', state)).toEqual({ 'lancer-2': '3(3)' });
    expect(ordersOf('Lancer: 3', state)).toEqual({ lancer: '3(3)' });
    expect(ordersOf('lancer 3: 2p2', state)).toEqual({ 'lancer-3': '2P2(4)' });
    expect(ordersOf('Lancer: 4\nLancer 2: 3\nLancer 3 5', state)).toEqual({ lancer: '4(4)', 'lancer-2': '3(3)', 'lancer-3': '5(5)' });
    // Lines may also be separated by ";".
    expect(ordersOf('Lancer: 4; Lancer 2: 3', state)).toEqual({ lancer: '4(4)', 'lancer-2': '3(3)' });
  });

  test('a start that fits several ships, or none of the seat\'s, is refused with the seat\'s ship names', () => {
    const state = threeLancers();
    for (const text of ['lan 3', 'Vigil 3']) {
      const errors = expectErr(starmada.parse(state, 'ana', text));
      expect(readsOf(errors)).toEqual([`Line 1 · “${text}”: Start with one of your ships (Lancer, Lancer 2, Lancer 3), then its orders.`]);
    }
  });

  test('an enemy ship\'s id in a submission is refused', () => {
    const state = deploy(newGame());
    const errors = expectErr(starmada.validate(state, 'ana', { kind: 'orders', orders: typedOrders(state, { vigil: '3' }) }));
    expect(messagesOf(errors)).toEqual(['Vigil is not one of your ships on the board.']);
  });

  test('two orders for one ship are refused, both quoted, with the line of the second', () => {
    const errors = expectErr(starmada.parse(threeLancers(), 'ana', 'Lancer: 3\nLANCER: 2'));
    expect(readsOf(errors)).toEqual(['Line 2: Lancer has two orders in this message, “Lancer: 3” and “LANCER: 2”; keep one.']);
    // Lines count new lines only: a ";" goes on the same line.
    expect(readsOf(expectErr(starmada.parse(threeLancers(), 'ana', 'Lancer 2; Lancer 3')))).toEqual(['Line 1: Lancer has two orders in this message, “Lancer 2” and “Lancer 3”; keep one.']);
  });

  test('no orders at all: the sentence shows an order for one of the seat\'s ships', () => {
    for (const text of ['', '  \n ']) {
      expect(messagesOf(expectErr(starmada.parse(deploy(newGame()), 'ana', text)))).toEqual(['Write one line per ship, such as "Kestrel 2P2(4)".']);
    }
  });
});

describe('the normal form (3.1 p.15)', () => {
  test('case and spaces are ignored and the speed is added', () => {
    // Previous speed 4 (the engine rating on turn 1, 2.3 p.12): 2P2 is speed 4.
    expect(ordersOf('Kestrel 2p2')).toEqual({ kestrel: '2P2(4)' });
    expect(ordersOf('Kestrel 2 p 2')).toEqual({ kestrel: '2P2(4)' });
    expect(ordersOf('Kestrel 2P2(4)')).toEqual({ kestrel: '2P2(4)' });
    expect(ordersOf('Kestrel 0')).toEqual({ kestrel: '0(0)' });
  });

  test('the normal form is what the Movement Phase carries out and reveals (p.14 step 1e)', () => {
    const state = deploy(newGame());
    const moved = resolveWith(state, { ana: expectOk(starmada.parse(state, 'ana', 'kestrel 2s2')), ben: starmada.missing(state, 'ben') });
    expect(moved.state.revealedOrders['kestrel']).toBe('2S2(4)');
    // Kestrel deployed in 0409 facing NE: 2 hexes NE, turn to SE, 2 hexes SE.
    expect(texts(moved.events)).toContain('Kestrel 2S2(4): 0409 → 0809, heading SE.');
    expect(shipOf(moved.state, 'kestrel').at).toEqual(at(8, 9));
    expect(shipOf(moved.state, 'kestrel').prevSpeed).toBe(4);
  });

  test('a ship left out moves straight ahead at its previous speed (p.15, ruling 52)', () => {
    const state = threeLancers();
    const sub = expectOk(starmada.parse(state, 'ana', 'Lancer: 0'));
    const moved = resolveWith(state, { ana: sub, ben: starmada.missing(state, 'ben') });
    // Told as an ordinary move: the default was in Ana's echo ("Lancer 2: no order, straight ahead at speed 4").
    expect(texts(moved.events)).toContainEqual(expect.stringMatching(/^Lancer 2 4\(4\): \d{4} → \d{4}, heading \w+\.$/));
    const before = shipOf(state, 'lancer-2');
    expect(hexDistance(before.at, shipOf(moved.state, 'lancer-2').at)).toBe(4);
    expect(shipOf(moved.state, 'lancer').at).toEqual(shipOf(state, 'lancer').at);
  });
});

describe('illegal orders are refused, naming the ship', () => {
  test('an engine requirement above the engine rating (3.2 p.15)', () => {
    // No turns: requirement = |9 − 4| = 5 > engine rating 4.
    const errors = expectErr(starmada.parse(deploy(newGame()), 'ana', 'Kestrel 9'));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe('ERR_ENGINE_REQUIREMENT');
    expect(readsOf(errors)[0]).toMatch(/^Line 1 · Kestrel “9”: The engine requirement 5 exceeds Kestrel's engine rating of 4/);
    expect(errors[0]?.at).toBe('Kestrel');
  });

  test('a typed speed that is not the order\'s speed', () => {
    const errors = expectErr(starmada.parse(deploy(newGame()), 'ana', 'Kestrel 2P2(5)'));
    expect(readsOf(errors)).toEqual(['Line 1 · Kestrel “2P2(5)”: The speed written is 5, but 2P2 has speed 4. Did you mean 2P2(4)?']);
  });

  test('every ship\'s problem at once, each with its name', () => {
    // 3.1: at most three one-hexside turns.
    const errors = expectErr(starmada.parse(threeLancers(), 'ana', 'Lancer: 9\nLancer 2: PPPP4\nLancer 3: SP4'));
    expect(errors.map((e) => [e.code, e.at])).toEqual([
      ['ERR_ENGINE_REQUIREMENT', 'Lancer'],
      ['ERR_TURNS_TOO_MANY', 'Lancer 2'],
      ['ERR_TURNS_MIXED', 'Lancer 3'],
    ]);
    expect(readsOf(errors)[1]).toBe('Line 2 · Lancer 2 “PPPP4”: Orders may hold at most three one-hexside turns, and PPPP4 has 4. Did you mean PPP4(4)?');
  });

  test('engine damage lowers the rating the next orders must fit (4.4 p.21, 3.2 p.15)', () => {
    // One engine box checked: rating 4 → 2. Stopping from speed 4 now needs 4 > 2.
    const damaged = withShip(deploy(newGame()), 'kestrel', (s) => ({ ...s, engines: { checked: 1, pending: 0 } }));
    const errors = expectErr(starmada.parse(damaged, 'ana', 'Kestrel 0'));
    expect(readsOf(errors)[0]).toMatch(/^Line 1 · Kestrel “0”: The engine requirement 4 exceeds Kestrel's engine rating of 2/);
    expect(ordersOf('Kestrel 2', damaged)).toEqual({ kestrel: '2(2)' });
  });
});

describe('orders-text functions', () => {
  test('parseOrdersText and checkOrders agree with the rule system', () => {
    const state = deploy(newGame());
    expect(orderTexts(state, expectOk(parseOrdersText(state, 'ana', 'kes 2p2')))).toEqual({ kestrel: '2P2(4)' });
    expect(orderTexts(state, expectOk(checkOrders(state, 'ana', typedOrders(state, { kestrel: '2p2' }))))).toEqual({ kestrel: '2P2(4)' });
    // Another seat's ship, and a ship no longer on the board.
    expect(messagesOf(expectErr(checkOrders(state, 'ben', typedOrders(state, { kestrel: '2' }))))).toEqual(['Kestrel is not one of your ships on the board.']);
    const gone = withShip(state, 'kestrel', (s) => ({ ...s, status: 'destroyed' }));
    expect(messagesOf(expectErr(checkOrders(gone, 'ana', typedOrders(state, { kestrel: '2' }))))).toEqual(['Kestrel is not one of your ships on the board.']);
  });
});

describe('names end at a space, a colon or the end of the line', () => {
  // Orders are per ship (3.1 p.15): a digit after a name belongs to the orders, not to another ship's name.
  test('"Lancer 2P2" is Lancer\'s 2P2, never Lancer 2\'s P2', () => {
    const state = threeLancers();
    expect(ordersOf('Lancer 2P2', state)).toEqual({ lancer: '2P2(4)' });
    expect(ordersOf('Lancer 2 2P2', state)).toEqual({ 'lancer-2': '2P2(4)' });
  });

  test('"Lancer 3" with ships Lancer and Lancer 3 is Lancer going 3, since Lancer 3 would have no orders', () => {
    expect(ordersOf('Lancer 3', threeLancers())).toEqual({ lancer: '3(3)' });
  });

  test('an unknown ship and a refused order are reported together', () => {
    const errors = readsOf(expectErr(starmada.parse(threeLancers(), 'ana', 'foo 3\nLancer: 9')));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe('Line 1 · “foo 3”: Start with one of your ships (Lancer, Lancer 2, Lancer 3), then its orders.');
    expect(errors[1]).toMatch(/^Line 2 · Lancer “9”: /);
  });
});

describe('a bare pivot (3.4 p.17)', () => {
  // "a ship may alter its facing by plotting a pivot at the conclusion of its movement orders": a ship that only
  // pivots writes "+1", read as "0 +1" (speed 0), and not refused as an empty order.
  test('"Kestrel +1" is accepted as 0(0) +1 and resolves as a pivot in place', () => {
    // Previous speed 1: stopping costs 1 and the pivot 1, within rating 4 (3.2 p.15, 3.4 p.17).
    const state = withShip(deploy(newGame()), 'kestrel', (s) => ({ ...s, prevSpeed: 1 }));
    expect(ordersOf('Kestrel +1', state)).toEqual({ kestrel: '0(0) +1' });
    expect(ordersOf('Kestrel: -2', state)).toEqual({ kestrel: '0(0) -2' });
    const before = shipOf(state, 'kestrel');
    const moved = resolveWith(state, { ana: expectOk(starmada.parse(state, 'ana', 'Kestrel +1')), ben: starmada.missing(state, 'ben') });
    const event = moved.events.find((e) => e.type === 'move' && e.text.startsWith('Kestrel'));
    expect(event?.data).toMatchObject({ from: before.at, to: before.at, heading: before.heading, facing: (before.heading + 1) % 6, speed: 0, order: '0(0) +1' });
    // The End Phase turns it back (p.17), so the next Orders Phase finds it heading as before, at speed 0.
    expect(shipOf(moved.state, 'kestrel')).toMatchObject({ at: before.at, facing: before.heading, prevSpeed: 0 });
  });
});
