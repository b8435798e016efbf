import { describe, expect, test } from 'vitest';
import { blockingTerrain, hasLineOfSight, pathCrossesCircle } from '../../../../src/rules/metaverse/geometry/line-of-sight.ts';
import { point } from '../../../../src/rules/core/plane.ts';

const planet = { id: 'planet', centre: point(50, 50), radius: 5, blocksLineOfSight: true };
const nebula = { id: 'nebula', centre: point(50, 50), radius: 30, blocksLineOfSight: false };

describe('line of sight (Metaverse p.24 "Line of sight"; ruling A15)', () => {
  // Metaverse p.24: blocked only by stellar phenomena such as planets.
  test('a planet between blocks; a nebula does not', () => {
    expect(blockingTerrain(point(20, 50), point(80, 50), [planet, nebula])).toEqual(['planet']);
    expect(hasLineOfSight(point(20, 40), point(80, 40), [planet, nebula])).toBe(true);
    // grazing the rim does not block (judgement call)
    expect(hasLineOfSight(point(20, 45), point(80, 45), [planet])).toBe(true);
  });

  // Metaverse p.95: planet transit along a path.
  test('path crossing', () => {
    expect(pathCrossesCircle([point(40, 40), point(40, 60), point(60, 60)], point(50, 58), 3)).toBe(true);
    expect(pathCrossesCircle([point(0, 0), point(10, 0)], point(50, 50), 3)).toBe(false);
  });
});
