/**
 * The game the crash and concurrency tests play: a Starmada battle between Ana (A1) and Ben (B1), set up as in
 * scripted-game.test.ts, played by the autopilot. Shared by the worker process, the reference run and the tests.
 */
import { createHash } from 'node:crypto';
import { desc, ne } from 'drizzle-orm';
import { installDiscordPosts } from '../../../src/commands/discord-posts.ts';
import type { Db } from '../../../src/db/connection.ts';
import { currentSnapshot, openStepOf, seatsOf, submissionsOf, type GameRow, type SeatRow, type StepRow } from '../../../src/db/game-repo.ts';
import { games } from '../../../src/db/schema.ts';
import type { GameContext } from '../../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame, type NewGame } from '../../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../../src/game/step-cycle.ts';
import type { RuleError } from '../../../src/rules/core/result.ts';
import type { StarmadaState } from '../../../src/rules/starmada/state.ts';
import { autopilot } from '../../rules/starmada/game/autopilot.ts';

// The game renders its posts through the renderer the chat layer installs at start, as the bot does.
installDiscordPosts();

/** Fixed, so every game is the same as an uninterrupted run of it with the same id. */
export const SECRET = 'crash-test-fixed-secret';

export const PLAYERS = [
  { id: 'ana', name: 'Ana', side: 'A', fleet: { ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] } },
  { id: 'ben', name: 'Ben', side: 'B', fleet: { ships: [{ class: 'Monsoon' }, { class: 'Mistral' }, { class: 'Sirocco' }] } },
] as const;

export const NEW_GAME: NewGame = {
  guildId: 'g1',
  channelId: 'c1',
  // games.thread_id is unique: many games in one file share no thread.
  threadId: null,
  system: 'starmada',
  scenario: 'standard/medium',
  options: { carriers: true, alternateArcs: true, dualMode: true },
  // A day per step: no deadline passes while a test runs, so every submission is a player's.
  stepLengthMs: 24 * 3_600_000,
  gmUserId: 'ana',
};

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The hash of a submission as the database holds it (drizzle stores JSON columns as `JSON.stringify`). */
export const submissionHash = (value: unknown): string => sha256(JSON.stringify(value));

export type ServiceResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError[] };

export function expectOk<T>(what: string, r: ServiceResult<T>): T {
  if (!r.ok) throw new Error(`${what} failed: ${r.error.map((e) => `${e.code} ${e.message}`).join(' | ')}`);
  return r.value;
}

/** The newest game that has not ended (at most one exists: a game is finished before the next is made). */
export const unfinishedGame = (db: Db): GameRow | undefined => db.select().from(games).where(ne(games.status, 'ended')).orderBy(desc(games.id)).get();

/**
 * Takes a lobby game as far as started, doing only what is still missing (a crash may have stopped the setup
 * half way). `run` wraps each service call (the worker journals around it).
 */
export function finishLobby(ctx: GameContext, gameId: number, run: <T>(op: 'join' | 'fleet' | 'start', user: string, call: () => ServiceResult<T>) => T): void {
  for (const p of PLAYERS) {
    if (!seatsOf(ctx.db, gameId).some((s) => s.userId === p.id)) run('join', p.id, () => joinGame(ctx, gameId, { id: p.id, name: p.name }, p.side));
  }
  for (const p of PLAYERS) {
    const seat = seatsOf(ctx.db, gameId).find((s) => s.userId === p.id);
    if (seat && seat.fleet === null) run('fleet', p.id, () => setFleet(ctx, gameId, p.id, p.fleet));
  }
  run('start', 'ana', () => startGame(ctx, gameId, 'ana'));
}

export interface Move {
  game: GameRow;
  step: StepRow;
  seat: SeatRow;
  user: string;
  submission: unknown;
}

/** The autopilot's move for one seat of the game's open step. */
export function moveFor(ctx: GameContext, game: GameRow, step: StepRow, seatKey: string): Move {
  const seat = seatsOf(ctx.db, game.id).find((s) => s.seatKey === seatKey);
  if (!seat) throw new Error(`step ${step.key} of game ${game.id} owes seat ${seatKey}, which does not exist`);
  const state = currentSnapshot(ctx.db, game.id)?.state as StarmadaState;
  return { game, step, seat, user: seat.userId ?? '', submission: autopilot(state, seatKey) };
}

/** What the players do next in a running game: the first owing seat not yet ready sends the autopilot's choice. */
export function nextMove(ctx: GameContext, game: GameRow): Move | null {
  const step = openStepOf(ctx.db, game.id);
  if (!step) return null;
  const seats = seatsOf(ctx.db, game.id);
  const drafts = submissionsOf(ctx.db, step.id);
  const key = step.owes.find((k) => !drafts.some((d) => d.seatId === seats.find((s) => s.seatKey === k)?.id && d.ready));
  if (key === undefined) throw new Error(`step ${step.key} of game ${game.id} is open with every owing seat ready`);
  return moveFor(ctx, game, step, key);
}

/** A started game's id: a new game made and started without interruption. */
export function startedGame(ctx: GameContext): number {
  const game = expectOk('createGame', createGame(ctx, NEW_GAME));
  finishLobby(ctx, game.id, (op, user, call) => expectOk(`${op} ${user}`, call()));
  return game.id;
}

/** Plays one seat's move (submit, then ready); returns whether that resolved the step. */
export function playMove(ctx: GameContext, move: Move): boolean {
  expectOk('submit', submit(ctx, move.game.id, move.user, { submission: move.submission }));
  return expectOk('setSeatReady', setSeatReady(ctx, move.game.id, move.user)).resolved;
}
