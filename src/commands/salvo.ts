/** `/salvo about`: what this bot is, which rule systems it runs, and how long it has been up. */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { RULE_SYSTEMS } from '../game/rule-systems.ts';
import type { CommandContext, SlashCommand } from './command.ts';
import { formatDuration } from './format-duration.ts';
import { reply } from './respond.ts';

export function aboutText(ctx: Pick<CommandContext, 'version' | 'startedAt' | 'now'>): string {
  const systems = RULE_SYSTEMS.map((s) => `• ${s.name} (${s.book})${s.playable ? ': playable' : ': coming soon'}`);
  return [
    `**Salvo ${ctx.version}**: a referee for play-by-post starship battles.`,
    'Rule systems:',
    ...systems,
    `Up for ${formatDuration(ctx.now().getTime() - ctx.startedAt.getTime())}.`,
  ].join('\n');
}

export const salvo: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('salvo')
    .setDescription('About Salvo, the starship battle referee')
    .addSubcommand((sub) => sub.setName('about').setDescription('Version, rule systems and uptime'))
    .toJSON(),

  async execute(interaction, ctx) {
    // Only one subcommand so far; getSubcommand(true) throws (and the router answers) on anything else.
    interaction.options.getSubcommand(true);
    await reply(interaction, { content: aboutText(ctx), flags: MessageFlags.Ephemeral });
  },
};
