/**
 * Ship classes as players name them (book Ch.5 Sample Ships, ships/library.ts): the class id
 * ("ijn-battlecruiser-6000"), "Battlecruiser (IJN)" (the library label, with or without its " · …" tail),
 * "IJN Battlecruiser", or the class name alone when only one navy has it ("Gunboat" is ambiguous: four navies
 * build one), or a unique start of one of those. Case and extra spaces are ignored.
 */
import { SHIP_CLASSES } from '../ships/library.ts';
import type { ShipClass } from '../ships/ship-class.ts';

/** 6000 → "6,000". */
export const thousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "Battlecruiser (IJN)". */
export const className = (cls: ShipClass): string => `${cls.className} (${cls.navy})`;

/** "Battlecruiser (IJN) · 6,000 t · 5,750 MB". */
export const classLabel = (cls: ShipClass): string => `${className(cls)} · ${thousands(cls.tonnage)} t · ${thousands(cls.costMB)} MB`;

export type ClassMatch = { readonly kind: 'found'; readonly cls: ShipClass } | { readonly kind: 'none' } | { readonly kind: 'ambiguous'; readonly candidates: readonly ShipClass[] };

const norm = (s: string): string => s.toLowerCase().replace(/-class\b/g, '').replace(/\s+/g, ' ').trim();

export function matchClass(ref: string): ClassMatch {
  const t = norm(String(ref).split('·')[0] ?? '');
  if (t === '') return { kind: 'none' };
  const forms = (c: ShipClass): string[] => [c.classId, norm(className(c)), norm(`${c.navy} ${c.className}`)];
  const exact = SHIP_CLASSES.filter((c) => forms(c).includes(t));
  if (exact.length === 1 && exact[0]) return { kind: 'found', cls: exact[0] };
  const byName = SHIP_CLASSES.filter((c) => norm(c.className) === t);
  if (byName.length === 1 && byName[0]) return { kind: 'found', cls: byName[0] };
  if (byName.length > 1) return { kind: 'ambiguous', candidates: byName };
  const starts = SHIP_CLASSES.filter((c) => forms(c).some((f) => f.startsWith(t)) || norm(c.className).startsWith(t));
  if (starts.length === 1 && starts[0]) return { kind: 'found', cls: starts[0] };
  return starts.length === 0 ? { kind: 'none' } : { kind: 'ambiguous', candidates: starts };
}
