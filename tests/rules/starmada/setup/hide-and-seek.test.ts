// S.5 Hide & Seek (Starmada p.61): "scatter a dozen asteroid markers within the area marked below" (ruling 123).
import { describe, expect, test } from 'vitest';
import { hexKey } from '../../../../src/rules/core/hex.ts';
import { hexToOffset } from '../../../../src/rules/core/offset.ts';
import { HIDE_AND_SEEK_MARKERS, hideAndSeekArea, scatterHideAndSeek } from '../../../../src/rules/starmada/setup/hide-and-seek.ts';
import { parseScenario, SCENARIOS } from '../../../../src/rules/starmada/setup/scenarios.ts';
import { moveTerrainOf, sightTerrainOf } from '../../../../src/rules/starmada/terrain/board-terrain.ts';
import { newGame } from '../integration/fixtures.ts';

describe('S.5 Hide & Seek', () => {
  const board = SCENARIOS['S.5'].board;

  test('"Each side has a fleet limit of 1400 ... Either side may claim victory once 700 VPs are scored"', () => {
    const s5 = parseScenario('S.5');
    expect(s5.ok && s5.value.forces).toEqual({ kind: 'perSide', A: 1400, B: 1400 });
    expect(s5.ok && s5.value.vpTarget).toBe(700);
    expect(s5.ok && s5.value.victory).toBe('normal');
  });

  test('a dozen markers in distinct hexes of the middle, clear of both deployment zones by two hexes', () => {
    const hexes = scatterHideAndSeek(board, 'seed-1');
    expect(hexes).toHaveLength(HIDE_AND_SEEK_MARKERS);
    expect(new Set(hexes.map(hexKey)).size).toBe(12);
    const { cols, rows } = hideAndSeekArea(board);
    expect(cols).toEqual([6, 25]);
    for (const h of hexes) {
      const { col, row } = hexToOffset(h);
      expect(col).toBeGreaterThanOrEqual(6);
      expect(col).toBeLessThanOrEqual(25);
      expect(row).toBeGreaterThanOrEqual(rows[0]);
      expect(row).toBeLessThanOrEqual(rows[1]);
    }
  });

  test('the same seed scatters them the same; another seed elsewhere; setup puts them on the board as G.1 asteroids', () => {
    expect(scatterHideAndSeek(board, 'seed-1')).toEqual(scatterHideAndSeek(board, 'seed-1'));
    expect(scatterHideAndSeek(board, 'seed-2')).not.toEqual(scatterHideAndSeek(board, 'seed-1'));
    const game = newGame({ scenario: 'S.5' });
    expect(game.vpTarget).toBe(700);
    expect(game.terrain).toEqual(scatterHideAndSeek(board, 'unused').map((at) => ({ kind: 'asteroid', at })));
    expect(newGame().terrain).toBeUndefined();
  });

  test('the markers act as G.1 asteroids (p.54): a ship entering one is destroyed, and they block line of sight', () => {
    const game = newGame({ scenario: 'S.5' });
    const move = moveTerrainOf(game);
    const sight = sightTerrainOf(game);
    for (const { at } of game.terrain ?? []) {
      expect(move?.hazard(at)).toBe('an asteroid');
      expect(sight?.blocked?.(at)).toBe(true);
    }
    expect(game.terrain).toHaveLength(HIDE_AND_SEEK_MARKERS);
  });
});
