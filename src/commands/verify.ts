/** `/verify step`: recompute a resolved step's dice from its revealed seed and say whether everything matches. */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { gameByThread } from '../db/game-repo.ts';
import { verifyStep } from '../game/history.ts';
import type { SlashCommand } from './command.ts';
import { reply } from './respond.ts';
import { refusal } from './draft-reply.ts';

const mark = (ok: boolean): string => (ok ? '✔' : '✘');

export const verify: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('verify')
    .setDescription("Check a resolved step's dice against the seed committed before it opened")
    .addStringOption((o) => o.setName('step').setDescription('The step key from the summary, e.g. t3/fire').setRequired(true).setMaxLength(40))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    if (!game) {
      await reply(interaction, { content: "Run /verify in a game's thread.", flags: MessageFlags.Ephemeral });
      return;
    }
    const stepKey = interaction.options.getString('step', true).trim();
    const result = verifyStep({ db: ctx.db, now: ctx.now }, game.id, stepKey);
    if (!result.ok) {
      await reply(interaction, { ...refusal(result.error, ''), flags: MessageFlags.Ephemeral });
      return;
    }
    const v = result.value;
    const all = v.seedMatchesCommitment && v.rollsMatch && v.stateMatches;
    await reply(interaction, {
      content: [
        `**${v.stepKey}**: ${all ? 'every die checks out.' : 'something does not match: tell the GM.'}`,
        `${mark(v.seedMatchesCommitment)} the revealed seed matches the hash posted when the step opened`,
        `${mark(v.rollsMatch)} ${v.rolls} dice recomputed from the seed match the ones rolled`,
        `${mark(v.stateMatches)} resolving again gives the same result`,
      ].join('\n'),
      flags: MessageFlags.Ephemeral,
    });
  },
};
