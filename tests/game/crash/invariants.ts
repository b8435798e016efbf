/**
 * What must hold of the database after any crash, and of the worker's journal against it. Each check returns
 * problems as sentences (empty when all is well), so a failing test says what is wrong, not just "false".
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { openDatabase } from '../../../src/db/connection.ts';
import { gameById } from '../../../src/db/game-repo.ts';
import type { GameContext } from '../../../src/game/context.ts';
import type { JournalLine } from './journal.ts';
import { nextMove, playMove, SECRET, sha256, startedGame } from './starmada-game.ts';

interface GameRecord {
  id: number;
  status: string;
}
interface StepRecord {
  id: number;
  game_id: number;
  seq: number;
  key: string;
  owes: string;
  status: string;
  seed_hash: string;
  seed: string | null;
}
interface SeatRecord {
  id: number;
  game_id: number;
  seat_key: string;
  user_id: string | null;
  fleet: string | null;
}
interface SubmissionRecord {
  step_id: number;
  seat_id: number;
  payload: string;
  ready: number;
  missed: number;
}
interface SnapshotRecord {
  game_id: number;
  step_id: number | null;
  state: string;
}
interface EventRecord {
  step_id: number;
  seq: number;
  type: string;
  payload: string;
}

/** Every row the checks look at, read once from a closed (or quiet) database file. */
export interface DbContents {
  integrity: string[];
  foreignKeyProblems: number;
  games: GameRecord[];
  seats: SeatRecord[];
  steps: StepRecord[];
  submissions: SubmissionRecord[];
  snapshots: SnapshotRecord[];
  events: EventRecord[];
  outboxKeys: { key: string; n: number }[];
}

/** The contents, or null when the file or its schema is not there yet (a kill during the very first start). */
export function readDbIfMigrated(path: string): DbContents | null {
  if (!existsSync(path)) return null;
  const sqlite = new Database(path, { fileMustExist: true });
  const migrated = sqlite.prepare("select count(*) from sqlite_master where type = 'table' and name = 'games'").pluck().get() === 1;
  sqlite.close();
  return migrated ? readDb(path) : null;
}

export function readDb(path: string): DbContents {
  const sqlite = new Database(path, { fileMustExist: true });
  try {
    const all = <T>(sql: string): T[] => sqlite.prepare(sql).all() as T[];
    return {
      integrity: (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check),
      foreignKeyProblems: (sqlite.pragma('foreign_key_check') as unknown[]).length,
      games: all('select id, status from games order by id'),
      seats: all('select id, game_id, seat_key, user_id, fleet from seats order by id'),
      steps: all('select id, game_id, seq, key, owes, status, seed_hash, seed from steps order by game_id, seq, id'),
      submissions: all('select step_id, seat_id, payload, ready, missed from submissions order by step_id, seat_id, id'),
      snapshots: all('select game_id, step_id, state from snapshots order by id'),
      events: all('select step_id, seq, type, payload from events order by step_id, seq, id'),
      outboxKeys: all('select key, count(*) as n from outbox group by key order by min(id)'),
    };
  } finally {
    sqlite.close();
  }
}

const group = <T, K>(rows: readonly T[], by: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(by(row), [...(map.get(by(row)) ?? []), row]);
  return map;
};

/**
 * The database on its own: sound file, one history per game (contiguous seqs, at most one open step, every
 * resolved step with exactly one snapshot and one set of events), drafts only from owing seats, and exactly the
 * outbox messages the steps call for, each key once.
 */
