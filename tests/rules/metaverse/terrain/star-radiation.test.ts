// Metaverse p.96 "Stars": in the Repair Step of the End Phase every starship on the table takes radiation to each
// section — dwarf star 1D6 energy, giant star 1D12, neutron star 1D12 treated as Ionized (p.74); ruling A61 (each
// section, energy, through the defences of the arc facing the star). p.99 "Supernova Remnant", "Protoplanetary".
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { radiateSection, starRadiationStep } from '../../../../src/rules/metaverse/terrain/star-radiation.ts';
import type { MvTerrain } from '../../../../src/rules/metaverse/terrain/place.ts';
import { blowSquadron, supernovaRadiation, windsThisTurn } from '../../../../src/rules/metaverse/terrain/wind.ts';
import { match } from '../sequence/fixtures.ts';

const star = (kind: MvTerrain['kind'], name: string): MvTerrain => ({ id: 't-s', kind, name, side: 'A', roll: 17, edge: 'right' });
const layout = initialDamageState({
  directionality: 'square',
  threat: 2,
  sections: [
    { id: 'core', ring: 0, direction: null, layers: [{ hits: 10, crew: 1, marines: 0 }] },
    { id: 'stbd', ring: 1, direction: 'starboard', layers: [{ hits: 10, crew: 1, marines: 0 }], armour: [{ arc: 'starboard', rating: 2, vs: 'energy' }], shields: [{ arc: 'starboard', hits: 3, vs: 'energy' }] },
  ],
});
const hullLeft = (d: typeof layout, id: string): number => d.sections.find((s) => s.id === id)?.layers.reduce((n, l) => n + l.remaining, 0) ?? -1;

describe('star radiation (p.96, A61)', () => {
  test('one energy pulse per section through the star-facing arc: shields first, then that section\'s armour', () => {
    // 6 on the starboard section: 3 shield hits take 3, armour 2 stops 2, 1 to the hull.
    const a = radiateSection(layout, 'stbd', 'starboard', 6);
    expect([a.shieldHitsLost, a.hull, hullLeft(a.state, 'stbd')]).toEqual([3, 1, 9]);
    // The core has no armour of its own; the shields are spent: 4 goes to the hull.
    const b = radiateSection(a.state, 'core', 'starboard', 4);
    expect([b.shieldHitsLost, b.hull, hullLeft(b.state, 'core')]).toEqual([0, 4, 6]);
  });

  test('a dwarf star rolls 1D6 for each section of each active ship, every die shown', () => {
    const s = { ...match(), terrain: [star('dwarf-star', 'Dwarf star')] };
    const active = s.ships.filter((x) => x.status === 'active');
    const sections = active.reduce((n, x) => n + x.damage.sections.filter((c) => !c.destroyed).length, 0);
    const dice = scriptedDice(Array.from({ length: sections }, () => 1));
    const r = starRadiationStep(s, s.ships, dice);
    expect(dice.remaining).toBe(0);
    expect(r.events).toHaveLength(active.length);
    expect(r.events[0]?.text).toMatch(/radiation of the dwarf star beyond the east edge on the .* arc: \w+ d6 1/);
  });

  test('a giant star rolls D12s; a neutron star\'s are Ionized: ⌊damage ÷ Threat⌋ D6 per section, 6 a critical (p.74)', () => {
    const s0 = match();
    const one = s0.ships[0]!;
    const s = { ...s0, ships: [one], terrain: [star('neutron-star', 'Neutron star')] };
    const n = one.damage.sections.length;
    const r = starRadiationStep(s, s.ships, scriptedDice([...Array.from({ length: n }, () => 12), ...Array.from({ length: 40 }, () => 6)]));
    expect(r.events[0]?.text).toMatch(/\(Ionized\): .*d12 12/);
    expect(r.events[0]?.text).toMatch(/ionized \(p\.74\): .*d6 \[6/);
  });

  test('no star, no die', () => {
    const s = match();
    expect(starRadiationStep(s, s.ships, scriptedDice([]))).toEqual({ ships: s.ships, events: [] });
  });
});

describe('stellar wind (p.99)', () => {
  const s = match();
  const cin = s.squadrons.find((q) => q.method === 'cinematic')!;
  const wind = { name: 'Protoplanetary nebula', bearing: 0, strength: 3, supernova: false };

  test('Cinematic: the wind toward the bow adds its strength to momentum; toward the stern takes it away', () => {
    expect(blowSquadron({ ...cin, heading: 0, momentum: 4 }, wind).squadron.momentum).toBe(7);
    expect(blowSquadron({ ...cin, heading: 180, momentum: 4 }, wind).squadron.momentum).toBe(1);
  });

  test('Cinematic: on a side arc the squadron makes `strength` turns away from the wind, never past its bearing', () => {
    // Square ship heading east (90°), wind toward north on its port arc: 3 × 45° would pass north, so it stops at 0°.
    expect(blowSquadron({ ...cin, directionality: 'square', heading: 90 }, wind).squadron.heading).toBe(0);
    expect(blowSquadron({ ...cin, directionality: 'square', heading: 90 }, { ...wind, strength: 1 }).squadron.heading).toBe(45);
  });

  test('Newtonian: the strength goes on the rose toward the wind, cancelling the opposite velocity first', () => {
    const newt = { ...cin, method: 'newtonian' as const, directionality: 'square' as const, rose: [0, 0, 0, 0, 2, 0, 0, 0] };
    expect(blowSquadron(newt, wind).squadron.rose).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('a supernova remnant re-rolls its wind each turn after the first (d8 direction, d4 strength) and radiates 1D6 on the windward arc', () => {
    const nova: MvTerrain = { id: 't-n', kind: 'supernova-remnant', name: 'Supernova remnant nebula', side: 'B', roll: 16, wind: { bearing: 0, strength: 1 } };
    const first = windsThisTurn({ ...s, terrain: [nova], turn: 1 }, scriptedDice([]));
    expect(first.winds).toEqual([{ name: 'Supernova remnant nebula', bearing: 0, strength: 1, supernova: true }]);
    // Square ships only: d8 3 → the third direction of the square rose (E, 90°), strength d4 4.
    const later = windsThisTurn({ ...s, terrain: [nova], turn: 2, squadrons: s.squadrons.map((q) => ({ ...q, directionality: 'square' as const })) }, scriptedDice([3, 4]));
    expect(later.winds[0]).toMatchObject({ bearing: 90, strength: 4 });
    expect(later.events[0]?.text).toBe("The supernova remnant nebula's wind shifts: d8 3 → blowing toward E, strength d4 4 (p.99).");
    // Wind toward the north from the south: a ship heading north takes it on the stern arc.
    const sq = { ...cin, heading: 0 };
    const r = supernovaRadiation(sq, { ...first.winds[0]!, strength: 1 }, s.ships, scriptedDice(Array.from({ length: 10 }, () => 2)));
    expect(r.events[0]?.text).toMatch(/d6 2 energy on the stern arc/);
  });
});
