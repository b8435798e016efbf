/**
 * Picking a Metaverse fleet in the lobby (Metaverse "Fleets" p.85, "Match Play" p.101). A side brings
 * one whole fleet (commanders and their chain, squadrons, crew qualities), so a seat stores either a library fleet
 * id (`fleet`, ships/library.ts LIBRARY_FLEETS) or a fleet pasted as JSON (`custom`, ships/fleet.ts fleetSchema).
 * setup/setup.ts `setupMatch` reads the same record (with the seat's side and player) and checks it again.
 *
 * Judgement calls:
 * - `/fleet add` picks a library fleet by id or name (any unique start, case and spaces ignored); a second pick
 *   replaces the first, since a side has one fleet.
 * - `/fleet remove` takes the fleet out by its name or id; naming one of its squadrons or ships is refused, as
 *   Metaverse fleets come whole.
 * - `/fleet import` reads one fleet as JSON: zod (fleetSchema) first, then validate-fleet.ts's structural checks
 *   (navy, designs from the library, chain of command, hangar loads), every problem at once with where it is.
 *   Points are not checked here (the cap is the game's): the summary reports a fleet over it.
 */
import { z } from 'zod';
import type { Choice } from '../../../core/assist.ts';
import { matchName, normalizeName } from '../../../core/names.ts';
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import { defaultConfig, type MetaverseConfig } from '../../setup/config.ts';
import { validateFleet } from '../../setup/validate-fleet.ts';
import { fleetSchema, type Fleet } from '../../ships/fleet.ts';
import { fleetById, LIBRARY_FLEETS } from '../../ships/library.ts';
import { fleetLabel } from './fleet-facts.ts';
import { metaverseError } from '../../errors.ts';
import { cutGraphemes, wellFormed } from '../../../core/cut-text.ts';

/** What a seat stores in the lobby (a type alias, so it is a plain record): a library fleet id or a pasted fleet. */
export type MetaverseFleet = { readonly fleet?: string; readonly custom?: Fleet };

/** The most JSON `/fleet import` reads (a fleet of twenty squadrons is a few kB). */
export const MAX_IMPORT = 100_000;

const storedSchema = z.object({ fleet: z.string().optional(), custom: z.unknown().optional() });

export const emptyFleet = (): MetaverseFleet => ({});

/** The library fleets for `/fleet add` autocomplete: "Concord Task Group · Cinematic · 4 ships, … · 1,000 pts". */
export function library(): Choice[] {
  return LIBRARY_FLEETS.map((f) => ({ name: fleetLabel(f), value: f.id }));
}

const choicesText = (): string => LIBRARY_FLEETS.map((f) => f.name).join(', ');

/** The fleet the seat has chosen, or null (none yet); an error when the stored record cannot be read. */
export function chosenFleet(raw: unknown): Result<Fleet | null, RuleError[]> {
  const read = storedSchema.safeParse(raw ?? {});
  if (!read.success) return err([metaverseError('ERR_FLEET_UNREADABLE', 'Your stored fleet cannot be read; pick one again with /fleet add.')]);
  if (read.data.custom !== undefined) {
    const custom = fleetSchema.safeParse(read.data.custom);
    return custom.success ? ok(custom.data) : err([metaverseError('ERR_FLEET_UNREADABLE', 'Your imported fleet cannot be read; import it again with /fleet import.')]);
  }
  if (read.data.fleet === undefined) return ok(null);
  const found = fleetById(read.data.fleet);
  return found ? ok(found) : err([metaverseError('ERR_FLEET_UNKNOWN', `The library has no fleet "${cutGraphemes(read.data.fleet, 40)}" any more; pick one of ${choicesText()} with /fleet add.`)]);
}

/** `/fleet add`: that library fleet becomes the seat's fleet (replacing an earlier pick or import). */
export function addFleet(_fleet: MetaverseFleet, ref: string): Result<{ fleet: MetaverseFleet; added: string }, RuleError[]> {
  const typed = String(ref).trim();
  const m = typed === '' ? ({ kind: 'none' } as const) : matchName(typed, LIBRARY_FLEETS);
  if (m.kind === 'found') return ok({ fleet: { fleet: m.item.id }, added: m.item.name });
  if (m.kind === 'ambiguous') return err([metaverseError('ERR_FLEET_AMBIGUOUS', `"${cutGraphemes(typed, 40)}" could be ${m.candidates.map((f) => f.name).join(' or ')}; type more of the name.`)]);
  return err([metaverseError('ERR_FLEET_UNKNOWN', `There is no Metaverse fleet "${cutGraphemes(typed, 40)}"; pick one of ${choicesText()}.`)]);
}

/** `/fleet remove`: takes the seat's fleet out when `name` is its name or id. */
export function removeFleet(raw: MetaverseFleet, name: string): Result<{ fleet: MetaverseFleet; removed: string }, RuleError[]> {
  const chosen = chosenFleet(raw);
  // An unreadable record is cleared by removing it.
  if (!chosen.ok) return ok({ fleet: emptyFleet(), removed: 'your stored fleet' });
  const fleet = chosen.value;
  if (!fleet) return err([metaverseError('ERR_FLEET_EMPTY', 'You have no fleet to remove; pick one with /fleet add.')]);
  const wanted = normalizeName(String(name));
  if (wanted !== '' && (wanted === normalizeName(fleet.name) || wanted === normalizeName(fleet.id))) return ok({ fleet: emptyFleet(), removed: fleet.name });
  return err([metaverseError('ERR_FLEET_NO_SHIP', `A Metaverse fleet comes whole: remove ${fleet.name} (your fleet), or /fleet add another to replace it.`)]);
}

/** Where a zod issue is: "squadrons[0].ships[1].design". */
const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s === '' ? String(k) : `${s}.${String(k)}`), '') || 'the fleet';

/** The structure checks of validate-fleet.ts without points (mode 'custom' checks no cost): the cap is the game's. */
const STRUCTURE: MetaverseConfig = { ...defaultConfig(), game: { ...defaultConfig().game, mode: 'custom' } };

/** `/fleet import`: one fleet as JSON (ships/fleet.ts fleetSchema) of library designs, stored as the seat's fleet. */
export function importFleet(_fleet: MetaverseFleet, text: string): Result<{ fleet: MetaverseFleet; added: string[] }, RuleError[]> {
  const source = typeof text === 'string' ? text.trim() : '';
  if (source === '') return err([metaverseError('ERR_IMPORT_EMPTY', 'Paste one fleet as JSON (id, name, navy, cost, commanders, squadrons, supportList), or pick a library fleet with /fleet add.')]);
  if (source.length > MAX_IMPORT) return err([metaverseError('ERR_IMPORT_SIZE', `A fleet is at most ${MAX_IMPORT / 1000} kB of JSON; this is longer.`)]);
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (e) {
    const why = e instanceof Error ? cutGraphemes(wellFormed(e.message), 120) : 'not JSON';
    return err([metaverseError('ERR_IMPORT_JSON', `The fleet is not valid JSON (${why}); paste it as exported, e.g. from a library fleet.`)]);
  }
  const read = fleetSchema.safeParse(json);
  if (!read.success) return err(read.error.issues.map((i) => metaverseError('ERR_IMPORT_FIELD', `${pathText(i.path)}: ${i.message}.`, { at: pathText(i.path) })));
  const checked = validateFleet(read.data, STRUCTURE);
  // validate-fleet.ts names the ship, commander or squadron in each message and sets `at`.
  if (!checked.ok) return err(checked.error);
  return ok({ fleet: { custom: checked.value }, added: [checked.value.name] });
}
