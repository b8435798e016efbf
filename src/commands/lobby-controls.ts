/**
 * The lobby's GM controls (`lobby:<gameId>:<what>[:<ids>]`): the lobby post's Settings button and "Turn on …"
 * buttons, the Settings panel's menus and its step-length modal, and, under a refused `/game start`, the button
 * that applies the fix and the Start button. Anyone may click; the game service lets only a GM change anything.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, type ButtonInteraction, type RepliableInteraction } from 'discord.js';
import { gameById, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { isGm } from '../game/gm-powers.ts';
import { lobbyStartCheck, startFromLobby, turnOnLabel } from '../game/lobby.ts';
import { ruleSystem } from '../game/rule-systems.ts';
import type { RuleError } from '../rules/core/result.ts';
import type { SettingsChange } from '../game/lobby-settings.ts';
import type { CommandContext, ComponentHandler } from './command.ts';
import { customIdOf, encodeCustomId, fitsCustomId, PREFIX } from './custom-id.ts';
import { sentRows } from './discord-posts.ts';
import { refusal, refusalText } from './draft-reply.ts';
import type { MessageOptions } from './fit-message.ts';
import { applySettings, changedText, optionPages, readTyped, settingsPanel, timeModal } from './game-settings.ts';
import { offeredOptions } from '../game/lobby-options.ts';
import { followUp, reply, update } from './respond.ts';

const service = (ctx: CommandContext): GameContext => ({ db: ctx.db, now: ctx.now });
const STALE = 'That button belongs to a game that is gone or has started; /game info shows it now.';

/** Under a refused start, turns on the options the fleets need. */
const fixButtonId = (gameId: number, optionIds: readonly string[]): string => encodeCustomId({ kind: 'lobby-options', gameId, how: 'fix', optionIds });
const settingsButtonId = (gameId: number): string => encodeCustomId({ kind: 'lobby', gameId, what: 'settings' });

/** The game in its lobby, when the id is one. */
function lobbyGame(ctx: CommandContext, gameId: number | undefined): GameRow | null {
  const game = gameId === undefined ? undefined : gameById(ctx.db, gameId);
  return game && game.status === 'lobby' ? game : null;
}

const privately = (interaction: RepliableInteraction, message: MessageOptions | string): Promise<void> =>
  reply(interaction, { ...(typeof message === 'string' ? { content: message } : message), flags: MessageFlags.Ephemeral });

/** The buttons under a refused start: the one click that fixes it (when options are the fix), and Settings. */
function startFixRows(game: GameRow, turnOn: readonly string[]) {
  const buttons: ButtonBuilder[] = [];
  const system = ruleSystem(game.system);
  // One button turns every needed option on; ids that would not fit one custom_id get a button each.
  const groups = turnOn.length === 0 ? [] : fitsCustomId({ kind: 'lobby-options', gameId: game.id, how: 'fix', optionIds: turnOn }) ? [turnOn] : turnOn.map((id) => [id]);
  for (const ids of groups.slice(0, 4)) buttons.push(new ButtonBuilder().setCustomId(fixButtonId(game.id, ids)).setStyle(ButtonStyle.Success).setLabel(turnOnLabel(system, ids)));
  buttons.push(new ButtonBuilder().setCustomId(settingsButtonId(game.id)).setStyle(ButtonStyle.Secondary).setLabel('Settings'));
  return [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON()];
}

/** A refused start as the GM reads it: every problem, and the buttons that fix what one click can. */
export function startRefusal(ctx: CommandContext, gameId: number, errors: readonly RuleError[]): MessageOptions {
  const game = gameById(ctx.db, gameId);
  const check = lobbyStartCheck(service(ctx), gameId);
  // Only a refusal of the start itself comes with fixes (not "only the GM can start").
  if (!game || !check.ok || !errors.every((e) => e.code === 'ERR_START')) return refusal(errors, '');
  const oneClick = check.value.oneClick ? ' (one click fixes it: the button below)' : '';
  return { ...refusal(errors, `Game ${gameId} cannot start yet${oneClick}`), components: startFixRows(game, check.value.turnOn) };
}

export const startedText = (gameId: number): string =>
  `**Game ${gameId} has started.** The first step is open: each player gets a DM with what to send, and the step is posted here.`;

/** Starts the game from a button, answering as `/game start` does. */
async function start(interaction: ButtonInteraction, ctx: CommandContext, gameId: number): Promise<void> {
  const started = startFromLobby(service(ctx), gameId, interaction.user.id);
  if (started.ok) await reply(interaction, { content: startedText(gameId) });
  else await privately(interaction, startRefusal(ctx, gameId, started.error));
}

