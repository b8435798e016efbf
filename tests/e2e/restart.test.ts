// The bot process is killed (SIGKILL, no shutdown of any kind) in the middle of a game and started again on the
// same SQLite file; the game goes on with nothing lost and nothing posted twice. The bot runs as a user runs it
// (`npm start` in a child process) against the fake Discord in this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import { startBotProcess, type BotProcess } from './bot-process.ts';
import {
  answered,
  buttonId,
  outboxIdle,
  prompt,
  promptsFor,
  resolutionPostsFor,
  resolved,
  startDuel,
  stepPostsFor,
  stepTitles,
  unsentRows,
  waitUntil,
} from './discord-play.ts';

describe('the bot killed in the middle of a game and started again', () => {
  let fake: FakeDiscord;
  let bot: BotProcess;
  let dir: string;
  let databasePath: string;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  /** Index into fake.requests where the current bot process took over. */
  let restartedAt = 0;
  const starts: number[] = [];

  async function startBot(): Promise<void> {
    const began = Date.now();
    bot = startBotProcess({
      DISCORD_TOKEN: fake.token,
      DISCORD_APP_ID: fake.appId,
      DISCORD_API_BASE: fake.apiBase,
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'info',
    });
    await bot.waitForLog(/connected to Discord/);
    starts.push(Date.now() - began);
  }

  /** SIGKILL to npm, tsx and the bot: nothing gets to flush, close or finish a send. */
  async function killBot(): Promise<void> {
    bot.signal('SIGKILL');
    await bot.allClosed;
    expect(bot.stdout()).not.toContain('"msg":"shutting down"');
  }

  async function restartBot(): Promise<void> {
    await killBot();
    restartedAt = fake.requests.length;
    await startBot();
  }

  beforeAll(async () => {
    fake = await startFakeDiscord();
    dir = mkdtempSync(join(tmpdir(), 'salvo-restart-'));
    databasePath = join(dir, 'salvo.db');
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    await startBot();
  }, 60_000);

  afterAll(async () => {
    bot.signal('SIGKILL');
    await bot.allClosed;
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const thread = (): APIMessage[] => fake.messages(threadId);
  const okRequests = (from = 0) => fake.requests.slice(from).filter((r) => r.status >= 200 && r.status < 300);

  test('lobby and deployment through interactions', async () => {
    threadId = await startDuel(fake, [ana, ben]);
    const anaPrompt = await prompt(fake, ana, 'Deployment');
    await answered(fake.submitModal({ user: ana, dm: true, customId: buttonId(anaPrompt, 'plot:'), fields: { orders: '0409 SE' } }));
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    const benPrompt = await prompt(fake, ben, 'Deployment');
    await answered(fake.submitModal({ user: ben, dm: true, customId: buttonId(benPrompt, 'plot:'), fields: { orders: '2909 NW' } }));
    const last = await answered(fake.clickButton({ user: ben, dm: true, customId: buttonId(benPrompt, 'ready:') }));
    expect(last.content).toContain('Everyone is ready');
    await resolved(fake, threadId, 'Deployment');
  });

  test('killed after Ana sent her Turn 1 orders: after the restart her orders stand and the old prompts still work', async () => {
    const anaPrompt = await prompt(fake, ana, 'Turn 1: orders');
    const benPrompt = await prompt(fake, ben, 'Turn 1: orders');
    const before = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, 'Majestic 4');
    await waitUntil('the echo of Ana\'s order', () => fake.dmMessages(ana.id).slice(before).find((m) => /^Majestic: 4\(/m.test(m.content)));
    // Nothing in flight: whatever happens next is the restart's doing.
    await outboxIdle(databasePath);
    const status = fake.pins(threadId)[0];
    expect(status?.content).toContain('Now: **Turn 1: orders**');

    await restartBot();

    // Ben plots with the Plot button of the prompt the first process sent, then both press that prompt's Ready.
    const modal = await answered(fake.clickButton({ user: ben, dm: true, messageId: benPrompt.id, customId: buttonId(benPrompt, 'plot:') }));
    expect(modal.modal?.['title']).toBe('Plot Tempest');
    const plotted = await answered(fake.submitModal({ user: ben, dm: true, messageId: benPrompt.id, customId: buttonId(benPrompt, 'plot:'), fields: { orders: '4' } }));
    expect(plotted.content).toMatch(/^Tempest: 4\(/m);
    const anaReady = await answered(fake.clickButton({ user: ana, dm: true, messageId: anaPrompt.id, customId: buttonId(anaPrompt, 'ready:') }));
    expect(anaReady.content).toMatch(/^Ready: your orders are locked in/);
    const benReady = await answered(fake.clickButton({ user: ben, dm: true, messageId: benPrompt.id, customId: buttonId(benPrompt, 'ready:') }));
    expect(benReady.content).toContain('Everyone is ready');

    const post = await resolved(fake, threadId, 'Turn 1: orders');
    // Ana's order from before the kill moved her ship, not the rules' fallback for a seat that sent nothing.
    expect(post.content).toMatch(/^Majestic 4: \d{4} → \d{4}/m);
    expect(post.content).toMatch(/^Tempest 4: \d{4} → \d{4}/m);
    expect(post.content).not.toMatch(/sent nothing|no orders/i);

    // The pinned status message is the same message, edited by the new process.
    await waitUntil('the status edit for Turn 2', () => fake.pins(threadId)[0]?.content.includes('Now: **Turn 2: orders**'));
    expect(fake.pins(threadId).map((m) => m.id)).toEqual([status?.id]);
    expect(okRequests(restartedAt).some((r) => r.method === 'PATCH' && r.path === `/channels/${threadId}/messages/${status?.id}`)).toBe(true);
  });

  test('killed while the resolution post waits out a 429: after the restart it and everything queued behind it is posted once', async () => {
    const orders = 'Turn 2: orders';
    const anaPrompt = await prompt(fake, ana, orders);
    const benPrompt = await prompt(fake, ben, orders);
    for (const [user, text, echo] of [
      [ana, 'Majestic 2P1', /^Majestic: 2P1\(/m],
      [ben, 'Tempest 2P1', /^Tempest: 2P1\(/m],
    ] as const) {
      const before = fake.dmMessages(user.id).length;
      await fake.sendDirectMessage(user, text);
      await waitUntil(`the echo of ${user.username}'s order`, () => fake.dmMessages(user.id).slice(before).find((m) => echo.test(m.content)));
    }
    await outboxIdle(databasePath);

    // The first post into the thread gets a 429 with a long Retry-After: discord.js sits on it, the row stays unsent.
    const threadPosts = `/channels/${threadId}/messages`;
    fake.failNext({ method: 'POST', path: threadPosts, status: 429, retryAfter: 600 });
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await answered(fake.clickButton({ user: ben, dm: true, customId: buttonId(benPrompt, 'ready:') }));
    await fake.waitForRequest((r) => r.method === 'POST' && r.path === threadPosts && r.status === 429);
    // Game 1's steps so far were Deployment, Turn 1: orders and this one.
    const resolutionKey = `g1/s${stepTitles(fake, threadId).indexOf(orders) + 1}/resolved`;
    const unsent = unsentRows(databasePath);
    expect(unsent.find((r) => r.key === resolutionKey)).toMatchObject({ attempts: 0, sentAt: null });
    // The next step's thread post and its DM prompts are queued behind it in the same transaction.
    expect(unsent.map((r) => r.kind)).toEqual(expect.arrayContaining(['channel', 'dm', 'edit']));
    expect(resolutionPostsFor(fake, threadId, orders)).toEqual([]);

    await restartBot();

    await resolved(fake, threadId, orders);
    await outboxIdle(databasePath);
    const next = stepTitles(fake, threadId).at(-1) ?? '';
    expect(next).toMatch(/^Turn [23]: /);
    expect(next).not.toBe(orders);
    expect(promptsFor(fake, ana, next).length + promptsFor(fake, ben, next).length).toBeGreaterThan(0);
  });

  test('every step post, resolution, DM prompt and the status message exists exactly once', () => {
    const titles = stepTitles(fake, threadId);
    expect(titles.slice(0, 3)).toEqual(['Deployment', 'Turn 1: orders', 'Turn 2: orders']);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) {
      expect(stepPostsFor(fake, threadId, title), title).toHaveLength(1);
      const owing = [ana, ben].filter((u) => stepPostsFor(fake, threadId, title)[0]?.content.includes(u.globalName ?? ''));
      expect(owing.length, `who owes ${title}`).toBeGreaterThan(0);
      for (const user of owing) expect(promptsFor(fake, user, title), `${user.username}'s prompt for ${title}`).toHaveLength(1);
    }
    for (const title of ['Deployment', 'Turn 1: orders', 'Turn 2: orders']) expect(resolutionPostsFor(fake, threadId, title), title).toHaveLength(1);
    // No message in the thread twice, and no DM twice (the echoes of different orders differ too).
    const contents = thread().map((m) => m.content);
    expect(new Set(contents).size).toBe(contents.length);
    for (const user of [ana, ben]) {
      const dms = fake.dmMessages(user.id).map((m) => m.content);
      expect(new Set(dms).size, `${user.username}'s DMs`).toBe(dms.length);
    }
    expect(thread().filter((m) => m.content.startsWith('📌'))).toHaveLength(1);
    expect(fake.pins(threadId)).toHaveLength(1);
    expect(unsentRows(databasePath)).toEqual([]);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    console.log(`bot process start-up times: ${starts.join(', ')} ms`);
  });
});
