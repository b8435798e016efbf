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
 * Buttons, string select menus and modals. Their custom ids are written and read by one codec (./custom-id.ts); the
 * router calls the handler registered for the id's prefix, and the handler decodes the id (customIdOf).
 */
export interface ComponentHandler {
  /** "join" handles "join:12:A": one of custom-id.ts's PREFIX values. */
  readonly prefix: string;
  button?(interaction: ButtonInteraction, ctx: CommandContext): Promise<void>;
  modal?(interaction: ModalSubmitInteraction, ctx: CommandContext): Promise<void>;
  /** A pick in a string select menu: `interaction.values` holds the picked values. */
  select?(interaction: StringSelectMenuInteraction, ctx: CommandContext): Promise<void>;
}
