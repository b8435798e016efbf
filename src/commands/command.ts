/** The shape of one slash command: its builder and its handlers. Commands are listed in ./index.ts. */
import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
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
  /** Tests only: the dice secret of each new game (default: 32 random bytes). */
  newSecret?: () => string;
}

export interface SlashCommand {
  /** The command as registered with Discord (a SlashCommandBuilder's toJSON()). */
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, ctx: CommandContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: CommandContext): Promise<void>;
}

/**
 * Buttons, string select menus and modals. A custom_id is `prefix:arg:arg…` (at most 100 characters); the router splits it and
 * calls the handler registered for the prefix. Arguments are plain ids, checked by the handler like any input.
 */
export interface ComponentHandler {
  /** "join" handles "join:12:A". Letters and dashes only. */
  readonly prefix: string;
  button?(interaction: ButtonInteraction, args: readonly string[], ctx: CommandContext): Promise<void>;
  modal?(interaction: ModalSubmitInteraction, args: readonly string[], ctx: CommandContext): Promise<void>;
  /** A pick in a string select menu: `interaction.values` holds the picked values. */
  select?(interaction: StringSelectMenuInteraction, args: readonly string[], ctx: CommandContext): Promise<void>;
}

/** Builds a custom_id for a ComponentHandler. */
export const customId = (prefix: string, ...args: (string | number)[]): string => [prefix, ...args].join(':').slice(0, 100);
