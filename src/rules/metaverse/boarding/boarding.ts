/**
 * Boarding combat in one section (book "Boarding Combat Step", p.37; ruling A10).
 *
 * Each side rolls a die per party in the section: defenders D10 per marine and D4/D6/D8 per crew party
 * (green/regular/veteran), attackers D8 per marine. Both sides' dice are sorted high to low and paired; in each
 * pair the lower die is a casualty of the party type that rolled it; ties kill both; unpaired dice do nothing.
 * If both sides still have parties the fight continues next turn; if the defender has none left, the attacker
 * may disable as many systems in the section as it has parties left (the attacker chooses which, A10).
 *
 * Judgement call: when a defending crew die and marine die show the same value, the crew die is placed first
 * (the defender keeps its marines). Moving parties between sections in continuing fights is the caller's.
 */
import type { Dice } from '../../core/dice.ts';
import { cloneState, type ShipDamageState } from '../damage/state.ts';
import type { CrewQuality } from '../ships/fleet.ts';

export const CREW_DIE: Readonly<Record<CrewQuality, number>> = { green: 4, regular: 6, veteran: 8 };
export const ATTACKING_MARINE_DIE = 8;
export const DEFENDING_MARINE_DIE = 10;

export interface BoardingInput {
  readonly section: string;
  readonly attackerMarines: number;
  readonly defenderMarines: number;
  readonly defenderCrew: number;
  readonly crewQuality: CrewQuality;
}

export interface DefenderDie {
  readonly value: number;
  readonly party: 'marine' | 'crew';
}

export interface BoardingPair {
  readonly defender: DefenderDie;
  readonly attacker: number;
  readonly casualty: 'attacker' | 'defender' | 'both';
}

export interface BoardingResult {
  readonly attackerRolls: readonly number[];
  readonly defenderRolls: readonly DefenderDie[];
  readonly pairs: readonly BoardingPair[];
  readonly losses: { readonly attackerMarines: number; readonly defenderMarines: number; readonly defenderCrew: number };
  readonly after: { readonly attackerMarines: number; readonly defenderMarines: number; readonly defenderCrew: number };
  readonly outcome: 'continues' | 'section-taken' | 'boarders-lost' | 'all-lost';
  /** Systems the attacker may now disable in the section. */
  readonly systemsToDisable: number;
}

export function resolveBoarding(input: BoardingInput, dice: Dice): BoardingResult {
  const at = `boarding ${input.section}`;
  const attackerRolls = [...dice.rollMany(`${at}: attacking marines`, input.attackerMarines, ATTACKING_MARINE_DIE)].sort((a, b) => b - a);
  const marines = dice.rollMany(`${at}: defending marines`, input.defenderMarines, DEFENDING_MARINE_DIE).map((value): DefenderDie => ({ value, party: 'marine' }));
  const crew = dice.rollMany(`${at}: defending crew`, input.defenderCrew, CREW_DIE[input.crewQuality]).map((value): DefenderDie => ({ value, party: 'crew' }));
  const defenderRolls = [...crew, ...marines].sort((a, b) => b.value - a.value || (a.party === 'crew' ? -1 : 1) - (b.party === 'crew' ? -1 : 1));
  const pairs: BoardingPair[] = [];
  let attackerMarines = 0;
  let defenderMarines = 0;
  let defenderCrew = 0;
  for (let i = 0; i < Math.min(attackerRolls.length, defenderRolls.length); i++) {
    const a = attackerRolls[i];
    const d = defenderRolls[i];
    if (a === undefined || d === undefined) break;
    const casualty = a === d.value ? 'both' : a < d.value ? 'attacker' : 'defender';
    if (casualty !== 'defender') attackerMarines++;
    if (casualty !== 'attacker') {
      if (d.party === 'marine') defenderMarines++;
      else defenderCrew++;
    }
    pairs.push({ defender: d, attacker: a, casualty });
  }
  const after = {
    attackerMarines: input.attackerMarines - attackerMarines,
    defenderMarines: input.defenderMarines - defenderMarines,
    defenderCrew: input.defenderCrew - defenderCrew,
  };
  const defenders = after.defenderMarines + after.defenderCrew;
  const outcome = after.attackerMarines > 0 ? (defenders > 0 ? 'continues' : 'section-taken') : defenders > 0 ? 'boarders-lost' : 'all-lost';
  return {
    attackerRolls,
    defenderRolls,
    pairs,
    losses: { attackerMarines, defenderMarines, defenderCrew },
    after,
    outcome,
    systemsToDisable: outcome === 'section-taken' ? after.attackerMarines : 0,
  };
}

/** Takes defending casualties off a section's layers, upper-most parties first. */
export function removeParties(state: ShipDamageState, sectionId: string, crew: number, marines: number): ShipDamageState {
  const st = cloneState(state);
  const sec = st.sections.find((s) => s.id === sectionId);
  if (sec === undefined) return st;
  let c = crew;
  let m = marines;
  for (const layer of sec.layers) {
    const kc = Math.min(c, layer.crew);
    layer.crew -= kc;
    c -= kc;
    const km = Math.min(m, layer.marines);
    layer.marines -= km;
    m -= km;
  }
  return st;
}

/** The attacker disables the systems it chose in a taken section (p.37); at most `count`, only in that section. */
export function disableBySystemChoice(state: ShipDamageState, sectionId: string, systemIds: readonly string[], count: number): ShipDamageState {
  const st = cloneState(state);
  const chosen = new Set(systemIds.slice(0, Math.max(0, count)));
  for (const s of st.systems) if (s.section === sectionId && chosen.has(s.id)) s.disabled = true;
  return st;
}
