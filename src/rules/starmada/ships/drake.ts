/**
 * Drake notation (A.6 p.29): the display sheet as plain text, for import and export.
 *
 *   Imperial MAJESTIC-class Battlecruiser (185)
 *   --
 *   ID:   NAME:
 *   --
 *   Hull: 8-7-6-5-4-3-2-1   Engines: 4-3-2-1   Weapons: 17-13-9-5   Shields: 3-3-2-1
 *   --
 *   Lightning Turret | ACE [][] | BDF [][] // (2)  4-8-12 | 2x5+/1/1 (Pr1)
 *   --
 *   Equipment: Countermeasures [] | Hyperdrive [] // (1)
 *
 * The reader forgives case, spacing, "×" for "x", "▢" for "[]" and a missing "+" after ACC, and reports every
 * problem with its line number. Printed asterisks follow ch.1 and C.5: "*" short band = Ballistic, "*" long
 * band = Carronade (the hidden band is rebuilt from equal band widths), "*" ROF = Volatile, "*" IMP =
 * Scatter/Telescopic. Expendable weapons print a diamond after each box ("[]<>", C.5 p.43).
 *
 * Salvo extensions (the book shows no format for them): a dual-mode weapon's second mode is a line
 * "> Close Defense | 2-4-6 | 1x4+/2/1" under its battery, and a primary mode name follows the battery name
 * ("Ion Cannon > Anti-Ship | …"); seekers print "MA 8" for RNG; tech levels print as
 * "Tech Levels: Engines +1, Fighters 0, Shields 0, Weapons -1".
 * Class names print in capitals as in the book; an all-capital class name reads back in title case.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import {
  EXAMPLE_BATTERY,
  isDigits,
  quote,
  readBattery,
  readEquipment,
  readHeader,
  readScreens,
  readSecondMode,
  readShipTraits,
  readTechLevels,
  readTracks,
} from './drake-lines.ts';
import { validateShipClass, type Bank, type Battery, type ShipClass, type WeaponProfile } from './schema.ts';
import { MUNITIONS, findMunition } from './systems.ts';
import { starmadaError, type StarmadaErrorCode } from '../errors.ts';

const rangeText = (p: WeaponProfile): string => {
  if (p.range === null) return `MA ${p.ma ?? ''}`;
  const [s, m, l] = p.range;
  const ballistic = p.traits.includes('Bls');
  const carronade = p.traits.includes('Crn');
  // Print the asterisk only where the reader can rebuild the hidden band from equal band widths.
  if (ballistic && carronade && 2 * s === m && 3 * s === l) return `*-${m}-*`;
  if (ballistic && !carronade && s === 2 * m - l) return `*-${m}-${l}`;
  if (carronade && !ballistic && l === 2 * m - s) return `${s}-${m}-*`;
  return `${s}-${m}-${l}`;
};

const profileText = (p: WeaponProfile): string => {
  const rof = p.traits.includes('Vlt') ? '*' : String(p.rof);
  const stats = `${rof}x${p.acc}+/${p.imp ?? '*'}/${p.dmg}`;
  return p.traits.length === 0 ? stats : `${stats} (${p.traits.join(', ')})`;
};

const bankText = (bank: Bank, expendable: boolean): string =>
  `${bank.arcs}${bank.mountSize ?? ''} ${(expendable ? '[]<>' : '[]').repeat(bank.count)}`;

function batteryLines(battery: Battery): string[] {
  const [primary, ...others] = battery.profiles;
  const expendable = battery.profiles.some((p) => p.traits.includes('Exp'));
  const name = primary.mode === undefined ? battery.name : `${battery.name} > ${primary.mode}`;
  const banks = battery.banks.map((b) => bankText(b, expendable)).join(' | ');
  return [
    `${name} | ${banks} // (${battery.lossLimit})  ${rangeText(primary)} | ${profileText(primary)}`,
    ...others.map((p) => `> ${p.mode ?? ''} | ${rangeText(p)} | ${profileText(p)}`),
  ];
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The ship in Drake notation; `parseDrake(makeDrake(ship))` gives the ship back. */
export function makeDrake(ship: ShipClass): string {
  const lines = [`${ship.faction} ${ship.className.toUpperCase()}-class ${ship.type} (${ship.combatRating})`, '--', 'ID:   NAME:', '--'];
  const s = ship.screens;
  if (s !== undefined) {
    lines.push('all' in s ? `Screens: ${s.all}` : `Screens: -Fwd: ${s.Fwd} -Port: ${s.Port} -Stbd: ${s.Stbd} -Aft: ${s.Aft}`, '--');
  }
  const t = ship.tracks;
  let trackLine = `Hull: ${t.hull.join('-')}   Engines: ${t.engines.join('-')}   Weapons: ${t.weapons.join('-')}`;
  if (t.shields !== null) trackLine += `   Shields: ${t.shields.join('-')}`;
  const d = ship.directionalShields;
  if (d !== undefined) trackLine += ` -Fwd: ${d.Fwd} -Port: ${d.Port} -Stbd: ${d.Stbd} -Aft: ${d.Aft}`;
  lines.push(trackLine);
  if (ship.batteries.length > 0) lines.push('--', ...ship.batteries.flatMap(batteryLines));
  const systems: string[] = [];
  if (ship.equipment !== undefined) {
    const items = ship.equipment.items.map((i) => `${i.system} ${'[]'.repeat(i.count)}`).join(' | ');
    systems.push(`Equipment: ${items} // (${ship.equipment.lossLimit})`);
  }
  if (ship.traits !== undefined && ship.traits.length > 0) {
    systems.push(`Traits: ${ship.traits.map((tr) => (tr.value === undefined ? tr.system : `${tr.system} (${tr.value})`)).join(', ')}`);
  }
  for (const m of ship.munitions ?? []) systems.push(`${m.system}: ${m.count}`);
  const tl = ship.techLevels;
  if (tl !== undefined) {
    systems.push(`Tech Levels: Engines ${signed(tl.engines)}, Fighters ${signed(tl.fighters)}, Shields ${signed(tl.shields)}, Weapons ${signed(tl.weapons)}`);
  }
  if (systems.length > 0) lines.push('--', ...systems);
  return lines.join('\n');
}

