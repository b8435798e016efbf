// The steps of a Starmada game turn as the rule system opens them (Starmada 1.2 p.14, 2.4 p.12–13,
// secrecy p.14): keys, titles, who owes a decision, secrecy, and steps skipped when no seat has a choice.
import { describe, expect, test } from 'vitest';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectErr, expectOk, fleet, holdAll, newGame, placed, resolveTyped, resolveWith, texts } from './fixtures.ts';

const threeSeats = () =>
  newGame({
    a: [{ class: 'Lancer', name: 'Kestrel' }],
    b: [{ class: 'Lancer', name: 'Vigil' }],
    extra: { cid: fleet('A', 'Cid', [{ class: 'Lancer', name: 'Gull' }]) },
  });

describe('deployment and orders: every seat with a ship, in secret', () => {
  test('deployment is one secret step for every seat with ships', () => {
    expect(starmada.step(threeSeats())).toEqual({ key: 'deploy', title: 'Deployment', owes: ['ana', 'ben', 'cid'], secret: true });
  });

  test('then turn 1 orders, secret and simultaneous (1.3)', () => {
    const state = deploy(threeSeats());
    expect(state.turn).toBe(1);
    expect(starmada.step(state)).toEqual({ key: 't1/orders', title: 'Turn 1: orders', owes: ['ana', 'ben', 'cid'], secret: true });
  });

  test('a seat whose ships are all gone owes nothing', () => {
    const state = deploy(threeSeats());
    const gone = { ...state, ships: state.ships.map((s) => (s.seat === 'cid' ? { ...s, status: 'destroyed' as const } : s)) };
    expect(starmada.step(gone)?.owes).toEqual(['ana', 'ben']);
  });
});

describe('the Combat Phase step', () => {
  test('only seats with a ship that can reach an enemy owe fire declarations', () => {
    // Kestrel 1010 facing N; Vigil 1003 facing N, 7 hexes dead ahead of Kestrel, with Kestrel dead astern of it.
    // Kestrel's Cannons (AB, long 12) reach; Vigil's Cannons face away and its aft Laser (EF) reaches only 6.
    // Cid's Gull sits in the far corner at 0118 facing S, Vigil behind it and out of its aft Laser's reach.
    const deployed = deploy(threeSeats());
    const ready = placed(deployed, { kestrel: [10, 10, 0], vigil: [10, 3, 0], gull: [1, 18, 3] });
    const { state } = holdAll(ready);
    expect(starmada.step(state)).toEqual({ key: 't1/fire', title: 'Turn 1: fire', owes: ['ana'], secret: true });
  });

  test('both seats owe when both can reach', () => {
    const { state } = duel();
    expect(starmada.step(state)?.owes).toEqual(['ana', 'ben']);
  });

  test('no ship able to reach an enemy: no fire step, the End Phase runs and the next turn\'s orders open', () => {
    // Default deployment: 0409 and 2909; every ship moves straight on at speed 4 when no orders come (p.15, ruling 52).
    const state = deploy(newGame());
    const moved = resolveTyped(state, {});
    const [kestrel, vigil] = moved.state.ships;
    if (!kestrel || !vigil) throw new Error('two ships expected');
    // The Cannon reaches 12 hexes at most.
    expect(hexDistance(kestrel.at, vigil.at)).toBeGreaterThan(12);
    expect(texts(moved.events)).toContain('No ship can reach an enemy: no fire this turn.');
    expect(texts(moved.events)).toContain('Score: A 0 / 420 · B 0 / 420');
    expect(moved.state.turn).toBe(2);
    expect(starmada.step(moved.state)?.key).toBe('t2/orders');
  });

  test('book-order fire (4.0 p.18): one public step per activation, for the seat of the side whose turn it is', () => {
    // Equal ship counts: a die decides who activates first (1–3 A, 4–6 B); 5 → B.
    const { state, events } = duel({ options: { bookOrderFire: true } }, [5]);
    expect(texts(events)).toContain('Combat order: B-A (tie: die 5)');
    expect(starmada.step(state)).toEqual({ key: 't1/fire/1', title: 'Turn 1: fire, activation 1 (side B)', owes: ['ben'], secret: false });
    const next = resolveTyped(state, { ben: 'Vigil: hold' });
    expect(texts(next.events)).toContain('Vigil holds its fire.');
    expect(starmada.step(next.state)).toEqual({ key: 't1/fire/2', title: 'Turn 1: fire, activation 2 (side A)', owes: ['ana'], secret: false });
  });

  test('E.5 sequential combat forces book-order steps (ruling 24)', () => {
    const { state } = duel({ options: { sequentialCombat: true } }, [2]);
    expect(starmada.step(state)?.key).toBe('t1/fire/1');
    expect(starmada.step(state)?.owes).toEqual(['ana']);
  });
});

