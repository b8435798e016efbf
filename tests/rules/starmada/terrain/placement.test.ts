// Terrain placement at setup: the GM's pieces in the scenario setting, or rolled from the game's seed (ruling 170).
import { describe, expect, test } from 'vitest';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import { hexToOffset } from '../../../../src/rules/core/offset.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { DEPLOYMENT_DEPTH } from '../../../../src/rules/starmada/setup/deployment.ts';
import { parsePiece, pieceText, placeTerrain, splitTerrainText } from '../../../../src/rules/starmada/terrain/placement.ts';
import { pieceHexes } from '../../../../src/rules/starmada/terrain/pieces.ts';

const board = { cols: 32, rows: 18 };

describe('the GM\'s pieces', () => {
  test('each piece is read and written back the same', () => {
    const { scenario, pieces } = splitTerrainText('standard/small + planet 3 at 1609 + Asteroid at 1205 + field 2 at 2010 + comet at 1412 tail se + black hole 2 at 0909 + comet at 0303 tail N 4');
    expect(scenario).toBe('standard/small');
    const written = pieces.map((p) => {
      const read = parsePiece(p, board);
      return read.ok ? pieceText(read.value, board) : read.error.message;
    });
    expect(written).toEqual(['planet 3 at 1609', 'asteroid at 1205', 'field 2 at 2010', 'comet at 1412 tail SE', 'black hole 2 at 0909', 'comet at 0303 tail N 4']);
  });

  test('a size outside 1–5, a tail without a way, or a hex off the board is refused, quoting the piece', () => {
    const messages = ['planet 6 at 1609', 'comet at 1412', 'field 2 at 4040', 'moon at 1212'].map((p) => {
      const read = parsePiece(p, board);
      return read.ok ? '' : read.error.message;
    });
    expect(messages[0]).toBe('“planet 6 at 1609”: give a size from 1 to 5 before "at" (p.54–56).');
    expect(messages[1]).toBe('“comet at 1412”: say where the tail points: "comet at 1412 tail SE".');
    expect(messages[2]).toMatch(/^“field 2 at 4040”: /);
    expect(messages[3]).toMatch(/^“moon at 1212”: Write a piece as /);
  });
});

describe('rolled placement', () => {
  const options = { ...CORE_RULES, asteroids: true, comets: true, planets: true };

  test('the same seed gives the same terrain; another seed another', () => {
    expect(placeTerrain([], options, board, 'a')).toEqual(placeTerrain([], options, board, 'a'));
    expect(placeTerrain([], options, board, 'a')).not.toEqual(placeTerrain([], options, board, 'b'));
  });

  test('a field and three lone asteroids, a comet and a planet, clear of the deployment zones and of each other', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const pieces = placeTerrain([], options, board, seed);
      expect(pieces.map((p) => p.kind).sort()).toEqual(['asteroid', 'asteroid', 'asteroid', 'asteroidField', 'comet', 'planet']);
      const hexes = pieces.flatMap(pieceHexes);
      for (const h of hexes) {
        const { col } = hexToOffset(h);
        expect(col).toBeGreaterThanOrEqual(DEPLOYMENT_DEPTH + 2);
        expect(col).toBeLessThan(board.cols - DEPLOYMENT_DEPTH - 2);
      }
      for (const [i, a] of pieces.entries()) {
        for (const b of pieces.slice(i + 1)) expect(pieceHexes(a).every((h) => pieceHexes(b).every((k) => hexDistance(h, k) > 1))).toBe(true);
      }
    }
  });

  test('a kind the GM placed is not rolled again; without terrain options nothing is placed', () => {
    const planet = { kind: 'planet' as const, at: { q: 15, r: 1, s: -16 }, size: 2 };
    expect(placeTerrain([planet], { ...CORE_RULES, planets: true }, board, 'a')).toEqual([planet]);
    expect(placeTerrain([], CORE_RULES, board, 'a')).toEqual([]);
  });
});
