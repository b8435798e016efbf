// What a resolved step's map shows in Starmada (views/scene.ts, views/shots.ts): every attack as a line from the
// attacker to its target with hit or miss and a short label (4.2–4.4 p.20–21, 5.4 p.23, C.4 p.40), wrecks on the map
// of the step that destroyed them (4.5 p.21), explosions (E.3 p.48), seekers' targets (C.4 p.40), deployment zones
// (2.3 p.12), the enemies an arc reaches, and the secrecy of a cloaked ship (B.5, ruling 27) through all of it.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { Viewer } from '../../../../src/rules/core/rule-system.ts';
import type { SceneOverlay } from '../../../../src/rules/core/scene.ts';
import { starmadaStateVersioning } from '../../../../src/rules/starmada/state-schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { readState } from '../../../../src/rules/core/state-version.ts';
import { STAY } from '../../../../src/rules/starmada/fighters/flight-move.ts';
import { DOMINION_NO_TUBES, duel, newGame, resolveTyped } from '../integration/fixtures.ts';
import { flight, hex, place, seekerFlight, seekerGame } from '../seekers/fixtures.ts';

const ANA: Viewer = { kind: 'seat', seat: 'ana' };
const BEN: Viewer = { kind: 'seat', seat: 'ben' };
const PUBLIC: Viewer = { kind: 'public' };
const GM: Viewer = { kind: 'gm' };

const fires = (overlays: readonly SceneOverlay[]) => overlays.flatMap((o) => (o.kind === 'fire' ? [{ fromId: o.fromId, toId: o.toId, hit: o.hit, label: o.label }] : []));

/** Kestrel's Cannon (2 dice) and Laser (1 die) all hit Vigil for 3 hull boxes: Vigil is destroyed (LANCER: hull 3). */
function killStep(options = {}): StarmadaState {
  const { state } = duel({ options });
  return resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]).state;
}

describe('shots of the resolved fire step (4.2 p.20: dice that equal or exceed ACC hit; 4.4 p.21: boxes checked)', () => {
  test('one line per attacker and target, its batteries summed: "3 of 3 hit · 3 dmg", with the units\' ids', () => {
    const state = killStep();
    const kestrel = state.ships.find((s) => s.id === 'kestrel');
    const vigil = state.ships.find((s) => s.id === 'vigil');
    const overlays = starmada.scene(state, PUBLIC).overlays;
    expect(fires(overlays)).toEqual([{ fromId: 'kestrel', toId: 'vigil', hit: true, label: '3 of 3 hit · 3 dmg' }]);
    expect(overlays[0]).toMatchObject({ from: kestrel?.at, to: vigil?.at });
  });

  test('a volley that scores nothing is a miss; both sides\' fire is drawn', () => {
    const { state } = duel();
    const after = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: Cannon > Kestrel' }, [1, 1, 1, 1, 1]).state;
    expect(fires(starmada.scene(after, PUBLIC).overlays)).toEqual([
      { fromId: 'kestrel', toId: 'vigil', hit: false, label: 'miss' },
      { fromId: 'vigil', toId: 'kestrel', hit: false, label: 'miss' },
    ]);
  });

  test('the next step\'s map no longer draws them, and a draft map draws the draft instead', () => {
    const { state } = duel();
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: Cannon > Kestrel' }, [1, 1, 1, 1, 1]).state;
    expect(starmada.scene(fired, ANA, { kind: 'orders', orders: {} }).overlays).toEqual([]);
    const moved = resolveTyped(fired, { ana: 'Kestrel: 0', ben: 'Vigil: 0' }).state;
    expect(fires(starmada.scene(moved, PUBLIC).overlays)).toEqual([]);
  });
});

describe('wrecks and explosions', () => {
  test('the destroyed ship is a wreck on the map of the step that destroyed it (4.5 p.21)', () => {
    const units = starmada.scene(killStep(), PUBLIC).units;
    expect(units.map((u) => [u.id, u.status])).toEqual([['kestrel', 'active'], ['vigil', 'destroyed']]);
  });

  test('with E.3 a destroyed ship explodes: a burst one hex wide at its hex (p.48: its hex and the adjacent ones)', () => {
    const { state } = duel({ options: { explosions: true } });
    // Vigil's three hull dice against Kestrel, five hexes away: nothing is in reach of the blast.
    const after = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]).state;
    const vigil = after.ships.find((s) => s.id === 'vigil');
    expect(starmada.scene(after, PUBLIC).overlays.filter((o) => o.kind === 'explosion')).toEqual([{ kind: 'explosion', at: vigil?.at, radius: 1 }]);
    expect(starmada.scene(killStep(), PUBLIC).overlays.filter((o) => o.kind === 'explosion')).toEqual([]);
  });
});

