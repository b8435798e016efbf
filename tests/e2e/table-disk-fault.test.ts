// The local table on a disk that stops taking writes (issue 24, "Faults found by probes"): the local Discord saves
// its state before it answers the bot (src/local/table.ts), and when that save threw, it answered 500 for a message it
// had already stored; discord.js sent it again, three times, and every bot message appeared 4 times. The real bot
// and discord.js against the local Discord, saving with the table's own saveLocalDiscord into a SQLite file whose
// connection is made read-only (PRAGMA query_only: every write fails with SQLITE_READONLY, as a read-only file does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts';
import { saveLocalDiscord } from '../../src/local/table-store.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import { answered, buttonIds, waitUntil } from './discord-play.ts';

describe('the local table when its disk stops taking writes', () => {
  let fake: FakeDiscord;
  let bot: RunningBot;
  let store: DatabaseHandle;
  let dir: string;
  let ana: APIUser;
  const failedSaves: unknown[] = [];

  const connection = (): Database.Database => (store.db as unknown as { $client: Database.Database }).$client;
  const diskFull = (full: boolean): void => void connection().pragma(`query_only = ${full ? 'ON' : 'OFF'}`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'salvo-table-disk-'));
    store = openDatabase(join(dir, 'table.db'));
    fake = await startFakeDiscord({
      persist: () => saveLocalDiscord(store.db, fake.snapshot(), fake.files, new Date()),
      persistFailed: (error) => void failedSaves.push(error),
    });
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    bot = await startBot({
      config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath: join(dir, 'salvo.db'), logLevel: 'silent', apiBase: fake.apiBase },
      logger: createLogger('silent'),
    });
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('each bot message appears once, and the failed saves are reported', async () => {
    diskFull(true);
    const created = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small' } }));
    expect(created.content).toMatch(/is open in <#\d+>/);
    const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));

    await fake.sendDirectMessage(ana, 'help');
    await waitUntil('the answer to "help"', () => fake.dmMessages(ana.id).find((m) => m.author.bot === true && m.content.includes('Type your orders here')));
    // No answer was a 5xx (asserted below), so discord.js had nothing to retry: no wait for retries is needed.

    const lobbies = fake.messages(threadId).filter((m) => buttonIds(m).some((id) => id.startsWith('join:')));
    expect(lobbies).toHaveLength(1);
    const helps = fake.dmMessages(ana.id).filter((m) => m.author.bot === true && m.content.includes('Type your orders here'));
    expect(helps).toHaveLength(1);
    expect(fake.requests.filter((r) => r.status >= 500)).toEqual([]);
    expect(failedSaves.length).toBeGreaterThan(0);
    expect(String(failedSaves[0])).toMatch(/readonly|read-only/i);
  });

  test('once the disk takes writes again, the next change saves everything kept meanwhile', async () => {
    diskFull(false);
    await fake.sendDirectMessage(ana, 'help');
    await waitUntil('a second answer', () => fake.dmMessages(ana.id).filter((m) => m.author.bot === true && m.content.includes('Type your orders here')).length === 2);
    const saved = connection().prepare('select state from local_discord').get() as { state: string } | undefined;
    expect(saved?.state).toContain('Type your orders here');
  });
});
