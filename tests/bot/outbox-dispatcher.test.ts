// The outbox dispatcher with the real discord.js client against the fake Discord and a real (in-memory) SQLite.
import { ChannelType, type Client, type TextChannel } from 'discord.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startOutboxLoop, backoffMs, describeError, dispatchOutbox } from '../../src/bot/outbox-dispatcher.ts';
import { createClient } from '../../src/bot/bot.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts';
import { enqueue, gameById, insertGame, outboxByKey, updateGame } from '../../src/db/game-repo.ts';
import { undeliveredOf } from '../../src/db/outbox-repo.ts';
import { retryUndelivered, undeliveredLines } from '../../src/game/undelivered.ts';
import { expectOk } from '../game/service-fixture.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import { testClock, type TestClock } from '../game/service-fixture.ts';

describe('outbox dispatcher', () => {
  let fake: FakeDiscord;
  let client: Client;
  let threadId: string;
  let handle: DatabaseHandle;
  let clock: TestClock;
  const logLines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  const dispatch = () => dispatchOutbox({ db: handle.db, client, logger, now: clock.now });

  beforeAll(async () => {
    fake = await startFakeDiscord();
    client = createClient({ apiBase: fake.apiBase });
    const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
    await client.login(fake.token);
    await ready;
    const battles = (await client.channels.fetch(fake.channelId)) as TextChannel;
    const thread = await battles.threads.create({ name: 'Game 1', type: ChannelType.PublicThread });
    threadId = thread.id;
  });

  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });

  beforeEach(() => {
    handle = openDatabase(':memory:');
    clock = testClock();
    fake.clearRecords();
  });

  afterEach(() => {
    handle.close();
    expect(fake.violations).toEqual([]);
    expect(logLines.join('\n')).not.toContain(fake.token);
  });

  function newGame(): number {
    return insertGame(handle.db, {
      channelId: fake.channelId,
      threadId,
      title: 'Game 1',
      system: 'starmada',
      scenario: 'standard/medium',
      gmUserId: 'gm',
      stepLengthMs: 86_400_000,
      diceSecret: 'secret',
    }).id;
  }

  const channelPosts = (channelId: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages` && r.status === 200);

  test('channel posts arrive once, in order, and their rows are marked sent with the message id', async () => {
    const gameId = newGame();
    enqueue(handle.db, { key: 'a', gameId, kind: 'channel', target: threadId, payload: { content: 'Turn 1 resolved.' } });
    enqueue(handle.db, { key: 'b', gameId, kind: 'channel', target: fake.channelId, payload: { content: 'Game 1 started.' } });
    enqueue(handle.db, { key: 'a', gameId, kind: 'channel', target: threadId, payload: { content: 'queued twice' } });

    expect(await dispatch()).toEqual({ sent: 2, failed: 0, dmsClosed: 0, dropped: 0 });
    expect(await dispatch()).toEqual({ sent: 0, failed: 0, dmsClosed: 0, dropped: 0 });

    expect(fake.messages(threadId).map((m) => m.content)).toEqual(['Turn 1 resolved.']);
    // A send carries a nonce made from its key, so a repeat after a crash returns the message instead of a second one.
    const post = fake.requests.find((r) => r.method === 'POST' && r.path === `/channels/${threadId}/messages`);
    expect(post?.body).toMatchObject({ nonce: expect.stringMatching(/^[0-9a-f]{25}$/), enforce_nonce: true });
    expect(fake.messages(fake.channelId).map((m) => m.content)).toContain('Game 1 started.');
    expect(channelPosts(threadId)).toHaveLength(1);
    const row = outboxByKey(handle.db, 'a');
    expect(row?.sentAt).toEqual(clock.now());
    expect(row?.messageId).toBe(fake.messages(threadId)[0]?.id);
    expect(row?.attempts).toBe(0);
  });

  test('a DM reaches an open user', async () => {
    const ana = fake.createUser({ username: 'ana' });
    enqueue(handle.db, { key: 'dm-ana', gameId: newGame(), kind: 'dm', target: ana.id, payload: { content: 'Your orders are due.' } });
    expect(await dispatch()).toMatchObject({ sent: 1 });
    expect(fake.dmMessages(ana.id).map((m) => m.content)).toEqual(['Your orders are due.']);
    expect(outboxByKey(handle.db, 'dm-ana')?.messageId).toBe(fake.dmMessages(ana.id)[0]?.id);
  });

  test('a DM to a user with closed DMs becomes one mention in the thread and is not retried', async () => {
    const ben = fake.createUser({ username: 'ben', dmsClosed: true });
    const gameId = newGame();
    enqueue(handle.db, { key: 'dm-ben-1', gameId, kind: 'dm', target: ben.id, payload: { content: 'Orders, please.' } });
    enqueue(handle.db, { key: 'dm-ben-2', gameId, kind: 'dm', target: ben.id, payload: { content: 'Reminder: orders due.' } });

    // Both DMs are refused; the mention is queued once and goes out in the same run.
    expect(await dispatch()).toEqual({ sent: 1, failed: 0, dmsClosed: 2, dropped: 0 });
    clock.advance(3_600_000);
    expect(await dispatch()).toEqual({ sent: 0, failed: 0, dmsClosed: 0, dropped: 0 });

    expect(fake.dmMessages(ben.id)).toEqual([]);
    const mentions = fake.messages(threadId).filter((m) => m.content.includes(`<@${ben.id}>`));
    expect(mentions).toHaveLength(1);
    expect(mentions[0]?.content).toContain('/plot');
    for (const key of ['dm-ben-1', 'dm-ben-2']) {
      expect(outboxByKey(handle.db, key)).toMatchObject({ lastError: 'dms closed', messageId: null, attempts: 0 });
      expect(outboxByKey(handle.db, key)?.sentAt).not.toBeNull();
    }
    const dmSends = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/messages') && r.status === 403);
    expect(dmSends).toHaveLength(2);
  });

  test('a 500 that outlasts discord.js retries leaves the row pending with backoff; a later run sends it', async () => {
    const path = `/channels/${threadId}/messages`;
    enqueue(handle.db, { key: 'flaky', gameId: newGame(), kind: 'channel', target: threadId, payload: { content: 'Fire resolved.' } });
    fake.failNext({ method: 'POST', path, status: 500, times: 4 }); // 1 try + 3 discord.js retries

    expect(await dispatch()).toMatchObject({ sent: 0, failed: 1 });
    let row = outboxByKey(handle.db, 'flaky');
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(row?.lastError).toMatch(/500/);
    expect(row?.lastError).not.toContain(fake.token);

    // Not due yet: nothing is tried.
    clock.advance(29_000);
    expect(await dispatch()).toMatchObject({ sent: 0, failed: 0 });
    expect(fake.messages(threadId).filter((m) => m.content === 'Fire resolved.')).toEqual([]);

    clock.advance(1_000);
    expect(await dispatch()).toMatchObject({ sent: 1, failed: 0 });
    expect(await dispatch()).toMatchObject({ sent: 0, failed: 0 });
    row = outboxByKey(handle.db, 'flaky');
    expect(row).toMatchObject({ attempts: 1 });
    expect(row?.sentAt).toEqual(clock.now());
    expect(fake.messages(threadId).filter((m) => m.content === 'Fire resolved.')).toHaveLength(1);
  });

  test('a row that can never be delivered is dropped, not retried', async () => {
    enqueue(handle.db, { key: 'bad', gameId: null, kind: 'channel', target: threadId, payload: { text: 'no content field' } });
    enqueue(handle.db, { key: 'empty', gameId: null, kind: 'channel', target: threadId, payload: {} });
    enqueue(handle.db, { key: 'orphan-edit', gameId: null, kind: 'edit', target: 'outbox:never-queued', payload: { content: 'x' } });
    expect(await dispatch()).toEqual({ sent: 0, failed: 0, dmsClosed: 0, dropped: 3 });
    expect(outboxByKey(handle.db, 'bad')).toMatchObject({ lastError: 'payload is not valid:  Unrecognized key: "text"', messageId: null });
    expect(outboxByKey(handle.db, 'empty')).toMatchObject({ lastError: 'payload has no content', messageId: null });
    expect(outboxByKey(handle.db, 'orphan-edit')?.lastError).toBe('no outbox row "outbox:never-queued"');
    expect(await dispatch()).toEqual({ sent: 0, failed: 0, dmsClosed: 0, dropped: 0 });
  });

  test('edit and pin rows act on the message they name', async () => {
    const gameId = newGame();
    enqueue(handle.db, { key: 'post', gameId, kind: 'channel', target: threadId, payload: { content: 'Status: 3 ships' } });
    await dispatch();
    const messageId = outboxByKey(handle.db, 'post')?.messageId;
    enqueue(handle.db, { key: 'edit', gameId, kind: 'edit', target: `${threadId}/${messageId}`, payload: { content: 'Status: 2 ships' } });
    enqueue(handle.db, { key: 'pin', gameId, kind: 'pin', target: `${threadId}/${messageId}`, payload: {} });
    expect(await dispatch()).toMatchObject({ sent: 2, failed: 0 });
    expect(fake.messages(threadId).find((m) => m.id === messageId)?.content).toBe('Status: 2 ships');
    expect(fake.pins(threadId).map((m) => m.id)).toContain(messageId);
  });

  test('an edit or pin by outbox key waits for its message, in a channel or a DM; files and buttons go along', async () => {
    const gameId = newGame();
    const ana = fake.createUser({ username: 'ana-edits' });
    const button = { type: 1, components: [{ type: 2, style: 1, label: 'Ready', custom_id: 'ready:1:t1/orders' }] };
    enqueue(handle.db, { key: 'status-edit', gameId, kind: 'edit', target: 'outbox:status', payload: { content: 'Status: turn 2' } });
    enqueue(handle.db, { key: 'status', gameId, kind: 'channel', target: threadId, payload: { content: 'Status: turn 1', files: [{ name: 'log.txt', text: 'every die' }] } });
    enqueue(handle.db, { key: 'status-pin', gameId, kind: 'pin', target: 'outbox:status', payload: {} });
    enqueue(handle.db, { key: 'prompt', gameId, kind: 'dm', target: ana.id, payload: { content: 'Your orders', components: [button] } });
    enqueue(handle.db, { key: 'prompt-edit', gameId, kind: 'edit', target: 'outbox:prompt', payload: { content: 'Orders received', components: [] } });
    // The edit was queued before its message: the first pass posts, pins and edits the DM, the status edit waits.
    expect(await dispatch()).toMatchObject({ sent: 4, failed: 1 });
    clock.advance(60_000);
    expect(await dispatch()).toMatchObject({ sent: 1, failed: 0 });
    const status = fake.messages(threadId).find((m) => m.id === outboxByKey(handle.db, 'status')?.messageId);
    expect(status?.content).toBe('Status: turn 2');
    expect(status?.attachments.map((a) => a.filename)).toEqual(['log.txt']);
    expect(fake.pins(threadId).map((m) => m.id)).toContain(status?.id);
    const dm = fake.dmMessages(ana.id)[0];
    expect(dm?.content).toBe('Orders received');
    expect(dm?.components).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  test('the loop sends when nudged, and stop() waits for the run in progress', async () => {
    const loop = startOutboxLoop({ db: handle.db, client, logger, now: clock.now, intervalMs: 60_000 });
    try {
      enqueue(handle.db, { key: 'nudged', gameId: null, kind: 'channel', target: threadId, payload: { content: 'Nudged.' } });
      loop.nudge();
      const request = await fake.waitForRequest((r) => r.method === 'POST' && r.path === `/channels/${threadId}/messages` && r.status === 200);
      expect(request).toBeDefined();
    } finally {
      await loop.stop();
    }
    // After stop() the run that sent it has finished, so the row is marked.
    expect(outboxByKey(handle.db, 'nudged')?.sentAt).not.toBeNull();
    expect(fake.messages(threadId).filter((m) => m.content === 'Nudged.')).toHaveLength(1);
  });

  /** Runs the dispatcher every minute for a simulated week (retries come due as their backoff passes). */
  async function simulateWeek(): Promise<void> {
    for (let minute = 0; minute < 7 * 24 * 60; minute += 10) {
      await dispatch();
      clock.advance(10 * 60_000);
    }
  }

  const attemptsOn = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path).length;

  test('a post into a deleted thread is tried once in a week, kept as undelivered, pauses the game and tells the GM once', async () => {
    const gameId = newGame();
    updateGame(handle.db, gameId, { status: 'active' });
    const gm = fake.createUser({ username: 'gm-of-game-1' });
    updateGame(handle.db, gameId, { gmUserId: gm.id });
    const path = `/channels/${threadId}/messages`;
    // Exactly as many failures as Salvo may try; a third try would find the thread back, and the test would see it.
    fake.failNext({ method: 'POST', path, status: 404, code: 10003, message: 'Unknown Channel', times: 2 });
    enqueue(handle.db, { key: 'turn-2', gameId, kind: 'channel', target: threadId, payload: { content: 'Turn 2 resolved.' } });
    enqueue(handle.db, { key: 'turn-2-status', gameId, kind: 'channel', target: threadId, payload: { content: 'Status.' } });

    await simulateWeek();

    // Before: retried forever (174 times in a week). Now: each post once, then kept with the reason.
    expect(attemptsOn(path)).toBe(2);
    expect(outboxByKey(handle.db, 'turn-2')).toMatchObject({ attempts: 0, sentAt: null, lastError: '404 Unknown Channel' });
    expect(outboxByKey(handle.db, 'turn-2')?.failedAt).not.toBeNull();
    expect(gameById(handle.db, gameId)).toMatchObject({ status: 'paused', pauseReason: 'thread-missing' });
    const notices = fake.dmMessages(gm.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.content).toContain('/gm move game:');
    expect(undeliveredOf(handle.db, gameId).map((r) => r.key)).toEqual(['turn-2', 'turn-2-status']);
  });

  test('a post Discord refuses (400, 403) is not retried; the game goes on and the GM hears once until they retry', async () => {
    const gameId = newGame();
    updateGame(handle.db, gameId, { status: 'active' });
    const gm = fake.createUser({ username: 'gm-two' });
    updateGame(handle.db, gameId, { gmUserId: gm.id });
    const path = `/channels/${threadId}/messages`;
    fake.failNext({ method: 'POST', path, status: 400, code: 50035, message: 'Invalid Form Body', times: 1 });
    fake.failNext({ method: 'POST', path, status: 403, code: 50013, message: 'Missing Permissions', times: 1 });
    enqueue(handle.db, { key: 'bad-form', gameId, kind: 'channel', target: threadId, payload: { content: 'One.' } });
    enqueue(handle.db, { key: 'no-perm', gameId, kind: 'channel', target: threadId, payload: { content: 'Two.' } });

    expect(await dispatch()).toMatchObject({ sent: 1, dropped: 2 }); // the one notice is sent in the same run
    await simulateWeek();
    expect(attemptsOn(path)).toBe(2);
    expect(gameById(handle.db, gameId)?.status).toBe('active');
    expect(fake.dmMessages(gm.id)).toHaveLength(1);
    expect(fake.dmMessages(gm.id)[0]?.content).toContain('/gm undelivered');

    // The GM's retry sends both; they arrive now that Discord takes them.
    expect(retryUndelivered({ db: handle.db, now: clock.now }, gameId)).toBe(2);
    expect(await dispatch()).toMatchObject({ sent: 2, dropped: 0 });
    expect(fake.messages(threadId).map((m) => m.content)).toEqual(expect.arrayContaining(['One.', 'Two.']));
    expect(undeliveredOf(handle.db, gameId)).toEqual([]);
  });

  test('an edit of a post Discord refused for good is kept with it, listed for the GM and sent after it on retry', async () => {
    const gameId = newGame();
    updateGame(handle.db, gameId, { status: 'active' });
    const gm = fake.createUser({ username: 'gm-three' });
    updateGame(handle.db, gameId, { gmUserId: gm.id });
    const path = `/channels/${threadId}/messages`;
    fake.failNext({ method: 'POST', path, status: 400, code: 50035, message: 'Invalid Form Body', times: 1 });
    enqueue(handle.db, { key: 'opened', gameId, kind: 'channel', target: threadId, payload: { content: 'Turn 3: waiting on Ana.' } });
    enqueue(handle.db, { key: 'opened-edit', gameId, kind: 'edit', target: 'outbox:opened', payload: { content: 'Turn 3: everyone is ready.' } });

    await simulateWeek();

    // Before: the edit waited for its post forever (174 attempts in a simulated week), listed nowhere. Now it is
    // refused with its post, at once, and waits for the GM with it.
    expect(outboxByKey(handle.db, 'opened-edit')).toMatchObject({ attempts: 0, sentAt: null, lastError: 'the post it updates was refused for good (400 Invalid Form Body)' });
    expect(undeliveredOf(handle.db, gameId).map((r) => r.key)).toEqual(['opened', 'opened-edit']);
    expect(expectOk(undeliveredLines({ db: handle.db, now: clock.now }, gameId))).toEqual([
      '1. thread post · 400 Invalid Form Body · “Turn 3: waiting on Ana.”',
      '2. update of a post · the post it updates was refused for good (400 Invalid Form Body) · “Turn 3: everyone is ready.”',
    ]);
    expect(fake.dmMessages(gm.id)).toHaveLength(1);

    // /gm retry: the post goes out, then its edit, in one run.
    expect(retryUndelivered({ db: handle.db, now: clock.now }, gameId)).toBe(2);
    expect(await dispatch()).toMatchObject({ sent: 2, dropped: 0, failed: 0 });
    expect(fake.messages(threadId).map((m) => m.content)).toContain('Turn 3: everyone is ready.');
    expect(undeliveredOf(handle.db, gameId)).toEqual([]);
  });

  test('429 and 5xx are retried, not given up', async () => {
    const path = `/channels/${threadId}/messages`;
    fake.failNext({ method: 'POST', path, status: 502, times: 4 });
    enqueue(handle.db, { key: 'heals', gameId: newGame(), kind: 'channel', target: threadId, payload: { content: 'Heals.' } });
    expect(await dispatch()).toMatchObject({ failed: 1, dropped: 0 });
    clock.advance(60_000);
    expect(await dispatch()).toMatchObject({ sent: 1 });
  });

  test('a post pings only the users it lists, each once, whatever its text says', async () => {
    const ana = fake.createUser({ username: 'ana' });
    const content = `<@${ana.id}> and <@${ana.id}> again, @everyone, <@&${fake.guildId}>`;
    enqueue(handle.db, { key: 'pings', gameId: newGame(), kind: 'channel', target: threadId, payload: { content, mentions: [ana.id, ana.id] } });
    enqueue(handle.db, { key: 'quiet', gameId: null, kind: 'channel', target: threadId, payload: { content } });
    expect(await dispatch()).toMatchObject({ sent: 2 });
    const bodies = fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${threadId}/messages`).map((r) => r.body as { allowed_mentions?: unknown });
    expect(bodies.map((b) => b.allowed_mentions)).toEqual([
      { parse: [], users: [ana.id] },
      { parse: [], users: [] },
    ]);
  });

  test('a post longer than Discord allows is cut at a line, says how much more, and carries the whole text', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Line ${i + 1}: Majestic → Kestrel · Laser Cannon · to-hit 2, 6`);
    enqueue(handle.db, { key: 'long', gameId: newGame(), kind: 'channel', target: threadId, payload: { content: lines.join('\n') } });
    expect(await dispatch()).toMatchObject({ sent: 1 });
    const posted = fake.messages(threadId).at(-1);
    expect(posted?.content.length).toBeLessThanOrEqual(2000);
    expect(posted?.content).toMatch(/… and \d+ more lines \(all of it in full-text\.txt\)$/);
    expect(posted?.attachments.map((a) => a.filename)).toEqual(['full-text.txt']);
  });

  test('backoff doubles from 30 s and stops at an hour; error text never carries the token', () => {
    expect([0, 1, 2, 3, 6, 7, 50].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
    const token = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456';
    expect(describeError(new Error(`failed with ${token}`), token)).toBe('Error: failed with [redacted]');
    expect(describeError(new Error(`failed with ${token}`))).toBe('Error: failed with [redacted]');
  });
});
