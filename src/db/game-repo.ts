/**
 * The queries the game service runs, each one a named function. All are synchronous (better-sqlite3), so the
 * service can compose them inside one `db.transaction(...)` and a state change is all-or-nothing.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { events, games, outbox, reminders, seats, snapshots, steps, submissions } from './schema.ts';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type StepRow = typeof steps.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

export function insertGame(db: Db, values: typeof games.$inferInsert): GameRow {
  const [row] = db.insert(games).values(values).returning().all();
  if (!row) throw new Error('insert into games returned nothing');
  return row;
}

export const gameById = (db: Db, id: number): GameRow | undefined => db.select().from(games).where(eq(games.id, id)).get();

export const gameByThread = (db: Db, threadId: string): GameRow | undefined => db.select().from(games).where(eq(games.threadId, threadId)).get();

export function updateGame(db: Db, id: number, values: Partial<typeof games.$inferInsert>): void {
  db.update(games).set(values).where(eq(games.id, id)).run();
}

/**
 * Deletes a game that never got a thread (a `/game new` whose thread Discord refused), and gives its number back
 * when it was the last one handed out, so the next game is not numbered as if that one had happened.
 */
export function deleteThreadlessGame(db: Db, id: number): void {
  db.transaction((tx) => {
    const deleted = tx.delete(games).where(and(eq(games.id, id), isNull(games.threadId))).run();
    if (deleted.changes === 1) tx.run(sql`update sqlite_sequence set seq = seq - 1 where name = 'games' and seq = ${id}`);
  });
}

export const seatsOf = (db: Db, gameId: number): SeatRow[] => db.select().from(seats).where(eq(seats.gameId, gameId)).orderBy(asc(seats.id)).all();

export function insertSeat(db: Db, values: typeof seats.$inferInsert): SeatRow {
  const [row] = db.insert(seats).values(values).returning().all();
  if (!row) throw new Error('insert into seats returned nothing');
  return row;
}

export function updateSeat(db: Db, id: number, values: Partial<typeof seats.$inferInsert>): void {
  db.update(seats).set(values).where(eq(seats.id, id)).run();
}

export const seatsOfUser = (db: Db, userId: string): SeatRow[] => db.select().from(seats).where(eq(seats.userId, userId)).all();

export const openStepOf = (db: Db, gameId: number): StepRow | undefined =>
  db.select().from(steps).where(and(eq(steps.gameId, gameId), eq(steps.status, 'open'))).get();

export const stepsOf = (db: Db, gameId: number): StepRow[] => db.select().from(steps).where(eq(steps.gameId, gameId)).orderBy(asc(steps.seq)).all();

export function insertStep(db: Db, values: typeof steps.$inferInsert): StepRow {
  const [row] = db.insert(steps).values(values).returning().all();
  if (!row) throw new Error('insert into steps returned nothing');
  return row;
}

export function updateStep(db: Db, id: number, values: Partial<typeof steps.$inferInsert>): void {
  db.update(steps).set(values).where(eq(steps.id, id)).run();
}

export const submissionsOf = (db: Db, stepId: number): SubmissionRow[] =>
  db.select().from(submissions).where(eq(submissions.stepId, stepId)).orderBy(asc(submissions.seatId)).all();

/** A seat's submission for a step, replacing its earlier draft. */
export function saveSubmission(db: Db, values: typeof submissions.$inferInsert): void {
  db.insert(submissions)
    .values(values)
    .onConflictDoUpdate({
      target: [submissions.stepId, submissions.seatId],
      set: { payload: values.payload, text: values.text, ready: values.ready, missed: values.missed, updatedAt: values.updatedAt },
    })
    .run();
}

export function setReady(db: Db, stepId: number, seatId: number, ready: boolean, at: Date): void {
  db.update(submissions)
    .set({ ready, updatedAt: at })
    .where(and(eq(submissions.stepId, stepId), eq(submissions.seatId, seatId)))
    .run();
}

/** The state after the last step that still counts (void steps are history, not the present). */
export function currentSnapshot(db: Db, gameId: number): { state: unknown; stepId: number | null } | undefined {
  return db
    .select({ state: snapshots.state, stepId: snapshots.stepId })
    .from(snapshots)
    .leftJoin(steps, eq(snapshots.stepId, steps.id))
    .where(and(eq(snapshots.gameId, gameId), or(isNull(snapshots.stepId), eq(steps.status, 'resolved'))))
    .orderBy(desc(snapshots.id))
    .limit(1)
    .get();
}

export const snapshotOfStep = (db: Db, stepId: number): unknown => db.select().from(snapshots).where(eq(snapshots.stepId, stepId)).get()?.state;

export const setupSnapshot = (db: Db, gameId: number): unknown =>
  db.select().from(snapshots).where(and(eq(snapshots.gameId, gameId), isNull(snapshots.stepId))).get()?.state;

export function insertSnapshot(db: Db, gameId: number, stepId: number | null, state: unknown, mapView?: { viewport: unknown }): void {
  db.insert(snapshots).values({ gameId, stepId, state, mapView }).run();
}

/** A snapshot's row id and stored map view (null when stored before map views existed), without its state. */
export interface SnapshotView {
  id: number;
  stepId: number | null;
  mapView: { viewport: unknown } | null;
}

const snapshotViewColumns = { id: snapshots.id, stepId: snapshots.stepId, mapView: snapshots.mapView };

export const snapshotStateById = (db: Db, id: number): unknown => db.select({ state: snapshots.state }).from(snapshots).where(eq(snapshots.id, id)).get()?.state;

