// Delivery at the Discord edge, with the bot in this process against the fake Discord and a real SQLite file: a
// player whose DMs are closed is pointed to /plot once and plays from the thread, and a 429 or a 500 on a
// resolution post only delays it (it arrives once).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import {
  answered,
  buttonId,
  outboxIdle,
  outboxRows,
  prompt,
  promptsFor,
  resolutionPostsFor,
  resolved,
  startDuel,
  stepPostsFor,
  stepTitles,
  stepsOwed,
  unsentRows,
  waitUntil,
} from './discord-play.ts';
import { bodyText, messageText } from '../harness/message-text.ts';

describe('delivery: closed DMs, rate limits and server errors', () => {
  let fake: FakeDiscord;
  let bot: RunningBot;
  let dir: string;
  let databasePath: string;
  let ana: APIUser;
  let cy: APIUser;
  let threadId: string;

  const start = async (skewMs = 0) => {
    bot = await startBot({
      config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath, logLevel: 'silent', apiBase: fake.apiBase },
      logger: createLogger('silent'),
      now: () => new Date(Date.now() + skewMs),
    });
  };

  beforeAll(async () => {
    fake = await startFakeDiscord();
    dir = mkdtempSync(join(tmpdir(), 'salvo-delivery-'));
    databasePath = join(dir, 'salvo.db');
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    cy = fake.createUser({ username: 'cy', globalName: 'Cy', dmsClosed: true });
    await start();
  });

  afterAll(async () => {
    await bot.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const threadPosts = () => `/channels/${threadId}/messages`;
  /** Posts the fake accepted into the thread whose text starts with `prefix`. */
  const acceptedPosts = (prefix: string) =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === threadPosts() && r.status === 200 && bodyText(r.body).startsWith(prefix));
  /** The outbox row of a DM to Cy whose key matches, once it has been refused for closed DMs. */
  const refusedDm = (key: RegExp) => outboxRows(databasePath).find((r) => r.kind === 'dm' && r.target === cy.id && key.test(r.key) && r.lastError === 'dms closed');
  const mentionsOfCy = (): APIMessage[] => fake.messages(threadId).filter((m) => m.content.includes(`<@${cy.id}>`));
  /** The outbox key of the resolution post of this game-1 step (steps are numbered in the order they opened). */
  const resolutionKey = (title: string) => `g1/s${stepsOwed(databasePath, 1).findIndex((s) => s.title === title) + 1}/resolved`;

  /** Ana sends `anaOrder` by DM text, Cy `cyOrder` by /plot in the thread; both must be echoed. */
  async function sendOrders(anaOrder: string, cyOrder: string): Promise<void> {
    const before = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, `Majestic ${anaOrder}`);
    await waitUntil('the echo of Ana\'s order', () => fake.dmMessages(ana.id).slice(before).find((m) => m.content.includes(`Majestic: ${anaOrder}(`)));
    const plotted = await answered(fake.sendCommand({ user: cy, channelId: threadId, name: 'plot', options: { orders: `Tempest ${cyOrder}` } }));
    expect(plotted.ephemeral).toBe(true);
    expect(plotted.content).toContain(`Tempest: ${cyOrder}(`);
  }

  test('a player whose DMs are closed gets one mention in the thread instead of the prompt, and plays with /plot and /ready', async () => {
    threadId = await startDuel(fake, [ana, cy]);
    const mention = await waitUntil('the mention of Cy', () => mentionsOfCy()[0]);
    expect(mention.content).toContain('/plot');
    // The mention pings Cy, and only Cy.
    const sent = acceptedPosts(`<@${cy.id}>`)[0]?.body as { allowed_mentions?: { users?: string[]; parse?: string[] } } | undefined;
    expect(sent?.allowed_mentions).toEqual({ parse: [], users: [cy.id] });
    expect(fake.dmMessages(cy.id)).toEqual([]);

    const anaPrompt = await prompt(fake, ana, 'Deployment');
    await answered(fake.submitModal({ user: ana, dm: true, customId: buttonId(anaPrompt, 'plot:'), fields: { orders: '0409 SE' } }));
    const plotted = await answered(fake.sendCommand({ user: cy, channelId: threadId, name: 'plot', options: { orders: 'Tempest 2909 NW' } }));
    expect(plotted.ephemeral).toBe(true);
    expect(plotted.content).toContain('Tempest: 2909 facing NW');
    // Ana first: Cy is then the last one owed, and the "everyone else is ready" DM to Cy fails too.
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await waitUntil('the refused "everyone else is ready" DM', () => refusedDm(/^g1\/s1\/last\//));
    const ready = await answered(fake.sendCommand({ user: cy, channelId: threadId, name: 'ready', options: {} }));
    expect(ready.ephemeral).toBe(true);
    expect(ready.content).toContain('Everyone is ready');
    const post = await resolved(fake, threadId, 'Deployment');
    expect(messageText(post)).toContain('Tempest (side B) deploys in 2909');

    // The Turn 1 prompt to Cy is refused as well; still one mention.
    await waitUntil('the refused Turn 1 prompt', () => refusedDm(/^g1\/s2\/prompt\//));
    await outboxIdle(databasePath);
    expect(mentionsOfCy()).toHaveLength(1);
    expect(fake.dmMessages(cy.id)).toEqual([]);
  });

  test('a 429 on the resolution post only delays it: discord.js waits out Retry-After and it arrives once', async () => {
    const orders = 'Turn 1: orders';
    const anaPrompt = await prompt(fake, ana, orders);
    await sendOrders('4', '4');
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await outboxIdle(databasePath);

    fake.failNext({ method: 'POST', path: threadPosts(), status: 429, retryAfter: 1 });
    await answered(fake.sendCommand({ user: cy, channelId: threadId, name: 'ready', options: {} }));
    const limited = await fake.waitForRequest((r) => r.method === 'POST' && r.path === threadPosts() && r.status === 429);
    const post = await resolved(fake, threadId, orders);
    expect(messageText(post)).toMatch(/^Majestic 4\(4\): 0409 → \d{4}/m);
    expect(messageText(post)).toMatch(/^Tempest 4\(4\): 2909 → \d{4}/m);
    const accepted = acceptedPosts(`**${orders}**\n`);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.at ?? 0).toBeGreaterThanOrEqual(limited.at + 900);
    expect(resolutionPostsFor(fake, threadId, orders)).toHaveLength(1);
    // Marked sent once Discord's answer is in (a moment after the fake shows the post); discord.js's own retry is no attempt.
    const sent = await waitUntil('the row marked sent', () => outboxRows(databasePath).find((r) => r.key === resolutionKey(orders) && r.sentAt !== null));
    expect(sent.attempts).toBe(0);
  });

  test('a 500 that outlasts discord.js retries: the row backs off 30 s, and a bot 31 s later posts it once', async () => {
    const orders = 'Turn 2: orders';
    const anaPrompt = await prompt(fake, ana, orders);
    await sendOrders('2P1', '2P1');
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await outboxIdle(databasePath);

    // 1 try + 3 retries inside discord.js, then the dispatcher records the failure.
    fake.failNext({ method: 'POST', path: threadPosts(), status: 500, times: 4 });
    const beforeFailure = Date.now();
    await answered(fake.sendCommand({ user: cy, channelId: threadId, name: 'ready', options: {} }));
    const key = resolutionKey(orders);
    const failed = await waitUntil('the failed resolution post', () => outboxRows(databasePath).find((r) => r.key === key && r.attempts === 1));
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/500/);
    // Due 30 s after the failure, which came between the command and now (however long that took).
    expect(failed.nextAttemptAt ?? 0).toBeGreaterThanOrEqual(beforeFailure + 30_000);
    expect(failed.nextAttemptAt ?? Infinity).toBeLessThanOrEqual(Date.now() + 30_000);
    // Everything queued after it went out; the post waits alone.
    await waitUntil('the rest of the outbox', () => unsentRows(databasePath).map((r) => r.key).join() === key);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === threadPosts() && r.status === 500)).toHaveLength(4);
    expect(resolutionPostsFor(fake, threadId, orders)).toEqual([]);

    // Rather than wait 30 s: the same bot, restarted with a clock 31 s ahead, finds the row due.
    await bot.stop();
    await start(31_000);
    const post = await resolved(fake, threadId, orders);
    expect(messageText(post)).toMatch(/^Majestic 2P1\(\d+\): /m);
    expect(acceptedPosts(`**${orders}**\n`)).toHaveLength(1);
    const sent = await waitUntil('the row marked sent', () => outboxRows(databasePath).find((r) => r.key === key && r.sentAt !== null));
    expect(sent.attempts).toBe(1);
    await outboxIdle(databasePath);
  });

  test('nothing lost, nothing twice, one mention for Cy, and his /plot echoes stayed private', async () => {
    // The step after Turn 2: orders has opened; Cy's prompt for it is refused as well.
    const steps = stepsOwed(databasePath, 1);
    const last = steps.at(-1);
    expect(last?.userIds).toContain(cy.id);
    await waitUntil('the refused prompt for the newest step', () => refusedDm(new RegExp(`^g1/s${steps.length}/prompt/`)));
    await outboxIdle(databasePath);

    const titles = stepTitles(fake, threadId);
    expect(titles).toEqual(steps.map((s) => s.title));
    for (const title of titles) expect(stepPostsFor(fake, threadId, title), title).toHaveLength(1);
    for (const title of titles.slice(0, -1)) expect(resolutionPostsFor(fake, threadId, title), title).toHaveLength(1);
    for (const { title, userIds } of steps) expect(promptsFor(fake, ana, title), title).toHaveLength(userIds.includes(ana.id) ? 1 : 0);
    const contents = fake.messages(threadId).map(messageText);
    expect(new Set(contents).size, contents.map((c) => c.split('\n')[0]).join(' | ')).toBe(contents.length);
    expect(mentionsOfCy()).toHaveLength(1);
    expect(fake.dmMessages(cy.id)).toEqual([]);
    // Cy's drafts were echoed to him alone: ephemeral replies, never a thread post.
    const echoes = fake.messages(threadId, { includeEphemeral: true }).filter((m) => m.content.includes('your draft:'));
    expect(echoes.length).toBeGreaterThanOrEqual(3);
    expect(fake.messages(threadId).filter((m) => m.content.includes('your draft:'))).toEqual([]);
    // Every DM to Cy was tried once and not retried: one 403 per row, each row settled as "dms closed".
    const cyRows = outboxRows(databasePath).filter((r) => r.kind === 'dm' && r.target === cy.id);
    expect(cyRows.length).toBeGreaterThanOrEqual(steps.length);
    for (const row of cyRows) expect(row, row.key).toMatchObject({ attempts: 0, lastError: 'dms closed', sentAt: expect.any(Number) as unknown });
    const refused = fake.requests.filter((r) => r.method === 'POST' && r.status === 403 && /^\/channels\/\d+\/messages$/.test(r.path));
    expect(refused).toHaveLength(cyRows.length);
    expect(fake.pins(threadId)).toHaveLength(1);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
