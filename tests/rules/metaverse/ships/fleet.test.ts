import { describe, expect, test } from 'vitest';
import { fleetSchema, fleetShips, navySchema } from '../../../../src/rules/metaverse/ships/fleet.ts';
import { LIBRARY, LIBRARY_FLEETS } from '../../../../src/rules/metaverse/ships/library.ts';

describe('fleet records', () => {
  // Metaverse p.86 "Navies": discipline 5/10/15, threshold 5–15, repair die D4–D8.
  test('navy limits', () => {
    const navy = LIBRARY.navies[0];
    expect(navySchema.safeParse(navy).success).toBe(true);
    expect(navySchema.safeParse({ ...navy, discipline: 12 }).success).toBe(false);
    expect(navySchema.safeParse({ ...navy, thresholdPct: 16 }).success).toBe(false);
    expect(navySchema.safeParse({ ...navy, repairDie: 10 }).success).toBe(false);
  });
  test('library fleets parse and list their ships', () => {
    for (const f of LIBRARY_FLEETS) expect(fleetSchema.safeParse(f).error).toBeUndefined();
    const first = LIBRARY_FLEETS[0];
    expect(first && fleetShips(first).map((s) => s.id)).toEqual(['resolute', 'harrier', 'kestrel', 'merlin']);
  });
});
