/**
 * `/plot orders:<text>`: send orders in the notation, privately, in the game thread or a DM (docs/playing.md §2, §6).
 * Given no orders, it opens the "Write orders" modal (order-controls.ts): a paragraph field, pre-filled with the draft,
 * that keeps the line breaks a slash command's option loses, and sends through the same path.
 */
import { MessageFlags, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { guideFor, sendOrders } from '../game/drafts.ts';
import type { CommandContext, SlashCommand } from './command.ts';
import { draftReply, refusal } from './draft-reply.ts';
import { writeModal } from './order-controls.ts';
import { whichGame } from './which-game.ts';
import { editReply, reply } from './respond.ts';

export const plot: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('plot')
    .setDescription('Send your orders for the open step (only you see the reply)')
    .addStringOption((o) => o.setName('orders').setDescription('e.g. "Majestic 2P2"; several separated by ";". Leave empty to write them in a form').setMaxLength(1500))
    .addIntegerOption((o) => o.setName('game').setDescription('The game number, when you are in several').setMinValue(1))
    .toJSON(),

  async execute(interaction, ctx) {
    const typed = interaction.options.getString('orders');
    if (typed === null || typed.trim() === '') return openWriteModal(interaction, ctx);
    // Several ships on one line: "Majestic 2P2; Dauntless 3". Outside a game thread, the ships named pick the game.
    const text = typed.replace(/;/g, '\n');
    const game = whichGame(ctx, interaction.user.id, interaction.channelId, interaction.options.getInteger('game'), text);
    if (!game.ok) {
      await reply(interaction, { content: game.message, flags: MessageFlags.Ephemeral });
      return;
    }
    // The player typed one line, so a refusal gives no line numbers (own-words.ts).
    const result = sendOrders({ db: ctx.db, now: ctx.now }, game.gameId, interaction.user.id, text, { asTyped: typed });
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await editReply(interaction, await draftReply({ db: ctx.db, now: ctx.now }, interaction.user.id, result));
  },
};

/** `/plot` with no orders: the whole draft in a modal, for the game this place or the player's one open step names. */
async function openWriteModal(interaction: ChatInputCommandInteraction, ctx: CommandContext): Promise<void> {
  const game = whichGame(ctx, interaction.user.id, interaction.channelId, interaction.options.getInteger('game'));
  if (!game.ok) {
    await reply(interaction, { content: game.message, flags: MessageFlags.Ephemeral });
    return;
  }
  const guided = guideFor({ db: ctx.db, now: ctx.now }, game.gameId, interaction.user.id);
  if (!guided.ok) {
    await reply(interaction, { ...refusal(guided.error, 'Not now'), flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.showModal(writeModal(game.gameId, guided.value));
}
