/**
 * Voidstriker replacement bridge crew (§2.362 Crew Casualties): lost bridge crew can be replaced from engineering;
 * roll 1d6 for the turns the replacement takes to arrive.
 *
 * Judgement calls (ruling G6, §2.362): replacements are automatic for every missing captain, pilot, gunner or officer
 * (against the class complement) while engineers remain; the engineer leaves his post when scheduled. Priority:
 * pilot, captain, gunners, officers. Scheduled at Record Keeping with a roll of r, the replacement takes his post
 * at the r-th Record Keeping after that (r = 1: at the next one). Classes without a captain never get one.
 * If a medic has meanwhile returned the original crewman to the post, the replacement goes back to engineering on
 * arrival. Suggested order at Record Keeping: medics, then `advanceReplacements`, then `scheduleReplacements`.
 */
import type { Dice } from '../../core/dice.ts';
import { isOutOfPlay, type BRIDGE_ROLES, type ShipCondition } from '../damage/condition.ts';
import type { Crew } from '../ships/ship-class.ts';

export type BridgeRole = (typeof BRIDGE_ROLES)[number];

export const REPLACEMENT_PRIORITY = ['pilot', 'captain', 'gunners', 'officers'] as const satisfies readonly BridgeRole[];

export interface PendingReplacement {
  readonly role: BridgeRole;
  /** Record Keeping phases until he takes his post. */
  readonly turnsLeft: number;
}

export interface ScheduledReplacement {
  readonly role: BridgeRole;
  /** The 1d6: turns until he arrives. */
  readonly roll: number;
}

export interface ReplacementOutcome {
  readonly condition: ShipCondition;
  readonly pending: readonly PendingReplacement[];
  /** Arrivals this phase, and where each went (his post, or back to engineering if it was filled). */
  readonly arrived: readonly { readonly role: BridgeRole; readonly post: BridgeRole | 'engineers' }[];
  readonly scheduled: readonly ScheduledReplacement[];
}

/** One Record Keeping of travel: replacements whose time is up take their posts. */
export function advanceReplacements(complement: Crew, condition: ShipCondition, pending: readonly PendingReplacement[]): ReplacementOutcome {
  let crew = condition.crew;
  const still: PendingReplacement[] = [];
  const arrived: { role: BridgeRole; post: BridgeRole | 'engineers' }[] = [];
  for (const p of pending) {
    if (p.turnsLeft > 1) {
      still.push({ ...p, turnsLeft: p.turnsLeft - 1 });
      continue;
    }
    const post = crew[p.role] < complement[p.role] ? p.role : 'engineers';
    crew = { ...crew, [post]: crew[post] + 1 };
    arrived.push({ role: p.role, post });
  }
  return { condition: { ...condition, crew }, pending: still, arrived, scheduled: [] };
}

/** Sends an engineer, 1d6 turns away, for every bridge post that is empty and not already being filled. */
export function scheduleReplacements(complement: Crew, condition: ShipCondition, pending: readonly PendingReplacement[], dice: Dice): ReplacementOutcome {
  if (isOutOfPlay(condition)) return { condition, pending, arrived: [], scheduled: [] };
  let crew = condition.crew;
  const next = [...pending];
  const scheduled: ScheduledReplacement[] = [];
  for (const role of REPLACEMENT_PRIORITY) {
    const coming = next.filter((p) => p.role === role).length;
    const missing = complement[role] - crew[role] - coming;
    for (let i = 0; i < missing && crew.engineers > 0; i++) {
      const roll = dice.roll(`replacement ${role} from engineering: turns to arrive`, 6);
      crew = { ...crew, engineers: crew.engineers - 1 };
      next.push({ role, turnsLeft: roll });
      scheduled.push({ role, roll });
    }
  }
  return { condition: { ...condition, crew }, pending: next, arrived: [], scheduled };
}
