/** The shape of one slash command: its builder and its handlers. Commands are listed in ./index.ts. */
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Db } from '../db/connection.ts';
import type { Logger } from 'pino';

/** What every handler may use. Handlers take what they need from here, never from globals. */
export interface CommandContext {
  db: Db;
  logger: Logger;
  version: string;
  /** When this process started taking interactions, for uptime. */
  startedAt: Date;
  now: () => Date;
}

export interface SlashCommand {
  /** The command as registered with Discord (a SlashCommandBuilder's toJSON()). */
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, ctx: CommandContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: CommandContext): Promise<void>;
}
