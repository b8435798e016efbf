/** `/mine`: every step, in every game on every server, still waiting on you, soonest deadline first. */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { owedBy } from '../game/views.ts';
import type { SlashCommand } from './command.ts';
import { reply } from './respond.ts';

export const mine: SlashCommand = {
  data: new SlashCommandBuilder().setName('mine').setDescription('What you still owe in every game, with deadlines').toJSON(),

  async execute(interaction, ctx) {
    const owed = owedBy({ db: ctx.db, now: ctx.now }, interaction.user.id);
    const lines = owed.map((o) => {
      // Discord shows <t:…:R> as "in 3 hours" in each reader's own time zone.
      const due = o.deadlineAt ? ` · due <t:${Math.floor(o.deadlineAt.getTime() / 1000)}:R>` : '';
      const draft = o.drafted ? ' · draft saved, not marked ready' : '';
      return `• **${o.title}** (game ${o.gameId}): ${o.stepTitle}${due}${draft}`;
    });
    const content = lines.length === 0 ? 'You owe nothing right now.' : ['You still owe:', ...lines].join("\n");
    await reply(interaction, { content, flags: MessageFlags.Ephemeral });
  },
};
