/**
 * Notes in an echoed line (docs/playing.md §2: an accepted draft is echoed back normalised, with what each order needs).
 * An echo line is the order in the step's notation, then, after ` — `, notes for the player ("engine requirement
 * 4 of 5 ✔"); a line that is only a note starts with `— `. Every rule system's reader drops the notes first, so a
 * player can paste an echo back and get the same orders (issue 15 item 8). The dash needs a space (or the line's
 * start) before it, so a name such as "Hood—II" keeps its dash.
 */

/** What separates an order from its notes in an echo line. */
export const NOTE_MARK = ' — ';

/** "2P2(4) — engine requirement 4 of 5 ✔": the notation, then the notes, if any. */
export function withNotes(notation: string, notes: readonly string[]): string {
  const said = notes.filter((n) => n !== '');
  return said.length > 0 ? `${notation}${NOTE_MARK}${said.join(' · ')}` : notation;
}

/** "— Vigil: no order, straight ahead at speed 4": a line the readers skip. */
export function noteLine(note: string): string {
  return `— ${note}`;
}

/** An echo line in running prose ("the rules decide: …"), without the dash that starts a note line. */
export function inProse(line: string): string {
  return line.replace(/^— /, '');
}

const NOTE = /(^|\s)—(\s.*)?$/;

/** The text with every line's notes dropped; lines keep their places, so errors still name the right line. */
export function stripNotes(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (NOTE.test(line) ? line.replace(NOTE, '').trimEnd() : line))
    .join('\n');
}
