// The DM prompt for each step (src/rules/starmada/assist/guide.ts): per-ship buttons for placements and orders, one
// text box for fire, fighters and weapon losses; lines, pre-fills, quick answers the rule system accepts, and help.
import { describe, expect, test } from 'vitest';
import { guide } from '../../../../src/rules/starmada/assist/guide.ts';
import { standardDeploymentRules, zoneText } from '../../../../src/rules/starmada/setup/deployment.ts';
import { starmadaAssist } from '../../../../src/rules/starmada/assist/index.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectOk, holdAll, newGame, resolveTyped, typedOrders, withShip } from '../integration/fixtures.ts';
import { lossesState, SEATS, statesByPhase } from './fixtures.ts';

const twoShips = { a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Kestrel Two' }] };

test('the rule system offers this assist', () => {
  expect(starmada.assist).toBe(starmadaAssist);
});

describe('deployment (2.3 p.12)', () => {
  test('one unit per ship, within four hexes of the side’s short edge, pre-filled with the default hex', () => {
    const state = newGame(twoShips);
    const g = guide(state, 'ana', null);
    expect(g.mode).toBe('units');
    // The book's minimum board is 32 × 18 (p.4); side A takes the west edge, columns 01–04.
    expect(g.units).toEqual([
      { id: 'kestrel', name: 'Kestrel', line: 'Lancer-class · deploy within 4 hexes of the west edge (columns 01–04)', prefill: '0409 NE' },
      { id: 'kestrel-two', name: 'Kestrel Two', line: 'Lancer-class · deploy within 4 hexes of the west edge (columns 01–04)', prefill: '0410 NE' },
    ]);
    expect(zoneText(standardDeploymentRules(state.board), 'B')).toBe('within 4 hexes of the east edge (columns 29–32)');
    expect(g.help).toContain('at most 3 ships a hex');
  });

  test('the draft’s placements pre-fill; the draft text and the quick answer read back', () => {
    const state = newGame(twoShips);
    const draft = expectOk(starmada.parse(state, 'ana', 'Kestrel 0201 N\nKestrel Two 0202 S'));
    const g = guide(state, 'ana', draft);
    expect(g.units.map((u) => u.prefill)).toEqual(['0201 N', '0202 S']);
    expect(expectOk(starmada.parse(state, 'ana', g.draftText))).toEqual(draft);
    expect(g.choices[0]?.name).toBe('Default deployment');
    expect(expectOk(starmada.parse(state, 'ana', g.choices[0]?.value ?? ''))).toEqual(starmada.missing(state, 'ana'));
  });
});

describe('movement orders (3.1–3.4 p.15–17)', () => {
  test('one line per ship: hex, heading, previous speed, engine rating of the undamaged rating', () => {
    const state = withShip(deploy(newGame(twoShips)), 'kestrel-two', (s) => ({ ...s, engines: { checked: 1, pending: 0 } }));
    const g = guide(state, 'ana', null);
    expect(g.mode).toBe('units');
    // Turn 1: the previous speed is the engine rating (2.3 p.12); Lancer engines 4-2, one box checked → 2 (p.10).
    expect(g.units.map((u) => u.line)).toEqual(['hex 0409 · heading NE · speed 4 · engines 4 of 4', 'hex 0410 · heading NE · speed 4 · engines 2 of 4']);
    expect(g.units.map((u) => u.prefill)).toEqual(['', '']);
  });

  test('pre-fill: the draft’s order, else the order revealed last turn', () => {
    const turn1 = deploy(newGame(twoShips));
    const moved = holdAll(turn1).state;
    // Nothing can reach across the board: no fire, so turn 2's orders open.
    expect(starmada.step(moved)?.key).toBe('t2/orders');
    const draft = expectOk(starmada.parse(moved, 'ana', 'Kestrel 1'));
    const g = guide(moved, 'ana', draft);
    expect(g.units.map((u) => [u.name, u.prefill])).toEqual([
      ['Kestrel', '1(1)'],
      ['Kestrel Two', '0(0)'],
    ]);
    expect(g.draftText).toBe('Kestrel: 1(1)');
    // Without a draft the text box starts from last turn's orders.
    expect(guide(moved, 'ana', null).draftText).toBe('Kestrel: 0(0)\nKestrel Two: 0(0)');
  });

  test('"All straight ahead" keeps every ship at its previous speed, which always meets the requirement (3.2: 0)', () => {
    const state = deploy(newGame(twoShips));
    const choice = guide(state, 'ana', null).choices[0];
    expect(choice?.name).toBe('All straight ahead');
    expect(expectOk(starmada.parse(state, 'ana', choice?.value ?? ''))).toEqual({ kind: 'orders', orders: typedOrders(state, { kestrel: '4(4)', 'kestrel-two': '4(4)' }) });
  });
});

describe('fire (4.1 p.18–19)', () => {
  test('one text box; help with a real declaration of the seat’s; the draft as text', () => {
    const { state } = duel();
    const draft = expectOk(starmada.parse(state, 'ana', 'Kestrel: Cannon x1 > Vigil'));
    const g = guide(state, 'ana', draft);
    expect(g.mode).toBe('text');
    expect(g.units.map((u) => u.name)).toEqual(['Kestrel']);
    expect(g.draftText).toBe('Kestrel: Cannon x1 > Vigil');
    expect(g.help.split('\n')[0]).toBe('One line per ship: "Kestrel: Cannon x1 > Vigil"; leave out the count to fire every weapon that reaches (4.1 p.18).');
    expect(g.choices).toEqual([{ name: 'Hold fire', value: 'Kestrel: hold' }]);
    expect(expectOk(starmada.parse(state, 'ana', 'Kestrel: hold'))).toEqual({ kind: 'fire', declarations: [], held: ['kestrel'] });
  });

  test('book-order fire: the seat whose activation it is sees its ships; the other nothing', () => {
    const state = duel({ options: { bookOrderFire: true } }, [1]).state;
    expect(guide(state, 'ana', null).units.map((u) => u.id)).toEqual(['kestrel']);
    expect(guide(state, 'ben', null).units).toEqual([]);
  });
});

describe('fighters (5.3 p.22) and weapon losses (4.5 p.21)', () => {
  test('a flight may hold position: "Nest F1 0", which the reader accepts', () => {
    const state = resolveTyped(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), {}).state;
    const g = guide(state, 'ana', null);
    expect(g.mode).toBe('text');
    expect(g.units.map((u) => u.name)).toEqual(['Nest F1']);
    expect(g.units[0]?.line).toMatch(/^hex \d{4} · heading (N|NE|SE|S|SW|NW) · 6 fighters$/);
    expect(g.choices).toEqual([{ name: 'Nest F1: hold position', value: 'Nest F1 0' }]);
    expect(starmada.parse(state, 'ana', 'Nest F1 0').ok).toBe(true);
  });

  // Starmada p.51 §F.1, §F.2: going on station and dogfights are offered only where the rules allow them, and each
  // offered choice is an activation the reader accepts.
  test('F.1 and F.2: "go on station", a dogfight with a lone enemy flight in reach, and a pinned flight\'s attack', () => {
    const options = { carriers: true, combatSpacePatrol: true, dogfights: true };
    const base = resolveTyped(deploy(newGame({ options, a: [{ class: 'Hive', name: 'Nest' }] })), {}).state;
    const nest = base.flights.find((f) => f.name === 'Nest F1');
    if (!nest) throw new Error('no flight');
    const ahead = { ...nest.at, q: nest.at.q + 2 };
    const state: StarmadaState = { ...base, flights: [...base.flights, { ...nest, id: 'wasp', name: 'Wasp', side: 'B', seat: 'ben', carrierId: 'x', at: ahead }] };
    const g = guide(state, 'ana', null);
    expect(g.choices.map((c) => c.name)).toContain('Nest F1: go on station (intercept the first enemy flight in reach)');
    expect(g.choices.some((c) => /^Nest F1: \w+ dogfight Wasp$/.test(c.name))).toBe(true);
    for (const c of g.choices) expect(starmada.parse(state, 'ana', c.value).ok).toBe(true);
    expect(g.help).toContain('F.1 p.51');
    // Without the options, neither is offered.
    const plain = guide({ ...state, options: { ...state.options, combatSpacePatrol: false, dogfights: false } }, 'ana', null);
    expect(plain.choices.map((c) => c.name)).toEqual(['Nest F1: hold position']);
    // Pinned: hold, or attack its opponent; nothing else.
    const pinned: StarmadaState = { ...state, flights: state.flights.map((f) => (f.id === nest.id ? { ...f, at: ahead, pinnedWith: 'wasp' } : f.id === 'wasp' ? { ...f, pinnedWith: nest.id } : f)) };
    const p = guide(pinned, 'ana', null);
    expect(p.choices).toEqual([
      { name: 'Nest F1: hold position', value: 'Nest F1 0' },
      { name: 'Nest F1: attack Wasp (dogfight)', value: 'Nest F1 0 attack Wasp' },
    ]);
    for (const c of p.choices) expect(starmada.parse(pinned, 'ana', c.value).ok).toBe(true);
  });

  // 4.4 p.21: the owner chooses; the default is only for the deadline, and the prompt names it in advance.
  test('the ship that owes losses, what it may lose, what it loses if the owner chooses nothing, and "Default losses"', () => {
    const state = lossesState();
    const g = guide(state, 'ben', null);
    expect(g.units).toEqual([{ id: 'vigil', name: 'Vigil', line: 'loses 2 weapons or equipment · from Cannon, Laser · if you choose nothing: Cannon (AB) 1, Laser (EF) 1', prefill: '' }]);
    expect(g.help).toContain('Send nothing by the deadline and each ship loses its default, shown above.');
    expect(g.choices).toEqual([{ name: 'Default losses', value: 'Vigil: auto' }]);
    expect(expectOk(starmada.parse(state, 'ben', 'Vigil: auto'))).toEqual({
      kind: 'losses',
      choices: { vigil: [{ kind: 'weapon', battery: 0, bank: 0, count: 1 }, { kind: 'weapon', battery: 1, bank: 0, count: 1 }] },
    });
    const draft = expectOk(starmada.parse(state, 'ben', 'Vigil: Cannon 1, Laser 1'));
    expect(expectOk(starmada.parse(state, 'ben', guide(state, 'ben', draft).draftText))).toEqual(draft);
  });
});

describe('in every step', () => {
  test.each(statesByPhase())('%s: placeholder ≤ 100 characters, 2–4 lines of help, at most 5 quick answers, each accepted', (_kind, state: StarmadaState) => {
    const step = starmada.step(state);
    for (const seat of SEATS) {
      const g = guide(state, seat, null);
      expect(g.placeholder.length).toBeLessThanOrEqual(100);
      expect(g.choices.length).toBeLessThanOrEqual(5);
      if (!step?.owes.includes(seat)) continue;
      expect(g.help.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(g.help.split('\n').length).toBeLessThanOrEqual(4);
      for (const choice of g.choices) expect(starmada.parse(state, seat, choice.value).ok, `${choice.name}: ${choice.value}`).toBe(true);
    }
  });

  test('a finished game has nothing to do', () => {
    const over = statesByPhase().find(([kind]) => kind === 'over')?.[1] as StarmadaState;
    expect(guide(over, 'ana', null)).toMatchObject({ units: [], choices: [], help: 'The game is over.' });
  });
});
