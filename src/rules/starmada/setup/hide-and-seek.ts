/**
 * S.5 Hide & Seek (Starmada p.61): "Set up as for a standard scenario (p.12). In addition, scatter a dozen asteroid
 * markers within the area marked below." Asteroid markers act as G.1 says (p.54): "each asteroid is represented by a
 * marker occupying a single hex", so the dozen markers are twelve single asteroids.
 *
 * Ruling 123: the area is a figure the text does not give. Salvo scatters the markers over the open middle of the
 * board, clear of both deployment zones (2.3 p.12) by two hexes and of the long edges by one, one hex at a time
 * from the game's seed (a column die, then a row die); a hex already holding a marker is rolled again.
 */
import { rngStateFromSeed, seededDice } from '../../core/dice.ts';
import { hexKey, type Hex } from '../../core/hex.ts';
import { offsetToHex, type Board } from '../../core/offset.ts';
import { DEPLOYMENT_DEPTH } from './deployment.ts';

/** "A dozen asteroid markers" (p.61). */
export const HIDE_AND_SEEK_MARKERS = 12;

/** The columns and rows (0-based) markers may fall in: clear of the zones by two, of the long edges by one. */
export function hideAndSeekArea(board: Board): { cols: readonly [number, number]; rows: readonly [number, number] } {
  const clear = DEPLOYMENT_DEPTH + 2;
  return { cols: [clear, board.cols - 1 - clear], rows: [1, board.rows - 2] };
}

/** The twelve marker hexes for a game with this seed. */
export function scatterHideAndSeek(board: Board, seed: string): Hex[] {
  const dice = seededDice(rngStateFromSeed(`${seed}/S.5 asteroids`));
  const { cols, rows } = hideAndSeekArea(board);
  const placed = new Map<string, Hex>();
  while (placed.size < HIDE_AND_SEEK_MARKERS) {
    const col = cols[0] + dice.roll('S.5 asteroid column', cols[1] - cols[0] + 1) - 1;
    const row = rows[0] + dice.roll('S.5 asteroid row', rows[1] - rows[0] + 1) - 1;
    const at = offsetToHex({ col, row });
    placed.set(hexKey(at), at);
  }
  return [...placed.values()];
}
