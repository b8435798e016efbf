/**
 * Building a Voidstriker fleet in the lobby (book Ch.5 Sample Ships, Ch.6 scenarios; setup.ts `fleetSchema`):
 * ships by class from the 15 of the library, each with a name, and a list of ships pasted at once.
 * The seat adds `side` and `player`; setup.ts checks the fleet again.
 *
 * Judgement calls:
 * - Ships are stored by class id, so "Gunboat" (built by four navies) is never read as the wrong one.
 * - The book's ships have no names: a ship added without one is called by its class ("Battlecruiser",
 *   "Battlecruiser 2"). A player's name must suit the order notation (notation/make.ts): at most 40 characters, none
 *   of : · • ; , > |, not starting with a section word (thrust, fire, hold…) or "Salvo", and not the same as
 *   another ship of the fleet once case and spaces are ignored.
 * - Import reads one entry a line: "2 × Destroyer Escort (US/FAC)", "Kongo: Battlecruiser (IJN)", or a class
 *   alone (name, id or library label); blank lines and "#" comments are skipped; every bad line is reported with
 *   its number and nothing is added unless all are good.
 * - `given`: a book scenario gives each side its forces, so an empty fleet is ready at once (setup.ts flies the
 *   book's ships for it); a skirmish has no given fleet.
 */
