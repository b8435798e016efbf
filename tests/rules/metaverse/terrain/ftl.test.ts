// Metaverse p.95 "Planets" (gravity field, radius = the planet's diameter from the model's edge, stops warp and
// hyper drives as a GWP does), p.96 "Stars" (a neutron star stops basic, jump and dimensional drives), p.97
// "Singularities" (every FTL drive), p.98 "Asteroids" (a warp or hyper jump transiting a field is destroyed),
// p.98 "Nebulae" (basic, jump, spatial drives); p.15–18.
import { describe, expect, test } from 'vitest';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { resolvePlots } from '../../../../src/rules/metaverse/sequence/turn.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { planetGravityRadius, terrainFtlBlocks } from '../../../../src/rules/metaverse/terrain/ftl.ts';
import type { MvTerrain } from '../../../../src/rules/metaverse/terrain/place.ts';
import { bookDice, cinematic, matchWithCp } from '../sequence/movement/fixtures.ts';

const planet = (x: number, y: number, radius: number): MvTerrain => ({ id: 't-p', kind: 'small-planet', name: 'Small planet', side: 'A', roll: 10, circle: { at: { x, y }, radius } });
const whole = (kind: MvTerrain['kind'], name: string): MvTerrain => ({ id: `t-${kind}`, kind, name, side: 'B', roll: 19, edge: 'right' });
const texts = (r: { events: readonly { text: string }[] }): string[] => r.events.map((e) => e.text);
const withTerrain = (terrain: MvTerrain[]): MetaverseState => ({ ...matchWithCp({ 'A-cmd-1': 2, 'B-cmd-1': 2 }), terrain });