describe('seekers and fighters (C.4 p.40, 5.4 p.23)', () => {
  test('a seeker flight in flight points at the unit it was launched at', () => {
    const state = { ...seekerGame(), flights: [seekerFlight(hex(15, 6), 0, 'majestic')] };
    expect(starmada.scene(state, PUBLIC).units.find((u) => u.kind === 'flight')).toMatchObject({ targetId: 'majestic' });
  });

  test('a fighter\'s attack on a seeker and the seeker\'s attack on its ship are both drawn: "2 of 6 hit · 2 down", "miss"', () => {
    let state = seekerGame({ a: [{ class: 'Majestic' }, { class: 'Dominion' }], designs: [DOMINION_NO_TUBES], carriers: true });
    state = place(place(place(state, 'majestic', hex(15, 0), 0), 'dominion', hex(10, 6), 0), 'sirocco', hex(25, 0), 4);
    const fighter = flight(state, 'dominion/F1');
    if (!fighter) throw new Error('the Dominion raised no flights');
    const seeker = seekerFlight(hex(15, 3), 0, 'majestic');
    state = { ...state, turn: 2, flights: [{ ...fighter, at: hex(15, 4) }, seeker], phase: { kind: 'fighters', order: ['A', 'B'], next: 0 } };
    // Six fighters: 1, 1, 5, 6, 2, 3 (two seekers destroyed); the two seekers left roll 1, 1 at the Majestic.
    const dice = scriptedDice([1, 1, 5, 6, 2, 3, 1, 1]);
    const done = starmada.resolve(state, { ana: { kind: 'flight', activation: { flightId: 'dominion/F1', move: STAY, targetId: seeker.id } } }, dice);
    expect(fires(starmada.scene(done.state, PUBLIC).overlays)).toEqual([
      { fromId: 'dominion/F1', toId: seeker.id, hit: true, label: '2 of 6 hit · 2 down' },
      { fromId: seeker.id, toId: 'majestic', hit: false, label: 'miss' },
    ]);
  });
});

describe('deployment zones and arcs', () => {
  test('the deployment map shades both sides\' zones, the four columns at each short edge (2.3 p.12)', () => {
    const zones = starmada.scene(newGame(), ANA).zones ?? [];
    expect(zones.map((z) => [z.side, z.label, z.hexes?.length])).toEqual([['A', 'Side A deployment', 4 * 18], ['B', 'Side B deployment', 4 * 18]]);
    expect(starmada.scene(killStep(), ANA).zones).toBeUndefined();
  });

  test('an arc lists the enemies in its hexes, so the map keeps them in view', () => {
    const { state } = duel();
    const arcs = starmada.arcs?.(state, PUBLIC, 'kestrel') ?? [];
    expect(arcs.map((a) => (a.kind === 'arc' ? a.reaches : null))).toEqual(arcs.map(() => ['vigil']));
    expect(arcs.length).toBeGreaterThan(0);
  });
});

describe('secrecy of a cloaked ship (B.5, ruling 27) in the new fields', () => {
  const cloak = (state: StarmadaState, id: string): StarmadaState => ({ ...state, revealedOrders: { ...state.revealedOrders, [id]: 'C/0' } });

  test('a shot, a wreck or a blast of a ship the viewer cannot see is not drawn; its own side and the GM see them', () => {
    const state = cloak(killStep({ explosions: true }), 'vigil');
    for (const viewer of [ANA, PUBLIC]) {
      const scene = starmada.scene(state, viewer);
      expect(scene.units.map((u) => u.id)).toEqual(['kestrel']);
      expect(scene.overlays).toEqual([]);
    }
    for (const viewer of [BEN, GM]) {
      const scene = starmada.scene(state, viewer);
      expect(scene.units.map((u) => u.id)).toEqual(['kestrel', 'vigil']);
      expect(fires(scene.overlays).map((f) => f.toId)).toEqual(['vigil']);
      expect(scene.overlays.some((o) => o.kind === 'explosion')).toBe(true);
    }
  });

  test('a seeker bound for a cloaked ship does not point at it for the other side', () => {
    const state = cloak({ ...seekerGame(), flights: [seekerFlight(hex(15, 6), 0, 'majestic')] }, 'majestic');
    expect(starmada.scene(state, BEN).units.find((u) => u.kind === 'flight')?.targetId).toBeUndefined();
    expect(starmada.scene(state, ANA).units.find((u) => u.kind === 'flight')?.targetId).toBe('majestic');
  });

  test('an arc never lists a cloaked enemy the viewer cannot see', () => {
    const state = cloak(duel().state, 'vigil');
    const arcs = starmada.arcs?.(state, ANA, 'kestrel') ?? [];
    expect(arcs.flatMap((a) => (a.kind === 'arc' ? (a.reaches ?? []) : []))).toEqual([]);
  });
});

describe('stored games (core/state-version.ts)', () => {
  test('a version-1 state, stored before the step record, reads with an empty one', () => {
    const { lastStep: _dropped, ...old } = killStep();
    void _dropped;
    const read = readState({ ...old, schemaVersion: 1 }, starmadaStateVersioning);
    expect(read.ok && read.value.lastStep).toEqual({ shots: [], wrecks: [], blasts: [] });
    expect(starmadaStateVersioning.version).toBe(2);
  });
});

describe('markers on the board (B.9 p.33)', () => {
  test('flares are drawn for every viewer, face-up and face-down ones told apart', () => {
    const { state } = duel();
    const flared: StarmadaState = { ...state, flares: [{ at: hex(10, 7), faceUp: true }, { at: hex(12, 7), faceUp: false }] };
    for (const viewer of [ANA, BEN, PUBLIC, GM]) {
      expect(starmada.scene(flared, viewer).terrain).toEqual([
        { kind: 'flare', hexes: [hex(10, 7)], label: 'flare' },
        { kind: 'flare', hexes: [hex(12, 7)], label: 'flare (face down)' },
      ]);
    }
    expect(starmada.scene(state, PUBLIC).terrain).toBeUndefined();
  });
});
