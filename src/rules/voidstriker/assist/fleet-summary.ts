/**
 * A fleet summed up for the lobby (book Ch.5 costs in megabucks, Ch.6 forces; setup.ts `fleetClasses`): one
 * line per ship with its class and cost, the total in MB, and what keeps the fleet from being legal. Book
 * scenarios fix each side's forces: the fleet must be exactly those, or empty, which takes them (said in the
 * lines). A skirmish needs at least one ship. There is no points limit (the book has none): `limit` is null.
 */
import { findScenario, bookForces, SKIRMISH, sidesOf } from '../setup/scenarios.ts';
import { fleetClasses } from '../setup/fleets.ts';
import { shipClassById } from '../ships/library.ts';
import { className, thousands } from './class-names.ts';
import { readFleet, shipNames, type VoidstrikerFleet } from './fleet-builder.ts';
import { forcesText } from './scenario-text.ts';
import { count } from '../../core/text.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export interface FleetSummary {
  lines: string[];
  total: number;
  limit: number | null;
  problems: string[];
}

const costOf = (classIds: readonly string[]): number => Math.round(classIds.reduce((n, id) => n + (shipClassById(id)?.costMB ?? 0), 0));

export function fleetSummary(raw: VoidstrikerFleet, scenario: string, _options: unknown): FleetSummary {
  const found = findScenario(String(scenario));
  if (!found) return { lines: [], total: 0, limit: null, problems: [`There is no Voidstriker scenario "${cutGraphemes(String(scenario), 40)}": use 6.1, 6.2, 6.3 or skirmish.`] };
  const read = readFleet(raw);
  if (!read.ok) return { lines: [], total: 0, limit: null, problems: read.error.map((e) => e.message) };
  const fleet = read.value;
  const sides = sidesOf(found);
  const side = fleet.side;
  const problems: string[] = [];
  if (side !== undefined && !sides.includes(side)) problems.push(`Side ${side} is not in this scenario; join ${sides.join(' or ')}.`);
  const known = side !== undefined && sides.includes(side);

  if (found !== SKIRMISH && fleet.ships.length === 0) {
    if (!known) return { lines: [`Empty: you'll fly the book's forces of your side (${sides.join(' or ')}).`], total: 0, limit: null, problems };
    const forces = bookForces(found, side);
    const total = costOf(forces);
    return { lines: [`Empty: you'll fly the book's forces: ${forcesText(found, side)}`, `Total ${forces.length} ships · ${thousands(total)} MB`], total, limit: null, problems };
  }

  const names = shipNames(fleet);
  const lines = fleet.ships.map((s, i) => {
    const cls = shipClassById(s.class);
    return cls ? `${names[i] ?? s.class} · ${className(cls)} · ${thousands(cls.costMB)} MB` : `${names[i] ?? s.class} · unknown class "${s.class}"`;
  });
  const total = costOf(fleet.ships.map((s) => s.class));
  lines.push(`Total ${count(fleet.ships.length, 'ship')} · ${thousands(total)} MB`);
  if (found !== SKIRMISH && !known) {
    problems.push(`Join a side (${sides.join(' or ')}) first: scenario ${found.id} gives each side its own ships.`);
  } else {
    const checked = fleetClasses({ side: side ?? 'A', player: fleet.player ?? 'player', ships: fleet.ships }, found, side ?? 'A');
    if (!checked.ok) problems.push(...checked.error.map((e) => (e.suggestion ? `${e.message} ${e.suggestion}` : e.message)));
  }
  return { lines, total, limit: null, problems };
}
