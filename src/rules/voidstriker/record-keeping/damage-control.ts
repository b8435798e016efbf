/**
 * Voidstriker damage control (§2.41, example §2.413), at the Record Keeping phase (§2.4).
 *
 * Each officer oversees one repair attempt per turn with up to 10 engineers. The attempt succeeds when 3d6 is at
 * most engineers + 3, minus the crewspace penalty, with 1 off the roll for every full turn spent. A natural 17 or
 * 18 fails and leaves the part for a shipyard. A success restores 1 DP (a 1-DP part works again).
 *
 * Judgement calls:
 * - Multi-turn bonus (ruling G1, §2.41): a T-turn commitment takes T − 1 off the roll (so the target rises by
 *   T − 1); a one-turn attempt has no bonus, which keeps §2.413's stated target of 13. The book's "−1 for every
 *   full turn" could also be read as T (target 14 in §2.413); see the report.
 * - The roll is made at the Record Keeping of the last committed turn (a one-turn job rolls at once). Breaking off
 *   early rolls at once with no multi-turn bonus (ruling G1: only the bonus is lost).
 * - The crewspace penalty is read when the dice are rolled ("until the crewspace is fixed"): −1 damaged, −3 more
 *   than half the DP lost, −5 destroyed, lowering the target.
 * - An engineer serves one attempt at a time (ruling H6); only living officers lead repairs (G5).
 * - "10 Officers handy" in §2.413 is a misprint for engineers (ruling G14).
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { isOutOfPlay, type ShipCondition } from '../damage/condition.ts';
import type { Crew, ShipClass } from '../ships/ship-class.ts';
import { componentDp, componentKey, withComponentDp, type RepairComponent } from './component.ts';
import { minimumRepairTurns, repairableDp, repairsOf, type RepairRecord } from './record.ts';
import { count } from '../../core/text.ts';
import { voidstrikerError, type VoidstrikerErrorCode } from '../errors.ts';

/** §2.41: an officer "may command up to 10 Engineers for any single repair attempt". */
export const MAX_ENGINEERS_PER_ATTEMPT = 10;

/** A repair order: one officer, the part, the engineers and the turns stated in advance (§2.41). */
export interface RepairOrder {
  readonly component: RepairComponent;
  readonly engineers: number;
  /** Turns the player commits to the attempt (§2.41 "must state how many turns"). */
  readonly turns: number;
}

/** A repair under way. */
export interface RepairJob extends RepairOrder {
  /** Record Keeping phases worked so far. */
  readonly turnsSpent: number;
}

/** One resolved repair roll, every number shown. */
export interface RepairRoll {
  readonly component: string;
  readonly dice: readonly number[];
  /** The 3d6 total. */
  readonly roll: number;
  readonly engineers: number;
  readonly crewspacePenalty: number;
  /** Taken off the roll for the turns spent: T − 1, or 0 if broken off. */
  readonly turnBonus: number;
  /** Success on a roll at most this (before the 17/18 rule). */
  readonly target: number;
  readonly brokenOff: boolean;
  readonly success: boolean;
  /** Natural 17 or 18: shipyard only from now on. */
  readonly shipyardOnly: boolean;
  readonly dpBefore: number;
  readonly dpAfter: number;
}

export interface RepairOutcome {
  readonly condition: ShipCondition;
  readonly record: RepairRecord;
  readonly roll: RepairRoll;
}

export type RepairProgress =
  | { readonly done: false; readonly job: RepairJob }
  | ({ readonly done: true } & RepairOutcome);

/** §2.41: 0 intact (or no crewspace), 1 damaged, 3 more than half damaged, 5 destroyed. */
export function crewspacePenalty(condition: ShipCondition): 0 | 1 | 3 | 5 {
  const space = condition.crewspace;
  if (space === null || space.dp >= space.max) return 0;
  if (space.dp <= 0) return 5;
  return (space.max - space.dp) * 2 > space.max ? 3 : 1;
}

/** §2.41: the highest 3d6 roll that succeeds: engineers + 3 − crewspace penalty + turn bonus. */
export function repairTarget(engineers: number, penalty: number, turnBonus: number): number {
  return engineers + 3 - penalty + turnBonus;
}

const fail = (code: VoidstrikerErrorCode, message: string, at: string, suggestion?: string): Result<never, RuleError> =>
  err(voidstrikerError(code, message, suggestion === undefined ? { at } : { at, suggestion }));

