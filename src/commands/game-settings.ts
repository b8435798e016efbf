/**
 * A lobby's settings from Discord: `/game settings` (each setting an option; none shows the Settings panel) and the
 * Settings panel the lobby post's Settings button opens: a menu for the scenario and battle size, one for the
 * optional rules (several at once), one for missed orders, and a button to a modal for step length and reminders.
 * Every change goes through the game service's `changeSettings` (src/game/lobby-settings.ts), which checks it,
 * refreshes the lobby post and notes the change in the thread; here it is read from Discord and answered.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ModalBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Client,
} from 'discord.js';
import { gameById, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { gameHeading } from '../game/lobby.ts';
import { encodeCustomId } from './custom-id.ts';
import { offeredOptions, optionLabel } from '../game/lobby-options.ts';
import { changeSettings, type SettingsChange, type SettingsChanged } from '../game/lobby-settings.ts';
import { plain } from '../game/posts/player-text.ts';
import { ruleSystem } from '../game/rule-systems.ts';
import { settingsSeen } from '../game/settings-seen.ts';
import { missedText, optionsText, remindersText, scenarioText, stepLengthText } from '../game/settings-text.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { CommandContext } from './command.ts';
import { refusalText } from './draft-reply.ts';
import { fitLabel } from './respond.ts';
import { parseDuration } from './parse-duration.ts';
import type { MessageOptions } from './fit-message.ts';
import { serviceError } from '../game/errors.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';
import type { OptionInfo } from '../rules/core/rule-system.ts';

/** What `/game settings`'s reminders option and the modal take for "scale with the step length". */
export const AUTO_REMINDERS = 'auto';

/** A Settings panel control's id, carrying the settings the panel shows (settings-seen.ts) and, for an options menu, its page. */
export const settingsId = (game: GameRow, what: 'scenario' | 'options' | 'missed' | 'time', page = 0): string =>
  encodeCustomId({ kind: 'lobby', gameId: game.id, what, seen: settingsSeen(game), ...(page > 0 ? { page } : {}) });

/** Discord lists at most 25 choices in a menu. */
const MENU_MAX = 25;
/** Rows left for optional-rule menus: a message has five, and scenario, missed orders and the time button take three. */
const OPTION_MENUS = 2;

/**
 * The optional rules cut into the panel's menus, in the system's order, as even as they go (34 options: 17 and 17),
 * so every option can be switched from the lobby. A system with more than two menus' worth is a bug to see at once.
 */
export function optionPages(offered: readonly OptionInfo[]): OptionInfo[][] {
  const pages = Math.max(1, Math.ceil(offered.length / MENU_MAX));
  if (pages > OPTION_MENUS) throw new Error(`${offered.length} optional rules do not fit the Settings panel's ${OPTION_MENUS} menus`);
  const size = Math.ceil(offered.length / pages);
  return Array.from({ length: pages }, (_, i) => offered.slice(i * size, (i + 1) * size)).filter((p) => p.length > 0);
}

/** One menu of optional rules: those of its page ticked as they are now; a pick switches only its own. */
function optionsMenu(game: GameRow, page: readonly OptionInfo[], at: number, of: number): StringSelectMenuBuilder {
  const which = of > 1 ? ` (${page[0]?.ref ?? ''} to ${page.at(-1)?.ref ?? ''}, menu ${at + 1} of ${of})` : '';
  return new StringSelectMenuBuilder()
    .setCustomId(settingsId(game, 'options', at))
    .setPlaceholder(fitLabel(`Optional rules${which}: none`, 150))
    .setMinValues(0)
    .setMaxValues(page.length)
    .addOptions(page.map((o) => ({ label: fitLabel(optionLabel(o)), value: o.id, description: fitLabel(o.description), default: game.options[o.id] === true })));
}

/** "1d12h", "90m", "24h": a duration as the GM would type it, to pre-fill the modal. */
export function durationInput(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return `${d > 0 ? `${d}d` : ''}${h > 0 ? `${h}h` : ''}${m > 0 ? `${m}m` : ''}` || '0m';
}

/** "auto", or "6h, 1h". */
export const remindersInput = (game: Pick<GameRow, 'reminderLeadsMs'>): string =>
  game.reminderLeadsMs.length === 0 ? AUTO_REMINDERS : game.reminderLeadsMs.map(durationInput).join(', ');

/** Reminder lead times as typed: "auto" (or nothing) for the default, else durations separated by commas. */
export function parseReminders(text: string): Result<number[], RuleError[]> {
  const items = text.split(/[,;]/).map((t) => t.trim()).filter((t) => t !== '');
  if (items.length === 0 || (items.length === 1 && items[0]?.toLowerCase() === AUTO_REMINDERS)) return ok([]);
  const read = items.map(parseDuration);
  const errors = read.flatMap((r) => (r.ok ? [] : r.error));
  return errors.length > 0 ? err(errors) : ok(read.flatMap((r) => (r.ok ? [r.value] : [])));
}

/** 'rules' or 'hold' as `/game settings` and the menu give them. */
export function parseMissed(text: string): Result<'rules' | 'hold', RuleError[]> {
  const t = text.trim().toLowerCase();
  if (t === 'rules' || t === 'hold') return ok(t);
  return err([serviceError('ERR_MISSED_POLICY', `"${cutGraphemes(text, 20)}" is not a missed-order setting: pick rules (the rules' default) or hold (the GM decides).`)]);
}

