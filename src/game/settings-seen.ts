/**
 * What a Settings panel showed (issue 24, trap 3): every menu, button and modal of the panel carries the settings as
 * they were when it was drawn, so a panel left open while another GM, or a lobby "Turn on …" button, changed the
 * settings applies only what was changed in it. A menu sends its whole value (a multi-select sends every option
 * ticked), so without this a stale panel silently undid newer settings.
 *
 * Each setting is compared three ways: as shown, as picked, as it is now. Picked as shown (or as it is now): nothing
 * to do, so it is left as it is now. Picked otherwise and unchanged since: applied. Changed in the panel and since: the
 * panel is out of date, refused with a sentence (the handler redraws the panel as it is now). Optional rules are
 * compared one by one, so ticking one in an old panel turns that one on and leaves the others as they are now.
 */
import { createHash } from 'node:crypto';
import type { GameRow } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { parseOptionList } from './lobby-options.ts';
import { ruleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';

type Settings = Pick<GameRow, 'system' | 'scenario' | 'options' | 'stepLengthMs' | 'reminderLeadsMs' | 'missedPolicy'>;

/** A change as the panel or `/game settings` gives it (lobby-settings.ts `SettingsChange`, the fields seen here). */
export interface PanelChange {
  scenario?: string;
  options?: string;
  /** The option ids `options` speaks for (one of the panel's menus); absent: every option. */
  optionsScope?: readonly string[];
  turnOn?: readonly string[];
  turnOff?: readonly string[];
  stepLengthMs?: number;
  reminderLeadsMs?: readonly number[];
  missedPolicy?: GameRow['missedPolicy'];
}

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 6);

/** The optional rules on, as a bit per option of the system (in its list's order), in base 36. */
function optionBits(game: Settings): string {
  const bits = ruleSystem(game.system).options.reduce((n, o, i) => (game.options[o.id] === true ? n | (1n << BigInt(i)) : n), 0n);
  return bits.toString(36);
}

const remindersOf = (leads: readonly number[]): number[] => [...new Set(leads)].sort((a, b) => b - a);

/** The settings as a panel shows them, short enough for a custom id: "scenario.options.step.reminders.missed". */
export function settingsSeen(game: Settings): string {
  return [fingerprint(game.scenario), optionBits(game), fingerprint(game.stepLengthMs), fingerprint(remindersOf(game.reminderLeadsMs)), game.missedPolicy === 'hold' ? 'h' : 'r'].join('.');
}

const NAMES = ['the scenario', 'the optional rules', 'the step length', 'the reminders', 'missed orders'] as const;

/** The option ids a panel showed on, read from its bits. */
function shownOptions(game: Settings, bits: string): Set<string> | null {
  if (!/^[0-9a-z]+$/.test(bits)) return null;
  const n = [...bits].reduce((acc, c) => acc * 36n + BigInt(parseInt(c, 36)), 0n);
  return new Set(ruleSystem(game.system).options.flatMap((o, i) => ((n >> BigInt(i)) & 1n) === 1n ? [o.id] : []));
}

/**
 * A whole list of options picked in the panel, as the ones it turned on and off against what it showed; a menu that
 * lists some of the options (`scope`) turns off only those.
 */
function optionsDelta(game: Settings, listed: string, shown: ReadonlySet<string>, scope?: readonly string[]): Pick<PanelChange, 'turnOn' | 'turnOff'> | null {
  const picked = parseOptionList(ruleSystem(game.system), listed);
  if (!picked.ok) return null;
  const on = Object.keys(picked.value).filter((id) => !shown.has(id));
  const off = [...shown].filter((id) => picked.value[id] !== true && (scope === undefined || scope.includes(id)));
  return { turnOn: on, turnOff: off };
}

/**
 * `change` as the panel that showed `seen` meant it against the settings as they are now: what it left as shown is
 * dropped, what it changed is kept; refused when something it changed was changed since by someone else too.
 */
export function rebaseOnSeen<C extends PanelChange>(now: Settings, change: C, seen: string): Result<C, RuleError[]> {
  const parts = seen.split('.');
  const current = settingsSeen(now).split('.');
  const shown = shownOptions(now, parts[1] ?? '');
  if (parts.length !== current.length || !shown) return err([serviceError('ERR_SETTINGS_STALE', 'That Settings panel is out of date; the one below shows the settings as they are now.')]);
  const next: C = { ...change };
  const conflicts: string[] = [];
  const field = (i: number, mine: unknown, drop: () => void): void => {
    const picked = i === 4 ? (mine === 'hold' ? 'h' : 'r') : fingerprint(mine);
    if (picked === parts[i] || picked === current[i]) drop();
    else if (current[i] !== parts[i]) conflicts.push(NAMES[i] ?? '');
  };
  if (change.scenario !== undefined) field(0, change.scenario.trim(), () => delete next.scenario);
  if (change.stepLengthMs !== undefined) field(2, change.stepLengthMs, () => delete next.stepLengthMs);
  if (change.reminderLeadsMs !== undefined) field(3, remindersOf(change.reminderLeadsMs), () => delete next.reminderLeadsMs);
  if (change.missedPolicy !== undefined) field(4, change.missedPolicy, () => delete next.missedPolicy);
  if (change.options !== undefined) {
    const delta = optionsDelta(now, change.options, shown, change.optionsScope);
    // A list that cannot be read is left whole, so the refusal says what is wrong with it.
    if (delta) {
      delete next.options;
      delete next.optionsScope;
      Object.assign(next, { turnOn: [...(change.turnOn ?? []), ...(delta.turnOn ?? [])], turnOff: [...(change.turnOff ?? []), ...(delta.turnOff ?? [])] });
    }
  }
  if (conflicts.length === 0) return ok(next);
  const list = conflicts.join(' and ');
  return err([serviceError('ERR_SETTINGS_STALE', `That Settings panel was out of date: ${list} changed since it was opened. The panel below shows the settings as they are now; pick again there.`)]);
}
