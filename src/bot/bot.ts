/** Wires the Discord client, the database and the router together, and takes them apart again in order. */
import { Client, Events, GatewayIntentBits, Partials } from 'discord.js';
import type { Logger } from 'pino';
import { openDatabase } from '../db/connection.ts';
import type { SlashCommand } from '../commands/command.ts';
import { COMMANDS, COMPONENTS } from '../commands/index.ts';
import { installDiscordPosts } from '../commands/discord-posts.ts';
import type { Config } from './config.ts';
import { learnRegisteredCommands } from './command-ids.ts';
import { startOutboxLoop } from './outbox-dispatcher.ts';
import { createRouter } from './router.ts';
import { startScheduler } from './scheduler.ts';
import { VERSION } from './version.ts';

export interface RunningBot {
  client: Client<true>;
  /** Stop taking interactions, let those in flight finish, close the database, leave the gateway. */
  stop(): Promise<void>;
}

export interface BotOptions {
  config: Config;
  logger: Logger;
  /** The commands to serve; tests add their own. */
  commands?: readonly SlashCommand[];
  now?: () => Date;
  /** Tests only: every new game's dice secret, so an end-to-end game plays the same dice each run. */
  newSecret?: () => string;
}

export function createClient(config: Pick<Config, 'apiBase'>): Client {
  return new Client({
    // Guilds: threads and channels of the games. DirectMessages: orders typed in a DM. Neither is privileged.
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    // DM channels are not cached until a message arrives in them.
    partials: [Partials.Channel],
    ...(config.apiBase ? { rest: { api: config.apiBase } } : {}),
  });
}

export async function startBot({ config, logger, commands = COMMANDS, now = () => new Date(), newSecret }: BotOptions): Promise<RunningBot> {
  // The game composes its posts' buttons and timestamps in Discord's format from here on.
  installDiscordPosts();
  const database = openDatabase(config.databasePath);
  logger.info({ databasePath: config.databasePath }, 'database ready');
  // The outbox loop starts once the client is ready; until then there is nothing to nudge.
  let nudgeOutbox = (): void => undefined;
  const router = createRouter(commands, { db: database.db, logger, version: VERSION, startedAt: now(), now, ...(newSecret ? { newSecret } : {}) }, COMPONENTS, () => nudgeOutbox());
  const client = createClient(config);
  client.on(Events.InteractionCreate, (interaction) => void router.handle(interaction));
  client.on(Events.MessageCreate, (message) => void router.handleDirectMessage(message));
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  client.on(Events.Warn, (message) => logger.warn({ message }, 'discord client warning'));

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  try {
    await client.login(config.token);
  } catch (error) {
    database.close();
    await client.destroy();
    throw error;
  }
  const readyClient = await ready;
  logger.info({ user: readyClient.user.tag, guilds: readyClient.guilds.cache.size }, 'connected to Discord');
  // Texts name commands as clickable mentions once their ids are known (src/commands/command-mention.ts).
  await learnRegisteredCommands(readyClient, config.devGuildId, logger);
  // Posts queued by the game service go out after their transaction commits; deadlines are checked every minute
  // and once now, to catch up on any that passed while the bot was down.
  const outbox = startOutboxLoop({ db: database.db, client: readyClient, logger, now });
  nudgeOutbox = () => outbox.nudge();
  const scheduler = startScheduler({ ctx: { db: database.db, now }, logger, onTick: () => outbox.nudge() });

  let stopping: Promise<void> | undefined;
  return {
    client: readyClient,
    stop() {
      stopping ??= (async () => {
        await router.drain();
        await scheduler.stop();
        await outbox.stop();
        database.close();
        await client.destroy();
      })();
      return stopping;
    },
  };
}
