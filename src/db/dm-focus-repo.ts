/** The game a user's bare DMs ("ready", "help") go to: one row per user (table dm_focus). */
import { eq } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { dmFocus } from './schema.ts';

export const dmFocusOf = (db: Db, userId: string): number | undefined => db.select().from(dmFocus).where(eq(dmFocus.userId, userId)).get()?.gameId;

export function setDmFocus(db: Db, userId: string, gameId: number, at: Date): void {
  db.insert(dmFocus).values({ userId, gameId, setAt: at }).onConflictDoUpdate({ target: dmFocus.userId, set: { gameId, setAt: at } }).run();
}
