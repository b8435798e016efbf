/**
 * Readers for the lines of Drake notation (A.6 p.29), one per kind of line. Each returns what the line says
 * or the sentences that explain why it cannot be read; drake.ts puts line numbers on them. See drake.ts for the
 * format, the asterisks and Salvo's extensions.
 */
import { canonicalArcText } from './arcs.ts';
import type { Bank, Battery, ShipClass, WeaponProfile } from './schema.ts';
import { EQUIPMENT, SHIP_TRAITS, findEquipment, findShipTrait } from './systems.ts';
import { findWeaponTrait, type WeaponTrait } from './weapon-traits.ts';
import { shown } from '../../core/cut-text.ts';

/** A line's problems, or what it says. */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly string[] };
const read = <T>(value: T): Read<T> => ({ ok: true, value });
const unreadable = (...problems: string[]): Read<never> => ({ ok: false, problems });

export const EXAMPLE_BATTERY = '"Laser Cannon | AB [][] // (1)  3-6-9 | 1x5+/1/1"';
export const isDigits = (s: string): boolean => /^\d+$/.test(s);
export const quote = (s: string): string => JSON.stringify(shown(s, 30));

function readNumberList(text: string, what: string): Read<number[]> {
  const parts = text.trim().split(/\s*-\s*/);
  if (text.trim() === '' || !parts.every(isDigits)) {
    return unreadable(`the ${what} should be numbers joined by "-", like 4-3-2-1, found ${quote(text.trim())}`);
  }
  return read(parts.map(Number));
}

interface Header {
  faction: string;
  className: string;
  type: string;
  combatRating: number;
}

const isCapitalWord = (w: string): boolean => /[A-Z0-9]/.test(w) && w === w.toUpperCase();
const titleCase = (words: readonly string[]): string => words.map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ');

export function readHeader(line: string): Read<Header> {
  const shape = 'the first line should read like "Imperial MAJESTIC-class Battlecruiser (185)"';
  const classAt = /-class(?=\s)/i.exec(line)?.index ?? -1;
  const open = line.lastIndexOf('(');
  const close = line.lastIndexOf(')');
  if (classAt < 0 || open < classAt || close < open || line.slice(close + 1).trim() !== '') return unreadable(shape);
  const rating = line.slice(open + 1, close).trim();
  const words = line.slice(0, classAt).trim().split(/\s+/).filter((w) => w !== '');
  const type = line.slice(classAt + '-class'.length, open).trim();
  const problems: string[] = [];
  if (!isDigits(rating)) problems.push(`the combat rating in brackets should be a whole number, found ${quote(rating)}`);
  if (words.length < 2) problems.push(`${shape}: a faction, then the class name before "-class"`);
  if (type === '') problems.push(`${shape}: the type (e.g. Battlecruiser) after "-class"`);
  if (problems.length > 0) return unreadable(...problems);
  // The class is the run of capitalised words before "-class", leaving at least one word of faction.
  let split = words.length - 1;
  while (split > 1 && isCapitalWord(words[split - 1] ?? '') && words.slice(split).every(isCapitalWord)) split -= 1;
  if (!words.slice(split).every(isCapitalWord)) split = words.length - 1;
  const classWords = words.slice(split);
  const className = classWords.every(isCapitalWord) ? titleCase(classWords) : classWords.join(' ');
  return read({ faction: words.slice(0, split).join(' '), className, type, combatRating: Number(rating) });
}

const TRACK_KEYS = ['hull', 'engines', 'weapons', 'shields'] as const;
const ARC_KEYS = { fwd: 'Fwd', port: 'Port', stbd: 'Stbd', aft: 'Aft' } as const;
type ArcKey = keyof typeof ARC_KEYS;
type ArcValues = Record<'Fwd' | 'Port' | 'Stbd' | 'Aft', number>;

