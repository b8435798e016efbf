/**
 * The [Confirm] [Cancel] question a destructive /gm action (end, force, rollback, kick) asks first, privately, and
 * the buttons' handler. A custom_id is `gm-confirm:<gameId>:<version>:<action>[:<argument>]` (or `…:cancel`): it
 * carries the game's version when asked, so a confirmation after the game moved on is refused
 * (src/game/gm-confirm.ts). On Confirm the action runs as the member who clicked, and the thread gets a public
 * line naming them.
 */
import { followUp, reply, update } from './respond.ts';
import { refusal } from './draft-reply.ts';
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { gameById, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { askGmAction, confirmedAction, type DestructiveAction } from '../game/gm-confirm.ts';
import type { ComponentHandler } from './command.ts';
import { customIdOf, encodeCustomId, PREFIX } from './custom-id.ts';
import { runGmAction } from './gm-actions.ts';
import { displayNameOf } from './lobby-join.ts';

const argumentOf = (action: DestructiveAction): string | undefined => (action.kind === 'rollback' ? action.stepKey : action.kind === 'kick' ? action.userId : undefined);

/** The action a Confirm button names, or null for anything else. */
function actionFrom(kind: string, argument: string | undefined): DestructiveAction | null {
  if (kind === 'end' || kind === 'force') return argument === undefined ? { kind } : null;
  if (kind === 'rollback' && argument) return { kind, stepKey: argument };
  if (kind === 'kick' && argument !== undefined && /^\d{1,25}$/.test(argument)) return { kind, userId: argument };
  return null;
}

/** Asks `byUserId` to confirm `action` on `game`: the question and the buttons, or the refusal, privately. */
export async function askToConfirm(interaction: ChatInputCommandInteraction, ctx: GameContext, game: GameRow, action: DestructiveAction): Promise<void> {
  const asked = askGmAction(ctx, game.id, interaction.user.id, action);
  if (!asked.ok) {
    await reply(interaction, { ...refusal(asked.error, ''), flags: MessageFlags.Ephemeral });
    return;
  }
  const asking = { kind: 'gm-confirm', gameId: game.id, version: asked.value.version } as const;
  const argument = argumentOf(action);
  const confirmId = encodeCustomId({ ...asking, answer: action.kind, ...(argument === undefined ? {} : { argument }) });
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(confirmId).setLabel('Confirm').setStyle(ButtonStyle.Danger),
    new ButtonBuilder().setCustomId(encodeCustomId({ ...asking, answer: 'cancel' })).setLabel('Cancel').setStyle(ButtonStyle.Secondary),
  );
  // Names in the question are plain text: a player called "@everyone" must not ping anyone.
  await reply(interaction, { content: asked.value.question, components: [row], flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

async function confirm(interaction: ButtonInteraction, ctx: GameContext, gameId: number, version: number, action: DestructiveAction): Promise<void> {
  const game = gameById(ctx.db, gameId);
  const by = { id: interaction.user.id, name: displayNameOf(interaction) };
  const result = game ? confirmedAction(ctx, gameId, version, `/gm ${action.kind}`, () => runGmAction(ctx, game, by, action)) : null;
  if (!result?.ok) {
    await update(interaction, { ...(result ? refusal(result.error, '') : { content: 'That game no longer exists.' }), components: [] });
    return;
  }
  await update(interaction, { content: 'Done.', components: [] });
  // The thread sees who did it; names are plain text and must not ping.
  await followUp(interaction, { content: result.value, allowedMentions: { parse: [] } });
}

export const gmConfirm: ComponentHandler = {
  prefix: PREFIX['gm-confirm'],

  async button(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'gm-confirm');
    if (!id) {
      await reply(interaction, { content: 'That button is no longer in use.', flags: MessageFlags.Ephemeral });
      return;
    }
    if (id.answer === 'cancel') {
      await update(interaction, { content: 'Cancelled: nothing changed.', components: [] });
      return;
    }
    const action = actionFrom(id.answer, id.argument);
    if (!action) {
      await reply(interaction, { content: 'That button is no longer in use.', flags: MessageFlags.Ephemeral });
      return;
    }
    await confirm(interaction, { db: ctx.db, now: ctx.now }, id.gameId, id.version, action);
  },
};
