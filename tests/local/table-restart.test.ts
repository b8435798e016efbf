// `npm start` with no DISCORD_TOKEN: the local table. A game started on the page survives a restart of the process
// (issue 7: "a restart of npm start in the middle of that game resumes it on the page"), through the page's own API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotProcess, type BotProcess } from '../e2e/bot-process.ts';
import { WAIT_CAP_MS } from '../harness/fake-discord.ts';
import { messageText } from '../harness/message-text.ts';

interface ViewMessage {
  id: string;
  content: string;
  components: { components?: { custom_id?: string; label?: string }[] }[];
  attachments: { url: string; filename: string; contentType: string }[];
  ephemeral: boolean;
}
interface TableView {
  users: { id: string; name: string }[];
  channels: { id: string; name: string; kind: 'text' | 'thread'; parentId?: string }[];
}

const OPEN_LINE = /Salvo's local table is open at (http:\/\/127\.0\.0\.1:\d+)\/? \(no DISCORD_TOKEN set: set it, see the README, to connect the same bot to Discord instead\)\./;

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = WAIT_CAP_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const buttons = (m: ViewMessage) => m.components.flatMap((row) => row.components ?? []);

describe('the local table across a restart', () => {
  let dir: string;
  let proc: BotProcess;
  let url = '';

  const start = async (): Promise<void> => {
    proc = startBotProcess({ DATABASE_PATH: join(dir, 'salvo.db'), SALVO_TABLE_PORT: '0', LOG_LEVEL: 'info' });
    const line = await proc.waitForLog(OPEN_LINE);
    url = OPEN_LINE.exec(line)?.[1] ?? '';
  };
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${url}${path}`)).json()) as T;
  const post = async (path: string, body: unknown): Promise<Response> =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const messages = (channel: string, as: string) => get<{ messages: ViewMessage[] }>(`/api/messages?channel=${channel}&as=${as}`).then((r) => r.messages);
  const command = (as: string, channelId: string, name: string, sub: string, options: { name: string; type: number; value: string | number }[] = []) =>
    post('/api/command', { as, channelId, name, options: [{ type: 1, name: sub, options }] });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'salvo-table-'));
    await start();
  });

  afterAll(async () => {
    proc.signal('SIGKILL');
    await proc.allClosed;
    rmSync(dir, { recursive: true, force: true });
  });

  let ana = '';
  let ben = '';
  let threadId = '';

  test('one line says where the page is; the page and its API answer', async () => {
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    ana = ((await (await post('/api/users', { name: 'Ana' })).json()) as { id: string }).id;
    ben = ((await (await post('/api/users', { name: 'Ben' })).json()) as { id: string }).id;
    const table = await get<TableView>('/api/table');
    expect(table.users.map((u) => u.name)).toEqual(['Ana', 'Ben']);
  });

  test('a game opened, joined, built and started on the page', async () => {
    const battles = (await get<TableView>('/api/table')).channels.find((c) => c.kind === 'text')?.id ?? '';
    expect((await command(ana, battles, 'game', 'new', [
      { name: 'system', type: 3, value: 'starmada' },
      { name: 'scenario', type: 3, value: 'standard/small' },
      { name: 'options', type: 3, value: 'alternateArcs' },
    ])).status).toBe(200);
    threadId = await waitUntil('the game thread', async () => (await get<TableView>('/api/table')).channels.find((c) => c.kind === 'thread')?.id);
    const lobby = await waitUntil('the lobby', async () => (await messages(threadId, ana)).find((m) => buttons(m).some((b) => b.custom_id?.startsWith('join:'))));
    const [joinA, joinB] = buttons(lobby).map((b) => b.custom_id ?? '');
    await post('/api/click', { as: ana, channelId: threadId, messageId: lobby.id, customId: joinA });
    await post('/api/click', { as: ben, channelId: threadId, messageId: lobby.id, customId: joinB });
    await command(ana, threadId, 'fleet', 'add', [{ name: 'ship', type: 3, value: 'Majestic' }]);
    await command(ben, threadId, 'fleet', 'add', [{ name: 'ship', type: 3, value: 'Tempest' }]);
    await waitUntil('both fleets in the lobby', async () => /Ana.*\d+ \/ \d+[\s\S]*Ben.*\d+ \/ \d+/.test((await messages(threadId, ana)).find((m) => m.id === lobby.id)?.content ?? ''));
    await command(ana, threadId, 'game', 'start');
    await waitUntil('the deployment post', async () => (await messages(threadId, ana)).some((m) => m.content.startsWith('**Deployment** · due')));
    // Ana deploys by typing in her DM; Ben has not yet when the table restarts.
    const anaDm = (await get<{ channelId: string }>(`/api/dm?as=${ana}`)).channelId;
    await post('/api/dm', { as: ana, content: 'majestic 0409 se' });
    await waitUntil("the echo of Ana's order", async () => (await messages(anaDm, ana)).some((m) => m.content.includes('Majestic: 0409 facing SE')));
    const ready = await waitUntil("Ana's prompt", async () => (await messages(anaDm, ana)).find((m) => m.content.includes('**Deployment**') && buttons(m).length > 0));
    await post('/api/click', { as: ana, channelId: anaDm, messageId: ready.id, customId: buttons(ready).find((b) => b.custom_id?.startsWith('ready:'))?.custom_id });
    await waitUntil('Ana ready', async () => (await messages(threadId, ben)).some((m) => m.content.includes('Waiting on Ben · ready: Ana')));
  });

  test('after a restart the page shows the same game, and it plays on from where it was', async () => {
    const before = await messages(threadId, ana);
    proc.signal('SIGTERM');
    await proc.allClosed;
    expect(proc.stdout()).toContain('"msg":"stopped cleanly"');
    await start();

    const table = await get<TableView>('/api/table');
    expect(table.users.map((u) => u.name)).toEqual(['Ana', 'Ben']);
    expect(table.channels.some((c) => c.id === threadId)).toBe(true);
    const after = await messages(threadId, ana);
    expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
    // The lobby's images and the pinned status are still served, from the new address.
    for (const a of after.flatMap((m) => m.attachments)) expect((await fetch(a.url)).status).toBe(200);

    const benDm = (await get<{ channelId: string }>(`/api/dm?as=${ben}`)).channelId;
    await post('/api/dm', { as: ben, content: 'tempest 2909 nw' });
    await waitUntil("the echo of Ben's order", async () => (await messages(benDm, ben)).some((m) => m.content.includes('Tempest: 2909 facing NW')));
    expect((await post('/api/dm', { as: ben, content: 'ready' })).status).toBe(200);
    const resolved = await waitUntil('the deployment resolved', async () =>
      (await messages(threadId, ben)).find((m) => messageText(m).startsWith('**Deployment**\n') && m.attachments.some((a) => a.filename.endsWith('.png'))),
    );
    // Ana's order, sent before the restart, stands.
    expect(messageText(resolved)).toContain('Majestic (side A) deploys in 0409 facing SE');
    await waitUntil('turn 1 opened', async () => (await messages(threadId, ben)).some((m) => m.content.startsWith('**Turn 1: orders** · due')));
    // Ana's DM is hers alone, across the restart too.
    const anaDm = (await get<{ channelId: string }>(`/api/dm?as=${ana}`)).channelId;
    expect((await fetch(`${url}/api/messages?channel=${anaDm}&as=${ben}`)).status).toBe(403);
  });

  test('killed outright (SIGKILL) it comes back the same too: every message the bot posted is still there', async () => {
    const before = await messages(threadId, ana);
    proc.signal('SIGKILL');
    await proc.allClosed;
    await start();
    expect((await messages(threadId, ana)).map((m) => [m.id, m.content])).toEqual(before.map((m) => [m.id, m.content]));
    const anaDm = (await get<{ channelId: string }>(`/api/dm?as=${ana}`)).channelId;
    await post('/api/dm', { as: ana, content: 'majestic 4' });
    await waitUntil("the echo of Ana's turn 1 order", async () => (await messages(anaDm, ana)).some((m) => m.content.includes('Majestic: 4(4)')));
    // The commands are registered for DMs too: /plot in her DM changes the order.
    expect((await post('/api/command', { as: ana, channelId: anaDm, name: 'plot', options: [{ name: 'orders', type: 3, value: 'Majestic 3' }] })).status).toBe(200);
    await waitUntil('the echo of /plot in the DM', async () => (await messages(anaDm, ana)).some((m) => m.content.includes('Majestic: 3(3)')));
  });
});
