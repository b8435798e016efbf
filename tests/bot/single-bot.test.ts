// The start-up guard of npm start (src/bot/single-bot.ts): claiming the database turns every failure into one
// sentence, and the heartbeat notices a lease another process took over. Storage faults that need a read-only
// mount or a full disk are injected here as the SqliteError better-sqlite3 throws for them (the process tests in
// tests/e2e/storage-start.test.ts make the real ones where the machine allows).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createLogger } from '../../src/bot/logger.ts';
import { claimDatabase, keepLease, lostSentence, pidIsAlive, refusalSentence } from '../../src/bot/single-bot.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { acquireLease, currentLease, STALE_AFTER_MS, type LeaseEnvironment, type LeaseIdentity } from '../../src/db/lease.ts';

const failing = (code: string, message: string) => (): never => {
  throw new Database.SqliteError(message, code);
};

describe('claimDatabase', () => {
  let dir: string;
  let clock: Date;
  const env = (): LeaseEnvironment => ({ now: () => clock, host: 'alpha', isAlive: () => true });
  const me: LeaseIdentity = { pid: 2, host: 'alpha', nonce: 'mine' };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'salvo-claim-'));
    clock = new Date('2026-11-27T00:00:00Z');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('takes a fresh file, and a second claim on it is refused with the sentence naming the first', () => {
    const path = join(dir, 'salvo.db');
    const first = claimDatabase(path, { me, env: env() });
    if (!first.ok) throw new Error(first.sentence);
    expect(first.lease).toMatchObject({ how: 'new', holder: '2@alpha/mine' });
    const second = claimDatabase(path, { me: { pid: 3, host: 'alpha', nonce: 'other' }, env: env() });
    expect(second).toEqual({
      ok: false,
      sentence: `Another Salvo process (pid 2 on host alpha) is already running on ${path} (DATABASE_PATH); stop it first, or wait 30 s if it was killed.`,
    });
    first.handle.close();
  });

  test.each([
    ['SQLITE_READONLY', 'attempt to write a readonly database', (p: string) => `Salvo cannot start: DATABASE_PATH is ${p}, and that file or its folder is read-only; make both writable`],
    ['SQLITE_READONLY_DBMOVED', 'attempt to write a readonly database', (p: string) => `DATABASE_PATH is ${p}, and that file or its folder is read-only`],
    ['SQLITE_FULL', 'database or disk is full', (p: string) => `Salvo cannot start: the disk that holds DATABASE_PATH (${p}) is full; free some space on it`],
    ['SQLITE_IOERR_WRITE', 'disk I/O error', (p: string) => `Salvo cannot start: reading or writing DATABASE_PATH (${p}) failed with a disk I/O error`],
    ['SQLITE_CORRUPT', 'database disk image is malformed', (p: string) => `Salvo cannot start: DATABASE_PATH (${p}) is not a SQLite database, or is damaged; restore it from a backup`],
    ['SQLITE_NOTADB', 'file is not a database', (p: string) => `DATABASE_PATH (${p}) is not a SQLite database, or is damaged`],
  ])('an injected %s while opening becomes one sentence naming DATABASE_PATH', (code, message, expected) => {
    // A writable folder with room, so what the sentence says comes from the injected code alone.
    const path = join(dir, 'salvo.db');
    const claim = claimDatabase(path, { me, env: env(), open: failing(code, message) });
    expect(claim.ok).toBe(false);
    const sentence = claim.ok ? '' : claim.sentence;
    expect(sentence).toContain(expected(path));
    expect(sentence.split('\n')).toHaveLength(1);
    expect(sentence).not.toMatch(/SqliteError|\bat \//);
  });

  test('a write that fails while taking the lease (the first write of a start) is told the same way', () => {
    const path = join(dir, 'salvo.db');
    const open = (p: string) => {
      const handle = openDatabase(p);
      // The connection stays readable but refuses writes with SQLITE_READONLY, as a read-only file does.
      handle.sqlite.pragma('query_only = ON');
      return handle;
    };
    const claim = claimDatabase(path, { me, env: env(), open });
    expect(claim).toMatchObject({ ok: false, sentence: expect.stringMatching(/^Salvo cannot start: DATABASE_PATH is .*read-only/) as unknown });
  });

  test('a file that is not a database, a folder, and a folder that is a file, for real', () => {
    const notADatabase = join(dir, 'notes.db');
    writeFileSync(notADatabase, 'These are my notes, not a database. '.repeat(40));
    expect(claimDatabase(notADatabase, { me, env: env() })).toEqual({
      ok: false,
      sentence: `Salvo cannot start: DATABASE_PATH (${notADatabase}) is not a SQLite database, or is damaged; restore it from a backup, or set DATABASE_PATH to a new file (a missing file is created).`,
    });
    expect(claimDatabase(dir, { me, env: env() })).toEqual({
      ok: false,
      sentence: `Salvo cannot start: DATABASE_PATH (${dir}) is a folder, not a file; set DATABASE_PATH to a file in it, such as ${join(dir, 'salvo.db')}.`,
    });
    const underAFile = join(notADatabase, 'sub', 'salvo.db');
    expect(claimDatabase(underAFile, { me, env: env() })).toEqual({
      ok: false,
      sentence: `Salvo cannot start: DATABASE_PATH (${underAFile}) cannot be created, because part of ${join(notADatabase, 'sub')} is a file, not a folder; set DATABASE_PATH to a file in a folder.`,
    });
  });
});

