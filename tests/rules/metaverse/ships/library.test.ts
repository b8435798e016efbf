import { describe, expect, test } from 'vitest';
import { parseDesign } from '../../../../src/rules/metaverse/ships/design.ts';
import { designById, fleetById, LIBRARY, navyById, starfighterTypeById } from '../../../../src/rules/metaverse/ships/library.ts';
import { SALVO_DESIGNS } from '../../../../src/rules/metaverse/ships/salvo-designs.ts';
import { SAMPLE_DESIGNS } from '../../../../src/rules/metaverse/ships/samples.ts';
import { starfighterTypeSchema } from '../../../../src/rules/metaverse/ships/starfighter.ts';

describe('the library', () => {
  // Every design passes the schema and every book construction constraint.
  test('every design is valid', () => {
    for (const d of [...SAMPLE_DESIGNS, ...SALVO_DESIGNS]) {
      const r = parseDesign(d);
      expect(r.ok ? [] : r.error, d.id).toEqual([]);
    }
    expect(new Set(LIBRARY.designs.map((d) => d.id)).size).toBe(LIBRARY.designs.length);
  });
  test('every starfighter type is valid and every hangar load and weapon is known', () => {
    for (const t of LIBRARY.starfighterTypes) {
      expect(starfighterTypeSchema.safeParse(t).success).toBe(true);
      for (const w of [...t.integratedWeapons.map((x) => x.weapon), ...t.mountableWeapons]) expect(LIBRARY.starfighterWeapons.some((x) => x.id === w), w).toBe(true);
    }
    for (const d of LIBRARY.designs)
      for (const h of d.hangars) {
        for (const id of h.allowedTypes) expect(starfighterTypeById(id), id).toBeDefined();
        for (const o of h.ordnance) expect(LIBRARY.starfighterWeapons.some((w) => w.id === o.weapon)).toBe(true);
      }
  });
  test('lookups', () => {
    expect(designById('nope')).toBeUndefined();
    expect(navyById('salvo-vorr')?.movement).toBe('newtonian');
    expect(fleetById('salvo-vorr-raiders')?.squadrons).toHaveLength(3);
  });
});
