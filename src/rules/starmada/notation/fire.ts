/**
 * Fire declarations as players type them (Starmada 4.1 p.18–19), read into declarations and written back:
 *
 *   Majestic: Laser Cannon x2 > Kestrel; Fusion Torpedo > Vigil
 *   Vigil: Plasma Lance (Close Defense) directed > Majestic
 *   Vigil: Plasma Lance directed for engines weapons > Majestic
 *
 * A count left out means every weapon of that battery that can reach the target. "Majestic: hold" fires
 * nothing. Names match without regard to case, and a unique start of a name is enough (core/names.ts).
 * E.2 directed damage may name the results to keep ("for hull", "for engines weapons"); every other damage die is
 * re-rolled once (ruling 112); without "for", the default of combat/damage.ts applies and the summary says so.
 * The declarations are checked by ../combat/declaration.ts.
 */
import { matchStart } from '../../core/names.ts';
import { about, quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { findTarget, fireTargets, validateFire } from '../combat/declaration.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { FireDeclaration, ProbeLaunch, ShipState, StarmadaState } from '../state.ts';
import type { DirectedResult } from '../combat/damage.ts';
import { isTagGroup } from './tags.ts';
import { isProbeAttack, isProbeGroup, makeProbeGroups, readProbeGroup } from './probes.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';
import { validateSystemFire, type SystemFire } from '../combat/system-fire.ts';
import { isSystemGroup, makeSystemGroup, mergeFlares, readSystemGroup } from './system-fire.ts';

const classOf = (state: StarmadaState, ship: ShipState): ShipClass => state.classes[ship.classId] as ShipClass;

const GROUP = /^(?<battery>.+?)(?:\s*\((?<mode>[^)]*)\))?(?:\s*[x×*]\s*(?<count>\d{1,3}))?(?<directed>\s+directed(?:\s+for\s+(?<keep>[a-z][a-z/+&,\s]*?))?)?\s*(?:>|→|->|\bat\b)\s*(?<target>.+)$/i;

/** Where a declaration was typed: its ship, its words and its line. */
type Typed = { unit: string; quote: string; line: number };

/** Where a line's problem points: "line 3". */
type Place = { at: string; line: number };

/** The place `at` "declaration N" names among `typed`, if it is one. */
const typedAt = (typed: readonly Typed[], at: string | undefined): Typed | undefined => {
  const n = /^declaration (\d+)$/.exec(at ?? '')?.[1];
  return n === undefined ? undefined : typed[Number(n) - 1];
};

/** The firing ship a line starts with ("Majestic:"), or the problem with it. */
function readFiringShip(state: StarmadaState, own: readonly ShipState[], line: string, place: Place): Result<ShipState, RuleError> {
  const colon = line.indexOf(':');
  if (colon < 0) {
    const example = own[0];
    const battery = example ? classOf(state, example).batteries[0]?.name : undefined;
    const enemy = example ? fireTargets(state, example)[0]?.name : undefined;
    return err(starmadaError('ERR_FIRE_LINE', `Start with the firing ship and a colon, such as "${example?.name ?? 'Majestic'}: ${battery ?? 'Laser Cannon'} x2 > ${enemy ?? 'Kestrel'}".`, { ...place, quote: line }));
  }
  const head = line.slice(0, colon).trim();
  const ship = matchStart(head, own);
  if (ship.kind === 'found') return ok(ship.item);
  const names = own.map((s) => s.name).join(', ');
  const what = ship.kind === 'ambiguous' ? 'matches more than one of your ships' : 'is not one of your ships on the board';
  return err(starmadaError('ERR_FIRE_SHIP', `${quoted(head)} ${what}${names ? `: ${names}` : ''}.`, { ...place, quote: head }));
}

/** The mode named in brackets ("(Close Defense)"), 0 when none is named. */
function readMode(battery: ShipClass['batteries'][number], typed: string | undefined, where: object): Result<number, RuleError> {
  if (typed === undefined) return ok(0);
  const modes = battery.profiles.map((p, k) => ({ name: p.mode ?? (k === 0 ? 'primary' : `mode ${k + 1}`), k }));
  const found = matchStart(typed, modes);
  if (found.kind === 'found') return ok(found.item.k);
  return err(starmadaError('ERR_FIRE_MODE', `${battery.name} has no mode ${quoted(typed)}; its modes are ${modes.map((x) => x.name).join(', ')}.`, { ...where, quote: typed }));
}

const KEEP_WORDS: Readonly<Record<string, DirectedResult>> = {
  hull: 'hull',
  engine: 'engines',
  engines: 'engines',
  weapon: 'weapons',
  weapons: 'weapons',
  shield: 'shields',
  shields: 'shields',
};

