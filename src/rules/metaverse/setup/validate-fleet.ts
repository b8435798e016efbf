/**
 * Fleet construction rules a referee enforces (Metaverse "Fleets" p.85, "Navies" p.86, "Match Play" p.101,
 * "Scenario Play" p.104, "Grappler" p.63): `validateFleet` returns every problem at once.
 *
 * Checks: the fleet's navy and every design exist; every ship uses its navy's movement method; ids are unique;
 * exactly one flag commander; superiors exist, no loops, at most 5 levels, no subordinate outranks its
 * immediate superior; one commander per ship; squadrons name a commander; hangar loads name known starfighter
 * types. Match play: cost ≤ points maximum. Scenario play: value inside the points range; a support list and a
 * navy reinforcement list; every ship has an FTL drive or is towed in by a grappler or tractor beam on a ship
 * with an FTL drive, each grappler towing one ship of MF ≤ floor(rating × tower MF / 5) (grapplers do not combine).
 *
 * Judgement calls: a fleet without a printed cost costs the sum of its design costs plus its loaded starfighter
 * squadrons (tactic surcharges are MetaMaker's and unknown); unknown costs cannot be checked against a limit and
 * are reported; in scenario play the printed scenario cost is the fleet value.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { MetaverseConfig } from './config.ts';
import { expandCopies, type ShipDesign } from '../ships/design.ts';
import { fleetShips, RANKS, type Fleet } from '../ships/fleet.ts';
import { LIBRARY, type Catalogue } from '../ships/library.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';
import { nameProblem } from '../notation/name-check.ts';

/** Largest mass factor one grappler (or tractor beam) can tow into battle: floor(rating × tower MF / 5) (p.63). */
export const towCapacity = (rating: number, towerMassFactor: number): number => Math.floor((rating * towerMassFactor) / 5);

/** Match cost of a fleet: its printed cost, or designs plus loaded starfighters; null if any cost is unknown. */
export function fleetCost(fleet: Fleet, catalogue: Catalogue = LIBRARY): { readonly match: number | null; readonly scenario: number | null } {
  if (fleet.cost !== null) return fleet.cost;
  let total = 0;
  for (const ship of fleetShips(fleet)) {
    const design = catalogue.designs.find((d) => d.id === ship.design);
    if (design?.cost == null) return { match: null, scenario: null };
    total += design.cost;
    for (const h of design.hangars)
      for (const l of h.loaded) {
        const cost = catalogue.starfighterTypes.find((t) => t.id === l.type)?.cost;
        if (cost == null) return { match: null, scenario: null };
        total += cost * l.count;
      }
  }
  return { match: total, scenario: null };
}

const hasFtl = (d: ShipDesign): boolean => d.systems.some((s) => s.kind === 'ftl');

type Add = (code: MetaverseErrorCode, message: string, at?: string) => void;
type Navy = Catalogue['navies'][number];

/** Every rule the fleet breaks for this game's config; the fleet itself when it breaks none. */
export function validateFleet(fleet: Fleet, config: MetaverseConfig, catalogue: Catalogue = LIBRARY): Result<Fleet, RuleError[]> {
  const problems: RuleError[] = [];
  const add: Add = (code, message, at) => void problems.push(metaverseError(code, message, at === undefined ? {} : { at }));

  const navy = catalogue.navies.find((n) => n.id === fleet.navy);
  if (navy === undefined) add('ERR_NAVY', `There is no navy "${fleet.navy}"; pick one of the library's navies.`, 'navy');
  const { designs, seenShips } = checkShips(fleet, navy, catalogue, add);
  const squadronIds = new Set<string>();
  for (const s of fleet.squadrons) {
    if (squadronIds.has(s.id)) add('ERR_DUPLICATE_SQUADRON', `Squadron id "${s.id}" appears twice.`, s.id);
    squadronIds.add(s.id);
  }
  checkCommanders(fleet, seenShips, add);
  checkNames(fleet, add);
  const game = config.game;
  // A missing design is already reported; its unknown cost would only repeat it.
  const allDesigns = designs.size === fleetShips(fleet).length;
  if (game.mode === 'match') checkMatchCost(fleetCost(fleet, catalogue), game.pointsCap, allDesigns, add);
  if (game.mode === 'scenario') {
    checkScenarioValue(fleetCost(fleet, catalogue), game.pointsRange, allDesigns, add);
    if (fleet.supportList.length === 0) add('ERR_SUPPORT_LIST', 'Scenario play needs a support list; add ships to it.', 'supportList');
    if (navy !== undefined && navy.reinforcementList.length === 0) add('ERR_REINFORCEMENT_LIST', 'Scenario play needs a navy reinforcement list; add squadrons to it.', 'navy');
    checkTowing(fleet, designs, add);
  }
  return problems.length > 0 ? err(problems) : ok(fleet);
}

