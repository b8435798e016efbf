/**
 * A seat's last refused send in a step (table refused_drafts): written when the rules refuse what a player sent,
 * cleared when a later send is accepted, so Ready can say that the draft it would lock in is not what the player
 * last sent. One row per step and seat.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { refusedDrafts } from './schema.ts';

export type RefusedDraftRow = typeof refusedDrafts.$inferSelect;

export function saveRefusedDraft(db: Db, values: { stepId: number; seatId: number; text: string; problems: string[]; at: Date }): void {
  db.insert(refusedDrafts)
    .values(values)
    .onConflictDoUpdate({ target: [refusedDrafts.stepId, refusedDrafts.seatId], set: { text: values.text, problems: values.problems, at: values.at } })
    .run();
}

export function clearRefusedDraft(db: Db, stepId: number, seatId: number): void {
  db.delete(refusedDrafts).where(and(eq(refusedDrafts.stepId, stepId), eq(refusedDrafts.seatId, seatId))).run();
}

export const refusedDraftOf = (db: Db, stepId: number, seatId: number): RefusedDraftRow | undefined =>
  db.select().from(refusedDrafts).where(and(eq(refusedDrafts.stepId, stepId), eq(refusedDrafts.seatId, seatId))).get();