export function checkDatabase(db: DbContents): string[] {
  const problems: string[] = [];
  if (db.integrity.join() !== 'ok') problems.push(`integrity_check says: ${db.integrity.join('; ')}`);
  if (db.foreignKeyProblems > 0) problems.push(`foreign_key_check found ${db.foreignKeyProblems} rows`);

  const stepsByGame = group(db.steps, (s) => s.game_id);
  const seatsByGame = group(db.seats, (s) => s.game_id);
  const snapshotsByStep = group(db.snapshots, (s) => s.step_id);
  const eventsByStep = group(db.events, (e) => e.step_id);
  const draftsByStep = group(db.submissions, (s) => s.step_id);
  const expectedKeys = new Set<string>();

  if (db.games.filter((g) => g.status !== 'ended').length > 1) problems.push(`more than one unfinished game: ${JSON.stringify(db.games)}`);
  for (const game of db.games) {
    const steps = stepsByGame.get(game.id) ?? [];
    const seats = seatsByGame.get(game.id) ?? [];
    const setups = db.snapshots.filter((s) => s.game_id === game.id && s.step_id === null).length;
    const g = `game ${game.id} (${game.status})`;
    if (setups !== (game.status === 'lobby' ? 0 : 1)) problems.push(`${g} has ${setups} setup snapshots`);
    if (game.status === 'lobby' && steps.length > 0) problems.push(`${g} is in the lobby with ${steps.length} steps`);
    if (game.status !== 'lobby' && steps.length === 0) problems.push(`${g} has no steps`);
    steps.forEach((s, i) => {
      if (s.seq !== i + 1) problems.push(`${g}: step #${i + 1} has seq ${s.seq} (seqs must run 1, 2, 3… once each)`);
    });
    const open = steps.filter((s) => s.status === 'open');
    const expectedOpen = game.status === 'active' ? 1 : 0;
    if (open.length !== expectedOpen) problems.push(`${g} has ${open.length} open steps, expected ${expectedOpen}`);
    if (open.length === 1 && open[0] !== steps.at(-1)) problems.push(`${g}: the open step is not the last one`);
    if (steps.some((s) => s.status === 'void')) problems.push(`${g} has void steps (nothing rolled back here)`);
    // The "game over" post: one per ending (its key may carry the game's version, so a game ended again after a
    // rollback posts again); no rollback here, so exactly one for an ended game and none for a running one.
    const overKeys = db.outboxKeys.filter((o) => new RegExp(`^g${game.id}/over(/\\d+)?$`).test(o.key)).map((o) => o.key);
    if (overKeys.length !== (game.status === 'ended' ? 1 : 0)) problems.push(`${g} has game-over messages [${overKeys.join(', ')}]`);
    for (const k of overKeys) expectedKeys.add(k);
    // Its animated replay: one for an ended game that resolved a step, none for a running one.
    const replayKeys = db.outboxKeys.filter((o) => new RegExp(`^g${game.id}/over/\\d+/replay$`).test(o.key)).map((o) => o.key);
    const resolvedAny = steps.some((s) => s.status === 'resolved');
    if (replayKeys.length !== (game.status === 'ended' && resolvedAny ? 1 : 0)) problems.push(`${g} has replay posts [${replayKeys.join(', ')}]`);
    for (const k of replayKeys) expectedKeys.add(k);

    for (const step of steps) {
      const st = `${g} step ${step.seq} ${step.key} (id ${step.id}, ${step.status})`;
      const owes = JSON.parse(step.owes) as string[];
      const owing = owes.map((k) => seats.find((s) => s.seat_key === k));
      if (owing.some((s) => !s)) problems.push(`${st} owes a seat that does not exist: ${step.owes}`);
      const snaps = (snapshotsByStep.get(step.id) ?? []).length;
      const resolved = step.status === 'resolved';
      if (snaps !== (resolved ? 1 : 0)) problems.push(`${st} has ${snaps} snapshots, expected ${resolved ? 1 : 0}`);
      const events = eventsByStep.get(step.id) ?? [];
      if (resolved) {
        events.forEach((e, i) => {
          if (e.seq !== i) problems.push(`${st}: event #${i} has seq ${e.seq}`);
        });
        const dice = events.filter((e) => e.type === 'dice').length;
        if (dice !== 1 || events.at(-1)?.type !== 'dice') problems.push(`${st} has ${dice} dice events (exactly one, last, per resolution)`);
        if (!step.seed) problems.push(`${st} has no revealed seed`);
        else if (sha256(step.seed) !== step.seed_hash) problems.push(`${st}: its seed does not match the hash published at opening`);
      } else {
        if (events.length > 0) problems.push(`${st} has ${events.length} events before resolving`);
        if (step.seed !== null) problems.push(`${st} reveals its seed before resolving`);
      }

      const drafts = draftsByStep.get(step.id) ?? [];
      for (const d of drafts) {
        if (d.missed) problems.push(`${st}: seat id ${d.seat_id} was filled in as missed, yet no deadline can pass here`);
        if (!owing.some((s) => s?.id === d.seat_id)) problems.push(`${st} has a draft from seat id ${d.seat_id}, which it does not owe`);
      }
      const readyKeys = owing.filter((s) => s && drafts.some((d) => d.seat_id === s.id && d.ready)).map((s) => s?.seat_key);
      if (resolved && readyKeys.length !== owes.length) problems.push(`${st} resolved with only ${readyKeys.join(', ') || 'nobody'} ready`);
      if (!resolved && readyKeys.length === owes.length) problems.push(`${st} is still open with every owing seat ready`);

      expectedKeys.add(`g${game.id}/s${step.seq}/opened`);
      for (const seat of owing) if (seat?.user_id) expectedKeys.add(`g${game.id}/s${step.seq}/prompt/${seat.seat_key}`);
      if (resolved) expectedKeys.add(`g${game.id}/s${step.seq}/resolved`);
      // "Everyone else is ready" goes to the last seat once, when all but one are ready: exactly one per resolved
      // step that owed several seats, whichever seat was last.
      const lastKeys = db.outboxKeys.filter((o) => o.key.startsWith(`g${game.id}/s${step.seq}/last/`)).map((o) => o.key.split('/').at(-1) ?? '');
      const lastDue = owes.length >= 2 && readyKeys.length >= owes.length - 1;
      if (lastKeys.length !== (lastDue ? 1 : 0)) problems.push(`${st} has "last" messages for [${lastKeys.join(', ')}], expected ${lastDue ? 1 : 0}`);
      for (const k of lastKeys) {
        if (!owes.includes(k)) problems.push(`${st} has a "last" message for ${k}, which it does not owe`);
        else if (!resolved && readyKeys.includes(k)) problems.push(`${st} has a "last" message for ${k}, which is ready while the step is open`);
        else expectedKeys.add(`g${game.id}/s${step.seq}/last/${k}`);
      }
    }
  }

  for (const game of db.games) {
    if (!db.steps.some((s) => s.game_id === game.id)) continue;
    // One status message per game, pinned once; it and each step's post are edited as the game moves on.
    expectedKeys.add(`g${game.id}/status`);
    expectedKeys.add(`g${game.id}/status/pin`);
    for (const o of db.outboxKeys) if (new RegExp(`^g${game.id}/(status|s\\d+/opened)/edit/\\d+$`).test(o.key)) expectedKeys.add(o.key);
  }
  for (const o of db.outboxKeys) {
    if (o.n !== 1) problems.push(`outbox key ${o.key} is queued ${o.n} times`);
    if (!expectedKeys.has(o.key)) problems.push(`outbox key ${o.key} is not one any step calls for`);
  }
  const present = new Set(db.outboxKeys.map((o) => o.key));
  for (const key of expectedKeys) if (!present.has(key)) problems.push(`outbox key ${key} is missing`);
  return problems;
}

