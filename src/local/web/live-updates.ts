/**
 * Server-Sent Events for the page: one `data: changed` per burst of changes in the local Discord (a burst ends
 * after `debounceMs` without a change), and a comment line every `heartbeatMs` so proxies and browsers keep the stream open.
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
  { debounceMs = 100, maxWaitMs = 1000, heartbeatMs = 15_000 }: { debounceMs?: number; maxWaitMs?: number; heartbeatMs?: number } = {},
): LiveUpdates {
  const clients = new Set<ServerResponse>();
  let pending: NodeJS.Timeout | undefined;
  let burstStart: number | undefined;

  const broadcast = (chunk: string): void => {
    for (const res of clients) res.write(chunk);
  };
  // A burst ends when nothing has changed for `debounceMs` (a bot answering a command changes the table several
  // times in a row); a long stream of changes still reaches the page every `maxWaitMs`.
  const unsubscribe = subscribe(() => {
    const now = Date.now();
    burstStart ??= now;
    clearTimeout(pending);
    pending = setTimeout(
      () => {
        pending = undefined;
        burstStart = undefined;
        broadcast('data: changed\n\n');
      },
      Math.max(0, Math.min(debounceMs, burstStart + maxWaitMs - now)),
    );
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
