import { describe, expect, test } from 'vitest';
import { stlDriveCount, totalHullHits } from '../../../../src/rules/metaverse/ships/design.ts';
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';
import { SAMPLE_DESIGNS, SAMPLE_STARFIGHTER_TYPES } from '../../../../src/rules/metaverse/ships/samples.ts';

const get = (id: string) => {
  const d = designById(id);
  if (d === undefined) throw new Error(id);
  return d;
};
const rating = (id: string, kind: string): number[] => get(id).systems.flatMap((s) => (s.kind === kind && 'rating' in s ? [s.rating] : []));

describe('the four sample ships match the book examples', () => {
  test('four samples, each marked as from the book with its gaps', () => {
    expect(SAMPLE_DESIGNS.map((d) => d.name)).toEqual(['USS Thunderchild', 'ISS Vengeance', 'USS Avenger', 'BGS Chimera']);
    for (const d of SAMPLE_DESIGNS) expect(d._provenance?.source).toBe('book');
    for (const d of SAMPLE_DESIGNS) expect(d._provenance?.gaps?.length).toBeGreaterThan(0);
  });
  // Metaverse p.25 "Starship Weapons Fire" Example 1 and 2 (Weapons Fire example 1, Weapons Fire example 2): Thunderchild sensor 16, EW 4, TR −1;
  // Vengeance sensor 13, EW 3, TR 1. p.63 Tractor Beam example: Thunderchild mass factor 37.
  test('USS Thunderchild and ISS Vengeance', () => {
    const tc = get('uss-thunderchild');
    expect(tc.targetRating.modified).toBe(-1);
    expect(rating('uss-thunderchild', 'ew')).toEqual([4]);
    expect(rating('uss-thunderchild', 'sensor')).toContain(16);
    expect(tc.massFactor).toBe(37);
    expect(tc.directionality).toBe('square');
    expect(stlDriveCount(tc)).toBe(6);
    const lasers = tc.weapons.find((w) => w.id === 'las');
    expect(lasers?.copies).toBe(6);
    expect(lasers?.modes[0]).toMatchObject({ pulse: { count: 2 }, damage: { fixed: 13 }, damageType: 'energy', effect: 'penetrating', range: { band: 10, bands: 9, effectiveBand: 1 } });
    const v = get('iss-vengeance');
    expect(v.targetRating.modified).toBe(1);
    expect(rating('iss-vengeance', 'ew')).toEqual([3]);
    expect(Math.max(...rating('iss-vengeance', 'sensor'))).toBe(13);
    // p.26 Dealing Damage Example 1 / Dealing Damage example 1: Vengeance port-bow armour 2 energy-kinetic; p.29 Recording Damage example 2: 3 layers.
    const pb = v.sections.find((s) => s.id === 'port-bow');
    expect(pb?.armour).toEqual([{ arc: 'port-bow', rating: 2, vs: 'energy-kinetic' }]);
    expect(pb?.layers).toHaveLength(3);
    expect(v.weapons.find((w) => w.id === 'msl')?.modes[0]).toMatchObject({ pulse: { count: 3 }, damage: { die: 6, mod: 2 }, range: { band: 20, bands: 4, effectiveBand: 4 }, intercept: { value: 8 } });
  });
  // Metaverse ~p.22 Danger Close example: Avenger Threat 3, Pinafore 4; p.53 "Electronic Warfare Systems" Fire Control example: rating 24.
  test('USS Avenger', () => {
    const a = get('uss-avenger');
    expect(a.threat).toBe(3);
    expect(rating('uss-avenger', 'fire_control')).toEqual([24]);
    expect(a.sections.find((s) => s.id === 'bow')?.armour[0]?.rating).toBe(4);
    expect(totalHullHits(a)).toBe(150);
  });
  // Metaverse p.63 Grappler example: Chimera MF 46, rating 4 grappler; p.37 boarding example: stern 3 crew, 1 marine.
  test('BGS Chimera', () => {
    const c = get('bgs-chimera');
    expect(c.massFactor).toBe(46);
    expect(rating('bgs-chimera', 'grappler')).toEqual([4]);
    expect(Math.max(...rating('bgs-chimera', 'sensor'), ...rating('bgs-chimera', 'local_sensor'))).toBe(12);
    const stern = c.sections.find((s) => s.id === 'stern');
    expect(stern?.layers.reduce((t, l) => t + l.crew, 0)).toBe(3);
    expect(stern?.layers.reduce((t, l) => t + l.marines, 0)).toBe(1);
  });
  // Metaverse p.32 "Starfighter Combat Step" furball examples: the CAP and Vengeance fighters roll 2 furball dice; Vengeance fighters defence 8.
  test('sample starfighters', () => {
    expect(SAMPLE_STARFIGHTER_TYPES.find((t) => t.id === 'sf-tc-fighter')?.furball).toBe(2);
    expect(SAMPLE_STARFIGHTER_TYPES.find((t) => t.id === 'sf-v-fighter')).toMatchObject({ furball: 2, defence: 8 });
  });
});
