// Playing a Voidstriker book scenario through the game service with the autopilot's text orders.
import { currentSnapshot, openStepOf, seatsOf } from '../../../../src/db/game-repo.ts';
import { createGame, joinGame, startGame } from '../../../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../../../src/game/step-cycle.ts';
import type { GameContext } from '../../../../src/game/context.ts';
import type { VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import { expect } from 'vitest';
import { expectOk } from '../../../game/service-fixture.ts';
import { autopilotText } from './autopilot.ts';

export function startScenario(ctx: GameContext, scenario = '6.1', options: Record<string, boolean> = {}): number {
  const game = expectOk(
    createGame(ctx, { guildId: 'g1', channelId: 'c1', threadId: 't1', system: 'voidstriker', scenario, options, stepLengthMs: 86_400_000, gmUserId: 'ana' }),
  );
  const sides = scenario === '6.1' ? ['IJN', 'UNSN'] : scenario === '6.3' ? ['USASF', 'UNSN'] : ['A', 'B'];
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, sides[0] ?? 'A'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, sides[1] ?? 'B'));
  // Book scenarios give each side its ships: the seats start with them, so no /fleet is needed (Ch.6).
  expect(seatsOf(ctx.db, game.id).map((s) => s.fleet)).toEqual([{ ships: [], side: sides[0] }, { ships: [], side: sides[1] }]);
  expectOk(startGame(ctx, game.id, 'ana'));
  return game.id;
}

export function playToTheEnd(ctx: GameContext, gameId: number, maxSteps = 400): void {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < maxSteps; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) return;
    const state = currentSnapshot(ctx.db, gameId)?.state as VoidstrikerState;
    for (const seat of step.owes) {
      expectOk(submit(ctx, gameId, users.get(seat) ?? '', { text: autopilotText(state, seat) }));
      expectOk(setSeatReady(ctx, gameId, users.get(seat) ?? ''));
    }
  }
  throw new Error('the game did not end');
}

