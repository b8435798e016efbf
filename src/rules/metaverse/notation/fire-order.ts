/**
 * One fire order of a ship (help.ts; book "Starship Combat Step" p.24 with Volley and Surgical Fire, p.53 fire
 * control, p.67 launchers): `weapons > target [@sensor] [volley | surgical <system>]`. The right side (the aim) is
 * read first, then each weapon of the left side: `name`, `all name` or `N name`, with `(Mode)` or `(2 Munition)`.
 *
 * Judgement calls: a launcher's munition count defaults to 1; several weapons of one name are picked with `all` or a
 * count; one weapon alone is named by its label ("Heavy Laser 3"), or by its name when that is the only one.
 */
import { matchAll, normalizeName, type Named } from '../../core/names.ts';

import { count } from '../../core/text.ts';
import { splitOutside, trailingParens } from './tokens.ts';
import { keyword, twice, type Errors, type Resolve } from './reading.ts';
import type { FireMode } from '../fire/sensors.ts';
import { SURGICAL_SYSTEMS, type FireDraftContext, type FireOrder, type FireShip, type FireWeapon, type SurgicalSystem } from './types.ts';
import { metaverseError } from '../errors.ts';

/** What the fire readers need: the seat's context, the problems so far and the name resolver. */
export interface FireReading {
  readonly ctx: FireDraftContext;
  readonly errors: Errors;
  readonly resolve: Resolve;
}

/** Where an order's weapons fire: the target, the sensor system, the fire mode and a surgical system. */
interface Aim {
  readonly target: Named;
  readonly sensor: Named | null;
  readonly fire: FireMode;
  readonly system: SurgicalSystem | null;
}

/** The systems Surgical Fire may name, by the words a player may type (any unique start will do). */
const SYSTEM_WORDS: readonly (readonly [string, SurgicalSystem])[] = [
  ['secondary', 'secondary'],
  ['ew', 'ew'],
  ['electronic', 'ew'],
  ['propulsion', 'propulsion'],
  ['drives', 'propulsion'],
  ['hangar', 'hangar'],
  ['hanger', 'hangar'],
  ['active-defence', 'active-defence'],
  ['active-defense', 'active-defence'],
  ['ad', 'active-defence'],
  ['defence', 'active-defence'],
  ['weapon', 'weapon'],
];

/** `@Sensor 1`: the longest run of words from `first` that is exactly a sensor's name, else one word. */
function sensorWords(words: readonly string[], first: number, sensors: readonly Named[]): string[] {
  const run = [(words[first] ?? '').replace(/^@/, ''), ...words.slice(first + 1)];
  let k = run.length;
  while (k > 1 && !sensors.some((s) => normalizeName(s.name) === normalizeName(run.slice(0, k).join(' ')))) k -= 1;
  return run.slice(0, k);
}

/** The right side of an order: target words plus @sensor, volley/salvo, surgical <system>; null after a refusal. */
function readAim(f: FireReading, right: string, at: string, ship: FireShip, sensors: readonly Named[]): Aim | null {
  const words = right.trim().split(/\s+/).filter((w) => w !== '');
  let sensorTyped: string | null = null;
  let fire: FireMode = 'salvo';
  let system: SurgicalSystem | null = null;
  const targetWords: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const lw = w.toLowerCase();
    if (w.startsWith('@')) {
      if (sensorTyped !== null) twice(f.errors, 'The sensor', at);
      const first = w.slice(1) === '' ? i + 1 : i;
      const run = sensorWords(words, first, sensors);
      sensorTyped = run.join(' ');
      i = first + run.length - 1;
    } else if (lw === 'volley' || lw === 'salvo') fire = lw;
    else if (lw === 'surgical') {
      fire = 'surgical';
      system = keyword(words[i + 1] ?? '', SYSTEM_WORDS);
      if (!system) {
        f.errors.push(metaverseError('ERR_FIRE_SURGICAL_SYSTEM', 'Surgical fire must name a system.', { at, suggestion: `Name one of: ${SURGICAL_SYSTEMS.join(', ')} (e.g. surgical propulsion).` }));
        return null;
      }
      i += 1;
    } else targetWords.push(w);
  }
  if (targetWords.length === 0) {
    f.errors.push(metaverseError('ERR_FIRE_ORDER', 'The fire order names no target.', { at, suggestion: 'Write weapons > target.' }));
    return null;
  }
  const target = f.resolve(targetWords.join(' '), f.ctx.targets, 'target', at);
  const sensor = sensorTyped === null ? null : f.resolve(sensorTyped, sensors, `sensor system of ${ship.name}`, at);
  if (!target || (sensorTyped !== null && !sensor)) return null;
  return { target, sensor, fire, system };
}

