/**
 * A local table for tests: the local Discord with the spec checks, the real bot on a temporary SQLite file, Salvo's
 * commands registered (as `npm run register` would), and the table's web server on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { COMMANDS } from '../../src/commands/index.ts';
import { startTableServer, type TableServer } from '../../src/local/web/table-server.ts';
import { startFakeDiscord, WAIT_CAP_MS, type FakeDiscord } from '../harness/fake-discord.ts';

export interface TestTable {
  discord: FakeDiscord;
  bot: RunningBot;
  server: TableServer;
  /** http://127.0.0.1:PORT (no trailing slash) */
  base: string;
  close(): Promise<void>;
}

/** `secret`: every game's dice secret, so a game plays the same dice each run (else each game rolls its own). */
export async function startTestTable({ secret }: { secret?: string } = {}): Promise<TestTable> {
  const discord = await startFakeDiscord();
  const dir = mkdtempSync(join(tmpdir(), 'salvo-table-'));
  // The commands belong to the local server's guild, registered before the bot starts (as `npm run register` is run
  // before the bot), so the bot reads their ids at start and names them as mentions.
  await new REST({ api: discord.apiBase }).setToken(discord.token).put(Routes.applicationGuildCommands(discord.appId, discord.guildId), { body: COMMANDS.map((c) => c.data) });
  const bot = await startBot({
    config: { token: discord.token, appId: discord.appId, devGuildId: discord.guildId, databasePath: join(dir, 'salvo.db'), logLevel: 'silent', apiBase: discord.apiBase },
    logger: createLogger('silent'),
    ...(secret ? { newSecret: () => secret } : {}),
  });
  const server = await startTableServer({ discord, port: 0 });
  return {
    discord,
    bot,
    server,
    base: server.url.replace(/\/$/, ''),
    async close() {
      await server.close();
      await bot.stop();
      await discord.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls until `probe` returns something truthy. */
export async function waitUntil<T>(what: string, probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = WAIT_CAP_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
