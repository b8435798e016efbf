/**
 * A refusal a player can act on (docs/playing.md §2; issue 16 item 3): each problem names the unit it is about, quotes the
 * player's own words and, when the message had several lines, says which line. Readers attach the unit, the words
 * and the line with `about`; `problemText` writes the one line the player reads, so every system's refusals read
 * alike: `Line 2 · Warhawk “thrust 4/0/0”: The split uses 4 thrust points; Warhawk has 3 (§2.31).`
 */
import { type RuleError } from './result.ts';
import { coreError } from './errors.ts';
import { clip } from './cut-text.ts';

/** Where a problem is: the unit it is about, the player's words, the line of the text read. */
export interface ProblemPlace {
  readonly unit?: string;
  readonly quote?: string;
  readonly line?: number;
}

/**
 * The code of "one unit given two orders in one message", in every system. The game service reads the typed text
 * alone for it (game/own-words.ts), since merging into a draft keeps only the last of the two.
 */
export const TWICE = 'ERR_ORDERS_TWICE';

/** `e` placed at `where`; what `e` already says stays (the reader closest to the words knows best). */
export function about(where: ProblemPlace, e: RuleError): RuleError {
  const place = Object.fromEntries(Object.entries(where).filter(([key, value]) => value !== undefined && value !== '' && e[key as keyof ProblemPlace] === undefined));
  return { ...e, ...place };
}

/** Every error placed at `where` (see `about`). */
export const aboutAll = (where: ProblemPlace, errors: readonly RuleError[]): RuleError[] => errors.map((e) => about(where, e));

/** The words as a refusal quotes them: trimmed, one line, at most 60 characters. */
export function quoted(words: string): string {
  const flat = words.trim().replace(/\s+/g, ' ');
  return `“${clip(flat, 60)}”`;
}

/** Two orders for one unit in one message, both quoted: neither wins silently. */
export function twiceError(unit: string, first: string, second: string, extra: { suggestion?: string } = {}): RuleError {
  return coreError(TWICE, `${unit} has two orders in this message, ${quoted(first)} and ${quoted(second)}; keep one.`, { unit, quote: second, ...extra });
}

/** The message already quotes the words (as "words" or “words”). */
const saysWords = (message: string, words: string): boolean => {
  const flat = words.trim().replace(/\s+/g, ' ');
  return message.includes(`"${flat}"`) || message.includes(quoted(flat));
};

const startsWithName = (message: string, name: string): boolean => message.toLowerCase().startsWith(name.toLowerCase());

/**
 * One problem on one line: the line, the unit and the quoted words where the message does not already say them,
 * then the message, and the rules' suggestion (a bare fix as "Did you mean 2P2?", a sentence as it is).
 */
export function problemText(e: RuleError): string {
  const unit = e.unit !== undefined && e.unit !== '' && !startsWithName(e.message, e.unit) ? e.unit : '';
  const words = e.quote !== undefined && e.quote.trim() !== '' && !saysWords(e.message, e.quote) ? quoted(e.quote) : '';
  const where = [unit, words].filter((s) => s !== '').join(' ');
  const lead = [e.line !== undefined ? `Line ${e.line}` : '', where].filter((s) => s !== '').join(' · ');
  const said = e.suggestion ? `${e.message} ${/[.?!]$/.test(e.suggestion) ? e.suggestion : `Did you mean ${e.suggestion}?`}` : e.message;
  return lead === '' ? said : `${lead}: ${said}`;
}
