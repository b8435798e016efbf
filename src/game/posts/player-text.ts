/**
 * The one door for text Salvo did not write into a Discord message: names players choose (ships, fleets, designs,
 * their display names) and everything the rules produce (echoes, events, refusals, status lines), which quotes those
 * names and the player's own words. `plain` makes such text read as exactly what it says: no mention, no markdown,
 * no right-to-left override turning the rest of the line around, no stack of combining marks spilling over the lines
 * above. Salvo's own templates add their markdown around it.
 *
 * Pings are stopped separately, and for good: every message lists the users it may ping (see OutboxPayload
 * `mentions`); nothing is ever scraped from its text.
 */

/** Direction overrides, embeddings and isolates, and the marks that steer them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** C0 and C1 controls other than the line break (a tab becomes a space below). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** A third and later combining mark on one character ("Zalgo" text). */
const EXCESS_MARKS = /(\p{M}{2})\p{M}+/gu;
/** Emphasis, code, and the `<` that opens mentions, timestamps and command mentions. */
const MARKDOWN = /[\\*_`<]/g;
/** A masked link needs "](": breaking that keeps "[3, 5]" and "(long)" as they are. */
const LINK = /\]\(/g;
/** Spoilers and strike-through take two: a lone | or ~ (Voidstriker's phase separator) reads as itself. */
const PAIRS = /\|\||~~/g;
/** Headings, quotes, subtext and lists start at the beginning of a line. */
const LINE_START = /^([#>-])/gm;
/** Pinging words: a zero-width space after the @ keeps them plain text even outside allowed_mentions. */
const EVERYONE = /@(everyone|here)/gi;

/** Player or rules text made safe to place in a Discord message, as the same words. */
export function plain(text: string): string {
  return text
    .replace(BIDI_CONTROLS, '')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .replace(EXCESS_MARKS, '$1')
    .replace(MARKDOWN, '\\$&')
    .replace(PAIRS, (pair) => `\\${pair[0]}\\${pair[1]}`)
    .replace(LINK, ']\\(')
    .replace(LINE_START, '\\$1')
    .replace(EVERYONE, '@\u200b$1');
}

/**
 * For rules text that is itself markdown (a step's help, with its bold headings and code examples) but quotes names:
 * a "quoted" example is shown literally (a player copies it), and elsewhere mentions, pinging words and direction
 * overrides are made inert while the markdown stays.
 */
export function defused(text: string): string {
  return text
    .replace(/"([^"\n]*)"/g, (_, quoted: string) => `"${plain(quoted)}"`)
    .replace(BIDI_CONTROLS, '')
    .replace(/(?<!\\)<(?=[@#/]|t:|a?:)/g, '\\<')
    .replace(EVERYONE, '@\u200b$1');
}

/**
 * A name where Discord shows no markdown (button labels, modal titles, autocomplete choices): one line, with no
 * direction override and no stack of combining marks; escaping there would show the backslashes.
 */
export function bareName(name: string, fallback = 'unnamed'): string {
  const line = name.replace(BIDI_CONTROLS, '').replace(CONTROLS, '').replace(EXCESS_MARKS, '$1').replace(/\s+/g, ' ').trim();
  return line === '' ? fallback : line;
}

/** `plain` for a name: on one line, trimmed, and never empty. */
export function plainName(name: string, fallback = 'unnamed'): string {
  const line = plain(name.replace(/\s+/g, ' ').trim());
  return line === '' ? fallback : line;
}
