/**
 * One bad line no longer discards a whole message (issue 24 item 6): when the rules refuse what a player sent, the
 * message is taken a piece at a time (the rule system's `pieces`: a unit's block, a standing-order line, a stray
 * line), in every system alike. Each piece that the rules accept together with those already taken is kept; a piece
 * refused now is tried again once others are in (a nomination typed below the fire it allows). What is kept is
 * checked as one message against the draft, as the whole would have been; every piece not taken is named with its
 * own line, quoted, and why.
 */
import type { RuleError } from '../rules/core/result.ts';
import { inOwnWords } from './own-words.ts';

/** A piece of the typed text and the line (from 1) it starts on. */
interface Piece {
  readonly text: string;
  readonly line: number;
}

export interface KeptLines {
  /** The text the draft is made of with only the pieces taken (merged into the draft, as `whole` makes it). */
  readonly text: string;
  /** The pieces not taken, as typed, one after another. */
  readonly leftText: string;
  /** Why each piece was not taken, in the player's words and lines. */
  readonly problems: RuleError[];
}

/** Where each piece starts in `typed` (pieces are whole lines, in the order typed). */
function placed(typed: string, pieces: readonly string[]): Piece[] {
  const lines = typed.split(/\r?\n/);
  let at = 0;
  return pieces.flatMap((text) => {
    if (text.trim() === '') return [];
    const first = text.split(/\r?\n/)[0] ?? '';
    const found = lines.indexOf(first, at);
    const line = found >= 0 ? found : at;
    at = line + 1;
    return [{ text, line: line + 1 }];
  });
}

/** A piece's problems placed on the message's own lines (none when the message has one line). */
function placedProblems(piece: Piece, alone: readonly RuleError[], merged: readonly RuleError[], several: boolean): RuleError[] {
  return inOwnWords(piece.text, alone, merged).map((e) => {
    const { line, ...rest } = e;
    const quoted = rest.quote !== undefined && rest.quote.trim() !== '' ? rest : { ...rest, quote: piece.text };
    return several ? { ...quoted, line: piece.line + (line ?? 1) - 1 } : quoted;
  });
}

/**
 * The pieces of `typed` that `read` takes together, or null when there is nothing to keep (one piece, or none is
 * taken). `whole(text)`: the draft's text with `text` merged in; `read(text)`: the rules' reading of a draft's text;
 * `alone(text)`: their reading of typed words alone (for the player's own lines).
 */
export function keepGoodLines(
  typed: string,
  pieces: readonly string[],
  whole: (text: string) => string,
  read: (text: string) => { ok: true } | { ok: false; error: RuleError[] },
  alone: (text: string) => RuleError[],
  several: boolean,
): KeptLines | null {
  const all = placed(typed, pieces);
  if (all.length < 2) return null;
  const join = (ps: readonly Piece[]): string => [...ps].sort((a, b) => a.line - b.line).map((p) => p.text).join('\n');
  let taken: Piece[] = [];
  let left = all;
  for (let progress = true; progress && left.length > 0; ) {
    progress = false;
    for (const piece of left) {
      if (!read(whole(join([...taken, piece]))).ok) continue;
      taken = [...taken, piece];
      progress = true;
    }
    left = left.filter((p) => !taken.includes(p));
  }
  if (taken.length === 0) return null;
  const problems = left.flatMap((piece) => {
    const r = read(whole(join([...taken, piece])));
    return placedProblems(piece, alone(piece.text), r.ok ? [] : r.error, several);
  });
  return { text: whole(join(taken)), leftText: join(left), problems };
}