/** Every ship's and commander's name suits the order notation (notation/name-check.ts), which reads them. */
function checkNames(fleet: Fleet, add: Add): void {
  for (const ship of fleetShips(fleet)) {
    const bad = nameProblem(ship.name);
    if (bad) add('ERR_FLEET_NAME', bad, ship.id);
  }
  for (const c of fleet.commanders) {
    const bad = c.name === undefined ? null : nameProblem(c.name, "A commander's name");
    if (bad) add('ERR_FLEET_NAME', bad, c.id);
  }
}

/** Ship ids unique; each design known, of the navy's movement method (p.86), its hangar loads and ordnance known. */
function checkShips(fleet: Fleet, navy: Navy | undefined, catalogue: Catalogue, add: Add): { designs: Map<string, ShipDesign>; seenShips: Set<string> } {
  const designs = new Map<string, ShipDesign>();
  const seenShips = new Set<string>();
  for (const ship of fleetShips(fleet)) {
    if (seenShips.has(ship.id)) add('ERR_DUPLICATE_SHIP', `Ship id "${ship.id}" appears twice; give each ship its own id.`, ship.id);
    seenShips.add(ship.id);
    const design = catalogue.designs.find((d) => d.id === ship.design);
    if (design === undefined) {
      add('ERR_DESIGN', `${ship.name}: there is no design "${ship.design}".`, ship.id);
      continue;
    }
    designs.set(ship.id, design);
    // p.86: all ships of a navy use the same movement method.
    if (navy !== undefined && design.movementMethod !== navy.movement)
      add('ERR_MOVEMENT_METHOD', `${ship.name} is ${design.movementMethod} but ${navy.name} is ${navy.movement}; use a ${navy.movement} design.`, ship.id);
    for (const h of design.hangars) {
      for (const l of h.loaded)
        if (!catalogue.starfighterTypes.some((t) => t.id === l.type)) add('ERR_STARFIGHTER', `${ship.name}: there is no starfighter type "${l.type}".`, ship.id);
      for (const o of h.ordnance)
        if (!catalogue.starfighterWeapons.some((w) => w.id === o.weapon)) add('ERR_ORDNANCE', `${ship.name}: there is no starfighter weapon "${o.weapon}".`, ship.id);
    }
  }
  return { designs, seenShips };
}

/** p.85: one flag commander; ≤5 levels; a subordinate's rank may not exceed its superior's; one commander a ship. */
function checkCommanders(fleet: Fleet, seenShips: ReadonlySet<string>, add: Add): void {
  const commanders = new Map(fleet.commanders.map((c) => [c.id, c]));
  if (commanders.size !== fleet.commanders.length) add('ERR_DUPLICATE_COMMANDER', 'Two commanders share an id; give each its own.', 'commanders');
  const flags = fleet.commanders.filter((c) => c.superior === null);
  if (flags.length !== 1) add('ERR_FLAG_COMMANDER', `A fleet needs exactly one flag commander (no superior); it has ${flags.length}.`, 'commanders');
  const shipsCommanded = new Set<string>();
  for (const c of fleet.commanders) {
    if (!seenShips.has(c.ship)) add('ERR_COMMANDER_SHIP', `Commander ${c.id} is aboard "${c.ship}", which is not in the fleet.`, c.id);
    if (shipsCommanded.has(c.ship)) add('ERR_COMMANDER_SHIP', `Two commanders are aboard ${c.ship}; each commands its own ship.`, c.id);
    shipsCommanded.add(c.ship);
    if (c.superior === null) continue;
    const sup = commanders.get(c.superior);
    if (sup === undefined) {
      add('ERR_SUPERIOR', `Commander ${c.id}: there is no superior "${c.superior}".`, c.id);
      continue;
    }
    if (RANKS.indexOf(c.rank) > RANKS.indexOf(sup.rank)) add('ERR_RANK', `Commander ${c.id} (${c.rank}) outranks superior ${sup.id} (${sup.rank}); lower the rank.`, c.id);
    checkChain(commanders, c.id, add);
  }
  for (const s of fleet.squadrons)
    if (!commanders.has(s.commander)) add('ERR_SQUADRON_COMMANDER', `Squadron ${s.id}: there is no commander "${s.commander}".`, s.id);
}

