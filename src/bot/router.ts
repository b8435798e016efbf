/**
 * Routes each interaction to its command. Whatever a handler does, the user gets an answer: an exception
 * becomes an ephemeral "something went wrong (ref XXXX)" and a logged error carrying the same ref.
 */
import { randomInt } from 'node:crypto';
import { MessageFlags, type Interaction, type Message, type RepliableInteraction } from 'discord.js';
import { handleDirectMessage } from './direct-messages.ts';
import { storageFaultReply } from './storage-reply.ts';
import type { CommandContext, ComponentHandler, SlashCommand } from '../commands/command.ts';
import { answer, offerChoices, reply, replyTo } from '../commands/respond.ts';
import { prefixOf } from '../commands/custom-id.ts';

export interface Router {
  handle(interaction: Interaction): Promise<void>;
  /** A message sent to the bot in a DM (orders typed as text). */
  handleDirectMessage(message: Message): Promise<void>;
  /** Stops taking interactions and resolves once those in flight have finished. */
  drain(): Promise<void>;
}

// No 0/O or 1/I, so a ref read aloud or retyped is unambiguous.
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newErrorRef(): string {
  return Array.from({ length: 4 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
}

export const RESTARTING_TEXT = 'Salvo is restarting. Please try again in a minute.';

export function errorText(ref: string): string {
  return `Something went wrong (ref ${ref}). Please try again; if it keeps happening, give the bot's host this ref.`;
}

interface Handlers {
  byName: ReadonlyMap<string, SlashCommand>;
  byPrefix: ReadonlyMap<string, ComponentHandler>;
}

/** Runs the command or component handler the interaction is for; an unknown one is answered as no longer in use. */
async function dispatch(interaction: Interaction, handlers: Handlers, ctx: CommandContext): Promise<void> {
  const { byName, byPrefix } = handlers;
  if (interaction.isChatInputCommand()) {
    const command = byName.get(interaction.commandName);
    if (!command) {
      await reply(interaction, {
        content: `I don't know /${interaction.commandName}. The bot's host should run \`npm run register\`.`,
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    await command.execute(interaction, ctx);
  } else if (interaction.isAutocomplete()) {
    const command = byName.get(interaction.commandName);
    if (command?.autocomplete) await command.autocomplete(interaction, ctx);
    else await offerChoices(interaction, []);
  } else if (interaction.isButton() || interaction.isModalSubmit() || interaction.isStringSelectMenu()) {
    const handler = byPrefix.get(prefixOf(interaction.customId));
    if (interaction.isButton() && handler?.button) await handler.button(interaction, ctx);
    else if (interaction.isModalSubmit() && handler?.modal) await handler.modal(interaction, ctx);
    else if (interaction.isStringSelectMenu() && handler?.select) await handler.select(interaction, ctx);
    else await reply(interaction, { content: 'That button is no longer in use.', flags: MessageFlags.Ephemeral });
  } else if (interaction.isRepliable()) {
    await reply(interaction, { content: 'That control is no longer in use.', flags: MessageFlags.Ephemeral });
  }
}

/** Tells the user their interaction failed, with the ref that is also logged with the error. */
async function answerFailure(interaction: Interaction, error: unknown, ctx: CommandContext): Promise<void> {
  const ref = newErrorRef();
  ctx.logger.error(
    { err: error, ref, interactionId: interaction.id, kind: interaction.type, user: interaction.user.id, ...describe(interaction) },
    'interaction handler failed',
  );
  try {
    if (interaction.isAutocomplete()) {
      if (!interaction.responded) await offerChoices(interaction, []);
    } else if (interaction.isRepliable()) {
      await replyPrivately(interaction, storageFaultReply(error) ?? errorText(ref));
    }
  } catch (replyError) {
    ctx.logger.error({ err: replyError, ref }, 'could not tell the user about the failure');
  }
}

/**
 * `onHandled` runs after every interaction and DM: the bot uses it to send at once what the handler queued in the
 * outbox, instead of at the next poll.
 */
export function createRouter(commands: readonly SlashCommand[], ctx: CommandContext, components: readonly ComponentHandler[] = [], onHandled: () => void = () => undefined): Router {
  const handlers: Handlers = { byName: new Map(commands.map((c) => [c.data.name, c])), byPrefix: new Map(components.map((c) => [c.prefix, c])) };
  const inFlight = new Set<Promise<void>>();
  let draining = false;

  async function handle(interaction: Interaction): Promise<void> {
    if (draining) {
      if (interaction.isRepliable()) await replyPrivately(interaction, RESTARTING_TEXT).catch(() => undefined);
      else if (interaction.isAutocomplete()) await offerChoices(interaction, []).catch(() => undefined);
      return;
    }
    const run = dispatch(interaction, handlers, ctx).catch((error: unknown) => answerFailure(interaction, error, ctx));
    inFlight.add(run);
    try {
      await run;
    } finally {
      inFlight.delete(run);
      onHandled();
    }
  }

  async function handleMessage(message: Message): Promise<void> {
    if (draining || message.author.bot || message.inGuild()) return;
    const run = handleDirectMessage(message, ctx).catch(async (error: unknown) => {
      const ref = newErrorRef();
      ctx.logger.error({ err: error, ref, messageId: message.id, user: message.author.id }, 'direct message handler failed');
      await replyTo(message, { content: storageFaultReply(error) ?? errorText(ref) }).catch(() => undefined);
    });
    inFlight.add(run);
    try {
      await run;
    } finally {
      inFlight.delete(run);
      onHandled();
    }
  }

  return {
    handle,
    handleDirectMessage: handleMessage,
    async drain() {
      draining = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** Reply, edit the deferred reply, or follow up, whichever the interaction still allows. */
const replyPrivately = (interaction: RepliableInteraction, content: string): Promise<void> => answer(interaction, content);

function describe(interaction: Interaction): Record<string, string> {
  if (interaction.isChatInputCommand() || interaction.isAutocomplete()) return { command: interaction.commandName };
  if (interaction.isMessageComponent() || interaction.isModalSubmit()) return { customId: interaction.customId };
  return {};
}
