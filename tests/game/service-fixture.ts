/** A game service on a real (in-memory) SQLite database with a clock the test moves. */
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.ts';
import type { GameContext } from '../../src/game/context.ts';

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
