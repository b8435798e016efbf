// The fire panel's systems (issue 25): E.7 tags (p.50), B.14 marines (p.34), B.24 tractor beams (p.38), B.19 the
// shockwave (p.36), B.15 mines (p.34), B.9 flares (p.33) and B.17 probes (p.35), each use offered only when legal and
// written as the group a player types, so a pick merged into the draft makes the order the typed line makes.
import { describe, expect, test } from 'vitest';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { fireSystems, fireSystemUses } from '../../../../src/rules/starmada/assist/system-choices.ts';
import { merge } from '../../../../src/rules/starmada/assist/merge.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { Direction } from '../../../../src/rules/core/hex.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { DESIGNS, deploy, expectOk, fleet, holdAll, LANCER, placed } from '../integration/fixtures.ts';

/** Salvo's test ship (not the book's): a Lancer with every munition the panel offers, a tractor beam and a shockwave. */
const KITTED: ShipClass = {
  ...LANCER,
  className: 'Kitted',
  tracks: { ...LANCER.tracks, shields: [2, 1] },
  munitions: [{ system: 'Marines', count: 3 }, { system: 'Flares', count: 2 }, { system: 'Mines', count: 4 }, { system: 'Probes', count: 2 }],
  equipment: { items: [{ system: 'Tractor Beam', count: 1 }], lossLimit: 1 },
  traits: [{ system: 'Shockwave' }],
};

type Where = Readonly<Record<string, readonly [number, number, Direction]>>;

function game(where: Where, options: Partial<StarmadaOptions> = {}): StarmadaState {
  const designs = [...DESIGNS, KITTED];
  const fleets = { ana: fleet('A', 'Ana', [{ class: 'Kitted', name: 'Kestrel' }], designs), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }], designs) };
  const setup = starmada.setup({ options: { ...CORE_RULES, ...options }, fleets, scenario: 'standard/small', seed: 'unused' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  return holdAll(placed(deploy(setup.value), where)).state;
}

const names = (choices: readonly { name: string }[]) => choices.map((c) => c.name);
const values = (choices: readonly { value: string }[]) => choices.map((c) => c.value);

describe('systems in the fire panel', () => {
  // Vigil 3 hexes ahead of Kestrel: in reach of marines (5), the shockwave (3), a probe and a flare (10); no flight to tow.
  const near = game({ kestrel: [10, 10, 0], vigil: [10, 7, 3] }, { targetAcquisition: true });

  test('each system with a use now, named with what is left of it', () => {
    expect(names(fireSystems(near, 'ana', 'kestrel'))).toEqual([
      'Tag a target · 1 TAG (E.7)',
      'Marines · 3 squads left (B.14)',
      'Shockwave · hits all within 3 hexes (B.19)',
      'Mines · 4 left (B.15)',
      'Flares · 2 left (B.9)',
      'Probes · 2 left (B.17)',
    ]);
    expect(fireSystems(near, 'ben', 'kestrel')).toEqual([]);
  });

  test('each use is the line a player types, and reads back as it', () => {
    expect(fireSystemUses(near, 'ana', 'kestrel', 'marines')).toEqual([
      { name: 'Vigil · 3 hexes · 2 squads', value: 'Kestrel: Marines x2 > Vigil' },
      { name: 'Vigil · 3 hexes · 1 squad', value: 'Kestrel: Marines x1 > Vigil' },
    ]);
    expect(values(fireSystemUses(near, 'ana', 'kestrel', 'tag'))).toEqual(['Kestrel: tag Vigil x1']);
    expect(values(fireSystemUses(near, 'ana', 'kestrel', 'shockwave'))).toEqual(['Kestrel: Shockwave']);
    expect(values(fireSystemUses(near, 'ana', 'kestrel', 'mines'))).toHaveLength(6);
    expect(values(fireSystemUses(near, 'ana', 'kestrel', 'flares'))).toEqual(['Kestrel: Flare > 1010', 'Kestrel: Flare > 1007']);
    expect(values(fireSystemUses(near, 'ana', 'kestrel', 'probes'))).toEqual(['Kestrel: probe > 1007']);
    for (const key of ['tag', 'marines', 'shockwave', 'mines', 'flares', 'probes']) {
      for (const use of fireSystemUses(near, 'ana', 'kestrel', key)) expect(starmada.parse(near, 'ana', use.value).ok, use.value).toBe(true);
    }
  });

  test('a pick merged into the draft makes the same order as the typed line, and keeps the weapons fire', () => {
    const draft = expectOk(starmada.parse(near, 'ana', 'Kestrel: Cannon > Vigil'));
    const use = fireSystemUses(near, 'ana', 'kestrel', 'marines')[0]?.value ?? '';
    const picked = expectOk(starmada.parse(near, 'ana', merge(near, 'ana', draft, use)));
    expect(picked).toEqual(expectOk(starmada.parse(near, 'ana', 'Kestrel: Cannon > Vigil; Marines x2 > Vigil')));
  });

  test('only legal uses: no marines beyond 5 hexes, no mines on an enemy, no tags with E.7 off', () => {
    const far = game({ kestrel: [10, 10, 0], vigil: [10, 4, 3] });
    expect(fireSystemUses(far, 'ana', 'kestrel', 'marines')).toEqual([]);
    expect(fireSystemUses(far, 'ana', 'kestrel', 'tag')).toEqual([]);
    expect(fireSystemUses(far, 'ana', 'kestrel', 'shockwave')).toEqual([]);
    expect(fireSystemUses(near, 'ana', 'kestrel', 'shockwave')[0]?.name).toBe('8 hits on everything within 3 hexes (Vigil)');
    const beside = game({ kestrel: [10, 10, 0], vigil: [10, 9, 3] });
    const mines = values(fireSystemUses(beside, 'ana', 'kestrel', 'mines'));
    expect(mines).toHaveLength(5);
    expect(mines).not.toContain('Kestrel: Mines x1 > 1009');
  });
});

// B.15 p.34 (ruling 137: mines are placed with the fire): "pick a space" for a mine, the map picker every placement uses.
describe('mines picked on the map', () => {
  test('the hexes next to the ship, numbered, each laying one mine as the typed line would', () => {
    const beside = game({ kestrel: [10, 10, 0], vigil: [10, 9, 3] });
    expect(starmada.assist.pickUnits?.(beside, 'ana')).toEqual(['kestrel']);
    const set = starmada.assist.pickPlaces?.(beside, 'ana', 'kestrel');
    expect(set?.what).toBe('mine');
    expect(set?.note).toBe('Kestrel, 4 mines left: 5 hexes next to it a mine may go in (B.15), one mine a pick.');
    // Vigil's hex is not offered; each option's line is the fire panel's and reads on its own.
    expect(set?.places.map((p) => p.name)).not.toContain('1009');
    expect(set?.places.map((p) => p.n)).toEqual([1, 2, 3, 4, 5]);
    const lines = set?.places.map((p) => p.options[0]?.line) ?? [];
    expect(lines).toEqual(values(fireSystemUses(beside, 'ana', 'kestrel', 'mines')));
    for (const line of lines) expect(starmada.parse(beside, 'ana', line ?? '').ok).toBe(true);
    expect(starmada.assist.pickUnits?.(beside, 'ben')).toEqual([]);
  });
});
