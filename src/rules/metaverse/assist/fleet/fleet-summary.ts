/**
 * A Metaverse fleet summed up for the lobby (Metaverse "Fleets" p.85, "Match Play" p.101):
 * the fleet and its navy, one line per squadron (ships with their designs and loaded starfighters, commander, crew
 * quality), the chain of command, then the total against the Match Play points cap (config pointsCap, 1,500 by
 * default). Problems: no fleet yet, a cost over the cap or unknown, and (for an imported fleet) what
 * validate-fleet.ts finds. Qualities marked "roll" are rolled when the game starts (p.86).
 */
import { configOf, metaverseOptionsSchema, parseScenario } from '../../options.ts';
import { validateFleet } from '../../setup/validate-fleet.ts';
import type { Fleet } from '../../ships/fleet.ts';
import { designById, LIBRARY_FLEETS } from '../../ships/library.ts';
import { chosenFleet, type MetaverseFleet } from './fleet-builder.ts';
import { fleetFacts, loadedFighters, thousands } from './fleet-facts.ts';
import { count } from '../../../core/text.ts';
import { cutGraphemes } from '../../../core/cut-text.ts';

export interface FleetSummary {
  lines: string[];
  total: number;
  limit: number | null;
  problems: string[];
}

const rolled = (q: string): string => (q === 'roll' ? 'rolled at start' : q);

function shipText(design: string, name: string): string {
  const d = designById(design);
  if (!d) return `${name} (unknown design "${design}")`;
  const fighters = loadedFighters(design).map(([type, n]) => `${n} × ${type}`);
  return `${name} (${d.className}${d.cost === null ? '' : `, ${thousands(d.cost)} pts`}${fighters.length > 0 ? `; ${fighters.join(', ')}` : ''})`;
}

function fleetLines(fleet: Fleet): string[] {
  const facts = fleetFacts(fleet);
  const commander = (id: string): string => fleet.commanders.find((c) => c.id === id)?.name ?? id;
  const head = [fleet.name, facts.navy ?? `unknown navy "${fleet.navy}"`, facts.movement].filter((p) => p !== null).join(' · ');
  const squadrons = fleet.squadrons.map((sq, i) => `Squadron ${i + 1}: ${sq.ships.map((s) => shipText(s.design, s.name)).join(', ')} · ${commander(sq.commander)} · crew ${rolled(sq.crewQuality)}`);
  const chain = fleet.commanders.map((c) => `${c.name ?? c.id} (${c.rank}, ${rolled(c.quality)}${c.superior === null ? ', flag' : `, under ${commander(c.superior)}`})`);
  return [head, ...squadrons, `Commanders: ${chain.join(' · ')}`];
}

export function fleetSummary(raw: MetaverseFleet, scenario: string, options: unknown): FleetSummary {
  const parsedScenario = parseScenario(String(scenario));
  const read = metaverseOptionsSchema.safeParse(options ?? {});
  const config = configOf(read.success ? read.data : metaverseOptionsSchema.parse({}), parsedScenario ?? { turnLimit: null });
  const limit = config.game.pointsCap;
  const problems: string[] = [];
  if (!parsedScenario) problems.push(`There is no Metaverse scenario "${cutGraphemes(String(scenario), 40)}"; use match or match/N.`);
  const chosen = chosenFleet(raw);
  if (!chosen.ok) return { lines: [`Total 0 / ${thousands(limit)} pts`], total: 0, limit, problems: [...problems, ...chosen.error.map((e) => e.message)] };
  const fleet = chosen.value;
  if (!fleet) {
    problems.push(`No fleet yet: pick one with /fleet add (${LIBRARY_FLEETS.map((f) => f.name).join(', ')}) or paste one with /fleet import.`);
    return { lines: [`Total 0 / ${thousands(limit)} pts`], total: 0, limit, problems };
  }
  const cost = fleetFacts(fleet).cost;
  const checked = validateFleet(fleet, config);
  // Points are said here in the lobby's words (a library fleet cannot lose ships); the rest as validate-fleet says it.
  if (!checked.ok) problems.push(...checked.error.filter((e) => e.code !== 'ERR_POINTS' && e.code !== 'ERR_COST_UNKNOWN').map((e) => e.message));
  if (cost === null) problems.push('The fleet cost is unknown (a design has no cost); import it with a "cost".');
  else if (cost > limit) problems.push(`The fleet costs ${thousands(cost)} pts, over the Match Play cap of ${thousands(limit)}; pick a smaller fleet.`);
  const ships = fleet.squadrons.reduce((n, s) => n + s.ships.length, 0);
  const total = `Total ${count(ships, 'ship')} in ${count(fleet.squadrons.length, 'squadron')} · ${cost === null ? 'cost unknown' : thousands(cost)} / ${thousands(limit)} pts`;
  return { lines: [...fleetLines(fleet), total], total: cost ?? 0, limit, problems };
}
