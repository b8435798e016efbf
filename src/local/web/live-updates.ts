/**
 * Server-Sent Events for the page: one `data: changed` per burst of changes in the local Discord (bursts are
 * gathered for `debounceMs`), and a comment line every `heartbeatMs` so proxies and browsers keep the stream open.
 * The event says only that something changed; the page asks again for what its user may see.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface LiveUpdates {
  /** Answers GET /api/events: keeps the response open until the client leaves or `close()`. */
  attach(req: IncomingMessage, res: ServerResponse): void;
  close(): void;
}

export function createLiveUpdates(
  subscribe: (listener: () => void) => () => void,
  { debounceMs = 50, heartbeatMs = 15_000 }: { debounceMs?: number; heartbeatMs?: number } = {},
): LiveUpdates {
  const clients = new Set<ServerResponse>();
  let pending: NodeJS.Timeout | undefined;

  const broadcast = (chunk: string): void => {
    for (const res of clients) res.write(chunk);
  };
  const unsubscribe = subscribe(() => {
    pending ??= setTimeout(() => {
      pending = undefined;
      broadcast('data: changed\n\n');
    }, debounceMs);
  });
  const heartbeat = setInterval(() => broadcast(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();

  return {
    attach(req, res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
      });
      // Reconnect quickly after a restart of the table; the first comment flushes the headers.
      res.write('retry: 1000\n: connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      if (pending) clearTimeout(pending);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
