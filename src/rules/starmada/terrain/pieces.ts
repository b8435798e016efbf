/**
 * Terrain pieces on the board and what each hex holds (Starmada Appendix G, p.54–56): one marker per piece, the
 * hexes it covers, and per hex whether it destroys what enters, blocks line of sight or spoils aim.
 *
 * - Asteroid (G.1 p.54): one hex; entering destroys; blocks line of sight.
 * - Asteroid field (G.1 p.54): every hex within `size` of its marker; each entry rolls one die per field; −1 to hit
 *   per field hex the line of sight crosses, overlapping fields not cumulative.
 * - Black hole (G.2 p.55): the event horizon is every hex within `size` of the marker; entering destroys (no
 *   explosion); every horizon hex blocks line of sight.
 * - Comet (G.3 p.55–56): the nucleus hex destroys and blocks; the coma (the six hexes next to it) and the tail (a line
 *   of hexes from the nucleus) give −1 to hit per hex crossed.
 * - Planet (G.5 p.56): every hex within `size` of its marker destroys what enters and blocks line of sight.
 * - A nebula (G.4 p.56) fills the whole board: it is the `nebula` option, not a piece.
 *
 * Rulings: a comet's tail is `tailLength` hexes (6 unless the GM says otherwise) in a straight line from the hex next
 * to the nucleus, so its first hex is also coma (ruling 171); a hex's to-hit penalty is −1 for any asteroid field
 * and −1 for any comet coma or tail over it, never more per kind (ruling 171, p.55 "not cumulative").
 */
import { hexKey, hexNeighbor, hexNeighbors, hexesWithin, type Direction, type Hex } from '../../core/hex.ts';

export type TerrainPiece =
  | { kind: 'asteroid'; at: Hex }
  | { kind: 'asteroidField'; at: Hex; size: number }
  | { kind: 'blackHole'; at: Hex; size: number }
  | { kind: 'comet'; at: Hex; tail: Direction; tailLength: number }
  | { kind: 'planet'; at: Hex; size: number };

export type TerrainKind = TerrainPiece['kind'];

/** A comet's tail unless the GM sets another length (ruling 171: the book shows it only in a figure). */
export const DEFAULT_TAIL_LENGTH = 6;

/** What destroys an element entering a hex, in the words the log uses. */
export type Hazard = 'an asteroid' | 'the event horizon' | "the comet's nucleus" | 'the planet';

/** What one hex holds. */
export interface HexTerrain {
  /** Entering this hex destroys the element (G.1, G.2, G.3, G.5). */
  hazard?: Hazard;
  blocksSight?: boolean;
  /** Asteroid fields over this hex: dice rolled on entry (G.1). */
  fields?: number;
  /** In a comet's coma or tail (G.3). */
  cometDust?: boolean;
}

/** The hexes a piece covers: its marker's hex and, for sized pieces, every hex within its size. */
export function pieceHexes(piece: TerrainPiece): Hex[] {
  switch (piece.kind) {
    case 'asteroid':
      return [piece.at];
    case 'comet':
      return [piece.at, ...cometDust(piece)];
    case 'asteroidField':
    case 'blackHole':
    case 'planet':
      return hexesWithin(piece.at, piece.size);
  }
}

/** A comet's coma then its tail, without repeats (G.3 p.55–56, ruling 171). */
export function cometDust(comet: Extract<TerrainPiece, { kind: 'comet' }>): Hex[] {
  const coma = hexNeighbors(comet.at);
  const tail: Hex[] = [];
  let at = comet.at;
  for (let i = 0; i < comet.tailLength; i++) {
    at = hexNeighbor(at, comet.tail);
    tail.push(at);
  }
  return [...coma, ...tail.slice(1)];
}

/** Every hex that holds terrain, by hex key; built once per terrain list. */
export type TerrainIndex = ReadonlyMap<string, HexTerrain>;

const cache = new WeakMap<readonly TerrainPiece[], TerrainIndex>();

export function terrainIndex(pieces: readonly TerrainPiece[]): TerrainIndex {
  const known = cache.get(pieces);
  if (known) return known;
  const index = new Map<string, HexTerrain>();
  const cell = (h: Hex): HexTerrain => {
    const key = hexKey(h);
    const found = index.get(key);
    if (found) return found;
    const fresh: HexTerrain = {};
    index.set(key, fresh);
    return fresh;
  };
  for (const piece of pieces) markPiece(piece, cell);
  cache.set(pieces, index);
  return index;
}

function markPiece(piece: TerrainPiece, cell: (h: Hex) => HexTerrain): void {
  const deadly = (h: Hex, hazard: Hazard): void => {
    const c = cell(h);
    c.hazard = hazard;
    c.blocksSight = true;
  };
  switch (piece.kind) {
    case 'asteroid':
      return deadly(piece.at, 'an asteroid');
    case 'blackHole':
      return hexesWithin(piece.at, piece.size).forEach((h) => deadly(h, 'the event horizon'));
    case 'planet':
      return hexesWithin(piece.at, piece.size).forEach((h) => deadly(h, 'the planet'));
    case 'comet':
      deadly(piece.at, "the comet's nucleus");
      return cometDust(piece).forEach((h) => (cell(h).cometDust = true));
    case 'asteroidField':
      return hexesWithin(piece.at, piece.size).forEach((h) => {
        const c = cell(h);
        c.fields = (c.fields ?? 0) + 1;
      });
  }
}

/** What a hex holds; an empty object for open space. */
export function terrainAt(index: TerrainIndex, at: Hex): HexTerrain {
  return index.get(hexKey(at)) ?? NOTHING;
}

const NOTHING: HexTerrain = Object.freeze({});

/** The to-hit penalty of a line of sight through this hex (G.1 p.55, G.3 p.56; ruling 171). */
export function sightPenalty(hex: HexTerrain): number {
  return -((hex.fields ?? 0) > 0 ? 1 : 0) - (hex.cometDust ? 1 : 0);
}

/** "planet (size 3)", "comet (tail SE)": a piece as the log and the legend name it. */
export const TERRAIN_NAMES: Record<TerrainKind, string> = {
  asteroid: 'Asteroid',
  asteroidField: 'Asteroid field',
  blackHole: 'Black hole',
  comet: 'Comet',
  planet: 'Planet',
};
