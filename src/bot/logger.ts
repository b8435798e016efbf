/** Structured JSON logs on stdout (pino). Anything that looks like a credential is redacted by path. */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'salvo' },
      redact: {
        paths: ['token', '*.token', 'config.token', 'headers.authorization', '*.headers.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
