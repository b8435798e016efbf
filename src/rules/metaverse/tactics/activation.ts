/**
 * Activating a tactic (Metaverse p.3 "Tactics", p.88): only tactics on the navy's list; only
 * in the step the tactic names; any number of times; the cost is fixed or the selected ship's Threat; some need the
 * flag commander's CPs; a tactic that selects friendly ships must be paid from those ships' chain of command.
 * Returns the CP spend for command/budget.ts, which checks the payer's chain and the CPs left.
 * Judgement call (ruling A52): the Threat used for a Threat-cost tactic is the design Threat, not changed by crew.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { CpSpend } from '../command/budget.ts';
import { findTactic, type TacticDefinition } from './catalogue.ts';
import { stepInfo, type StepId } from './turn-sequence.ts';
import { metaverseError } from '../errors.ts';

export interface TacticActivation {
  readonly tacticId: string;
  readonly commanderId: string;
  /** The friendly squadron selected (or holding the selected friendly ship), for the chain check. */
  readonly friendlySquadronId?: string;
  /** Threat of the selected starship, for Threat-cost tactics. */
  readonly selectedShipThreat?: number;
}

/** The CP cost of one activation. */
export function tacticCost(tactic: TacticDefinition, selectedShipThreat?: number): Result<number, RuleError> {
  if (tactic.cost.kind === 'fixed') return ok(tactic.cost.cp);
  if (selectedShipThreat === undefined || !Number.isInteger(selectedShipThreat) || selectedShipThreat < 0) {
    return err(metaverseError('ERR_TACTIC_THREAT', `${tactic.name} costs the selected ship's Threat: select a starship.`));
  }
  return ok(selectedShipThreat);
}

const needsFriendly = (t: TacticDefinition): boolean =>
  t.selection === 'friendly-ship' || t.selection === 'friendly-squadron' || t.selection === 'friendly-and-enemy-ship';

/** Checks an activation in `step` against the navy's tactics; every problem at once. */
export function validateTacticActivation(
  navyTactics: readonly TacticDefinition[],
  step: StepId,
  activation: TacticActivation,
): Result<CpSpend, RuleError[]> {
  const tactic = findTactic(navyTactics, activation.tacticId);
  if (tactic === undefined) {
    const names = navyTactics.map((t) => t.id).join(', ') || 'none';
    return err([metaverseError('ERR_TACTIC_UNKNOWN', `Your navy has no tactic ${activation.tacticId}; choose one of: ${names}.`)]);
  }
  const errors: RuleError[] = [];
  if (tactic.step !== step) {
    errors.push(metaverseError('ERR_TACTIC_STEP', `${tactic.name} is used in the ${stepInfo(tactic.step).name}, not the ${stepInfo(step).name}.`));
  }
  if (needsFriendly(tactic) && activation.friendlySquadronId === undefined) {
    errors.push(metaverseError('ERR_TACTIC_SELECTION', `${tactic.name} needs a friendly ${tactic.selection === 'friendly-squadron' ? 'squadron' : 'starship'}: select one.`));
  }
  const cost = tacticCost(tactic, activation.selectedShipThreat);
  if (!cost.ok) errors.push(cost.error);
  if (errors.length > 0 || !cost.ok) return err(errors);
  return ok({
    commanderId: activation.commanderId,
    action: 'tactic',
    cost: cost.value,
    flagOnly: tactic.payer === 'flag',
    label: tactic.name,
    ...(needsFriendly(tactic) && activation.friendlySquadronId !== undefined ? { squadronId: activation.friendlySquadronId } : {}),
  });
}
