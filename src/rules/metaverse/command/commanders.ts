import type { CommanderQuality, Rank } from '../ships/fleet.ts';
/**
 * Commanders (Metaverse p.3 "Commanders", p.86 "Fleets"): a commander's rank sets how many
 * command dice it rolls (captain 1, commodore 2, admiral 3 — shown as 1–3 stars) and its quality sets the die
 * (incompetent D4, competent D6, brilliant D8), so command rolls range from 1D4 to 3D8.
 */

/** Number of command dice (= stars on the fleet display) per rank (p.3). */
export const RANK_DICE: Readonly<Record<Rank, number>> = { captain: 1, commodore: 2, admiral: 3 };

/** Sides of the command die per quality (p.3). */
export const QUALITY_DIE: Readonly<Record<CommanderQuality, number>> = { incompetent: 4, competent: 6, brilliant: 8 };

/** A commander in a fleet's chain of command. `superiorId` is null for the flag commander only. */
export interface Commander {
  readonly id: string;
  /** The starship the commander rides; losing it loses the commander. */
  readonly shipId: string;
  readonly rank: Rank;
  readonly quality: CommanderQuality;
  readonly superiorId: string | null;
}

/** The dice a commander rolls in the Command Step, e.g. an admiral of competent quality rolls `{ count: 3, sides: 6 }`. */
export function commandDice(commander: Pick<Commander, 'rank' | 'quality'>): { count: number; sides: number } {
  return { count: RANK_DICE[commander.rank], sides: QUALITY_DIE[commander.quality] };
}

/** The lowest and highest possible command roll. */
export function commandRange(commander: Pick<Commander, 'rank' | 'quality'>): { min: number; max: number } {
  const { count, sides } = commandDice(commander);
  return { min: count, max: count * sides };
}

/** Rank order for the "a sub-commander may not outrank its superior" rule (p.86): captain 1 … admiral 3. */
export function rankLevel(rank: Rank): number {
  return RANK_DICE[rank];
}

/**
 * The commander a player gets when the flag commander is lost and no subordinate commander survives (p.3):
 * "an incompetent captain and therefore roll 1D4".
 */
export function emergencyFlagCommander(id: string, shipId: string): Commander {
  return { id, shipId, rank: 'captain', quality: 'incompetent', superiorId: null };
}
