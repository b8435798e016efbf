/** `npm start`: read the settings, connect, serve until SIGINT or SIGTERM, then shut down in order. */
import { DiscordjsError, DiscordjsErrorCodes } from 'discord.js';
import { configOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { startBot } from './bot.ts';

const config = configOrExit();
const logger = createLogger(config.logLevel);

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

let bot;
try {
  bot = await startBot({ config, logger });
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
  const detail = error instanceof Error ? error.message : String(error);
  return `Salvo cannot start: ${detail}`;
}
