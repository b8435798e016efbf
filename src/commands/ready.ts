/** `/ready`: lock in your orders for the open step (or, with undo, take the ready mark back). */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { setSeatReady } from '../game/step-cycle.ts';
import type { SlashCommand } from './command.ts';
import { refusal } from './draft-reply.ts';
import { readyText } from './order-controls.ts';
import { whichGame } from './which-game.ts';
import { reply } from './respond.ts';

export const ready: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('ready')
    .setDescription('Lock in your orders for the open step')
    .addBooleanOption((o) => o.setName('undo').setDescription('Take your ready mark back to change your orders'))
    .addIntegerOption((o) => o.setName('game').setDescription('The game number, when you are in several').setMinValue(1))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = whichGame(ctx, interaction.user.id, interaction.channelId, interaction.options.getInteger('game'));
    if (!game.ok) {
      await reply(interaction, { content: game.message, flags: MessageFlags.Ephemeral });
      return;
    }
    const undo = interaction.options.getBoolean('undo') ?? false;
    const result = setSeatReady({ db: ctx.db, now: ctx.now }, game.gameId, interaction.user.id, !undo);
    const message = !result.ok ? refusal(result.error, 'Not done') : { content: undo ? 'Not ready any more: change your orders, then /ready again.' : readyText(result.value.resolved) };
    await reply(interaction, { ...message, flags: MessageFlags.Ephemeral });
  },
};
