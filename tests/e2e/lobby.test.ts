// The lobby through the real discord.js client and the fake Discord: /game new opens a thread with the lobby post,
// Join buttons, /fleet with autocomplete and imports, /game start, /games and /game info.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { fleet, readAttachment } from '../../src/commands/fleet.ts';
import { game } from '../../src/commands/game.ts';
import { games } from '../../src/commands/games.ts';
import { makeDrake } from '../../src/rules/starmada/ships/drake.ts';
import { findShipClass } from '../../src/rules/starmada/ships/library/index.ts';
import { startFakeDiscord, WAIT_CAP_MS, type FakeDiscord } from '../harness/fake-discord.ts';
import type { InteractionHandle } from '../../src/local/discord/interactions.ts';

const COMMANDS = [game, games, fleet];

/** Waits until `find` returns something, polling the fake's state. */
async function eventually<T>(find: () => T | undefined, what: string, timeoutMs = WAIT_CAP_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const customIds = (message: APIMessage | undefined): string[] =>
  (message?.components ?? []).flatMap((row) => ('components' in row ? row.components.map((c) => ('custom_id' in c ? c.custom_id : '')) : []));

describe('the lobby', () => {
  let fake: FakeDiscord;
  let bot: RunningBot;
  let dir: string;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  const handles: InteractionHandle[] = [];

  /** Every interaction goes through here, so the end can check every answer. */
  async function command(input: Parameters<FakeDiscord['sendCommand']>[0]): Promise<InteractionHandle> {
    const handle = await fake.sendCommand(input);
    handles.push(handle);
    await handle.waitForResponse();
    return handle;
  }

  const lobbyMessage = (): APIMessage | undefined => fake.messages(threadId).find((m) => m.content.startsWith('**Game '));

  beforeAll(async () => {
    fake = await startFakeDiscord();
    dir = mkdtempSync(join(tmpdir(), 'salvo-lobby-'));
    bot = await startBot({
      config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath: join(dir, 'salvo.db'), logLevel: 'silent', apiBase: fake.apiBase },
      logger: createLogger('silent'),
      commands: COMMANDS,
    });
    // Registering checks each command's JSON against Discord's schema, and gives the fake the option types.
    await bot.client.application.commands.set(COMMANDS.map((c) => c.data));
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('/game new offers the scenarios, refuses a scenario the system lacks, and opens a thread with the lobby post', async () => {
    const box = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'small' }, focused: { name: 'scenario', value: 'small' } });
    await box.waitForResponse();
    expect(box.choices?.map((c) => c.value)).toEqual(['standard/verySmall', 'standard/small']);

    const rules = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', options: 'carriers, dam' }, focused: { name: 'options', value: 'carriers, dam' } });
    await rules.waitForResponse();
    expect(rules.choices).toEqual([
      { name: 'Carriers and fighters (B.4), Damage control (E.1)', value: 'carriers,damageControl' },
      { name: 'Carriers and fighters (B.4), Directed damage (E.2)', value: 'carriers,directedDamage' },
    ]);

    // Every catalogued system is playable now; a scenario of another system is refused with the valid forms.
    const later = await command({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'standard/small' } });
    expect(later.ephemeral).toBe(true);
    expect(later.content).toMatch(/^There is no Metaverse scenario "standard\/small"\. Use match, match\/N/);

    const wrong = await command({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/tiny', step: 'soon' } });
    expect(wrong.ephemeral).toBe(true);
    expect(wrong.content?.split('\n')).toEqual([
      '• "soon" is not a duration: write a number and a unit, such as 90m, 12h, 2d or 1d12h.',
      expect.stringMatching(/tiny/),
    ]);
    expect(fake.threads).toEqual([]);

    fake.failNext({ method: 'POST', path: '/channels/:id/threads', status: 403, code: 50013, message: 'Missing Permissions' });
    const denied = await command({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small' } });
    await denied.waitFor((r) => r.kind === 'edit');
    expect(denied.content).toBe('I could not open a thread here. Give Salvo the Create Public Threads and Send Messages in Threads permissions in this channel, then try again.');
    expect(fake.threads).toEqual([]);

    const opened = await command({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', step: '36h' } });
    await opened.waitFor((r) => r.kind === 'edit');
    const [thread] = fake.threads;
    expect(thread?.channel.name).toBe('Game 1 · Starmada · Standard (Small)');
    expect(thread?.channel.type).toBe(11);
    threadId = thread?.channel.id ?? '';
    expect(opened.ephemeral).toBe(false);
    expect(opened.content).toBe(`**Game 1 · Starmada · Standard (Small)** is open in <#${threadId}>. Join a side with the buttons there, then build your fleet with \`/fleet add\`.`);

    const lobby = await eventually(lobbyMessage, 'the lobby post');
    expect(lobby.content.split('\n').slice(0, 7)).toEqual([
      '**Game 1 · Starmada · Standard (Small)**',
      'Starmada Unity · Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP',
      `36 h per step · GM: <@${ana.id}>`,
      "Reminders 9 h and 90 min before each deadline (scaled to the step) · Missed orders: the rules' default applies",
      'Optional rules: none',
      'Side A: (open)',
      'Side B: (open)',
    ]);
    expect(customIds(lobby)).toEqual(['join:1:A', 'join:1:B', 'lobby:1:settings']);
  });

  test('Join redraws the lobby in place and tells the player what to do next; /game join does the same', async () => {
    const click = await fake.clickButton({ user: ben, customId: 'join:1:B', channelId: threadId });
    handles.push(click);
    const update = await click.waitForResponse();
    expect(update.type).toBe(7);
    await click.waitFor((r) => r.kind === 'followup');
    expect(lobbyMessage()?.content).toContain('Side A: (open)\nSide B: Ben (no ships yet)');
    expect(click.followUps[0]?.content).toMatch(/^You joined side B of Game 1\.\nNext, build your fleet up to 700 CR here in the thread: `\/fleet add ship:`/);
    expect((click.followUps[0]?.flags ?? 0) & 64).toBe(64);

    const again = await fake.clickButton({ user: ben, customId: 'join:1:A', channelId: threadId });
    handles.push(again);
    await again.waitForResponse();
    expect(again.ephemeral).toBe(true);
    expect(again.content).toBe('You are on side B; use /game leave first, then join side A.');

    const joined = await command({ user: ana, name: 'game', subcommand: 'join', options: { side: 'A' }, channelId: threadId });
    expect(joined.ephemeral).toBe(true);
    expect(joined.content).toMatch(/^You joined side A of Game 1\./);
    // The lobby post is edited through the outbox: the GM now shows by name.
    await eventually(() => (lobbyMessage()?.content.includes('Side A: Ana (no ships yet)') ? true : undefined), 'the lobby edit');
    expect(lobbyMessage()?.content).toContain('36 h per step · GM: Ana');
    expect(fake.messages(threadId).filter((m) => m.content.startsWith('**Game '))).toHaveLength(1);

    const outside = await command({ user: ana, name: 'game', subcommand: 'join', options: { side: 'A' } });
    expect(outside.content).toBe("Run /game join in the game's thread (/games lists them).");
  });

  test('/fleet add with autocomplete, import with every problem listed, list and remove; the lobby keeps the totals', async () => {
    const box = await fake.autocomplete({ user: ana, name: 'fleet', subcommand: 'add', options: { ship: 'maj' }, focused: { name: 'ship', value: 'maj' }, channelId: threadId });
    await box.waitForResponse();
    expect(box.choices).toEqual([{ name: 'Majestic-class battlecruiser · CR 185', value: 'Majestic' }]);

    const added = await command({ user: ana, name: 'fleet', subcommand: 'add', options: { ship: 'Majestic' }, channelId: threadId });
    expect(added.ephemeral).toBe(true);
    expect(added.content).toBe('Added Majestic · Majestic-class battlecruiser · CR 185.\nYour fleet: 185 / 700 CR');

    const majestic = findShipClass('Majestic');
    if (!majestic) throw new Error('no Majestic in the library');
    const broken = makeDrake({ ...majestic, className: 'Raider' })
      .replace('| 2x5+', '| 9x5+')
      .replace('| AB [] | AC', '| Q [] | AC');
    const refused = await command({ user: ana, name: 'fleet', subcommand: 'import', options: { text: broken }, channelId: threadId });
    expect(refused.ephemeral).toBe(true);
    const problems = refused.content?.split('\n') ?? [];
    expect(problems[0]).toBe('Nothing was imported:');
    expect(problems.slice(1)).toEqual(['• line 7: ROF must be 1 to 6, found 9', expect.stringMatching(/^• line 8: arc "Q" is not an arc/)]);

    const imported = await command({ user: ana, name: 'fleet', subcommand: 'import', options: { text: makeDrake({ ...majestic, className: 'Raider' }) }, channelId: threadId });
    expect(imported.content).toBe('Imported Raider.\nYour fleet: 370 / 700 CR');

    const ownBox = await fake.autocomplete({ user: ana, name: 'fleet', subcommand: 'add', options: { ship: 'raid' }, focused: { name: 'ship', value: 'raid' }, channelId: threadId });
    await ownBox.waitForResponse();
    expect(ownBox.choices).toEqual([{ name: 'Raider · your design · CR 185', value: 'Raider' }]);

    const removeBox = await fake.autocomplete({ user: ana, name: 'fleet', subcommand: 'remove', options: { ship: '' }, focused: { name: 'ship', value: '' }, channelId: threadId });
    await removeBox.waitForResponse();
    expect(removeBox.choices?.map((c) => c.value)).toEqual(['Majestic', 'Raider']);
    const removed = await command({ user: ana, name: 'fleet', subcommand: 'remove', options: { ship: 'Raider' }, channelId: threadId });
    expect(removed.content).toBe('Removed Raider.\nYour fleet: 185 / 700 CR');

    const listed = await command({ user: ana, name: 'fleet', subcommand: 'list', options: {}, channelId: threadId });
    expect(listed.content).toBe('Majestic · Majestic-class battlecruiser · CR 185\nYour fleet: 185 / 700 CR');
    const empty = await command({ user: ben, name: 'fleet', subcommand: 'list', options: {}, channelId: threadId });
    expect(empty.content?.split('\n').slice(0, 2)).toEqual(['No ships yet: add them with /fleet add ship: (type to see the classes) or /fleet import.', 'Your fleet: 0 / 700 CR']);

    await eventually(() => (lobbyMessage()?.content.includes('Side A: Ana (185 / 700 CR)') ? true : undefined), 'the lobby total');
  });

  test('/game start: refused for a player, and while a fleet is missing; the GM starts and the lobby closes', async () => {
    const notGm = await command({ user: ben, name: 'game', subcommand: 'start', options: {}, channelId: threadId });
    expect(notGm.ephemeral).toBe(true);
    expect(notGm.content).toBe('Only the GM can start the game.');

    const early = await command({ user: ana, name: 'game', subcommand: 'start', options: {}, channelId: threadId });
    expect(early.ephemeral).toBe(true);
    expect(early.content).toBe('Game 1 cannot start yet. Ben (side B) has no ships yet: they add them with /fleet add or /fleet import in this thread.');

    await command({ user: ben, name: 'fleet', subcommand: 'add', options: { ship: 'Majestic', name: 'Defiant' }, channelId: threadId });
    const started = await command({ user: ana, name: 'game', subcommand: 'start', options: {}, channelId: threadId });
    expect(started.ephemeral).toBe(false);
    expect(started.content).toBe('**Game 1 has started.** The first step is open: each player gets a DM with what to send, and the step is posted here.');

    const closed = await eventually(() => {
      const m = lobbyMessage();
      return m && customIds(m).length === 0 ? m : undefined;
    }, 'the lobby without buttons');
    expect(closed.content).toContain('Side A: Ana (185 / 700 CR)\nSide B: Ben (185 / 700 CR)\nThe game has started: each step is posted below.');
    await eventually(() => fake.messages(threadId).find((m) => m.content.startsWith('**Deployment**')), 'the first step in the thread');

    const late = await command({ user: ben, name: 'game', subcommand: 'leave', options: {}, channelId: threadId });
    expect(late.content).toBe('The game has started, so seats are fixed: ask the GM to seat someone in your place with /gm substitute.');
  });

  test('/game info and /games', async () => {
    const info = await command({ user: ben, name: 'game', subcommand: 'info', options: {}, channelId: threadId });
    expect(info.ephemeral).toBe(true);
    expect(info.content?.split('\n').slice(5)).toEqual([
      'Side A:',
      '• Ana: 185 / 700 CR · Majestic',
      'Side B:',
      '• Ben: 185 / 700 CR · Defiant',
      expect.stringMatching(/^Status: running · Deployment · due <t:\d+:R>$/),
    ]);

    const listed = await command({ user: ben, name: 'games', options: {} });
    expect(listed.ephemeral).toBe(true);
    expect(listed.content).toBe(`Games on this server, newest first:\n• **Game 1 · Starmada · Standard (Small)** · running · <#${threadId}> · Ana, Ben`);
  });

  test('every answer stayed within Discord\'s limits, and Discord was asked nothing it would refuse', () => {
    for (const h of handles) {
      for (const r of h.responses) {
        const content = r.data?.['content'];
        if (typeof content === 'string') expect(content.length).toBeLessThanOrEqual(2000);
      }
    }
    for (const m of fake.messages(threadId)) expect(m.content.length).toBeLessThanOrEqual(2000);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});

describe('/fleet import from a file', () => {
  let server: Server;
  let base: string;
  const bodies: Record<string, Buffer> = {
    '/raider.txt': Buffer.from('Imperial RAIDER-class Frigate (50)\n'),
    '/big.txt': Buffer.alloc(150_000, 'a'),
    '/image.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]),
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = bodies[req.url ?? ''];
      res.writeHead(body ? 200 : 404).end(body ?? 'missing');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('reads a text file, and refuses one too large, binary or gone, saying what to do', async () => {
    expect(await readAttachment({ url: `${base}/raider.txt`, size: 35, name: 'raider.txt' })).toEqual({ ok: true, value: 'Imperial RAIDER-class Frigate (50)\n' });
    const big = await readAttachment({ url: `${base}/big.txt`, size: 150_000, name: 'big.txt' });
    expect(big.ok ? [] : big.error.map((e) => e.message)).toEqual(['"big.txt" is larger than 100 kB; split it into smaller files.']);
    // Discord's size can be missing or wrong: the download itself is measured too.
    const lied = await readAttachment({ url: `${base}/big.txt`, size: 10, name: 'big.txt' });
    expect(lied.ok).toBe(false);
    const binary = await readAttachment({ url: `${base}/image.png`, size: 6, name: 'image.png' });
    expect(binary.ok ? [] : binary.error.map((e) => e.message)).toEqual(['"image.png" is not a text file; send Drake notation or JSON as .txt or .json.']);
    const gone = await readAttachment({ url: `${base}/gone.txt`, size: 6, name: 'gone.txt' });
    expect(gone.ok ? [] : gone.error.map((e) => e.message)).toEqual(['I could not download "gone.txt" (HTTP 404); try again, or paste the text instead.']);
  });
});
