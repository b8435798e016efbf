/**
 * Queries on `game_gms`: who besides a game's creator holds GM powers in it (co-GMs and claims). Kept apart from
 * game-repo.ts so the GM model's storage reads in one place.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { gameGms } from './schema.ts';

export type GameGmRow = typeof gameGms.$inferSelect;
export type GmRole = GameGmRow['role'];

/** The extra GMs of a game, oldest first. */
export const gmsOf = (db: Db, gameId: number): GameGmRow[] => db.select().from(gameGms).where(eq(gameGms.gameId, gameId)).orderBy(asc(gameGms.id)).all();

export const gmRowOf = (db: Db, gameId: number, userId: string): GameGmRow | undefined =>
  db
    .select()
    .from(gameGms)
    .where(and(eq(gameGms.gameId, gameId), eq(gameGms.userId, userId)))
    .get();

/** Records a user's GM role in a game; a user already listed gets the new role (one row per game and user). */
export function saveGm(db: Db, values: { gameId: number; userId: string; role: GmRole; addedBy: string; createdAt: Date }): void {
  db.insert(gameGms)
    .values(values)
    .onConflictDoUpdate({ target: [gameGms.gameId, gameGms.userId], set: { role: values.role, addedBy: values.addedBy, createdAt: values.createdAt } })
    .run();
}

/** Removes a user's GM role in a game; false when they had none. */
export function deleteGm(db: Db, gameId: number, userId: string, role?: GmRole): boolean {
  const where = role === undefined ? and(eq(gameGms.gameId, gameId), eq(gameGms.userId, userId)) : and(eq(gameGms.gameId, gameId), eq(gameGms.userId, userId), eq(gameGms.role, role));
  return db.delete(gameGms).where(where).run().changes > 0;
}
