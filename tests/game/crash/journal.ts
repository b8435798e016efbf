/**
 * The crash worker's journal: one JSON object a line, each written and fsync'd before the worker goes on.
 * "do" is written before a service call, "ok" once the call has returned success (so the database must hold
 * what it says, whatever happens after), "start" when a worker process has opened the database.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, readSync, statSync, writeSync } from 'node:fs';

export type Op = 'create' | 'join' | 'fleet' | 'start' | 'submit' | 'ready';

export type Accepted =
  | { t: 'ok'; op: 'create'; game: number }
  | { t: 'ok'; op: 'join' | 'fleet'; game: number; user: string }
  | { t: 'ok'; op: 'start'; game: number }
  | { t: 'ok'; op: 'submit'; game: number; step: number; seq: number; seat: string; hash: string }
  | { t: 'ok'; op: 'ready'; game: number; step: number; seq: number; seat: string; resolved: boolean };

export interface Intent {
  t: 'do';
  op: Op;
  game?: number;
  step?: number;
  seq?: number;
  seat?: string;
  user?: string;
}

export type JournalLine = { t: 'start'; pid: number } | Intent | Accepted;

export class Journal {
  private readonly fd: number;

  constructor(path: string) {
    this.fd = openSync(path, 'a+');
    // A kill in the middle of a write (never seen, but cheap to allow for) must not glue two lines together.
    const size = statSync(path).size;
    if (size > 0) {
      const last = Buffer.alloc(1);
      readSync(this.fd, last, 0, 1, size - 1);
      if (last[0] !== 0x0a) this.write('\n');
    }
  }

  append(line: JournalLine): void {
    this.write(`${JSON.stringify(line)}\n`);
  }

  close(): void {
    closeSync(this.fd);
  }

  private write(text: string): void {
    writeSync(this.fd, text);
    fsyncSync(this.fd);
  }
}

export interface ReadJournal {
  lines: JournalLine[];
  /** Lines that did not parse: only a torn last line may be here, and only if the worker was killed writing it. */
  broken: string[];
}

export function readJournal(path: string): ReadJournal {
  if (!existsSync(path)) return { lines: [], broken: [] };
  const lines: JournalLine[] = [];
  const broken: string[] = [];
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (text === '') continue;
    try {
      lines.push(JSON.parse(text) as JournalLine);
    } catch {
      broken.push(text);
    }
  }
  return { lines, broken };
}
