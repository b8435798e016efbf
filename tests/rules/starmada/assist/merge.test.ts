// Merging one unit's notation into a draft (src/rules/starmada/assist/merge.ts): orders and placements replace the
// unit's line, fire declarations add to the draft, other steps take the new text; never a throw.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { merge } from '../../../../src/rules/starmada/assist/merge.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectErr, expectOk, fleet, newGame, typedOrders } from '../integration/fixtures.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { lossesState, SEATS, statesByPhase, typed } from './fixtures.ts';

const twoShips = { a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Kestrel Two' }] };
const parsed = (state: StarmadaState, seat: string, text: string): StarmadaSubmission => expectOk(starmada.parse(state, seat, text));

describe('movement orders (3.1 p.15): a named line replaces that ship’s line', () => {
  test('the new order replaces the draft’s order for that ship; the other ship keeps its own', () => {
    const state = deploy(newGame(twoShips));
    const draft = parsed(state, 'ana', 'Kestrel 2P2\nKestrel Two 4');
    const text = merge(state, 'ana', draft, 'kestrel two: S3');
    // Orders come back in normal form, with the speed written after them as the book does ("2P2(4)", p.15).
    expect(text).toBe('Kestrel: 2P2(4)\nKestrel Two: S3');
    expect(parsed(state, 'ana', text)).toEqual({ kind: 'orders', orders: typedOrders(state, { kestrel: '2P2(4)', 'kestrel-two': 'S3(3)' }) });
  });

  test('"Kestrel 3" means Kestrel’s 3, not a ship called "Kestrel 3"; a unique start of a name works', () => {
    const state = deploy(newGame(twoShips));
    expect(merge(state, 'ana', null, 'Kestrel 3')).toBe('Kestrel: 3');
    const other = deploy(newGame({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Falcon' }] }));
    expect(merge(other, 'ana', null, 'fal 2P2')).toBe('Falcon: 2P2');
  });

  test('several lines, or lines split by ";", each replace their ship’s line, in fleet order', () => {
    const state = deploy(newGame(twoShips));
    expect(merge(state, 'ana', null, 'Kestrel Two: 3; Kestrel: 4')).toBe('Kestrel: 4\nKestrel Two: 3');
  });

  test('a ship given two orders in one message keeps both lines, so the reader flags it instead of the last one winning', () => {
    const state = deploy(newGame(twoShips));
    const draft = parsed(state, 'ana', 'Kestrel 2P2\nKestrel Two 4');
    const text = merge(state, 'ana', draft, 'Kestrel Two 2; Kestrel Two 3');
    expect(text).toBe('Kestrel: 2P2(4)\nKestrel Two: 2\nKestrel Two 3');
    expect(expectErr(starmada.parse(state, 'ana', text)).map((e) => e.code)).toContain('ERR_ORDERS_TWICE');
  });

  test('a ship named with nothing after it loses its order, so it goes straight ahead (p.16)', () => {
    const state = deploy(newGame(twoShips));
    const draft = parsed(state, 'ana', 'Kestrel 2P2\nKestrel Two 4');
    expect(merge(state, 'ana', draft, 'Kestrel Two:')).toBe('Kestrel: 2P2(4)');
  });

  test('a line naming no ship of the seat is kept, so the reader reports it', () => {
    const state = deploy(newGame(twoShips));
    const text = merge(state, 'ana', null, 'Vigil 3');
    expect(text).toBe('Vigil 3');
    expect(expectErr(starmada.parse(state, 'ana', text))[0]?.code).toBe('ERR_ORDERS_SHIP');
  });
});

describe('placements (2.3 p.12)', () => {
  test('without a draft the other ships keep their default hexes, so one placement makes a whole deployment', () => {
    const state = newGame(twoShips);
    const text = merge(state, 'ana', null, 'Kestrel Two: 0305 N');
    expect(text).toBe('Kestrel 0409 NE\nKestrel Two 0305 N');
    const sub = parsed(state, 'ana', text);
    expect(sub.kind === 'deploy' && sub.placements.map((p) => p.unitId)).toEqual(['kestrel', 'kestrel-two']);
  });

  test('with a draft, the named ship’s placement is replaced', () => {
    const state = newGame(twoShips);
    const draft = parsed(state, 'ana', 'Kestrel 0201 N\nKestrel Two 0202 N');
    expect(merge(state, 'ana', draft, 'kestrel 0303 S')).toBe('Kestrel 0303 S\nKestrel Two 0202 N');
  });
});

describe('fire declarations (4.1 p.18) add to the draft', () => {
  test('a new line goes after the draft’s lines; the result reads as both declarations', () => {
    const { state } = duel();
    const draft = parsed(state, 'ana', 'Kestrel: Cannon x1 > Vigil');
    const text = merge(state, 'ana', draft, 'Kestrel: Laser > Vigil');
    expect(text).toBe('Kestrel: Cannon x1 > Vigil\nKestrel: Laser > Vigil');
    const sub = parsed(state, 'ana', text);
    expect(sub.kind === 'fire' && sub.declarations.map((d) => [d.battery, d.weapons])).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  test('"Kestrel: hold" clears Kestrel’s earlier declarations', () => {
    const { state } = duel();
    const draft = parsed(state, 'ana', 'Kestrel: Cannon x1 > Vigil');
    const text = merge(state, 'ana', draft, 'Kestrel: hold');
    expect(text).toBe('Kestrel: hold');
    expect(merge(state, 'ana', draft, 'kes: pass')).toBe('kes: pass');
    expect(parsed(state, 'ana', text)).toEqual({ kind: 'fire', declarations: [], held: ['kestrel'] });
  });
});

describe('other steps take the new text whole', () => {
  test('weapon losses (4.5 p.21): the text replaces the draft', () => {
    const state = lossesState();
    const draft = parsed(state, 'ben', 'Vigil: Cannon 1, Laser 1');
    expect(merge(state, 'ben', draft, 'Vigil: auto')).toBe('Vigil: auto');
  });
});

describe('merge never throws', () => {
  const states = statesByPhase();
  test.each(states)('in a %s step, with or without a draft, on any text', (_kind, state) => {
    const drafts: (StarmadaSubmission | null)[] = [null, ...SEATS.map((seat) => starmada.missing(state, seat))];
    fc.assert(
      fc.property(fc.constantFrom(...SEATS), fc.constantFrom(...drafts), typed, (seat, draft, text) => {
        const out = merge(state, seat, draft, text);
        expect(typeof out).toBe('string');
        // Whatever comes out, the reader answers it without throwing.
        starmada.parse(state, seat, out);
      }),
      { numRuns: 300 },
    );
  });

  test('a draft merged with nothing reads back as the same draft', () => {
    for (const [, state] of statesByPhase()) {
      for (const seat of ['ana', 'ben']) {
        const step = starmada.step(state);
        if (!step?.owes.includes(seat) || state.phase.kind === 'fighters' || state.phase.kind === 'weaponLosses') continue;
        const draft = starmada.missing(state, seat);
        const text = merge(state, seat, draft, '');
        if (text === '') continue;
        expect(parsed(state, seat, text), `${state.phase.kind} ${seat}`).toEqual(draft);
      }
    }
  });
});

describe('movement orders are parts: the move and each clause (core/order-parts.ts)', () => {
  // A typed line replaces only the parts it names: a new move keeps the ship's boost (B.3 p.31), "no boost" takes
  // it away; the Plot modal's whole-order scope ('units') replaces the line as sent.
  const zephyr = () => {
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Zephyr' }], SHIP_LIBRARY), ben: fleet('B', 'Ben', [{ class: 'Majestic' }], SHIP_LIBRARY) };
    return deploy(expectOk(starmada.setup({ options: { ...CORE_RULES, alternateArcs: true }, fleets, scenario: 'standard/medium', seed: 'unused' })));
  };

  test('a new move keeps the drafted boost; a typed boost replaces it; "no boost" drops it', () => {
    const state = zephyr();
    const draft = parsed(state, 'ana', 'Zephyr S1S, boost 1');
    expect(merge(state, 'ana', draft, 'Zephyr 5')).toBe('Zephyr: 5, boost 1');
    expect(merge(state, 'ana', draft, 'Zephyr boost 2')).toBe('Zephyr: S1S(1), boost 2');
    expect(merge(state, 'ana', draft, 'Zephyr 5, no boost')).toBe('Zephyr: 5');
    expect(merge(state, 'ana', draft, 'Zephyr 5', 'units')).toBe('Zephyr: 5');
    expect(parsed(state, 'ana', merge(state, 'ana', draft, 'Zephyr 5'))).toEqual(parsed(state, 'ana', 'Zephyr 5, boost 1'));
  });

  test('"no boost" alone reads as no choice: the reader skips it', () => {
    const state = zephyr();
    expect(parsed(state, 'ana', 'Zephyr 5, no boost')).toEqual(parsed(state, 'ana', 'Zephyr 5'));
  });
});
