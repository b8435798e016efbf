// The one line of sight every ship attack traces (combat/sight.ts): weapons and the systems fired with them
// (Starmada p.19 §4.1; G.1 p.54; B.9 p.33; B.14 p.34; B.17 p.35; B.19 p.36; B.24 p.38).
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { sightFor } from '../../../../src/rules/starmada/combat/sight.ts';
import { validateSystemFire } from '../../../../src/rules/starmada/combat/system-fire.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { ProbeMarker, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DESIGNS, LANCER, at, duel, expectOk, fleet, readsOf, shipOf, texts } from '../integration/fixtures.ts';

/** Kestrel (10,10) and Vigil (10,5), the asteroid at 1007 between them (G.1 p.54: "blocks line of sight"). */
function blocked(probes: ProbeMarker[] = []): StarmadaState {
  const { state } = duel();
  return { ...state, terrain: [{ kind: 'asteroid', at: at(10, 7) }], ...(probes.length > 0 ? { probes } : {}) };
}
const vigilOf = (state: StarmadaState) => shipOf(state, 'vigil');

describe('Starmada p.19 and G.1 p.54: an asteroid between the ships blocks the line of sight', () => {
  test('no line; the error names the hex', () => {
    const state = blocked();
    const sight = sightFor(state, shipOf(state, 'kestrel'), vigilOf(state));
    expect(sight.ok ? null : sight.error.message).toBe('Something in hex 1007 blocks the line of sight to Vigil. Pick another target.');
  });
});

describe('Starmada B.17 p.35: a line of sight traced through a face-up probe the ship launched', () => {
  const aside = at(13, 8);

  test('"trace line of sight from itself to any face-up probe marker it launched, and then from that marker to the target"', () => {
    const state = blocked([{ launcherId: 'kestrel', at: aside, faceUp: true }]);
    expect(sightFor(state, shipOf(state, 'kestrel'), vigilOf(state))).toEqual({ ok: true, value: { penalty: 0, via: aside } });
  });

  test('"a face-down probe marker has no effect", nor does a probe another ship launched', () => {
    for (const probe of [{ launcherId: 'kestrel', at: aside, faceUp: false }, { launcherId: 'vigil', at: aside, faceUp: true }]) {
      const state = blocked([probe]);
      expect(sightFor(state, shipOf(state, 'kestrel'), vigilOf(state)).ok).toBe(false);
    }
  });

  test('"probes may be used to circumvent intervening obstructions such as B.9: Flares": the better line is taken', () => {
    const { state: open } = duel();
    const flare = { ...open, flares: [{ at: at(10, 7), faceUp: true }] };
    expect(sightFor(flare, shipOf(flare, 'kestrel'), vigilOf(flare))).toEqual({ ok: true, value: { penalty: -1 } });
    const probed: StarmadaState = { ...flare, probes: [{ launcherId: 'kestrel', at: aside, faceUp: true }] };
    expect(sightFor(probed, shipOf(probed, 'kestrel'), vigilOf(probed))).toEqual({ ok: true, value: { penalty: 0, via: aside } });
  });

  test('weapons fire through the probe, "range and firing arc restrictions still apply" (the Cannon reaches 12)', () => {
    const state = blocked([{ launcherId: 'kestrel', at: aside, faceUp: true }]);
    const fire = expectOk(starmada.parse(state, 'ana', 'Kestrel: Cannon x2 > Vigil'));
    expect(fire.kind === 'fire' && fire.declarations.length).toBe(1);
    const refused = starmada.parse(blocked(), 'ana', 'Kestrel: Cannon x2 > Vigil');
    expect(refused.ok ? [] : readsOf(refused.error)).toEqual([expect.stringContaining('blocks the line of sight to Vigil')]);
  });
});

describe('system fire needs the same line of sight (B.14 p.34, B.19 p.36, B.24 p.38)', () => {
  const BOARDER: ShipClass = { ...LANCER, className: 'Boarder', munitions: [{ system: 'Marines', count: 2 }] };
  const SHOCKER: ShipClass = { ...LANCER, className: 'Shocker', tracks: { ...LANCER.tracks, shields: [2, 1] }, traits: [{ system: 'Shockwave' }] };

  test('marines cannot board a ship behind an asteroid', () => {
    const { state: open } = duel({ extra: { ana: fleet('A', 'Ana', [{ class: 'Boarder', name: 'Kestrel' }], [...DESIGNS, BOARDER]) }, where: { kestrel: [10, 10, 0], vigil: [10, 7, 3] } });
    const state: StarmadaState = { ...open, terrain: [{ kind: 'asteroid', at: at(10, 8) }] };
    const use = { system: 'Marines' as const, shipId: 'kestrel', targetId: 'vigil', squads: 1 };
    const checked = validateSystemFire(state, 'ana', [use]);
    expect(checked.ok ? [] : checked.error.map((e) => e.message)).toEqual(["Kestrel's marines: Something in hex 1008 blocks the line of sight to Vigil. Pick another target."]);
    expect(validateSystemFire(open, 'ana', [use]).ok).toBe(true);
  });

  test('"all elements ... within three hexes, to which the attacking ship has a line of sight": the shockwave spares a ship behind an asteroid', () => {
    const spec = {
      extra: { ana: fleet('A', 'Ana', [{ class: 'Shocker', name: 'Kestrel' }], [...DESIGNS, SHOCKER]) },
      b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Wasp' }],
      where: { kestrel: [10, 10, 0], vigil: [10, 7, 3], wasp: [11, 10, 3] },
    } as const;
    const { state: open } = duel(spec);
    const state: StarmadaState = { ...open, terrain: [{ kind: 'asteroid', at: at(10, 8) }] };
    const fired = starmada.resolve(state, { ana: expectOk(starmada.parse(state, 'ana', 'Kestrel: Shockwave')), ben: expectOk(starmada.parse(state, 'ben', 'Vigil: hold\nWasp: hold')) }, seededDice(rngStateFromSeed('shockwave sight')));
    // Shield rating 2: 8 hits (p.36); Wasp alone is in sight, and takes no more than a third (3), the rest are lost.
    expect(texts(fired.events)).toContain('Kestrel triggers its shockwave: 8 hits among 1 element within 3 hexes (5 lost: no target takes more than a third)');
    expect(texts(fired.events).filter((t) => t.startsWith('Kestrel shockwave →')).map((t) => t.split(' · ')[0])).toEqual(['Kestrel shockwave → Wasp']);
  });
});
