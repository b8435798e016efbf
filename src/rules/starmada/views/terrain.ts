/**
 * Terrain as the map draws it (Appendix G, p.54–56): each piece's hexes in its kind's colour with a label naming it and
 * its size; a comet as its nucleus and, fainter, its coma and tail; a nebula (the whole board) only in the legend and
 * caption. Terrain is public: every viewer sees all of it.
 */
import type { SceneTerrain } from '../../core/scene.ts';
import type { StarmadaState } from '../state.ts';
import { cometDust, type TerrainPiece } from '../terrain/pieces.ts';
import { hexEquals, hexesWithin, type Hex } from '../../core/hex.ts';

/** Every hex within `size` of the marker, the marker's first: the map centres a body's label and mark on it. */
const body = (at: Hex, size: number): Hex[] => [at, ...hexesWithin(at, size).filter((h) => !hexEquals(h, at))];

function pieceScene(piece: TerrainPiece): SceneTerrain[] {
  switch (piece.kind) {
    case 'asteroid':
      return [{ kind: 'asteroids', hexes: [piece.at] }];
    case 'asteroidField':
      return [{ kind: 'asteroids', hexes: body(piece.at, piece.size), label: `Asteroid field ${piece.size}` }];
    case 'blackHole':
      return [{ kind: 'blackHole', hexes: body(piece.at, piece.size), label: `Black hole ${piece.size}` }];
    case 'planet':
      return [{ kind: 'planet', hexes: body(piece.at, piece.size), label: `Planet ${piece.size}` }];
    case 'comet':
      return [
        { kind: 'cometTail', hexes: cometDust(piece) },
        { kind: 'comet', hexes: [piece.at], label: 'Comet' },
      ];
  }
}

/** The scene's terrain, or nothing in open space (so core maps stay as they were). */
export function sceneTerrain(state: Pick<StarmadaState, 'terrain' | 'options'>): { terrain?: SceneTerrain[] } {
  const pieces = (state.terrain ?? []).flatMap(pieceScene);
  // G.4 p.56: a nebula "is not represented on the game board": a legend entry with no hexes says the battle is in one.
  const terrain = state.options.nebula ? [{ kind: 'nebula' as const, hexes: [] }, ...pieces] : pieces;
  return terrain.length > 0 ? { terrain } : {};
}
