// The local table's HTTP API against the real bot and the local Discord (with Discord's spec checks): a lobby and a
// deployment driven only through the API, the secrecy boundary (DMs and ephemeral replies stay with their user),
// bad input answered 400 with a sentence, live updates, and the static page.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLiveUpdates } from '../../src/local/web/live-updates.ts';
import { startTestTable, waitUntil, type TestTable } from './table-fixture.ts';

interface ViewMessage {
  id: string;
  author: { id: string; name: string; bot: boolean };
  content: string;
  components: { type: number; components?: { type: number; custom_id?: string; label?: string }[] }[];
  attachments: { url: string; filename: string; contentType: string }[];
  ephemeral: boolean;
  edited: boolean;
  pinned: boolean;
  usedCommand?: { user: { id: string; name: string }; name: string };
  timestamp: string;
}

const PNG_MAGIC = '89504e470d0a1a0a';

describe('the local table API', () => {
  let table: TestTable;
  let ana: string;
  let ben: string;
  let battles: string;
  let threadId: string;

  beforeAll(async () => {
    table = await startTestTable();
  });
  afterAll(async () => {
    await table?.close();
  });

  async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${table.base}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  const get = <T = Record<string, unknown>>(path: string) => call<T>('GET', path);
  const post = <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('POST', path, body);

  const messages = async (channel: string, as: string): Promise<ViewMessage[]> => {
    const answer = await get<{ messages: ViewMessage[] }>(`/api/messages?channel=${channel}&as=${as}`);
    expect(answer.status).toBe(200);
    return answer.body.messages;
  };
  const buttons = (m: ViewMessage) => m.components.flatMap((row) => row.components ?? []);
  const buttonId = (m: ViewMessage, prefix: string) => buttons(m).find((b) => b.custom_id?.startsWith(prefix))?.custom_id ?? '';
  const dmOf = async (as: string) => (await get<{ channelId: string }>(`/api/dm?as=${as}`)).body.channelId;
  const sub = (name: string, options: unknown[] = []) => [{ type: 1, name, options }];

  test('the table: guild, users, channels and the registered commands', async () => {
    const { status, body } = await get<{ guild: { name: string }; users: unknown[]; channels: { id: string; name: string; kind: string }[]; commands: { name: string }[] }>('/api/table');
    expect(status).toBe(200);
    expect(body.guild.name).toBe(table.discord.guildName);
    expect(body.users).toEqual([]);
    expect(body.channels).toEqual([{ id: table.discord.channelId, name: 'battles', kind: 'text' }]);
    expect(body.commands.map((c) => c.name)).toEqual(expect.arrayContaining(['game', 'fleet', 'fire', 'plot', 'ready']));
    battles = body.channels[0]?.id ?? '';
  });

  test('players are added by name; bad names are refused with a sentence', async () => {
    const created = await post<{ id: string; name: string }>('/api/users', { name: 'Ana' });
    expect(created).toEqual({ status: 200, body: { id: expect.stringMatching(/^\d+$/), name: 'Ana' } });
    ana = created.body.id;
    ben = (await post<{ id: string }>('/api/users', { name: '  Ben ' })).body.id;
    const { body } = await get<{ users: { id: string; name: string }[] }>('/api/table');
    expect(body.users).toEqual([
      { id: ana, name: 'Ana' },
      { id: ben, name: 'Ben' },
    ]);

    for (const [input, error] of [
      [{ name: '' }, 'Give the new user a name.'],
      [{ name: '   ' }, 'Give the new user a name.'],
      [{}, 'Give the new user a name.'],
      [{ name: 'x'.repeat(33) }, 'A name has at most 32 characters.'],
      [{ name: 'ana' }, 'There is already a user called ana.'],
      [{ name: '@everyone' }, 'A name cannot contain @, #, :, ` or control characters.'],
      [{ name: 42 }, 'Give the new user a name.'],
      [[], 'The request is not valid.'],
    ] as const) {
      const answer = await post('/api/users', input);
      expect([answer.status, answer.body['error']], JSON.stringify(input)).toEqual([400, expect.any(String)]);
      if (error !== 'The request is not valid.') expect(answer.body['error']).toBe(error);
    }
    expect(await post('/api/users', '{"name": ')).toEqual({ status: 400, body: { error: 'The body is not valid JSON.' } });
    const form = await fetch(`${table.base}/api/users`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Eve' });
    expect(form.status).toBe(415);
    const huge = await post('/api/users', { name: 'x', padding: 'y'.repeat(70_000) });
    expect(huge.status).toBe(413);
  });

  test('a lobby through the API: /game new with autocomplete, Join buttons, /fleet add, /game start', async () => {
    const scenarios = await post<{ choices: { name: string; value: string }[] }>('/api/autocomplete', {
      as: ana,
      channelId: battles,
      name: 'game',
      options: sub('new', [{ type: 3, name: 'system', value: 'starmada' }, { type: 3, name: 'scenario', value: 'small', focused: true }]),
    });
    expect(scenarios.status).toBe(200);
    expect(scenarios.body.choices.map((c) => c.value)).toContain('standard/small');

    const created = await post('/api/command', {
      as: ana,
      channelId: battles,
      name: 'game',
      options: sub('new', [
        { type: 3, name: 'system', value: 'starmada' },
        { type: 3, name: 'scenario', value: 'standard/small' },
        { type: 3, name: 'options', value: 'alternateArcs' },
      ]),
    });
    expect(created).toEqual({ status: 200, body: { ok: true } });
    const reply = await waitUntil('the /game new reply', async () => (await messages(battles, ben)).find((m) => m.content.includes('is open in')));
    expect(reply.usedCommand).toEqual({ user: { id: ana, name: 'Ana' }, name: 'game new' });
    expect(reply.author).toEqual({ id: table.discord.botUser.id, name: 'Salvo', bot: true });
    expect(reply.ephemeral).toBe(false);

    const channels = (await get<{ channels: { id: string; kind: string; parentId?: string; name: string }[] }>('/api/table')).body.channels;
    const thread = channels.find((c) => c.kind === 'thread');
    expect(thread).toMatchObject({ parentId: battles, name: expect.stringMatching(/^Game 1 · Starmada/) });
    threadId = thread?.id ?? '';

    const lobby = await waitUntil('the lobby', async () => (await messages(threadId, ana)).find((m) => buttonId(m, 'join:')));
    const [joinA, joinB] = buttons(lobby).map((b) => b.custom_id ?? '');
    expect(await post('/api/click', { as: ana, channelId: threadId, messageId: lobby.id, customId: joinA })).toEqual({ status: 200, body: {} });
    expect(await post('/api/click', { as: ben, channelId: threadId, messageId: lobby.id, customId: joinB })).toEqual({ status: 200, body: {} });

    for (const [as, typed, wanted] of [
      [ana, 'maj', 'Majestic'],
      [ben, 'temp', 'Tempest'],
    ] as const) {
      const ships = await post<{ choices: { name: string; value: string }[] }>('/api/autocomplete', {
        as,
        channelId: threadId,
        name: 'fleet',
        options: sub('add', [{ type: 3, name: 'ship', value: typed, focused: true }]),
      });
      const choice = ships.body.choices.find((c) => c.name.includes(wanted));
      expect(choice).toBeDefined();
      expect((await post('/api/command', { as, channelId: threadId, name: 'fleet', options: sub('add', [{ type: 3, name: 'ship', value: choice?.value }]) })).status).toBe(200);
    }
    // The GM's Settings panel: its menus work through the table too (a pick goes at once, several with Apply).
    const settings = buttons(lobby).find((b) => b.label === 'Settings')?.custom_id ?? '';
    expect(await post('/api/click', { as: ana, channelId: threadId, messageId: lobby.id, customId: settings })).toEqual({ status: 200, body: {} });
    const panel = await waitUntil('the Settings panel', async () => (await messages(threadId, ana)).find((m) => m.ephemeral && m.content.startsWith('**Settings of Game 1')));
    // The panel's menus carry the settings it shows (redrawn after each pick): the id is read from it each time.
    const menuId = async (prefix: string) => buttonId((await messages(threadId, ana)).find((m) => m.id === panel.id) ?? panel, prefix);
    const select = async (values: string[], customId?: string) => post('/api/select', { as: ana, channelId: threadId, messageId: panel.id, customId: customId ?? (await menuId('lobby:1:missed:')), values });
    expect(await select(['hold'])).toEqual({ status: 200, body: {} });
    await waitUntil('the lobby post to show the change', async () => (await messages(threadId, ben)).some((m) => m.content.includes('Missed orders: the GM decides')));
    expect(await select(['never'])).toEqual({ status: 400, body: { error: 'Pick only what the menu offers.' } });
    expect(await select(['rules', 'hold'])).toEqual({ status: 400, body: { error: 'Pick 1.' } });
    expect(await select(['rules'], 'lobby:1:nothing')).toEqual({ status: 400, body: { error: 'That message has no such menu.' } });
    expect(await post('/api/select', { as: ben, channelId: threadId, messageId: panel.id, customId: await menuId('lobby:1:missed:'), values: ['rules'] })).toMatchObject({ status: 404 });
    expect(await select(['alternateArcs', 'carriers'], await menuId('lobby:1:options:'))).toEqual({ status: 200, body: {} });
    await waitUntil('both options on', async () => (await messages(threadId, ben)).some((m) => m.content.includes('Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)')));

    const started = await post('/api/command', { as: ana, channelId: threadId, name: 'game', options: sub('start') });
    expect(started.status).toBe(200);
    await waitUntil('the start reply', async () => (await messages(threadId, ana)).some((m) => m.usedCommand?.name === 'game start' && /started/.test(m.content)));
  });

  test('an ephemeral reply is seen by its user only', async () => {
    await waitUntil('both fleet replies', async () => (await messages(threadId, ana)).some((m) => m.content.includes('Added Majestic')) && (await messages(threadId, ben)).some((m) => m.content.includes('Added Tempest')));
    const asAna = await messages(threadId, ana);
    const asBen = await messages(threadId, ben);
    const anaFleet = asAna.find((m) => m.content.includes('Added Majestic'));
    expect(anaFleet).toMatchObject({ ephemeral: true, usedCommand: { user: { id: ana }, name: 'fleet add' } });
    expect(asBen.some((m) => m.id === anaFleet?.id || m.content.includes('Majestic-class'))).toBe(false);
    expect(asAna.some((m) => m.content.includes('Added Tempest'))).toBe(false);
    // Everything public is the same for both.
    const publicIds = (list: ViewMessage[]) => list.filter((m) => !m.ephemeral).map((m) => m.id);
    expect(publicIds(asBen)).toEqual(publicIds(asAna));
    expect(asBen.filter((m) => m.ephemeral).every((m) => m.content.includes('Tempest') || m.content.includes('side B'))).toBe(true);
  });

  test('a DM is its user\'s alone: 403 for anyone else, and its pictures too', async () => {
    const anaDm = await dmOf(ana);
    const benDm = await dmOf(ben);
    expect(anaDm).not.toBe(benDm);
    expect(await dmOf(ana)).toBe(anaDm);
    const prompt = await waitUntil('Ana\'s deployment prompt', async () => (await messages(anaDm, ana)).find((m) => m.content.includes('**Deployment**') && buttonId(m, 'plot:')));
    expect(prompt.attachments).toEqual([{ url: `${table.base}/attachments/${anaDm}/${/\/(\d+)\/your-view/.exec(prompt.attachments[0]?.url ?? '')?.[1]}/your-view.png?as=${ana}`, filename: 'your-view.png', contentType: 'image/png' }]);
    expect(prompt.attachments[0]?.url).toMatch(/\/attachments\/\d+\/\d+\/your-view\.png\?as=\d+$/);

    const refused = await get(`/api/messages?channel=${anaDm}&as=${ben}`);
    expect(refused).toEqual({ status: 403, body: { error: 'You can open only the server\'s channels and your own direct messages.' } });
    expect((await messages(benDm, ben)).some((m) => m.content.includes('Majestic'))).toBe(false);

    const picture = await fetch(prompt.attachments[0]?.url ?? '');
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    const stolen = await fetch(prompt.attachments[0]?.url.replace(`as=${ana}`, `as=${ben}`) ?? '');
    expect(stolen.status).toBe(404);

    // Nor can Ben act in Ana's DM.
    const plotId = buttonId(prompt, 'plot:');
    expect((await post('/api/click', { as: ben, channelId: anaDm, messageId: prompt.id, customId: plotId })).status).toBe(403);
    expect((await post('/api/modal', { as: ben, channelId: anaDm, customId: plotId, fields: { orders: '1' } })).status).toBe(403);
    expect((await post('/api/command', { as: ben, channelId: anaDm, name: 'ready', options: [] })).status).toBe(403);
  });

  test('deployment: the Plot modal comes back from a click, its submit and a typed DM order reach the bot', async () => {
    const anaDm = await dmOf(ana);
    const benDm = await dmOf(ben);
    const prompt = (await messages(anaDm, ana)).find((m) => buttonId(m, 'plot:'));
    const plotId = prompt ? buttonId(prompt, 'plot:') : '';
    const click = await post<{ modal: { custom_id: string; title: string; components: { components: { custom_id: string; value?: string; placeholder?: string }[] }[] } }>('/api/click', {
      as: ana,
      channelId: anaDm,
      messageId: prompt?.id,
      customId: plotId,
    });
    expect(click.status).toBe(200);
    expect(click.body.modal).toMatchObject({ custom_id: plotId, title: 'Plot Majestic' });
    expect(click.body.modal.components[0]?.components[0]).toMatchObject({ custom_id: 'orders', placeholder: expect.any(String) });
    expect(await post('/api/modal', { as: ana, channelId: anaDm, messageId: prompt?.id, customId: plotId, fields: { orders: '0409 SE' } })).toEqual({ status: 200, body: { ok: true } });
    const echo = await waitUntil('the echo', async () => (await messages(anaDm, ana)).find((m) => m.content.includes('Majestic: 0409 facing SE')));
    expect(echo.ephemeral).toBe(true);

    expect(await post('/api/dm', { as: ben, content: 'tempest 2909 nw' })).toEqual({ status: 200, body: { ok: true } });
    const benView = await waitUntil('Ben\'s echo', async () => {
      const list = await messages(benDm, ben);
      return list.some((m) => m.content.includes('Tempest: 2909 facing NW')) && list;
    });
    expect(benView.find((m) => m.content === 'tempest 2909 nw')?.author).toEqual({ id: ben, name: 'Ben', bot: false });
    expect(benView.some((m) => m.content.includes('0409'))).toBe(false);
    expect((await messages(anaDm, ana)).some((m) => m.content.includes('2909'))).toBe(false);
  });

  test('bad input: a 400 with a sentence saying what to fix, and nothing reaches the bot', async () => {
    const before = table.discord.requests.length;
    const cases: [string, unknown, number, string | RegExp][] = [
      ['/api/command', { as: '1', channelId: battles, name: 'games' }, 400, 'Unknown user: pick one of the table\'s users, or add one.'],
      ['/api/command', { as: ana, channelId: 'general', name: 'games' }, 400, 'That is not a valid channel id.'],
      ['/api/command', { as: ana, channelId: '123', name: 'games' }, 403, /your own direct messages/],
      ['/api/command', { as: ana, channelId: battles, name: 'nope' }, 400, 'There is no /nope command here.'],
      ['/api/command', { as: ana, channelId: battles, name: 'game', options: [] }, 400, /^Pick one of \/game new, \/game join/],
      ['/api/command', { as: ana, channelId: battles, name: 'game', options: sub('new', [{ type: 3, name: 'system', value: 'starmada' }]) }, 400, '/game new needs scenario.'],
      ['/api/command', { as: ana, channelId: battles, name: 'game', options: sub('new', [{ type: 3, name: 'system', value: 'chess' }, { type: 3, name: 'scenario', value: 'x' }]) }, 400, /^\/game new system: choose one of Starmada, Voidstriker/],
      ['/api/command', { as: ana, channelId: battles, name: 'history', options: [{ type: 4, name: 'turn', value: 'two' }] }, 400, '/history turn: must be a number.'],
      ['/api/command', { as: ana, channelId: battles, name: 'history', options: [{ type: 4, name: 'turn', value: 1.5 }] }, 400, '/history turn: must be a whole number.'],
      ['/api/command', { as: ana, channelId: battles, name: 'history', options: [{ type: 4, name: 'turn', value: -1 }] }, 400, '/history turn: must be at least 0.'],
      ['/api/command', { as: ana, channelId: battles, name: 'mine', options: [{ type: 3, name: 'extra', value: 'x' }] }, 400, '/mine has no option "extra".'],
      ['/api/command', { as: ana, channelId: threadId, name: 'fleet', options: sub('import', [{ type: 11, name: 'file', value: '1' }]) }, 400, /files cannot be attached on the local table/],
      ['/api/command', { as: ana, channelId: threadId, name: 'fleet', options: sub('add', [{ type: 3, name: 'ship', value: 'maj', focused: true }]) }, 400, /Only one option can be in focus/],
      ['/api/command', { as: ana, channelId: threadId, name: 'gm', options: sub('kick', [{ type: 6, name: 'user', value: '999' }]) }, 400, '/gm kick user: pick one of the table\'s users.'],
      ['/api/command', { as: ana, channelId: battles, name: 'game', options: 'new' }, 400, /^options: /],
      ['/api/autocomplete', { as: ana, channelId: threadId, name: 'fleet', options: sub('add', [{ type: 3, name: 'ship', value: 'maj' }]) }, 400, 'Say which option you are typing in (focused: true).'],
      ['/api/autocomplete', { as: ana, channelId: threadId, name: 'fleet', options: sub('add', [{ type: 3, name: 'name', value: 'x', focused: true }]) }, 400, '/fleet add name has no suggestions.'],
      ['/api/click', { as: ana, channelId: battles, messageId: '1', customId: 'join:1:A' }, 404, 'That message is gone; reload the channel.'],
      ['/api/click', { as: ana, channelId: battles, customId: 'join:1:A' }, 400, /message id/],
      ['/api/click', { as: ana, channelId: threadId, messageId: threadId, customId: 'x'.repeat(101) }, 400, 'A custom_id has at most 100 characters.'],
      ['/api/modal', { as: ana, channelId: battles, customId: 'plot:1', fields: { orders: 'x'.repeat(4001) } }, 400, 'A text field holds at most 4000 characters.'],
      ['/api/dm', { as: ana, content: '   ' }, 400, 'Type a message.'],
      ['/api/dm', { as: ana, content: 'x'.repeat(2001) }, 400, 'A message has at most 2000 characters.'],
      ['/api/dm', { as: ana }, 400, 'Type a message.'],
    ];
    for (const [path, body, status, error] of cases) {
      const answer = await post(path, body);
      expect([answer.status, answer.body['error']], `${path} ${JSON.stringify(body).slice(0, 120)}`).toEqual([status, typeof error === 'string' ? error : expect.stringMatching(error)]);
    }
    // A click on a button the message does not have.
    const lobby = (await messages(threadId, ana)).find((m) => buttonId(m, 'join:') || m.content.includes('Side A'));
    expect(await post('/api/click', { as: ana, channelId: threadId, messageId: lobby?.id, customId: 'join:99:A' })).toEqual({ status: 400, body: { error: 'That message has no such button.' } });
    expect(table.discord.requests.slice(before).filter((r) => r.path.includes('/interactions/'))).toEqual([]);

    expect(await get('/api/messages?channel=abc&as=' + ana)).toEqual({ status: 400, body: { error: 'That is not a valid channel id.' } });
    expect((await get(`/api/messages?channel=${battles}`)).status).toBe(400);
    expect((await get('/api/dm?as=42')).status).toBe(400);
    expect(await get('/api/nothing')).toEqual({ status: 404, body: { error: 'No such API route.' } });
    expect(await call('DELETE', '/api/users')).toEqual({ status: 405, body: { error: 'DELETE is not allowed here.' } });
  });

  test('requests addressed to another host name are refused (no DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(table.base);
      const req = request({ host: url.hostname, port: url.port, path: '/api/table', headers: { host: 'evil.example:80' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });

  test('live updates: changes through the API reach the open stream as a "changed" event', async () => {
    const controller = new AbortController();
    const response = await fetch(`${table.base}/api/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += Buffer.from(value).toString('utf8');
      }
    })().catch(() => undefined);
    await waitUntil('the stream to open', () => received.includes(': connected'));
    // How many events a burst of HTTP calls makes depends on how fast they land; one per burst is checked below,
    // with the changes made in one tick.
    await Promise.all(['Cy', 'Di', 'Ed'].map((name) => post('/api/users', { name })));
    await waitUntil('a change event', () => received.includes('data: changed\n\n'));
    controller.abort();
    await pump;
  });

  test('the page and its assets are served; nothing else from disk', async () => {
    const page = await fetch(`${table.base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<script type="module" src="/assets/app.js">');
    for (const asset of ['app.js', 'style.css', 'composer.js', 'markdown.js', 'messages.js', 'modal.js', 'api.js', 'icons.js', 'favicon.svg']) {
      expect((await fetch(`${table.base}/assets/${asset}`)).status, asset).toBe(200);
    }
    for (const path of ['/assets/../table-server.ts', '/assets/%2e%2e/table-api.ts', '/table-server.ts', '/assets/']) {
      expect((await fetch(`${table.base}${path}`)).status, path).toBe(404);
    }
  });

  test('the bot\'s payloads all passed Discord\'s checks', () => {
    expect(table.discord.violations).toEqual([]);
    expect(table.discord.unknownRoutes).toEqual([]);
  });
});

describe('live updates', () => {
  const changedEvents = (received: string): number => received.split('data: changed\n\n').length - 1;

  test('one "changed" event per burst of changes, however long the burst takes to send', async () => {
    const listeners = new Set<() => void>();
    const live = createLiveUpdates((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    const server = createServer((req, res) => live.attach(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += Buffer.from(value).toString('utf8');
      }
    })();
    await waitUntil('the stream to open', () => received.includes(': connected'));
    const change = () => listeners.forEach((listener) => listener());
    // Three changes in one tick: one burst, whatever the machine's speed.
    change();
    change();
    change();
    await waitUntil('the burst\'s event', () => changedEvents(received) >= 1);
    // A later change is a burst of its own; its event comes after any the first burst made.
    change();
    await waitUntil('the second burst\'s event', () => changedEvents(received) >= 2);
    expect(changedEvents(received)).toBe(2);
    live.close();
    await pump;
    server.close();
  });

  test('a heartbeat comment keeps the stream open; close() ends it and unsubscribes', async () => {
    const listeners = new Set<() => void>();
    const live = createLiveUpdates(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      { debounceMs: 10, heartbeatMs: 40 },
    );
    const server = createServer((req, res) => live.attach(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        received += Buffer.from(value).toString('utf8');
      }
    })();
    await waitUntil('a heartbeat', () => received.includes(': heartbeat\n\n'));
    for (const listener of listeners) listener();
    await waitUntil('the change', () => received.includes('data: changed\n\n'));
    live.close();
    expect(listeners.size).toBe(0);
    await expect(pump).resolves.toBe('ended');
    server.close();
  });
});
