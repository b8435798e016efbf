/**
 * Offset coordinates are what players read and type: "0312" is column 3, row 12, counting from 01 at the
 * top-left, as printed hex maps number them. Inside, everything is cube coordinates (./hex.ts).
 * Flat-topped columns with odd columns (1-based: even-numbered columns 02, 04, …) shoved down half a hex
 * ("odd-q" with a 0-based column index).
 */
import { hex, type Hex } from './hex.ts';
import { err, ok, type Result, type RuleError } from './result.ts';
import { coreError } from './errors.ts';
import { cutGraphemes } from './cut-text.ts';

export interface Offset {
  /** 0-based column. */
  readonly col: number;
  /** 0-based row. */
  readonly row: number;
}

export function hexToOffset(a: Hex): Offset {
  return { col: a.q, row: a.r + (a.q - (a.q & 1)) / 2 };
}

export function offsetToHex(o: Offset): Hex {
  return hex(o.col, o.row - (o.col - (o.col & 1)) / 2);
}

/** A board of `cols` × `rows` hexes, columns 0..cols−1 and rows 0..rows−1. */
export interface Board {
  readonly cols: number;
  readonly rows: number;
}

export function onBoard(board: Board, a: Hex): boolean {
  const o = hexToOffset(a);
  return o.col >= 0 && o.col < board.cols && o.row >= 0 && o.row < board.rows;
}

/** Two digits each, 1-based: column 3 row 12 → "0312" (three digits once a board passes 99). */
export function makeHexLabel(a: Hex, board?: Board): string {
  const o = hexToOffset(a);
  // Three digits each once the board (or, without one, this hex) passes column or row 99, so labels stay parseable.
  const extent = board ? Math.max(board.cols, board.rows) : Math.max(o.col + 1, o.row + 1);
  const width = extent > 99 ? 3 : 2;
  return `${String(o.col + 1).padStart(width, '0')}${String(o.row + 1).padStart(width, '0')}`;
}

/** Parses "0312", "03.12", "3,12" or "3 12" (column first, 1-based). */
export function parseHexLabel(text: string, board?: Board): Result<Hex, RuleError> {
  const trimmed = text.trim();
  const parts = /^(\d{1,3})\s*[.,\s/-]\s*(\d{1,3})$/.exec(trimmed) ?? splitDigits(trimmed);
  if (!parts) {
    return err(coreError('ERR_HEX_LABEL', `"${cutGraphemes(text, 20)}" is not a hex; write column then row, such as 0312.`));
  }
  const col = Number(parts[1]) - 1;
  const row = Number(parts[2]) - 1;
  const a = offsetToHex({ col, row });
  if (col < 0 || row < 0 || (board && !onBoard(board, a))) {
    const size = board ? ` (the board is ${board.cols} columns by ${board.rows} rows)` : '';
    return err(coreError('ERR_HEX_OFF_BOARD', `Hex ${trimmed} is off the board${size}.`));
  }
  return ok(a);
}

function splitDigits(text: string): [string, string, string] | undefined {
  if (!/^\d{4}$|^\d{6}$/.test(text)) return undefined;
  const half = text.length / 2;
  return [text, text.slice(0, half), text.slice(half)];
}
