/**
 * The local table (`npm start` with no DISCORD_TOKEN): the real bot against the Discord-compatible server of
 * ./discord on 127.0.0.1, and a web page where one person plays every seat. Games live in the usual database, and
 * so does the local Discord's own state (users, channels, messages, files), saved with every change, so a restart
 * (or a crash) comes back to the same page.
 */
import { REST, Routes } from 'discord.js';
import type { Logger } from 'pino';
import { startBot, type RunningBot } from '../bot/bot.ts';
import type { TableConfig } from '../bot/config.ts';
import { registrationBody } from '../commands/index.ts';
import { openDatabase } from '../db/connection.ts';
import { startLocalDiscord, type LocalDiscord } from './discord/local-discord.ts';
import { loadLocalDiscord, saveLocalDiscord } from './table-store.ts';
import { startTableServer } from './web/table-server.ts';

export interface LocalTable {
  url: string;
  bot: RunningBot;
  stop(): Promise<void>;
}

export async function startLocalTable({ config, logger }: { config: TableConfig; logger: Logger }): Promise<LocalTable> {
  const store = openDatabase(config.databasePath);
  // Saved before each answer to the bot (so a crash never loses a message the bot thinks it posted), and after each
  // change the page makes (a new user, a typed DM).
  // Only the bot's requests and the page's actions call it, and both start after `discord` is set.
  const save = (): void => saveLocalDiscord(store.db, discord.snapshot(), discord.files, new Date());
  const discord: LocalDiscord = await startLocalDiscord({
    saved: loadLocalDiscord(store.db),
    recordRequests: false,
    persist: () => save(),
    // A full or read-only disk: the change stands and is answered once; the next save that works keeps it.
    persistFailed: (error, request) => logger.error({ err: error, method: request.method, path: request.path }, 'could not save the local table'),
  });
  const stopWatching = discord.onChange(() => {
    try {
      save();
    } catch (error) {
      logger.error({ err: error }, 'could not save the local table');
    }
  });

  // Registered globally, as `npm run register -- --global` does, so /plot, /fire and /ready work in DMs too; the local
  // server shows them at once.
  await new REST({ api: discord.apiBase }).setToken(discord.token).put(Routes.applicationCommands(discord.appId), { body: registrationBody() });
  const bot = await startBot({
    config: { token: discord.token, appId: discord.appId, devGuildId: discord.guildId, databasePath: config.databasePath, logLevel: config.logLevel, apiBase: discord.apiBase },
    logger,
  });
  const web = await startTableServer({ discord, port: config.port });
  save();

  let stopping: Promise<void> | undefined;
  return {
    url: web.url,
    bot,
    stop() {
      stopping ??= (async () => {
        await web.close();
        await bot.stop();
        stopWatching();
        save();
        await discord.close();
        store.close();
      })();
      return stopping;
    },
  };
}
