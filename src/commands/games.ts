/** `/games`: this server's games, newest first, with their threads and players. Only you see the list. */
import { plainName } from '../game/posts/player-text.ts';
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { gamesOfGuild, type GameListing } from '../game/lobby.ts';
import type { SlashCommand } from './command.ts';
import { reply } from './respond.ts';

const STATUS: Record<GameListing['status'], string> = { lobby: 'lobby open', active: 'running', paused: 'paused', ended: 'over' };
const LIMIT = 1900;

export function gameLine(g: GameListing): string {
  const where = g.threadId ? ` · <#${g.threadId}>` : '';
  const players = g.players.length > 0 ? g.players.map((p) => plainName(p)).join(', ') : 'no players yet';
  return `• **${g.heading}** · ${STATUS[g.status]}${where} · ${players}`;
}

export const games: SlashCommand = {
  data: new SlashCommandBuilder().setName('games').setDescription("This server's games: status, thread and players").toJSON(),

  async execute(interaction, ctx) {
    if (!interaction.inGuild()) {
      await reply(interaction, { content: 'Run /games in a server: it lists that server’s games. /mine works anywhere.', flags: MessageFlags.Ephemeral });
      return;
    }
    const listed = gamesOfGuild({ db: ctx.db, now: ctx.now }, interaction.guildId);
    if (listed.games.length === 0) {
      await reply(interaction, { content: 'No games on this server yet. Open one with `/game new` in a text channel.', flags: MessageFlags.Ephemeral });
      return;
    }
    // Whole lines only: stop before the message would pass Discord's limit and say how many are left out.
    const out = ['Games on this server, newest first:'];
    let shown = 0;
    for (const g of listed.games) {
      const line = gameLine(g).slice(0, 300);
      if ([...out, line].join('\n').length > LIMIT - 40) break;
      out.push(line);
      shown++;
    }
    const left = listed.games.length - shown;
    if (left > 0 || listed.more) out.push(listed.more ? '…and older games.' : `…and ${left} more.`);
    await reply(interaction, { content: out.join('\n'), flags: MessageFlags.Ephemeral });
  },
};
