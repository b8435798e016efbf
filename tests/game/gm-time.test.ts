// The GM's hold on the clock: pause, resume, extend and force, on a real in-memory database with a test clock.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { gameById, openStepOf, remindersOf, seatsOf, stepsOf, submissionsOf, updateGame } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { checkDeadlines } from '../../src/game/deadlines.ts';
import { GAME_OVER_TEXT } from '../../src/game/game-over.ts';
import { extendStep, forceResolve, pauseGame, resumeGame } from '../../src/game/gm-time.ts';
import { submit } from '../../src/game/step-cycle.ts';
import { expectOk, lobbyGame, serviceContext, startedGame } from './service-fixture.ts';
import { messageText } from '../harness/message-text.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;


function expectRefused(r: { ok: true } | { ok: false; error: { code: string; message: string }[] }, code: string): string {
  if (r.ok) throw new Error(`expected ${code}, got ok`);
  expect(r.error.map((e) => e.code)).toEqual([code]);
  return r.error[0]?.message ?? '';
}



const channelPosts = (ctx: GameContext, gameId: number) =>
  ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.gameId, gameId))
    .orderBy(asc(outbox.id))
    .all()
    .filter((m) => m.kind === 'channel')
    .map((m) => ({ key: m.key, target: m.target, content: messageText(m.payload as { content?: string; components?: unknown[] }) }));

const deadlineOf = (ctx: GameContext, gameId: number): number => openStepOf(ctx.db, gameId)?.deadlineAt?.getTime() ?? NaN;

