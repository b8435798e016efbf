// Exactly once across crashes: the game service runs in a child process (worker.ts) on a SQLite file, is killed
// with SIGKILL at random moments and restarted, again and again. After every kill the database must hold every
// submission the worker saw accepted, no step resolved twice, every outbox message exactly once, and a sound
// file; at the end every game must equal an uninterrupted run of it.
// The run goes on until it has made its planned kills and resolutions, however long a busy machine takes; only a
// run that truly stalls hits the caps. The kill delays come from a seeded generator: CRASH_SEED=<n> repeats a
// run's schedule (the moments the kills land still depend on the machine's speed).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, fstatSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../src/db/connection.ts';
import { Journal, readJournal, type Accepted, type JournalLine } from './journal.ts';
import { checkAgainstReference, checkDatabase, checkJournal, readDb, readDbIfMigrated } from './invariants.ts';
import { playJournaled } from './journaled-play.ts';
import { SECRET } from './starmada-game.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));
const SEED = Number(process.env['CRASH_SEED'] ?? 20_261_121);
const MIN_RESOLUTIONS = 50;
const TARGET_KILLS = 50;
/** On an idle machine the test takes one to two minutes; these caps only stop a run that makes no progress. */
const TEST_CAP_MS = 900_000;
const WAIT_CAP_MS = 120_000;
/** Resolutions may lag the plan (MIN_RESOLUTIONS per TARGET_KILLS kills) by this many before a life is made to
 * resolve a step before its kill; an idle machine resolves that fast anyway, a busy one needs the push. */
const LAG_ALLOWED = 5;

interface Worker {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
}

function startWorker(dbPath: string, journalPath: string): Worker {
  // Straight to node (no npx, no npm): the pid killed is the service's own.
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, dbPath, journalPath, String(TEST_CAP_MS)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, stderr: () => err };
}

const isRunning = (worker: Worker): boolean => worker.child.exitCode === null && worker.child.signalCode === null;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const sizeOf = (path: string): number => (existsSync(path) ? statSync(path).size : 0);

const isResolution = (line: JournalLine): boolean => line.t === 'ok' && line.op === 'ready' && line.resolved;

/** The whole lines written to the journal past byte `from`. */
function journalAfter(path: string, from: number): JournalLine[] {
  const fd = openSync(path, 'r');
  try {
    const tail = Buffer.alloc(Math.max(0, fstatSync(fd).size - from));
    readSync(fd, tail, 0, tail.length, from);
    // Only whole lines: the last may still be being written; an empty one is a restart closing off a torn line.
    const whole = tail.toString('utf8').split('\n').slice(0, -1);
    return whole.filter((text) => text !== '').map((text) => JSON.parse(text) as JournalLine);
  } finally {
    closeSync(fd);
  }
}

/** Polls until the worker's new journal lines (past byte `from`) satisfy `enough`, or the worker is gone. */
async function untilJournal(worker: Worker, path: string, from: number, enough: (lines: JournalLine[]) => boolean, what: string): Promise<void> {
  const giveUpAt = Date.now() + WAIT_CAP_MS;
  let seenSize = from;
  while (isRunning(worker)) {
    const size = sizeOf(path);
    if (size !== seenSize && enough(journalAfter(path, from))) return;
    seenSize = size;
    if (Date.now() > giveUpAt) throw new Error(`${what}: nothing within ${WAIT_CAP_MS / 1000} s: ${worker.stderr()}`);
    await sleep(2);
  }
}

