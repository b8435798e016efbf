// The deadline scheduler: the catch-up on start (with the injected clock) and the node-cron wiring (without waiting
// a real minute: the task is checked and executed by hand).
import { afterEach, describe, expect, test } from 'vitest';
import { DEADLINE_CRON, DEADLINE_TASK_NAME, startScheduler, type Scheduler } from '../../src/bot/scheduler.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { stepsOf } from '../../src/db/game-repo.ts';
import type { DeadlineReport } from '../../src/game/deadlines.ts';
import { serviceContext, startedGame } from '../game/service-fixture.ts';

const HOUR = 3_600_000;

describe('deadline scheduler', () => {
  let scheduler: Scheduler | undefined;
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  test('catches up at once on start: a step whose deadline passed while the bot was down resolves', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const [first] = stepsOf(ctx.db, gameId);
    expect(first?.status).toBe('open');
    clock.advance(25 * HOUR);

    const ticks: DeadlineReport[] = [];
    scheduler = startScheduler({ ctx, logger, onTick: (r) => void ticks.push(r) });

    expect(scheduler.catchUp).toMatchObject({ resolved: 1, held: 0, errors: [] });
    expect(ticks).toHaveLength(1);
    const steps = stepsOf(ctx.db, gameId);
    expect(steps[0]?.status).toBe('resolved');
    // The next step opens now, with a full step length ahead (deadlines.ts, "Rulings").
    expect(steps[1]).toMatchObject({ status: 'open' });
    expect(steps[1]?.deadlineAt?.getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    expect(logLines.some((l) => l['msg'] === 'deadlines checked' && l['resolved'] === 1)).toBe(true);
    handle.close();
  });

  test('a minute-by-minute UTC cron task runs the same check; stop() removes it', async () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const ticks: DeadlineReport[] = [];
    scheduler = startScheduler({ ctx, logger, onTick: (r) => void ticks.push(r) });
    expect(scheduler.catchUp.resolved).toBe(0);

    const { task } = scheduler;
    expect(task.name).toBe(DEADLINE_TASK_NAME);
    expect(task.getPattern()).toBe(DEADLINE_CRON);
    expect(task.getStatus()).not.toMatch(/stopped|destroyed/);
    const next = task.getNextRun();
    expect(next).not.toBeNull();
    expect(next!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(next!.getUTCSeconds()).toBe(0);

    // What the cron fires each minute: with the deadline passed, it resolves the step. A slow run may straddle a
    // real minute, so the cron itself may tick too: counted by when they came, not by how many.
    const ticksBefore = ticks.length;
    clock.advance(24 * HOUR);
    await task.execute();
    const resolvedBy = (some: DeadlineReport[]) => some.reduce((n, t) => n + t.resolved, 0);
    expect(ticks[0]).toBe(scheduler.catchUp);
    expect(resolvedBy(ticks.slice(0, ticksBefore))).toBe(0);
    expect(ticks.length).toBeGreaterThan(ticksBefore);
    expect(resolvedBy(ticks.slice(ticksBefore))).toBe(1);
    expect(stepsOf(ctx.db, gameId)[0]?.status).toBe('resolved');

    await scheduler.stop();
    expect(task.getStatus()).toMatch(/stopped|destroyed/);
    scheduler = undefined;
    handle.close();
  });

  test('errors are logged, and a failing onTick does not stop the scheduler', () => {
    const { ctx, handle } = serviceContext();
    handle.close(); // every query now throws
    scheduler = startScheduler({
      ctx,
      logger,
      onTick: () => {
        throw new Error('nudge failed');
      },
    });
    expect(scheduler.catchUp).toEqual({ reminded: 0, resolved: 0, held: 0, errors: [] });
    expect(logLines.some((l) => l['msg'] === 'deadline check failed')).toBe(true);
  });
});
