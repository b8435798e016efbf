/**
 * The one grapheme-safe cut: text shortened to a limit never splits a surrogate pair, an emoji sequence or a letter
 * from its accents. Refusals that quote a player's words (rules, game and commands alike) cut them here, and so do
 * the posts that fit text to Discord's limits (src/game/posts/fit-text.ts).
 */

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `max` UTF-16 units of `text`, cut between graphemes. */
export function cutGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out;
}

/** Player text to quote in a refusal: whole when it has at most `max` units, else cut there and marked with "…". */
export const shown = (text: string, max: number): string => (text.length > max ? `${cutGraphemes(text, max)}…` : text);

/**
 * At most `max` graphemes, an ellipsis marking the cut: a label drawn on a map, where an emoji or a letter with its
 * accents is one glyph however many units it takes.
 */
export function clipGlyphs(text: string, max: number): string {
  const all = [...segmenter.segment(text)].map((g) => g.segment);
  return all.length <= max ? text : `${all.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** Text within `max` units in all, an ellipsis marking the cut (labels, placeholders, names with a limit). */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${cutGraphemes(text, Math.max(0, max - 1))}…`);

/** Half of a surrogate pair with no other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A message someone else wrote about the player's text (a JSON parser's "Unexpected token …" quotes one UTF-16 unit
 * of an emoji), made whole: a half emoji becomes U+FFFD, as String.prototype.toWellFormed does, before it is quoted.
 */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * A value a player sent (a field of an imported design) as text to quote: a string as it is, anything else as JSON,
 * so an object such as {"toString":null} is quoted instead of throwing.
 */
export const valueText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
