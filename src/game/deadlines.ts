/**
 * Deadlines (docs/step-cycle.md, "Deadlines"): a cron task calls `checkDeadlines` every minute, and the bot calls it
 * once at start-up to catch up. It is plain code on the injected clock, so tests move time by hand.
 *
 * One call does two things, in this order:
 * 1. Overdue steps. Every open step of an active game whose deadline is at or before now is settled by the
 *    game's missed-order policy: 'rules' resolves it at once (seats that sent nothing get the rule system's
 *    `missing(...)`, drafts not marked ready stand as sent), each step in its own transaction; 'hold' resolves
 *    nothing and tells the GM once per step and deadline, by a DM, that the step waits for them (/gm extend or
 *    /gm force).
 * 2. Reminders. For every open step with a deadline still ahead, each owing seat that has not marked ready gets
 *    one DM per lead time, once per deadline value (the reminders table records what was sent; its unique key
 *    includes the deadline, so moving the deadline re-arms them).
 *
 * Rulings:
 * - Catch-up after downtime opens the next step at the moment of the catch-up, not at the missed deadline. The
 *   step that was open when the bot went down resolves (its deadline really passed), and the step after it gets
 *   a full step length from now. The alternative — pretending each following step opened at the previous
 *   deadline — would resolve every step of a long outage with everybody's orders "missing", for steps no player
 *   ever saw or could answer while the bot was down; an outage "only delays" (docs/step-cycle.md, "Deadlines"). So
 *   after an outage of three step lengths exactly one step per game resolves. The loop still runs until no step is
 *   overdue (several games' missed deadlines resolve in deadline order, and a clock that moves during a long
 *   pass is caught), bounded so a step that will not resolve cannot spin it.
 * - Default lead times (`reminderLeads`) scale with the step length, because a fixed lead fits no game: "1 hour
 *   before" fires almost at once in a 10-minute live game and is far too late to plan in a week-long one. A
 *   quarter of the step is an early "you still have time to think" nudge, and a twenty-fourth a last call (6 h and
 *   1 h for the usual 24 h step, as in docs/playing.md §6). Leads are whole minutes (the cron runs once a minute), at
 *   least 5 minutes apart (two DMs a minute apart are noise), and shorter than the step (a longer one would fire as the
 *   step opens, on top of its prompt). A game's own `reminderLeadsMs` are used as given, minus leads not shorter
 *   than the step.
 * - A late start sends one reminder, not one per missed lead: of the leads whose moment has come, only the latest
 *   (the shortest) is sent, saying how long is really left; the earlier ones are recorded as sent so they never
 *   fire later.
 * - A seat without a user (an open seat) gets no reminder; a seat that marked ready gets none either, but will get
 *   the next one if it takes its ready mark back.
 * - A brief step (one message of an alternation, step-length.ts) lasts the game's exchange length, and its reminders
 *   scale with that length the same way: a quarter and a twenty-fourth of it. A game's own lead times are used
 *   when some are shorter than the exchange; when none is, the scaled ones are, so a short exchange still gets its
 *   reminder.
 */
import {
  dueSteps,
  enqueue,
  gameById,
  openStepOf,
  openStepsWithDeadlines,
  recordReminder,
  seatsOf,
  submissionsOf,
  type GameRow,
  type SeatRow,
  type StepRow,
} from '../db/game-repo.ts';
import { promptControls } from './posts/controls.ts';
import { renderRows } from './posts/post-renderer.ts';
import { seatGuide, seatMenu } from './posts/step-opened.ts';
import type { GameContext } from './context.ts';
import { resolveStepNow } from './step-cycle.ts';
import { exchangeLengthOf, openStepIsBrief } from './step-length.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Two default reminders closer than this are one too many; the shorter is dropped. */
const MIN_LEAD_GAP_MS = 5 * MINUTE;
/** A guard against a step that stays overdue however often it is settled (a bug, not a game state). */
const MAX_PASSES = 100;

export interface DeadlineReport {
  /** Reminder DMs queued by this call. */
  reminded: number;
  /** Steps resolved at their deadline by this call. */
  resolved: number;
  /** Overdue steps left waiting for the GM (policy 'hold'); the GM is told once per step and deadline. */
  held: number;
  /** Steps whose settling or reminding threw (a bug in a rule system, say); the others went on. For the log. */
  errors: { gameId: number; stepId: number; error: unknown }[];
}

