/**
 * `/fleet add | import | list | remove`: build your fleet in a game's lobby, in its thread. Every answer is private
 * and ends with the fleet's total against the scenario's limit and whatever still keeps the fleet from being legal.
 */
import { ActionRowBuilder, MessageFlags, ModalBuilder, SlashCommandBuilder, TextInputBuilder, TextInputStyle, type Attachment, type ChatInputCommandInteraction } from 'discord.js';
import { gameByThread } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { addShip, fleetOf, fleetShipChoices, importDesigns, removeShip, shipClassChoices, type FleetChanged, type FleetSummary } from '../game/lobby.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { CommandContext, ComponentHandler, SlashCommand } from './command.ts';
import { customIdOf, encodeCustomId, PREFIX } from './custom-id.ts';
import { answer, editReply, offerChoices, reply } from './respond.ts';
import { cutGraphemes, type MessageOptions } from './fit-message.ts';
import { refusal } from './draft-reply.ts';
import { plain } from '../game/posts/player-text.ts';
import { serviceError } from '../game/errors.ts';

/** The largest design file taken: a whole fleet of designs is a few kilobytes. */
export const MAX_IMPORT_BYTES = 100_000;
const FETCH_TIMEOUT_MS = 10_000;
const LIMIT = 1900;

const service = (ctx: CommandContext): GameContext => ({ db: ctx.db, now: ctx.now });

/** "Your fleet: 185 / 700 CR" (with the limits in words where the sides' differ), then each problem and need. */
export function fleetFooter(summary: FleetSummary): string[] {
  const limits = summary.limit === null && summary.totalLine ? ` · ${summary.totalLine}` : '';
  return [`Your fleet: ${summary.totalText}${limits}`, ...[...summary.problems, ...summary.needs].map((p) => `⚠ ${p}`)];
}

/** Joins lines, keeping the last ones (the total) whole when the list is too long for one message. */
function fit(head: string[], tail: string[]): string {
  const end = tail.map(plain).join('\n');
  let body = head.map(plain).join('\n');
  if (body.length + end.length + 1 > LIMIT) body = `${cutGraphemes(body, Math.max(0, LIMIT - end.length - 3))}…`;
  return body === '' ? end : `${body}\n${end}`;
}

const changedText = (changed: FleetChanged): string => fit([changed.note], fleetFooter(changed.summary));

/** The text of an uploaded design file, refused when it is too large or not text. */
export async function readAttachment(file: Pick<Attachment, 'url' | 'size' | 'name'>, fetchFn: typeof fetch = fetch): Promise<Result<string, RuleError[]>> {
  const tooBig = () => err([serviceError('ERR_IMPORT_SIZE', `"${file.name}" is larger than ${MAX_IMPORT_BYTES / 1000} kB; split it into smaller files.`)]);
  if (file.size > MAX_IMPORT_BYTES) return tooBig();
  let response: Response;
  try {
    response = await fetchFn(file.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return err([serviceError('ERR_IMPORT_FETCH', `I could not download "${file.name}"; try again, or paste the text into text: instead.`)]);
  }
  if (!response.ok) return err([serviceError('ERR_IMPORT_FETCH', `I could not download "${file.name}" (HTTP ${response.status}); try again, or paste the text instead.`)]);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_IMPORT_BYTES) return tooBig();
  if (bytes.includes(0)) return err([serviceError('ERR_IMPORT_BINARY', `"${file.name}" is not a text file; send Drake notation or JSON as .txt or .json.`)]);
  return ok(new TextDecoder('utf-8').decode(bytes));
}

type Answer = MessageOptions | string;

/** Imports the designs however they came (typed, a file, the paste modal): one path, one answer. */
function importAnswer(ctx: CommandContext, gameId: number, user: string, text: string): Answer {
  const imported = importDesigns(service(ctx), gameId, user, text);
  return imported.ok ? changedText(imported.value) : refusal(imported.error, 'Nothing was imported');
}

/** Discord's limit on a paragraph text input. */
const PASTE_MAX = 4000;

/**
 * The modal `/fleet import` opens when given neither text nor a file: a paragraph field keeps the line breaks of
 * pasted Drake notation, which a slash command's option loses.
 */
export function importModal(gameId: number): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId('designs')
    .setLabel('Ship designs (Drake notation or JSON)')
    .setStyle(TextInputStyle.Paragraph)
    .setRequired(true)
    .setMaxLength(PASTE_MAX)
    .setPlaceholder('Paste one or more designs, line breaks and all');
  return new ModalBuilder()
    .setCustomId(encodeCustomId({ kind: 'fleet-import', gameId }))
    .setTitle('Import ship designs')
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
}

