// The library's data files (ships/samples.json, ships/salvo-fleets.json): every entry passes its zod schema.
import { describe, expect, test } from 'vitest';
import { shipDesignSchema } from '../../../../src/rules/metaverse/ships/design.ts';
import { fleetSchema, navySchema } from '../../../../src/rules/metaverse/ships/fleet.ts';
import salvoFleets from '../../../../src/rules/metaverse/ships/salvo-fleets.json' with { type: 'json' };
import samples from '../../../../src/rules/metaverse/ships/samples.json' with { type: 'json' };
import { starfighterTypeSchema } from '../../../../src/rules/metaverse/ships/starfighter.ts';
import { starfighterWeaponSchema } from '../../../../src/rules/metaverse/ships/weapon.ts';

describe('the library data is checked by the schemas', () => {
  test('samples.json: designs, starfighter types and starfighter weapons all parse', () => {
    for (const d of samples.designs) expect(shipDesignSchema.safeParse(d).success, d.id).toBe(true);
    for (const t of samples.starfighterTypes) expect(starfighterTypeSchema.safeParse(t).success, t.id).toBe(true);
    for (const w of samples.starfighterWeapons) expect(starfighterWeaponSchema.safeParse(w).success, w.id).toBe(true);
  });

  test('salvo-fleets.json: navies and fleets all parse', () => {
    for (const n of salvoFleets.navies) expect(navySchema.safeParse(n).success, n.id).toBe(true);
    for (const f of salvoFleets.fleets) expect(fleetSchema.safeParse(f).success, f.id).toBe(true);
  });
});
