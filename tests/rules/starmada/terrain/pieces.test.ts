// Terrain pieces and what each hex holds (Starmada Appendix G, p.54–56).
import { describe, expect, test } from 'vitest';
import { hexDistance, hexNeighbor, hexesWithin, type Hex } from '../../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import { pieceHexes, sightPenalty, terrainAt, terrainIndex, type TerrainPiece } from '../../../../src/rules/starmada/terrain/pieces.ts';

const at = (col: number, row: number): Hex => offsetToHex({ col: col - 1, row: row - 1 });
const centre = at(16, 9);

describe('G.1 Asteroids (p.54–55)', () => {
  test('a lone asteroid fills one hex, destroys what enters it and blocks line of sight', () => {
    const index = terrainIndex([{ kind: 'asteroid', at: centre }]);
    expect(terrainAt(index, centre)).toEqual({ hazard: 'an asteroid', blocksSight: true });
    expect(terrainAt(index, hexNeighbor(centre, 0))).toEqual({});
  });

  test('a field of size 3 covers every hex within 3 of its marker; overlapping fields count dice but not penalties', () => {
    const field: TerrainPiece = { kind: 'asteroidField', at: centre, size: 3 };
    expect(pieceHexes(field)).toHaveLength(37);
    const index = terrainIndex([field, { kind: 'asteroidField', at: hexNeighbor(centre, 2), size: 1 }]);
    expect(terrainAt(index, centre).fields).toBe(2);
    expect(sightPenalty(terrainAt(index, centre))).toBe(-1);
    expect(terrainAt(index, centre).hazard).toBeUndefined();
  });
});

describe('G.2 Black holes (p.55)', () => {
  test('every hex within the size is event horizon: deadly, and blocks line of sight', () => {
    const index = terrainIndex([{ kind: 'blackHole', at: centre, size: 2 }]);
    for (const h of hexesWithin(centre, 2)) expect(terrainAt(index, h)).toEqual({ hazard: 'the event horizon', blocksSight: true });
    expect(terrainAt(index, hexNeighbor(hexNeighbor(hexNeighbor(centre, 0), 0), 0))).toEqual({});
  });
});

describe('G.3 Comets (p.55–56)', () => {
  test('the nucleus destroys and blocks; the coma is the six hexes around it; the tail a line of hexes (ruling 171)', () => {
    const comet: TerrainPiece = { kind: 'comet', at: centre, tail: 2, tailLength: 6 };
    const index = terrainIndex([comet]);
    expect(terrainAt(index, centre)).toEqual({ hazard: "the comet's nucleus", blocksSight: true });
    const dust = pieceHexes(comet).slice(1);
    // Six coma hexes and five more of tail (its first hex is also coma).
    expect(dust).toHaveLength(11);
    for (const h of dust) expect(sightPenalty(terrainAt(index, h))).toBe(-1);
    let end = centre;
    for (let i = 0; i < 6; i++) end = hexNeighbor(end, 2);
    expect(terrainAt(index, end).cometDust).toBe(true);
    expect(hexDistance(end, centre)).toBe(6);
  });
});

describe('G.5 Planets (p.56)', () => {
  test('every hex of a planet destroys what enters it and blocks line of sight', () => {
    const index = terrainIndex([{ kind: 'planet', at: centre, size: 1 }]);
    expect(hexesWithin(centre, 1).every((h) => terrainAt(index, h).hazard === 'the planet' && terrainAt(index, h).blocksSight)).toBe(true);
  });
});