describe('keepLease', () => {
  afterEach(() => vi.useRealTimers());

  test('renews every beat while ours; once another process takes it over, calls onLost once with the new holder', () => {
    vi.useFakeTimers();
    const handle = openDatabase(':memory:');
    let clock = new Date('2026-11-27T00:00:00Z');
    const elsewhere = { now: () => clock, host: 'beta', isAlive: () => true };
    const mine = acquireLease(handle.db, { pid: 7, host: 'beta', nonce: 'mine' }, elsewhere);
    if (!mine.ok) throw new Error('expected the lease');
    const lost: (string | null)[] = [];
    const kept = keepLease({ handle, holder: mine.holder, logger: createLogger('silent'), onLost: (h) => lost.push(h), now: () => clock, everyMs: 1000 });

    clock = new Date(clock.getTime() + 1000);
    vi.advanceTimersByTime(1000);
    expect(currentLease(handle.db)?.heartbeatAt).toEqual(clock);

    // The beats stop reaching the row (as if the event loop stalled), and a process on another host takes over.
    clock = new Date(clock.getTime() + STALE_AFTER_MS + 1);
    expect(acquireLease(handle.db, { pid: 9, host: 'alpha', nonce: 'new' }, { now: () => clock, host: 'alpha', isAlive: () => true })).toMatchObject({ ok: true, how: 'stale' });
    vi.advanceTimersByTime(3000);
    expect(lost).toEqual(['9@alpha/new']);

    // Release on the way out leaves the new holder's lease alone.
    kept.release();
    expect(currentLease(handle.db)?.holder).toBe('9@alpha/new');
    handle.close();
  });

  test('release on a clean stop deletes our lease', () => {
    const handle = openDatabase(':memory:');
    const env = { now: () => new Date(), host: 'alpha', isAlive: () => true };
    const mine = acquireLease(handle.db, { pid: 7, host: 'alpha', nonce: 'mine' }, env);
    if (!mine.ok) throw new Error('expected the lease');
    keepLease({ handle, holder: mine.holder, logger: createLogger('silent'), onLost: () => undefined }).release();
    expect(currentLease(handle.db)).toBeNull();
    handle.close();
  });
});

describe('the sentences and the pid check', () => {
  test('a holder Salvo did not write is named as it stands', () => {
    const current = { holder: 'backup-job', acquiredAt: new Date(0), heartbeatAt: new Date(0) };
    expect(refusalSentence('./data/salvo.db', { ok: false, current, other: { pid: null, host: 'backup-job' } })).toBe(
      'Another Salvo process ("backup-job") is already running on ./data/salvo.db (DATABASE_PATH); stop it first, or wait 30 s if it was killed.',
    );
    expect(lostSentence('./data/salvo.db', '42@beta/abcd')).toBe(
      'Salvo stopped: another Salvo process (pid 42 on host beta) took over ./data/salvo.db (DATABASE_PATH) while this one missed its heartbeats; only one may run on a database, so this one is leaving it.',
    );
  });

  test('this process is alive; a pid that has exited is not', async () => {
    expect(pidIsAlive(process.pid)).toBe(true);
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const pid = child.pid ?? -1;
    await new Promise((resolve) => child.once('exit', resolve));
    // Reaped by node once 'exit' fired; pids are handed out in turn, so it is not reused this soon.
    expect(pidIsAlive(pid)).toBe(false);
  });
});
