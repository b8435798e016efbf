import { describe, expect, it } from 'vitest';
import { hullSizeLimits } from '../../../../src/rules/starmada/ships/hull-tables.ts';

describe('hull-size tables', () => {
  it.each([
    // Starmada p.34 §B.14 (marines), p.50 §E.7 (TAGs), p.53 §F.5 (launch and recovery)
    { hull: 3, marines: 2, tags: 1, launch: 1, recovery: 1 },
    { hull: 4, marines: 3, tags: 2, launch: 2, recovery: 1 },
    { hull: 15, marines: 4, tags: 3, launch: 3, recovery: 2 },
    { hull: 16, marines: 5, tags: 4, launch: 4, recovery: 2 },
    { hull: 35, marines: 6, tags: 5, launch: 5, recovery: 3 },
  ])('hull $hull', ({ hull, marines, tags, launch, recovery }) => {
    expect(hullSizeLimits(hull)).toEqual({ maxMarineSquads: marines, targetAcquisitionMarkers: tags, fighterLaunchMax: launch, fighterRecoveryMax: recovery });
  });

  it('doubles the launch maximum with launch tubes', () => {
    // Starmada p.33 §B.12: "a ship of hull size 8 possessing launch tubes would be able to launch four fighter flights"
    expect(hullSizeLimits(8, true).fighterLaunchMax).toBe(4);
  });
});