/** The paste modal's submission: the same import, the same answer, as typed text. */
export const fleetImportModal: ComponentHandler = {
  prefix: PREFIX['fleet-import'],
  async modal(interaction, ctx) {
    const id = customIdOf(interaction.customId, 'fleet-import');
    if (!id) return answer(interaction, { content: 'That form is from an old message; run /fleet import again.' });
    await answer(interaction, importAnswer(ctx, id.gameId, interaction.user.id, interaction.fields.getTextInputValue('designs')));
  },
};

async function run(interaction: ChatInputCommandInteraction, ctx: CommandContext, gameId: number): Promise<Answer> {
  const user = interaction.user.id;
  const show = (r: Result<FleetChanged, RuleError[]>): Answer => (r.ok ? changedText(r.value) : refusal(r.error, 'Not done'));
  switch (interaction.options.getSubcommand(true)) {
    case 'add':
      return show(addShip(service(ctx), gameId, user, interaction.options.getString('ship', true), interaction.options.getString('name') ?? undefined));
    case 'remove':
      return show(removeShip(service(ctx), gameId, user, interaction.options.getString('ship', true)));
    case 'import': {
      const file = interaction.options.getAttachment('file');
      const typed = interaction.options.getString('text');
      let text = typed ?? '';
      if (file) {
        const read = await readAttachment(file);
        if (!read.ok) return refusal(read.error, 'Not read');
        text = typed ? `${typed}\n${read.value}` : read.value;
      }
      return importAnswer(ctx, gameId, user, text);
    }
    case 'list': {
      const fleet = fleetOf(service(ctx), gameId, user);
      if (!fleet.ok) return refusal(fleet.error, 'Not now');
      const given = fleet.value.givenBy ? [`The scenario gives your side its ships: ${fleet.value.givenBy}`] : null;
      const head = fleet.value.ships.length > 0 ? fleet.value.ships : (given ?? ['No ships yet: add them with /fleet add ship: (type to see the classes) or /fleet import.']);
      return fit(head, fleetFooter(fleet.value));
    }
  }
  return 'I only know /fleet add, import, list and remove.';
}

export const fleet: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('fleet')
    .setDescription('Build your fleet in the lobby of this thread’s game')
    .addSubcommand((sub) =>
      sub
        .setName('add')
        .setDescription('Add a ship of a class from the library or your own designs')
        .addStringOption((o) => o.setName('ship').setDescription('The class').setRequired(true).setMaxLength(100).setAutocomplete(true))
        .addStringOption((o) => o.setName('name').setDescription('A name for the ship (default: the class name)').setMaxLength(40)),
    )
    .addSubcommand((sub) =>
      sub
        .setName('import')
        .setDescription('Import ship designs (Drake notation or JSON) and add them to your fleet')
        .addStringOption((o) => o.setName('text').setDescription('The designs as text (leave empty to paste them in a form that keeps line breaks)').setMaxLength(6000))
        .addAttachmentOption((o) => o.setName('file').setDescription('A .txt or .json file with the designs (up to 100 kB)')),
    )
    .addSubcommand((sub) => sub.setName('list').setDescription('Your fleet, its total and the limit'))
    .addSubcommand((sub) =>
      sub
        .setName('remove')
        .setDescription('Take a ship out of your fleet')
        .addStringOption((o) => o.setName('ship').setDescription('The ship').setRequired(true).setMaxLength(100).setAutocomplete(true)),
    )
    .toJSON(),

  async execute(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    if (!game) {
      await reply(interaction, { content: "Run /fleet in your game's thread (/games lists them).", flags: MessageFlags.Ephemeral });
      return;
    }
    const importing = interaction.options.getSubcommand(false) === 'import';
    // Nothing given: a modal to paste into, which keeps line breaks.
    if (importing && !interaction.options.getAttachment('file') && !interaction.options.getString('text')) {
      await interaction.showModal(importModal(game.id));
      return;
    }
    // Downloading a file can take longer than Discord's 3 seconds.
    if (importing && interaction.options.getAttachment('file')) {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await editReply(interaction, await run(interaction, ctx, game.id));
      return;
    }
    await answer(interaction, await run(interaction, ctx, game.id));
  },

  async autocomplete(interaction, ctx) {
    const game = gameByThread(ctx.db, interaction.channelId);
    const typed = interaction.options.getFocused().trim().toLowerCase();
    const sub = interaction.options.getSubcommand(false);
    const all = !game ? [] : sub === 'remove' ? fleetShipChoices(service(ctx), game.id, interaction.user.id) : shipClassChoices(service(ctx), game.id, interaction.user.id);
    await offerChoices(interaction, 
      all
        .filter((c) => c.name.toLowerCase().includes(typed) || c.value.toLowerCase().includes(typed))
        .slice(0, 25),
    );
  },
};