describe('the Fighter Phase step (5.2 p.22)', () => {
  test('one public step per flight activation, owed by one seat', () => {
    const state = deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] }));
    const moved = resolveTyped(state, {});
    expect(texts(moved.events)).toContain('Fighter Phase: side A has 1 flight, side B 0. Order A.');
    expect(starmada.step(moved.state)).toEqual({ key: 't1/fighters/1', title: 'Turn 1: fighters, activation 1 (side A)', owes: ['ana'], secret: false });
    // The flight holds (the missed-deadline default); nothing can fire, so turn 2 opens.
    const held = resolveTyped(moved.state, {});
    expect(texts(held.events)[0]).toMatch(/^Nest F1 holds in hex \d{4}/);
    expect(starmada.step(held.state)?.key).toBe('t2/orders');
  });
});

describe('the weapon-loss step (End Phase step b, 4.5 p.21)', () => {
  test('opens for the owner of a ship whose weapons track dropped, and is public', () => {
    const { state } = duel();
    // Tie die 1: A first. Kestrel's Cannons: to-hit 6, 6 (3+), damage 5, 1 → a weapon hit and a hull hit on Vigil.
    // Its weapons track 4-2 drops from 4 to 2: two weapons to strike (p.21).
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 5, 1]);
    expect(starmada.step(fired.state)).toEqual({ key: 't1/losses', title: 'Turn 1: weapon losses', owes: ['ben'], secret: false });
    expect(fired.state.phase).toEqual({ kind: 'weaponLosses', owed: { vigil: 2 } });
  });
});

describe('what a seat may submit in each step', () => {
  test('a submission of the wrong kind is refused, naming the open step', () => {
    const state = deploy(newGame());
    const errors = expectErr(starmada.validate(state, 'ana', { kind: 'fire', declarations: [] }));
    expect(errors[0]?.code).toBe('ERR_STEP_KIND');
    expect(errors[0]?.message).toBe('That does not fit the open step (Turn 1: orders).');
  });

  test('every missed deadline has a legal default', () => {
    const game = newGame();
    const deployment = starmada.missing(game, 'ana');
    expect(deployment.kind).toBe('deploy');
    expect(expectOk(starmada.validate(game, 'ana', deployment))).toEqual(deployment);
    const orders = deploy(game);
    // No orders: every ship moves straight ahead at its previous speed (p.15, ruling 52).
    expect(starmada.missing(orders, 'ana')).toEqual({ kind: 'orders', orders: {} });
    expect(starmada.validate(orders, 'ana', starmada.missing(orders, 'ana')).ok).toBe(true);
    const { state: fire } = duel();
    // No declarations: the ship does not attack (ruling 52).
    expect(starmada.missing(fire, 'ben')).toEqual({ kind: 'fire', declarations: [] });
    expect(starmada.validate(fire, 'ben', starmada.missing(fire, 'ben')).ok).toBe(true);
  });

  test('a finished game opens no step and refuses text', () => {
    const { state } = duel();
    // Tie die 1. Kestrel: Cannons 6, 6 → hull 1, 2; Laser 6 (long range −1: 5 ≥ 3) → hull 3. Vigil's hull is full.
    const over = resolveWith(state, {
      ana: expectOk(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vigil; Laser > Vigil')),
      ben: starmada.missing(state, 'ben'),
    }, [1, 6, 6, 1, 2, 6, 3]);
    expect(starmada.step(over.state)).toBeNull();
    expect(starmada.outcome(over.state)?.winner).toBe('A');
    expect(expectErr(starmada.parse(over.state, 'ana', 'Kestrel 3'))[0]?.message).toBe('The game is over.');
  });
});
