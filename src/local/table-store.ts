/** The local table's Discord state in the game database: one JSON row, read at start, written after changes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { localDiscord } from '../db/schema.ts';
import type { FakeStateSnapshot } from './discord/state.ts';

const ROW = 1;

export function loadLocalDiscord(db: Db): FakeStateSnapshot | undefined {
  const row = db.select().from(localDiscord).where(eq(localDiscord.id, ROW)).get();
  const state = row?.state as FakeStateSnapshot | undefined;
  // A snapshot of another shape (an older Salvo) is not read: the table starts fresh, the games stay in the database.
  return state?.version === 1 ? state : undefined;
}

export function saveLocalDiscord(db: Db, state: FakeStateSnapshot, at: Date): void {
  db.insert(localDiscord)
    .values({ id: ROW, state, savedAt: at })
    .onConflictDoUpdate({ target: localDiscord.id, set: { state, savedAt: at } })
    .run();
}
