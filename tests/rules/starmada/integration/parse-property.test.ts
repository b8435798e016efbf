// Properties of reading what players type: `starmada.parse` never throws, in every kind of step, and whatever it
// accepts `starmada.validate` accepts again unchanged; normal forms read back as themselves.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseFire } from '../../../../src/rules/starmada/notation/fire.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { makeShipOrders } from '../../../../src/rules/starmada/notation/ship-orders.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, newGame, resolveTyped } from './fixtures.ts';

const SEATS = ['ana', 'ben', 'nobody'];

/** One state per kind of step the game can be in. */
function statesByPhase(): [string, StarmadaState][] {
  const three = { a: [{ class: 'Lancer' }, { class: 'Lancer' }, { class: 'Lancer', name: 'Kestrel' }] };
  const fighters = resolveTyped(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), {}).state;
  const fire = duel({ ...three, where: { lancer: [10, 10, 0], 'lancer-2': [11, 10, 0], kestrel: [12, 10, 0], vigil: [11, 5, 3] } }).state;
  const book = duel({ options: { bookOrderFire: true } }, [5]).state;
  const losses = resolveTyped(duel().state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 5, 1]).state;
  const over = resolveTyped(duel().state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]).state;
  const states: [string, StarmadaState][] = [
    ['deployment', newGame(three)],
    ['orders', deploy(newGame(three))],
    ['fighters', fighters],
    ['fire', fire],
    ['fireActivation', book],
    ['weaponLosses', losses],
    ['over', over],
  ];
  for (const [kind, state] of states) expect(state.phase.kind, kind).toBe(kind);
  return states;
}

/** Text built from the words players type, so the parsers get past their first checks as well as failing them. */
const TOKENS = [
  'Lancer', 'Lancer 2', 'lan', 'Kestrel', 'Vigil', 'Nest', 'Nest F1', 'Cannon', 'Laser', 'auto', 'hold', 'directed',
  '(', ')', '(Point Defense)', 'x', 'x2', '×', '*', '>', '->', '→', 'at', ':', ';', ',', '\n', ' ', '/', 'C/', 'E/', 'Z/',
  '2P2', 'p', 's', 'L', 'R', 'U', '+1', '-2', '0', '1', '3', '99', '0309', '29,9', 'N', 'NE', 'SW', '-', '',
];
const typed = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((words) => words.join('')),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((words) => words.join(' ')),
);

describe('starmada.parse never throws', () => {
  const states = statesByPhase();

  test.each(states)('in a %s step, and what it accepts validates unchanged', (_kind, state) => {
    fc.assert(
      fc.property(fc.constantFrom(...SEATS), typed, (seat, text) => {
        const parsed = starmada.parse(state, seat, text);
        if (!parsed.ok) {
          expect(parsed.error.length).toBeGreaterThan(0);
          for (const e of parsed.error) expect(e.message).toMatch(/\S/);
          return;
        }
        const again = starmada.validate(state, seat, parsed.value);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value).toEqual(parsed.value);
      }),
      { numRuns: 400 },
    );
  });

  test('parseFire never throws, for any seat', () => {
    const fire = states.find(([kind]) => kind === 'fire')?.[1];
    if (!fire) throw new Error('no fire state');
    fc.assert(
      fc.property(fc.constantFrom(...SEATS), typed, (seat, text) => {
        const result = parseFire(fire, seat, text);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  test('accepted orders, written back in their normal form, read as themselves', () => {
    const orders = states.find(([kind]) => kind === 'orders')?.[1];
    if (!orders) throw new Error('no orders state');
    const move = fc.array(fc.constantFrom('1', '2', '3', 'P', 'S', 'L', 'R', 'U', '0'), { minLength: 1, maxLength: 6 }).map((m) => m.join(''));
    fc.assert(
      fc.property(fc.constantFrom('Lancer', 'Lancer 2', 'Kestrel'), move, (ship, text) => {
        const first = starmada.parse(orders, 'ana', `${ship}: ${text}`);
        if (!first.ok || first.value.kind !== 'orders') return;
        const [[id, read] = ['', undefined]] = Object.entries(first.value.orders);
        const normal = read ? makeShipOrders({ state: orders, ship: orders.ships.find((s) => s.id === id)! }, read) : '';
        const second = starmada.parse(orders, 'ana', `${ship}: ${normal}`);
        expect(second.ok && second.value.kind === 'orders' ? second.value.orders[id] : null).toEqual(read);
      }),
      { numRuns: 400 },
    );
  });
});
