/**
 * Start-up failures of the database file, each told in one sentence that names DATABASE_PATH, says what is wrong
 * and what to do: a read-only file or folder, a full disk, a file that is not a (sound) SQLite database, a path that
 * cannot be opened. SQLite's code says most of it; where it only says "unable to open" (SQLITE_CANTOPEN), or the
 * error is the folder's own (mkdir), the file system is asked why.
 */
import { accessSync, constants, statSync, statfsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { storageFaultOf, type StorageFault } from '../db/storage-fault.ts';

const PREFIX = 'Salvo cannot start:';

/** Errors from creating the folder (mkdir), which SQLite never sees. */
const BY_ERRNO: Record<string, StorageFault> = {
  EROFS: 'read-only',
  EACCES: 'read-only',
  EPERM: 'read-only',
  ENOSPC: 'full',
  EDQUOT: 'full',
  EIO: 'io',
  ENOTDIR: 'cannot-open',
  EEXIST: 'cannot-open',
  EISDIR: 'cannot-open',
};

/** Less than this free on the database's disk counts as full: SQLite cannot grow the file or its WAL. */
const FULL_BELOW_BYTES = 64 * 1024;

export function storageStartSentence(path: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const fault = storageFaultOf(error) ?? (typeof code === 'string' ? BY_ERRNO[code] : undefined) ?? null;
  // SQLite reports a read-only folder, or a read-only file in WAL mode, as "unable to open", and a full disk under
  // its shared-memory file as an I/O error; drizzle's migrator turns a full disk into "cannot rollback". In those
  // cases the file system says what is really wrong.
  const found = fault === null || fault === 'cannot-open' || fault === 'io' ? (diagnosePath(path) ?? fault) : fault;
  return sentenceFor(path, found, error);
}

function sentenceFor(path: string, fault: StorageFault | Diagnosis | null, error: unknown): string {
  const name = basename(path);
  switch (fault) {
    case 'read-only':
      return `${PREFIX} DATABASE_PATH is ${path}, and that file or its folder is read-only; make both writable by the user that runs Salvo (SQLite also writes ${name}-wal and ${name}-shm beside it), or set DATABASE_PATH to a writable place.`;
    case 'full':
      return `${PREFIX} the disk that holds DATABASE_PATH (${path}) is full; free some space on it, or set DATABASE_PATH to a file on a disk with room.`;
    case 'corrupt':
      return `${PREFIX} DATABASE_PATH (${path}) is not a SQLite database, or is damaged; restore it from a backup, or set DATABASE_PATH to a new file (a missing file is created).`;
    case 'io':
      return `${PREFIX} reading or writing DATABASE_PATH (${path}) failed with a disk I/O error; check that disk, or set DATABASE_PATH to a file on another one.`;
    case 'is-folder':
      return `${PREFIX} DATABASE_PATH (${path}) is a folder, not a file; set DATABASE_PATH to a file in it, such as ${join(path, 'salvo.db')}.`;
    case 'parent-not-folder':
      return `${PREFIX} DATABASE_PATH (${path}) cannot be created, because part of ${dirname(path)} is a file, not a folder; set DATABASE_PATH to a file in a folder.`;
    case 'cannot-open':
      return `${PREFIX} DATABASE_PATH (${path}) cannot be opened (${messageOf(error)}); check that its folder exists and the user that runs Salvo may write there, or set DATABASE_PATH elsewhere.`;
    case null:
      return `${PREFIX} opening DATABASE_PATH (${path}) failed (${messageOf(error)}); check the file, or set DATABASE_PATH to a new one.`;
  }
}

type Diagnosis = 'read-only' | 'full' | 'is-folder' | 'parent-not-folder';

/** What the file system says is wrong with `path` for SQLite, or null when it finds nothing. */
export function diagnosePath(path: string): Diagnosis | null {
  if (kindOf(path) === 'folder') return 'is-folder';
  const folder = nearestExisting(dirname(path));
  if (folder.kind === 'file') return 'parent-not-folder';
  if (!writable(folder.path) || (kindOf(path) === 'file' && !writable(path))) return 'read-only';
  try {
    const disk = statfsSync(folder.path);
    if (disk.bavail * disk.bsize < FULL_BELOW_BYTES) return 'full';
  } catch {
    // No answer about free space: say nothing about it.
  }
  return null;
}

function kindOf(path: string): 'file' | 'folder' | null {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch {
    return null;
  }
}

/** The folder itself, or the closest ancestor that exists (the one mkdir would create inside). */
function nearestExisting(folder: string): { path: string; kind: 'file' | 'folder' } {
  for (let at = folder; ; at = dirname(at)) {
    const kind = kindOf(at);
    if (kind !== null) return { path: at, kind };
    if (dirname(at) === at) return { path: at, kind: 'folder' };
  }
}

/** access(W_OK) is the kernel's answer for this user, and says EROFS on a read-only mount even to root. */
function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.replace(/[.;]+$/, '') ?? '';
}