/** The snapshot `currentSnapshot` reads, with its id and map view. */
export function currentSnapshotView(db: Db, gameId: number): SnapshotView | undefined {
  return db
    .select(snapshotViewColumns)
    .from(snapshots)
    .leftJoin(steps, eq(snapshots.stepId, steps.id))
    .where(and(eq(snapshots.gameId, gameId), or(isNull(snapshots.stepId), eq(steps.status, 'resolved'))))
    .orderBy(desc(snapshots.id))
    .limit(1)
    .get();
}

/** The snapshot a step stored (or the setup's, `stepId` null), with its id and map view. */
export function snapshotView(db: Db, gameId: number, stepId: number | null): SnapshotView | undefined {
  const which = stepId === null ? isNull(snapshots.stepId) : eq(snapshots.stepId, stepId);
  return db.select(snapshotViewColumns).from(snapshots).where(and(eq(snapshots.gameId, gameId), which)).get();
}

/** The latest snapshot that still counts stored before snapshot `id` with a map view, for a row that has none. */
export function earlierSnapshotView(db: Db, gameId: number, id: number): SnapshotView | undefined {
  return db
    .select(snapshotViewColumns)
    .from(snapshots)
    .leftJoin(steps, eq(snapshots.stepId, steps.id))
    .where(and(eq(snapshots.gameId, gameId), lt(snapshots.id, id), isNotNull(snapshots.mapView), or(isNull(snapshots.stepId), eq(steps.status, 'resolved'))))
    .orderBy(desc(snapshots.id))
    .limit(1)
    .get();
}

export function setSnapshotMapView(db: Db, id: number, mapView: { viewport: unknown }): void {
  db.update(snapshots).set({ mapView }).where(eq(snapshots.id, id)).run();
}

export function insertEvents(db: Db, gameId: number, stepId: number, list: readonly { type: string; payload: unknown }[]): void {
  if (list.length === 0) return;
  db.insert(events)
    .values(list.map((e, seq) => ({ gameId, stepId, seq, type: e.type, payload: e.payload })))
    .run();
}

export const eventsOf = (db: Db, stepId: number): (typeof events.$inferSelect)[] => db.select().from(events).where(eq(events.stepId, stepId)).orderBy(asc(events.seq)).all();

/** Queues a message; a key already queued is ignored, so a retried transaction never posts twice. */
export function enqueue(db: Db, values: typeof outbox.$inferInsert): void {
  db.insert(outbox).values(values).onConflictDoNothing({ target: outbox.key }).run();
}

/** Open steps of running games whose deadline is at or before `now`, oldest first. */
export function dueSteps(db: Db, now: Date): StepRow[] {
  const running = db.select({ id: games.id }).from(games).where(eq(games.status, 'active')).all().map((g) => g.id);
  if (running.length === 0) return [];
  return db
    .select()
    .from(steps)
    .where(and(eq(steps.status, 'open'), lte(steps.deadlineAt, now), inArray(steps.gameId, running)))
    .orderBy(asc(steps.deadlineAt))
    .all();
}

/** Open steps of running games that have a deadline, for reminders. */
export function openStepsWithDeadlines(db: Db): StepRow[] {
  const running = db.select({ id: games.id }).from(games).where(eq(games.status, 'active')).all().map((g) => g.id);
  if (running.length === 0) return [];
  return db.select().from(steps).where(and(eq(steps.status, 'open'), inArray(steps.gameId, running))).all();
}

/** Records a reminder; false when this one (step, seat, lead, deadline) was already sent. */
export function recordReminder(db: Db, values: typeof reminders.$inferInsert): boolean {
  const result = db.insert(reminders).values(values).onConflictDoNothing().run();
  return result.changes > 0;
}

export type ReminderRow = typeof reminders.$inferSelect;

/** The reminders recorded for a step, every deadline it had, oldest first. */
export const remindersOf = (db: Db, stepId: number): ReminderRow[] =>
  db.select().from(reminders).where(eq(reminders.stepId, stepId)).orderBy(asc(reminders.id)).all();

export type OutboxRow = typeof outbox.$inferSelect;

/** Outbox rows still to send whose retry time (if any) has come, oldest first, at most `limit`. */
export function pendingOutbox(db: Db, now: Date, limit: number): OutboxRow[] {
  return db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .all();
}

/**
 * Marks an outbox row done: sent (with the Discord message id), or given up on for good (no message id, and
 * `lastError` says why). Either way the dispatcher never picks it again.
 */
export function markOutboxDone(db: Db, id: number, at: Date, result: { messageId: string | null; lastError?: string }): void {
  db.update(outbox)
    .set({ sentAt: at, messageId: result.messageId, nextAttemptAt: null, ...(result.lastError !== undefined ? { lastError: result.lastError } : {}) })
    .where(eq(outbox.id, id))
    .run();
}

/** Records a failed attempt at an outbox row and when to try it again. */
export function markOutboxFailed(db: Db, id: number, values: { attempts: number; nextAttemptAt: Date; lastError: string }): void {
  db.update(outbox).set(values).where(eq(outbox.id, id)).run();
}

/** An outbox row by its key. */
export const outboxByKey = (db: Db, key: string): OutboxRow | undefined => db.select().from(outbox).where(eq(outbox.key, key)).get();

export function deleteSeat(db: Db, id: number): void {
  db.delete(seats).where(eq(seats.id, id)).run();
}

/** A server's games, newest first. */
export const gamesInGuild = (db: Db, guildId: string, limit: number): GameRow[] =>
  db.select().from(games).where(eq(games.guildId, guildId)).orderBy(desc(games.id)).limit(limit).all();