/** The weapons one name of the left side picks: `all laser`, `4 laser`, or one by its label; null after a refusal. */
function pickWeapons(f: FireReading, head: string, at: string, ship: FireShip, orders: readonly FireOrder[]): FireWeapon[] | null {
  const pm = /^(?:(all)\s+|(\d+)\s*x?\s+)?(.+)$/i.exec(head.trim());
  const typed = pm?.[3] ?? head;
  const used = new Set(orders.map((o) => o.weapon));
  if (pm?.[1] !== undefined || pm?.[2] !== undefined) {
    const all = matchAll(typed, ship.weapons).filter((w) => !used.has(w.id));
    const n = pm[2] === undefined ? all.length : Number(pm[2]);
    if (all.length > 0 && n <= all.length) return all.slice(0, n);
    f.errors.push(metaverseError('ERR_FIRE_WEAPON_COUNT', `${ship.name} has ${count(all.length, 'more weapon')} called "${typed}" to fire.`, { at, suggestion: all.length > 0 ? `Fire at most ${all.length}.` : `Known: ${[...new Set(ship.weapons.map((x) => x.name))].join(', ')}.` }));
    return null;
  }
  // One weapon by its label ("Heavy Laser 3"), its name when that is the only one, or its id.
  const w = f.resolve(typed, ship.weapons.map((x) => ({ ...x, name: x.label ?? x.name })), `weapon of ${ship.name}`, at);
  return w ? [w] : null;
}

/** One weapon's order: a launcher's munition and count, or a weapon's mode, from its brackets; null after a refusal. */
function weaponOrder(f: FireReading, w: FireWeapon, inner: string | null, at: string, aim: Aim): FireOrder | null {
  let mode: string | null = null;
  let munition: FireOrder['munition'] = null;
  const munitions = w.munitions ?? [];
  if (munitions.length > 0) {
    const mm = /^\s*(\d+)?\s*x?\s*(.*?)\s*$/i.exec(inner ?? '');
    const n = mm?.[1] === undefined ? 1 : Number(mm[1]);
    const name = mm?.[2] ?? '';
    const mun = name === '' && munitions.length === 1 ? munitions[0] : name === '' ? null : f.resolve(name, munitions, `munition of ${w.name}`, at);
    if (name === '' && munitions.length > 1)
      f.errors.push(metaverseError('ERR_FIRE_MUNITION', `${w.name} must say which munition it fires.`, { at, suggestion: `Write ${w.name}(1 ${munitions[0]?.name ?? ''}).` }));
    if (!mun) return null;
    munition = { id: mun.id, count: n };
  } else if (inner !== null && inner.trim() !== '') {
    const md = f.resolve(inner, w.modes.map((x) => ({ id: x.name, name: x.name })), `mode of ${w.name}`, at);
    if (!md) return null;
    mode = md.id;
  }
  return { weapon: w.id, target: aim.target.id, sensor: aim.sensor?.id ?? null, fire: aim.fire, system: aim.system, mode, munition };
}

/** Reads one order of `ship` into `orders`; problems go to the reading's errors. */
export function readFireOrder(f: FireReading, text: string, at: string, ship: FireShip, sensors: readonly Named[], orders: FireOrder[]): void {
  if (/^(hold|none|-)$/i.test(text)) return;
  const gt = text.indexOf('>');
  if (gt < 0) {
    f.errors.push(metaverseError('ERR_FIRE_ORDER', `Cannot read the fire order "${text}".`, { at, suggestion: `Write weapons > target, e.g. all laser > ${f.ctx.targets[0]?.name ?? 'target'} @sensor.` }));
    return;
  }
  const aim = readAim(f, text.slice(gt + 1), at, ship, sensors);
  if (!aim) return;
  for (const raw of splitOutside(text.slice(0, gt), ',')) {
    const { head, inner } = trailingParens(raw.trim());
    if (head.trim() === '') {
      f.errors.push(metaverseError('ERR_FIRE_ORDER', 'A weapon name is missing.', { at, suggestion: 'Remove the extra comma.' }));
      continue;
    }
    for (const w of pickWeapons(f, head, at, ship, orders) ?? []) {
      const order = weaponOrder(f, w, inner, at, aim);
      if (order) orders.push(order);
    }
  }
}
