import { describe, expect, test } from 'vitest';
import { closestApproach, positionAt } from '../../../../src/rules/metaverse/movement/path.ts';
import { point } from '../../../../src/rules/core/plane.ts';

describe('movement paths in fractional time (Metaverse p.13 "equal percentage segments"; ruling A15)', () => {
  test('position at a fraction of the path length', () => {
    const path = [point(0, 0), point(0, 10), point(10, 10)];
    expect(positionAt(path, 0.5)).toEqual(point(0, 10));
    expect(positionAt(path, 0.75)).toEqual(point(5, 10));
    expect(positionAt([point(3, 3)], 0.5)).toEqual(point(3, 3));
  });

  test('closest approach of two simultaneous moves', () => {
    // head-on along the same line: they meet in the middle
    const c = closestApproach([point(0, 0), point(20, 0)], [point(20, 0), point(0, 0)]);
    expect(c.distance).toBeCloseTo(0, 9);
    expect(c.t).toBeCloseTo(0.5, 9);
    // crossing paths at different times never come close
    const far = closestApproach([point(0, 0), point(10, 0)], [point(50, -50), point(50, 50)]);
    expect(far.distance).toBeGreaterThan(5);
  });
});
