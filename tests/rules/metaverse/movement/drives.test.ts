import { describe, expect, test } from 'vitest';
import { capacities, drivesLost, operationalRating } from '../../../../src/rules/metaverse/movement/drives.ts';
import { drive, thunderchild } from './fixtures.ts';

describe('STL drives (Metaverse p.7, p.12)', () => {
  // Metaverse p.12: ×2 under Emergency Power (chosen drives) and ×2 under Push The Limits; disabled gives 0.
  test('operational rating', () => {
    expect(operationalRating(drive('S1', 2, ['stern']))).toBe(2);
    expect(operationalRating(drive('S1', 2, ['stern']), { emergencyPower: ['S1'] })).toBe(4);
    expect(operationalRating(drive('S1', 2, ['stern']), { emergencyPower: ['S1'], pushTheLimits: true })).toBe(8);
    expect(operationalRating(drive('S1', 2, ['stern'], false), { emergencyPower: ['S1'] })).toBe(0);
  });

  // Metaverse p.11: a mirrored ship's drives are reflected port↔starboard.
  test('mirrored arcs and drives lost', () => {
    const caps = capacities(thunderchild({ mirrored: true }));
    expect(caps.find((c) => c.id === 'P')?.arcs).toEqual(['starboard']);
    expect(drivesLost(thunderchild({ drives: [drive('x', 1, ['bow'], false), drive('y', 1, ['bow'])] }))).toBe(1);
  });
});
