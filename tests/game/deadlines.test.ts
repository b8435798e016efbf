// checkDeadlines on a real in-memory database with a clock the test moves: reminders, resolution at the
// deadline, the 'hold' policy and catch-up after the bot was down. Assertions are on database rows.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { currentSnapshot, gameById, openStepOf, remindersOf, seatsOf, stepsOf, submissionsOf } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { checkDeadlines, durationInWords, reminderLeads } from '../../src/game/deadlines.ts';
import { extendStep, forceResolve, pauseGame } from '../../src/game/gm-time.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { expectOk, serviceContext, startedGame } from './service-fixture.ts';
import { messageText } from '../harness/message-text.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;



/** The user's seat sends the autopilot's choice for the open step (a draft, not ready). */
function sendDraft(ctx: GameContext, gameId: number, userId: string): void {
  const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === userId);
  const state = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
  expectOk(submit(ctx, gameId, userId, { submission: autopilot(state, seat?.seatKey ?? '') }));
}

const messages = (ctx: GameContext, gameId: number) => ctx.db.select().from(outbox).where(eq(outbox.gameId, gameId)).orderBy(asc(outbox.id)).all();
const reminderDms = (ctx: GameContext, gameId: number) => messages(ctx, gameId).filter((m) => m.key.includes('/remind/'));
const content = (m: { payload: unknown }): string => messageText(m.payload as { content?: string; components?: unknown[] });

function openStep(ctx: GameContext, gameId: number) {
  const step = openStepOf(ctx.db, gameId);
  if (!step?.deadlineAt) throw new Error('no open step with a deadline');
  return { ...step, deadlineAt: step.deadlineAt };
}

describe('reminder lead times', () => {
  test('scale with the step length: a quarter and a twenty-fourth, in whole minutes, 5 minutes apart, shorter than the step', () => {
    const leads = (stepLengthMs: number, reminderLeadsMs: number[] = []) => reminderLeads({ stepLengthMs, reminderLeadsMs });
    expect(leads(DAY)).toEqual([6 * HOUR, HOUR]);
    expect(leads(7 * DAY)).toEqual([42 * HOUR, 7 * HOUR]);
    expect(leads(HOUR)).toEqual([15 * MINUTE, 3 * MINUTE]);
    // 5 min and 1 min are too close: the shorter goes.
    expect(leads(20 * MINUTE)).toEqual([5 * MINUTE]);
    // A twenty-fourth of 10 minutes rounds to no minute at all.
    expect(leads(10 * MINUTE)).toEqual([3 * MINUTE]);
    expect(leads(MINUTE)).toEqual([]);
  });

  test("a game's own leads are used as given, longest first, minus those not shorter than the step", () => {
    expect(reminderLeads({ stepLengthMs: DAY, reminderLeadsMs: [HOUR, 2 * HOUR, DAY, 2 * DAY, HOUR] })).toEqual([2 * HOUR, HOUR]);
  });

  test('time left reads as words', () => {
    expect(durationInWords(HOUR)).toBe('1 hour');
    expect(durationInWords(30 * HOUR)).toBe('1 day 6 hours');
    expect(durationInWords(DAY + 20 * MINUTE)).toBe('1 day');
    expect(durationInWords(150 * MINUTE)).toBe('2 hours 30 minutes');
    expect(durationInWords(59 * MINUTE + 40_000)).toBe('1 hour');
    expect(durationInWords(20_000)).toBe('less than a minute');
  });
});

