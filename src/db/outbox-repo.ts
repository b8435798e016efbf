/**
 * Outbox rows Discord refused for good (a deleted thread, missing access, a message it will never take): they are
 * kept, marked failed with the reason, listed to the GM and sent again on request (/gm undelivered).
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from './connection.ts';
import type { OutboxRow } from './game-repo.ts';
import { outbox } from './schema.ts';

/** Marks a row as refused for good: the dispatcher leaves it until someone retries it. */
export function markOutboxUndeliverable(db: Db, id: number, at: Date, reason: string): void {
  db.update(outbox).set({ failedAt: at, nextAttemptAt: null, lastError: reason }).where(eq(outbox.id, id)).run();
}

/** A game's rows that Discord refused for good, oldest first. */
export const undeliveredOf = (db: Db, gameId: number): OutboxRow[] =>
  db.select().from(outbox).where(and(eq(outbox.gameId, gameId), isNotNull(outbox.failedAt))).orderBy(asc(outbox.id)).all();

/** Puts refused rows back in the queue, as if never tried; `target` moves channel posts to a new thread. */
export function requeueOutbox(db: Db, ids: readonly number[], target?: string): void {
  if (ids.length === 0) return;
  db.update(outbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: null, ...(target !== undefined ? { target } : {}) })
    .where(inArray(outbox.id, [...ids]))
    .run();
}

/** A game's rows not sent yet (pending or refused), oldest first. */
export const unsentOf = (db: Db, gameId: number): OutboxRow[] =>
  db.select().from(outbox).where(and(eq(outbox.gameId, gameId), isNull(outbox.sentAt))).orderBy(asc(outbox.id)).all();

/** Closes rows that no longer mean anything (updates of posts in a thread the game left), with the reason. */
export function supersedeOutbox(db: Db, ids: readonly number[], at: Date, reason: string): void {
  if (ids.length === 0) return;
  db.update(outbox).set({ sentAt: at, failedAt: null, lastError: reason }).where(inArray(outbox.id, [...ids])).run();
}
