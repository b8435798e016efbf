/**
 * `npm start`: read the settings, connect (to Discord, or with no DISCORD_TOKEN to the local table), serve until
 * SIGINT or SIGTERM, then shut down in order.
 */
import { DiscordjsError, DiscordjsErrorCodes } from 'discord.js';
import { startLocalTable } from '../local/table.ts';
import { startupOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { startBot } from './bot.ts';

const startup = startupOrExit();
const logger = createLogger(startup.config.logLevel);

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

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
  process.stderr.write(`${explainStartFailure(error)}\n`);
  logger.flush();
  process.exit(1);
}

const running = bot;
let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: npm and tsx may both relay the same signal, and a second one must not kill us mid-shutdown.
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    running
      .stop()
      .then(() => {
        logger.info('stopped cleanly');
        logger.flush();
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        logger.flush();
        process.exit(1);
      });
  });
}

function explainStartFailure(error: unknown): string {
  if (error instanceof DiscordjsError && error.code === DiscordjsErrorCodes.TokenInvalid) {
    return 'Salvo cannot start: Discord refused DISCORD_TOKEN (reset it on the Bot page of your application at https://discord.com/developers/applications).';
  }
  if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `Salvo cannot start: ${error.message.replace(/^listen /, '')}: another program uses that port; set SALVO_TABLE_PORT to a free one.`;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return `Salvo cannot start: ${detail}`;
}