describe('reminders', () => {
  test('each lead is sent once to each seat that owes and is not ready, and never again', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const step = openStep(ctx, gameId);
    const deadline = step.deadlineAt.getTime();

    clock.set(new Date(deadline - 6 * HOUR - MINUTE));
    expect(checkDeadlines(ctx)).toMatchObject({ reminded: 0, resolved: 0 });

    clock.set(new Date(deadline - 6 * HOUR));
    expect(checkDeadlines(ctx)).toMatchObject({ reminded: 2, resolved: 0 });
    expect(checkDeadlines(ctx).reminded).toBe(0);
    clock.advance(MINUTE);
    expect(checkDeadlines(ctx).reminded).toBe(0);
    const first = reminderDms(ctx, gameId);
    expect(first.map((m) => [m.kind, m.target, m.key])).toEqual([
      ['dm', 'ana', `g${gameId}/s1/remind/A1/${6 * HOUR}/${deadline}`],
      ['dm', 'ben', `g${gameId}/s1/remind/B1/${6 * HOUR}/${deadline}`],
    ]);
    expect(content(first[0] as (typeof first)[number])).toContain('**Deployment** is due in 6 hours. You have sent nothing yet.');
    // docs/playing.md §6: the reminder carries the prompt's buttons, so it can be answered where it is read.
    const labels = ((first[0]?.payload as { components?: { components: { label: string }[] }[] }).components ?? []).flatMap((row) => row.components.map((b) => b.label));
    // Deployment is also given by picking hexes on a map (docs/playing.md §9), so the reminder has "Pick on map" too.
    expect(labels).toEqual(['Plot Majestic', 'Plot Sovereign', 'Plot Resolute', 'Pick on map', 'Map', 'Ready']);

    // Ben plots and marks ready: the last call goes to Ana alone.
    sendDraft(ctx, gameId, 'ben');
    expectOk(setSeatReady(ctx, gameId, 'ben'));
    sendDraft(ctx, gameId, 'ana');
    clock.set(new Date(deadline - HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(1);
    clock.advance(30 * MINUTE);
    expect(checkDeadlines(ctx).reminded).toBe(0);
    const last = reminderDms(ctx, gameId).slice(2);
    expect(last.map((m) => [m.target, m.key])).toEqual([['ana', `g${gameId}/s1/remind/A1/${HOUR}/${deadline}`]]);
    expect(content(last[0] as (typeof last)[number])).toContain('due in 1 hour. Your draft is saved but not marked ready');
    expect(remindersOf(ctx.db, step.id).map((r) => r.leadMs)).toEqual([6 * HOUR, 6 * HOUR, HOUR]);
    handle.close();
  });

  test("a game's own lead times replace the scaled ones", () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx, { reminderLeadsMs: [2 * HOUR] });
    const deadline = openStep(ctx, gameId).deadlineAt.getTime();
    clock.set(new Date(deadline - 6 * HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(0);
    clock.set(new Date(deadline - 2 * HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(2);
    clock.set(new Date(deadline - HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(0);
    handle.close();
  });

  test('after a late start only the latest due lead is sent; the earlier ones are recorded and never fire', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const step = openStep(ctx, gameId);
    const deadline = step.deadlineAt.getTime();

    // The bot was down from the start until half an hour before the deadline.
    clock.set(new Date(deadline - 30 * MINUTE));
    expect(checkDeadlines(ctx)).toMatchObject({ reminded: 2, resolved: 0 });
    const dms = reminderDms(ctx, gameId);
    expect(dms.map((m) => m.key)).toEqual([`g${gameId}/s1/remind/A1/${HOUR}/${deadline}`, `g${gameId}/s1/remind/B1/${HOUR}/${deadline}`]);
    expect(content(dms[0] as (typeof dms)[number])).toContain('is due in 30 minutes');
    const seatIds = seatsOf(ctx.db, gameId).map((s) => s.id);
    expect(remindersOf(ctx.db, step.id).map((r) => [r.seatId, r.leadMs])).toEqual([
      [seatIds[0], 6 * HOUR],
      [seatIds[0], HOUR],
      [seatIds[1], 6 * HOUR],
      [seatIds[1], HOUR],
    ]);
    clock.advance(20 * MINUTE);
    expect(checkDeadlines(ctx).reminded).toBe(0);
    expect(reminderDms(ctx, gameId)).toHaveLength(2);
    handle.close();
  });

  test('extending the deadline re-arms the reminders for the new deadline', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const step = openStep(ctx, gameId);
    const deadline = step.deadlineAt.getTime();
    clock.set(new Date(deadline - 6 * HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(2);

    clock.set(new Date(deadline - 5 * HOUR));
    const moved = expectOk(extendStep(ctx, gameId, 'ana', 12 * HOUR)).deadlineAt.getTime();
    expect(moved).toBe(deadline + 12 * HOUR);
    expect(checkDeadlines(ctx).reminded).toBe(0);
    clock.set(new Date(moved - 6 * HOUR));
    expect(checkDeadlines(ctx).reminded).toBe(2);
    expect(checkDeadlines(ctx).reminded).toBe(0);
    expect(reminderDms(ctx, gameId).map((m) => m.key.split('/').slice(3).join('/'))).toEqual([
      `A1/${6 * HOUR}/${deadline}`,
      `B1/${6 * HOUR}/${deadline}`,
      `A1/${6 * HOUR}/${moved}`,
      `B1/${6 * HOUR}/${moved}`,
    ]);
    handle.close();
  });

  test('a paused game gets no reminders and nothing resolves, however late it is', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const deadline = openStep(ctx, gameId).deadlineAt.getTime();
    clock.set(new Date(deadline - 7 * HOUR));
    expectOk(pauseGame(ctx, gameId, 'ana'));
    for (const at of [deadline - 6 * HOUR, deadline - HOUR, deadline, deadline + 3 * DAY]) {
      clock.set(new Date(at));
      expect(checkDeadlines(ctx)).toEqual({ reminded: 0, resolved: 0, held: 0, errors: [] });
    }
    expect(stepsOf(ctx.db, gameId).map((s) => s.status)).toEqual(['open']);
    expect(reminderDms(ctx, gameId)).toHaveLength(0);
    handle.close();
  });
});

describe('resolution at the deadline', () => {
  test("policy 'rules': at the deadline a seat that sent nothing gets the rules' default, a draft stands, the next step opens", () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const step = openStep(ctx, gameId);
    const deadline = step.deadlineAt.getTime();
    sendDraft(ctx, gameId, 'ana');

    clock.set(new Date(deadline - 1));
    expect(checkDeadlines(ctx).resolved).toBe(0);
    clock.set(new Date(deadline));
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 1, held: 0, errors: [] });

    const [deploy, next] = stepsOf(ctx.db, gameId);
    expect(deploy).toMatchObject({ key: 'deploy', status: 'resolved', resolvedAt: new Date(deadline) });
    expect(next).toMatchObject({ key: 't1/orders', status: 'open', openedAt: new Date(deadline), deadlineAt: new Date(deadline + DAY) });
    const [ana, ben] = seatsOf(ctx.db, gameId);
    const subs = submissionsOf(ctx.db, step.id);
    expect(subs.find((s) => s.seatId === ana?.id)).toMatchObject({ missed: false, ready: false });
    expect(subs.find((s) => s.seatId === ben?.id)).toMatchObject({ missed: true, ready: true });
    const post = content(messages(ctx, gameId).find((m) => m.key === `g${gameId}/s1/resolved`) ?? { payload: { content: '' } });
    expect(post.split('\n').slice(0, 4)).toEqual([
      '**Deployment**',
      'The deadline passed.',
      "Ben's orders were not in, so the rules decide: Monsoon: 2909 facing SW; Mistral: 2910 facing SW; Sirocco: 2908 facing SW.",
      "Ana's last draft stands as sent (it was not marked ready).",
    ]);
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, reminded: 0 });
    handle.close();
  });

  test("policy 'hold': the GM is told once per deadline and nothing resolves until the GM forces it", () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx, { missedPolicy: 'hold' });
    const deadline = openStep(ctx, gameId).deadlineAt.getTime();
    const holds = () => messages(ctx, gameId).filter((m) => m.key.includes('/hold/'));

    clock.set(new Date(deadline));
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, held: 1 });
    clock.advance(HOUR);
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, held: 1 });
    clock.advance(2 * DAY);
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, held: 1 });
    expect(holds().map((m) => [m.kind, m.target, m.key])).toEqual([['dm', 'ana', `g${gameId}/s1/hold/${deadline}`]]);
    expect(content(holds()[0] as { payload: unknown })).toContain('waits for you');
    expect(stepsOf(ctx.db, gameId).map((s) => s.status)).toEqual(['open']);

    // Extending an overdue step counts from now; when that deadline passes too, the GM is told again, once.
    const extended = expectOk(extendStep(ctx, gameId, 'ana', HOUR)).deadlineAt.getTime();
    expect(extended).toBe(clock.now().getTime() + HOUR);
    expect(checkDeadlines(ctx)).toMatchObject({ held: 0 });
    clock.set(new Date(extended));
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, held: 1 });
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, held: 1 });
    expect(holds().map((m) => m.key)).toEqual([`g${gameId}/s1/hold/${deadline}`, `g${gameId}/s1/hold/${extended}`]);

    expect(expectOk(forceResolve(ctx, gameId, 'ana'))).toEqual({ resolved: 'deploy', next: 't1/orders' });
    expect(stepsOf(ctx.db, gameId).map((s) => [s.key, s.status])).toEqual([
      ['deploy', 'resolved'],
      ['t1/orders', 'open'],
    ]);
    expect(submissionsOf(ctx.db, stepsOf(ctx.db, gameId)[0]?.id ?? 0).every((s) => s.missed)).toBe(true);
    // Forced after the deadline: the post does not say "early".
    const post = content(messages(ctx, gameId).find((m) => m.key === `g${gameId}/s1/resolved`) ?? { payload: { content: '' } });
    expect(post.split('\n')[1]).toBe('The deadline had passed; the GM resolved the step.');
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, held: 0 });
    handle.close();
  });
});

