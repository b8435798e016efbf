// The local table's own ports (issue 15, item 7). The local Discord's port answers only requests addressed to it by
// name, as the page's does (no DNS rebinding into the REST API or the gateway); it hands a file only to whoever holds
// the link the bot was given (the page's viewers get their files through the page's per-viewer check); and each
// viewer may keep only a few live-update streams open, the table only so many in all.
import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST, Routes, type APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLiveUpdates } from '../../src/local/web/live-updates.ts';
import { startTestTable, waitUntil, type TestTable } from './table-fixture.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(32)]);

/** One raw request to 127.0.0.1 with the headers given (fetch will not send a foreign Host). */
function rawRequest(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: url.port, path, headers, agent: false });
    const collect = (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    };
    req.on('response', collect);
    // A gateway that accepts the handshake answers 101: that is all this needs to know.
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '' });
    });
    req.on('error', reject);
    req.end();
  });
}

const upgradeHeaders = (host: string) => ({
  host,
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': randomBytes(16).toString('base64'),
});

interface Stream {
  status: number;
  /** The refusal's body, or '' for an open stream. */
  body: string;
  close(): void;
}

/** Opens a live-update stream and resolves once its headers (or a refusal) arrive. */
function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      const close = () => req.destroy();
      if (res.statusCode === 200) return resolve({ status: 200, body: '', close });
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, close }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local table\'s ports', () => {
  let table: TestTable;
  let rest: REST;
  let ana = '';
  let ben = '';
  let anaDm = '';

  beforeAll(async () => {
    table = await startTestTable();
    rest = new REST({ api: table.discord.apiBase }).setToken(table.discord.token);
    ana = table.discord.createUser({ username: 'ana', globalName: 'Ana' }).id;
    ben = table.discord.createUser({ username: 'ben', globalName: 'Ben' }).id;
    anaDm = table.discord.dmChannelId(ana);
  });
  afterAll(async () => {
    await table?.close();
  });

  const discordBase = () => new URL(table.discord.apiBase).origin;

  test('the local Discord answers only requests addressed to it by name: REST and the gateway', async () => {
    const port = new URL(discordBase()).port;
    const auth = { authorization: `Bot ${table.discord.token}` };
    expect((await rawRequest(discordBase(), '/api/v10/gateway/bot', { ...auth, host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await rawRequest(discordBase(), '/api/v10/gateway/bot', { ...auth, host: `localhost:${port}` })).status).toBe(200);
    const rebound = await rawRequest(discordBase(), '/api/v10/gateway/bot', { ...auth, host: `evil.example:${port}` });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toEqual({ code: 0, message: 'Misdirected request: address this server as 127.0.0.1.' });

    expect((await rawRequest(discordBase(), '/', upgradeHeaders(`127.0.0.1:${port}`))).status).toBe(101);
    expect((await rawRequest(discordBase(), '/', upgradeHeaders(`evil.example:${port}`))).status).toBe(421);
  });

  test('a file on the local Discord opens only with the link the bot was given; the page checks who is looking', async () => {
    const posted = (await rest.post(Routes.channelMessages(anaDm), {
      body: { content: 'Your view', attachments: [{ id: '0', filename: 'secret-view.png' }] },
      files: [{ name: 'secret-view.png', data: PNG, contentType: 'image/png' }],
    })) as APIMessage;
    const link = new URL(posted.attachments[0]?.url ?? '');

    // The bot's link works, as a Discord CDN link does.
    const asBot = await fetch(link);
    expect(asBot.status).toBe(200);
    expect(Buffer.from(await asBot.arrayBuffer())).toEqual(PNG);
    // The same path without the link's signature, or with another's, opens nothing.
    expect((await fetch(`${link.origin}${link.pathname}`)).status).toBe(404);
    const forged = new URL(link);
    forged.searchParams.set('hm', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(404);
    const elsewhere = `${link.origin}/attachments/${table.discord.channelId}/${posted.attachments[0]?.id ?? ''}/secret-view.png${link.search}`;
    expect((await fetch(elsewhere)).status).toBe(404);

    // Through the page: Ana gets her own DM's picture, Ben does not.
    const { messages } = (await (await fetch(`${table.base}/api/messages?channel=${anaDm}&as=${ana}`)).json()) as { messages: { id: string; attachments: { url: string }[] }[] };
    const mine = messages.find((m) => m.id === posted.id)?.attachments[0]?.url ?? '';
    expect(mine).toBe(`${table.base}${link.pathname}?as=${ana}`);
    const viaPage = await fetch(mine);
    expect(viaPage.status).toBe(200);
    expect(Buffer.from(await viaPage.arrayBuffer())).toEqual(PNG);
    expect((await fetch(mine.replace(`as=${ana}`, `as=${ben}`))).status).toBe(404);
  });

  test('each viewer keeps at most 4 live-update streams open; a fifth is refused with a sentence', async () => {
    const events = (as: string) => `${table.base}/api/events?as=${as}`;
    const anas = await Promise.all([1, 2, 3, 4].map(() => openStream(events(ana))));
    expect(anas.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const fifth = await openStream(events(ana));
    expect(fifth.status).toBe(429);
    expect(JSON.parse(fifth.body)).toEqual({ error: 'This player already has 4 live views of the table open; close one (a tab) first.' });
    // Another viewer is not held back by Ana's.
    const bens = await openStream(events(ben));
    expect(bens.status).toBe(200);

    // Once one of Ana's streams closes, she may open another (the server notices the close soon after).
    anas[0]?.close();
    const again = await waitUntil('a free stream for Ana', async () => {
      const stream = await openStream(events(ana));
      return stream.status === 200 ? stream : false;
    });
    for (const stream of [...anas.slice(1), bens, again]) stream.close();
  });
});

describe('live-update caps', () => {
  test('streams are capped per viewer and in all', async () => {
    const live = createLiveUpdates(() => () => undefined, { maxPerViewer: 2, maxTotal: 3 });
    const server = createServer((req, res) => {
      const viewer = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('as') ?? '';
      const refused = live.attach(req, res, viewer);
      if (refused) {
        res.writeHead(refused.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: refused.error }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const at = (as: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/?as=${as}`;
    const open: Stream[] = [];
    for (const as of ['a', 'a']) open.push(await openStream(at(as)));
    const thirdForA = await openStream(at('a'));
    open.push(await openStream(at('b')));
    const fourthInAll = await openStream(at('c'));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(thirdForA.status).toBe(429);
    expect(fourthInAll.status).toBe(503);
    expect(JSON.parse(fourthInAll.body)).toEqual({ error: 'The table already has 3 live views open; close some tabs first.' });
    live.close();
    for (const stream of open) stream.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
