import { describe, expect, test } from 'vitest';
import { fleetShips } from '../../../../src/rules/metaverse/ships/fleet.ts';
import { SALVO_FLEETS, SALVO_NAVIES } from '../../../../src/rules/metaverse/ships/salvo-fleets.ts';

describe("Salvo's fleets", () => {
  // Metaverse p.38: ship morale values in a fleet add up to about 100.
  test('two opposing fleets of 3–4 ships, morale values summing to 100', () => {
    expect(SALVO_FLEETS).toHaveLength(2);
    for (const f of SALVO_FLEETS) {
      const ships = fleetShips(f);
      expect(ships.length).toBeGreaterThanOrEqual(3);
      expect(ships.length).toBeLessThanOrEqual(4);
      expect(ships.reduce((t, s) => t + s.moraleValue, 0)).toBe(100);
      expect(SALVO_NAVIES.some((n) => n.id === f.navy)).toBe(true);
    }
  });
});
