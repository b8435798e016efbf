/**
 * Which SQLite failures are the storage's fault (a read-only file or folder, a full disk, a damaged file), as
 * opposed to a bug: the bot tells the user and the host something they can act on instead of "something went
 * wrong". Only SQLite's own codes count here, read through drizzle's wrappers (it puts SQLite's error in `cause`).
 */

export type StorageFault = 'read-only' | 'full' | 'io' | 'corrupt' | 'cannot-open';

/** Extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE…) start with their primary code. */
const BY_PRIMARY_CODE: readonly [string, StorageFault][] = [
  ['SQLITE_READONLY', 'read-only'],
  ['SQLITE_FULL', 'full'],
  ['SQLITE_IOERR', 'io'],
  ['SQLITE_NOTADB', 'corrupt'],
  ['SQLITE_CORRUPT', 'corrupt'],
  ['SQLITE_CANTOPEN', 'cannot-open'],
];

/** The storage fault behind `error` (or one of its causes), or null when it is something else. */
export function storageFaultOf(error: unknown): StorageFault | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      const hit = BY_PRIMARY_CODE.find(([primary]) => code === primary || code.startsWith(`${primary}_`));
      if (hit) return hit[1];
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Whether a write failed because of the storage while the bot runs, so the user can be told nothing was saved:
 * read-only, full, or an I/O error (a damaged file or one that cannot be opened is a start-up matter).
 */
export function isWriteFault(error: unknown): boolean {
  const fault = storageFaultOf(error);
  return fault === 'read-only' || fault === 'full' || fault === 'io';
}
