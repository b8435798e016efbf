// The bot process is killed (SIGKILL, no shutdown of any kind) in the middle of a game and started again on the
// same SQLite file; the game goes on with nothing lost and nothing posted twice. The bot runs as a user runs it
// (`npm start` in a child process) against the fake Discord in this process. Kills: with a draft stored and the
// outbox idle; while discord.js waits out a 429 on a resolution post; while that post backs off after a 500 (this
// one waits the real 30 s: the child's clock cannot be moved); and between Discord taking a post and the row being
// marked sent. About 40 s in all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeDiscord, WAIT_CAP_MS, type FakeDiscord, type RecordedRequest } from '../harness/fake-discord.ts';
import { startBotProcess, type BotProcess } from './bot-process.ts';
import {
  answered,
  buttonId,
  outboxIdle,
  outboxRows,
  prompt,
  promptsFor,
  confirmReady,
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

describe('the bot killed in the middle of a game and started again', () => {
  let fake: FakeDiscord;
  let beforeAnswer: ((request: RecordedRequest) => void) | undefined;
  let bot: BotProcess;
  let dir: string;
  let databasePath: string;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  /** Index into fake.requests where the current bot process took over. */
  let restartedAt = 0;

  async function startBot(): Promise<void> {
    bot = startBotProcess({
      DISCORD_TOKEN: fake.token,
      DISCORD_APP_ID: fake.appId,
      DISCORD_API_BASE: fake.apiBase,
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'info',
    });
    await bot.waitForLog(/connected to Discord/);
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
    // Tests may act between a change and its answer (see the kill-before-mark-sent test).
    fake = await startFakeDiscord({ persist: (request) => beforeAnswer?.(request) });
    dir = mkdtempSync(join(tmpdir(), 'salvo-restart-'));
    databasePath = join(dir, 'salvo.db');
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    await startBot();
  });

  afterAll(async () => {
    bot.signal('SIGKILL');
    await bot.allClosed;
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const thread = (): APIMessage[] => fake.messages(threadId);

  /**
   * Every owing player presses Ready on their prompt (and Confirm ready where it asks), after plotting "straight ahead
   * at 2" with its Plot button in an orders step. (Not by DM text: the fake's MESSAGE_CREATE has no channel_type, so a
   * bot that has not DMed the player since it started cannot place the message and discord.js drops it; real Discord
   * sends channel_type.)
   */
  async function readyUp(title: string, owing: APIUser[], prompts: APIMessage[]): Promise<void> {
    for (const [i, user] of owing.entries()) {
      const p = prompts[i];
      if (!p) continue;
      if (title.endsWith(': orders')) {
        const plotted = await answered(fake.submitModal({ user, dm: true, messageId: p.id, customId: buttonId(p, 'plot:'), fields: { orders: '2' } }));
        expect(plotted.content).toMatch(/^(Majestic|Tempest): 2\(/m);
      }
      let ready = await answered(fake.clickButton({ user, dm: true, messageId: p.id, customId: buttonId(p, 'ready:') }));
      // Ready asks first where it would lock in less than meant (a ship holding fire with targets in reach,
      // docs/playing.md §8); these tests are about restarts, so the player says Confirm ready.
      if (ready.message && buttonId(ready.message, 'ready-confirm:') !== '') ready = await confirmReady(fake, user, ready.message, { dm: true });
      expect(ready.content).toMatch(/^Ready/);
    }
  }

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
    expect(messageText(post)).toMatch(/^Majestic 4\(4\): 0409 → \d{4}/m);
    expect(messageText(post)).toMatch(/^Tempest 4\(4\): 2909 → \d{4}/m);
    expect(messageText(post)).not.toMatch(/sent nothing|no orders|orders were not in|has no player/i);

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

  test('killed while the resolution post waits out its 30 s backoff after a 500: the new process sends it once when it is due', async () => {
    const title = stepTitles(fake, threadId).at(-1) ?? '';
    const owing = [ana, ben].filter((u) => stepsOwed(databasePath, 1).at(-1)?.userIds.includes(u.id));
    expect(owing.length).toBeGreaterThan(0);
    const prompts = await Promise.all(owing.map((u) => prompt(fake, u, title)));
    await outboxIdle(databasePath);

    // 1 try + 3 retries inside discord.js: the send fails for good and the row backs off for 30 s.
    const threadPosts = `/channels/${threadId}/messages`;
    fake.failNext({ method: 'POST', path: threadPosts, status: 500, times: 4 });
    await readyUp(title, owing, prompts);
    const resolutionKey = `g1/s${stepTitles(fake, threadId).indexOf(title) + 1}/resolved`;
    const failed = await waitUntil('the failed send', () => outboxRows(databasePath).find((r) => r.key === resolutionKey && r.attempts === 1));
    expect(failed).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/500/) as unknown });
    const failedAt = Date.now();
    // The rows queued behind it go out meanwhile. Kill only once they are marked sent: a kill between Discord
    // accepting a post and the row being marked would re-send it after the restart (at-least-once, by design).
    await waitUntil('the other rows to be sent', () => unsentRows(databasePath).map((r) => r.key).join() === resolutionKey);

    await restartBot();

    expect(resolutionPostsFor(fake, threadId, title)).toEqual([]);
    // Due 30 s after the failure: the default cap plus those 30 s.
    const post = await resolved(fake, threadId, title, 30_000 + WAIT_CAP_MS);
    // Not before the backoff was over (the row was due 30 s after the failure), then once.
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(25_000);
    expect(messageText(post)).toContain(`/verify step:`);
    // Marked sent once Discord's answer is in (a moment after the fake shows the post).
    const sent = await waitUntil('the row marked sent', () => outboxRows(databasePath).find((r) => r.key === resolutionKey && r.sentAt !== null));
    expect(sent.attempts).toBe(1);
    await outboxIdle(databasePath);
  }, 300_000);

  test('every step post, resolution, DM prompt and the status message exists exactly once', () => {
    const titles = stepTitles(fake, threadId);
    const steps = stepsOwed(databasePath, 1);
    expect(titles).toEqual(steps.map((s) => s.title));
    expect(titles.slice(0, 3)).toEqual(['Deployment', 'Turn 1: orders', 'Turn 2: orders']);
    expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
    for (const { title, userIds } of steps) {
      expect(stepPostsFor(fake, threadId, title), title).toHaveLength(1);
      for (const user of [ana, ben]) {
        expect(promptsFor(fake, user, title), `${user.username}'s prompt for ${title}`).toHaveLength(userIds.includes(user.id) ? 1 : 0);
      }
    }
    // Every step but the one open now has resolved, once.
    for (const title of titles.slice(0, -1)) expect(resolutionPostsFor(fake, threadId, title), title).toHaveLength(1);
    expect(titles.length).toBeGreaterThanOrEqual(5);
    // No message in the thread twice, and no DM twice (the echoes of different orders differ too).
    const contents = thread().map(messageText);
    expect(new Set(contents).size, contents.map((c) => c.split('\n')[0]).join(' | ')).toBe(contents.length);
    for (const user of [ana, ben]) {
      const dms = fake.dmMessages(user.id).map((m) => m.content);
      expect(new Set(dms).size, `${user.username}'s DMs`).toBe(dms.length);
    }
    expect(thread().filter((m) => m.content.startsWith('📌'))).toHaveLength(1);
    expect(fake.pins(threadId)).toHaveLength(1);
    expect(unsentRows(databasePath)).toEqual([]);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  test('killed after Discord accepted a post but before the outbox marked it sent: the post is not lost', async () => {
    const title = stepTitles(fake, threadId).at(-1) ?? '';
    const owing = [ana, ben].filter((u) => stepsOwed(databasePath, 1).at(-1)?.userIds.includes(u.id));
    const prompts = await Promise.all(owing.map((u) => prompt(fake, u, title)));
    await outboxIdle(databasePath);
    const resolutionKey = `g1/s${stepTitles(fake, threadId).indexOf(title) + 1}/resolved`;

    // When the fake answers the resolution post, the test takes SQLite's write lock at once (before the bot can
    // read the answer), so the bot's "mark sent" waits on it; the kill lands in that window.
    const lock = new Database(databasePath, { fileMustExist: true });
    lock.pragma('busy_timeout = 5000');
    const threadPosts = `/channels/${threadId}/messages`;
    // Taken before the fake sends its answer, so the bot cannot have marked the row sent yet.
    const accepted = new Promise<void>((resolve) => {
      beforeAnswer = (r) => {
        const content = bodyText(r.body);
        if (r.method !== 'POST' || r.path !== threadPosts || !content.startsWith(`**${title}**\n`)) return;
        beforeAnswer = undefined;
        lock.exec('BEGIN IMMEDIATE');
        resolve();
      };
    });
    try {
      await readyUp(title, owing, prompts);
      await accepted;
      expect(lock.prepare('select sent_at as sentAt from outbox where key = ?').get(resolutionKey)).toEqual({ sentAt: null });
      await killBot();
    } finally {
      if (lock.inTransaction) lock.exec('ROLLBACK');
      lock.close();
    }
    restartedAt = fake.requests.length;
    await startBot();
    await outboxIdle(databasePath);

    // Not lost: Discord has it, and the row is settled.
    const posts = resolutionPostsFor(fake, threadId, title);
    // The new process cannot know Discord took the post, so it sends it again; the nonce from the row's key (with
    // enforce_nonce) makes Discord answer with the message it already has instead of posting a second one.
    expect(posts).toHaveLength(1);
    const next = stepTitles(fake, threadId).at(-1) ?? '';
    expect(next).not.toBe(title);
    expect(stepPostsFor(fake, threadId, next)).toHaveLength(1);
    const others = fake.messages(threadId).map(messageText).filter((text) => !text.startsWith(`**${title}**\n`));
    expect(new Set(others).size).toBe(others.length);
    expect(fake.violations).toEqual([]);
  });
});
