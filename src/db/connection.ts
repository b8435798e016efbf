/** Opens the SQLite database, turns on WAL and foreign keys, and applies the committed migrations. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema>;

export interface DatabaseHandle {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

// Resolved from this file, not the working directory, so the bot starts from anywhere.
const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Runs a start-up step that a second process opening the same new file can make fail: switching to WAL returns
 * "locked" at once (SQLite calls no busy handler there), and two processes can both decide to migrate (drizzle
 * reads what is applied before it takes the lock), so the loser sees "already exists". Trying again succeeds.
 */
function withStartupRetries(step: () => void): void {
  for (let attempt = 1; ; attempt++) {
    try {
      step();
      return;
    } catch (error) {
      if (attempt >= 10 || !/already exists|database is locked/i.test(describeChain(error))) throw error;
      // A synchronous pause is fine here: it only happens while the bot starts.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50 * attempt);
    }
  }
}

/** An error's message with its causes (drizzle wraps SQLite's error as the cause of its own). */
function describeChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && parts.length < 5; e = (e as { cause?: unknown }).cause) parts.push(e instanceof Error ? `${e.name}: ${e.message}` : JSON.stringify(e));
  return parts.join(' <- ');
}

/** Opens (creating if needed) the database at `path`, or an in-memory one for ':memory:'. */
export function openDatabase(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  // A second process (another bot, a backup) may hold the lock briefly: wait instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  withStartupRetries(() => sqlite.pragma('journal_mode = WAL'));
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle({ client: sqlite, schema, casing: 'snake_case' });
  withStartupRetries(() => migrate(db, { migrationsFolder }));
  return {
    db,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}
