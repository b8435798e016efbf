// Terrain and altitude on the map (Appendix G p.54–57): every piece drawn for every viewer, altitude beside units.
import { describe, expect, test } from 'vitest';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, newGame, withShip } from '../integration/fixtures.ts';

describe('the map of a game with terrain', () => {
  test('each piece is drawn, named with its size; a comet as nucleus and coma-and-tail; the nebula in the legend', () => {
    const state = deploy(newGame({ options: { planets: true, comets: true, nebula: true }, scenario: 'standard/small + planet 2 at 1609 + comet at 1004 tail SE' }));
    const scene = starmada.scene(state, { kind: 'public' });
    expect((scene.terrain ?? []).map((t) => [t.kind, t.label ?? '', t.hexes?.length])).toEqual([
      ['nebula', '', 0],
      ['planet', 'Planet 2', 19],
      ['cometTail', '', 11],
      ['comet', 'Comet', 1],
    ]);
    expect(scene.caption).toContain('In a nebula');
  });

  test('a core game draws no terrain and no altitude', () => {
    const scene = starmada.scene(deploy(newGame()), { kind: 'public' });
    expect(scene.terrain).toBeUndefined();
    expect(scene.units.every((u) => u.altitude === undefined)).toBe(true);
  });

  test('with three-dimensional play and no level most units share, every unit shows its altitude', () => {
    const state = withShip(deploy(newGame({ options: { threeD: true } })), 'kestrel', (s) => ({ ...s, altitude: 5 }));
    const scene = starmada.scene(state, { kind: 'seat', seat: 'ana' });
    expect(Object.fromEntries(scene.units.map((u) => [u.id, u.altitude]))).toEqual({ kestrel: 5, vigil: 3 });
  });
});

// G.6 p.57 (issue 25): altitude is shown only where altitudes differ; the legend names the level of the unmarked.
describe('altitude marks on the map', () => {
  const three = { options: { threeD: true }, a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Falcon' }] };
  test('every unit at one altitude: no marks, the level said once', () => {
    const scene = starmada.scene(deploy(newGame(three)), { kind: 'seat', seat: 'ana' });
    expect(scene.units.map((u) => u.altitude)).toEqual([undefined, undefined, undefined]);
    expect(scene.altitude).toEqual({ unmarked: 3, all: true });
  });

  test('one unit elsewhere: only it is marked, the others are at the level most share', () => {
    const state = withShip(deploy(newGame(three)), 'vigil', (s) => ({ ...s, altitude: 5 }));
    const scene = starmada.scene(state, { kind: 'seat', seat: 'ana' });
    expect(Object.fromEntries(scene.units.map((u) => [u.label, u.altitude]))).toEqual({ Kestrel: undefined, Falcon: undefined, Vigil: 5 });
    expect(scene.altitude).toEqual({ unmarked: 3, all: false });
  });
});
