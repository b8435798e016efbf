/**
 * A lobby fleet against the game it is meant for: one line per ship with its combat rating, the total, the
 * scenario's fleet limit (2.2 p.12; Appendix S p.58–64), and what keeps the fleet from being legal now: unknown
 * classes, unsound designs and the scenario's fleet rules (setup/scenarios.ts `validateScenarioFleet`). Optional
 * rules a class needs are not problems here but needs (fleet-needs.ts), which the lobby offers to turn on.
 *
 * The stored fleet has no side yet. Where the two sides' limits differ (S.1, S.6, S.7) `limit` is null, a line
 * gives both, and a problem says which side the fleet does not fit.
 */
import type { RuleError } from '../../core/result.ts';
import { shipNameProblem } from '../notation/name-check.ts';
import { parseScenarioAndSize } from '../setup/game-setup.ts';
import { STARMADA_OPTIONS, type StarmadaOptions } from '../options.ts';
import { scenarioLimits, validateScenarioFleet } from '../setup/scenarios.ts';
import { validateShipClass } from '../ships/schema.ts';
import type { SideId } from '../state.ts';
import { classLabel } from './fleet-builder.ts';
import { isLongRangeClass, LRF_COMBAT_RATING } from '../fighters/long-range.ts';
import { classFor, readStoredFleet, shipNames } from './stored-fleet.ts';

/** The options as the lobby holds them: each known option on only when it is `true`. */
export function readOptions(raw: unknown): StarmadaOptions {
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(STARMADA_OPTIONS.map((o) => [o.id, given[o.id] === true])) as StarmadaOptions;
}

const messages = (errors: readonly RuleError[]): string[] => errors.map((e) => e.message);

export function fleetSummary(raw: Record<string, unknown>, scenarioText: string, _options: unknown): { lines: string[]; total: number; limit: number | null; problems: string[] } {
  const stored = readStoredFleet(raw);
  if (!stored.ok) return { lines: [], total: 0, limit: null, problems: messages(stored.error) };
  const fleet = stored.value;
  const names = shipNames(fleet);
  const lines: string[] = [];
  const problems: string[] = [];
  const rated: { name: string; combatRating: number }[] = [];
  fleet.ships.forEach((entry, i) => {
    const name = names[i] ?? entry.class;
    if (isLongRangeClass(entry.class)) {
      lines.push(`${name} · long range flight (F.6) · CR ${LRF_COMBAT_RATING}`);
      rated.push({ name, combatRating: LRF_COMBAT_RATING });
      return;
    }
    const cls = classFor(fleet, entry.class);
    if (!cls) {
      lines.push(`${name} · ${entry.class} · unknown class`);
      problems.push(`${name}: "${entry.class}" is not a known class; import its design or remove the ship.`);
      return;
    }
    lines.push(`${name} · ${classLabel(cls)}`);
    rated.push({ name, combatRating: cls.combatRating });
    // A name stored before names were checked against the notation: its owner reads why, before the game starts.
    const bad = shipNameProblem(name);
    if (bad) problems.push(`${bad} Remove that ship (/fleet remove) and add it under another name.`);
  });
  // Setup checks imported designs again and refuses the game over a bad one (setup/game-setup.ts).
  fleet.designs.forEach((raw, i) => {
    const checked = validateShipClass(raw);
    if (!checked.ok) problems.push(`Imported design ${i + 1} is not a sound ship (${checked.error[0]?.message ?? 'unreadable'}); import it again.`);
  });
  const total = rated.reduce((n, s) => n + s.combatRating, 0);

  const read = parseScenarioAndSize(typeof scenarioText === 'string' ? scenarioText : '');
  if (!read.ok) {
    lines.push(`Total ${total} CR`);
    return { lines, total, limit: null, problems: [...problems, ...messages(read.error)] };
  }
  const { scenario, size } = read.value;
  const limits = scenarioLimits(scenario, size ? { size } : {});
  const what = size ? `${size.name} battle` : `${scenario.id} ${scenario.name}`;
  const check = (side: SideId) => validateScenarioFleet(scenario, side, rated, size ? { size } : {});
  const a = check('A');
  const b = check('B');
  if (limits.fleetLimit.A === limits.fleetLimit.B && scenario.forces.kind !== 'loneDefender') {
    const limit = limits.fleetLimit.A;
    lines.push(`Total ${total} CR of ${limit ?? '?'} (${what})`);
    if (!a.ok) problems.push(...messages(a.error));
    return { lines, total, limit, problems };
  }
  const role = (side: SideId): string => (scenario.roles ? (side === 'A' ? 'attacker (A)' : 'defender (B)') : `side ${side}`);
  const limitText = (side: SideId): string => {
    const l = limits.fleetLimit[side];
    return l === null ? `${role(side)} up to twice the defender's CR` : `${role(side)} ${l} CR`;
  };
  lines.push(`Total ${total} CR · ${what}: ${limitText('A')}, ${limitText('B')}`);
  if (!a.ok && !b.ok) {
    problems.push(...messages(a.error).map((m) => `As the ${role('A')}: ${m}`), ...messages(b.error).map((m) => `As the ${role('B')}: ${m}`));
  } else if (!a.ok) {
    problems.push(...messages(a.error).map((m) => `As the ${role('A')}: ${m} It fits the ${role('B')}.`));
  } else if (!b.ok) {
    problems.push(...messages(b.error).map((m) => `As the ${role('B')}: ${m} It fits the ${role('A')}.`));
  }
  return { lines, total, limit: null, problems };
}
