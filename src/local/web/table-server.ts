/**
 * The local table's web server: the page (static files next to this module), its JSON API (table-api.ts), live
 * updates (live-updates.ts) and the game's pictures, read from the local Discord for the users allowed to see
 * them. It listens on 127.0.0.1 only and answers only requests addressed to it by that name (no DNS rebinding),
 * and takes JSON bodies only (no cross-site form posts).
 *
 *   const table = await startTableServer({ discord, port: 8080 });
 *   console.log(`Open ${table.url}`);
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalDiscord } from '../discord/local-discord.ts';
import { isOwnHost } from '../own-host.ts';
import { createLiveUpdates } from './live-updates.ts';
import { ApiError, createTableApi } from './table-api.ts';

export interface TableServerOptions {
  discord: LocalDiscord;
  /** 0: any free port. */
  port: number;
  host?: '127.0.0.1';
}

export interface TableServer {
  /** http://127.0.0.1:PORT/ */
  url: string;
  close(): Promise<void>;
}

const STATIC_DIR = new URL('./static/', import.meta.url);
const MAX_BODY = 64 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
};

/** The page's files, read once: only these names are ever served. */
function loadStaticFiles(): Map<string, { type: string; data: Buffer }> {
  const files = new Map<string, { type: string; data: Buffer }>();
  for (const name of readdirSync(STATIC_DIR)) {
    const type = CONTENT_TYPES[extname(name)];
    if (type) files.set(name, { type, data: readFileSync(fileURLToPath(new URL(name, STATIC_DIR))) });
  }
  return files;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(data.length), 'cache-control': 'no-store' });
  res.end(data);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ApiError(413, 'The request is too large.');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, 'The body is not valid JSON.');
  }
}

export async function startTableServer({ discord, port, host = '127.0.0.1' }: TableServerOptions): Promise<TableServer> {
  const files = loadStaticFiles();
  const api = createTableApi(discord, () => origin);
  const live = createLiveUpdates((listener) => discord.onChange(listener));
  let origin = '';
  let ownPort = 0;

  /**
   * A picture or file of a message: only for a user who may see that message. The bytes are read in this process,
   * not fetched from the local Discord's port, which opens a file only to the bot's signed link.
   */
  function serveAttachment(url: URL, res: ServerResponse): void {
    const [, , channelId = '', attachmentId = ''] = url.pathname.split('/'); // /attachments/:channel/:id/:name
    const file = api.mayDownload(url.searchParams.get('as') ?? '', channelId, attachmentId) ? discord.files.get(attachmentId) : undefined;
    if (!file) return sendJson(res, 404, { error: 'No such file.' });
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'cache-control': 'private, max-age=3600',
    });
    res.end(file.data);
  }

  /** Live updates for the player named by `as` (anyone else shares one anonymous allowance). */
  function openLiveStream(url: URL, req: IncomingMessage, res: ServerResponse): void {
    const as = url.searchParams.get('as') ?? '';
    const viewer = discord.users().some((u) => u.id === as) ? as : '';
    const refusal = live.attach(req, res, viewer);
    if (refusal) sendJson(res, refusal.status, { error: refusal.error });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const method = (req.method ?? 'GET').toUpperCase();
    if (!isOwnHost(req.headers.host, ownPort)) return sendJson(res, 421, { error: 'Open the table at its own address.' });
    if (url.pathname === '/api/events' && method === 'GET') return openLiveStream(url, req, res);
    if (url.pathname.startsWith('/api/')) {
      const body = method === 'POST' ? await readJson(req) : undefined;
      const answer = await api.handle({ method, path: url.pathname, query: url.searchParams, body });
      return sendJson(res, answer.status, answer.body);
    }
    if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { error: `${method} is not allowed here.` });
    if (url.pathname.startsWith('/attachments/')) return serveAttachment(url, res);
    const name = url.pathname === '/' ? 'index.html' : url.pathname.startsWith('/assets/') ? url.pathname.slice('/assets/'.length) : '';
    const file = files.get(name);
    if (!file) return sendJson(res, 404, { error: 'Not found.' });
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': file.type, 'content-length': String(file.data.length), 'cache-control': 'no-cache' });
    res.end(method === 'HEAD' ? undefined : file.data);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof ApiError) return sendJson(res, error.status, { error: error.message });
      sendJson(res, 500, { error: `The table hit a problem: ${error instanceof Error ? error.message : String(error)}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  ownPort = (server.address() as AddressInfo).port;
  origin = `http://${host}:${ownPort}`;

  return {
    url: `${origin}/`,
    async close() {
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
