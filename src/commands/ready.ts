/**
 * `/ready`: lock in your orders for the open step, after saying what it would lock in that you may not mean
 * (ready-answer.ts); or, with undo, take the ready mark back.
 */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { setSeatReady } from '../game/step-cycle.ts';
import type { SlashCommand } from './command.ts';
import { refusal } from './draft-reply.ts';
import { askReady } from '../game/ready-check.ts';
import { readyReply } from './ready-answer.ts';
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
    const gctx = { db: ctx.db, now: ctx.now };
    if (interaction.options.getBoolean('undo') ?? false) {
      const result = setSeatReady(gctx, game.gameId, interaction.user.id, false);
      await reply(interaction, { ...(result.ok ? { content: 'Not ready any more: change your orders, then /ready again.' } : refusal(result.error, 'Not done')), flags: MessageFlags.Ephemeral });
      return;
    }
    await reply(interaction, { ...readyReply(askReady(gctx, game.gameId, interaction.user.id), 'Not done'), flags: MessageFlags.Ephemeral });
  },
};
