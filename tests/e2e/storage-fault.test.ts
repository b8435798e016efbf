// A database that stops taking writes while the bot runs (issue 15: a read-only file or folder, a full disk). The
// real discord.js client against the fake Discord; the bot's own connection is switched to `PRAGMA query_only`,
// which makes every write fail with SQLITE_READONLY, the code a read-only file gives (a full disk gives
// SQLITE_FULL: the router treats both alike, tests/bot/storage-reply.test.ts). /game new must leave no thread behind
// and tell the user, in one sentence, that nothing was saved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import type { SlashCommand } from '../../src/commands/command.ts';
import { game } from '../../src/commands/game.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';

const CANNOT_SAVE = "Salvo can't save right now (the host's disk is full or read-only); nothing was changed. Please tell the bot's host.";

describe('/game new on a database that refuses writes', () => {
  let fake: FakeDiscord;
  let bot: RunningBot;
  let dir: string;
  let databasePath: string;
  /** Whether the bot's connection refuses writes for the next command. */
  let readOnly = false;

  // The real /game command, on the connection every command of this bot shares, made read-only (or not) first.
  const gameOnItsDatabase: SlashCommand = {
    ...game,
    async execute(interaction, ctx) {
      // drizzle keeps the better-sqlite3 connection it wraps as $client (the Db type leaves it out).
      const connection = (ctx.db as unknown as { $client: Database.Database }).$client;
      connection.pragma(`query_only = ${readOnly ? 'ON' : 'OFF'}`);
      await game.execute(interaction, ctx);
    },
  };

  const gamesInDatabase = (): { id: number; threadId: string | null }[] => {
    const db = new Database(databasePath, { readonly: true });
    try {
      return db.prepare('select id, thread_id as threadId from games order by id').all() as { id: number; threadId: string | null }[];
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    fake = await startFakeDiscord();
    dir = mkdtempSync(join(tmpdir(), 'salvo-storage-fault-'));
    databasePath = join(dir, 'salvo.db');
    bot = await startBot({
      config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath, logLevel: 'silent', apiBase: fake.apiBase },
      logger: createLogger('silent'),
      commands: [gameOnItsDatabase],
    });
    await bot.client.application.commands.set([game.data]);
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('read-only: no thread is left behind, and the user is told privately that nothing was saved', async () => {
    const ana = fake.createUser({ username: 'ana' });
    readOnly = true;
    const refused = await fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small' } });
    // The answer, whether a reply or an edit of a deferred one (the bot must not defer and then leave it at that).
    await refused.waitFor((r) => r.kind !== 'callback' || r.type === 4, 15_000);
    expect(refused.content).toBe(CANNOT_SAVE);
    expect(refused.ephemeral).toBe(true);
    expect(fake.threads).toEqual([]);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/threads'))).toEqual([]);
    expect(gamesInDatabase()).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  test('writable again: the next /game new opens Game 1 in its thread, as if the failed one never happened', async () => {
    const ana = fake.createUser({ username: 'ana2' });
    readOnly = false;
    const opened = await fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small' } });
    await opened.waitFor((r) => r.kind === 'edit');
    const [thread] = fake.threads;
    expect(thread?.channel.name).toBe('Game 1 · Starmada · Standard (Small)');
    expect(opened.content).toMatch(new RegExp(`^\\*\\*Game 1 · Starmada · Standard \\(Small\\)\\*\\* is open in <#${thread?.channel.id}>\\.`));
    expect(gamesInDatabase()).toEqual([{ id: 1, threadId: thread?.channel.id }]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
