/**
 * One "process" of the concurrency test: `fork`ed with `--import tsx`, it opens the same SQLite file as the test
 * and, for each request, waits (spinning) for the agreed wall-clock moment and marks a seat ready through the
 * game service, then reports the result and when the call began and ended. Two of these race for one step.
 */
import { installDiscordPosts } from '../../../src/commands/discord-posts.ts';
import { openDatabase } from '../../../src/db/connection.ts';
import type { GameContext } from '../../../src/game/context.ts';
import { setSeatReady } from '../../../src/game/step-cycle.ts';

installDiscordPosts();

export interface ReadyRequest {
  round: number;
  /** Epoch ms at which to call. */
  at: number;
  gameId: number;
  userId: string;
  stepKey: string;
}

export interface ReadyReply {
  round: number;
  /** Epoch ms at which the request arrived: after `at`, the two calls were not lined up. */
  received: number;
  /** The call's result, or what it threw (a database error is a finding, not a hang). */
  result: ReturnType<typeof setSeatReady> | { thrown: string };
  /** Epoch ms, sub-millisecond. */
  began: number;
  ended: number;
}

const [dbPath] = process.argv.slice(2);
if (!dbPath || !process.send) {
  process.stderr.write('usage: fork ready-child.ts <dbPath> (with an IPC channel)\n');
  process.exit(2);
}
const send = process.send.bind(process);
const handle = openDatabase(dbPath);
const ctx: GameContext = { db: handle.db, now: () => new Date() };
const clock = (): number => performance.timeOrigin + performance.now();

process.on('message', (m: ReadyRequest) => {
  const received = clock();
  while (clock() < m.at) {
    // Spin rather than sleep: a timer would wake each process a millisecond or more apart.
  }
  const began = clock();
  let result: ReadyReply['result'];
  try {
    result = setSeatReady(ctx, m.gameId, m.userId, true, m.stepKey);
  } catch (e) {
    result = { thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  const reply: ReadyReply = { round: m.round, received, result, began, ended: clock() };
  send(reply);
});
process.on('disconnect', () => {
  handle.close();
  process.exit(0);
});
send('up');
