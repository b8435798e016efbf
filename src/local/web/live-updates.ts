/**
 * Server-Sent Events for the page: one `data: changed` per burst of changes in the local Discord (a burst ends
 * after `debounceMs` without a change), and a comment line every `heartbeatMs` so proxies and browsers keep the stream open.
 * The event says only that something changed; the page asks again for what its user may see.
 *
 * Each open stream holds a socket, so they are capped: `maxPerViewer` for one player (a few tabs), `maxTotal` in all
 * (a client naming no player, or a made-up one, counts as the anonymous viewer ''). A stream over the cap is refused,
 * not swapped for an older one: a refused EventSource stays closed, where an evicted one would reconnect and evict
 * another, round and round.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface LiveUpdates {
  /**
   * Answers GET /api/events for `viewer`: keeps the response open until the client leaves or `close()`. Over a cap
   * it writes nothing and returns the refusal, for the caller to send.
   */
  attach(req: IncomingMessage, res: ServerResponse, viewer?: string): StreamRefusal | undefined;
  close(): void;
}

export interface StreamRefusal {
  status: 429 | 503;
  error: string;
}

/** A few tabs per player, and a spare for a reload whose old stream has not closed yet. */
export const MAX_STREAMS_PER_VIEWER = 4;
/** Every seat of a large game at the cap, with room to spare; each is only an idle socket. */
export const MAX_STREAMS = 64;

interface LiveOptions {
  debounceMs?: number;
  maxWaitMs?: number;
  heartbeatMs?: number;
  maxPerViewer?: number;
  maxTotal?: number;
}

export function createLiveUpdates(
  subscribe: (listener: () => void) => () => void,
  { debounceMs = 100, maxWaitMs = 1000, heartbeatMs = 15_000, maxPerViewer = MAX_STREAMS_PER_VIEWER, maxTotal = MAX_STREAMS }: LiveOptions = {},
): LiveUpdates {
  /** Open streams and whose they are. */
  const clients = new Map<ServerResponse, string>();
  let pending: NodeJS.Timeout | undefined;
  let burstStart: number | undefined;

  const broadcast = (chunk: string): void => {
    for (const res of clients.keys()) res.write(chunk);
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
  function refuse(viewer: string): StreamRefusal | undefined {
    const own = [...clients.values()].filter((v) => v === viewer).length;
    if (own >= maxPerViewer) return { status: 429, error: `This player already has ${maxPerViewer} live views of the table open; close one (a tab) first.` };
    if (clients.size >= maxTotal) return { status: 503, error: `The table already has ${maxTotal} live views open; close some tabs first.` };
    return undefined;
  }
  const heartbeat = setInterval(() => broadcast(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();

  return {
    attach(req, res, viewer = '') {
      const refusal = refuse(viewer);
      if (refusal) return refusal;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
      });
      // Reconnect quickly after a restart of the table; the first comment flushes the headers.
      res.write('retry: 1000\n: connected\n\n');
      clients.set(res, viewer);
      req.on('close', () => clients.delete(res));
      return undefined;
    },
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      if (pending) clearTimeout(pending);
      for (const res of clients.keys()) res.end();
      clients.clear();
    },
  };
}
