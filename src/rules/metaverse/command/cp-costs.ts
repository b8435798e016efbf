/**
 * Command Point costs (Metaverse p.3 "Spending Command Points", p.21 "Targets", "Electronic Warfare", p.57
 * "Cloak/Stealth Generator", reference chart "Command Points").
 * Judgement call (ruling A54): the priority-target cost counts the fleet's CURRENT squadrons (including broken-off
 * ones, excluding destroyed and retreated ones).
 */

/** Everything a CP can be spent on. */
export type CpAction =
  | 'advanced-manoeuvre'
  | 'break-off'
  | 'mission'
  | 'priority-target'
  | 'designated-target'
  | 'ew'
  | 'cloak'
  | 'stealth'
  | 'tactic';

/** Who may pay: the flag commander only, or any commander over the squadron concerned. */
export type CpPayer = 'flag' | 'chain';

export interface CpCostRow {
  /** Fixed cost, or null when it depends on the situation (priority target, tactic). */
  readonly cost: number | null;
  readonly payer: CpPayer;
  readonly source: string;
}

export const CP_COSTS: Readonly<Record<CpAction, CpCostRow>> = {
  'advanced-manoeuvre': { cost: 1, payer: 'chain', source: 'p.5 Plot Movement Step; 1 per manoeuvre per squadron' },
  'break-off': { cost: 1, payer: 'chain', source: 'p.5 squadrons; 1 per new squadron' },
  mission: { cost: 1, payer: 'chain', source: 'p.19 Starfighter Mission Step: launch, retarget, split or recall' },
  'priority-target': { cost: null, payer: 'flag', source: 'p.21 Targets: half the fleet\'s squadrons, rounded up' },
  'designated-target': { cost: 1, payer: 'chain', source: 'p.21 Targets: any commander in the recipient\'s chain' },
  ew: { cost: 1, payer: 'chain', source: 'p.21 Electronic Warfare: activate, deactivate or retarget' },
  cloak: { cost: 1, payer: 'chain', source: 'p.57 Cloak Generator: cloak or decloak' },
  stealth: { cost: 1, payer: 'chain', source: 'p.57 Stealth Generator: 1 per squadron, on or off' },
  tactic: { cost: null, payer: 'chain', source: 'p.88 Tactics: cost and payer per tactic' },
};

/** p.21: "a number of CPs from the flag commander equal to ½ the number of squadrons in the fleet (rounded up)". */
export function priorityTargetCost(ownSquadrons: number): number {
  return Math.ceil(Math.max(0, ownSquadrons) / 2);
}
