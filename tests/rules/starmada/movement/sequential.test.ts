// Starmada p.46–47 §D.8 Sequential Movement (with Random Movement Initiative, p.47), and the sequence of play 1a–1b
// (p.14): the order of sides, one step per activation owed by the seat whose ships move, orders written and carried out
// together, stacking after all ships have moved, explosions at once (E.3 p.48–49).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { sequentialOrder } from '../../../../src/rules/starmada/movement/sequential.ts';
import type { ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { at, expectErr, fleet, newGame, placed, resolveTyped, shipOf, texts, typedOrders, withShip } from '../integration/fixtures.ts';

/** A game's state with `a` ships on side A and `b` on side B, every one on the board. */
function sides(a: number, b: number): StarmadaState {
  const base = newGame();
  const model = shipOf(base, 'kestrel');
  const ship = (side: 'A' | 'B', i: number): ShipState => ({ ...model, id: `${side}${i}`, name: `${side}${i}`, side, seat: side === 'A' ? 'ana' : 'ben' });
  return { ...base, turn: 1, ships: [...Array.from({ length: a }, (_, i) => ship('A', i)), ...Array.from({ length: b }, (_, i) => ship('B', i))] };
}

const order = (a: number, b: number, faces: readonly number[] = []) => sequentialOrder(sides(a, b), false, scriptedDice(faces));

/** Deployment resolved with D.8 on: the first Movement Phase's order is fixed there (`faces`: its die or cards). */
function begun(spec: Parameters<typeof newGame>[0], faces: readonly number[] = []): StarmadaState {
  return resolveTyped(newGame(spec), {}, faces).state;
}

const THREE_ON_ONE = { options: { sequentialMovement: true }, a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Falcon' }, { class: 'Lancer', name: 'Hawk' }] };

describe('D.8 the order of sides (p.46)', () => {
  test('Starmada p.46 §D.8: eleven against seven alternate one at a time, A first, and A moves its last four: A-B-…-A-B-AA-A-A', () => {
    expect(order(11, 7).order.join('-')).toBe('A-B-A-B-A-B-A-B-A-B-A-B-A-B-A-A-A-A');
  });

  test('Starmada p.46 §D.8: three against seven: B moves two at a time, B-B-A-B-B-A-B-B-A-B', () => {
    const fixed = order(3, 7);
    expect(fixed.order.join('-')).toBe('B-B-A-B-B-A-B-B-A-B');
    expect(fixed.text).toBe('Turn 1 movement, one ship at a time (D.8 p.46): side A has 3 ships, side B 7. Order B-B-A-B-B-A-B-B-A-B. Side B moves 2 ships at a time.');
  });

  test('Starmada p.46 §D.8: equal sides roll a die for who goes first, and the die is in the line (1–3 A, 4–6 B)', () => {
    expect(order(2, 2, [5]).text).toBe('Turn 1 movement, one ship at a time (D.8 p.46): side A has 2 ships, side B 2. Order B-A-B-A. Equal numbers: die 5, side B moves first.');
    expect(order(2, 2, [3]).order.join('-')).toBe('A-B-A-B');
  });

  test('Starmada p.47 §D.8 Random Movement Initiative: four red and three black cards, shuffled, flipped one at a time', () => {
    // One die per card left picks the next card (ruling 150's shuffle): B, A, B, A, B, A, then the last card, A.
    const dice = scriptedDice([5, 1, 4, 1, 3, 1]);
    const deck = sequentialOrder(sides(4, 3), true, dice);
    expect(deck.order.join('-')).toBe('B-A-B-A-B-A-A');
    expect(deck.order.filter((s) => s === 'A')).toHaveLength(4);
    expect(dice.rolls.map((r) => [r.label, r.sides])).toEqual([6, 5, 4, 3, 2].reduce((all, n, i) => [...all, [`D.8 random movement initiative: card ${i + 2} of 7`, n]], [['D.8 random movement initiative: card 1 of 7', 7]] as (string | number)[][]));
    expect(deck.text).toBe('Turn 1 movement, one ship at a time (D.8, random initiative p.47): side A has 4 ships, side B 3 (red cards A, black B). The cards fall B-A-B-A-B-A-A.');
  });
});

describe('D.8 one step per activation (p.46, sequence of play 1b p.14)', () => {
  test('Starmada p.46 §D.8: the step is owed only by the seat whose ships move and names only them; a side moves up to its run of ships', () => {
    const state = begun(THREE_ON_ONE);
    expect(starmada.step(state)).toEqual({ key: 't1/move/1', title: 'Turn 1: move 2 of Kestrel, Falcon, Hawk (side A)', owes: ['ana'], secret: true });
    // Three ships are more than the two A moves now; Vigil is not A's to order.
    expect(expectErr(starmada.parse(state, 'ana', 'Kestrel 4\nFalcon 4\nHawk 4')).map((e) => e.code)).toEqual(['ERR_ORDERS_TOO_MANY']);
    expect(expectErr(starmada.parse(state, 'ben', 'Vigil 4')).map((e) => e.code)).toEqual(['ERR_ORDERS_SHIP']);
    // "Each side is allowed to determine the relative order in which its own starships are moved" (p.47).
    const moved = resolveTyped(state, { ana: 'Falcon 4\nHawk 3' }).state;
    expect(starmada.step(moved)).toEqual({ key: 't1/move/3', title: 'Turn 1: move Vigil (side B)', owes: ['ben'], secret: true });
    const third = resolveTyped(moved, { ben: 'Vigil 4' }).state;
    expect(starmada.step(third)?.title).toBe('Turn 1: move Kestrel (side A)');
    expect(expectErr(starmada.parse(third, 'ana', 'Falcon 2')).map((e) => e.code)).toEqual(['ERR_ORDERS_SHIP']);
    expect(expectErr(starmada.validate(third, 'ana', { kind: 'orders', orders: typedOrders(third, { hawk: '3' }) })).map((e) => e.message)).toEqual(['Hawk has already moved this turn (D.8 p.46): order Kestrel.']);
    // The last ship moved: the phase is over (nothing is in range to fire), and turn 2 begins with A's first move.
    const done = resolveTyped(third, { ana: 'Kestrel 4' });
    expect(done.events.filter((e) => e.type === 'move')).toHaveLength(1);
    expect(starmada.step(done.state)?.key).toBe('t2/move/1');
  });

  test('a side of two seats: the seats take the side\'s slots in turn, one slot a step (ruling 180)', () => {
    const state = begun({ options: { sequentialMovement: true }, extra: { cid: fleet('A', 'Cid', [{ class: 'Lancer', name: 'Osprey' }]) } });
    expect(starmada.step(state)).toEqual({ key: 't1/move/1', title: 'Turn 1: move Kestrel (side A)', owes: ['ana'], secret: true });
    const second = resolveTyped(state, { ana: 'Kestrel 4' }).state;
    expect(starmada.step(second)?.owes).toEqual(['ben']);
    const third = resolveTyped(second, { ben: 'Vigil 4' }).state;
    expect(starmada.step(third)).toEqual({ key: 't1/move/3', title: 'Turn 1: move Osprey (side A)', owes: ['cid'], secret: true });
  });

  test('a seat that sends nothing moves the first ships due straight ahead at their last speed (3.2 p.15, ruling 180)', () => {
    const state = begun(THREE_ON_ONE);
    const missed = resolveTyped(state, {});
    expect(missed.events.filter((e) => e.type === 'move').map((e) => (e.data as { shipId: string; order: string }).shipId)).toEqual(['kestrel', 'falcon']);
    expect(starmada.step(missed.state)?.owes).toEqual(['ben']);
  });

  test('Starmada p.46–47 §D.8: the ratio is fixed at the start of the phase; a side with no ship left passes its slots', () => {
    const state = begun(THREE_ON_ONE);
    // Hawk is gone before A's second run: A's last slot passes and the phase ends after Vigil.
    const first = resolveTyped(state, { ana: 'Kestrel 4\nFalcon 4' }).state;
    const lost = withShip(first, 'hawk', (s) => ({ ...s, status: 'destroyed' }));
    const phase = lost.phase.kind === 'orders' ? lost.phase.sequential : undefined;
    expect(phase?.order).toEqual(['A', 'A', 'B', 'A']);
    const after = resolveTyped(lost, { ben: 'Vigil 4' }).state;
    expect(after.turn).toBe(2);
    expect(starmada.step(after)?.key).toBe('t2/move/1');
  });
});

describe('D.8 stacking and explosions (p.47, E.3 p.48)', () => {
  // Kestrel (A) at 1010 facing N, Vigil (B) at 1005 facing S; the tie die 2 lets A move first.
  const duelists = (options: Record<string, boolean> = {}) => placed(begun({ options: { sequentialMovement: true, ...options } }, [2]), { kestrel: [10, 10, 0], vigil: [10, 5, 3] });

  test('Starmada p.47 §D.8: "stacking is not resolved until all starships have completed their movement"', () => {
    const state = duelists();
    const first = resolveTyped(state, { ana: 'Kestrel 3' });
    expect(first.events.some((e) => e.type === 'stacking')).toBe(false);
    expect(shipOf(first.state, 'kestrel').at).toEqual(at(10, 7));
    // Vigil ends in the same hex: the stacking roll comes now, after the last move (one die each, 3.3 p.16).
    const second = resolveTyped(first.state, { ben: 'Vigil 2' }, [6, 1]);
    expect(second.events.filter((e) => e.type === 'stacking')).toHaveLength(1);
    expect(texts(second.events).indexOf(texts(second.events).find((t) => t.startsWith('Vigil 2')) ?? '')).toBeLessThan(second.events.findIndex((e) => e.type === 'stacking'));
  });

  test('Starmada p.47 §D.8 with E.3 p.48: a ship destroyed on its move by mines explodes before the next ship moves', () => {
    let state = duelists({ explosions: true });
    state = placed(state, { vigil: [10, 6, 3] });
    state = withShip(state, 'kestrel', (s) => ({ ...s, hull: { ...s.hull, checked: 2 } }));
    state = { ...state, minefields: [{ at: at(10, 7), mines: 1 }] };
    // Mines: 6 hits, damage 1 (hull) destroys Kestrel; the second attack misses; Kestrel explodes at Vigil next door:
    // 1, 6, 1 (one hit on 5+), damage 4: an engine hit.
    const moved = resolveTyped(state, { ana: 'Kestrel 3' }, [6, 1, 1, 1, 6, 1, 4]);
    expect(moved.events.map((e) => e.type)).toEqual(['move', 'minefield', 'minefield', 'destroyed', 'explosion']);
    expect(shipOf(moved.state, 'vigil').engines.checked).toBe(1);
    // Vigil moves only now, with the engine it has left: the step is still open for it.
    expect(starmada.step(moved.state)?.title).toBe('Turn 1: move Vigil (side B)');
  });
});

describe('D.8 with D.4 floating game board (p.45, ruling 185)', () => {
  test('the board floats for the moving ship alone, and every other ship moves with it', () => {
    const state = placed(begun({ options: { sequentialMovement: true, floatingBoard: true } }, [2]), { kestrel: [10, 2, 0], vigil: [10, 8, 3] });
    const moved = resolveTyped(state, { ana: 'Kestrel 4' });
    expect(moved.events.map((e) => e.type)).toEqual(['float', 'move']);
    const shift = (moved.events[0]?.data as { shift: { q: number; r: number } }).shift;
    const vigil = shipOf(moved.state, 'vigil');
    expect([vigil.at.q - shipOf(state, 'vigil').at.q, vigil.at.r - shipOf(state, 'vigil').at.r]).toEqual([shift.q, shift.r]);
    expect(shipOf(moved.state, 'kestrel').status).toBe('active');
  });
});

describe('D.8 with B.5 cloaking devices (p.31, ruling 182)', () => {
  test('a cloaked ship moves in its turn, and its move, place and map stay its own side\'s', () => {
    const game = newGame({ options: { sequentialMovement: true, cloaking: true, alternateArcs: true }, b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Sirocco', name: 'Sirocco' }] });
    // Two ships against one is not "more than twice": B, A, B.
    const state = placed(resolveTyped(game, {}).state, { kestrel: [10, 10, 0], vigil: [10, 5, 3], sirocco: [12, 6, 3] });
    expect(starmada.step(state)?.title).toBe('Turn 1: move one of Vigil, Sirocco (side B)');
    const cloaked = resolveTyped(state, { ben: 'Sirocco: C/0' });
    expect(cloaked.events.find((e) => e.type === 'move')?.visibleTo).toEqual(['ben']);
    expect(cloaked.events.filter((e) => !e.visibleTo).map((e) => e.text)).toEqual(['Sirocco cloaks (B.5 p.31): its cloak marker stays in 1206.']);
    const units = (viewer: 'ana' | 'ben') => starmada.scene(cloaked.state, { kind: 'seat', seat: viewer }).units.map((u) => u.id);
    expect(units('ana')).not.toContain('sirocco');
    expect(units('ben')).toContain('sirocco');
    // The next activation is A's and names only A's ship.
    expect(starmada.step(cloaked.state)).toEqual({ key: 't1/move/2', title: 'Turn 1: move Kestrel (side A)', owes: ['ana'], secret: true });
  });
});

describe('D.8 with D.9 towing (p.47, ruling 184)', () => {
  test('the towed ship moves with its tower\'s activation, and its own slot then passes', () => {
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Vigilant' }, { class: 'Vigilant' }], SHIP_LIBRARY), ben: fleet('B', 'Ben', [{ class: 'Majestic' }], SHIP_LIBRARY) };
    const setup = starmada.setup({ options: { ...CORE_RULES, alternateArcs: true, sequentialMovement: true, towing: true }, fleets, scenario: 'standard/medium', seed: 'unused' });
    if (!setup.ok) throw new Error('setup refused');
    const state = placed(resolveTyped(setup.value, {}).state, { vigilant: [10, 10, 0], 'vigilant-2': [10, 10, 0] });
    // Two against one is not "more than twice": A, B, A.
    expect(starmada.step(state)?.title).toBe('Turn 1: move one of Vigilant, Vigilant 2 (side A)');
    const towed = resolveTyped(state, { ana: 'Vigilant T/3(3), tow Vigilant 2' });
    expect(texts(towed.events)).toContain('Vigilant 2 is towed by Vigilant: 1010 → 1007, heading N.');
    expect(starmada.step(towed.state)?.title).toBe('Turn 1: move Majestic (side B)');
    // A's second slot has no ship left to move: the phase ends with the Majestic's move.
    const after = resolveTyped(towed.state, { ben: 'Majestic 0' }).state;
    expect(starmada.step(after)?.key).not.toMatch(/^t1\/move\//);
  });
});