describe('terrain that stops FTL drives', () => {
  test('p.95: the gravity field reaches one diameter beyond the model: 3 × the radius from the centre', () => {
    expect(planetGravityRadius(5)).toBe(15);
    const t = { terrain: [planet(0, 0, 5)] };
    expect([...terrainFtlBlocks(t, { x: 14, y: 0 }).keys()].sort()).toEqual(['basic', 'hyper', 'warp']);
    expect(terrainFtlBlocks(t, { x: 16, y: 0 }).size).toBe(0);
    // Planet fields depend on where the ship is: none without a place.
    expect(terrainFtlBlocks(t, null).size).toBe(0);
  });

  test('p.96, p.97, p.98: a neutron star and any nebula stop basic, jump and dimensional drives; a singularity every drive', () => {
    expect([...terrainFtlBlocks({ terrain: [whole('neutron-star', 'Neutron star')] }, null).keys()].sort()).toEqual(['basic', 'dimensional', 'jump']);
    expect([...terrainFtlBlocks({ terrain: [whole('dark-nebula', 'Dark nebula')] }, null).keys()].sort()).toEqual(['basic', 'dimensional', 'jump']);
    expect([...terrainFtlBlocks({ terrain: [whole('singularity', 'Singularity')] }, null).keys()].sort()).toEqual(['basic', 'dimensional', 'hyper', 'jump', 'warp']);
  });

  test('p.97: under a singularity CNS Resolute cannot retreat by FTL; it flies its STL plot and keeps its drive charged', () => {
    const r = resolvePlots(withTerrain([whole('singularity', 'Singularity')]), { 'A-sq-1': cinematic('A-sq-1', 2, [{ code: 'FTL-R' }]) }, bookDice([]));
    const ship = r.state.ships.find((x) => x.id === 'A-resolute');
    expect(ship?.status).toBe('active');
    expect(ship?.ftlUsedTurn).toBeUndefined();
    expect(texts(r)).toContain("CNS Resolute: FTL-R cannot be done: CNS Resolute's FTL drive cannot be used: the singularity stops every FTL drive (p.97); it flies its STL plot.");
  });

  test('p.96: a neutron star does not stop a warp drive: the warp retreat goes ahead', () => {
    const r = resolvePlots(withTerrain([whole('neutron-star', 'Neutron star')]), { 'A-sq-1': cinematic('A-sq-1', 0, [{ code: 'FTL-R' }]) }, bookDice([]));
    expect(r.state.ships.find((x) => x.id === 'A-resolute')?.status).toBe('disengaged');
  });

  test("p.95: a tactical warp jump that would cross a planet's gravity field ends at the field's edge, with no deviation", () => {
    // CNS Resolute at (45, 114) heading north, STL 2 cm to y 112; a planet of radius 5 at (45, 62): its field
    // (radius 15) begins at y 77, so the jump stops 35 cm on, at (45, 77), before the 60 cm and the deviation dice.
    const s = withTerrain([planet(45, 62, 5)]);
    const dice = bookDice([]);
    const r = resolvePlots(s, { 'A-sq-1': cinematic('A-sq-1', 2, [{ code: 'T-FTL-W' }]) }, dice);
    const sq = r.state.squadrons.find((x) => x.id === 'A-sq-1');
    expect(sq?.at.x).toBeCloseTo(45);
    expect(sq?.at.y).toBeCloseTo(77);
    expect(texts(r)).toContain("CNS Resolute jumps (T-FTL-W): warp 60 cm forward, stopped at the edge of a planet's gravity field (p.95); arrives at (45, 77) (p.16–17).");
  });

  test("p.95: inside a planet's gravity field after its STL move, a warp jump cannot be made and the drive is not spent", () => {
    // STL 2 cm to (45, 112); a planet of radius 5 at (45, 100) reaches 15 cm: the squadron is 12 cm from its centre.
    const r = resolvePlots(withTerrain([planet(45, 100, 5)]), { 'A-sq-1': cinematic('A-sq-1', 2, [{ code: 'T-FTL-W' }]) }, bookDice([]));
    expect(r.state.squadrons.find((x) => x.id === 'A-sq-1')?.at.y).toBeCloseTo(112);
    expect(r.state.ships.find((x) => x.id === 'A-resolute')?.ftlUsedTurn).toBeUndefined();
    expect(texts(r)).toContain("CNS Resolute: T-FTL-W cannot be done: CNS Resolute's warp drive cannot be used: the small planet's gravity field stops basic, warp and hyper drives (p.95); it stays where its STL move ended.");
  });

  test('p.98: a tactical hyper jump through an asteroid field destroys the squadron', () => {
    // VHS Dominator at (45, 6) heading south jumps 75 cm to (45, 81) across a field band y 40–60.
    const field: MvTerrain = { id: 't-f', kind: 'asteroid-field', name: 'Asteroid field', side: 'A', roll: 9, rect: { x: 0, y: 40, width: 180, height: 20 } };
    const r = resolvePlots(withTerrain([field]), { 'B-sq-1': { ...cinematic('B-sq-1', 0, [{ code: 'T-FTL-H', distance: 75 }]) } }, bookDice([]));
    expect(r.state.ships.find((x) => x.id === 'B-dominator')).toMatchObject({ status: 'destroyed', fate: 'destroyed jumping through asteroids' });
    expect(texts(r).some((t) => t.includes('crosses the asteroid field and is destroyed (p.98)'))).toBe(true);
  });
});

describe('a jump the terrain stops is refused when the plot is sent (p.97)', () => {
  test('a singularity on the table stops every drive: FTL-R is refused with the reason; without it the plot is accepted', () => {
    const refused = metaverse.parse(withTerrain([whole('singularity', 'Singularity')]), 'ana', 'CNS Resolute: FTL-R');
    expect(refused.ok ? [] : refused.error.map((e) => e.message)).toEqual(['CNS Resolute cannot jump here: the singularity stops every FTL drive (p.97).']);
    expect(metaverse.parse(withTerrain([]), 'ana', 'CNS Resolute: FTL-R').ok).toBe(true);
  });
});