describe('pause and resume', () => {
  test('pausing stops the clock; resuming moves the deadline by exactly the time paused', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const deadline = deadlineOf(ctx, gameId);

    clock.advance(2 * HOUR);
    const pausedAt = clock.now();
    expect(expectOk(pauseGame(ctx, gameId, 'ana'))).toEqual({ pausedAt });
    expect(gameById(ctx.db, gameId)).toMatchObject({ status: 'paused', pausedAt });
    // Players wait too.
    expectRefused(submit(ctx, gameId, 'ben', { text: '' }), 'ERR_GAME_PAUSED');

    clock.advance(5 * HOUR + 17 * MINUTE + 3_000);
    const resumed = expectOk(resumeGame(ctx, gameId, 'ana'));
    expect(resumed).toEqual({ pausedMs: 5 * HOUR + 17 * MINUTE + 3_000, deadlineAt: new Date(deadline + 5 * HOUR + 17 * MINUTE + 3_000) });
    expect(deadlineOf(ctx, gameId)).toBe(deadline + resumed.pausedMs);
    expect(gameById(ctx.db, gameId)).toMatchObject({ status: 'active', pausedAt: null });

    const posts = channelPosts(ctx, gameId).slice(-2);
    expect(posts.map((p) => p.target)).toEqual(['t1', 't1']);
    expect(posts[0]?.content).toBe('**Paused by the GM.** Deadlines are stopped and orders wait. Deployment will have 22 hours left when the game resumes.');
    expect(posts[1]?.content).toBe('**Resumed** after 5 hours 17 minutes. Deployment is due in 22 hours.');

    // The step resolves at the moved deadline, not the old one.
    clock.set(new Date(deadline));
    expect(checkDeadlines(ctx).resolved).toBe(0);
    clock.set(new Date(deadline + resumed.pausedMs));
    expect(checkDeadlines(ctx).resolved).toBe(1);
    handle.close();
  });

  test('reminders sent before the pause are not sent again; the ones not yet reached fire at their moved moments', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const step = openStepOf(ctx.db, gameId);
    const deadline = deadlineOf(ctx, gameId);
    clock.set(new Date(deadline - 6 * HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(2);

    clock.set(new Date(deadline - 5 * HOUR));
    expectOk(pauseGame(ctx, gameId, 'ana'));
    clock.advance(3 * HOUR);
    expectOk(resumeGame(ctx, gameId, 'ana'));
    const moved = deadline + 3 * HOUR;
    expect(checkDeadlines(ctx).reminded).toBe(0);
    clock.set(new Date(moved - HOUR - 1));
    expect(checkDeadlines(ctx).reminded).toBe(0);
    clock.set(new Date(moved - HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(2);
    const rows = remindersOf(ctx.db, step?.id ?? 0).map((r) => [r.leadMs, r.deadlineAt.getTime()]);
    expect(rows).toEqual([
      [6 * HOUR, deadline],
      [6 * HOUR, deadline],
      [6 * HOUR, moved],
      [6 * HOUR, moved],
      [HOUR, moved],
      [HOUR, moved],
    ]);
    handle.close();
  });

  test('refusals: already paused, not paused, not started, over, not the GM', () => {
    const { ctx, handle } = serviceContext();
    const lobby = lobbyGame(ctx, { threadId: null });
    expect(expectRefused(pauseGame(ctx, lobby, 'ana'), 'ERR_GAME_NOT_RUNNING')).toBe('The game has not started yet.');
    expectRefused(pauseGame(ctx, 999, 'ana'), 'ERR_GAME_UNKNOWN');

    const gameId = startedGame(ctx);
    expect(expectRefused(pauseGame(ctx, gameId, 'ben'), 'ERR_NOT_GM')).toBe('Only the GM can pause the game.');
    expect(expectRefused(resumeGame(ctx, gameId, 'ana'), 'ERR_GAME_NOT_PAUSED')).toBe('The game is not paused.');
    expectOk(pauseGame(ctx, gameId, 'ana'));
    expect(expectRefused(pauseGame(ctx, gameId, 'ana'), 'ERR_GAME_PAUSED')).toBe('The game is already paused.');
    expect(expectRefused(resumeGame(ctx, gameId, 'ben'), 'ERR_NOT_GM')).toBe('Only the GM can resume the game.');
    expect(gameById(ctx.db, gameId)?.status).toBe('paused');

    updateGame(ctx.db, gameId, { status: 'ended' });
    expect(expectRefused(resumeGame(ctx, gameId, 'ana'), 'ERR_GAME_OVER')).toBe(GAME_OVER_TEXT);
    handle.close();
  });
});

describe('extend', () => {
  test('moves the deadline by the time given and says so in the thread', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const deadline = deadlineOf(ctx, gameId);
    clock.advance(20 * HOUR);
    const version = gameById(ctx.db, gameId)?.version ?? 0;
    expect(expectOk(extendStep(ctx, gameId, 'ana', 12 * HOUR))).toEqual({ stepKey: 'deploy', deadlineAt: new Date(deadline + 12 * HOUR) });
    expect(deadlineOf(ctx, gameId)).toBe(deadline + 12 * HOUR);
    expect(gameById(ctx.db, gameId)?.version).toBe(version + 1);
    expect(channelPosts(ctx, gameId).at(-1)).toEqual({
      key: `g${gameId}/s1/extended/${deadline + 12 * HOUR}`,
      target: 't1',
      content: '**Extended by the GM** by 12 hours: Deployment is due in 16 hours.',
    });
    clock.set(new Date(deadline));
    expect(checkDeadlines(ctx).resolved).toBe(0);
    clock.set(new Date(deadline + 12 * HOUR));
    expect(checkDeadlines(ctx).resolved).toBe(1);
    handle.close();
  });

  test('while paused the time is added to what is left, and resuming adds the pause on top', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const deadline = deadlineOf(ctx, gameId);
    clock.advance(4 * HOUR);
    expectOk(pauseGame(ctx, gameId, 'ana'));
    clock.advance(HOUR);
    expectOk(extendStep(ctx, gameId, 'ana', 2 * HOUR));
    expect(channelPosts(ctx, gameId).at(-1)?.content).toBe('**Extended by the GM** by 2 hours: Deployment is due in 22 hours once the game resumes.');
    clock.advance(HOUR);
    expectOk(resumeGame(ctx, gameId, 'ana'));
    expect(deadlineOf(ctx, gameId)).toBe(deadline + 2 * HOUR + 2 * HOUR);
    handle.close();
  });

  test('refusals: not the GM, out of range, not started', () => {
    const { ctx, handle } = serviceContext();
    const lobby = lobbyGame(ctx, { threadId: null });
    expectRefused(extendStep(ctx, lobby, 'ana', HOUR), 'ERR_GAME_NOT_RUNNING');
    const gameId = startedGame(ctx);
    const deadline = deadlineOf(ctx, gameId);
    expect(expectRefused(extendStep(ctx, gameId, 'ben', HOUR), 'ERR_NOT_GM')).toBe('Only the GM can extend a deadline.');
    for (const ms of [0, -HOUR, 30_000, 31 * DAY, 1.5]) expectRefused(extendStep(ctx, gameId, 'ana', ms), 'ERR_EXTEND_RANGE');
    expect(deadlineOf(ctx, gameId)).toBe(deadline);
    handle.close();
  });
});

