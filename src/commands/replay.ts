/**
 * `/replay [game]`: an animated GIF of the battle so far, every resolved step as everyone saw it (the public view),
 * only to you. The game is this thread's, or the one named; a game of another server is named only by those who
 * play or run it. Drawing takes seconds, in a worker thread: the reply is deferred first.
 */
import { AttachmentBuilder, MessageFlags, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { gameById, seatsOf, type GameRow } from '../db/game-repo.ts';
import { isGm } from '../game/gm-powers.ts';
import { plain } from '../game/posts/player-text.ts';
import type { CommandContext, SlashCommand } from './command.ts';
import { refusal } from './draft-reply.ts';
import { gameReplay, replayLength } from './replay-gif.ts';
import { editReply, reply } from './respond.ts';
import { whichGame } from './which-game.ts';

/** The game asked for, when this user may see it here. */
function gameFor(interaction: ChatInputCommandInteraction, ctx: CommandContext): GameRow | string {
  const named = interaction.options.getInteger('game');
  const found = whichGame(ctx, interaction.user.id, interaction.channelId, named);
  if (!found.ok) return "Run /replay in a game's thread, or name the game: /replay game:12.";
  const game = gameById(ctx.db, found.gameId);
  const userId = interaction.user.id;
  const mine = game ? isGm(ctx.db, game, userId) || seatsOf(ctx.db, game.id).some((s) => s.userId === userId) : false;
  if (!game || (game.guildId !== interaction.guildId && !mine)) return `There is no game ${found.gameId} here.`;
  return game;
}

export const replay: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('replay')
    .setDescription('An animated replay of the battle so far, only to you')
    .addIntegerOption((o) => o.setName('game').setDescription("The game number, outside the game's thread").setMinValue(1))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameFor(interaction, ctx);
    if (typeof game === 'string') {
      await reply(interaction, { content: game, flags: MessageFlags.Ephemeral });
      return;
    }
    // Drawing a whole battle takes seconds: answer Discord first.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const built = await gameReplay(ctx.db, game.id);
    if (!built.ok) {
      await editReply(interaction, refusal(built.error, ''));
      return;
    }
    await editReply(interaction, {
      content: `**Game ${game.id} · ${plain(game.title)}** · replay, ${replayLength(built.value)}`,
      files: [new AttachmentBuilder(built.value.gif, { name: `game-${game.id}-replay.gif`, description: 'Animated replay of the battle' })],
    });
  },
};