/**
 * The journal against the database: every accepted call is still there (no accepted submission lost), no step is
 * reported resolved twice, and every draft in the database was asked for (nothing appears from nowhere).
 */
export function checkJournal(db: DbContents, lines: readonly JournalLine[]): string[] {
  const problems: string[] = [];
  const stepById = new Map(db.steps.map((s) => [s.id, s]));
  const games = new Map(db.games.map((g) => [g.id, g]));
  const resolvedBy = new Map<number, number>();
  const intended = new Set<string>();

  lines.forEach((line, i) => {
    const at = `journal line ${i + 1} ${JSON.stringify(line)}`;
    if (line.t === 'start') return;
    if (line.t === 'do') {
      if (line.op === 'submit') intended.add(`${line.step}/${line.seat}`);
      return;
    }
    const game = games.get(line.game);
    if (!game) {
      problems.push(`${at}: game ${line.game} is not in the database`);
      return;
    }
    const seatOf = (game: number, by: (s: SeatRecord) => boolean) => db.seats.find((s) => s.game_id === game && by(s));
    switch (line.op) {
      case 'create':
        return;
      case 'join':
        if (!seatOf(line.game, (s) => s.user_id === line.user)) problems.push(`${at}: the seat is gone`);
        return;
      case 'fleet':
        if (!seatOf(line.game, (s) => s.user_id === line.user && s.fleet !== null)) problems.push(`${at}: the fleet is gone`);
        return;
      case 'start':
        if (game.status === 'lobby') problems.push(`${at}: the game is back in the lobby`);
        return;
      case 'submit':
      case 'ready': {
        const step = stepById.get(line.step);
        if (!step || step.game_id !== line.game || step.seq !== line.seq) {
          problems.push(`${at}: step id ${line.step} is ${step ? `game ${step.game_id} seq ${step.seq}` : 'not in the database'}`);
          return;
        }
        const seat = seatOf(line.game, (s) => s.seat_key === line.seat);
        const draft = db.submissions.find((d) => d.step_id === line.step && d.seat_id === seat?.id);
        if (!draft) {
          problems.push(`${at}: the accepted submission is lost (no row for step ${line.step}, seat ${line.seat})`);
          return;
        }
        if (line.op === 'submit') {
          if (sha256(draft.payload) !== line.hash) problems.push(`${at}: the stored submission differs from the accepted one`);
          return;
        }
        if (!draft.ready) problems.push(`${at}: the seat was accepted as ready but is not`);
        if (line.resolved) {
          resolvedBy.set(line.step, (resolvedBy.get(line.step) ?? 0) + 1);
          if (step.status !== 'resolved') problems.push(`${at}: the call said it resolved the step, which is ${step.status}`);
        }
        return;
      }
    }
  });
  for (const [step, n] of resolvedBy) if (n > 1) problems.push(`step id ${step} was reported resolved by ${n} accepted calls`);
  const seatKey = new Map(db.seats.map((s) => [s.id, s.seat_key]));
  for (const d of db.submissions) {
    if (!intended.has(`${d.step_id}/${seatKey.get(d.seat_id)}`)) problems.push(`a draft for step id ${d.step_id}, seat id ${d.seat_id} was never submitted`);
  }
  return problems;
}

