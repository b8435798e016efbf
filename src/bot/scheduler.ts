/**
 * The deadline scheduler (docs/step-cycle.md, "Deadlines"): a node-cron task runs `checkDeadlines` at the start of
 * every minute (UTC, never two runs at once), and one catch-up run happens as soon as the scheduler starts, so
 * deadlines that passed while the bot was down are settled at once rather than up to a minute later.
 *
 * `checkDeadlines` is synchronous and keeps going past a step that throws; its per-step errors are logged here.
 * `onTick` gets every run's report (the bot uses it to nudge the outbox dispatcher, since a run may have queued
 * results and reminders).
 */
import { schedule, type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { GameContext } from '../game/context.ts';
import { checkDeadlines, type DeadlineReport } from '../game/deadlines.ts';

/** Every minute, at second 0. */
export const DEADLINE_CRON = '* * * * *';
export const DEADLINE_TASK_NAME = 'salvo-deadlines';

export interface SchedulerOptions {
  ctx: GameContext;
  logger: Logger;
  /** Called after every run, the catch-up included. */
  onTick?: (report: DeadlineReport) => void;
}

export interface Scheduler {
  /** The report of the catch-up run made on start. */
  catchUp: DeadlineReport;
  /** The cron task (exposed for tests and diagnostics). */
  task: ScheduledTask;
  /** One run now, as the cron task would make it. */
  runNow(): DeadlineReport;
  /** Stops and removes the cron task. */
  stop(): Promise<void>;
}

export function startScheduler({ ctx, logger, onTick }: SchedulerOptions): Scheduler {
  let stopped = false;

  function runNow(): DeadlineReport {
    let report: DeadlineReport;
    try {
      report = checkDeadlines(ctx);
    } catch (error) {
      // checkDeadlines catches per step; this is the database itself failing. The next minute tries again.
      logger.error({ err: error }, 'deadline check failed');
      return { reminded: 0, resolved: 0, held: 0, errors: [] };
    }
    for (const { gameId, stepId, error } of report.errors) logger.error({ err: error, gameId, stepId }, 'deadline check failed for a step');
    if (report.resolved + report.held + report.reminded > 0) {
      logger.info({ resolved: report.resolved, held: report.held, reminded: report.reminded }, 'deadlines checked');
    }
    try {
      onTick?.(report);
    } catch (error) {
      logger.error({ err: error }, 'deadline onTick callback failed');
    }
    return report;
  }

  const catchUp = runNow();
  const task = schedule(
    DEADLINE_CRON,
    () => {
      if (!stopped) runNow();
    },
    { name: DEADLINE_TASK_NAME, noOverlap: true, timezone: 'UTC' },
  );

  return {
    catchUp,
    task,
    runNow,
    async stop() {
      if (stopped) return;
      stopped = true;
      await task.stop();
      await task.destroy();
    },
  };
}
