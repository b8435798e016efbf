/**
 * The one way text is fitted to a limit: cut at a line boundary (a single line longer than the limit at a grapheme
 * boundary, never inside a surrogate pair or an emoji sequence), ending with "… and N more lines (all of it in
 * <file>)". Messages (src/commands/fit-message.ts) and the game's own posts (resolution-post.ts) both fit through it,
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

/** The content cut to fit, with the closing line, and the full text when anything was cut. */
export function fitText(text: string, { noun = 'lines', fileName = 'full-text.txt', limit = CONTENT_LIMIT }: FitOptions = {}): FittedText {
  if (text.length <= limit) return { content: text, full: null };
  const lines = text.split('\n');
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

