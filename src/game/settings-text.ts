/**
 * A game's settings in words, the same wherever they are shown: the lobby post, `/game info`, the Settings panel
 * and the note in the thread when the GM changes one.
 */
import type { GameRow } from '../db/game-repo.ts';
import { reminderLeads } from './deadlines.ts';
import { exchangeLengthOf } from './step-length.ts';
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

/** "6 h and 1 h", "90 min". */
const leadList = (leads: readonly number[]): string => {
  const words = leads.map(stepLengthText);
  return words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
};

type ReminderSettings = Pick<GameRow, 'stepLengthMs' | 'reminderLeadsMs'> & Partial<Pick<GameRow, 'system' | 'exchangeLengthMs'>>;

/**
 * "Reminders 6 h and 1 h before each deadline (scaled to the step)", or that the step is too short for any. In a
 * system whose sides take turns in shorter exchanges, the game's own reminders that do not fit an exchange are
 * said to give way there, with what the exchange gets instead: never a reminder dropped without a word.
 */
export function remindersText(game: ReminderSettings): string {
  const leads = reminderLeads(game);
  if (leads.length === 0) return 'No reminders (the step is too short for them)';
  const text = `Reminders ${leadList(leads)} before each deadline${game.reminderLeadsMs.length === 0 ? ' (scaled to the step)' : ''}`;
  const exchange = exchangeLengthOf({ stepLengthMs: game.stepLengthMs, exchangeLengthMs: game.exchangeLengthMs ?? null });
  const alternates = game.system !== undefined && ruleSystem(game.system).catalogue.exchanges === true;
  if (!alternates || game.reminderLeadsMs.every((lead) => lead < exchange)) return text;
  const brief = reminderLeads(game, true);
  const instead = brief.length === 0 ? 'none' : `${leadList(brief)} instead`;
  return `${text}; an exchange of ${stepLengthText(exchange)} is shorter than ${leadList(game.reminderLeadsMs.filter((l) => l >= exchange))}, so it gets ${instead}`;
}

/** What a seat that sends nothing in time gets. */
export const missedText = (policy: GameRow['missedPolicy']): string => (policy === 'hold' ? 'Missed orders: the GM decides' : "Missed orders: the rules' default applies");
