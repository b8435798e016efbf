/**
 * The terrain of a game as the other chapters ask for it (Appendix G, p.54–57): what destroys a moving element and
 * which planets it may orbit (movement), what blocks or spoils a line of sight (combat). Absent in open space, so a
 * game without terrain traces no line of sight at all (p.19).
 *
 * G.6 p.57: terrain "exists at all altitude levels", so none of this looks at altitude.
 */
import type { Hex } from '../../core/hex.ts';
import { chooseForAttacker, lineOfSight } from '../../core/line-of-sight.ts';
import type { Terrain } from '../combat/reach.ts';
import type { MoveTerrain } from '../movement/execute.ts';
import type { Planet } from './orbit.ts';
import { sightPenalty, terrainAt, terrainIndex, type TerrainPiece } from './pieces.ts';

type WithTerrain = { readonly terrain?: readonly TerrainPiece[] | undefined };

/** What a move meets, or undefined in open space. */
export function moveTerrainOf(state: WithTerrain): MoveTerrain | undefined {
  const pieces = state.terrain;
  if (!pieces || pieces.length === 0) return undefined;
  const index = terrainIndex(pieces);
  return {
    hazard: (hex: Hex) => terrainAt(index, hex).hazard,
    planets: pieces.filter((p): p is Planet => p.kind === 'planet'),
  };
}

/** What a line of sight meets (p.19): blocking hexes and the −1s of asteroid fields and comets; undefined in open space. */
export function sightTerrainOf(state: WithTerrain): Terrain | undefined {
  const pieces = state.terrain;
  if (!pieces || pieces.length === 0) return undefined;
  const index = terrainIndex(pieces);
  return {
    blocked: (hex: Hex) => terrainAt(index, hex).blocksSight === true,
    penalty: (hex: Hex) => sightPenalty(terrainAt(index, hex)),
  };
}

/**
 * The to-hit penalty of the terrain between two hexes (G.1 p.55, G.3 p.56): each hex the line of sight crosses after
 * the firer's, the target's included, the attacker choosing where the line runs along an edge (as combat/reach.ts).
 */
export function sightPenaltyBetween(state: WithTerrain, from: Hex, to: Hex): number {
  const terrain = sightTerrainOf(state);
  if (!terrain?.penalty || !terrain.blocked) return 0;
  const { blocked, penalty } = terrain;
  const path = chooseForAttacker(lineOfSight(from, to), (hex) => (blocked(hex) ? Infinity : -penalty(hex)));
  return path.reduce((sum, hex) => sum + penalty(hex), 0) + 0;
}
