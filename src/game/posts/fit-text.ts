/**
 * The one way text is fitted to a limit, never inside a surrogate pair or an emoji sequence: a few long lines are
 * each cut short at a grapheme, so every line keeps its start inline ("… (long lines cut short: the whole text is in
 * <file>)"); many lines are cut at a line boundary, ending with "… and N more lines (all of it in <file>)". Messages (src/commands/fit-message.ts) and the game's own posts (resolution-post.ts) both fit through it,
 * so a cut always reads the same and always points at the file that holds the whole text.
 */

import { cutGraphemes } from '../../rules/core/cut-text.ts';

export { cutGraphemes };

export const CONTENT_LIMIT = 2000;

export interface FitOptions {
  /** What the cut lines are, for the closing line: "problems" gives "… and 3 more problems". Default "lines". */
  noun?: string;
  /** The attached full text's file name. Default "full-text.txt". */
  fileName?: string;
  /** Content limit (default 2,000). */
  limit?: number;
}

export interface FittedText {
  content: string;
  /** The whole text, when the content had to be cut. */
  full: string | null;
}

/** "1 more problem", "3 more problems": the noun is given in the plural. */
const moreLine = (n: number, noun: string, fileName: string): string =>
  n === 0 ? `… (the whole text is in ${fileName})` : `… and ${n} more ${n === 1 ? noun.replace(/s$/, '') : noun} (all of it in ${fileName})`;

/** Shorter than this, a line cut to keep every line inline loses what matters (a refusal ends with the words it quotes): whole lines are kept instead. */
const MIN_LINE = 100;

/** What `lines` cost with every line longer than `cap` cut to it and "…" (line breaks counted). */
const costAt = (lines: readonly string[], cap: number): number => lines.reduce((n, l) => n + Math.min(l.length, cap + 1), 0) + lines.length - 1;

/** The longest a line may stay so that every line fits inline in `room`; null when that would be under MIN_LINE. */
function lineCap(lines: readonly string[], room: number): number | null {
  if (costAt(lines, MIN_LINE) > room) return null;
  let [lo, hi] = [MIN_LINE, Math.max(MIN_LINE, ...lines.map((l) => l.length))];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (costAt(lines, mid) <= room) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Every line kept, each longer than the cap cut at a grapheme with "…"; null when the lines are too many for that. */
function everyLineCut(lines: readonly string[], limit: number, fileName: string): string | null {
  const closing = `… (long lines cut short: the whole text is in ${fileName})`;
  const cap = lineCap(lines, limit - closing.length - 1);
  if (cap === null) return null;
  return [...lines.map((l) => (l.length > cap ? `${cutGraphemes(l, cap)}…` : l)), closing].join('\n');
}

/**
 * The content cut to fit, with the closing line, and the full text when anything was cut. What matters stays inline:
 * when a few long lines overflow, every line is kept with its start (the ship, the order, the first words of why);
 * only when there are too many lines for that are whole lines kept from the top and the rest counted.
 */
export function fitText(text: string, { noun = 'lines', fileName = 'full-text.txt', limit = CONTENT_LIMIT }: FitOptions = {}): FittedText {
  if (text.length <= limit) return { content: text, full: null };
  const lines = text.split('\n');
  const cut = lines.length > 1 ? everyLineCut(lines, limit, fileName) : null;
  if (cut !== null) return { content: cut, full: text };
  // The closing line is measured at its longest (every line cut), so it always fits after what is kept.
  const room = limit - moreLine(lines.length, noun, fileName).length - 1;
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cost = line.length + (kept.length > 0 ? 1 : 0);
    if (used + cost > room) {
      // A first line that alone is too long is cut inside, so the message still says something.
      if (kept.length === 0) kept.push(`${cutGraphemes(line, room - 1)}…`);
      break;
    }
    kept.push(line);
    used += cost;
  }
  return { content: [...kept, moreLine(lines.length - kept.length, noun, fileName)].join('\n'), full: text };
}
