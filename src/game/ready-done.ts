/**
 * What a player is told after their Ready took (issue 24 item 8): the step they readied, by name, and who is still
 * owed, truthfully. Ready may resolve the step and open the next one in the same transaction; the answer then says
 * that the readied step resolves and names the step now open and whom it waits on, never "everyone is ready" about
 * a step that still waits on someone.
 */
import type { Db } from '../db/connection.ts';
import { gameById, openStepOf, seatsOf, submissionsOf, type SeatRow, type StepRow } from '../db/game-repo.ts';
import { seatName } from './lobby-start.ts';

/** The outcome of a Ready that took, in names a player reads ("you" for the player who readied). */
export interface ReadyDone {
  resolved: boolean;
  /** The step the player readied. */
  stepTitle: string;
  /** Who the readied step still waits on (empty once it resolved). */
  owed: string[];
  /** After it resolved: the step open now and who it waits on; null when none is (the game ended or waits on the GM). */
  next: { title: string; owed: string[] } | null;
  /** The game ended with this step. */
  over: boolean;
}

const nameFor = (seat: SeatRow, userId: string): string => (seat.userId === userId ? 'you' : seatName(seat));

/** Who `step` still waits on: owing seats not marked ready, the reader first as "you". */
export function owedNames(db: Db, step: StepRow, userId: string): string[] {
  const ready = new Set(submissionsOf(db, step.id).filter((d) => d.ready).map((d) => d.seatId));
  const owing = seatsOf(db, step.gameId).filter((s) => step.owes.includes(s.seatKey) && !ready.has(s.id));
  return owing.sort((a, b) => Number(b.userId === userId) - Number(a.userId === userId)).map((s) => nameFor(s, userId));
}

/** Inside the Ready's transaction, after it took: what the reader is told about `readied` and what comes next. */
export function readyDone(db: Db, readied: StepRow, userId: string): ReadyDone {
  const open = openStepOf(db, readied.gameId);
  const stillOpen = open?.id === readied.id;
  const next = open && !stillOpen ? { title: open.title, owed: owedNames(db, open, userId) } : null;
  return {
    resolved: !stillOpen,
    stepTitle: readied.title,
    owed: stillOpen ? owedNames(db, readied, userId) : [],
    next,
    over: gameById(db, readied.gameId)?.status === 'ended',
  };
}
