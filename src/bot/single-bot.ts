/**
 * One bot per database file (src/db/lease.ts): `claimDatabase` opens the file and takes the lease before the bot
 * connects anywhere, turning every way that can fail into one sentence; `keepLease` renews it on a timer and calls
 * `onLost` if another process took it over, so this one stops taking work.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import {
  HEARTBEAT_EVERY_MS,
  STALE_AFTER_MS,
  acquireLease,
  currentLease,
  parseHolder,
  releaseLease,
  renewLease,
  type Acquired,
  type LeaseEnvironment,
  type LeaseIdentity,
  type Refused,
} from '../db/lease.ts';
import { storageStartSentence } from './storage-start.ts';

export function thisProcess(): LeaseIdentity {
  return { pid: process.pid, host: hostname(), nonce: randomBytes(4).toString('hex') };
}

/**
 * Whether `pid` runs on this host. EPERM means it exists but belongs to someone else. A zombie (killed, not yet
 * reaped by its parent) still answers signal 0, so on Linux /proc tells it apart.
 */
export function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

export function leaseEnvironment(now: () => Date = () => new Date()): LeaseEnvironment {
  return { now, host: hostname(), isAlive: pidIsAlive };
}

export function refusalSentence(path: string, refused: Refused): string {
  const who = refused.other.pid === null ? `"${refused.current.holder}"` : `pid ${refused.other.pid} on host ${refused.other.host}`;
  return `Another Salvo process (${who}) is already running on ${path} (DATABASE_PATH); stop it first, or wait ${STALE_AFTER_MS / 1000} s if it was killed.`;
}

export function lostSentence(path: string, holder: string | null): string {
  const other = holder === null ? 'another process' : (({ pid, host }) => (pid === null ? `"${holder}"` : `pid ${pid} on host ${host}`))(parseHolder(holder));
  return `Salvo stopped: another Salvo process (${other}) took over ${path} (DATABASE_PATH) while this one missed its heartbeats; only one may run on a database, so this one is leaving it.`;
}

export type Claim = { ok: true; handle: DatabaseHandle; lease: Acquired } | { ok: false; sentence: string };

export interface ClaimOptions {
  me?: LeaseIdentity;
  env?: LeaseEnvironment;
  /** Tests put a failing opener here to stand in for a storage fault they cannot make for real. */
  open?: (path: string) => DatabaseHandle;
}

/** Opens the database and takes the lease; never throws: a failure is one sentence for the person starting Salvo. */
export function claimDatabase(path: string, { me = thisProcess(), env = leaseEnvironment(), open = openDatabase }: ClaimOptions = {}): Claim {
  let handle: DatabaseHandle | undefined;
  try {
    handle = open(path);
    // Taking the lease is also the first write: a read-only file or a full disk shows here, before Discord.
    const lease = acquireLease(handle.db, me, env);
    if (!lease.ok) {
      handle.close();
      return { ok: false, sentence: refusalSentence(path, lease) };
    }
    return { ok: true, handle, lease };
  } catch (error) {
    handle?.close();
    return { ok: false, sentence: storageStartSentence(path, error) };
  }
}

export interface KeptLease {
  /** Stops the heartbeat and gives the lease up (a clean shutdown). */
  release(): void;
}

export interface KeepOptions {
  handle: DatabaseHandle;
  holder: string;
  logger: Logger;
  onLost: (currentHolder: string | null) => void;
  now?: () => Date;
  everyMs?: number;
}

export function keepLease({ handle, holder, logger, onLost, now = () => new Date(), everyMs = HEARTBEAT_EVERY_MS }: KeepOptions): KeptLease {
  const timer = setInterval(() => {
    try {
      if (renewLease(handle.db, holder, now()) === 'renewed') return;
      clearInterval(timer);
      onLost(currentLease(handle.db)?.holder ?? null);
    } catch (error) {
      // A busy or failing write is not a lost lease: the next beat tries again, and STALE_AFTER_MS allows for it.
      logger.warn({ err: error }, 'could not renew the database lease');
    }
  }, everyMs);
  // The lease never keeps a process alive on its own.
  timer.unref();
  return {
    release() {
      clearInterval(timer);
      try {
        releaseLease(handle.db, holder);
      } catch (error) {
        logger.warn({ err: error }, 'could not release the database lease; the next start takes it over when stale');
      }
    },
  };
}
