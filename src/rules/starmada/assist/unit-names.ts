/**
 * Which unit a line of notation is about, for merging one unit's line into a draft. The rule is the one the
 * orders reader uses (notation/orders.ts): a unit's name must end at a space, a colon or the end of the line, the
 * longest such name wins unless it would leave nothing after it, and a unique start of a name also works.
 * One addition: a name followed by a colon wins, so "Kestrel Two:" alone names Kestrel Two (to clear its line).
 */

import { matchStart } from '../../core/names.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export interface NamedUnit {
  readonly id: string;
  readonly name: string;
}

/** The unit a line starts with, and the rest of the line with any colon after the name taken off. */
export function splitUnitLine<U extends NamedUnit>(units: readonly U[], line: string): { unit: U; rest: string } | undefined {
  const text = line.trim();
  const lower = text.toLowerCase();
  const named = units
    .filter((u) => u.name !== '' && lower.startsWith(u.name.toLowerCase()) && /^(\s|:|$)/.test(text.slice(u.name.length)))
    .map((unit) => ({ unit, rest: text.slice(unit.name.length).replace(/^\s*:?\s*/, '') }))
    .sort((a, b) => b.unit.name.length - a.unit.name.length);
  // A colon right after a name ends it ("Kestrel Two:" is Kestrel Two, even with nothing after it).
  const best = named.find((n) => /^\s*:/.test(text.slice(n.unit.name.length))) ?? named.find((n) => n.rest !== '') ?? named[0];
  if (best) return best;
  const word = lower.split(/[\s:]+/)[0] ?? '';
  if (word === '') return undefined;
  const byStart = matchStart(word, units, (s) => s.toLowerCase());
  const only = byStart.kind === 'found' ? byStart.item : undefined;
  return only ? { unit: only, rest: text.slice(word.length).replace(/^\s*:?\s*/, '') } : undefined;
}

/** Lines of a text, trimmed, blank ones dropped; `;` also ends a line where the step's reader says so. */
export function linesOf(text: string, semicolons: boolean): string[] {
  return cutGraphemes(text, 4000)
    .split(semicolons ? /\r?\n|;/ : /\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}