describe('a crash at any moment', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  test(
    `loses no accepted submission, resolves no step twice and queues every message once (seed ${SEED})`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'salvo-crash-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const dbPath = join(dir, 'salvo.db');
      const journalPath = join(dir, 'journal.jsonl');
      const rng = xoroshiro128plus(SEED);
      const began = Date.now();
      let kills = 0;
      let killsAtWork = 0;
      let killsBeforeSchema = 0;
      let livesMadeToResolve = 0;
      let resolutions = 0;
      let checkedLines = 0;

      while (kills < TARGET_KILLS || resolutions < MIN_RESOLUTIONS) {
        if (Date.now() - began > TEST_CAP_MS - WAIT_CAP_MS) throw new Error(`no end in sight: ${kills} kills and ${resolutions} resolutions so far`);
        const journalSize = sizeOf(journalPath);
        const worker = startWorker(dbPath, journalPath);
        cleanups.push(() => isRunning(worker) && worker.child.kill('SIGKILL'));

        if (uniformInt(rng, 1, 6) === 1) {
          // Now and then from the spawn: the kill may land while the process loads or opens the database.
          await sleep(uniformInt(rng, 0, 700));
        } else {
          // Usually while it plays: from the moment it has opened the database and journalled its start.
          await untilJournal(worker, journalPath, journalSize, (lines) => lines.length > 0, `worker ${kills + 1} starting`);
          if (resolutions < (kills * MIN_RESOLUTIONS) / TARGET_KILLS - LAG_ALLOWED) {
            // A machine too busy to resolve anything within the random delays still gets through the plan.
            await untilJournal(worker, journalPath, journalSize, (lines) => lines.some(isResolution), `worker ${kills + 1} resolving a step`);
            livesMadeToResolve++;
          }
          killsAtWork++;
          await sleep(uniformInt(rng, 0, 200));
        }
        if (!isRunning(worker)) {
          const end = await worker.exited;
          throw new Error(`the worker stopped by itself (code ${end.code}) before kill ${kills + 1}: ${worker.stderr()}`);
        }
        worker.child.kill('SIGKILL');
        const end = await worker.exited;
        expect(end.signal, `the worker ended before kill ${kills + 1}: ${worker.stderr()}`).toBe('SIGKILL');
        kills++;

        const db = readDbIfMigrated(dbPath);
        const journal = readJournal(journalPath);
        expect(journal.broken, `torn journal lines after kill ${kills}`).toEqual([]);
        if (!db) {
          // Killed before the first start had migrated the file: nothing can have been accepted yet.
          expect(journal.lines.filter((l) => l.t !== 'start'), `no schema after kill ${kills}, yet the journal has calls`).toEqual([]);
          killsBeforeSchema++;
          continue;
        }
        const problems = [...checkDatabase(db), ...checkJournal(db, journal.lines)];
        expect(problems, `after kill ${kills} (CRASH_SEED=${SEED})`).toEqual([]);
        checkedLines = journal.lines.length;
        resolutions = db.steps.filter((s) => s.status === 'resolved').length;
      }

      const db = readDb(dbPath);
      const accepted = readJournal(journalPath).lines.filter((l) => l.t === 'ok').length;
      expect(checkAgainstReference(db), `against an uninterrupted run (CRASH_SEED=${SEED})`).toEqual([]);
      console.log(
        `crash test (seed ${SEED}): ${kills} SIGKILLs (${killsAtWork} while playing, ${killsBeforeSchema} before the first migration, ` +
          `${livesMadeToResolve} after waiting for a resolution), ${resolutions} steps resolved in ${db.games.length} games, ` +
          `${checkedLines} journal lines checked (${accepted} accepted calls), ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
    },
    TEST_CAP_MS,
  );

  test('the checks are not vacuous: each fault a crash could cause is caught', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-crash-checks-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = join(dir, 'salvo.db');
    const journalPath = join(dir, 'journal.jsonl');
    // The worker's loop in-process, through one game's end and a few steps into the next.
    const handle = openDatabase(dbPath);
    const journal = new Journal(journalPath);
    const resolvedIn2 = handle.sqlite.prepare("select count(*) from steps where game_id = 2 and status = 'resolved'").pluck();
    playJournaled({ db: handle.db, now: () => new Date(), newSecret: () => SECRET }, journal, () => Number(resolvedIn2.get()) >= 3);
    journal.close();
    handle.close();
    const lines = readJournal(journalPath).lines;
    const clean = readDb(dbPath);
    expect([...checkDatabase(clean), ...checkJournal(clean, lines), ...checkAgainstReference(clean)]).toEqual([]);

    const accepted = lines.filter((l): l is Accepted => l.t === 'ok');
    const lastSubmit = accepted.filter((l) => l.op === 'submit').at(-1);
    const aReady = accepted.find((l) => l.op === 'ready' && !l.resolved);
    const aResolution = accepted.find((l) => l.op === 'ready' && l.resolved);
    if (!lastSubmit || lastSubmit.op !== 'submit' || !aReady || aReady.op !== 'ready' || !aResolution || aResolution.op !== 'ready') throw new Error('journal too short');
    const seatId = (l: { game: number; seat: string }) => `(select id from seats where game_id = ${l.game} and seat_key = '${l.seat}')`;

    // Replaying against an uninterrupted run is slow-ish: only the fault it is there for asks for it.
    const faults: { name: string; sql?: string; journal?: (l: JournalLine[]) => JournalLine[]; reference?: true; caught: RegExp }[] = [
      { name: 'an accepted submission lost', sql: `delete from submissions where step_id = ${lastSubmit.step} and seat_id = ${seatId(lastSubmit)}`, caught: /accepted submission is lost/ },
      { name: 'an accepted submission changed', sql: `update submissions set payload = '{}' where step_id = ${lastSubmit.step} and seat_id = ${seatId(lastSubmit)}`, caught: /differs from the accepted one/ },
      { name: 'an accepted ready mark lost', sql: `update submissions set ready = 0 where step_id = ${aReady.step} and seat_id = ${seatId(aReady)}`, caught: /accepted as ready but is not/ },
      {
        name: 'a step resolved twice (a second snapshot)',
        sql: `drop index snapshots_step_idx; insert into snapshots (game_id, step_id, state) select game_id, step_id, state from snapshots where step_id = ${aResolution.step}`,
        caught: /has 2 snapshots/,
      },
      {
        name: 'a step resolved twice (its events again)',
        sql: `drop index events_step_seq_idx; insert into events (game_id, step_id, seq, type, payload) select game_id, step_id, seq, type, payload from events where step_id = ${aResolution.step}`,
        caught: /dice events/,
      },
      {
        name: 'a step opened twice',
        sql: "drop index steps_game_seq_idx; insert into steps (game_id, seq, key, title, owes, secret, status, opened_at, deadline_at, seed_hash) select game_id, seq, key, title, owes, secret, status, opened_at, deadline_at, seed_hash from steps where status = 'open'",
        caught: /2 open steps/,
      },
      { name: 'a resolution lost', sql: `update steps set status = 'open', seed = null where id = ${aResolution.step}`, caught: /open steps/ },
      {
        name: 'a message queued twice',
        sql: `drop index outbox_key_idx; insert into outbox (key, game_id, kind, target, payload) select key, game_id, kind, target, payload from outbox where key = 'g1/s3/resolved'`,
        caught: /queued 2 times/,
      },
      { name: 'a message lost', sql: "delete from outbox where key = 'g1/s3/resolved'", caught: /g1\/s3\/resolved is missing/ },
      { name: 'a message nobody called for', sql: "insert into outbox (key, game_id, kind, target, payload) values ('g1/s2/resolved/again', 1, 'channel', 'c1', '{}')", caught: /not one any step calls for/ },
      { name: 'a draft from nowhere', journal: (l) => l.filter((x) => !(x.t === 'do' && x.op === 'submit' && x.step === lastSubmit.step)), caught: /never submitted/ },
      { name: 'two calls that each resolved the step', journal: (l) => [...l, aResolution], caught: /reported resolved by 2 accepted calls/ },
      {
        name: 'a state unlike the uninterrupted run',
        sql: `update snapshots set state = (select state from snapshots where step_id is null and game_id = 1) where step_id = ${aResolution.step}`,
        reference: true,
        caught: /differs from the uninterrupted run/,
      },
    ];
    for (const [i, fault] of faults.entries()) {
      const copy = join(dir, `fault-${i}.db`);
      copyFileSync(dbPath, copy);
      if (fault.sql) {
        const raw = new Database(copy);
        raw.exec(fault.sql);
        raw.close();
      }
      const db = readDb(copy);
      const problems = [...checkDatabase(db), ...checkJournal(db, fault.journal ? fault.journal(lines) : lines), ...(fault.reference ? checkAgainstReference(db) : [])];
      expect(problems.some((p) => fault.caught.test(p)), `${fault.name}: ${JSON.stringify(problems)}`).toBe(true);
    }
  });
});
