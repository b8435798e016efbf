/**
 * The GM's answer to posts Discord refused for good (src/game/undelivered.ts): `/gm undelivered` lists them,
 * `/gm retry` sends them again, and `/gm move game:<n>`, run in a text channel, gives a game whose thread is gone a
 * new thread there.
 */
import { ChannelType, MessageFlags, ThreadAutoArchiveDuration, type ChatInputCommandInteraction } from 'discord.js';
import { gameById, gameByThread } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { moveGame, retryForGm, undeliveredForGm } from '../game/undelivered.ts';
import { plain } from '../game/posts/player-text.ts';
import type { CommandContext } from './command.ts';
import { refusal } from './draft-reply.ts';
import { displayNameOf } from './lobby-join.ts';
import { editReply, reply } from './respond.ts';

export const DELIVERY_SUBCOMMANDS: ReadonlySet<string> = new Set(['undelivered', 'retry', 'move']);

const privately = (interaction: ChatInputCommandInteraction, content: string) => reply(interaction, { content, flags: MessageFlags.Ephemeral });

export async function deliveryCommand(interaction: ChatInputCommandInteraction, ctx: CommandContext): Promise<void> {
  const service: GameContext = { db: ctx.db, now: ctx.now };
  const sub = interaction.options.getSubcommand(true);
  if (sub === 'move') return move(interaction, ctx, service);
  const game = gameByThread(ctx.db, interaction.channelId);
  if (!game) return privately(interaction, "Run /gm in a game's thread.");
  if (sub === 'undelivered') {
    const lines = undeliveredForGm(service, game.id, interaction.user.id);
    if (!lines.ok) return reply(interaction, { ...refusal(lines.error, ''), flags: MessageFlags.Ephemeral });
    const content = lines.value.length === 0 ? 'Every post of this game reached Discord.' : ['Discord refused these for good (`/gm retry` sends them again):', ...lines.value].join('\n');
    return privately(interaction, content);
  }
  const retried = retryForGm(service, game.id, interaction.user.id);
  if (!retried.ok) return reply(interaction, { ...refusal(retried.error, ''), flags: MessageFlags.Ephemeral });
  const n = retried.value;
  if (n === 0) return privately(interaction, 'There is nothing undelivered to send again.');
  await reply(interaction, `${plain(displayNameOf(interaction))} sent ${n === 1 ? 'an undelivered post' : `${n} undelivered posts`} again.`);
}

/** Opens a thread in this channel and moves the game there; the thread is deleted again if the move is refused. */
async function move(interaction: ChatInputCommandInteraction, ctx: CommandContext, service: GameContext): Promise<void> {
  const number = interaction.options.getInteger('game', true);
  const game = gameById(ctx.db, number);
  const channel = interaction.channel;
  if (!game || game.guildId !== interaction.guildId) return privately(interaction, `There is no game ${number} on this server.`);
  if (!channel || channel.type !== ChannelType.GuildText) return privately(interaction, 'Run /gm move in a text channel: the game gets a new thread there.');
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const thread = await channel.threads.create({ name: game.title.slice(0, 100), type: ChannelType.PublicThread, autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek, reason: `Salvo game ${game.id} moved` });
  const moved = moveGame(service, game.id, interaction.user.id, { channelId: channel.id, threadId: thread.id });
  if (!moved.ok) {
    await thread.delete().catch((error: unknown) => ctx.logger.warn({ err: error, threadId: thread.id }, 'could not delete the unused thread'));
    return editReply(interaction, refusal(moved.error, 'Not moved'));
  }
  const resumed = moved.value.resumed ? ' The game runs again; the open step has the time it had left.' : '';
  await editReply(interaction, `Game ${game.id} now lives in <#${thread.id}>.${resumed}`);
}
