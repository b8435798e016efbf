/** `/plot orders:<text>`: send orders in the notation, privately, in the game thread or a DM (ux.md §2, §6). */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { sendOrders } from '../game/drafts.ts';
import type { SlashCommand } from './command.ts';
import { draftReply } from './draft-reply.ts';
import { whichGame } from './which-game.ts';
import { editReply, reply } from './respond.ts';

export const plot: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('plot')
    .setDescription('Send your orders for the open step (only you see the reply)')
    .addStringOption((o) => o.setName('orders').setDescription('e.g. "Majestic 2P2"; one line per ship, or several separated by ";"').setRequired(true).setMaxLength(1500))
    .addIntegerOption((o) => o.setName('game').setDescription('The game number, when you are in several').setMinValue(1))
    .toJSON(),

  async execute(interaction, ctx) {
    // Several ships on one line: "Majestic 2P2; Dauntless 3". Outside a game thread, the ships named pick the game.
    const text = interaction.options.getString('orders', true).replace(/;/g, '\n');
    const game = whichGame(ctx, interaction.user.id, interaction.channelId, interaction.options.getInteger('game'), text);
    if (!game.ok) {
      await reply(interaction, { content: game.message, flags: MessageFlags.Ephemeral });
      return;
    }
    // The player typed one line, so a refusal gives no line numbers (own-words.ts).
    const typed = interaction.options.getString('orders', true);
    const result = sendOrders({ db: ctx.db, now: ctx.now }, game.gameId, interaction.user.id, text, { asTyped: typed });
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await editReply(interaction, await draftReply({ db: ctx.db, now: ctx.now }, interaction.user.id, result));
  },
};