import { z } from 'zod';
import type { Choice } from '../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { normalizeName, separatorProblem } from '../../core/names.ts';
import { findScenario, SKIRMISH, SKIRMISH_MAX_SHIPS, sidesOf } from '../setup/scenarios.ts';
import { MAX_NAME, type Fleet } from '../setup/fleets.ts';
import { SHIP_CLASSES, shipClassById } from '../ships/library.ts';
import type { ShipClass } from '../ships/ship-class.ts';
import { sectionWord } from './blocks.ts';
import { classLabel, className, matchClass } from './class-names.ts';
import { voidstrikerError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

/** A fleet as the lobby keeps it: setup.ts's `Fleet`, whose side and player the seat adds. */
export type VoidstrikerFleet = Omit<Fleet, 'side' | 'player'> & Partial<Pick<Fleet, 'side' | 'player'>>;

const storedSchema = z.object({
  side: z.string().optional(),
  player: z.string().optional(),
  ships: z.array(z.object({ class: z.string(), name: z.string().optional() })).max(SKIRMISH_MAX_SHIPS),
});

/** The fleet as stored, or why it cannot be read. */
export function readFleet(raw: unknown): Result<VoidstrikerFleet, RuleError[]> {
  const read = storedSchema.safeParse(raw);
  if (!read.success) return err([voidstrikerError('ERR_FLEET_UNREADABLE', 'Your stored fleet cannot be read; start again with /fleet clear.')]);
  const { side, player, ships } = read.data;
  return ok({ ...(side === undefined ? {} : { side }), ...(player === undefined ? {} : { player }), ships: ships.map((s) => ({ class: s.class, ...(s.name === undefined ? {} : { name: s.name }) })) });
}

export const emptyFleet = (): VoidstrikerFleet => ({ ships: [] });

export function library(): Choice[] {
  return SHIP_CLASSES.map((c) => ({ name: classLabel(c), value: c.classId }));
}

/** The names the fleet's ships fly under (a ship stored without one takes its class name). */
export function shipNames(fleet: VoidstrikerFleet): string[] {
  return fleet.ships.map((s) => s.name ?? shipClassById(s.class)?.className ?? s.class);
}

function classFor(ref: string, at = ''): Result<ShipClass, RuleError[]> {
  const m = matchClass(ref);
  if (m.kind === 'found') return ok(m.cls);
  const typed = cutGraphemes(String(ref).trim(), MAX_NAME);
  if (m.kind === 'ambiguous') {
    return err([voidstrikerError('ERR_FLEET_CLASS_AMBIGUOUS', `${at}"${typed}" could be ${m.candidates.map(className).join(', ')}.`, { suggestion: `Say which, e.g. "${className(m.candidates[0] as ShipClass)}".` })]);
  }
  return err([voidstrikerError('ERR_FLEET_CLASS', `${at}"${typed}" is not a Voidstriker ship class.`, { suggestion: `Pick one from /fleet add, e.g. ${SHIP_CLASSES.slice(0, 3).map(className).join(', ')}.` })]);
}

/** What the order notation reads as the end of a name (notation/make.ts: "Ship: thrust 2 · fire A > Target; …"). */
export const NAME_SEPARATORS = ':·•;,>|';

/** Why a player's ship name cannot be used, or null. */
export function badName(name: string, taken: readonly string[]): string | null {
  if (name.length > MAX_NAME) return `A ship's name has at most ${MAX_NAME} characters.`;
  const separated = separatorProblem(name, NAME_SEPARATORS);
  if (separated) return separated;
  if (sectionWord(name) !== null || /^salvo\b/i.test(name)) return `"${name}" starts with a word the orders use (thrust, fire, hold, salvo…); pick another name.`;
  if (normalizeName(name) === '') return 'A ship\'s name needs letters or digits.';
  if (taken.some((t) => normalizeName(t) === normalizeName(name))) return `Your fleet already has a ship called ${name}; pick another name.`;
  return null;
}

function addTo(fleet: VoidstrikerFleet, cls: ShipClass, name: string | undefined, at = ''): Result<{ fleet: VoidstrikerFleet; added: string }, RuleError[]> {
  if (fleet.ships.length >= SKIRMISH_MAX_SHIPS) return err([voidstrikerError('ERR_FLEET_FULL', `${at}A fleet has at most ${SKIRMISH_MAX_SHIPS} ships; remove one first.`)]);
  const taken = shipNames(fleet);
  const wanted = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
  let shipName = wanted;
  if (wanted !== '') {
    const bad = badName(wanted, taken);
    if (bad) return err([voidstrikerError('ERR_FLEET_NAME', `${at}${bad}`)]);
  } else {
    shipName = cls.className;
    for (let n = 2; taken.some((t) => normalizeName(t) === normalizeName(shipName)); n++) shipName = `${cls.className} ${n}`;
  }
  return ok({ fleet: { ...fleet, ships: [...fleet.ships, { class: cls.classId, name: shipName }] }, added: shipName });
}

export function addShip(raw: VoidstrikerFleet, classRef: string, name?: string): Result<{ fleet: VoidstrikerFleet; added: string }, RuleError[]> {
  const fleet = readFleet(raw);
  if (!fleet.ok) return fleet;
  const cls = classFor(classRef);
  return cls.ok ? addTo(fleet.value, cls.value, name) : cls;
}

export function removeShip(raw: VoidstrikerFleet, shipName: string): Result<{ fleet: VoidstrikerFleet; removed: string }, RuleError[]> {
  const fleet = readFleet(raw);
  if (!fleet.ok) return fleet;
  const names = shipNames(fleet.value);
  const wanted = normalizeName(String(shipName));
  const index = names.findIndex((n) => normalizeName(n) === wanted);
  if (index < 0 || wanted === '') {
    const list = names.length > 0 ? `: ${names.join(', ')}` : '; it is empty';
    return err([voidstrikerError('ERR_FLEET_NO_SHIP', `Your fleet has no ship called "${cutGraphemes(String(shipName), 40)}"${list}.`)]);
  }
  return ok({ fleet: { ...fleet.value, ships: fleet.value.ships.filter((_s, i) => i !== index) }, removed: names[index] ?? '' });
}

export function importShips(raw: VoidstrikerFleet, text: string): Result<{ fleet: VoidstrikerFleet; added: string[] }, RuleError[]> {
  const stored = readFleet(raw);
  if (!stored.ok) return stored;
  const source = typeof text === 'string' ? cutGraphemes(text, 20000) : '';
  let fleet = stored.value;
  const added: string[] = [];
  const errors: RuleError[] = [];
  source.split(/\r?\n/).forEach((rawLine, i) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;
    const at = `line ${i + 1}: `;
    const counted = /^(\d+)\s*[×xX*]\s*(.+)$/.exec(line);
    const named = counted ? null : /^([^:]+):\s*(.+)$/.exec(line);
    const count = counted ? Number(counted[1]) : 1;
    const ref = counted?.[2] ?? named?.[2] ?? line;
    if (count < 1 || count > SKIRMISH_MAX_SHIPS) {
      errors.push(voidstrikerError('ERR_IMPORT_COUNT', `${at}${count} ships is not possible; a fleet has 1 to ${SKIRMISH_MAX_SHIPS}.`, { at: `line ${i + 1}` }));
      return;
    }
    const cls = classFor(ref, at);
    if (!cls.ok) {
      errors.push(...cls.error.map((e) => ({ ...e, at: `line ${i + 1}` })));
      return;
    }
    for (let k = 0; k < count; k++) {
      const next = addTo(fleet, cls.value, named?.[1], at);
      if (!next.ok) {
        errors.push(...next.error.map((e) => ({ ...e, at: `line ${i + 1}` })));
        return;
      }
      fleet = next.value.fleet;
      added.push(next.value.added);
    }
  });
  if (errors.length > 0) return err(errors);
  if (added.length === 0) return err([voidstrikerError('ERR_IMPORT_EMPTY', 'Paste one ship a line, e.g. "2 × Destroyer Escort (US/FAC)" or "Kongo: Battlecruiser (IJN)".')]);
  return ok({ fleet, added });
}

/** The fleet a side starts with at join: empty (the book's forces) in a book scenario; none in a skirmish. */
export function givenFleet(scenario: string, side: string): VoidstrikerFleet | null {
  const found = findScenario(String(scenario));
  if (!found || found === SKIRMISH || !sidesOf(found).includes(side)) return null;
  // The side goes with it, so the lobby's summary can name and total the book's ships before the game starts.
  return { ...emptyFleet(), side };
}
