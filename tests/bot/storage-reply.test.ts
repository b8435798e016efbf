// Which failures of a command the user hears about as "Salvo can't save right now": writes the storage refused,
// found through drizzle's wrapping (it puts SQLite's error in `cause`), and nothing else.
import Database from 'better-sqlite3';
import { DrizzleError } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { STORAGE_FAULT_TEXT, storageFaultReply } from '../../src/bot/storage-reply.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { storageFaultOf } from '../../src/db/storage-fault.ts';

const sqlite = (code: string) => new Database.SqliteError(`a ${code} failure`, code);

describe('storageFaultReply', () => {
  test.each(['SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_IOERR_FSYNC'])('%s: the one sentence', (code) => {
    expect(storageFaultReply(sqlite(code))).toBe(STORAGE_FAULT_TEXT);
    expect(storageFaultReply(new DrizzleError({ message: 'Failed to run the query', cause: sqlite(code) }))).toBe(STORAGE_FAULT_TEXT);
  });

  test.each(['SQLITE_BUSY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_CORRUPT'])('%s: not a write the disk refused, so the usual ref', (code) => {
    expect(storageFaultReply(sqlite(code))).toBeNull();
  });

  test('a bug, or a file-system error from something else, is not a storage fault', () => {
    expect(storageFaultReply(new TypeError('x is undefined'))).toBeNull();
    expect(storageFaultReply(Object.assign(new Error('read only'), { code: 'EROFS' }))).toBeNull();
    expect(storageFaultReply('SQLITE_FULL')).toBeNull();
  });

  test('a real write on a connection that refuses writes is recognised', () => {
    const handle = openDatabase(':memory:');
    handle.sqlite.pragma('query_only = ON');
    let caught: unknown;
    try {
      handle.sqlite.exec("insert into bot_lease (id, holder, acquired_at, heartbeat_at) values (1, 'x', 0, 0)");
    } catch (error) {
      caught = error;
    }
    handle.close();
    expect(storageFaultOf(caught)).toBe('read-only');
    expect(storageFaultReply(caught)).toBe("Salvo can't save right now (the host's disk is full or read-only); nothing was changed. Please tell the bot's host.");
  });
});
