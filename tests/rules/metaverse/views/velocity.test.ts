import { describe, expect, it } from 'vitest';
import { velocityOf } from '../../../../src/rules/metaverse/views/velocity.ts';

describe('velocityOf', () => {
  // Metaverse p.5 Cinematic: momentum carries the squadron along its heading.
  it('is momentum along the heading for Cinematic squadrons (0° north = −y, 90° east)', () => {
    expect(velocityOf({ method: 'cinematic', heading: 0, momentum: 10, directionality: 'square', rose: [] })).toEqual({ x: 0, y: -10 });
    expect(velocityOf({ method: 'cinematic', heading: 90, momentum: 4, directionality: 'square', rose: [] })).toEqual({ x: 4, y: 0 });
    expect(velocityOf({ method: 'cinematic', heading: 180, momentum: 0, directionality: 'square', rose: [] })).toEqual({ x: 0, y: 0 });
  });

  // p.8–9 Newtonian: the rose's resultant (N 6 and E 2 on a square rose).
  it("is the rose's resultant for Newtonian squadrons", () => {
    expect(velocityOf({ method: 'newtonian', heading: 0, momentum: 0, directionality: 'square', rose: [6, 0, 2, 0, 0, 0, 0, 0] })).toEqual({ x: 2, y: -6 });
    // Hexagon rose: S is index 3 (180°).
    expect(velocityOf({ method: 'newtonian', heading: 0, momentum: 0, directionality: 'hexagon', rose: [0, 0, 0, 4, 0, 0] })).toEqual({ x: 0, y: 4 });
  });
});
