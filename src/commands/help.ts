/** `/help` and `/help system`: how a game runs through the bot, and how to write one rule system's orders. */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { RULE_SYSTEMS } from '../game/rule-systems.ts';
import type { SlashCommand } from './command.ts';
import { HELP_OVERVIEW, systemHelp } from './help-text.ts';
import { reply } from './respond.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

export const help: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('help')
    .setDescription('How Salvo runs a game, or how to write orders for one rule system')
    .addStringOption((o) =>
      o
        .setName('system')
        .setDescription('A rule system, for its order notation with examples')
        .addChoices(...RULE_SYSTEMS.map((s) => ({ name: s.name, value: s.id }))),
    )
    .toJSON(),

  async execute(interaction) {
    const system = interaction.options.getString('system');
    const text = system === null ? HELP_OVERVIEW : (systemHelp(system) ?? `I have no help for "${cutGraphemes(system, 30)}"; pick ${RULE_SYSTEMS.map((s) => s.id).join(', ')}.`);
    await reply(interaction, { content: text, flags: MessageFlags.Ephemeral });
  },
};
