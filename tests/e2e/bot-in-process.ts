/**
 * The bot in this process against the fake Discord, on a real SQLite file in a temp folder, with the game service
 * on a second connection to the same file (as another process would be): what most end-to-end tests start with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import type { SlashCommand } from '../../src/commands/command.ts';
import { openDatabase } from '../../src/db/connection.ts';
import type { GameContext } from '../../src/game/context.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';

export interface BotInProcess {
  fake: FakeDiscord;
  bot: RunningBot;
  /** The game service on its own connection; games it creates get `secret` as their dice secret. */
  ctx: GameContext;
  stop(): Promise<void>;
}

export async function startBotInProcess({ secret, commands }: { secret: string; commands?: readonly SlashCommand[] }): Promise<BotInProcess> {
  const fake = await startFakeDiscord();
  const dir = mkdtempSync(join(tmpdir(), 'salvo-e2e-'));
  const databasePath = join(dir, 'salvo.db');
  const bot = await startBot({
    config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath, logLevel: 'silent', apiBase: fake.apiBase },
    logger: createLogger('silent'),
    newSecret: () => secret,
    ...(commands ? { commands } : {}),
  });
  const handle = openDatabase(databasePath);
  return {
    fake,
    bot,
    ctx: { db: handle.db, now: () => new Date(), newSecret: () => secret },
    async stop() {
      await bot.stop();
      handle.close();
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
