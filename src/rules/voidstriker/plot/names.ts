/**
 * Name matching for the plot notation: case-insensitive, ignoring spaces, hyphens, dots, underscores and
 * apostrophes, by exact name or id first and otherwise by unique prefix ("war" → Warhawk, "mkv" → "Mk-V laser").
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
  return prefixed.length === 0 ? { kind: 'none' } : { kind: 'ambiguous', candidates: prefixed };
}
