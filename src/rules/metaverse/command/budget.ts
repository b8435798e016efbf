/**
 * CP budget (Metaverse p.3 "Spending Command Points", p.21, p.88): checks a batch of CP spends
 * against each commander's CPs for the turn and reports EVERY problem at once (each overspent commander, each spend
 * by a commander who may not pay for it), or returns what each commander has left.
 * Costs come from cp-costs.ts; a tactic spend carries its own cost (tactics/activation.ts works it out).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { canCommandSquadron, flagCommander, type ChainOfCommand } from './chain.ts';
import { CP_COSTS, priorityTargetCost, type CpAction } from './cp-costs.ts';
import { metaverseError } from '../errors.ts';

/** One CP spend. `squadronId` is the friendly squadron it is spent on (omit for fleet-wide spends). */
export interface CpSpend {
  readonly commanderId: string;
  readonly action: CpAction;
  readonly squadronId?: string;
  /** Required for tactics (their cost is per tactic), and for priority targets when no context is given. */
  readonly cost?: number;
  /** For tactics: must the flag commander pay? */
  readonly flagOnly?: boolean;
  /** Shown in messages, e.g. "FL for squadron Alpha". */
  readonly label?: string;
}

/** CPs available per commander id this turn. */
export type CpBudget = Readonly<Record<string, number>>;

export interface SpendingContext {
  readonly chain: ChainOfCommand;
  /** The fleet's current squadron count, for priority targets (ruling A54). */
  readonly ownSquadrons: number;
}

export interface SpendingSummary {
  readonly spent: Readonly<Record<string, number>>;
  readonly remaining: Readonly<Record<string, number>>;
}

/** The CP cost of one spend, or an error when a tactic spend lacks a sensible cost. */
export function spendCost(spend: CpSpend, ownSquadrons?: number): Result<number, RuleError> {
  if (spend.action === 'priority-target' && ownSquadrons !== undefined) return ok(priorityTargetCost(ownSquadrons));
  if (spend.action === 'tactic' || spend.action === 'priority-target') {
    const cost = spend.cost;
    if (cost === undefined || !Number.isInteger(cost) || cost < 0) {
      return err(metaverseError('ERR_CP_COST_MISSING', `A ${spend.action === 'tactic' ? 'tactic' : 'priority-target'} spend needs a whole, non-negative CP cost; give its cost.`));
    }
    return ok(cost);
  }
  const fixed = CP_COSTS[spend.action].cost;
  return ok(fixed ?? 0);
}

const describe = (spend: CpSpend, index: number): string => spend.label ?? `spend ${index + 1} (${spend.action.replace(/-/g, ' ')})`;

/**
 * Checks every spend; without a context only the CP totals are checked (no payer or chain checks) and priority
 * targets must carry their cost. `names` gives the commanders' and squadrons' names for the messages: a player
 * never reads an id.
 */
export function validateSpending(
  budget: CpBudget,
  spends: readonly CpSpend[],
  context?: SpendingContext,
  names: Readonly<Record<string, string>> = {},
): Result<SpendingSummary, RuleError[]> {
  const named = (id: string | undefined, what: string): string => (id !== undefined && names[id] !== undefined ? names[id] : what);
  const errors: RuleError[] = [];
  const spent: Record<string, number> = {};
  const flagId = context === undefined ? undefined : flagCommander(context.chain)?.id;
  spends.forEach((spend, index) => {
    const at = `spends[${index}]`;
    const what = describe(spend, index);
    if (!(spend.commanderId in budget)) {
      errors.push(metaverseError('ERR_CP_COMMANDER_UNKNOWN', `${what}: ${named(spend.commanderId, 'that commander')} has no CPs this turn; pick one of your commanders.`, { at }));
      return;
    }
    const cost = spendCost(spend, context?.ownSquadrons);
    if (!cost.ok) {
      errors.push({ ...cost.error, at });
      return;
    }
    const flagOnly = CP_COSTS[spend.action].payer === 'flag' || (spend.action === 'tactic' && spend.flagOnly === true);
    if (context === undefined) {
      // Totals only.
    } else if (flagOnly && spend.commanderId !== flagId) {
      errors.push(metaverseError('ERR_CP_FLAG_ONLY', `${what} must be paid by the flag commander${flagId === undefined ? '' : ` (${named(flagId, 'your flag')})`}.`, { at }));
    } else if (spend.squadronId !== undefined && !canCommandSquadron(context.chain, spend.commanderId, spend.squadronId)) {
      // p.3: subordinates spend only on their own and subordinate squadrons.
      errors.push(
        metaverseError('ERR_CP_OUT_OF_CHAIN', `${what}: ${named(spend.commanderId, 'that commander')} is not in ${named(spend.squadronId, 'the squadron')}'s chain of command; pay with a commander above it.`, { at }),
      );
    }
    spent[spend.commanderId] = (spent[spend.commanderId] ?? 0) + cost.value;
  });
  const remaining: Record<string, number> = {};
  for (const [id, available] of Object.entries(budget)) {
    const used = spent[id] ?? 0;
    remaining[id] = available - used;
    if (used > available) {
      errors.push(metaverseError('ERR_CP_OVERSPENT', `${named(id, 'A commander')} spends ${used} CP but has ${available}; drop ${used - available} CP of orders.`, { at: id, unit: named(id, '') }));
    }
  }
  return errors.length > 0 ? err(errors) : ok({ spent, remaining });
}
