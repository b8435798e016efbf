/**
 * The crash test's service process: `node --import tsx tests/game/crash/worker.ts <dbPath> <journalPath> [maxRunMs]`.
 * It plays Starmada games on the SQLite file through the game service for ever (a new game when one ends): for
 * the open step, each owing seat that is not ready submits the autopilot's choice and then marks ready. Around
 * every service call it journals an intention ("do") and, once the call returned success, what the database must
 * now hold ("ok"), each line fsync'd before going on (journaled-play.ts). The test kills it with SIGKILL at random
 * moments. It prints nothing; on anything unexpected it writes to stderr and exits with code 2.
 * It also stops by itself after `maxRunMs` (default 120 s) or once the process that started it is gone, so a
 * test run that dies never leaves it playing.
 */
import { installDiscordPosts } from '../../../src/commands/discord-posts.ts';
import { openDatabase } from '../../../src/db/connection.ts';
import type { GameContext } from '../../../src/game/context.ts';
import { Journal } from './journal.ts';
import { playJournaled } from './journaled-play.ts';
import { SECRET } from './starmada-game.ts';

installDiscordPosts();

function die(message: string): never {
  process.stderr.write(`crash worker ${process.pid}: ${message}\n`);
  process.exit(2);
}

const [dbPath, journalPath, maxRunArg] = process.argv.slice(2);
if (!dbPath || !journalPath) die('usage: worker.ts <dbPath> <journalPath> [maxRunMs]');
const maxRunMs = Number(maxRunArg ?? 120_000);
const startedAt = Date.now();
const parent = process.ppid;

try {
  const handle = openDatabase(dbPath);
  const ctx: GameContext = { db: handle.db, now: () => new Date(), newSecret: () => SECRET };
  const journal = new Journal(journalPath);
  journal.append({ t: 'start', pid: process.pid });
  playJournaled(ctx, journal, () => {
    if (Date.now() - startedAt > maxRunMs) die(`ran for ${maxRunMs} ms without being stopped`);
    return process.ppid !== parent;
  });
} catch (e) {
  die(e instanceof Error ? (e.stack ?? e.message) : String(e));
}
