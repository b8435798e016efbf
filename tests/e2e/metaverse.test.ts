// Metaverse Match Play played through Discord only: the real discord.js client against the fake Discord and a real
// SQLite file, on a free board in centimetres. Lobby with whole fleets from the library, the secret movement plot
// (modal, DM text, /plot with every problem at once), the alternating Mission and Control Steps one message at a
// time as the option strictAlternation plays them, for groups at the table together (a Pass button, a designation
// by DM, each message a step with the short exchange deadline; by default standing orders play them out instead,
// metaverse-tempo.test.ts), the secret fire step with /fire autocomplete offering only legal
// targets, resolutions with the map and every die, /map with arcs, /status, /history, and the secrecy of plots and
// fire orders until their step resolves.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameByThread, openStepOf, seatsOf, stepsOf } from '../../src/db/game-repo.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, expectSecretsKept, download, keepPng as keepPngIn, logOf, messageText, PNG_MAGIC, buttonId, buttonIds, prompt, resolutionPostsFor, resolved, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectNoInternalIds } from './id-scan.ts';

/** Where the test leaves the PNGs it saw, to look at by hand. */
const PNG_DIR = '/tmp/mv-e2e';
const keepPng = (name: string, data: Buffer): void => keepPngIn(PNG_DIR, name, data);

