/**
 * Name matching for the plot notation: case-insensitive, ignoring spaces, hyphens, dots, underscores and
 * apostrophes, by exact name or id first, then by unique prefix ("war" → Warhawk, "mkv" → "Mk-V laser"), then by
 * unique prefix of a later word ("laser" → "2 × Mk-IV laser", "missiles" → "Quad Mk-III missiles").
 */

export interface Named {
  readonly id: string;
  readonly name: string;
}

export const normalizeName = (s: string): string => s.toLowerCase().replace(/[\s\-_.'’]+/g, '');

export type NameMatch<T> =
  | { readonly kind: 'found'; readonly item: T }
  | { readonly kind: 'none' }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly T[] };

/** Finds the one item whose name or id is `typed`, or starts with it. */
export function matchName<T extends Named>(typed: string, items: readonly T[]): NameMatch<T> {
  const key = normalizeName(typed);
  if (key === '') return { kind: 'none' };
  const exact = items.filter((i) => normalizeName(i.name) === key || normalizeName(i.id) === key);
  if (exact.length === 1 && exact[0] !== undefined) return { kind: 'found', item: exact[0] };
  if (exact.length > 1) return { kind: 'ambiguous', candidates: exact };
  const prefixed = items.filter((i) => normalizeName(i.name).startsWith(key) || normalizeName(i.id).startsWith(key));
  if (prefixed.length === 1 && prefixed[0] !== undefined) return { kind: 'found', item: prefixed[0] };
  if (prefixed.length > 1) return { kind: 'ambiguous', candidates: prefixed };
  const inner = items.filter((i) => laterWords(i.name).some((w) => w.startsWith(key)));
  if (inner.length === 1 && inner[0] !== undefined) return { kind: 'found', item: inner[0] };
  return inner.length === 0 ? { kind: 'none' } : { kind: 'ambiguous', candidates: inner };
}

/** The name from its second word on, from its third, …, normalised: "2 × Mk-IV laser" → "×mkivlaser", "mkivlaser", "laser". */
function laterWords(name: string): string[] {
  const words = name.split(/\s+/).filter((w) => w !== '');
  return words.slice(1).map((_, i) => normalizeName(words.slice(i + 1).join(' ')));
}