/**
 * The reminder lead times for a game's steps, longest first: the game's own, or, when it has none, a quarter and a
 * twenty-fourth of the step length (see the module header for why). `brief`: for a step that is one message of an
 * alternation, scaled to the exchange length instead.
 */
export function reminderLeads(game: Pick<GameRow, 'stepLengthMs' | 'reminderLeadsMs'> & Partial<Pick<GameRow, 'exchangeLengthMs'>>, brief = false): number[] {
  const step = brief ? exchangeLengthOf({ stepLengthMs: game.stepLengthMs, exchangeLengthMs: game.exchangeLengthMs ?? null }) : game.stepLengthMs;
  if (game.reminderLeadsMs.length > 0) {
    const own = [...new Set(game.reminderLeadsMs)].filter((lead) => lead > 0 && lead < step).sort((a, b) => b - a);
    if (own.length > 0 || !brief) return own;
  }
  return scaledLeads(step);
}

/** A quarter and a twenty-fourth of `step`, in whole minutes, at least 5 minutes apart (module header). */
function scaledLeads(step: number): number[] {
  const leads: number[] = [];
  for (const raw of [step / 4, step / 24]) {
    const lead = Math.round(raw / MINUTE) * MINUTE;
    if (lead < MINUTE || lead >= step) continue;
    const previous = leads.at(-1);
    if (previous !== undefined && previous - lead < MIN_LEAD_GAP_MS) continue;
    leads.push(lead);
  }
  return leads;
}