/** Where each part of the ship came from, to put line numbers on the schema's findings. */
type LineMap = Map<string, number>;

function lineFor(path: string, lines: LineMap, fallback: number): number {
  let best = fallback;
  let bestLength = -1;
  for (const [prefix, line] of lines) {
    const matches = path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
    if (matches && prefix.length > bestLength) {
      best = line;
      bestLength = prefix.length;
    }
  }
  return best;
}

/** What the reader has gathered so far, line by line. */
interface DrakeReading {
  readonly problems: { line: number; code: StarmadaErrorCode; message: string }[];
  readonly ship: Record<string, unknown>;
  readonly where: LineMap;
  readonly batteries: Battery[];
  readonly munitions: { system: (typeof MUNITIONS)[number]; count: number }[];
  headerLine: number;
  lastBattery: { battery: Battery; line: number } | null;
  tracksSeen: boolean;
  /** Sections whose line could not be read: the schema's complaints about them would only repeat ours. */
  readonly unreadableSections: Set<string>;
}

function report(d: DrakeReading, line: number, code: StarmadaErrorCode, messages: readonly string[]): void {
  for (const message of messages) d.problems.push({ line, code, message });
}

const HEADER_KEYS = ['faction', 'className', 'type', 'combatRating'];

/** The header: "Imperial MAJESTIC-class Battlecruiser (185)". */
function readHeaderLine(d: DrakeReading, line: string, n: number): void {
  d.headerLine = n;
  const header = readHeader(line);
  if (header.ok) Object.assign(d.ship, header.value);
  else {
    report(d, n, 'ERR_DRAKE_HEADER', header.problems);
    for (const key of HEADER_KEYS) d.unreadableSections.add(key);
  }
  for (const key of HEADER_KEYS) d.where.set(key, n);
}

