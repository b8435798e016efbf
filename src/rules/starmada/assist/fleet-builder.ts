/**
 * Building a fleet in the lobby (Starmada 2.2 p.12): ships from the library or the seat's own designs, named
 * ships, and designs imported in Drake notation (A.6 p.29) or as JSON (ships/json-import.ts). The game's setup checks the
 * fleet again (setup/game-setup.ts); here each change is refused with a sentence when it cannot be made.
 *
 * Judgement calls: a ship added without a name gets its class name, numbered when taken, and keeps it, so
 * `remove` finds it; an imported design may not take the name of a library class or of a different design the
 * fleet holds (setup would refuse two designs of one name); several Drake designs are told apart by their header
 * lines ("Imperial MAJESTIC-class Battlecruiser (185)"), so blank lines inside one design do no harm.
 */
import type { Choice } from '../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { parseDrake } from '../ships/drake.ts';
import { SHIP_LIBRARY, findShipClass } from '../ships/library/index.ts';
import { validateShipClass, type ShipClass } from '../ships/schema.ts';
import { systemsNotInPlay } from '../ships/systems-in-play.ts';
import { MAX_DESIGNS, MAX_NAME, MAX_SHIPS, classFor, readStoredFleet, shipNames, type StoredFleet } from './stored-fleet.ts';
import { starmadaError } from '../errors.ts';
import { shipNameProblem } from '../notation/name-check.ts';
import { cutGraphemes, wellFormed } from '../../core/cut-text.ts';
import { LRF_CLASS, LRF_COMBAT_RATING, isLongRangeClass } from '../fighters/long-range.ts';

type Fleet = Record<string, unknown>;

/** "Majestic-class battlecruiser · CR 185". */
export const classLabel = (cls: ShipClass): string => `${cls.className}-class ${cls.type.toLowerCase()} · CR ${cls.combatRating}`;

/** What adding an LRF needs of a class: its name, and no systems. */
const LONG_RANGE_ENTRY = { className: LRF_CLASS } as const;

export function emptyFleet(): Fleet {
  return { ships: [], designs: [] };
}

export function library(): Choice[] {
  return [...SHIP_LIBRARY.map((cls) => ({ name: classLabel(cls), value: cls.className })), { name: `Long range flight (F.6) · CR ${LRF_COMBAT_RATING}`, value: LRF_CLASS }];
}

function addTo(fleet: StoredFleet, classRef: string, name?: string): Result<{ fleet: StoredFleet; added: string }, RuleError[]> {
  // F.6 p.53: a flight bought without a carrier is listed like a ship, under the class "LRF".
  const cls = isLongRangeClass(String(classRef)) ? LONG_RANGE_ENTRY : classFor(fleet, String(classRef));
  if (!cls) {
    const names = SHIP_LIBRARY.map((c) => c.className).join(', ');
    return err([
      starmadaError('ERR_FLEET_CLASS', `"${cutGraphemes(String(classRef), 40)}" is not a known class; pick one of ${names} (or LRF, a long range flight), or import its design first.`),
    ]);
  }
  const unplayable = 'batteries' in cls ? systemsNotInPlay(cls) : [];
  if (unplayable.length > 0) return err(unplayable.map((why) => starmadaError('ERR_FLEET_SYSTEM', `${cls.className} carries ${why}; pick another class.`)));
  if (fleet.ships.length >= MAX_SHIPS) return err([starmadaError('ERR_FLEET_FULL', `A fleet has at most ${MAX_SHIPS} ships; remove one first.`)]);
  const taken = new Set(shipNames(fleet).map((n) => n.toLowerCase()));
  const wanted = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
  let shipName = wanted;
  if (wanted !== '') {
    if (wanted.length > MAX_NAME) return err([starmadaError('ERR_FLEET_NAME', `A ship's name has at most ${MAX_NAME} characters; pick a shorter one.`)]);
    const bad = shipNameProblem(wanted);
    if (bad) return err([starmadaError('ERR_FLEET_NAME', bad, { quote: wanted })]);
    if (taken.has(wanted.toLowerCase())) return err([starmadaError('ERR_FLEET_NAME_TAKEN', `Your fleet already has a ship called ${wanted}; pick another name.`)]);
  } else {
    shipName = cls.className;
    for (let n = 2; taken.has(shipName.toLowerCase()); n++) shipName = `${cls.className} ${n}`;
  }
  return ok({ fleet: { ...fleet, ships: [...fleet.ships, { class: cls.className, name: shipName }] }, added: shipName });
}

export function addShip(raw: Fleet, classRef: string, name?: string): Result<{ fleet: Fleet; added: string }, RuleError[]> {
  const fleet = readStoredFleet(raw);
  if (!fleet.ok) return fleet;
  return addTo(fleet.value, classRef, name);
}

export function removeShip(raw: Fleet, shipName: string): Result<{ fleet: Fleet; removed: string }, RuleError[]> {
  const fleet = readStoredFleet(raw);
  if (!fleet.ok) return fleet;
  const names = shipNames(fleet.value);
  const wanted = String(shipName).trim().replace(/\s+/g, ' ').toLowerCase();
  const index = names.findIndex((n) => n.toLowerCase() === wanted);
  if (index < 0) {
    const list = names.length > 0 ? `: ${names.join(', ')}` : '; it is empty';
    return err([starmadaError('ERR_FLEET_NO_SHIP', `Your fleet has no ship called "${cutGraphemes(String(shipName), 40)}"${list}.`)]);
  }
  return ok({ fleet: { ...fleet.value, ships: fleet.value.ships.filter((_s, i) => i !== index) }, removed: names[index] ?? '' });
}

