// Concurrent submissions that complete a step resolve it once: two processes, each with its own connection to
// the same SQLite file, mark the last seats ready at the same moment, round after round, until the planned races
// are run and at least one had both calls in flight together (a busy machine may need more rounds for that).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../src/db/connection.ts';
import { gameById, openStepOf, stepsOf } from '../../../src/db/game-repo.ts';
import type { GameContext } from '../../../src/game/context.ts';
import { submit, setSeatReady } from '../../../src/game/step-cycle.ts';
import { checkDatabase, readDb } from './invariants.ts';
import type { ReadyReply, ReadyRequest } from './ready-child.ts';
import { expectOk, moveFor, nextMove, playMove, SECRET, startedGame } from './starmada-game.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./ready-child.ts', import.meta.url));
const RACES = 24;
/** Only a machine that never lets the two calls overlap gets this far. */
const MAX_ROUNDS = 10 * RACES;
/** How far ahead the calls are scheduled; doubled whenever a request arrives too late to line up. */
const FIRST_LEAD_MS = 40;
const MAX_LEAD_MS = 5_000;

interface Racer {
  child: ChildProcess;
  ask(request: ReadyRequest): Promise<ReadyReply>;
}

function startRacer(dbPath: string): Promise<Racer> {
  const child = fork(CHILD, [dbPath], { cwd: REPO_ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { answer: (reply: ReadyReply) => void; fail: (e: Error) => void }>();
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const e = new Error(`a racing process exited (code ${code})`);
      reject(e);
      for (const w of waiting.values()) w.fail(e);
    });
    child.on('message', (m: ReadyReply | 'up') => {
      if (m === 'up') {
        resolve({
          child,
          ask: (request) =>
            new Promise((answer, fail) => {
              waiting.set(request.round, { answer, fail });
              child.send(request);
            }),
        });
        return;
      }
      waiting.get(m.round)?.answer(m);
      waiting.delete(m.round);
    });
  });
}

describe('two processes completing the same step at once', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  test(
    'resolve it exactly once: one call resolves, the other finds it resolved or the step moved on',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'salvo-race-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const dbPath = join(dir, 'salvo.db');
      const handle = openDatabase(dbPath);
      cleanups.push(() => handle.close());
      const ctx: GameContext = { db: handle.db, now: () => new Date(), newSecret: () => SECRET };
      const count = (sql: string, ...params: unknown[]): number => Number(handle.sqlite.prepare(sql).pluck().get(...params));
      const racers = await Promise.all([startRacer(dbPath), startRacer(dbPath)]);
      for (const r of racers) cleanups.push(() => r.child.connected && r.child.disconnect());
      const [one, two] = racers;

      let gameId = startedGame(ctx);
      let overlapped = 0;
      let leadMs = FIRST_LEAD_MS;
      const losers: string[] = [];
      let round = 0;
      while ((round < RACES || overlapped === 0) && round < MAX_ROUNDS) {
        const game = gameById(ctx.db, gameId);
        if (game?.status !== 'active') {
          gameId = startedGame(ctx);
          continue;
        }
        const step = openStepOf(ctx.db, gameId);
        if (!step) throw new Error(`game ${gameId} is active with no open step`);
        const move = nextMove(ctx, game);
        if (!move) throw new Error('no move');
        if (step.owes.length < 2) {
          playMove(ctx, move);
          continue;
        }
        // Both owing seats send their drafts; then either both seats are marked ready at once by the two processes
        // ('both'), or Ana is ready already and both processes mark Ben ready at once ('same').
        const users = step.owes.map((key) => {
          const m = moveFor(ctx, game, step, key);
          expectOk('submit', submit(ctx, gameId, m.user, { submission: m.submission, stepKey: step.key }));
          return m.user;
        });
        const mode = round % 2 === 0 ? 'both' : 'same';
        const [first, second] = users as [string, string];
        if (mode === 'same') expectOk('ready', setSeatReady(ctx, gameId, first, true, step.key));
        const at = Date.now() + leadMs;
        const replies = await Promise.all([
          one.ask({ round, at, gameId, userId: mode === 'both' ? first : second, stepKey: step.key }),
          two.ask({ round, at, gameId, userId: second, stepKey: step.key }),
        ]);
        const [a, b] = replies;
        if (a.began < b.ended && b.began < a.ended) overlapped++;
        if (Math.max(a.received, b.received) > at) leadMs = Math.min(2 * leadMs, MAX_LEAD_MS);

        const thrown = replies.flatMap((r) => ('thrown' in r.result ? [r.result.thrown] : []));
        expect(thrown, `round ${round} (${mode}) on ${step.key}: a call threw`).toEqual([]);
        const results = replies.flatMap((r) => ('thrown' in r.result ? [] : [r.result]));
        const resolvedCalls = results.filter((r) => r.ok && r.value.resolved).length;
        const what = `round ${round} (${mode}) on ${step.key}: ${JSON.stringify(results)}`;
        expect(resolvedCalls, what).toBe(1);
        if (mode === 'both') expect(results.every((r) => r.ok), what).toBe(true);
        else {
          const loser = results.find((r) => !r.ok);
          expect(loser, what).toBeDefined();
          if (loser && !loser.ok) losers.push(loser.error.map((e) => e.code).join());
        }
        const after = stepsOf(ctx.db, gameId).filter((s) => s.seq === step.seq);
        expect(after.map((s) => s.status), what).toEqual(['resolved']);
        expect(count('select count(*) from snapshots where step_id = ?', step.id), what).toBe(1);
        expect(count('select count(*) from outbox where key = ?', `g${gameId}/s${step.seq}/resolved`), what).toBe(1);
        expect(count("select count(*) from steps where game_id = ? and status = 'open'", gameId), what).toBeLessThanOrEqual(1);
        round++;
      }

      for (const r of racers) r.child.disconnect();
      handle.close();
      expect(checkDatabase(readDb(dbPath))).toEqual([]);
      // The slower call names the step that closed (or finds the game over, when that step ended it).
      expect(losers.filter((code) => code !== 'ERR_STEP_CLOSED' && code !== 'ERR_GAME_OVER')).toEqual([]);
      console.log(`concurrency: ${round} races, ${overlapped} with both calls in flight together (scheduled ${leadMs} ms ahead at the end)`);
      // The spin-wait lines both calls up to well under a millisecond; a resolution takes longer than that.
      expect(overlapped, `the two processes never actually overlapped in ${round} races`).toBeGreaterThan(0);
    },
    600_000,
  );
});
