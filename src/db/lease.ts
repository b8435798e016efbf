/**
 * One bot per database (until sharding exists): the bot_lease row says which process serves the database file.
 * A process takes the lease before it connects to Discord, renews it every HEARTBEAT_EVERY_MS, and deletes it on a
 * clean shutdown. Another process may take the lease over when the holder's heartbeat is older than STALE_AFTER_MS,
 * or at once when the holder ran on this same host and its process is gone (a restart after SIGKILL, a crash), so
 * such a restart never waits.
 *
 * Pure database code: the clock, this process's identity and "is that pid alive?" are passed in.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { botLease } from './schema.ts';

/** How often the holder renews the lease. */
export const HEARTBEAT_EVERY_MS = 10_000;
/**
 * How old a heartbeat may be before another process may take the lease: three missed heartbeats, so a bot whose
 * event loop stalls for a few seconds (a big render, a loaded machine) is not pushed out.
 */
export const STALE_AFTER_MS = 30_000;

/** The lease has one row, always id 1. */
const LEASE_ID = 1;
const leaseColumns = { holder: botLease.holder, acquiredAt: botLease.acquiredAt, heartbeatAt: botLease.heartbeatAt };

/** Who a process is, as written in the lease's holder column: "pid@host/random". */
export interface LeaseIdentity {
  pid: number;
  host: string;
  /** Different for every start, so a process that reuses a pid is not mistaken for the old holder. */
  nonce: string;
}

export interface LeaseEnvironment {
  now(): Date;
  /** This host: used to decide whether the holder's pid can be checked. */
  host: string;
  /** Whether a process with this pid is running on this host. */
  isAlive(pid: number): boolean;
}

export interface LeaseRow {
  holder: string;
  acquiredAt: Date;
  heartbeatAt: Date;
}

/** How a lease was obtained: fresh (none held), ours already, or taken over from a stale or dead holder. */
export type Acquired = { ok: true; holder: string; how: 'new' | 'ours' | 'stale' | 'dead'; previous: LeaseRow | null };
export type Refused = { ok: false; current: LeaseRow; other: { pid: number | null; host: string } };

export function holderOf(me: LeaseIdentity): string {
  return `${me.pid}@${me.host}/${me.nonce}`;
}

/** The pid and host named in a holder string; a holder written by something else reads as pid null. */
export function parseHolder(holder: string): { pid: number | null; host: string } {
  const match = /^(\d+)@(.*)\/[^/]*$/.exec(holder);
  if (!match) return { pid: null, host: holder };
  return { pid: Number(match[1]), host: match[2] ?? '' };
}

/** Why `current` no longer counts (it is stale, or its process is gone), or null when it still holds the lease. */
export function whyReleased(current: LeaseRow, me: LeaseIdentity, env: LeaseEnvironment): 'stale' | 'dead' | null {
  if (env.now().getTime() - current.heartbeatAt.getTime() > STALE_AFTER_MS) return 'stale';
  const { pid, host } = parseHolder(current.holder);
  // Only a process on this host can be looked up; one elsewhere (or unreadable) counts until its heartbeat is stale.
  if (pid === null || host !== env.host) return null;
  // Our own pid in someone else's holder string: that process has ended (a container restarted as pid 1 again).
  if (pid === me.pid) return 'dead';
  return env.isAlive(pid) ? null : 'dead';
}

/** Takes the lease, in one IMMEDIATE transaction so two processes starting at once cannot both win. */
export function acquireLease(db: Db, me: LeaseIdentity, env: LeaseEnvironment): Acquired | Refused {
  const holder = holderOf(me);
  return db.transaction(
    (tx): Acquired | Refused => {
      const now = env.now();
      const current = tx.select(leaseColumns).from(botLease).where(eq(botLease.id, LEASE_ID)).get() ?? null;
      let how: Acquired['how'] = 'new';
      if (current && current.holder === holder) how = 'ours';
      else if (current) {
        const why = whyReleased(current, me, env);
        if (why === null) return { ok: false, current, other: parseHolder(current.holder) };
        how = why;
      }
      const acquiredAt = how === 'ours' && current ? current.acquiredAt : now;
      tx.insert(botLease)
        .values({ id: LEASE_ID, holder, acquiredAt, heartbeatAt: now })
        .onConflictDoUpdate({ target: botLease.id, set: { holder, acquiredAt, heartbeatAt: now } })
        .run();
      return { ok: true, holder, how, previous: current };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Renews the lease if `holder` still holds it. 'lost' means another process took it over (our heartbeats stopped
 * for longer than STALE_AFTER_MS, or someone removed the row): the caller must stop serving.
 */
export function renewLease(db: Db, holder: string, now: Date): 'renewed' | 'lost' {
  const result = db
    .update(botLease)
    .set({ heartbeatAt: now })
    .where(and(eq(botLease.id, LEASE_ID), eq(botLease.holder, holder)))
    .run();
  return result.changes === 1 ? 'renewed' : 'lost';
}

/** Gives the lease up on a clean shutdown, so the next start takes it at once; a lease someone else holds stays. */
export function releaseLease(db: Db, holder: string): void {
  db.delete(botLease)
    .where(and(eq(botLease.id, LEASE_ID), eq(botLease.holder, holder)))
    .run();
}

/** The lease row as it is now, or null (for diagnostics and tests). */
export function currentLease(db: Db): LeaseRow | null {
  return db.select(leaseColumns).from(botLease).where(eq(botLease.id, LEASE_ID)).get() ?? null;
}
