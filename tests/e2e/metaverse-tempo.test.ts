// Metaverse by post with standing orders (issue 16 item 7), through Discord only: the real discord.js client against
// the fake Discord and a real SQLite file. Each side sends its Mission and Control Step actions with its plot or its
// fire orders; the bot plays the alternation out in the book's order (p.19, p.21) and asks a side only when its
// orders do not cover its turn, with the game's short exchange deadline (`/game new … exchange:2h`). Turn 1 (orders
// with the plot, one side asked once) takes 3 exchanges; turn 2 (orders with the fire) takes 2. The orders
// themselves never reach the thread: only the actions they lead to do.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameByThread, openStepOf, stepsOf } from '../../src/db/game-repo.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, confirmReady, expectSecretsKept, logOf, messageText, prompt, promptsFor, resolutionPostsFor, resolved, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

const HOUR = 3_600_000;

describe('a Metaverse turn by post in at most three exchanges, with standing orders', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  const secrets = new Map<string, { owner: APIUser; text: string }[]>();
  const keep = (stepKey: string, owner: APIUser, text: string) => secrets.set(stepKey, [...(secrets.get(stepKey) ?? []), { owner, text }]);

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'mv-tempo-e2e' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  const game = () => gameByThread(running.ctx.db, threadId);
  const open = () => {
    const g = game();
    return g ? openStepOf(running.ctx.db, g.id) : undefined;
  };
  const nextStep = (after: string) => waitUntil(`the step after ${after}`, () => {
    const s = open();
    return s && s.key !== after ? s : undefined;
  });
  /** Steps of a turn: each is one exchange, a time the table sends something and waits on someone. */
  const stepsOfTurn = (turn: number) => stepsOf(running.ctx.db, game()?.id ?? -1).filter((s) => s.key.startsWith(`t${turn}/`));

  test('the lobby: /game new with a 2 h exchange, a library fleet each, started', async () => {
    const created = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', options: 'noTerrain', exchange: '2h' } }));
    expect(created.content).toMatch(/^\*\*Game \d+ · Metaverse · Match Play\*\* is open in <#\d+>/);
    threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    expect(game()?.exchangeLengthMs).toBe(2 * HOUR);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(lobby);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-concord-task-group' } }));
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-vorr-raiders' } }));
    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  });

  test('turn 1: standing orders ride with the plots; the echo reads them back, and the prompt says how', async () => {
    const anaPrompt = await prompt(fake, ana, 'Turn 1: movement plot');
    expect(anaPrompt.content).toContain('**Standing orders**');
    const anaPlot = 'harrier: a2 t:p · launch 2 Lancer\nmissions: pass\ncontrol: designate VHS Dominator for CNS Resolute';
    keep('t1/plot', ana, 'designate VHS Dominator for CNS Resolute');
    const before = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, anaPlot);
    const echo = await waitUntil("the echo of Ana's plot", () => fake.dmMessages(ana.id).slice(before).find((m) => m.content.includes('CNS Harrier: A2 T:P')));
    expect(echo.content).toContain('control: designate VHS Dominator for CNS Resolute — 1 CP');
    expect(echo.content).toContain('control: pass');
    expect(echo.content).toContain('missions: pass');

    // Ben waits for Ana to target his flagship (or to jam): then, and only then, he is asked.
    keep('t1/plot', ben, 'targets VHS Dominator');
    const benPlot = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'VHS Dominator: F:FWD3@0\nmissions: pass\ncontrol: pass unless enemy targets dominator or jams' } }));
    expect(benPlot.ephemeral).toBe(true);
    expect(benPlot.content).toContain('control: pass unless enemy targets VHS Dominator or enemy jams — else you are asked');

    await answered(fake.sendCommand({ user: ana, dm: true, name: 'ready', options: {} }));
    await answered(fake.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Turn 1: movement plot');
    // The movement in the card; the Mission Step and the Control Step as far as the orders went, in the log.
    expect(messageText(post)).toMatch(/CNS Harrier: momentum 0 → 2/);
    expect(await logOf(post)).toMatch(/Side A: CNS Resolute is designated VHS Dominator — Commodore Hale pays 1 CP/);
  });

  test('turn 1: only Ben is asked, by DM, with the reason and a 2 h deadline; his Pass ends the step', async () => {
    const asked = await nextStep('t1/plot');
    expect(asked.key).toMatch(/^t1\/control\/\d+$/);
    expect(asked.deadlineAt && asked.deadlineAt.getTime() - asked.openedAt.getTime()).toBe(2 * HOUR);
    const benAsked = await prompt(fake, ben, asked.title);
    expect(benAsked.content).toContain('You asked to be asked if the enemy did this, and it did: Side A: CNS Resolute is designated VHS Dominator');
    expect(promptsFor(fake, ana, asked.title)).toEqual([]);
    const pass = buttonIds(benAsked).find((id) => id.startsWith('choice:'));
    expect(pass).toBeDefined();
    const passed = await answered(fake.clickButton({ user: ben, dm: true, customId: pass ?? '' }));
    expect(passed.content).toContain('· sent:');
    const text = await waitUntil('the post of Ben’s answer', () => resolutionPostsFor(fake, threadId, asked.title)[0]);
    expect(text.content).toContain('Two passes in a row: the Control Step is over.');
    expect(text.attachments).toEqual([]);
    const fire = await nextStep(asked.key);
    expect(fire.key).toBe('t1/fire');
    expect(fire.title).toBe('Turn 1: fire orders');
  });

  test('turn 1: fire at the target the standing orders designated, then resolved: 3 exchanges in all', async () => {
    const ask = async (focused: string, options: Record<string, string>) => {
      const h = await fake.autocomplete({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
      await h.waitForResponse();
      return h.choices ?? [];
    };
    const resolute = (await ask('ship', {})).find((c) => String(c.name).startsWith('CNS Resolute'));
    const railgun = (await ask('weapon', { ship: String(resolute?.value) })).find((w) => String(w.name).startsWith('Railgun Battery'));
    const targets = await ask('target', { ship: String(resolute?.value), weapon: String(railgun?.value) });
    expect(targets.map((t) => String(t.name))).toEqual([expect.stringMatching(/^VHS Dominator · [\d.]+ cm/)]);
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options: { ship: String(resolute?.value), weapon: String(railgun?.value), target: String(targets[0]?.value) } }));
    const hold = buttonIds(await prompt(fake, ben, 'Turn 1: fire orders')).find((id) => id.startsWith('choice:'));
    await answered(fake.clickButton({ user: ben, dm: true, customId: hold ?? '' }));
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'ready', options: {} }));
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Turn 1: fire orders');
    expect(messageText(post)).toMatch(/CNS Resolute → VHS Dominator: \d+ of \d+ hit/);
    expect(await logOf(post)).toMatch(/CNS Resolute → VHS Dominator · Railgun Battery/);
    await nextStep('t1/fire');
    expect(stepsOfTurn(1).map((s) => s.key)).toEqual(['t1/plot', expect.stringMatching(/^t1\/control\/\d+$/), 't1/fire']);
  });

  test('turn 2: orders given with the fire; /fire offers a target to designate, and picking it designates it', async () => {
    // Both leave their squadrons to drift, so Ready asks first (issue 16 item 2) and each confirms.
    for (const user of [ana, ben]) {
      const asked = await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
      expect(asked.content).toMatch(/not locked in yet:\n• .* drift/);
      await confirmReady(fake, user, asked.message, { dm: true });
    }
    const fire = await nextStep('t2/plot');
    // Neither side gave Mission or Control Step orders with its plot: they come with the fire orders.
    expect(fire.key).toBe('t2/fire');
    expect(fire.title).toBe('Turn 2: fire and control orders');
    const anaPrompt = await prompt(fake, ana, fire.title);
    expect(anaPrompt.content).toContain('your orders for them go with your fire orders');

    const ask = async (focused: string, options: Record<string, string>) => {
      const h = await fake.autocomplete({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
      await h.waitForResponse();
      return h.choices ?? [];
    };
    const resolute = (await ask('ship', {})).find((c) => String(c.name).startsWith('CNS Resolute'));
    const railgun = (await ask('weapon', { ship: String(resolute?.value) })).find((w) => String(w.name).startsWith('Railgun Battery'));
    const targets = await ask('target', { ship: String(resolute?.value), weapon: String(railgun?.value) });
    const dominator = targets.find((t) => String(t.name).startsWith('VHS Dominator'));
    // The choice says the pick adds the designation; picking it fires and nominates at once (issue 24 item 1).
    expect(String(dominator?.name)).toMatch(/ · adds control: designate \(1 CP\)$/);
    const fireAt = { ship: String(resolute?.value), weapon: String(railgun?.value), target: String(dominator?.value) };
    keep('t2/fire', ana, 'designate VHS Dominator for CNS Resolute');
    const accepted = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'at', options: fireAt }));
    expect(accepted.content).toMatch(/CNS Resolute: [^\n]*> VHS Dominator/);
    expect(accepted.content).toContain('control: designate VHS Dominator for CNS Resolute — 1 CP');

    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'ready', options: {} }));
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, fire.title);
    // The Mission Step (both pass), the Control Step (Ana's designation), then the fire: in the book's order.
    const log = await logOf(post);
    const at = (pattern: RegExp): number => log.split('\n').findIndex((l) => pattern.test(l));
    expect(at(/Starfighter Mission Step ends/)).toBeGreaterThan(0);
    expect(at(/Side A: CNS Resolute is designated VHS Dominator/)).toBeGreaterThan(at(/Starfighter Mission Step ends/));
    expect(at(/^Turn 2: combat$/)).toBeGreaterThan(at(/Two passes in a row: the Control Step is over\./));
    expect(log).toMatch(/CNS Resolute → VHS Dominator · Railgun Battery/);
    await nextStep('t2/fire');
    expect(stepsOfTurn(2).map((s) => s.key)).toEqual(['t2/plot', 't2/fire']);
  });

  test('standing orders never reach the thread, nor the other player: only the actions they led to', () => {
    expectSecretsKept(fake, threadId, [ana, ben], secrets);
    expect(fake.messages(threadId).filter((m) => /unless|standing order/i.test(messageText(m)))).toEqual([]);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
