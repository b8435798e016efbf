/**
 * The terrain of a game as the other chapters ask for it (Appendix G, p.54–57): what destroys a moving element and
 * which planets it may orbit (movement), what blocks or spoils a line of sight (combat). Absent in open space, so a
 * game without terrain traces no line of sight at all (p.19).
 *
 * G.6 p.57: terrain "exists at all altitude levels", so none of this looks at altitude.
 */
import { hexKey, type Hex } from '../../core/hex.ts';
import type { Board } from '../../core/offset.ts';
import { traceSight, type Terrain } from '../combat/reach.ts';
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

type Sight = ReturnType<typeof traceSight>;

/** Lines of sight already traced, per terrain list and pair of hexes: fire checks ask for the same line many times. */
const traced = new WeakMap<readonly TerrainPiece[], Map<string, Sight>>();

/** The line of sight between two hexes through this game's terrain (combat/reach.ts `traceSight`), traced once. */
export function sightBetween(state: WithTerrain, from: Hex, target: { readonly name: string; readonly at: Hex }, board?: Board): Sight | undefined {
  const pieces = state.terrain;
  const terrain = sightTerrainOf(state);
  if (!pieces || !terrain) return undefined;
  const lines = traced.get(pieces) ?? new Map<string, Sight>();
  traced.set(pieces, lines);
  const key = `${hexKey(from)}>${hexKey(target.at)}>${target.name}`;
  const known = lines.get(key);
  if (known) return known;
  const sight = traceSight(terrain, from, target, board);
  lines.set(key, sight);
  return sight;
}
