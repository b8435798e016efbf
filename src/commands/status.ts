/** `/status ship`: a ship's display sheet as an image, showing what the rules let you see. Used in a game's thread. */
import { plain } from '../game/posts/player-text.ts';
import { AttachmentBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { gameByThread } from '../db/game-repo.ts';
import { shipCardFor, shipNamesFor } from '../game/views.ts';
import { renderCardPng } from '../render/card/render-card.ts';
import type { SlashCommand } from './command.ts';
import { offerChoices, editReply, reply } from './respond.ts';
import { refusal } from './draft-reply.ts';

export const status: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('status')
    .setDescription("A ship's display sheet: tracks, damage and weapons")
    .addStringOption((o) => o.setName('ship').setDescription('The ship, by name').setRequired(true).setMaxLength(60).setAutocomplete(true))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    if (!game) {
      await reply(interaction, { content: "Run /status in a game's thread.", flags: MessageFlags.Ephemeral });
      return;
    }
    const card = shipCardFor({ db: ctx.db, now: ctx.now }, game.id, interaction.user.id, interaction.options.getString('ship', true));
    if (!card.ok) {
      await reply(interaction, { ...refusal(card.error, ''), flags: MessageFlags.Ephemeral });
      return;
    }
    // Rendering takes longer than Discord's 3 seconds allow on a busy host: answer first.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const png = await renderCardPng(card.value);
    await editReply(interaction, {
      content: [card.value.title, card.value.subtitle, ...card.value.lines].map(plain).join('\n'),
      files: [new AttachmentBuilder(png.data, { name: 'ship-card.png', description: card.value.title.slice(0, 100) })],
    });
  },

  async autocomplete(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    const typed = interaction.options.getFocused().toLowerCase();
    const names = game ? shipNamesFor({ db: ctx.db, now: ctx.now }, game.id, interaction.user.id) : [];
    await offerChoices(interaction, 
      names
        .filter((n) => n.toLowerCase().includes(typed))
        .slice(0, 25)
        .map((n) => ({ name: n.slice(0, 100), value: n.slice(0, 100) })),
    );
  },
};