/**
 * The games against an uninterrupted run: the same fixed secret and the same autopilot must give, step by step,
 * the same keys, dice commitments, seeds, submissions, events and states, however often the worker was killed.
 */
export function checkAgainstReference(db: DbContents): string[] {
  const problems: string[] = [];
  const handle = openDatabase(':memory:');
  try {
    const ctx: GameContext = { db: handle.db, now: () => new Date(), newSecret: () => SECRET };
    const ref = (sql: string, ...params: unknown[]) => handle.sqlite.prepare(sql).all(...params);
    for (const game of db.games) {
      if (game.status === 'lobby') continue;
      const id = startedGame(ctx);
      if (id !== game.id) return [...problems, `reference game id ${id} does not line up with game ${game.id}`];
      const steps = db.steps.filter((s) => s.game_id === game.id);
      const resolvedCount = steps.filter((s) => s.status === 'resolved').length;
      for (let resolved = 0; resolved < resolvedCount; ) {
        const current = gameById(ctx.db, id);
        const move = current?.status === 'active' ? nextMove(ctx, current) : null;
        if (!move) break;
        if (playMove(ctx, move)) resolved++;
      }
      const refSteps = ref('select id, seq, key, status, seed_hash, seed from steps where game_id = ? order by seq', id) as StepRecord[];
      if (refSteps.length !== steps.length) problems.push(`game ${game.id} has ${steps.length} steps, the uninterrupted run ${refSteps.length}`);
      for (const [i, s] of steps.entries()) {
        const r = refSteps[i];
        const at = `game ${game.id} step ${s.seq}`;
        if (!r) continue;
        if (r.key !== s.key || r.seed_hash !== s.seed_hash || r.status !== s.status || r.seed !== s.seed) {
          problems.push(`${at} is ${s.key}/${s.status}/${s.seed_hash.slice(0, 8)}, uninterrupted ${r.key}/${r.status}/${r.seed_hash.slice(0, 8)}`);
          continue;
        }
        if (s.status !== 'resolved') continue;
        const snap = db.snapshots.find((x) => x.step_id === s.id)?.state;
        const refSnap = (ref('select state from snapshots where step_id = ?', r.id) as { state: string }[])[0]?.state;
        if (snap !== refSnap) problems.push(`${at}: the state after it differs from the uninterrupted run`);
        const events = db.events.filter((e) => e.step_id === s.id).map((e) => e.payload);
        const refEvents = (ref('select payload from events where step_id = ? order by seq', r.id) as { payload: string }[]).map((e) => e.payload);
        if (JSON.stringify(events) !== JSON.stringify(refEvents)) problems.push(`${at}: its events differ from the uninterrupted run`);
        const drafts = db.submissions.filter((d) => d.step_id === s.id).map((d) => d.payload);
        const refDrafts = (ref('select payload from submissions where step_id = ? order by seat_id', r.id) as { payload: string }[]).map((d) => d.payload);
        if (JSON.stringify(drafts) !== JSON.stringify(refDrafts)) problems.push(`${at}: its submissions differ from the uninterrupted run`);
      }
    }
  } finally {
    handle.close();
  }
  return problems;
}
