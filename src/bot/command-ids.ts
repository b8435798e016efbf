/**
 * At start, reads the ids Discord gave Salvo's registered commands, so texts can name commands as clickable
 * mentions (src/commands/command-mention.ts). Global commands first; when none are registered globally, those of
 * the development server (DEV_GUILD_ID). A failure is logged and changes nothing: commands stay plain "/plot".
 */
import type { ApplicationCommand, ApplicationCommandOption, Client } from 'discord.js';
import type { Logger } from 'pino';
import { learnCommandIds, type RegisteredCommand } from '../commands/command-mention.ts';

const innerOptions = (o: ApplicationCommandOption): { type: number; name: string }[] =>
  'options' in o && Array.isArray(o.options) ? o.options.map((s: ApplicationCommandOption) => ({ type: s.type, name: s.name })) : [];

const plainCommand = (c: ApplicationCommand): RegisteredCommand => ({
  id: c.id,
  name: c.name,
  options: c.options.map((o) => ({ type: o.type, name: o.name, options: innerOptions(o) })),
});

export async function learnRegisteredCommands(client: Client<true>, devGuildId: string | undefined, logger: Logger): Promise<void> {
  try {
    let list: ApplicationCommand[] = [...(await client.application.commands.fetch()).values()];
    if (list.length === 0 && devGuildId) list = [...(await client.application.commands.fetch({ guildId: devGuildId })).values()];
    learnCommandIds(list.map(plainCommand));
    logger.info({ commands: list.length }, 'command ids read for mentions');
  } catch (error) {
    logger.warn({ err: error }, 'could not read the registered commands; commands are named as plain text');
  }
}
