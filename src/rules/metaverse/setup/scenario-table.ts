/**
 * Scenario Generation Table (Metaverse "Scenario Play" p.104, "Choosing the Scenario"): the players
 * agree a scenario or roll 1D20; 17–18 and 19–20 hand the choice to the lower or higher fleet value.
 */
import type { Dice } from '../../core/dice.ts';
import type { ScenarioId } from './config.ts';

export type ScenarioRollResult = ScenarioId | 'lower-value-choice' | 'higher-value-choice';

export const SCENARIO_TABLE: readonly { readonly from: number; readonly to: number; readonly result: ScenarioRollResult }[] = [
  { from: 1, to: 4, result: 'meeting-engagement' },
  { from: 5, to: 6, result: 'flank-attack' },
  { from: 7, to: 8, result: 'pincer' },
  { from: 9, to: 10, result: 'planetary-raid' },
  { from: 11, to: 12, result: 'convoy-raid' },
  { from: 13, to: 13, result: 'headhunting' },
  { from: 14, to: 14, result: 'fleet-in-being' },
  { from: 15, to: 15, result: 'brawl' },
  { from: 16, to: 16, result: 'wave-attack' },
  { from: 17, to: 18, result: 'lower-value-choice' },
  { from: 19, to: 20, result: 'higher-value-choice' },
];

export function scenarioFor(roll: number): ScenarioRollResult {
  const row = SCENARIO_TABLE.find((r) => roll >= r.from && roll <= r.to);
  if (row === undefined) throw new Error(`scenario roll ${roll} is not a D20 face`);
  return row.result;
}

/** Rolls 1D20 on the Scenario Generation Table. */
export function rollScenario(dice: Dice): { readonly roll: number; readonly result: ScenarioRollResult } {
  const roll = dice.roll('scenario', 20);
  return { roll, result: scenarioFor(roll) };
}