describe('force', () => {
  test('resolves the open step now with the rules for missing orders; the next step counts from now', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const deploy = openStepOf(ctx.db, gameId);
    clock.advance(3 * HOUR);
    expect(expectOk(forceResolve(ctx, gameId, 'ana'))).toEqual({ resolved: 'deploy', next: 't1/orders' });
    expect(stepsOf(ctx.db, gameId).map((s) => [s.key, s.status])).toEqual([
      ['deploy', 'resolved'],
      ['t1/orders', 'open'],
    ]);
    expect(openStepOf(ctx.db, gameId)).toMatchObject({ openedAt: clock.now(), deadlineAt: new Date(clock.now().getTime() + DAY) });
    const seatIds = seatsOf(ctx.db, gameId).map((s) => s.id);
    expect(submissionsOf(ctx.db, deploy?.id ?? 0).map((s) => [s.seatId, s.missed])).toEqual(seatIds.map((id) => [id, true]));
    const keys = channelPosts(ctx, gameId).map((p) => p.key);
    expect(keys.slice(-2)).toEqual([`g${gameId}/s1/resolved`, `g${gameId}/s2/opened`]);
    // The resolution post says it once: the GM resolved the step early, and whose orders were not in, by name.
    const post = channelPosts(ctx, gameId).find((p) => p.key === `g${gameId}/s1/resolved`)?.content ?? '';
    expect(post.split('\n').slice(0, 4)).toEqual([
      '**Deployment**',
      'The GM resolved this step before its deadline.',
      "Ana's orders were not in, so the rules decide: Majestic: 0409 facing NE; Sovereign: 0410 facing NE; Resolute: 0408 facing NE.",
      "Ben's orders were not in, so the rules decide: Monsoon: 2909 facing SW; Mistral: 2910 facing SW; Sirocco: 2908 facing SW.",
    ]);
    expect(post).not.toMatch(/sent nothing in time|<@/);
    handle.close();
  });

  test('refusals: not the GM, paused, not started, over; nothing changes', () => {
    const { ctx, handle } = serviceContext();
    const lobby = lobbyGame(ctx, { threadId: null });
    expectRefused(forceResolve(ctx, lobby, 'ana'), 'ERR_GAME_NOT_RUNNING');
    const gameId = startedGame(ctx);
    expect(expectRefused(forceResolve(ctx, gameId, 'ben'), 'ERR_NOT_GM')).toBe('Only the GM can force a step to resolve.');
    expectOk(pauseGame(ctx, gameId, 'ana'));
    expect(expectRefused(forceResolve(ctx, gameId, 'ana'), 'ERR_GAME_PAUSED')).toBe('The game is paused; resume it before forcing a step.');
    updateGame(ctx.db, gameId, { status: 'ended' });
    expect(expectRefused(forceResolve(ctx, gameId, 'ana'), 'ERR_GAME_OVER')).toBe(GAME_OVER_TEXT);
    expect(stepsOf(ctx.db, gameId).map((s) => s.status)).toEqual(['open']);
    expect(channelPosts(ctx, gameId).some((p) => p.key.endsWith('/resolved'))).toBe(false);
    handle.close();
  });
});
