/**
 * The one splitter of a "<unit> <orders>" line (Starmada's orders, placements and the drafts they are merged into):
 * which unit the line starts with, and the rest.
 *
 * - A unit's name must end at a space, a colon or the end of the line, so "Lancer 2P2" is Lancer's 2P2, not
 *   Lancer 2's P2.
 * - A name followed by a colon wins: "Lancer 3:" names Lancer 3, even with nothing after it (to clear its line).
 * - Else the longest name that leaves something after it wins: "Lancer 3" with ships Lancer and Lancer 3 is
 *   Lancer's 3; then the longest name.
 * - A unique start of a name also works ("kes 3" is Kestrel's 3).
 * Case is ignored; the colon after the name is taken off the rest.
 */
import { matchStart } from './names.ts';

export interface NamedUnit {
  readonly id: string;
  readonly name: string;
}

const rest = (text: string, at: number): string => text.slice(at).replace(/^\s*:?\s*/, '');

/** The unit a line starts with, and the rest of the line with any colon after the name taken off. */
export function splitUnitLine<U extends NamedUnit>(units: readonly U[], line: string): { unit: U; rest: string } | undefined {
  const text = line.trim();
  const lower = text.toLowerCase();
  const named = units
    .filter((u) => u.name !== '' && lower.startsWith(u.name.toLowerCase()) && /^(\s|:|$)/.test(text.slice(u.name.length)))
    .map((unit) => ({ unit, rest: rest(text, unit.name.length) }))
    .sort((a, b) => b.unit.name.length - a.unit.name.length);
  const best = named.find((n) => /^\s*:/.test(text.slice(n.unit.name.length))) ?? named.find((n) => n.rest !== '') ?? named[0];
  if (best) return best;
  const word = lower.split(/[\s:]+/)[0] ?? '';
  if (word === '') return undefined;
  const byStart = matchStart(word, units, (s) => s.toLowerCase());
  const only = byStart.kind === 'found' ? byStart.item : undefined;
  return only ? { unit: only, rest: rest(text, word.length) } : undefined;
}
