/**
 * One unit's order as named parts, so every way of giving an order edits only its part (issue 16 item 4): a
 * `/plot` of a ship's movement keeps the fire `/fire` added, a quick answer for the movement keeps this round's
 * launches, a `/fire` line replaces only the order of the weapon it names.
 *
 * A rule system cuts a unit's order (its draft, printed in normal form, and what the player typed) into parts in
 * its own notation: one part per section that is said once ("thrust", "move", "sensors"), one per weapon for
 * orders given weapon by weapon ("fire" for a mount). `mergeParts` then puts the typed parts over the draft's: a
 * typed part replaces the draft's part with the same key, a cleared section takes all its parts away, and every
 * other part of the draft stays. The system prints the result and its reader checks the whole order again.
 *
 * The scope says what an input is about: 'parts' for typed orders, `/plot`, `/fire` and quick answers; 'units'
 * for a form that shows a unit's whole order (the Plot button's modal): a unit it names gets exactly what was
 * sent, so a part deleted there is gone.
 */

/** What an input edits: only the parts it names ('parts'), or the whole order of each unit it names ('units'). */
export type MergeScope = 'parts' | 'units';

export interface OrderPart {
  /** Which part this is; parts with one key replace each other ("thrust", "mount:md1"). */
  readonly key: string;
  /** The section it belongs to and prints under ("fire"); a cleared section takes all of its parts away. */
  readonly section: string;
  /** Its notation, as the system prints it. */
  readonly text: string;
}

/** What a typed order for one unit says: its parts, and the sections it clears ("fire none"). */
export interface PartsEdit {
  readonly parts: readonly OrderPart[];
  readonly cleared: ReadonlySet<string>;
}

/** The draft's parts with the edit put in: typed parts replace the draft's with the same key; the rest stays. */
export function mergeParts(draft: readonly OrderPart[], edit: PartsEdit): OrderPart[] {
  const typed = new Set(edit.parts.map((p) => p.key));
  const kept = draft.filter((p) => !typed.has(p.key) && !edit.cleared.has(p.section));
  return [...kept, ...edit.parts];
}

/** The parts in the order of `sections` (the system's normal form), parts of one section in the order they came. */
export function inSectionOrder(parts: readonly OrderPart[], sections: readonly string[]): OrderPart[] {
  const rank = (p: OrderPart): number => {
    const i = sections.indexOf(p.section);
    return i < 0 ? sections.length : i;
  };
  return parts.map((p, i) => ({ p, i })).sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i).map(({ p }) => p);
}
