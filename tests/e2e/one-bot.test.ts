// One bot per database (issue 15): `npm start` twice on one database file, against the fake Discord. The second
// refuses with one sentence before it connects; a restart after SIGKILL takes the dead process's lease over at once
// (not after the stale timeout), because that process is gone from this host.
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import { startBotProcess, type BotProcess } from './bot-process.ts';

/** Whichever comes first: the process connects to Discord, or it exits (with its code). */
async function connectsOrExits(bot: BotProcess): Promise<{ connected: true } | { exited: number | null }> {
  return Promise.race([bot.exited.then((code) => ({ exited: code })), bot.waitForLog(/connected to Discord/, 60_000).then(() => ({ connected: true as const }))]);
}

function leaseHolder(databasePath: string): string | undefined {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select holder from bot_lease where id = 1').get() as { holder: string } | undefined)?.holder;
  } finally {
    db.close();
  }
}

describe('one bot per database', () => {
  let fake: FakeDiscord;
  let dir: string;
  let databasePath: string;
  const bots: BotProcess[] = [];

  const start = (): BotProcess => {
    const bot = startBotProcess({ DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.appId, DISCORD_API_BASE: fake.apiBase, DATABASE_PATH: databasePath, LOG_LEVEL: 'info' });
    bots.push(bot);
    return bot;
  };

  beforeAll(async () => {
    fake = await startFakeDiscord();
    dir = mkdtempSync(join(tmpdir(), 'salvo-one-bot-'));
    databasePath = join(dir, 'salvo.db');
  });

  afterAll(async () => {
    for (const bot of bots) bot.signal('SIGKILL');
    await Promise.all(bots.map((b) => b.allClosed));
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a second process on the same file refuses with one sentence naming the first; the first keeps answering, once', async () => {
    const first = start();
    expect(await connectsOrExits(first)).toEqual({ connected: true });
    const second = start();
    expect(await connectsOrExits(second)).toEqual({ exited: 1 });
    const holder = leaseHolder(databasePath) ?? '';
    const pid = /^(\d+)@/.exec(holder)?.[1];
    expect(holder.startsWith(`${pid}@${hostname()}/`)).toBe(true);
    expect(second.stderr().trim().split('\n').at(-1)).toBe(
      `Another Salvo process (pid ${pid} on host ${hostname()}) is already running on ${databasePath} (DATABASE_PATH); stop it first, or wait 30 s if it was killed.`,
    );
    expect(second.stderr()).not.toMatch(/\n\s+at /);
    expect(second.stdout()).not.toContain('connected to Discord');
    expect(leaseHolder(databasePath)).toBe(holder);

    const ana = fake.createUser({ username: 'ana' });
    const about = await fake.sendCommand({ user: ana, name: 'salvo', subcommand: 'about' });
    await about.waitForResponse();
    expect(about.content).toMatch(/^\*\*Salvo /);
    const answers = fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith(`/interactions/${about.id}/`));
    expect(answers).toHaveLength(1);
  }, 120_000);

  test('after SIGKILL the next start takes the lease over at once, because the holder is gone from this host', async () => {
    const first = bots[0];
    if (!first) throw new Error('the first test starts the first bot');
    const killedHolder = leaseHolder(databasePath);
    first.signal('SIGKILL');
    await first.allClosed;
    // Killed: nothing released the lease, so the row still names the dead process.
    expect(leaseHolder(databasePath)).toBe(killedHolder);

    const restarted = start();
    expect(await connectsOrExits(restarted)).toEqual({ connected: true });
    const takeover = restarted.stdout().split('\n').find((line) => line.includes('"msg":"took over the database lease"'));
    expect(JSON.parse(takeover ?? '{}')).toMatchObject({ how: 'dead', previous: killedHolder });
    expect(leaseHolder(databasePath)).not.toBe(killedHolder);

    // It serves: one answer to a command.
    const ben = fake.createUser({ username: 'ben' });
    const about = await fake.sendCommand({ user: ben, name: 'salvo', subcommand: 'about' });
    await about.waitForResponse();
    expect(about.content).toMatch(/^\*\*Salvo /);

    // A clean stop gives the lease up.
    restarted.signal('SIGTERM');
    await restarted.allClosed;
    expect(restarted.stdout()).toContain('"msg":"stopped cleanly"');
    expect(leaseHolder(databasePath)).toBeUndefined();
  }, 120_000);

  test('a bot whose lease another process took over stops serving and exits with one sentence at its next heartbeat', async () => {
    const bot = start();
    expect(await connectsOrExits(bot)).toEqual({ connected: true });
    // Another host's process takes the lease, as it would once this one's heartbeat looked stale.
    const db = new Database(databasePath, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    db.prepare('update bot_lease set holder = ?, heartbeat_at = ? where id = 1').run('4242@elsewhere/feed', Date.now());
    db.close();
    // The heartbeat comes every 10 s; the cap is generous for a loaded machine.
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([bot.exited, new Promise((resolve) => (timer = setTimeout(() => resolve('still running'), 60_000)))]);
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(bot.stderr().trim().split('\n').at(-1)).toBe(
      `Salvo stopped: another Salvo process (pid 4242 on host elsewhere) took over ${databasePath} (DATABASE_PATH) while this one missed its heartbeats; only one may run on a database, so this one is leaving it.`,
    );
    // It left the new holder's lease alone.
    expect(leaseHolder(databasePath)).toBe('4242@elsewhere/feed');
  }, 120_000);
});
