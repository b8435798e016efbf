/**
 * Putting terrain on the board at setup (Starmada Appendix G, p.54–56): pieces the GM names in the lobby's scenario
 * setting, and for each terrain option the GM placed nothing of, pieces rolled from the game's seed.
 *
 * The GM writes pieces after the scenario, joined by "+": `standard/small + planet 3 at 1609 + asteroid at 1205 +
 * field 2 at 2010 + comet at 1412 tail SE + black hole 2 at 1609`. Sizes are 1–5 (p.54–56); a comet's tail points the
 * way named (N, NE, SE, S, SW, NW) and is 6 hexes unless "tail SE 4" says otherwise.
 *
 * The book places no terrain itself: the scenario (or the players) sets it out. Rulings (170):
 * - Rolled placement, one die roll at a time from the game's seed: asteroids (G.1) are one field of size d3 and
 *   three lone asteroids ("only a few", p.54); a black hole (G.2), a comet (G.3) and a planet (G.5) are one piece
 *   each, of size d3; a comet's tail direction is a d6 (1 = N, then clockwise), as G.3 says to roll it "before the
 *   scenario begins" (p.56).
 * - Rolled pieces go in the open middle of the board: clear of both deployment zones by at least two hexes and of
 *   the long edges by one; a piece whose hexes would touch another's is rolled again (at most 50 times).
 * - Black holes "should not be used in the same game as other terrain" (p.55): setup refuses the mix.
 */