describe('a Metaverse Match Play game through Discord', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  /** Secret orders per step key, to check none reaches the thread or the other player early. */
  const secrets = new Map<string, { owner: APIUser; text: string }[]>();
  const keep = (stepKey: string, owner: APIUser, text: string) => secrets.set(stepKey, [...(secrets.get(stepKey) ?? []), { owner, text }]);

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'mv-e2e-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  /** The open step's title and the user it waits on (alternating steps wait on one side). */
  function openStep(): { title: string; key: string; users: APIUser[] } {
    const game = gameByThread(running.ctx.db, threadId);
    const step = game ? openStepOf(running.ctx.db, game.id) : undefined;
    if (!game || !step) return { title: '', key: '', users: [] };
    const owing = seatsOf(running.ctx.db, game.id).filter((s) => step.owes.includes(s.seatKey)).map((s) => s.userId);
    return { title: step.title, key: step.key, users: [ana, ben].filter((u) => owing.includes(u.id)) };
  }

  test('the lobby: Match Play by autocomplete, sides A and B by button, a whole library fleet each by /fleet add', async () => {
    const offered = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse' }, focused: { name: 'scenario', value: '' } });
    await offered.waitForResponse();
    expect(offered.choices?.map((c) => c.value)).toEqual(['match', 'match/8', 'match/12', 'match-3000']);
    // In the void: the bot rolls each game's dice secret afresh, and a planet could hide the target the test fires at.
    const created = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', options: 'noTerrain, strictAlternation' } }));
    expect(created.content).toMatch(/^\*\*Game \d+ · Metaverse · Match Play\*\* is open in <#\d+>/);
    threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(lobby);
    expect([joinA, joinB]).toEqual([expect.stringMatching(/^join:\d+:A$/), expect.stringMatching(/^join:\d+:B$/)]);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));

    for (const [user, typed, fleet] of [
      [ana, 'concord', 'Concord Task Group'],
      [ben, 'vorr', 'Vorr Raiding Squadron'],
    ] as const) {
      const suggestions = await fake.autocomplete({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } });
      await suggestions.waitForResponse();
      const choice = suggestions.choices?.[0];
      expect(String(choice?.name)).toMatch(new RegExp(`^${fleet} · (Cinematic|Newtonian) · \\d+ ships`));
      const added = await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(choice?.value) } }));
      expect(added.ephemeral).toBe(true);
      expect(added.content).toContain(fleet);
    }
    const list = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fleet', subcommand: 'list', options: {} }));
    expect(list.content).toContain('Concord Task Group');
    expect(list.content).toMatch(/CNS Resolute/);
    expect(list.content).toMatch(/Your fleet: 1170 \/ 1500 points/);

    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  });

  test('the movement plot prompt names each squadron with its position and CP, with Plot buttons and the private map', async () => {
    const anaPrompt = await prompt(fake, ana, 'Turn 1: movement plot');
    for (const squadron of ['CNS Resolute', 'CNS Harrier', 'CNS Kestrel & Merlin']) {
      expect(anaPrompt.content).toMatch(new RegExp(`\\*\\*${squadron}\\*\\* · at \\d+,\\d+ cm · heading 0° · momentum 0 cm · Cinematic · CP: `));
    }
    expect(anaPrompt.content).not.toMatch(/\bhex/i);
    expect(anaPrompt.content).not.toContain('VHS Dominator**');
    expect(buttonIds(anaPrompt).filter((id) => id.startsWith('plot:'))).toHaveLength(3);
    expect(anaPrompt.attachments.map((a) => a.filename)).toEqual(['your-view.png']);
    const view = await download(anaPrompt.attachments[0]?.url ?? '');
    expect(view.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng('ana-turn-1-view.png', view);

    const benPrompt = await prompt(fake, ben, 'Turn 1: movement plot');
    expect(benPrompt.content).toMatch(/\*\*VHS Dominator\*\* · at 45,6 cm · heading 180° · speed 0 cm · no rotation · Newtonian · CP: Warlord Skarr \d+/);

    const modal = await fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'plot:') });
    await modal.waitForResponse();
    expect(modal.modal?.['title']).toBe('Plot CNS Resolute');
    expect(JSON.stringify(modal.modal)).toContain('"value":"drift"');
  });

  test('turn 1 plot: Ana by modal and DM text, Ben by /plot; a bad plot gets every problem at once', async () => {
    const anaPrompt = await prompt(fake, ana, 'Turn 1: movement plot');
    keep('t1/plot', ana, 'A2 T:S');
    const plotted = await answered(fake.submitModal({ user: ana, dm: true, customId: buttonId(anaPrompt, 'plot:'), fields: { orders: 'A2 T:S' } }));
    expect(plotted.ephemeral).toBe(true);
    expect(plotted.content).toContain('CNS Resolute: A2 T:S');
    expect(plotted.files.map((f) => f.name)).toEqual(['preview.png']);
    keepPng('ana-turn-1-preview.png', plotted.files[0]?.data ?? Buffer.alloc(0));

    keep('t1/plot', ana, 'kestrel: a3');
    const before = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, 'kestrel: a3');
    const echo = await waitUntil("the echo of Ana's DM plot", () => fake.dmMessages(ana.id).slice(before).find((m) => m.content.includes('CNS Kestrel & Merlin: A3')));
    expect(echo.content).toContain('CNS Resolute: A2 T:S');

    const bad = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'VHS Dominator: F:FWD99@0 RAM(Nobody)\nVHS Nowhere: drift' } }));
    expect(bad.ephemeral).toBe(true);
    const problems = (bad.content ?? '').split('\n').filter((l) => l.startsWith('• '));
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(bad.content).toMatch(/Nobody/);
    expect(bad.content).toMatch(/Nowhere/);

    keep('t1/plot', ben, 'F:FWD3@0');
    const good = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'VHS Dominator: F:FWD3@0' } }));
    expect(good.content).toContain('VHS Dominator: F:FWD3@0');

    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    const last = await answered(fake.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }));
    expect(last.content).toContain('Everyone is ready');
    const post = await resolved(fake, threadId, 'Turn 1: movement plot');
    // The setup's rolls and the first Command Step lead the first turn (§7.3, p.3); then the moves. Every die is in
    // the attached log; the card says what happened in short lines.
    const log = await logOf(post);
    expect(log).toMatch(/quality d20 \d+|crew d20 \d+/);
    expect(log).toMatch(/Commodore Hale \(A\): \d+d\d+ \[/);
    expect(messageText(post)).toMatch(/CNS Resolute: momentum 0 → 2/);
    expect(messageText(post).length).toBeLessThanOrEqual(4000);
    const png = await download(post.attachments.find((a) => a.filename === 't1-plot-map.png')?.url ?? '');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng('thread-turn-1-plot.png', png);
  });

  test('the Mission and Control Steps alternate one message at a time; a message counts as soon as it is sent', async () => {
    let designated = false;
    let last = 't1/plot';
    for (let i = 0; i < 12; i++) {
      const step = await waitUntil('the next step', () => {
        const s = openStep();
        return s.key !== '' && s.key !== last ? s : undefined;
      });
      last = step.key;
      if (!/missions|control/.test(step.key)) break;
      expect(step.users).toHaveLength(1);
      // One message of the alternation: the short deadline, a quarter of the 24 h step.
      const row = openStepOf(running.ctx.db, gameByThread(running.ctx.db, threadId)?.id ?? -1);
      expect(row?.deadlineAt && row.deadlineAt.getTime() - row.openedAt.getTime()).toBe(6 * 3_600_000);
      const user = step.users[0] as APIUser;
      const other = user === ana ? ben : ana;
      const asked = await prompt(fake, user, step.title);
      expect(promptsOf(other, step.title)).toHaveLength(0);
      if (step.key.includes('control') && user === ana && !designated) {
        // Ana's first Control Step message: a designated target for her flagship's squadron (p.21, 1 CP).
        designated = true;
        const before = fake.dmMessages(ana.id).length;
        await fake.sendDirectMessage(ana, 'designate VHS Dominator for CNS Resolute');
        const sent = await waitUntil('the echo of the designation', () => fake.dmMessages(ana.id).slice(before).find((m) => m.content.includes('· sent:')));
        expect(sent.content).toMatch(/designate VHS Dominator for CNS Resolute/);
        const post = await waitUntil('the control post', () => resolutionPostsFor(fake, threadId, step.title)[0]);
        expect(post.content).toMatch(/designat/i);
        // One side's message is posted as text: the next full step's map shows the board.
        expect(post.attachments).toEqual([]);
      } else {
        const pass = buttonIds(asked).find((id) => id.startsWith('choice:'));
        expect(pass).toBeDefined();
        const passed = await answered(fake.clickButton({ user, dm: true, customId: pass ?? '' }));
        expect(passed.content).toContain('· sent:');
        await waitUntil('the pass post', () => resolutionPostsFor(fake, threadId, step.title)[0]);
      }
    }
    expect(designated).toBe(true);
    expect(openStep().title).toBe('Turn 1: fire orders');
    // Played one message at a time, every message was a step of its own: the plot, two passes of the Mission
    // Step at least, two Control Step messages at least, the fire (metaverse-tempo.test.ts does a turn in three).
    const keys = stepsOf(running.ctx.db, gameByThread(running.ctx.db, threadId)?.id ?? -1).map((s) => s.key);
    expect(keys.filter((k) => /^t1\/missions\/\d+$/.test(k)).length).toBeGreaterThanOrEqual(2);
    expect(keys.filter((k) => /^t1\/control\/\d+$/.test(k)).length).toBeGreaterThanOrEqual(3);
  });

  /** DM prompts for a step (with buttons), for checking who was asked. */
  function promptsOf(user: APIUser, title: string): APIMessage[] {
    return fake.dmMessages(user.id).filter((m) => m.content.includes(`**${title}** · `) && buttonIds(m).length > 0);
  }

  test('turn 1 fire: /fire autocomplete offers only the legal targets in reach; Ben holds fire; combat shows every die', async () => {
    const ask = async (focused: string, options: Record<string, string>) => {
      const h = await fake.autocomplete({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
      await h.waitForResponse();
      return h.choices ?? [];
    };
    const ships = await ask('ship', {});
    const resolute = ships.find((c) => String(c.name).startsWith('CNS Resolute'));
    expect(resolute).toBeDefined();
    const weapons = await ask('weapon', { ship: String(resolute?.value) });
    const railgun = weapons.find((w) => String(w.name).startsWith('Railgun Battery'));
    expect(String(railgun?.name)).toMatch(/^Railgun Battery \([A-Z/]+, 15\/30\//);
    const targets = await ask('target', { ship: String(resolute?.value), weapon: String(railgun?.value) });
    // Only the designated Dominator is legal (A26); the others are not offered.
    expect(targets.map((t) => String(t.name))).toEqual([expect.stringMatching(/^VHS Dominator · [\d.]+ cm · band \d+ of \d+/)]);
    const declared = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options: { ship: String(resolute?.value), weapon: String(railgun?.value), target: String(targets[0]?.value) } }));
    expect(declared.ephemeral).toBe(true);
    const line = /CNS Resolute: [^\n]*> VHS Dominator/.exec(declared.content ?? '')?.[0] ?? '';
    expect(line).not.toBe('');
    keep('t1/fire', ana, line.replace(/^CNS Resolute: /, '').split(' > ')[0] ?? '');

    const benPrompt = await prompt(fake, ben, 'Turn 1: fire orders');
    const hold = buttonIds(benPrompt).find((id) => id.startsWith('choice:'));
    await answered(fake.clickButton({ user: ben, dm: true, customId: hold ?? '' }));
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'ready', options: {} }));
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Turn 1: fire orders');
    expect(await logOf(post)).toMatch(/CNS Resolute → VHS Dominator · Railgun Battery · \d+ cm · sensor \d+ .* d20 \d+ /);
    expect(messageText(post)).toMatch(/CNS Resolute → VHS Dominator: /);
    expect(messageText(post)).toContain('/verify step:t1/fire');
    const png = await download(post.attachments.find((a) => a.filename === 't1-fire-map.png')?.url ?? '');
    keepPng('thread-turn-1-fire.png', png);
    const pin = await waitUntil('the pinned status for turn 2', () => fake.pins(threadId).find((m) => m.content.includes('Turn 2')));
    expect(pin.content).toMatch(/CNS Resolute/);
    expect(pin.content).toMatch(/VHS Dominator/);
  });

  test('/map with arcs, /status and /history work on the centimetre board', async () => {
    const map = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'map', options: { ship: 'CNS Resolute', arcs: true } }));
    expect(map.content).toMatch(/centred on CNS Resolute/);
    expect(map.content).not.toMatch(/hex/i);
    expect(map.content).toContain('Heavy Laser');
    expect(map.files[0]?.data.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng('map-arcs-resolute.png', map.files[0]?.data ?? Buffer.alloc(0));

    const own = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'status', options: { ship: 'CNS Harrier' } }));
    expect(own.ephemeral).toBe(true);
    expect(own.files.map((f) => f.name)).toEqual(['ship-card.png']);
    keepPng('status-harrier.png', own.files[0]?.data ?? Buffer.alloc(0));
    const enemy = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'status', options: { ship: 'VHS Dominator' } }));
    expect(enemy.content).toContain('known to its owner only');

    const history = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'history', options: { turn: 1 } }));
    expect(history.ephemeral).toBe(true);
    expect(history.content).toMatch(/^\*\*Turn 1\*\*/);
    expect(history.content).toContain('Turn 1: movement plot');
  });

  test('no plot or fire order reaches the thread, or the other player, before its step resolved', () => {
    expect([...secrets.keys()]).toEqual(['t1/plot', 't1/fire']);
    expectSecretsKept(fake, threadId, [ana, ben], secrets);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  test('no internal id reaches a player: posts, DMs, replies, labels, choices and attachments (issue 16)', () => {
    expectNoInternalIds(fake.requests, running.ctx.db);
  });
});
