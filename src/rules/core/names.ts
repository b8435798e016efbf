/**
 * Name matching for the order notations. `matchName` (Voidstriker, Metaverse): case-insensitive, ignoring spaces,
 * hyphens, dots, underscores and apostrophes; exact name or id first, then a unique prefix ("thun" → USS
 * Thunderchild), then a unique prefix of a later word ("venge" → ISS Vengeance, "laser" → Heavy Laser).
 * `matchStart` (Starmada): names only, case and runs of spaces ignored; exact name first, then a unique prefix.
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

/** The name from its second word on, from its third, …, normalised. */
function laterWords(name: string): string[] {
  const words = name.split(/\s+/).filter((w) => w !== '');
  return words.slice(1).map((_, i) => normalizeName(words.slice(i + 1).join(' ')));
}

const pick = <T>(found: readonly T[]): NameMatch<T> | null => {
  if (found.length === 1 && found[0] !== undefined) return { kind: 'found', item: found[0] };
  if (found.length > 1) return { kind: 'ambiguous', candidates: found };
  return null;
};

/** Every item whose name or id is `typed`, or else starts with it, or else has a later word starting with it. */
export function matchAll<T extends Named>(typed: string, items: readonly T[]): readonly T[] {
  const key = normalizeName(typed);
  if (key === '') return [];
  const exact = items.filter((i) => normalizeName(i.name) === key || normalizeName(i.id) === key);
  if (exact.length > 0) return exact;
  const prefixed = items.filter((i) => normalizeName(i.name).startsWith(key) || normalizeName(i.id).startsWith(key));
  if (prefixed.length > 0) return prefixed;
  return items.filter((i) => laterWords(i.name).some((w) => w.startsWith(key)));
}

/** Finds the one item whose name or id is `typed`, or starts with it. */
export function matchName<T extends Named>(typed: string, items: readonly T[]): NameMatch<T> {
  return pick(matchAll(typed, items)) ?? { kind: 'none' };
}

export const listNames = (items: readonly Named[]): string => items.map((i) => i.name).join(', ');

/** Case and runs of spaces ignored: how Starmada's notation compares names. */
export const squashName = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The plainer matcher Starmada's notation uses: names only (no ids, no later words), both sides compared by `key`
 * (case and runs of spaces by default); the first exact name, else the one name the typed words start. An empty
 * text starts every name: callers that refuse it say so.
 */
export function matchStart<T extends { readonly name: string }>(typed: string, items: readonly T[], key: (s: string) => string = squashName): NameMatch<T> {
  const wanted = key(typed);
  const exact = items.find((i) => key(i.name) === wanted);
  if (exact) return { kind: 'found', item: exact };
  return pick(items.filter((i) => key(i.name).startsWith(wanted))) ?? { kind: 'none' };
}

/**
 * Why `name` cannot name a ship in a notation that separates its parts with the characters of `separators`, or null
 * (issue 24, trap 5): such a name would cut an order at it, so nobody could aim at the ship or give it orders. Each
 * system's notation keeps its separators beside its reader (Starmada notation/name-check.ts, Voidstriker
 * assist/fleet-builder.ts, Metaverse notation/name-check.ts), and every place a name is given asks here.
 */
export function separatorProblem(name: string, separators: string, what = "A ship's name"): string | null {
  const held = [...new Set([...name].filter((ch) => separators.includes(ch) || ch === '\n'))].map((ch) => (ch === '\n' ? 'a line break' : ch));
  if (held.length === 0) return null;
  return `"${name.replace(/\s+/g, ' ')}" cannot be used: the orders use ${held.join(' ')} to separate their parts. ${what} may not hold any of ${[...separators].join(' ')}.`;
}