/** "> …": the second mode of the battery on the line above (C.2). */
function readSecondModeLine(d: DrakeReading, line: string, n: number): void {
  const last = d.lastBattery;
  if (last === null || last.battery.profiles.length > 1) {
    report(d, n, 'ERR_DRAKE_LINE', ['a second mode (">") belongs directly under its weapon battery line']);
    return;
  }
  const second = readSecondMode(line);
  report(d, n, 'ERR_DRAKE_TRAIT', second.problems);
  if (!second.profile.ok) report(d, n, 'ERR_DRAKE_PROFILE', second.profile.problems);
  else {
    last.battery.profiles = [last.battery.profiles[0], second.profile.value];
    d.where.set(`batteries[${d.batteries.indexOf(last.battery)}].profiles[1]`, n);
  }
}

/** "Hull: 8-7-… Engines: … Weapons: … Shields: …". */
function readTracksLine(d: DrakeReading, line: string, n: number): void {
  if (d.tracksSeen) return report(d, n, 'ERR_DRAKE_LINE', ['the tracks line appears twice']);
  d.tracksSeen = true;
  d.where.set('tracks', n).set('hullSize', n).set('directionalShields', n);
  const tracks = readTracks(line);
  if (!tracks.ok) {
    report(d, n, 'ERR_DRAKE_TRACKS', tracks.problems);
    for (const k of ['tracks', 'hullSize', 'directionalShields']) d.unreadableSections.add(k);
    return;
  }
  d.ship['tracks'] = tracks.value.tracks;
  d.ship['hullSize'] = tracks.value.tracks.hull[0];
  if (tracks.value.directional !== undefined) d.ship['directionalShields'] = tracks.value.directional;
}

/** "Screens: …", "Equipment: …", "Traits: …", "Tech Levels: …"; false when `key` names none of them. */
function readSectionLine(d: DrakeReading, key: string, value: string, n: number): boolean {
  if (key === 'screens') {
    d.where.set('screens', n);
    const screens = readScreens(value);
    if (screens.ok) d.ship['screens'] = screens.value;
    else report(d, n, 'ERR_DRAKE_SCREENS', screens.problems);
  } else if (key === 'equipment') {
    d.where.set('equipment', n);
    const equipment = readEquipment(value);
    report(d, n, 'ERR_DRAKE_SYSTEM', equipment.problems);
    if (equipment.equipment.ok) d.ship['equipment'] = equipment.equipment.value;
    else report(d, n, 'ERR_DRAKE_SYSTEM', equipment.equipment.problems);
  } else if (key === 'traits') {
    d.where.set('traits', n);
    const traits = readShipTraits(value);
    report(d, n, 'ERR_DRAKE_SYSTEM', traits.problems);
    d.ship['traits'] = [...((d.ship['traits'] as unknown[] | undefined) ?? []), ...traits.traits];
  } else if (key === 'tech levels') {
    d.where.set('techLevels', n);
    const levels = readTechLevels(value);
    if (levels.ok) d.ship['techLevels'] = levels.value;
    else report(d, n, 'ERR_DRAKE_SYSTEM', levels.problems);
  } else return false;
  return true;
}

/** "Mines: 4": a munition and how many the ship carries. */
function readMunitionLine(d: DrakeReading, munition: (typeof MUNITIONS)[number], value: string, n: number): void {
  const count = value.trim().split(/\s*-\s*/)[0] ?? '';
  if (!isDigits(count)) return report(d, n, 'ERR_DRAKE_SYSTEM', [`${munition} should be followed by how many the ship carries, like "${munition}: 4"`]);
  d.where.set(`munitions[${d.munitions.length}]`, n);
  d.munitions.push({ system: munition, count: Number(count) });
}

