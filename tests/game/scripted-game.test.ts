// A Starmada game run through the game service from lobby to victory, then exported, replayed and verified.
import { describe, expect, test } from 'vitest';
import { currentSnapshot, openStepOf, seatsOf, stepsOf } from '../../src/db/game-repo.ts';
import { exportHistory, replayHistory, verifyStep } from '../../src/game/history.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import type { GameContext } from '../../src/game/context.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { expectOk, serviceContext, startedGame } from './service-fixture.ts';



/** Every owing player sends the autopilot's choice and marks ready, step after step, until the game ends. */
function playToTheEnd(ctx: GameContext, gameId: number, maxSteps = 1500): void {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < maxSteps; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) return;
    const state = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
    for (const seat of step.owes) {
      expectOk(submit(ctx, gameId, users.get(seat) ?? '', { submission: autopilot(state, seat) }));
      expectOk(setSeatReady(ctx, gameId, users.get(seat) ?? ''));
    }
  }
  throw new Error('the game did not end');
}

describe('a Starmada game through the game service', () => {
  test('plays five and more turns with fighters and a destroyed ship to a victory, then replays to the same state', () => {
    const { ctx, handle } = serviceContext('fixed-secret-1');
    const gameId = startedGame(ctx);
    playToTheEnd(ctx, gameId);
    const steps = stepsOf(ctx.db, gameId);
    const turns = new Set(steps.map((s) => s.key.split('/')[0]).filter((k) => k?.startsWith('t')));
    expect(turns.size).toBeGreaterThanOrEqual(5);
    expect(steps.some((s) => s.key.includes('/fighters/'))).toBe(true);
    const final = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
    expect(final.ships.some((s) => s.status === 'destroyed')).toBe(true);
    expect(final.outcome?.winner === 'A' || final.outcome?.winner === 'B').toBe(true);

    const history = expectOk(exportHistory(ctx, gameId));
    const json = JSON.parse(JSON.stringify(history)) as typeof history;
    expect(expectOk(replayHistory(json))).toEqual(final);

    const fire = steps.find((s) => s.key.endsWith('/fire'));
    if (!fire) throw new Error('no fire step');
    const verified = expectOk(verifyStep(ctx, gameId, fire.key));
    expect(verified).toMatchObject({ seedMatchesCommitment: true, rollsMatch: true, stateMatches: true });
    expect(verified.rolls).toBeGreaterThan(0);
    handle.close();
  });

  test('the same secret and the same choices give the same game', () => {
    const a = serviceContext('fixed-secret-2');
    const b = serviceContext('fixed-secret-2');
    playToTheEnd(a.ctx, startedGame(a.ctx));
    playToTheEnd(b.ctx, startedGame(b.ctx));
    expect(currentSnapshot(b.ctx.db, 1)?.state).toEqual(currentSnapshot(a.ctx.db, 1)?.state);
    a.handle.close();
    b.handle.close();
  });
});