/** A commander's chain up to the flag: no loop, at most 5 levels (p.85). */
function checkChain(commanders: ReadonlyMap<string, { readonly superior: string | null }>, id: string, add: Add): void {
  let level = 1;
  let cur: string | null = id;
  const visited = new Set<string>();
  while (cur !== null && !visited.has(cur)) {
    visited.add(cur);
    cur = commanders.get(cur)?.superior ?? null;
    if (cur !== null) level++;
  }
  if (cur !== null) add('ERR_CHAIN_LOOP', `Commander ${id}'s chain of command loops; give it a flag commander at the top.`, id);
  else if (level > 5) add('ERR_CHAIN_DEPTH', `Commander ${id} is ${level} levels deep; a chain has at most 5 levels.`, id);
}

/** p.101 Match Play: the fleet's cost within the points maximum. */
function checkMatchCost(cost: ReturnType<typeof fleetCost>, pointsCap: number, allDesigns: boolean, add: Add): void {
  if (cost.match === null && allDesigns) add('ERR_COST_UNKNOWN', 'The fleet cost is unknown (a design has no cost); give the fleet a cost.', 'cost');
  else if (cost.match !== null && cost.match > pointsCap) add('ERR_POINTS', `The fleet costs ${cost.match}, over the ${pointsCap}-point maximum; remove ships.`, 'cost');
}

/** p.104 Scenario Play: the fleet's value (its printed scenario cost, else its cost) inside the agreed range. */
function checkScenarioValue(cost: ReturnType<typeof fleetCost>, range: { readonly min: number; readonly max: number }, allDesigns: boolean, add: Add): void {
  const value = cost.scenario ?? cost.match;
  if (value === null && allDesigns) add('ERR_COST_UNKNOWN', 'The fleet value is unknown (a design has no cost); give the fleet a cost.', 'cost');
  else if (value !== null && (value < range.min || value > range.max)) add('ERR_POINTS', `The fleet value ${value} is outside the agreed ${range.min}–${range.max}; adjust the fleet.`, 'cost');
}

/** p.104 scenario play: FTL-less ships must be towed in, one per grappler or tractor beam, within its MF limit. */
function checkTowing(fleet: Fleet, designs: ReadonlyMap<string, ShipDesign>, add: Add): void {
  const tows: number[] = [];
  const needy: { readonly name: string; readonly id: string; readonly mf: number }[] = [];
  for (const ship of fleetShips(fleet)) {
    const d = designs.get(ship.id);
    if (d === undefined) continue;
    if (!hasFtl(d)) {
      needy.push({ name: ship.name, id: ship.id, mf: d.massFactor });
      continue;
    }
    for (const s of expandCopies(d).systems) if (s.kind === 'grappler' || s.kind === 'tractor_beam') tows.push(towCapacity(s.rating, d.massFactor));
  }
  // Largest ship first onto the smallest tow that can take it: an optimal assignment for threshold capacities.
  const free = [...tows].sort((a, b) => a - b);
  for (const ship of [...needy].sort((a, b) => b.mf - a.mf)) {
    const i = free.findIndex((cap) => cap >= ship.mf);
    if (i < 0) add('ERR_NO_FTL', `${ship.name} has no FTL drive and no free grappler or tractor beam can tow MF ${ship.mf}; add one or an FTL drive.`, ship.id);
    else free.splice(i, 1);
  }
}
