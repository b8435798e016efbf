/**
 * The local table's Discord state in the game database: users, channels and messages as one JSON row, rewritten
 * after changes, and each uploaded file as a row of its own, written once (a long game has hundreds of maps; they
 * must not be rewritten with every message).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { localDiscord, localFiles } from '../db/schema.ts';
import type { FakeStateSnapshot } from './discord/state.ts';

const ROW = 1;

export function loadLocalDiscord(db: Db): FakeStateSnapshot | undefined {
  const row = db.select().from(localDiscord).where(eq(localDiscord.id, ROW)).get();
  const state = row?.state as FakeStateSnapshot | undefined;
  // A snapshot of another shape (an older Salvo) is not read: the table starts fresh, the games stay in the database.
  if (state?.version !== 1) return undefined;
  const files = db.select().from(localFiles).all();
  return { ...state, attachments: files.map((f) => ({ id: f.id, field: f.field, name: f.name, contentType: f.contentType, data: f.data.toString('base64') })) };
}

/** Saves the state; `files` are every uploaded file by id, of which only those not yet stored are written. */
export function saveLocalDiscord(db: Db, state: FakeStateSnapshot, files: ReadonlyMap<string, { field: string; name: string; contentType: string; data: Buffer }>, at: Date): void {
  const json = { ...state, attachments: [] };
  db.transaction(() => {
    const stored = new Set(db.select({ id: localFiles.id }).from(localFiles).all().map((f) => f.id));
    for (const [id, f] of files) {
      if (!stored.has(id)) db.insert(localFiles).values({ id, field: f.field, name: f.name, contentType: f.contentType, data: f.data }).run();
    }
    db.insert(localDiscord).values({ id: ROW, state: json, savedAt: at }).onConflictDoUpdate({ target: localDiscord.id, set: { state: json, savedAt: at } }).run();
  });
}