import { rngStateFromSeed, seededDice, type Dice } from '../../core/dice.ts';
import { DIRECTION_NAMES, direction, hexDistance, hexKey, hexNeighbors, type Hex } from '../../core/hex.ts';
import { makeHexLabel, offsetToHex, onBoard, parseHexLabel, type Board } from '../../core/offset.ts';
import { quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import type { StarmadaOptions } from '../options.ts';
import { DEPLOYMENT_DEPTH, hexesFromEdge, shortEdges } from '../setup/deployment.ts';
import { DEFAULT_TAIL_LENGTH, pieceHexes, type TerrainKind, type TerrainPiece } from './pieces.ts';

/** The option that puts each kind of piece in play. */
export const OPTION_OF_KIND: Record<TerrainKind, 'asteroids' | 'blackHoles' | 'comets' | 'planets'> = {
  asteroid: 'asteroids',
  asteroidField: 'asteroids',
  blackHole: 'blackHoles',
  comet: 'comets',
  planet: 'planets',
};

const PIECE_FORM = 'Write a piece as "planet 3 at 1609", "asteroid at 1205", "field 2 at 2010", "comet at 1412 tail SE" or "black hole 2 at 1609".';

/** Splits "standard/small + planet 3 at 1609" into the scenario and the piece texts. */
export function splitTerrainText(text: string): { scenario: string; pieces: string[] } {
  const [scenario = '', ...pieces] = text.split('+').map((t) => t.trim());
  return { scenario, pieces: pieces.filter((p) => p !== '') };
}

const PIECE_PATTERN = /^(asteroid field|field|asteroid|black hole|blackhole|planet|comet)\s*(\d)?\s+at\s+(\S+)(?:\s+tail\s+(\S+)(?:\s+(\d+))?)?$/i;

/** One piece as the GM wrote it, or why it cannot be read. */
export function parsePiece(text: string, board: Board): Result<TerrainPiece, RuleError> {
  const m = PIECE_PATTERN.exec(text.trim().replace(/\s+/g, ' '));
  const bad = (why: string): Result<never, RuleError> => err(starmadaError('ERR_TERRAIN_PIECE', `${quoted(text)}: ${why}`));
  if (!m) return bad(PIECE_FORM);
  const word = (m[1] ?? '').toLowerCase();
  const at = parseHexLabel(m[3] ?? '', board);
  if (!at.ok) return bad(at.error.message);
  if (!onBoard(board, at.value)) return bad(`hex ${m[3]} is not on the board.`);
  const size = m[2] === undefined ? null : Number(m[2]);
  if (word === 'asteroid') return size === null && m[4] === undefined ? ok({ kind: 'asteroid', at: at.value }) : bad('a lone asteroid fills one hex and has no size.');
  if (word === 'comet') return cometPiece(at.value, m[4], m[5], bad);
  if (size === null || size < 1 || size > 5) return bad('give a size from 1 to 5 before "at" (p.54–56).');
  const kind = word === 'planet' ? 'planet' : word.startsWith('black') ? 'blackHole' : 'asteroidField';
  return ok({ kind, at: at.value, size });
}

function cometPiece(at: Hex, tailText: string | undefined, lengthText: string | undefined, bad: (why: string) => Result<never, RuleError>): Result<TerrainPiece, RuleError> {
  if (tailText === undefined) return bad('say where the tail points: "comet at 1412 tail SE".');
  const index = DIRECTION_NAMES.findIndex((d) => d === tailText.toUpperCase());
  if (index < 0) return bad(`the tail points N, NE, SE, S, SW or NW, not ${quoted(tailText)}.`);
  const tailLength = lengthText === undefined ? DEFAULT_TAIL_LENGTH : Number(lengthText);
  if (tailLength < 1 || tailLength > 20) return bad('a tail is 1 to 20 hexes long.');
  return ok({ kind: 'comet', at, tail: direction(index), tailLength });
}

/** "planet 3 at 1609": a piece written back as the GM would write it. */
export function pieceText(piece: TerrainPiece, board: Board): string {
  const at = makeHexLabel(piece.at, board);
  switch (piece.kind) {
    case 'asteroid':
      return `asteroid at ${at}`;
    case 'asteroidField':
      return `field ${piece.size} at ${at}`;
    case 'blackHole':
      return `black hole ${piece.size} at ${at}`;
    case 'planet':
      return `planet ${piece.size} at ${at}`;
    case 'comet':
      return `comet at ${at} tail ${DIRECTION_NAMES[piece.tail]}${piece.tailLength === DEFAULT_TAIL_LENGTH ? '' : ` ${piece.tailLength}`}`;
  }
}

/** The GM's pieces: each needs its option on, and a black hole allows no other terrain (p.55). */
export function readPieces(texts: readonly string[], board: Board, options: StarmadaOptions): Result<TerrainPiece[], RuleError[]> {
  const errors: RuleError[] = [];
  const pieces: TerrainPiece[] = [];
  for (const text of texts) {
    const read = parsePiece(text, board);
    if (!read.ok) errors.push(read.error);
    else if (!options[OPTION_OF_KIND[read.value.kind]]) errors.push(starmadaError('ERR_TERRAIN_OPTION', `${quoted(text)} needs the ${OPTION_OF_KIND[read.value.kind]} option on.`));
    else pieces.push(read.value);
  }
  return errors.length > 0 ? err(errors) : ok(pieces);
}

/** Black holes and other terrain do not mix (p.55): the sentence that refuses it, or null. */
export function blackHoleClash(options: StarmadaOptions): RuleError | null {
  if (!options.blackHoles || !(options.asteroids || options.comets || options.planets || options.nebula)) return null;
  return starmadaError('ERR_TERRAIN_BLACK_HOLE', 'A black hole is not used with other terrain (G.2 p.55: it would have consumed it); turn off asteroids, comets, nebula and planets, or the black hole.');
}

/** The GM's pieces, then rolled pieces for every terrain option the GM placed nothing of (ruling 170). */
export function placeTerrain(given: readonly TerrainPiece[], options: StarmadaOptions, board: Board, seed: string): TerrainPiece[] {
  const placed = [...given];
  const dice = seededDice(rngStateFromSeed(`${seed}:terrain`));
  const has = (option: string): boolean => given.some((p) => OPTION_OF_KIND[p.kind] === option);
  const roll = (wanted: TerrainPiece | ((at: Hex) => TerrainPiece), label: string): void => {
    const piece = scatter(typeof wanted === 'function' ? wanted : () => wanted, placed, board, dice, label);
    if (piece) placed.push(piece);
  };
  if (options.asteroids && !has('asteroids')) {
    const size = dice.roll('asteroid field size', 3);
    roll((at) => ({ kind: 'asteroidField', at, size }), 'asteroid field');
    for (let i = 1; i <= 3; i++) roll((at) => ({ kind: 'asteroid', at }), `asteroid ${i}`);
  }
  if (options.blackHoles && !has('blackHoles')) {
    const size = dice.roll('black hole size', 3);
    roll((at) => ({ kind: 'blackHole', at, size }), 'black hole');
  }
  if (options.comets && !has('comets')) {
    const tail = direction(dice.roll('comet tail direction') - 1);
    roll((at) => ({ kind: 'comet', at, tail, tailLength: DEFAULT_TAIL_LENGTH }), 'comet');
  }
  if (options.planets && !has('planets')) {
    const size = dice.roll('planet size', 3);
    roll((at) => ({ kind: 'planet', at, size }), 'planet');
  }
  return placed;
}

/** A piece rolled into the open middle of the board, clear of the deployment zones and the others; null after 50 tries. */
function scatter(make: (at: Hex) => TerrainPiece, placed: readonly TerrainPiece[], board: Board, dice: Dice, label: string): TerrainPiece | null {
  const taken = new Set(placed.flatMap((p) => pieceHexes(p).map(hexKey)));
  for (let attempt = 0; attempt < 50; attempt++) {
    const probe = make({ q: 0, r: 0, s: 0 });
    // A comet's tail may reach farther than its coma: every hex is checked below, so only the body sets the area.
    const reach = probe.kind === 'comet' ? 1 : reachOf(probe);
    const area = openMiddle(board, reach);
    if (area.cols < 1 || area.rows < 1) return null;
    const col = area.col0 + dice.roll(`${label} column`, area.cols) - 1;
    const row = area.row0 + dice.roll(`${label} row`, area.rows) - 1;
    const piece = make(offsetToHex({ col, row }));
    const hexes = pieceHexes(piece);
    if (hexes.every((h) => onBoard(board, h) && inMiddle(board, h) && !taken.has(hexKey(h)) && !touches(h, taken))) return piece;
  }
  return null;
}

/** How far a piece reaches from its marker. */
function reachOf(piece: TerrainPiece): number {
  const hexes = pieceHexes(piece);
  return Math.max(...hexes.map((h) => hexDistance(h, piece.at)));
}

/** Two hexes clear of both deployment zones (2.3 p.12). */
function inMiddle(board: Board, h: Hex): boolean {
  const [a, b] = shortEdges(board);
  return hexesFromEdge(board, h, a) > DEPLOYMENT_DEPTH + 2 && hexesFromEdge(board, h, b) > DEPLOYMENT_DEPTH + 2;
}

const touches = (h: Hex, taken: ReadonlySet<string>): boolean => hexNeighbors(h).some((n) => taken.has(hexKey(n)));

/** The columns and rows a marker may be rolled in: two hexes clear of both deployment zones and one of the long edges. */
function openMiddle(board: Board, reach: number): { col0: number; cols: number; row0: number; rows: number } {
  const margin = DEPLOYMENT_DEPTH + 2 + reach;
  const side = 1 + reach;
  const [a] = shortEdges(board);
  const across = a === 'west' ? board.cols : board.rows;
  const along = a === 'west' ? board.rows : board.cols;
  const span = { from: margin, count: across - 2 * margin };
  const width = { from: side, count: along - 2 * side };
  return a === 'west'
    ? { col0: span.from, cols: span.count, row0: width.from, rows: width.count }
    : { col0: width.from, cols: width.count, row0: span.from, rows: span.count };
}