// ---------------------------------------------------------------------------------------------------------
// Import

interface ReadDesign {
  readonly design: ShipClass;
  /** Where it starts, for messages: "line 12" or "design 2". */
  readonly where: string;
}

/** Line number (1-based) of a character offset. */
const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

function readJson(text: string): Result<ReadDesign[], RuleError[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const reason = wellFormed(e instanceof Error ? e.message : String(e));
    const position = /position (\d+)/.exec(reason)?.[1];
    const line = position === undefined ? (/line (\d+)/.exec(reason)?.[1] ?? '1') : String(lineAt(text, Number(position)));
    return err([
      starmadaError('ERR_SHIP_JSON', `line ${line}: the JSON cannot be read (${cutGraphemes(reason, 120)}); use "double quotes" and no trailing commas.`, { at: `line ${line}` }),
    ]);
  }
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.length === 0) return err([starmadaError('ERR_SHIP_JSON', 'The list holds no designs; paste one ship object or a list of them.')]);
  const errors: RuleError[] = [];
  const out: ReadDesign[] = [];
  items.forEach((item, i) => {
    const where = Array.isArray(raw) ? `design ${i + 1}` : 'the design';
    const read = validateShipClass(item);
    if (read.ok) out.push({ design: read.value, where });
    else errors.push(...read.error.map((e) => ({ ...e, message: `${where}${e.at ? ` (${e.at})` : ''}: ${e.message}`, at: e.at ? `${where}.${e.at}` : where })));
  });
  return errors.length > 0 ? err(errors) : ok(out);
}

/** A Drake header line: no battery bars, no "Label:", ending in the combat rating in brackets (A.6 p.29). */
const isHeader = (line: string): boolean => {
  const t = line.trim();
  return t !== '' && !/[|]|\/\//.test(t) && !/^[>-]/.test(t) && !/^[A-Za-z][A-Za-z ]*:/.test(t) && /\(\s*\d+\s*\)\s*$/.test(t);
};

function readDrakeDesigns(text: string): Result<ReadDesign[], RuleError[]> {
  const lines = text.split(/\r\n|\r|\n/);
  // A design starts at a header line that follows a blank line (or opens the text).
  const starts: number[] = [];
  let blankBefore = true;
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      blankBefore = true;
      return;
    }
    if (starts.length === 0 || (blankBefore && isHeader(line))) starts.push(i);
    blankBefore = false;
  });
  const errors: RuleError[] = [];
  const out: ReadDesign[] = [];
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    // Lines outside this design are blanked, not cut, so the reader's line numbers are the pasted text's.
    const masked = lines.map((l, i) => (i >= start && i < end ? l : '')).join('\n');
    const read = parseDrake(masked);
    if (read.ok) out.push({ design: read.value, where: `line ${start + 1}` });
    else errors.push(...read.error);
  });
  if (starts.length === 0) errors.push(starmadaError('ERR_DRAKE_EMPTY', 'line 1: the text is empty; paste a ship in Drake notation or JSON.', { at: 'line 1' }));
  return errors.length > 0 ? err(errors) : ok(out);
}

const same = (a: ShipClass, b: ShipClass): boolean => JSON.stringify(a) === JSON.stringify(b);

export function importDesigns(raw: Fleet, text: string): Result<{ fleet: Fleet; added: string[] }, RuleError[]> {
  const stored = readStoredFleet(raw);
  if (!stored.ok) return stored;
  const source = typeof text === 'string' ? cutGraphemes(text, 20000) : '';
  if (source.trim() === '') return err([starmadaError('ERR_IMPORT_EMPTY', 'Paste one or more designs in Drake notation or JSON.')]);
  const read = /^\s*[[{]/.test(source) ? readJson(source) : readDrakeDesigns(source);
  if (!read.ok) return read;

  const errors: RuleError[] = [];
  let fleet = stored.value;
  const known = fleet.designs.flatMap((d) => {
    const v = validateShipClass(d);
    return v.ok ? [v.value] : [];
  });
  const fresh: ShipClass[] = [];
  for (const { design, where } of read.value) {
    // Its ships take the class name, so the class name must suit the order notation too.
    const bad = shipNameProblem(design.className, "A class name (its ships' name)");
    if (bad) errors.push(starmadaError('ERR_FLEET_NAME', `${where}: ${bad}`, { at: where, quote: design.className }));
    const name = design.className.toLowerCase();
    const library = findShipClass(design.className);
    const mine = [...known, ...fresh].find((d) => d.className.toLowerCase() === name);
    if (library && library.className.toLowerCase() === name && !same(library, design)) {
      errors.push(starmadaError('ERR_IMPORT_LIBRARY_NAME', `${where}: ${design.className} is a library class; give your design another class name.`, { at: where }));
    } else if (mine && !same(mine, design)) {
      errors.push(starmadaError('ERR_IMPORT_NAME_TAKEN', `${where}: your fleet already has a different design called ${design.className}; rename one of them.`, { at: where }));
    } else if (!mine && !library) {
      fresh.push(design);
    }
  }
  if (known.length + fresh.length > MAX_DESIGNS) errors.push(starmadaError('ERR_IMPORT_TOO_MANY', `A fleet holds at most ${MAX_DESIGNS} designs; import fewer.`));
  if (errors.length > 0) return err(errors);

  fleet = { ...fleet, designs: [...fleet.designs, ...fresh] };
  const added: string[] = [];
  for (const { design } of read.value) {
    const ship = addTo(fleet, design.className);
    if (!ship.ok) return ship;
    fleet = ship.value.fleet;
    added.push(ship.value.added);
  }
  return ok({ fleet, added });
}
