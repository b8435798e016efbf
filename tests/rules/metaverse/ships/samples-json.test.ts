// The book's sample ships as data (ships/samples.json): every entry passes its zod schema.
import { describe, expect, test } from 'vitest';
import { shipDesignSchema } from '../../../../src/rules/metaverse/ships/design.ts';
import samples from '../../../../src/rules/metaverse/ships/samples.json' with { type: 'json' };
import { starfighterTypeSchema } from '../../../../src/rules/metaverse/ships/starfighter.ts';
import { starfighterWeaponSchema } from '../../../../src/rules/metaverse/ships/weapon.ts';

describe('ships/samples.json is checked by the schemas', () => {
  test('designs, starfighter types and starfighter weapons all parse', () => {
    for (const d of samples.designs) expect(shipDesignSchema.safeParse(d).success, d.id).toBe(true);
    for (const t of samples.starfighterTypes) expect(starfighterTypeSchema.safeParse(t).success, t.id).toBe(true);
    for (const w of samples.starfighterWeapons) expect(starfighterWeaponSchema.safeParse(w).success, w.id).toBe(true);
  });
});
