// `npm start` on a database it cannot use: one sentence naming DATABASE_PATH, exit 1, no stack trace, and nothing
// started (neither Discord nor the local table). A file that is not a database is made for real everywhere. A
// read-only folder and a full disk are made for real where the machine allows: as root, a small tmpfs (remounted
// read-only, or filled up); as another user, chmod for read-only. Where neither works (root without mount rights,
// or a full disk as a plain user) the test says so and checks the same sentence from the start-up function with
// the failure injected (tests/bot/single-bot.test.ts covers each code that way too).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { claimDatabase } from '../../src/bot/single-bot.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { startBotProcess, type BotProcess } from './bot-process.ts';

const STARTED = /connected to Discord|Salvo's local table is open/;

/** Whichever comes first: the bot starts serving, or it exits (with its code). */
function startsOrExits(bot: BotProcess): Promise<{ started: true } | { exited: number | null }> {
  return Promise.race([bot.exited.then((code) => ({ exited: code })), bot.waitForLog(STARTED, 90_000).then(() => ({ started: true as const }))]);
}

/** `npm start` as the local table (no DISCORD_TOKEN), so no fake Discord is needed: the claim comes before it. */
async function startOn(databasePath: string): Promise<{ bot: BotProcess; outcome: Awaited<ReturnType<typeof startsOrExits>> }> {
  const bot = startBotProcess({ DATABASE_PATH: databasePath, SALVO_TABLE_PORT: '0', LOG_LEVEL: 'info' });
  const outcome = await startsOrExits(bot);
  if ('started' in outcome) bot.signal('SIGKILL');
  await bot.allClosed;
  return { bot, outcome };
}

function expectOneSentence(bot: BotProcess, sentence: RegExp | string): void {
  const lines = bot.stderr().trim().split('\n');
  if (typeof sentence === 'string') expect(lines.at(-1)).toBe(sentence);
  else expect(lines.at(-1)).toMatch(sentence);
  expect(bot.stderr()).not.toMatch(/\n\s+at |SqliteError|DrizzleError/);
  expect(bot.stdout()).not.toMatch(STARTED);
}

/** A tmpfs of `size` at `dir`, or false when this process may not mount (not root, or no CAP_SYS_ADMIN). */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir], { stdio: 'ignore' });
  } catch {
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
  }
}

describe('npm start on a database it cannot use', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });
  const tempDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-storage-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  test('a file that is not a SQLite database', async () => {
    const path = join(tempDir(), 'salvo.db');
    writeFileSync(path, 'Fleet notes: Majestic, Vigilant, Tempest.\n'.repeat(50));
    const { bot, outcome } = await startOn(path);
    expect(outcome).toEqual({ exited: 1 });
    expectOneSentence(bot, `Salvo cannot start: DATABASE_PATH (${path}) is not a SQLite database, or is damaged; restore it from a backup, or set DATABASE_PATH to a new file (a missing file is created).`);
  }, 120_000);

  test('a read-only folder holding the database', async () => {
    const dir = join(tempDir(), 'ro');
    mkdirSync(dir);
    const path = join(dir, 'salvo.db');
    const readOnly = /^Salvo cannot start: DATABASE_PATH is .*salvo\.db, and that file or its folder is read-only; make both writable by the user that runs Salvo \(SQLite also writes salvo\.db-wal and salvo\.db-shm beside it\), or set DATABASE_PATH to a writable place\.$/;
    if (mountTmpfs(dir, '4m')) {
      cleanups.push(() => unmount(dir));
      openDatabase(path).close();
      execFileSync('mount', ['-o', 'remount,ro', dir]);
    } else if (process.getuid?.() !== 0) {
      openDatabase(path).close();
      chmodSync(path, 0o444);
      chmodSync(dir, 0o555);
      cleanups.push(() => chmodSync(dir, 0o755));
    } else {
      console.warn('storage-start: root without mount rights, so the read-only folder is simulated: SQLITE_CANTOPEN injected, as SQLite reports it');
      const claim = claimDatabase(path, { open: () => { throw new Database.SqliteError('unable to open database file', 'SQLITE_CANTOPEN'); } });
      // Without a real read-only folder the file system finds nothing wrong, so this is the "cannot be opened" case.
      expect(claim).toMatchObject({ ok: false, sentence: expect.stringContaining(`DATABASE_PATH (${path}) cannot be opened (unable to open database file)`) as unknown });
      return;
    }
    const { bot, outcome } = await startOn(path);
    expect(outcome).toEqual({ exited: 1 });
    expectOneSentence(bot, readOnly);
  }, 120_000);

  test('a full disk', async () => {
    const dir = join(tempDir(), 'full');
    mkdirSync(dir);
    const path = join(dir, 'salvo.db');
    const full = `Salvo cannot start: the disk that holds DATABASE_PATH (${path}) is full; free some space on it, or set DATABASE_PATH to a file on a disk with room.`;
    if (!mountTmpfs(dir, '4m')) {
      console.warn('storage-start: no tmpfs to fill (not root, or no mount rights), so the full disk is simulated: SQLITE_FULL injected');
      const claim = claimDatabase(path, { open: () => { throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL'); } });
      expect(claim).toEqual({ ok: false, sentence: full });
      return;
    }
    cleanups.push(() => unmount(dir));
    // An existing database, then the disk fills up: the bot's first write (taking the lease) has no room.
    openDatabase(path).close();
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${join(dir, 'filler')}`, 'bs=64k'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": that is the point.
    }
    const { bot, outcome } = await startOn(path);
    expect(outcome).toEqual({ exited: 1 });
    expectOneSentence(bot, full);
  }, 120_000);
});