/** E.2: the results named after "directed for" ("engines weapons", "hull/shields"), in table order. */
function readKeep(typed: string, where: object): Result<DirectedResult[], RuleError> {
  const words = typed.split(/[\s/+&,]+|\band\b/i).filter((w) => w !== '');
  const unknown = words.filter((w) => !KEEP_WORDS[w.toLowerCase()]);
  if (unknown.length > 0 || words.length === 0) {
    return err(starmadaError('ERR_FIRE_DIRECTED', `After "directed for" name the damage results to keep: hull, engines, weapons or shields; ${quoted(unknown.join(' ') || typed)} is not one.`, { ...where, quote: typed }));
  }
  const named = new Set(words.map((w) => KEEP_WORDS[w.toLowerCase()] as DirectedResult));
  return ok(DIRECTED_RESULTS.filter((r) => named.has(r)));
}

const DIRECTED_RESULTS: readonly DirectedResult[] = ['hull', 'engines', 'weapons', 'shields'];

/** One group ("Laser Cannon (Close Defense) x2 directed > Kestrel") of a ship's line, as a declaration. */
function readGroup(state: StarmadaState, ship: ShipState, group: string, where: object): Result<FireDeclaration, RuleError> {
  const cls = classOf(state, ship);
  const m = GROUP.exec(group)?.groups;
  if (!m) return err(starmadaError('ERR_FIRE_GROUP', 'A declaration reads like "Laser Cannon x2 > Kestrel".', where));
  const battery = matchStart(m['battery'] ?? '', cls.batteries);
  if (battery.kind !== 'found') {
    return err(starmadaError('ERR_FIRE_BATTERY', `${ship.name} has no battery ${quoted(m['battery'] ?? '')}; it has ${cls.batteries.map((b) => b.name).join(', ')}.`, { ...where, quote: m['battery'] }));
  }
  const mode = readMode(battery.item, m['mode'], where);
  if (!mode.ok) return mode;
  const targets = fireTargets(state, ship);
  const target = matchStart(m['target'] ?? '', targets);
  if (target.kind !== 'found') {
    const what = target.kind === 'ambiguous' ? 'matches more than one enemy' : 'is not an enemy on the board';
    return err(starmadaError('ERR_FIRE_TARGET', `${quoted(m['target'] ?? '')} ${what}; targets are ${targets.map((t) => t.name).join(', ')}.`, { ...where, quote: m['target'] }));
  }
  if (m['count'] !== undefined && Number(m['count']) === 0) {
    return err(starmadaError('ERR_FIRE_COUNT', `Fire at least one ${battery.item.name}, or leave out the count to fire every one that reaches.`, where));
  }
  const weapons = m['count'] === undefined ? 0 : Number(m['count']);
  const keep = m['keep'] === undefined ? undefined : readKeep(m['keep'], where);
  if (keep && !keep.ok) return keep;
  const declaration: FireDeclaration = { shipId: ship.id, battery: cls.batteries.indexOf(battery.item), weapons, targetId: target.item.id, mode: mode.value, directed: m['directed'] !== undefined };
  return ok(keep ? { ...declaration, keep: keep.value } : declaration);
}

/** Every declaration of every line that reads, every problem of those that do not, and where each was typed. */
function readLines(
  state: StarmadaState,
  seat: SeatId,
  text: string,
): { declarations: FireDeclaration[]; typed: Typed[]; errors: RuleError[]; probes: ProbeLaunch[]; systems: SystemFire[]; systemsTyped: Typed[] } {
  const own = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const read = { declarations: [] as FireDeclaration[], typed: [] as Typed[], errors: [] as RuleError[], probes: [] as ProbeLaunch[], systems: [] as SystemFire[], systemsTyped: [] as Typed[] };
  cutGraphemes(text, 4000).split('\n').map((l) => l.trim()).forEach((line, i) => {
    if (line === '') return;
    const place = { at: `line ${i + 1}`, line: i + 1 };
    const ship = readFiringShip(state, own, line, place);
    if (!ship.ok) {
      read.errors.push(ship.error);
      return;
    }
    const rest = line.slice(line.indexOf(':') + 1).trim();
    if (/^(hold|pass|none|-)?$/i.test(rest)) return;
    // E.7 tagging attempts ("tag Kestrel") are read by tags.ts.
    for (const group of rest.split(/[;,]/).map((g) => g.trim()).filter((g) => g !== '' && !isTagGroup(g))) {
      if (isProbeGroup(group) && !isProbeAttack(group)) {
        const launches = readProbeGroup(state, ship.value, group, { ...place, unit: ship.value.name });
        if (launches.ok) read.probes.push(...launches.value);
        else read.errors.push(launches.error);
        continue;
      }
      if (isSystemGroup(classOf(state, ship.value), group)) {
        const use = readSystemGroup(state, ship.value, group, { ...place, unit: ship.value.name, quote: group });
        if (use.ok) {
          read.systems.push(use.value);
          read.systemsTyped.push({ unit: ship.value.name, quote: group, line: i + 1 });
        } else read.errors.push(use.error);
        continue;
      }
      const declaration = readGroup(state, ship.value, group, { ...place, unit: ship.value.name, quote: group });
      if (!declaration.ok) {
        read.errors.push(declaration.error);
        continue;
      }
      read.declarations.push(declaration.value);
      read.typed.push({ unit: ship.value.name, quote: group, line: i + 1 });
    }
  });
  return read;
}