describe('catch-up after the bot was down', () => {
  test('an outage of three step lengths resolves the step that was open, once per game, in deadline order; the next step gets a full step from now', () => {
    const { ctx, clock, handle } = serviceContext();
    const start = clock.now().getTime();
    const first = startedGame(ctx);
    clock.advance(2 * HOUR);
    const second = startedGame(ctx, { threadId: 't2' });
    sendDraft(ctx, second, 'ben');

    // Down for three days and a bit: three deadlines of game 1's cadence passed, but only one step existed.
    clock.set(new Date(start + 3 * DAY + HOUR));
    const back = clock.now();
    expect(checkDeadlines(ctx)).toEqual({ reminded: 0, resolved: 2, held: 0, errors: [] });
    for (const gameId of [first, second]) {
      const steps = stepsOf(ctx.db, gameId);
      expect(steps.map((s) => [s.key, s.status])).toEqual([
        ['deploy', 'resolved'],
        ['t1/orders', 'open'],
      ]);
      expect(steps[0]?.resolvedAt).toEqual(back);
      expect(steps[1]).toMatchObject({ openedAt: back, deadlineAt: new Date(back.getTime() + DAY) });
    }
    // Game 1's deadline was first, so it resolved first.
    const resolvedPosts = ctx.db.select().from(outbox).orderBy(asc(outbox.id)).all().filter((m) => m.key.endsWith('/resolved'));
    expect(resolvedPosts.map((m) => m.gameId)).toEqual([first, second]);
    // Ben's draft in game 2 stood; the others were missing.
    expect(submissionsOf(ctx.db, stepsOf(ctx.db, second)[0]?.id ?? 0).map((s) => s.missed)).toEqual([true, false]);

    expect(checkDeadlines(ctx)).toEqual({ reminded: 0, resolved: 0, held: 0, errors: [] });
    // From here the ordinary cadence goes on.
    clock.advance(DAY);
    expect(checkDeadlines(ctx).resolved).toBe(2);
    expect(stepsOf(ctx.db, first).map((s) => s.key)).toEqual(['deploy', 't1/orders', stepsOf(ctx.db, first)[2]?.key]);
    expect(gameById(ctx.db, first)?.status).toBe('active');
    handle.close();
  });

  test('a start-up after a short outage sends the missed last call instead of resolving early', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const deadline = openStep(ctx, gameId).deadlineAt.getTime();
    clock.set(new Date(deadline - 10 * MINUTE));
    expect(checkDeadlines(ctx)).toMatchObject({ reminded: 2, resolved: 0 });
    clock.set(new Date(deadline + 10 * MINUTE));
    expect(checkDeadlines(ctx)).toMatchObject({ reminded: 0, resolved: 1 });
    handle.close();
  });
});
