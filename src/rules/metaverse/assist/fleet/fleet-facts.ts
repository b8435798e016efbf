/**
 * What a Metaverse fleet is, in numbers and words for the lobby (Metaverse "Fleets" p.85, "Navies" p.86,
 * "Match Play" p.101): its ships, its loaded starfighter squadrons, its movement method and its
 * match cost (setup/validate-fleet.ts `fleetCost`: the printed cost, else designs plus loaded starfighters).
 */
import { fleetCost } from '../../setup/validate-fleet.ts';
import { fleetShips, type Fleet } from '../../ships/fleet.ts';
import { designById, navyById, starfighterTypeById } from '../../ships/library.ts';
import { count } from '../../../core/text.ts';

/** "1,234": digits grouped by three, the same everywhere (no locale). */
export const thousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Loaded starfighter squadrons of a ship's design, by type name: [["Lancer Strike Wing", 4]]. */
export function loadedFighters(designId: string): [string, number][] {
  const design = designById(designId);
  const counts = new Map<string, number>();
  for (const h of design?.hangars ?? [])
    for (const l of h.loaded) {
      const name = starfighterTypeById(l.type)?.name ?? l.type;
      counts.set(name, (counts.get(name) ?? 0) + l.count);
    }
  return [...counts];
}

export interface FleetFacts {
  readonly ships: number;
  readonly fighterSquadrons: number;
  /** "Cinematic" / "Newtonian", or null when the navy is unknown. */
  readonly movement: string | null;
  readonly navy: string | null;
  /** Match cost in points; null when a design has no cost. */
  readonly cost: number | null;
}

export function fleetFacts(fleet: Fleet): FleetFacts {
  const ships = fleetShips(fleet);
  const navy = navyById(fleet.navy);
  return {
    ships: ships.length,
    fighterSquadrons: ships.reduce((n, s) => n + loadedFighters(s.design).reduce((m, [, c]) => m + c, 0), 0),
    movement: navy ? navy.movement.charAt(0).toUpperCase() + navy.movement.slice(1) : null,
    navy: navy?.name ?? null,
    cost: fleetCost(fleet).match,
  };
}

/** "Concord Task Group · Cinematic · 4 ships, 4 fighter squadrons · 1,000 pts". */
export function fleetLabel(fleet: Fleet): string {
  const f = fleetFacts(fleet);
  const parts = [fleet.name, f.movement ?? 'unknown navy', `${count(f.ships, 'ship')}${f.fighterSquadrons > 0 ? `, ${count(f.fighterSquadrons, 'fighter squadron')}` : ''}`, f.cost === null ? 'cost unknown' : `${thousands(f.cost)} pts`];
  return parts.join(' · ');
}
