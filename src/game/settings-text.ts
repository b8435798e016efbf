/**
 * A game's settings in words, the same wherever they are shown: the lobby post, `/game info`, the Settings panel
 * and the note in the thread when the GM changes one.
 */
import type { GameRow } from '../db/game-repo.ts';
import { reminderLeads } from './deadlines.ts';
import { optionLabel } from './lobby-options.ts';
import { ruleSystem } from './rule-systems.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "24 h", "90 min", "3 days": a step length as the lobby shows it. */
export function stepLengthText(ms: number): string {
  if (ms % DAY === 0 && ms >= 2 * DAY) return `${ms / DAY} days`;
  if (ms % HOUR === 0) return `${ms / HOUR} h`;
  return `${Math.round(ms / MINUTE)} min`;
}

/** "Scenario: Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP". */
export function scenarioText(game: Pick<GameRow, 'system' | 'scenario'>): string {
  const described = ruleSystem(game.system).fleets.describeScenario(game.scenario);
  return `Scenario: ${described.ok ? described.value : game.scenario}`;
}

/** "Optional rules: none" or "Optional rules: Alternate firing arcs (C.1), Damage control (E.1)". */
export function optionsText(game: Pick<GameRow, 'system' | 'options'>): string {
  const on = ruleSystem(game.system).options.filter((o) => game.options[o.id] === true);
  return `Optional rules: ${on.length === 0 ? 'none' : on.map(optionLabel).join(', ')}`;
}

/** "Reminders 6 h and 1 h before each deadline (scaled to the step)", or that the step is too short for any. */
export function remindersText(game: Pick<GameRow, 'stepLengthMs' | 'reminderLeadsMs'>): string {
  const leads = reminderLeads(game).map(stepLengthText);
  if (leads.length === 0) return 'No reminders (the step is too short for them)';
  const list = leads.length === 1 ? leads[0] : `${leads.slice(0, -1).join(', ')} and ${leads.at(-1)}`;
  return `Reminders ${list} before each deadline${game.reminderLeadsMs.length === 0 ? ' (scaled to the step)' : ''}`;
}

/** What a seat that sends nothing in time gets. */
export const missedText = (policy: GameRow['missedPolicy']): string => (policy === 'hold' ? 'Missed orders: the GM decides' : "Missed orders: the rules' default applies");