/** "1 day 6 hours", "1 hour", "2 hours 30 minutes", "45 minutes", "less than a minute": the two largest units. */
export function durationInWords(ms: number): string {
  const minutes = Math.round(Math.max(0, ms) / MINUTE);
  if (minutes < 1) return 'less than a minute';
  const units: [string, number][] = [
    ['day', DAY / MINUTE],
    ['hour', HOUR / MINUTE],
    ['minute', 1],
  ];
  const parts: string[] = [];
  let rest = minutes;
  for (const [name, size] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
    else if (parts.length > 0) break; // "1 day 20 minutes" would read as more precise than it is.
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** Settles overdue steps, then sends the reminders that are due. Call it every minute and at start-up. */
export function checkDeadlines(ctx: GameContext): DeadlineReport {
  const report: DeadlineReport = { reminded: 0, resolved: 0, held: 0, errors: [] };
  settleOverdue(ctx, report);
  sendReminders(ctx, report);
  return report;
}

type Settled = 'resolved' | 'held' | 'skipped';

function settleOverdue(ctx: GameContext, report: DeadlineReport): void {
  // A step settled once in this call (held, or one that would not resolve) is not tried again in this call.
  const settled = new Set<number>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const due = dueSteps(ctx.db, ctx.now()).filter((s) => !settled.has(s.id));
    if (due.length === 0) return;
    for (const step of due) {
      settled.add(step.id);
      try {
        const outcome = ctx.db.transaction((): Settled => settleStep(ctx, step), { behavior: 'immediate' });
        if (outcome === 'resolved') report.resolved++;
        else if (outcome === 'held') report.held++;
      } catch (error) {
        report.errors.push({ gameId: step.gameId, stepId: step.id, error });
      }
    }
  }
}

/** Inside a transaction: checks again that the step is still open, still overdue and its game still running. */
function settleStep(ctx: GameContext, candidate: StepRow): Settled {
  const now = ctx.now();
  const game = gameById(ctx.db, candidate.gameId);
  const step = openStepOf(ctx.db, candidate.gameId);
  if (!game || game.status !== 'active' || !step || step.id !== candidate.id) return 'skipped';
  if (!step.deadlineAt || step.deadlineAt.getTime() > now.getTime()) return 'skipped';
  if (game.missedPolicy === 'hold') {
    enqueue(ctx.db, {
      key: `g${game.id}/s${step.seq}/hold/${step.deadlineAt.getTime()}`,
      gameId: game.id,
      kind: 'dm',
      target: game.gmUserId,
      payload: {
        content: `${game.title} · **${step.title}**: the deadline has passed and the game waits for you. Give more time with /gm extend, or resolve it now with /gm force (seats that sent nothing get the rules' default).`,
      },
    });
    return 'held';
  }
  return resolveStepNow(ctx, game.id, 'deadline') ? 'resolved' : 'skipped';
}

/** The prompt's Plot and Ready buttons, so a reminder can be answered where it is read (docs/playing.md §6). */
function reminderRows(ctx: GameContext, game: GameRow, step: StepRow, seat: SeatRow) {
  const guide = seatGuide(ctx.db, game, step, seat);
  return guide ? renderRows(promptControls(game.id, step.key, { ...guide, choices: [] }, seatMenu(ctx.db, game, step, seat))) : [];
}

function sendReminders(ctx: GameContext, report: DeadlineReport): void {
  const now = ctx.now().getTime();
  const games = new Map<number, GameRow | undefined>();
  for (const step of openStepsWithDeadlines(ctx.db)) {
    if (!step.deadlineAt || step.deadlineAt.getTime() <= now) continue;
    if (!games.has(step.gameId)) games.set(step.gameId, gameById(ctx.db, step.gameId));
    const game = games.get(step.gameId);
    // Most minutes no lead is due anywhere: look before opening a transaction (either length, brief or not).
    if (!game || (dueLeads(game, step.deadlineAt.getTime(), now, false).length === 0 && dueLeads(game, step.deadlineAt.getTime(), now, true).length === 0)) continue;
    try {
      report.reminded += ctx.db.transaction(() => remindStep(ctx, step), { behavior: 'immediate' });
    } catch (error) {
      report.errors.push({ gameId: step.gameId, stepId: step.id, error });
    }
  }
}

/** The leads whose moment (deadline minus lead) has come, longest first. */
const dueLeads = (game: GameRow, deadlineMs: number, nowMs: number, brief: boolean): number[] => reminderLeads(game, brief).filter((lead) => deadlineMs - lead <= nowMs);

/** Inside a transaction: records the due reminders of one step and queues one DM per seat that has a new one. */
function remindStep(ctx: GameContext, candidate: StepRow): number {
  const now = ctx.now();
  const game = gameById(ctx.db, candidate.gameId);
  const step = openStepOf(ctx.db, candidate.gameId);
  if (!game || game.status !== 'active' || !step || step.id !== candidate.id || !step.deadlineAt) return 0;
  const deadline = step.deadlineAt;
  if (deadline.getTime() <= now.getTime()) return 0;
  const due = dueLeads(game, deadline.getTime(), now.getTime(), openStepIsBrief(ctx.db, game));
  const latest = due.at(-1);
  if (latest === undefined) return 0;
  const drafts = submissionsOf(ctx.db, step.id);
  let sent = 0;
  for (const seat of seatsOf(ctx.db, game.id)) {
    if (!seat.userId || !step.owes.includes(seat.seatKey)) continue;
    const draft = drafts.find((d) => d.seatId === seat.id);
    if (draft?.ready) continue;
    let fresh = false;
    for (const lead of due) {
      const recorded = recordReminder(ctx.db, { stepId: step.id, seatId: seat.id, leadMs: lead, deadlineAt: deadline, sentAt: now });
      if (lead === latest) fresh = recorded;
    }
    if (!fresh) continue;
    const owed = draft ? 'Your draft is saved but not marked ready; it stands as sent if you change nothing.' : 'You have sent nothing yet.';
    const atDeadline = game.missedPolicy === 'hold' ? 'At the deadline the GM decides.' : "At the deadline the rules' default applies to whatever is missing.";
    enqueue(ctx.db, {
      key: `g${game.id}/s${step.seq}/remind/${seat.seatKey}/${latest}/${deadline.getTime()}`,
      gameId: game.id,
      kind: 'dm',
      target: seat.userId,
      payload: {
        content: `Game ${game.id} · ${game.title} · **${step.title}** is due in ${durationInWords(deadline.getTime() - now.getTime())}. ${owed} ${atDeadline}`,
        components: reminderRows(ctx, game, step, seat),
      },
    });
    sent++;
  }
  return sent;
}