/** Splits "Hull: 8-7 Engines: 4-3 -Fwd: 2" into labelled values; labels are matched in any case. */
function labelledParts(text: string, labels: readonly string[]): { label: string; value: string }[] | null {
  const pattern = new RegExp(`(^|\\s)-?(${labels.join('|')})\\s*:`, 'gi');
  const marks = [...text.matchAll(pattern)];
  const first = marks[0];
  if (first === undefined || text.slice(0, first.index).trim() !== '') return null;
  return marks.map((m, i) => {
    const start = m.index + m[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    return { label: (m[2] ?? '').toLowerCase(), value: text.slice(start, end).trim() };
  });
}

function readArcValues(parts: { label: string; value: string }[], what: string): Read<ArcValues | undefined> {
  const found = parts.filter((p) => Object.hasOwn(ARC_KEYS, p.label));
  if (found.length === 0) return read(undefined);
  const problems: string[] = [];
  const values: Partial<ArcValues> = {};
  for (const key of Object.keys(ARC_KEYS) as ArcKey[]) {
    const part = found.find((p) => p.label === key);
    if (part === undefined) problems.push(`${what} need all four arcs: -Fwd, -Port, -Stbd and -Aft; -${ARC_KEYS[key]} is missing`);
    else if (!isDigits(part.value)) problems.push(`${what} -${ARC_KEYS[key]} should be a whole number, found ${quote(part.value)}`);
    else values[ARC_KEYS[key]] = Number(part.value);
  }
  return problems.length > 0 ? unreadable(...problems) : read(values as ArcValues);
}

export function readTracks(line: string): Read<{ tracks: ShipClass['tracks']; directional: ArcValues | undefined }> {
  const parts = labelledParts(line, [...TRACK_KEYS, ...Object.keys(ARC_KEYS)]);
  if (parts === null) return unreadable('the tracks line should read like "Hull: 8-7-6-5-4-3-2-1  Engines: 4-3-2-1  Weapons: 16-12-8-4  Shields: 3-3-2-1"');
  const problems: string[] = [];
  const lists: Partial<Record<(typeof TRACK_KEYS)[number], number[]>> = {};
  for (const key of TRACK_KEYS) {
    const part = parts.find((p) => p.label === key);
    if (part === undefined) {
      if (key !== 'shields') problems.push(`the tracks line needs "${key.charAt(0).toUpperCase()}${key.slice(1)}:"`);
      continue;
    }
    const list = readNumberList(part.value, `${key} track`);
    if (list.ok) lists[key] = list.value;
    else problems.push(...list.problems);
  }
  const directional = readArcValues(parts, 'Directional shields');
  if (!directional.ok) problems.push(...directional.problems);
  const { hull, engines, weapons, shields } = lists;
  if (problems.length > 0 || hull === undefined || engines === undefined || weapons === undefined || !directional.ok) {
    return unreadable(...problems);
  }
  return read({ tracks: { hull, engines, weapons, shields: shields ?? null }, directional: directional.value });
}

export function readScreens(value: string): Read<NonNullable<ShipClass['screens']>> {
  const text = value.trim();
  if (isDigits(text)) return read({ all: Number(text) });
  const parts = labelledParts(text, Object.keys(ARC_KEYS));
  if (parts === null) return unreadable(`screens should be a number ("Screens: 12") or four arcs ("Screens: -Fwd: 4 -Port: 3 -Stbd: 3 -Aft: 2"), found ${quote(text)}`);
  const arcs = readArcValues(parts, 'Directional screens');
  if (!arcs.ok) return arcs;
  return arcs.value === undefined ? unreadable('screens are missing their numbers') : read(arcs.value);
}

const BOX = /^(?:\[\]|▢|□|☐)/u;
const DIAMOND = /^(?:<>|◇|◊|♦|◆)/u;

/** Counts boxes like "[][]<>" or "▢▢", or returns null if anything else is there. */
function countBoxes(text: string): number | null {
  let rest = text.replace(/\s+/g, '');
  let count = 0;
  while (rest.length > 0) {
    const box = BOX.exec(rest);
    if (box === null) return null;
    rest = rest.slice(box[0].length);
    const diamond = DIAMOND.exec(rest);
    if (diamond !== null) rest = rest.slice(diamond[0].length);
    count += 1;
  }
  return count;
}

function readBank(text: string): Read<Bank> {
  const trimmed = text.trim();
  const arcs = /^[A-Za-z]*/.exec(trimmed)?.[0] ?? '';
  let rest = trimmed.slice(arcs.length);
  const mount = /^[0-9]/.exec(rest)?.[0];
  if (mount !== undefined) rest = rest.slice(1);
  const count = countBoxes(rest);
  if (arcs === '') return unreadable(`a bank should start with its arcs, like "AB [][]", found ${quote(trimmed)}`);
  if (count === null || count === 0) return unreadable(`bank ${quote(trimmed)} should be arcs followed by one box "[]" per weapon, like "AB [][]"`);
  const bank: Bank = { arcs: canonicalArcText(arcs), count };
  if (mount !== undefined) bank.mountSize = Number(mount);
  return read(bank);
}

function readRange(text: string): Read<{ range: [number, number, number] | null; ma?: number; stars: { short: boolean; long: boolean } }> {
  const t = text.trim();
  const seeker = /^ma\s*:?\s*(\d+)$/i.exec(t);
  if (seeker !== null) return read({ range: null, ma: Number(seeker[1]), stars: { short: false, long: false } });
  const bands = /^(\d+|\*)\s*-\s*(\d+)\s*-\s*(\d+|\*)$/.exec(t);
  if (bands === null) return unreadable(`RNG should be three bands like 3-6-9, or "MA 8" for a seeking weapon, found ${quote(t)}`);
  const [, s, m, l] = bands as unknown as [string, string, string, string];
  const medium = Number(m);
  let short = s === '*' ? NaN : Number(s);
  let long = l === '*' ? NaN : Number(l);
  if (s === '*' && l === '*') {
    if (medium % 2 !== 0) return unreadable(`RNG "*-${m}-*" hides two bands; an odd medium band cannot be split evenly, so write all three`);
    short = medium / 2;
    long = (3 * medium) / 2;
  } else if (s === '*') short = 2 * medium - long;
  else if (l === '*') long = 2 * medium - short;
  if (short < 1) return unreadable(`RNG ${quote(t)} leaves no room for a short band; write all three bands`);
  return read({ range: [short, medium, long], stars: { short: s === '*', long: l === '*' } });
}

function readTraits(text: string | undefined): { traits: WeaponTrait[]; problems: string[] } {
  const traits: WeaponTrait[] = [];
  const problems: string[] = [];
  for (const word of (text ?? '').split(/[\s,;/]+/).filter((w) => w !== '')) {
    const trait = findWeaponTrait(word);
    if (trait === undefined) problems.push(`${quote(word)} is not a weapon trait; use an abbreviation of C.5 such as Pr1, Acr or Slw`);
    else traits.push(trait);
  }
  return { traits, problems };
}

/** "2x5+/1/1 (Pr1)" together with its RNG text. Unknown traits are reported but do not stop the reading. */
function readProfile(rangeText: string, statsText: string, mode: string | undefined): { profile: Read<WeaponProfile>; traitProblems: string[] } {
  const range = readRange(rangeText);
  const stats = /^(\d+|\*)\s*[x×]\s*(\d+)\s*\+?\s*\/\s*(\d+|\*)\s*\/\s*(\d+)\s*(?:\(([^()]*)\))?$/i.exec(statsText.trim());
  const problems = range.ok ? [] : [...range.problems];
  if (stats === null) problems.push(`weapon stats should read ROFxACC+/IMP/DMG, like "2x5+/1/1 (Pr1)", found ${quote(statsText.trim())}`);
  const { traits, problems: traitProblems } = readTraits(stats?.[5]);
  if (!range.ok || stats === null) return { profile: unreadable(...problems), traitProblems };
  const [, rof, acc, imp, dmg] = stats as unknown as [string, string, string, string, string];
  // The asterisks stand for traits (ch.1 p.10); add a trait the list forgot.
  const implied: WeaponTrait[] = [];
  if (range.value.stars.short) implied.push('Bls');
  if (range.value.stars.long) implied.push('Crn');
  if (rof === '*') implied.push('Vlt');
  for (const t of implied) if (!traits.includes(t)) traits.push(t);
  const profile: WeaponProfile = {
    range: range.value.range,
    rof: rof === '*' ? 1 : Number(rof),
    acc: Number(acc),
    imp: imp === '*' ? null : Number(imp),
    dmg: Number(dmg),
    traits,
  };
  if (mode !== undefined) profile.mode = mode;
  if (range.value.ma !== undefined) profile.ma = range.value.ma;
  return { profile: read(profile), traitProblems };
}

export function readBattery(line: string): { battery: Read<Battery>; problems: string[] } {
  const slashes = line.indexOf('//');
  if (slashes < 0) return { battery: unreadable(`a weapon battery needs "//" and its loss limit, like ${EXAMPLE_BATTERY}`), problems: [] };
  const [namePart = '', ...bankParts] = line.slice(0, slashes).split('|');
  const right = /^\s*\(\s*(\d+)\s*\)(.*)$/.exec(line.slice(slashes + 2));
  const problems: string[] = [];
  const [name = '', mode] = namePart.split('>').map((s) => s.trim());
  if (name === '') problems.push(`a weapon battery line starts with the battery's name, like ${EXAMPLE_BATTERY}`);
  if (bankParts.length === 0) problems.push(`battery ${quote(name)} needs at least one bank after "|", like "| AB [][]"`);
  const banks = bankParts.map(readBank);
  for (const b of banks) if (!b.ok) problems.push(...b.problems);
  if (right === null) {
    problems.push(`after "//" comes the loss limit in brackets, then RNG and stats, like "// (2)  4-8-12 | 2x5+/1/1"`);
    return { battery: unreadable(...problems), problems: [] };
  }
  const [, lossLimit = '', profileText = ''] = right;
  const [rangePart = '', statsPart, ...extra] = profileText.split('|');
  if (statsPart === undefined || extra.length > 0) {
    problems.push(`after the loss limit come RNG and stats separated by "|", like "4-8-12 | 2x5+/1/1"`);
    return { battery: unreadable(...problems), problems: [] };
  }
  const { profile, traitProblems } = readProfile(rangePart, statsPart, mode === '' ? undefined : mode);
  if (!profile.ok) problems.push(...profile.problems);
  if (problems.length > 0 || !profile.ok) return { battery: unreadable(...problems), problems: traitProblems };
  const readBanks = banks.flatMap((b) => (b.ok ? [b.value] : []));
  return { battery: read({ name, profiles: [profile.value], banks: readBanks, lossLimit: Number(lossLimit) }), problems: traitProblems };
}

export function readSecondMode(line: string): { profile: Read<WeaponProfile>; problems: string[] } {
  const [modePart = '', rangePart, statsPart, ...extra] = line.replace(/^\s*>/, '').split('|');
  if (rangePart === undefined || statsPart === undefined || extra.length > 0) {
    return { profile: unreadable('a second mode reads like "> Close Defense | 2-4-6 | 1x4+/2/1"'), problems: [] };
  }
  const mode = modePart.trim();
  const { profile, traitProblems } = readProfile(rangePart, statsPart, mode === '' ? undefined : mode);
  return { profile, problems: traitProblems };
}

export function readEquipment(value: string): { equipment: Read<NonNullable<ShipClass['equipment']>>; problems: string[] } {
  const slashes = value.indexOf('//');
  const limit = slashes < 0 ? null : /^\s*\(\s*(\d+)\s*\)\s*$/.exec(value.slice(slashes + 2));
  const problems: string[] = [];
  const items: { system: (typeof EQUIPMENT)[number]; count: number }[] = [];
  for (const part of (slashes < 0 ? value : value.slice(0, slashes)).split('|')) {
    const text = part.trim();
    if (text === '') continue;
    const named = /^([^[▢□☐(]*?)\s*(?:\(\s*(\d+)\s*\))?\s*([[▢□☐].*)?$/u.exec(text);
    const system = findEquipment(named?.[1] ?? '');
    const boxes = named?.[3] === undefined ? null : countBoxes(named[3]);
    if (named === null || system === undefined) {
      problems.push(`${quote(named?.[1] ?? text)} is not equipment; use one of ${EQUIPMENT.join(', ')}`);
    } else if (named[3] !== undefined && (boxes === null || boxes === 0)) {
      problems.push(`${system} should be followed by one box "[]" per item, found ${quote(named[3])}`);
    } else {
      items.push({ system, count: named[2] !== undefined ? Number(named[2]) : (boxes ?? 1) });
    }
  }
  if (limit === null || limit === undefined) {
    return { equipment: unreadable('the equipment line ends with its loss limit, like "Equipment: Countermeasures [] | Hyperdrive [] // (1)"'), problems };
  }
  return { equipment: read({ items, lossLimit: Number(limit[1]) }), problems };
}

export function readShipTraits(value: string): { traits: NonNullable<ShipClass['traits']>; problems: string[] } {
  const traits: NonNullable<ShipClass['traits']> = [];
  const problems: string[] = [];
  for (const part of value.split(/[,|]/)) {
    const text = part.trim();
    if (text === '') continue;
    const named = /^([^()]*?)\s*(?:\(\s*(\d+)\s*\))?$/.exec(text);
    const system = findShipTrait(named?.[1] ?? '');
    if (named === null || system === undefined) {
      problems.push(`${quote(named?.[1] ?? text)} is not a ship trait; use one of ${SHIP_TRAITS.join(', ')}`);
      continue;
    }
    traits.push(named[2] === undefined ? { system } : { system, value: Number(named[2]) });
  }
  return { traits, problems };
}

export function readTechLevels(value: string): Read<NonNullable<ShipClass['techLevels']>> {
  const levels: Record<string, number> = {};
  const problems: string[] = [];
  for (const part of value.split(/[,|]/)) {
    const m = /^\s*(engines|fighters|shields|weapons)\s*:?\s*([+-]?\d+)\s*$/i.exec(part);
    if (m === null) problems.push(`tech levels read like "Engines +1, Fighters 0, Shields 0, Weapons -1", found ${quote(part.trim())}`);
    else levels[(m[1] ?? '').toLowerCase()] = Number(m[2]);
  }
  const { engines, fighters, shields, weapons } = levels;
  if (problems.length > 0) return unreadable(...problems);
  if (engines === undefined || fighters === undefined || shields === undefined || weapons === undefined) {
    return unreadable('tech levels need all four: Engines, Fighters, Shields and Weapons');
  }
  return read({ engines, fighters, shields, weapons });
}
