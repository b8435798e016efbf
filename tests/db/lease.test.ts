// The bot_lease row: one bot per database file. Every case runs on a real (in-memory) database with an injected
// clock, host and "is this pid alive" answer.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts';
import {
  HEARTBEAT_EVERY_MS,
  STALE_AFTER_MS,
  acquireLease,
  currentLease,
  holderOf,
  parseHolder,
  releaseLease,
  renewLease,
  type LeaseEnvironment,
  type LeaseIdentity,
} from '../../src/db/lease.ts';

const T0 = new Date('2026-11-27T00:00:00Z');

describe('the bot lease', () => {
  let handle: DatabaseHandle;
  let clock: Date;
  const alive = new Set<number>();
  const env = (host = 'alpha'): LeaseEnvironment => ({ now: () => clock, host, isAlive: (pid) => alive.has(pid) });
  const first: LeaseIdentity = { pid: 1234, host: 'alpha', nonce: 'aaaa' };
  const second: LeaseIdentity = { pid: 5678, host: 'alpha', nonce: 'bbbb' };
  const elsewhere: LeaseIdentity = { pid: 5678, host: 'beta', nonce: 'cccc' };
  const later = (ms: number): Date => new Date(clock.getTime() + ms);

  beforeEach(() => {
    handle = openDatabase(':memory:');
    clock = T0;
    alive.clear();
    alive.add(first.pid).add(second.pid);
  });
  afterEach(() => handle.close());

  test('the timings leave room for missed heartbeats', () => {
    expect(STALE_AFTER_MS).toBeGreaterThanOrEqual(3 * HEARTBEAT_EVERY_MS);
  });

  test('absent: the first process takes it, and the row names it', () => {
    const got = acquireLease(handle.db, first, env());
    expect(got).toEqual({ ok: true, holder: '1234@alpha/aaaa', how: 'new', previous: null });
    expect(currentLease(handle.db)).toEqual({ holder: '1234@alpha/aaaa', acquiredAt: T0, heartbeatAt: T0 });
    expect(parseHolder(holderOf(first))).toEqual({ pid: 1234, host: 'alpha' });
  });

  test('held with a fresh heartbeat by a live process: a second one is refused and told who holds it', () => {
    acquireLease(handle.db, first, env());
    clock = later(STALE_AFTER_MS - 1);
    const refused = acquireLease(handle.db, second, env());
    expect(refused).toMatchObject({ ok: false, other: { pid: 1234, host: 'alpha' }, current: { holder: '1234@alpha/aaaa', heartbeatAt: T0 } });
    expect(currentLease(handle.db)?.holder).toBe('1234@alpha/aaaa');
  });

  test('held by ourselves: taken again, keeping when it was first acquired', () => {
    acquireLease(handle.db, first, env());
    clock = later(5000);
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: true, how: 'ours' });
    expect(currentLease(handle.db)).toEqual({ holder: '1234@alpha/aaaa', acquiredAt: T0, heartbeatAt: clock });
  });

  test('stale: a holder on another host that stopped heartbeating is taken over after STALE_AFTER_MS, not before', () => {
    acquireLease(handle.db, elsewhere, env('beta'));
    clock = later(STALE_AFTER_MS);
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: false, other: { pid: 5678, host: 'beta' } });
    clock = later(1);
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: true, how: 'stale', previous: { holder: '5678@beta/cccc' } });
    expect(currentLease(handle.db)).toEqual({ holder: '1234@alpha/aaaa', acquiredAt: clock, heartbeatAt: clock });
  });

  test('a live holder is refused however recent; a holder on another host counts even if our host has no such pid', () => {
    acquireLease(handle.db, elsewhere, env('beta'));
    alive.delete(5678);
    clock = later(1000);
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: false });
  });

  test('dead: a holder on this host whose process is gone is taken over at once, with a fresh heartbeat', () => {
    acquireLease(handle.db, first, env());
    alive.delete(first.pid);
    clock = later(1);
    expect(acquireLease(handle.db, second, env())).toMatchObject({ ok: true, how: 'dead', previous: { holder: '1234@alpha/aaaa' } });
  });

  test('a holder with our own pid but another nonce is a process that has ended (a container restarted as the same pid)', () => {
    acquireLease(handle.db, { ...first, nonce: 'old' }, env());
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: true, how: 'dead' });
  });

  test('a holder string not written by Salvo counts until stale', () => {
    handle.sqlite.prepare('insert into bot_lease (id, holder, acquired_at, heartbeat_at) values (1, ?, ?, ?)').run('someone', T0.getTime(), T0.getTime());
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: false, other: { pid: null, host: 'someone' } });
    clock = later(STALE_AFTER_MS + 1);
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: true, how: 'stale' });
  });

  test('heartbeat: renews while ours; reports the lease lost once another process took it over', () => {
    const mine = acquireLease(handle.db, elsewhere, env('beta'));
    if (!mine.ok) throw new Error('expected the lease');
    clock = later(HEARTBEAT_EVERY_MS);
    expect(renewLease(handle.db, mine.holder, clock)).toBe('renewed');
    expect(currentLease(handle.db)?.heartbeatAt).toEqual(clock);
    // Our heartbeats stop (the event loop stalled); another host's process takes over once the lease is stale.
    clock = later(STALE_AFTER_MS + 1);
    expect(acquireLease(handle.db, first, env())).toMatchObject({ ok: true, how: 'stale' });
    clock = later(HEARTBEAT_EVERY_MS);
    expect(renewLease(handle.db, mine.holder, clock)).toBe('lost');
    expect(currentLease(handle.db)?.holder).toBe('1234@alpha/aaaa');
  });

  test('release on a clean shutdown frees it for the next start at once; it never deletes a lease someone else holds', () => {
    const mine = acquireLease(handle.db, first, env());
    if (!mine.ok) throw new Error('expected the lease');
    releaseLease(handle.db, '5678@alpha/bbbb');
    expect(currentLease(handle.db)?.holder).toBe(mine.holder);
    releaseLease(handle.db, mine.holder);
    expect(currentLease(handle.db)).toBeNull();
    expect(acquireLease(handle.db, second, env())).toMatchObject({ ok: true, how: 'new' });
    expect(renewLease(handle.db, mine.holder, clock)).toBe('lost');
  });
});
