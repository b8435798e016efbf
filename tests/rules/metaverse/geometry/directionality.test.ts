import { describe, expect, test } from 'vitest';
import { arcCentre, cinematicTurnStep, mirrorArc, newtonianStep, roseNames, sideOf } from '../../../../src/rules/metaverse/geometry/directionality.ts';
import { arcsOf, HEX_ARCS, SQUARE_ARCS } from '../../../../src/rules/metaverse/ships/directions.ts';

describe('directionality (Metaverse p.41 "Starship Display", p.7 turns; ruling A1)', () => {
  // Metaverse p.41: square = 4 arcs of 90°, hexagon = 6 arcs of 60°.
  test('arcs and centres', () => {
    expect(arcsOf('square')).toEqual(['bow', 'starboard', 'stern', 'port']);
    expect(arcsOf('hexagon')).toHaveLength(6);
    expect(SQUARE_ARCS.map(arcCentre)).toEqual([0, 90, 180, 270]);
    expect(HEX_ARCS.map(arcCentre)).toEqual([0, 60, 120, 180, 240, 300]);
  });

  // Metaverse p.7: "45 degrees for square starships, 30 degrees for hexagon starships"; A1 allows 60.
  test('Cinematic heading change 45° / 30° (configurable 60°); Newtonian rose 8 / 6 points', () => {
    expect(cinematicTurnStep('square')).toBe(45);
    expect(cinematicTurnStep('hexagon')).toBe(30);
    expect(cinematicTurnStep('hexagon', 60)).toBe(60);
    expect(newtonianStep('square')).toBe(45);
    expect(newtonianStep('hexagon')).toBe(60);
    expect(roseNames('hexagon')).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
  });

  // Metaverse p.11 "Roll": port↔starboard reflection, an involution.
  test('mirroring swaps sides and is its own inverse', () => {
    for (const a of [...SQUARE_ARCS, ...HEX_ARCS]) expect(mirrorArc(mirrorArc(a))).toBe(a);
    expect(mirrorArc('port-bow')).toBe('starboard-bow');
    expect(mirrorArc('bow')).toBe('bow');
    expect(sideOf('port-stern')).toBe('port');
    expect(sideOf('starboard-bow')).toBe('starboard');
  });
});
