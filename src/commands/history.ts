/**
 * `/history turn`: what everyone saw happen in one turn of this thread's game, privately. Turn 0 is the setup
 * (deployment). Only resolved steps count (void steps from a rollback are not the game's story), and only public
 * events: an event meant for some seats is left out, even for those seats, so the record reads the same for all.
 * When the turn does not fit one message, the reply shows the first lines of every step and attaches the rest.
 */
import { plain } from '../game/posts/player-text.ts';
import { AttachmentBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { gameByThread } from '../db/game-repo.ts';
import { turnRecord, type TurnRecord } from '../game/turn-record.ts';
import type { SlashCommand } from './command.ts';
import { reply } from './respond.ts';
import { refusal } from './draft-reply.ts';

/** Room for the reply, under Discord's 2,000 characters. */
const LIMIT = 1900;

const heading = (record: TurnRecord): string => (record.turn === 0 ? 'Setup (turn 0)' : `${record.unit ?? 'Turn'} ${record.turn}`);
const verifyHint = (record: TurnRecord): string => `Check the dice with /verify step:${record.steps[record.steps.length - 1]?.key ?? ''} (or any step key above).`;

/** The whole record as plain text, for the attachment. */
export function recordText(record: TurnRecord): string {
  const blocks = record.steps.map((s) => [`${s.title} (${s.key})`, ...(s.lines.length > 0 ? s.lines : ['(nothing public)'])].join('\n'));
  return [`${heading(record)}: what everyone saw`, ...blocks, verifyHint(record)].join('\n\n');
}

/**
 * The reply: the whole record when it fits, else every step's heading with as many of its first lines as fit,
 * shared out a line at a time so no step is crowded out by a long one before it.
 */
export function recordMessage(raw: TurnRecord, fileName: string): { content: string; condensed: boolean } {
  // What the rules wrote quotes player names: it goes into the message as plain text (the attachment keeps it raw).
  const record = { ...raw, steps: raw.steps.map((s) => ({ ...s, lines: s.lines.map(plain) })) };
  const head = `**${heading(record)}**: what everyone saw`;
  const full = [head, ...record.steps.flatMap((s) => [`**${s.title}** (${s.key})`, ...(s.lines.length > 0 ? s.lines : ['(nothing public)'])]), verifyHint(record)].join('\n');
  if (full.length <= LIMIT) return { content: full, condensed: false };

  const tail = `Full record attached: ${fileName}.`;
  const stepHeads = record.steps.map((s) => `**${s.title}** (${s.key})`);
  // Each step may need a "… n more" line (at most 14 characters with its newline).
  let budget = LIMIT - head.length - tail.length - 1 - stepHeads.reduce((n, h) => n + h.length + 1, 0) - 14 * record.steps.length;
  const shown = record.steps.map(() => 0);
  for (let progress = true; progress; ) {
    progress = false;
    record.steps.forEach((s, i) => {
      const next = s.lines[shown[i] ?? 0];
      if (next === undefined || next.length + 1 > budget) return;
      budget -= next.length + 1;
      shown[i] = (shown[i] ?? 0) + 1;
      progress = true;
    });
  }
  const body = record.steps.flatMap((s, i) => {
    const n = shown[i] ?? 0;
    const more = s.lines.length - n;
    return [stepHeads[i] ?? '', ...s.lines.slice(0, n), ...(more > 0 ? [`… ${more} more`] : [])];
  });
  // A turn of very many steps may not fit even its headings: cut at a line break, the attachment has it all.
  let text = [head, ...body].join('\n');
  const room = LIMIT - tail.length - 3;
  if (text.length > room) text = `${text.slice(0, Math.max(0, text.lastIndexOf('\n', room)))}\n…`;
  return { content: `${text}\n${tail}`, condensed: true };
}

export const history: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('history')
    .setDescription('What everyone saw happen in one turn of this game')
    .addIntegerOption((o) => o.setName('turn').setDescription('The turn number; 0 is the setup').setRequired(true).setMinValue(0).setMaxValue(9999))
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    if (!game) {
      await reply(interaction, { content: "Run /history in a game's thread.", flags: MessageFlags.Ephemeral });
      return;
    }
    const record = turnRecord(ctx.db, game.id, interaction.options.getInteger('turn', true));
    if (!record.ok) {
      await reply(interaction, { ...refusal(record.error, ''), flags: MessageFlags.Ephemeral });
      return;
    }
    const fileName = `turn-${record.value.turn}.txt`;
    const message = recordMessage(record.value, fileName);
    await reply(interaction, {
      content: message.content,
      files: message.condensed ? [new AttachmentBuilder(Buffer.from(recordText(record.value), 'utf8'), { name: fileName })] : [],
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    });
  },
};