/**
 * Reads the text form into declarations for `seat`, then checks them with `check` (by default `validateFire`);
 * every problem at once: the lines that read well are checked even when others did not, and each problem names its
 * ship, quotes its words and gives its line. Weapons declared twice quote the declaration that took them first.
 */
export function parseFire(
  state: StarmadaState,
  seat: SeatId,
  text: string,
  check: (declarations: FireDeclaration[]) => Result<FireDeclaration[], RuleError[]> = (d) => validateFire(state, seat, d),
): Result<FireDeclaration[], RuleError[]> {
  const read = readFireText(state, seat, text, check);
  return read.ok ? ok(read.value.declarations) : read;
}

/** As `parseFire`, with the ship systems used on the same lines (notation/system-fire.ts), read but not yet checked. */
export function readFireText(
  state: StarmadaState,
  seat: SeatId,
  text: string,
  check: (declarations: FireDeclaration[]) => Result<FireDeclaration[], RuleError[]> = (d) => validateFire(state, seat, d),
): Result<{ declarations: FireDeclaration[]; systems: SystemFire[] }, RuleError[]> {
  const { declarations, typed, errors, systems, systemsTyped } = readLines(state, seat, text);
  const checked = check(declarations);
  const more = checked.ok ? [] : checked.error.map((e) => placeDeclared(e, declarations, typed));
  const all = [...errors, ...more, ...placeSystemProblems(state, seat, systems, systemsTyped)];
  if (all.length > 0 || !checked.ok) return err(all);
  return ok({ declarations: checked.value, systems: mergeFlares(systems) });
}

/** The system uses' problems, each placed at the words that declared it; those of several uses together unplaced. */
function placeSystemProblems(state: StarmadaState, seat: SeatId, systems: readonly SystemFire[], typed: readonly Typed[]): RuleError[] {
  const placed = systems.flatMap((use, i) => {
    const alone = validateSystemFire(state, seat, [use]);
    return alone.ok ? [] : alone.error.map((e) => about(typed[i] ?? {}, e));
  });
  const together = validateSystemFire(state, seat, systems);
  const more = together.ok ? [] : together.error.filter((e) => !placed.some((p) => p.message === e.message));
  return [...placed, ...more];
}

/** A check's problem with its declaration's words; weapons taken twice also quote the declaration that took them first. */
function placeDeclared(e: RuleError, declarations: readonly FireDeclaration[], typed: readonly Typed[]): RuleError {
  const here = typedAt(typed, e.at);
  if (!here) return e;
  const index = typed.indexOf(here);
  const mine = declarations[index];
  const first = declarations.findIndex((d) => d.shipId === mine?.shipId && d.battery === mine.battery);
  const taken = (e.code === 'ERR_FIRE_ALL_USED' || e.code === 'ERR_FIRE_BANK_MODE') && first >= 0 && first < index ? typed[first] : undefined;
  const placed = about(here, e);
  return taken ? { ...placed, message: `${placed.message} ${quoted(taken.quote)} took them first.` } : placed;
}

/** The probes launched in the text (B.17); `parseFire` reports the groups that do not read. */
export function fireProbes(state: StarmadaState, seat: SeatId, text: string): ProbeLaunch[] {
  return readLines(state, seat, text).probes;
}

/** The declarations (and probe launches, B.17, and system uses, appendix B) as text a player could type back. */
export function makeFire(state: StarmadaState, declarations: readonly FireDeclaration[], probes: readonly ProbeLaunch[] = [], systems: readonly SystemFire[] = []): string {
  const byShip = new Map<string, string[]>();
  for (const d of declarations) {
    const ship = state.ships.find((s) => s.id === d.shipId);
    const battery = ship && classOf(state, ship).batteries[d.battery];
    const target = findTarget(state, d.targetId)?.name ?? state.ships.find((s) => s.id === d.targetId)?.name ?? d.targetId;
    if (!ship || !battery) continue;
    const mode = d.mode > 0 ? ` (${battery.profiles[d.mode]?.mode ?? `mode ${d.mode + 1}`})` : '';
    const directed = d.directed ? ` directed${d.keep ? ` for ${d.keep.join(' ')}` : ''}` : '';
    const group = `${battery.name}${mode} x${d.weapons}${directed} > ${target}`;
    byShip.set(ship.name, [...(byShip.get(ship.name) ?? []), group]);
  }
  for (const [ship, groups] of makeProbeGroups(state, probes)) byShip.set(ship, [...(byShip.get(ship) ?? []), ...groups]);
  for (const use of systems) {
    const ship = state.ships.find((s) => s.id === use.shipId);
    if (ship) byShip.set(ship.name, [...(byShip.get(ship.name) ?? []), makeSystemGroup(state, use)]);
  }
  return [...byShip].map(([ship, groups]) => `${ship}: ${groups.join('; ')}`).join('\n');
}
