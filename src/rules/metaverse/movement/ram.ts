/**
 * RAM, movement part (book p.13 "Ram" and its example; ruling A16). Damage is another
 * module's: this returns the authorisation roll, the contact facts and the unused-thrust comparison.
 *
 * - Authorisation, before movement: 1D6 + 1 per destroyed section of the rammer; green succeeds on 6,
 *   regular 4–6, veteran 2–6. The Victory Is Life tactic passes automatically (no die).
 * - Contact: both move through their plots in equal fractions of the turn; contact if they come within 5 cm
 *   at any moment (computed exactly, `closestApproach`).
 * - Success: the rammer's unused thrust must be HIGHER than the target's; a tie fails.
 * - The struck arc of the target is the arc facing the rammer at contact (A16). Closing-speed class:
 *   bow = front, stern = rear, every other arc = side (judgement call for hexagon side arcs).
 * - While the RAM order is active the rammer has TR −2 (p.13).
 */
import type { Dice } from '../../core/dice.ts';
import { arcsFacing, type Placed } from '../geometry/arcs.ts';
import { EPSILON, type Point } from '../../core/plane.ts';
import { closestApproach } from './path.ts';
import type { Arc, Directionality } from '../ships/directions.ts';
import type { CrewQuality } from '../ships/fleet.ts';

export const RAM_CONTACT_CM = 5;
export const RAM_TR_MODIFIER = -2;

/** Lowest successful authorisation total per crew (p.13). */
export const ramAuthorisationNeeded = (crew: CrewQuality): number => (crew === 'green' ? 6 : crew === 'regular' ? 4 : 2);

export interface RamAuthorisation {
  readonly roll: number | null;
  readonly bonus: number;
  readonly total: number | null;
  readonly needed: number;
  readonly success: boolean;
  readonly automatic: boolean;
}

/** Rolls RAM authorisation before movement (p.13). */
export function rollRamAuthorisation(
  dice: Dice,
  crew: CrewQuality,
  destroyedSections: number,
  opts: { readonly automatic?: boolean; readonly who?: string } = {},
): RamAuthorisation {
  const needed = ramAuthorisationNeeded(crew);
  const bonus = Math.max(0, destroyedSections);
  if (opts.automatic) return { roll: null, bonus, total: null, needed, success: true, automatic: true };
  const roll = dice.roll(`RAM authorisation ${opts.who ?? 'rammer'}`, 6);
  const total = roll + bonus;
  return { roll, bonus, total, needed, success: total >= needed, automatic: false };
}

export type ClosingClass = 'front' | 'side' | 'rear';

export const closingClass = (arc: Arc): ClosingClass => (arc === 'bow' ? 'front' : arc === 'stern' ? 'rear' : 'side');

export interface RamContact {
  readonly contact: boolean;
  readonly minDistance: number;
  /** Fraction of the turn at closest approach. */
  readonly t: number;
  readonly rammerAt: Point;
  readonly targetAt: Point;
}

/** Whether the rammer came within 5 cm of the target during simultaneous movement (p.13). */
export function ramContact(rammerPath: readonly Point[], targetPath: readonly Point[]): RamContact {
  const c = closestApproach(rammerPath, targetPath);
  return { contact: c.distance <= RAM_CONTACT_CM + EPSILON, minDistance: c.distance, t: c.t, rammerAt: c.a, targetAt: c.b };
}

export interface RamOutcome {
  readonly rammerUnused: number;
  readonly targetUnused: number;
  readonly success: boolean;
}

/** Compares unused thrust (p.13): the rammer must have more; a tie fails (A16). */
export const ramSucceeds = (rammerUnused: number, targetUnused: number): RamOutcome => ({
  rammerUnused,
  targetUnused,
  success: rammerUnused > targetUnused,
});

export interface RamArcs {
  /** The target's arcs facing the rammer (two on a boundary: A25, the firer chooses). */
  readonly targetArcs: readonly Arc[];
  readonly rammerArcs: readonly Arc[];
  readonly closing: readonly ClosingClass[];
}

/** Arcs struck at contact (A16): the target's arc facing the rammer and the rammer's arc facing the target. */
export function ramArcs(target: Placed, targetD: Directionality, rammer: Placed, rammerD: Directionality): RamArcs {
  const targetArcs = arcsFacing(target, rammer.at, targetD);
  return {
    targetArcs,
    rammerArcs: arcsFacing(rammer, target.at, rammerD),
    closing: [...new Set(targetArcs.map(closingClass))],
  };
}
