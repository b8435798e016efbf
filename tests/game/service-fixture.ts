/** A game service on a real (in-memory) SQLite database with a clock the test moves. */
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts';
import type { GameContext } from '../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame, type NewGame } from '../../src/game/game-lifecycle.ts';
import { installDiscordPosts } from '../../src/commands/discord-posts.ts';

// The game renders its posts' buttons and timestamps through the renderer the chat layer installs at start
// (src/game/posts/post-renderer.ts); a test of the service gets the Discord one, as the bot does.
installDiscordPosts();

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (at: Date) => void;
}

export function testClock(start = new Date('2026-11-21T12:00:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms), set: (at) => void (t = at.getTime()) };
}

export function serviceContext(secret = 'test-secret'): { ctx: GameContext; clock: TestClock; handle: DatabaseHandle } {
  const handle = openDatabase(':memory:');
  const clock = testClock();
  return { ctx: { db: handle.db, now: clock.now, newSecret: () => secret }, clock, handle };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: { code?: string; message: string }[] };

/** The value of an ok result, or a test failure that prints every message. */
export function expectOk<T>(r: Outcome<T>): T {
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
  return r.value;
}

/** The messages of a refusal (a test failure if it succeeded). */
export function expectErr<T>(r: Outcome<T>): string[] {
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.value)}`);
  return r.error.map((e) => e.message);
}

const DAY = 24 * 3_600_000;

/** A Starmada game in its lobby: Ana (the GM, A1) and Ben (B1) seated with their fleets, a step every 24 h. */
export function lobbyGame(ctx: GameContext, extra: Partial<NewGame> = {}): number {
  const game = expectOk(
    createGame(ctx, {
      guildId: 'g1',
      channelId: 'c1',
      threadId: 't1',
      system: 'starmada',
      scenario: 'standard/medium',
      options: { carriers: true, alternateArcs: true, dualMode: true },
      stepLengthMs: DAY,
      gmUserId: 'ana',
      ...extra,
    }),
  );
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, 'A'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, 'B'));
  expectOk(setFleet(ctx, game.id, 'ana', { ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] }));
  expectOk(setFleet(ctx, game.id, 'ben', { ships: [{ class: 'Monsoon' }, { class: 'Mistral' }, { class: 'Sirocco' }] }));
  return game.id;
}

/** The same game, started: the deployment step is open. */
export function startedGame(ctx: GameContext, extra: Partial<NewGame> = {}): number {
  const gameId = lobbyGame(ctx, extra);
  expectOk(startGame(ctx, gameId, 'ana'));
  return gameId;
}
