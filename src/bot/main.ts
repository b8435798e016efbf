/**
 * `npm start`: read the settings, take the database (one bot per database file: src/db/lease.ts), connect (to
 * Discord, or with no DISCORD_TOKEN to the local table), serve until SIGINT or SIGTERM, then shut down in order.
 */
import { DiscordjsError, DiscordjsErrorCodes } from 'discord.js';
import { releaseLease } from '../db/lease.ts';
import { storageFaultOf } from '../db/storage-fault.ts';
import { startLocalTable } from '../local/table.ts';
import { startupOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { startBot } from './bot.ts';
import { claimDatabase, keepLease, lostSentence } from './single-bot.ts';
import { storageStartSentence } from './storage-start.ts';

const startup = startupOrExit();
const logger = createLogger(startup.config.logLevel);
const databasePath = startup.config.databasePath;

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

// Before Discord or the local table: a second bot on this file, or a file Salvo cannot write, stops here.
const claim = claimDatabase(databasePath);
if (!claim.ok) {
  process.stderr.write(`${claim.sentence}\n`);
  logger.flush();
  process.exit(1);
}
const { handle: leaseDatabase, lease } = claim;
if (lease.how === 'stale' || lease.how === 'dead') logger.info({ how: lease.how, previous: lease.previous?.holder }, 'took over the database lease');
logger.info({ holder: lease.holder, databasePath }, 'holding the database lease');

let bot: { stop(): Promise<void> };
try {
  if (startup.mode === 'discord') {
    bot = await startBot({ config: startup.config, logger });
  } else {
    const table = await startLocalTable({ config: startup.config, logger });
    // The one line a newcomer needs; everything else is in the JSON log.
    process.stdout.write(`Salvo's local table is open at ${table.url} (no DISCORD_TOKEN set: set it, see the README, to connect the same bot to Discord instead).\n`);
    bot = table;
  }
} catch (error) {
  releaseAndClose();
  process.stderr.write(`${explainStartFailure(error)}\n`);
  logger.flush();
  process.exit(1);
}

const running = bot;
let shuttingDown = false;
const kept = keepLease({
  handle: leaseDatabase,
  holder: lease.holder,
  logger,
  // Another process took the database over: stop taking work at once, and say why.
  onLost: (holder) => shutDown(lostSentence(databasePath, holder), 1),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: npm and tsx may both relay the same signal, and a second one must not kill us mid-shutdown.
  process.on(signal, () => {
    if (shuttingDown) return;
    logger.info({ signal }, 'shutting down');
    shutDown(null, 0);
  });
}

/** Stops the bot, then gives the lease up (only if still ours) and exits; `sentence` goes to stderr. */
function shutDown(sentence: string | null, code: number): void {
  if (shuttingDown) return;
  shuttingDown = true;
  if (sentence !== null) logger.error({ databasePath }, sentence);
  void running
    .stop()
    .then(() => {
      if (code === 0) logger.info('stopped cleanly');
      return code;
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      return 1;
    })
    .then((exitCode) => {
      kept.release();
      leaseDatabase.close();
      if (sentence !== null) process.stderr.write(`${sentence}\n`);
      logger.flush();
      process.exit(exitCode);
    });
}

/** A start that failed gives the lease back, so fixing the cause and starting again never waits. */
function releaseAndClose(): void {
  try {
    releaseLease(leaseDatabase.db, lease.holder);
  } catch (error) {
    logger.warn({ err: error }, 'could not release the database lease');
  }
  leaseDatabase.close();
}

function explainStartFailure(error: unknown): string {
  if (error instanceof DiscordjsError && error.code === DiscordjsErrorCodes.TokenInvalid) {
    return 'Salvo cannot start: Discord refused DISCORD_TOKEN (reset it on the Bot page of your application at https://discord.com/developers/applications).';
  }
  if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `Salvo cannot start: ${error.message.replace(/^listen /, '')}: another program uses that port; set SALVO_TABLE_PORT to a free one.`;
  }
  if (storageFaultOf(error) !== null) return storageStartSentence(databasePath, error);
  const detail = error instanceof Error ? error.message : String(error);
  return `Salvo cannot start: ${detail}`;
}
