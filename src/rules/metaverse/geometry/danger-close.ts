/**
 * Danger Close distance (book p.21 "Danger Close"; digest §4.2, §7.2, A42, A52).
 *
 * DC = (enemy Threat + crew modifier of the friendly squadron) × friendly navy discipline, where the crew
 * modifier is green +1, regular 0, veteran −1. An enemy at distance ≤ DC is Danger Close. Evaluated per
 * (friendly ship, enemy ship) pair (A42). Negative results are clamped to 0 (judgement call).
 */
import { EPSILON } from '../../core/plane.ts';
import type { CrewQuality } from '../ships/fleet.ts';

/** Crew modifier to the opposing Threat (§7.2). */
export const dangerCloseCrewMod = (crew: CrewQuality): number => (crew === 'green' ? 1 : crew === 'veteran' ? -1 : 0);

/** Danger Close range in cm of an enemy of `enemyThreat`, seen by a friendly squadron. */
export const dangerCloseRange = (enemyThreat: number, friendlyCrew: CrewQuality, discipline: number): number =>
  Math.max(0, (enemyThreat + dangerCloseCrewMod(friendlyCrew)) * discipline);

export const isDangerClose = (distanceCm: number, dcRange: number): boolean => distanceCm <= dcRange + EPSILON;
