import { describe, expect, test } from 'vitest';
import { arcsOf, sectorsOf, spanOf } from '../../../../src/rules/metaverse/ships/directions.ts';

describe('directionality', () => {
  // Metaverse p.41 "Starship Display": square ships have 4 arcs of 90° and 8 sectors of 45°.
  test('square ship arcs and sectors', () => {
    expect(arcsOf('square')).toEqual(['bow', 'starboard', 'stern', 'port']);
    expect(sectorsOf('square')).toHaveLength(8);
    expect(spanOf('square', 'bow')).toEqual({ from: 315, to: 45 });
    expect(spanOf('square', 'port')).toEqual({ from: 225, to: 315 });
    expect(spanOf('square', 'BS')).toEqual({ from: 0, to: 45 });
    expect(spanOf('square', 'BP')).toEqual({ from: 315, to: 360 });
  });
  // Metaverse p.41: hexagon ships have 6 arcs of 60° (flat face forward), which are also their sectors.
  test('hexagon ship arcs', () => {
    expect(arcsOf('hexagon')).toHaveLength(6);
    expect(sectorsOf('hexagon')).toEqual(arcsOf('hexagon'));
    expect(spanOf('hexagon', 'bow')).toEqual({ from: 330, to: 30 });
    expect(spanOf('hexagon', 'starboard-stern')).toEqual({ from: 90, to: 150 });
    expect(spanOf('hexagon', 'BS')).toBeNull();
    expect(spanOf('square', 'port-bow')).toBeNull();
  });
});