/** Turns on options from the lobby post: the post is redrawn in place and the GM told what changed. */
async function turnOnFromPost(interaction: ButtonInteraction, ctx: CommandContext, game: GameRow, ids: string[]): Promise<void> {
  const result = applySettings(ctx, interaction.client, game.id, interaction.user.id, { turnOn: ids });
  if (!result.ok) return privately(interaction, refusal(result.error, 'Nothing was changed'));
  await update(interaction, { content: result.value.post.content, components: sentRows(result.value.post.components) });
  await followUp(interaction, { content: changedText(result), flags: MessageFlags.Ephemeral });
}

/** Turns on options under a refused start: that message then says whether the game can start, with Start. */
async function fixFromRefusal(interaction: ButtonInteraction, ctx: CommandContext, game: GameRow, ids: string[]): Promise<void> {
  const result = applySettings(ctx, interaction.client, game.id, interaction.user.id, { turnOn: ids });
  if (!result.ok) return privately(interaction, refusal(result.error, 'Nothing was changed'));
  const check = lobbyStartCheck(service(ctx), game.id);
  const problems = check.ok ? check.value.problems : [];
  const ready = problems.length === 0;
  const next = ready ? 'Every fleet is ready: start the game with the button below, or /game start.' : refusalText(problems.map((p) => ({ code: 'ERR_START', message: p })), 'Still to do before the start');
  const components = ready ? [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(encodeCustomId({ kind: 'lobby', gameId: game.id, what: 'start' })).setStyle(ButtonStyle.Primary).setLabel('Start the game')).toJSON()] : startFixRows(game, check.ok ? check.value.turnOn : []);
  await update(interaction, { content: `${changedText(result)}\n${next}`, components });
}

/** A pick in one of the panel's option menus: the options ticked there, speaking for that menu's options only. */
function optionsPicked(game: GameRow, page: number, picked: readonly string[]): SettingsChange {
  const scope = (optionPages(offeredOptions(ruleSystem(game.system)))[page] ?? []).map((o) => o.id);
  return { options: picked.length === 0 ? 'none' : picked.join(','), optionsScope: scope };
}

export const lobbyControls: ComponentHandler = {
  prefix: PREFIX.lobby,

  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'lobby', 'lobby-options');
    const game = lobbyGame(ctx, id?.gameId);
    if (!id || !game) return privately(interaction, STALE);
    if (id.kind === 'lobby-options') return id.how === 'on' ? turnOnFromPost(interaction, ctx, game, [...id.optionIds]) : fixFromRefusal(interaction, ctx, game, [...id.optionIds]);
    switch (id.what) {
      case 'settings':
        if (!isGm(ctx.db, game, interaction.user.id)) return privately(interaction, 'Only the GM can change the settings; the lobby post shows them.');
        return privately(interaction, settingsPanel(game));
      case 'time':
        if (!isGm(ctx.db, game, interaction.user.id)) return privately(interaction, 'Only the GM can change the settings; the lobby post shows them.');
        return interaction.showModal(timeModal(game));
      case 'start':
        return start(interaction, ctx, game.id);
      case 'scenario':
      case 'options':
      case 'missed':
        // The Settings panel's menus, not buttons.
        return privately(interaction, STALE);
    }
  },

  async select(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'lobby');
    const game = lobbyGame(ctx, id?.gameId);
    if (!id || !game) return privately(interaction, STALE);
    const what = id.what;
    const picked = interaction.values;
    const change: SettingsChange = what === 'scenario' ? { scenario: picked[0] ?? game.scenario } : what === 'options' ? optionsPicked(game, id.page ?? 0, picked) : readTyped({ missed: picked[0] ?? '' });
    // A panel drawn before panels said what they showed cannot be rebased: seen '' is refused as out of date.
    const result = applySettings(ctx, interaction.client, game.id, interaction.user.id, { ...change, seen: id.seen ?? '' });
    const now = gameById(ctx.db, game.id) ?? game;
    // The panel is redrawn with the settings as they are now, under what changed (or why nothing did).
    await update(interaction, settingsPanel(now, [changedText(result)]));
  },

  async modal(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'lobby');
    const game = lobbyGame(ctx, id?.gameId);
    if (!id || !game) return privately(interaction, STALE);
    const typed = readTyped({ step: interaction.fields.getTextInputValue('step'), reminders: interaction.fields.getTextInputValue('reminders') });
    const result = applySettings(ctx, interaction.client, game.id, interaction.user.id, { ...typed, seen: id.seen ?? '' });
    if (result.ok) return privately(interaction, changedText(result));
    // Refused: the panel as it is now comes with the reason, so the GM picks again there.
    await privately(interaction, settingsPanel(gameById(ctx.db, game.id) ?? game, [changedText(result)]));
  },
};
