// Bugs found by reading the rule system against the book, each pinned by the smallest case that showed it.
import { describe, expect, test } from 'vitest';
import { parseFire } from '../../../../src/rules/starmada/notation/fire.ts';
import { parseWeaponLosses } from '../../../../src/rules/starmada/notation/losses.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { DESIGNS, LANCER, deploy, duel, expectErr, expectOk, fleet, messagesOf, newGame, readsOf, resolveWith, texts, typedOrders, withShip } from './fixtures.ts';

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
    const errors = readsOf(expectErr(parseFire(state, 'ana', 'Kestrel: Disruptor (Point Defense) x1 > Vigil; Disruptor x1 > Vigil')));
    expect(errors).toEqual([
      'Line 1 · Kestrel “Disruptor x1 > Vigil”: Every Disruptor bank on Kestrel that can reach Vigil already fires in another mode; a bank fires in one mode (C.2). “Disruptor (Point Defense) x1 > Vigil” took them first.',
    ]);
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
    expect(readsOf(expectErr(parseFire(state, 'ana', 'Cannon > Vigil')))).toEqual([
      'Line 1 · “Cannon > Vigil”: Start with the firing ship and a colon, such as "Kestrel: Cannon x2 > Vigil".',
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
    const scene = starmada.scene(next, { kind: 'seat', seat: 'ana' }, { kind: 'orders', orders: typedOrders(next, { kestrel: '2P2(4)', gull: '2(2)' }) });
    expect(scene.overlays.flatMap((o) => (o.kind === 'plot' ? [o.unitId] : []))).toEqual(['kestrel']);
    const gm = starmada.scene(next, { kind: 'gm' }, { kind: 'orders', orders: typedOrders(next, { kestrel: '2P2(4)', gull: '2(2)' }) });
    expect(gm.overlays.flatMap((o) => (o.kind === 'plot' ? [o.unitId] : [])).sort()).toEqual(['gull', 'kestrel']);
  });
});

describe('E.3 p.48 with E.5 p.49: a ship destroyed by immediate damage explodes at once', () => {
  test('Kestrel, destroyed in Vigil’s activation, explodes against Vigil next to it before anything else', () => {
    // Kestrel 1010 facing N, Vigil 1009 facing S (adjacent); tie die 4: side B fires first.
    const { state: ready } = duel({ options: { sequentialCombat: true, explosions: true }, where: { kestrel: [10, 10, 0], vigil: [10, 9, 3] } }, [4]);
    const state = withShip(ready, 'kestrel', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    // Cannons 6, 6 hit (range 1: short, +1); no shields; damage 1, 1: two hull boxes, the last of Kestrel's three.
    // Explosion (hull size 3): three dice against an adjacent ship, hitting on 5–6: 2, 3, 4 miss.
    const resolved = resolveWith(state, { ben: expectOk(starmada.parse(state, 'ben', 'Vigil: Cannon > Kestrel')) }, [6, 6, 1, 1, 2, 3, 4]);
    const lines = texts(resolved.events);
    expect(lines.slice(0, 3)).toEqual([
      'Vigil → Kestrel · Cannon ×2 · to-hit 6, 6 · hits on 2+ (3+ +1) → 2 hits · impact automatic (shields 0) → 2 · damage 1, 1: hull, hull',
      'Kestrel is destroyed.',
      'Kestrel explodes → Vigil · 2, 3, 4 · hits on 5+ → no hits',
    ]);
    expect(lines.filter((l) => l === 'Kestrel is destroyed.')).toHaveLength(1);
  });
});