/** Checks a repair order against the ship, its repair history and the crew (§2.41), and starts the job. */
export function startRepair(ship: ShipClass, condition: ShipCondition, record: RepairRecord, order: RepairOrder): Result<RepairJob, RuleError> {
  const at = componentKey(order.component);
  if (isOutOfPlay(condition)) return fail('ERR_REPAIR_NO_SHIP', 'This ship is out of play and cannot make repairs.', at);
  if (condition.crew.officers < 1) return fail('ERR_REPAIR_NO_OFFICER', 'Only an officer can oversee a repair (§2.41), and this ship has none left.', at);
  if (!Number.isInteger(order.engineers) || order.engineers < 0 || order.engineers > MAX_ENGINEERS_PER_ATTEMPT)
    return fail('ERR_REPAIR_ENGINEERS', `An officer may command 0 to ${MAX_ENGINEERS_PER_ATTEMPT} engineers on one repair (§2.41).`, at);
  if (order.engineers > condition.crew.engineers)
    return fail('ERR_REPAIR_ENGINEERS', `Only ${condition.crew.engineers} engineers are left.`, at, `Use at most ${condition.crew.engineers}.`);
  const part = componentDp(ship, condition, order.component);
  if (!part.ok) return part;
  const { dp, original } = part.value;
  const repairs = repairsOf(record, at);
  if (repairs.shipyardOnly) return fail('ERR_REPAIR_SHIPYARD', `The ${at} can only be repaired at a shipyard now (§2.41).`, at);
  if (dp >= original) return fail('ERR_REPAIR_UNDAMAGED', `The ${at} is not damaged.`, at);
  if (repairableDp(original, dp, repairs) <= 0)
    return fail('ERR_REPAIR_CAP', `Only half the ${at}'s former DP can be repaired in battle; the rest needs a shipyard (§2.41).`, at);
  const minimum = minimumRepairTurns(dp, repairs, order.component.kind === 'sensor' ? ship.sensors : 1);
  if (!Number.isInteger(order.turns) || order.turns < minimum)
    return fail('ERR_REPAIR_TURNS', `This repair must be committed for at least ${count(minimum, 'turn')} (§2.41).`, at, `Commit ${minimum} turns.`);
  return ok({ ...order, turnsSpent: 0 });
}

/** §2.41 officers and engineers: one job per living officer, each engineer on one job. */
export function checkRepairCrew(crew: Crew, jobs: readonly RepairOrder[]): Result<true, RuleError> {
  if (jobs.length > crew.officers)
    return fail('ERR_REPAIR_NO_OFFICER', `${jobs.length} repairs need ${jobs.length} officers; ${crew.officers} are left (§2.41).`, 'repairs');
  const engineers = jobs.reduce((sum, j) => sum + j.engineers, 0);
  if (engineers > crew.engineers)
    return fail('ERR_REPAIR_ENGINEERS', `The repairs use ${engineers} engineers; ${crew.engineers} are left.`, 'repairs');
  return ok(true);
}

function resolve(ship: ShipClass, condition: ShipCondition, record: RepairRecord, job: RepairJob, dice: Dice, brokenOff: boolean): RepairOutcome {
  const key = componentKey(job.component);
  const part = componentDp(ship, condition, job.component);
  if (!part.ok) throw new Error(`repair job on ${key}: ${part.error.message}`);
  const { dp, original } = part.value;
  const repairs = repairsOf(record, key);
  const penalty = crewspacePenalty(condition);
  const turnBonus = brokenOff ? 0 : job.turns - 1;
  const target = repairTarget(job.engineers, penalty, turnBonus);
  const faces = dice.rollMany(`repair ${key}: 3d6 ≤ ${target}`, 3, 6);
  const roll = faces.reduce((a, b) => a + b, 0);
  const shipyardOnly = roll >= 17; // §2.41: a natural 17 or 18 — shipyard only
  // Damage may have struck since the job began: it still restores 1 DP if the cap allows.
  const success = !shipyardOnly && roll <= target && repairableDp(original, dp, repairs) > 0;
  const dpAfter = success ? dp + 1 : dp;
  const next = success
    ? { restoredDp: dp === 0 ? 1 : repairs.restoredDp + 1, revivals: dp === 0 ? repairs.revivals + 1 : repairs.revivals, shipyardOnly: false }
    : { ...repairs, shipyardOnly };
  return {
    condition: success ? withComponentDp(condition, job.component, dpAfter) : condition,
    record: { ...record, [key]: next },
    roll: { component: key, dice: faces, roll, engineers: job.engineers, crewspacePenalty: penalty, turnBonus, target, brokenOff, success, shipyardOnly, dpBefore: dp, dpAfter },
  };
}

/** One Record Keeping of work on a job: rolls 3d6 once the committed turns are spent (§2.41). */
export function workOnRepair(ship: ShipClass, condition: ShipCondition, record: RepairRecord, job: RepairJob, dice: Dice): RepairProgress {
  const spent = { ...job, turnsSpent: job.turnsSpent + 1 };
  if (spent.turnsSpent < job.turns) return { done: false, job: spent };
  return { done: true, ...resolve(ship, condition, record, spent, dice, false) };
}

/** Breaks a job off early: it rolls now, without the multi-turn bonus (§2.41). */
export function breakOffRepair(ship: ShipClass, condition: ShipCondition, record: RepairRecord, job: RepairJob, dice: Dice): RepairOutcome {
  return resolve(ship, condition, record, job, dice, true);
}