/** A weapon battery line ("… | … // …"). */
function readBatteryLine(d: DrakeReading, line: string, n: number): void {
  const { battery, problems: traitProblems } = readBattery(line);
  report(d, n, 'ERR_DRAKE_TRAIT', traitProblems);
  if (!battery.ok) return report(d, n, 'ERR_DRAKE_BATTERY', battery.problems);
  d.where.set(`batteries[${d.batteries.length}]`, n);
  d.batteries.push(battery.value);
  d.lastBattery = { battery: battery.value, line: n };
}

/** One line of the listing, handed to the reader of its kind. */
function readDrakeLine(d: DrakeReading, raw: string, n: number): void {
  // "--" separates sections; the book's run-in form "--Hull: …" keeps the rest of the line.
  const line = raw.trim().replace(/^-{2,}\s*/, '');
  if (line === '' || /^(id|name)\s*:/i.test(line)) return;
  if (d.headerLine === 0) return readHeaderLine(d, line, n);
  const label = /^([A-Za-z][A-Za-z ]*?)\s*:(.*)$/.exec(line);
  const key = label?.[1]?.toLowerCase() ?? '';
  const value = label?.[2] ?? '';
  if (line.startsWith('>')) return readSecondModeLine(d, line, n);
  d.lastBattery = null;
  if (key === 'hull') return readTracksLine(d, line, n);
  if (readSectionLine(d, key, value, n)) return;
  const munition = label === null ? undefined : findMunition(key);
  if (munition !== undefined) return readMunitionLine(d, munition, value, n);
  if (line.includes('|') || line.includes('//')) return readBatteryLine(d, line, n);
  if (label !== null) {
    return report(d, n, 'ERR_DRAKE_LINE', [
      `${quote(label[1] ?? '')} is not part of Drake notation; expected Hull, Screens, Equipment, Traits, a munition (${MUNITIONS.join(', ')}) or a weapon battery`,
    ]);
  }
  report(d, n, 'ERR_DRAKE_LINE', [`this line is not a weapon battery; a battery reads like ${EXAMPLE_BATTERY}`]);
}

/**
 * Reads a ship written in Drake notation. Checks the text and the sheet's own rules (schema.ts); it does not
 * judge tracks or budget (see checkTracks, checkDesign). Every problem comes back at once as "line N: …".
 */
export function parseDrake(text: string): Result<ShipClass, RuleError[]> {
  const d: DrakeReading = {
    problems: [],
    ship: {},
    where: new Map(),
    batteries: [],
    munitions: [],
    headerLine: 0,
    lastBattery: null,
    tracksSeen: false,
    unreadableSections: new Set(),
  };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => readDrakeLine(d, raw, index + 1));

  if (d.headerLine === 0) return err([starmadaError('ERR_DRAKE_EMPTY', 'line 1: the text is empty; paste a ship in Drake notation, starting with a line like "Imperial MAJESTIC-class Battlecruiser (185)"', { at: 'line 1' })]);
  if (!d.tracksSeen) {
    report(d, d.headerLine, 'ERR_DRAKE_TRACKS', ['no tracks line follows the header; add one like "Hull: 8-7-6-5-4-3-2-1  Engines: 4-3-2-1  Weapons: 16-12-8-4  Shields: 3-3-2-1"']);
    for (const k of ['tracks', 'hullSize']) d.unreadableSections.add(k);
  }
  d.ship['batteries'] = d.batteries;
  if (d.munitions.length > 0) d.ship['munitions'] = d.munitions;

  const checked = validateShipClass(d.ship);
  if (checked.ok && d.problems.length === 0) return ok(checked.value);
  if (!checked.ok) {
    for (const e of checked.error) {
      const path = e.at ?? '';
      const section = path.split(/[.[]/)[0] ?? '';
      if (d.unreadableSections.has(section)) continue;
      d.problems.push({ line: lineFor(path, d.where, d.headerLine), code: e.code as StarmadaErrorCode, message: e.message });
    }
  }
  return err(
    d.problems
      .map((p, order) => ({ ...p, order }))
      .sort((a, b) => a.line - b.line || a.order - b.order)
      .map((p) => starmadaError(p.code, `line ${p.line}: ${p.message}`, { at: `line ${p.line}` })),
  );
}

