/** `/help` and `/help system`: how a game runs through the bot, and how to write one rule system's orders. */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { RULE_SYSTEMS } from '../game/rule-systems.ts';
import type { SlashCommand } from './command.ts';
import { HELP_OVERVIEW, optionsHelp, systemHelp } from './help-text.ts';
import { followUp, reply } from './respond.ts';
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
    .addStringOption((o) =>
      o
        .setName('topic')
        .setDescription('With a system: its order notation (the default) or what each optional rule does')
        .addChoices({ name: 'Orders and notation', value: 'orders' }, { name: 'Optional rules', value: 'options' }),
    )
    .toJSON(),

  async execute(interaction) {
    const system = interaction.options.getString('system');
    const pages = system !== null && interaction.options.getString('topic') === 'options' ? optionsHelp(system) : undefined;
    if (pages) {
      await reply(interaction, { content: pages[0] ?? '', flags: MessageFlags.Ephemeral });
      for (const page of pages.slice(1)) await followUp(interaction, { content: page, flags: MessageFlags.Ephemeral });
      return;
    }
    const text = system === null ? HELP_OVERVIEW : (systemHelp(system) ?? `I have no help for "${cutGraphemes(system, 30)}"; pick ${RULE_SYSTEMS.map((s) => s.id).join(', ')}.`);
    await reply(interaction, { content: text, flags: MessageFlags.Ephemeral });
  },
};
