// Bugs found by reading the rule system against the book, each pinned by the smallest case that showed it.
import { describe, expect, test } from 'vitest';
import { parseFire } from '../../../../src/rules/starmada/fire/declaration.ts';
import { parseWeaponLosses } from '../../../../src/rules/starmada/losses-text.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ship/schema.ts';
import { DESIGNS, LANCER, deploy, duel, expectErr, expectOk, fleet, messagesOf, newGame } from './fixtures.ts';

describe('ship ids', () => {
  test('"Star Fox" and "Star-Fox" are two ships with two ids, placed apart', () => {
    const state = newGame({ a: [{ class: 'Lancer', name: 'Star Fox' }, { class: 'Lancer', name: 'Star-Fox' }] });
    const ids = state.ships.filter((s) => s.side === 'A').map((s) => s.id);
    expect(new Set(ids).size).toBe(2);
    const deployed = deploy(state);
    const [a, b] = deployed.ships.filter((s) => s.side === 'A');
    expect(a?.at).not.toEqual(b?.at);
  });

  test('names in other scripts still get distinct ids', () => {
    const state = newGame({ a: [{ class: 'Lancer', name: 'Ω' }, { class: 'Lancer', name: 'Ψ' }] });
    expect(state.ships.filter((s) => s.side === 'A').map((s) => s.id)).toEqual(['ship', 'ship-2']);
  });
});

describe('C.2 p.39: all the weapons in a bank use the same mode', () => {
  test('one bank cannot fire one Disruptor in each mode', () => {
    const { state } = duel({ options: { dualMode: true }, a: [{ class: 'Duelist', name: 'Kestrel' }] });
    const errors = messagesOf(expectErr(parseFire(state, 'ana', 'Kestrel: Disruptor (Point Defense) x1 > Vigil; Disruptor x1 > Vigil')));
    expect(errors).toEqual(['Every Disruptor bank on Kestrel that can reach Vigil already fires in another mode; a bank fires in one mode (C.2).']);
    expect(parseFire(state, 'ana', 'Kestrel: Disruptor (Point Defense) x1 > Vigil; Disruptor (Point Defense) x1 > Vigil').ok).toBe(true);
  });

  test('a count of 0 is refused rather than read as "all"', () => {
    const { state } = duel();
    expect(messagesOf(expectErr(parseFire(state, 'ana', 'Kestrel: Cannon x0 > Vigil')))).toEqual([
      'Fire at least one Cannon, or leave out the count to fire every one that reaches.',
    ]);
  });

  test('the example in a missing-colon message fires at an enemy, not at the firing ship', () => {
    const { state } = duel();
    expect(messagesOf(expectErr(parseFire(state, 'ana', 'Cannon > Vigil')))).toEqual([
      'Start line 1 with the firing ship and a colon, such as "Kestrel: Cannon x2 > Vigil".',
    ]);
  });
});

describe('weapon-loss choices as typed (p.21)', () => {
  const VORTEX: ShipClass = {
    ...LANCER,
    className: 'Vortex',
    batteries: [
      { ...(LANCER.batteries[0] as ShipClass['batteries'][number]), name: 'Vortex', banks: [{ arcs: 'AB', count: 1 }, { arcs: 'EF', count: 1 }] },
      ...LANCER.batteries.slice(1),
    ],
  };
  const owing = () => {
    const setup = starmada.setup({
      options: { ...newGame().options },
      fleets: { ana: fleet('A', 'Ana', [{ class: 'Vortex', name: 'Kestrel' }], [...DESIGNS, VORTEX]), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }]) },
      scenario: 'standard/small',
      seed: '',
    });
    const state = deploy(expectOk(setup));
    return { ...state, phase: { kind: 'weaponLosses' as const, owed: { kestrel: 1 } } };
  };

  test('a name ending in "x" keeps its x, with or without a count', () => {
    expect(expectOk(parseWeaponLosses(owing(), 'ana', 'Kestrel: Vortex 1'))).toEqual({ kestrel: [{ kind: 'weapon', battery: 0, bank: 0, count: 1 }] });
    expect(expectOk(parseWeaponLosses(owing(), 'ana', 'Kestrel: Vortex'))).toEqual({ kestrel: [{ kind: 'weapon', battery: 0, bank: 0, count: 1 }] });
    expect(expectOk(parseWeaponLosses(owing(), 'ana', 'Kestrel: Vortex x1'))).toEqual({ kestrel: [{ kind: 'weapon', battery: 0, bank: 0, count: 1 }] });
  });

  test('the owner may name the bank by its arcs, since any weapon may be struck', () => {
    expect(expectOk(parseWeaponLosses(owing(), 'ana', 'kes: Vortex (EF) 1'))).toEqual({ kestrel: [{ kind: 'weapon', battery: 0, bank: 1, count: 1 }] });
    expect(messagesOf(expectErr(parseWeaponLosses(owing(), 'ana', 'Kestrel: Vortex (CD) 1')))).toEqual([
      "Kestrel's Vortex has no bank (CD); its banks are (AB), (EF).",
    ]);
  });

  test('a seat that owes nothing is told so', () => {
    expect(messagesOf(expectErr(parseWeaponLosses(owing(), 'ben', 'Vigil: auto')))).toEqual(['None of your ships owes weapon losses this turn.']);
  });
});

describe('plot previews', () => {
  test('a seat’s preview draws only its own ships, never a teammate’s', () => {
    const state = deploy(
      newGame({ extra: { cid: fleet('A', 'Cid', [{ class: 'Lancer', name: 'Gull' }]) } }),
    );
    const next = { ...state };
    const scene = starmada.scene(next, { kind: 'seat', seat: 'ana' }, { kind: 'orders', orders: { kestrel: '2P2(4)', gull: '2(2)' } });
    expect(scene.overlays.map((o) => o.unitId)).toEqual(['kestrel']);
    const gm = starmada.scene(next, { kind: 'gm' }, { kind: 'orders', orders: { kestrel: '2P2(4)', gull: '2(2)' } });
    expect(gm.overlays.map((o) => o.unitId).sort()).toEqual(['gull', 'kestrel']);
  });
});