/** The panel's text: every setting as it is now. */
function panelText(game: GameRow): string {
  return [
    `**Settings of ${gameHeading(game)}** (the GM changes them until the game starts)`,
    scenarioText(game),
    optionsText(game),
    `Step length: ${stepLengthText(game.stepLengthMs)} · ${remindersText(game)}`,
    missedText(game.missedPolicy),
  ]
    .map((line, i) => (i === 0 ? line : plain(line)))
    .join('\n');
}

/** The Settings panel: the settings as they are, with a menu or button to change each. */
export function settingsPanel(game: GameRow, note: string[] = []): MessageOptions {
  const system = ruleSystem(game.system);
  const scenarios = system.fleets.scenarios().slice(0, MENU_MAX);
  const scenario = new StringSelectMenuBuilder()
    .setCustomId(settingsId(game, 'scenario'))
    .setPlaceholder('Scenario and battle size')
    .addOptions(scenarios.map((c) => ({ label: fitLabel(c.name), value: c.value.slice(0, 100), default: c.value === game.scenario })));
  const pages = optionPages(offeredOptions(system));
  const missed = new StringSelectMenuBuilder()
    .setCustomId(settingsId(game, 'missed'))
    .addOptions(
      { label: "A missed order gets the rules' default", value: 'rules', default: game.missedPolicy === 'rules' },
      { label: 'The GM decides a missed order', value: 'hold', default: game.missedPolicy === 'hold' },
    );
  const time = new ButtonBuilder().setCustomId(settingsId(game, 'time')).setStyle(ButtonStyle.Secondary).setLabel('Step length and reminders…');
  const rows = [
    ...(scenarios.length > 0 ? [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(scenario)] : []),
    ...pages.map((page, i) => new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(optionsMenu(game, page, i, pages.length))),
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(missed),
    new ActionRowBuilder<ButtonBuilder>().addComponents(time),
  ];
  return { content: [...note, panelText(game)].join('\n'), components: rows.map((r) => r.toJSON()) };
}

/** The modal for step length and reminders, pre-filled with the game's. */
export function timeModal(game: GameRow): ModalBuilder {
  const step = new TextInputBuilder().setCustomId('step').setLabel('Time per step (e.g. 24h, 90m, 2d, 1d12h)').setStyle(TextInputStyle.Short).setRequired(true).setMaxLength(20).setValue(durationInput(game.stepLengthMs));
  const reminders = new TextInputBuilder()
    .setCustomId('reminders')
    .setLabel('Reminders before each deadline')
    .setStyle(TextInputStyle.Short)
    .setRequired(false)
    .setMaxLength(60)
    .setPlaceholder('auto (scaled to the step), or e.g. 6h, 1h')
    .setValue(remindersInput(game));
  return new ModalBuilder()
    .setCustomId(settingsId(game, 'time'))
    .setTitle('Step length and reminders')
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(step), new ActionRowBuilder<TextInputBuilder>().addComponents(reminders));
}

/**
 * Typed settings (`/game settings` options or the modal's fields) as a change; what cannot be read goes in `refused`,
 * so the game service reports it together with every other problem of the change.
 */
export function readTyped(typed: { scenario?: string | null; options?: string | null; step?: string | null; reminders?: string | null; missed?: string | null }): SettingsChange {
  const change: SettingsChange = {};
  const refused: RuleError[] = [];
  if (typed.scenario) change.scenario = typed.scenario;
  if (typed.options) change.options = typed.options;
  const read = <T>(text: string | null | undefined, parse: (t: string) => Result<T, RuleError[]>, put: (v: T) => void): void => {
    if (text === null || text === undefined) return;
    const r = parse(text);
    if (r.ok) put(r.value);
    else refused.push(...r.error);
  };
  read(typed.step, parseDuration, (v) => (change.stepLengthMs = v));
  read(typed.reminders, parseReminders, (v) => (change.reminderLeadsMs = v));
  read(typed.missed, parseMissed, (v) => (change.missedPolicy = v));
  return refused.length > 0 ? { ...change, refused } : change;
}

/** What the GM reads after a change: what changed (or that nothing did), and seats the scenario moved. */
export function changedText(result: Result<SettingsChanged, RuleError[]>): string {
  if (!result.ok) return refusalText(result.error, 'Nothing was changed');
  const { changed, seatNotes } = result.value;
  if (changed.length === 0) return 'Nothing changed: the settings were already so.';
  return ['Changed (the lobby post and the thread show it):', ...[...changed, ...seatNotes].map((l) => `• ${plain(l)}`)].join('\n');
}

/** Applies a change as `userId`; a new scenario renames the thread too (best effort: Discord limits renames). */
export function applySettings(ctx: CommandContext, client: Client, gameId: number, userId: string, change: SettingsChange): Result<SettingsChanged, RuleError[]> {
  const service: GameContext = { db: ctx.db, now: ctx.now };
  const before = gameById(ctx.db, gameId);
  const result = changeSettings(service, gameId, userId, change);
  if (result.ok && before && result.value.game.title !== before.title && result.value.game.threadId) {
    const threadId = result.value.game.threadId;
    const name = gameHeading(result.value.game);
    void client.channels
      .fetch(threadId)
      .then(async (thread): Promise<void> => {
        if (thread?.isThread()) await thread.setName(name);
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error, threadId }, 'could not rename the game thread'));
  }
  return result;
}
