// The bot as a user runs it: `npm start` in a child process, against the local fake Discord.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import { startBotProcess, type BotProcess } from './bot-process.ts';

const BAD_TOKEN_MESSAGE =
  'Salvo cannot start: DISCORD_TOKEN does not look like a bot token (reset and copy it from the Bot page of your application at https://discord.com/developers/applications).';

describe('npm start', () => {
  test('a malformed token stops it with one sentence and no stack trace (no token at all opens the local table: tests/local)', async () => {
    const bot = startBotProcess({ DISCORD_TOKEN: 'not-a-token', DISCORD_APP_ID: '1100000000000000001' });
    expect(await bot.exited).toBe(1);
    expect(bot.stderr().trim().split('\n').at(-1)).toBe(BAD_TOKEN_MESSAGE);
    expect(bot.stderr()).not.toMatch(/\n\s+at /);
  });

  describe('against the fake Discord', () => {
    let fake: FakeDiscord;
    let bot: BotProcess;
    let dir: string;

    beforeAll(async () => {
      fake = await startFakeDiscord();
      dir = mkdtempSync(join(tmpdir(), 'salvo-e2e-'));
      bot = startBotProcess({
        DISCORD_TOKEN: fake.token,
        DISCORD_APP_ID: fake.appId,
        DISCORD_API_BASE: fake.apiBase,
        DATABASE_PATH: join(dir, 'db', 'salvo.db'),
        LOG_LEVEL: 'debug',
      });
      await bot.waitForLog(/connected to Discord/);
    });

    afterAll(async () => {
      bot.signal('SIGKILL');
      await bot.allClosed;
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    });

    test('creates its database on first start', () => {
      expect(existsSync(join(dir, 'db', 'salvo.db'))).toBe(true);
    });

    test('/salvo about answers privately with the version, the rule systems and the uptime', async () => {
      const ana = fake.createUser({ username: 'ana' });
      const reply = await fake.sendCommand({ user: ana, name: 'salvo', subcommand: 'about' });
      await reply.waitForResponse();
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toMatch(/^\*\*Salvo 0\.1\.0\*\*: a referee for play-by-post starship battles\./);
      for (const system of ['Starmada (Unity Rulebook 2.0)', 'Voidstriker (1993 shareware rules)', 'Metaverse (version 2.2.3)']) {
        expect(reply.content).toContain(`${system}: playable`);
      }
      expect(reply.content).toMatch(/Up for \d+ (s|min)/);
      expect(fake.violations).toEqual([]);
      expect(fake.unknownRoutes).toEqual([]);
    });

    test('SIGTERM shuts down cleanly, and the token never reached a log line', async () => {
      bot.signal('SIGTERM');
      await bot.allClosed;
      expect(bot.stdout()).toContain('"msg":"shutting down"');
      expect(bot.stdout()).toContain('"msg":"stopped cleanly"');
      expect(bot.stdout() + bot.stderr()).not.toContain(fake.token);
      // Every stdout line is structured JSON (npm's own banner aside).
      const logLines = bot.stdout().split('\n').filter((l) => l.startsWith('{'));
      expect(logLines.length).toBeGreaterThan(2);
      for (const line of logLines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    });
  });

  test('a token Discord refuses stops the bot with one sentence', async () => {
    const fake = await startFakeDiscord();
    const dir = mkdtempSync(join(tmpdir(), 'salvo-e2e-'));
    try {
      const wrongToken = `${fake.token.slice(0, -4)}AAAA`;
      const bot = startBotProcess({
        DISCORD_TOKEN: wrongToken,
        DISCORD_APP_ID: fake.appId,
        DISCORD_API_BASE: fake.apiBase,
        DATABASE_PATH: join(dir, 'salvo.db'),
      });
      expect(await bot.exited).toBe(1);
      expect(bot.stderr().trim().split('\n').at(-1)).toBe(
        'Salvo cannot start: Discord refused DISCORD_TOKEN (reset it on the Bot page of your application at https://discord.com/developers/applications).',
      );
      expect(bot.stdout() + bot.stderr()).not.toContain(wrongToken);
    } finally {
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
