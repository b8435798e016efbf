// What happens to a game when Discord refuses its posts for good (issue 15, item 3): the row is kept with its reason,
// the GM hears once, a lost thread pauses the game, and /gm move carries it on in a new thread.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { enqueue, gameById, openStepOf, outboxByKey, pendingOutbox, type OutboxRow } from '../../src/db/game-repo.ts';
import { undeliveredOf } from '../../src/db/outbox-repo.ts';
import { moveGame, recordUndeliverable, retryForGm, undeliveredForGm } from '../../src/game/undelivered.ts';
import { expectErr, expectOk, serviceContext, startedGame } from './service-fixture.ts';

describe('undelivered posts', () => {
  let { ctx, clock, handle } = serviceContext();
  beforeEach(() => ({ ctx, clock, handle } = serviceContext()));
  afterEach(() => handle.close());

  /** Everything queued so far counts as sent, so the test sees only what comes next. */
  function drain(): void {
    for (const row of pendingOutbox(handle.db, clock.now(), 1000)) handle.sqlite.prepare('UPDATE outbox SET sent_at = ? WHERE id = ?').run(clock.now().getTime(), row.id);
  }

  const post = (gameId: number, key: string, target = 't1'): OutboxRow => {
    enqueue(handle.db, { key, gameId, kind: 'channel', target, payload: { content: `**${key}** posted` } });
    return outboxByKey(handle.db, key) as OutboxRow;
  };

  test('a lost thread pauses the game; /gm move carries it on in a new thread with the time it had left', () => {
    const gameId = startedGame(ctx);
    drain();
    const deadline = openStepOf(handle.db, gameId)?.deadlineAt?.getTime() ?? 0;
    recordUndeliverable(ctx, post(gameId, 'turn-post'), { reason: '404 Unknown Channel', threadGone: true });
    expect(gameById(handle.db, gameId)).toMatchObject({ status: 'paused', pauseReason: 'thread-missing' });
    const notice = pendingOutbox(handle.db, clock.now(), 100).filter((r) => r.kind === 'dm' && r.target === 'ana');
    expect(notice).toHaveLength(1);
    expect((notice[0]?.payload as { content: string }).content).toContain('/gm move game:');

    clock.advance(3 * 3_600_000);
    expectErr(moveGame(ctx, gameId, 'ben', { channelId: 'c2', threadId: 't2' }));
    const moved = expectOk(moveGame(ctx, gameId, 'ana', { channelId: 'c2', threadId: 't2' }));
    expect(moved).toEqual({ moved: 1, resumed: true });
    expect(gameById(handle.db, gameId)).toMatchObject({ status: 'active', threadId: 't2', channelId: 'c2', pauseReason: null });
    // The three hours without a thread do not count against the players.
    expect(openStepOf(handle.db, gameId)?.deadlineAt?.getTime()).toBe(deadline + 3 * 3_600_000);
    const queued = pendingOutbox(handle.db, clock.now(), 100);
    expect(queued.find((r) => r.key === 'turn-post')).toMatchObject({ target: 't2', failedAt: null, attempts: 0 });
    // A fresh status message and step post in the new thread; nothing still points at the old one.
    expect(queued.filter((r) => r.kind === 'channel').every((r) => r.target === 't2')).toBe(true);
    expect(queued.some((r) => r.key.startsWith(`g${gameId}/status@t2`))).toBe(true);
    expect(queued.some((r) => /\/opened@t2$/.test(r.key))).toBe(true);
  });

  test('refused posts are listed to a GM (never by internal ids), and retried on request; the GM hears once', () => {
    const gameId = startedGame(ctx);
    drain();
    recordUndeliverable(ctx, post(gameId, 'bad-1'), { reason: '400 Invalid Form Body', threadGone: false });
    recordUndeliverable(ctx, post(gameId, 'bad-2'), { reason: '403 Missing Permissions', threadGone: false });
    expect(gameById(handle.db, gameId)?.status).toBe('active');
    expect(pendingOutbox(handle.db, clock.now(), 100).filter((r) => r.kind === 'dm' && r.target === 'ana')).toHaveLength(1);

    expectErr(undeliveredForGm(ctx, gameId, 'ben'));
    const lines = expectOk(undeliveredForGm(ctx, gameId, 'ana'));
    expect(lines).toEqual(['1. thread post · 400 Invalid Form Body · “bad-1 posted”', '2. thread post · 403 Missing Permissions · “bad-2 posted”']);
    expect(lines.join('\n')).not.toMatch(/outbox|g\d+\//);

    expect(expectOk(retryForGm(ctx, gameId, 'ana'))).toBe(2);
    expect(undeliveredOf(handle.db, gameId)).toEqual([]);
    expect(pendingOutbox(handle.db, clock.now(), 100).map((r) => r.key)).toEqual(expect.arrayContaining(['bad-1', 'bad-2']));
  });

  test('a GM notice that cannot be sent by DM goes to the thread, and no notice is ever about a notice', () => {
    const gameId = startedGame(ctx);
    drain();
    recordUndeliverable(ctx, post(gameId, 'bad'), { reason: '400 Invalid Form Body', threadGone: false });
    const notice = pendingOutbox(handle.db, clock.now(), 100).find((r) => r.kind === 'dm' && r.target === 'ana') as OutboxRow;
    recordUndeliverable(ctx, notice, { reason: '403 Cannot send messages to this user', threadGone: false });
    const inThread = pendingOutbox(handle.db, clock.now(), 100).filter((r) => r.key === `${notice.key}/thread`);
    expect(inThread).toHaveLength(1);
    expect(inThread[0]?.payload).toMatchObject({ mentions: ['ana'] });
    recordUndeliverable(ctx, inThread[0] as OutboxRow, { reason: '403 Missing Access', threadGone: false });
    expect(pendingOutbox(handle.db, clock.now(), 100).filter((r) => r.key.includes('/notice/'))).toEqual([]);
  });
});
