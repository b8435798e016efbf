// S.5 Hide & Seek (Starmada p.61) through the game service, lobby to a result, twice identically from one secret.
import { describe, expect, test } from 'vitest';
import { currentSnapshot, openStepOf, seatsOf } from '../../src/db/game-repo.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import type { GameContext } from '../../src/game/context.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { autopilot } from '../rules/starmada/game/autopilot.ts';
import { expectOk, serviceContext, startedGame } from './service-fixture.ts';

function playToTheEnd(ctx: GameContext, gameId: number, maxSteps = 1500): StarmadaState {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < maxSteps; i++) {
    const step = openStepOf(ctx.db, gameId);
    const state = currentSnapshot(ctx.db, gameId)?.state as StarmadaState;
    if (!step) return state;
    for (const seat of step.owes) {
      expectOk(submit(ctx, gameId, users.get(seat) ?? '', { submission: autopilot(state, seat) }));
      expectOk(setSeatReady(ctx, gameId, users.get(seat) ?? ''));
    }
  }
  throw new Error('the game did not end');
}

describe('S.5 Hide & Seek played through the game service', () => {
  test('plays to a result among its dozen asteroids, and the same secret plays the same game', () => {
    const a = serviceContext('hide-and-seek-1');
    const b = serviceContext('hide-and-seek-1');
    const first = playToTheEnd(a.ctx, startedGame(a.ctx, { scenario: 'S.5' }));
    const second = playToTheEnd(b.ctx, startedGame(b.ctx, { scenario: 'S.5' }));
    expect(first.scenario).toBe('S.5');
    expect(first.terrain).toHaveLength(12);
    expect(first.outcome).not.toBeNull();
    expect(second).toEqual(first);
    a.handle.close();
    b.handle.close();
  });
});
