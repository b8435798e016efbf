// Playing a Starmada scenario through the game service: lobby, fleets, start, then the autopilot's choices
// submitted and readied seat by seat until the game ends.
import { currentSnapshot, eventsOf, openStepOf, seatsOf, stepsOf } from '../../../../src/db/game-repo.ts';
import type { GameContext } from '../../../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame } from '../../../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../../../src/game/step-cycle.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { expectOk } from '../../../game/service-fixture.ts';
import { autopilot } from './autopilot.ts';

export type FleetList = readonly string[];

/** A started game of `scenario`: Ana (side A) and Ben (side B) with library classes, the options given. */
export function startScenario(ctx: GameContext, scenario: string, fleets: { A: FleetList; B: FleetList }, options: Record<string, boolean> = {}): number {
  const game = expectOk(
    createGame(ctx, {
      guildId: 'g1',
      channelId: 'c1',
      threadId: 't1',
      system: 'starmada',
      scenario,
      options: { alternateArcs: true, dualMode: true, ...options },
      stepLengthMs: 86_400_000,
      gmUserId: 'ana',
    }),
  );
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, 'A'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, 'B'));
  expectOk(setFleet(ctx, game.id, 'ana', { ships: fleets.A.map((c) => ({ class: c })) }));
  expectOk(setFleet(ctx, game.id, 'ben', { ships: fleets.B.map((c) => ({ class: c })) }));
  expectOk(startGame(ctx, game.id, 'ana'));
  return game.id;
}

export const stateOf = (ctx: GameContext, gameId: number): StarmadaState => currentSnapshot(ctx.db, gameId)?.state as StarmadaState;

/** Plays until no step is open; throws if the game has not ended within `maxSteps` steps. */
export function playToTheEnd(ctx: GameContext, gameId: number, maxSteps = 600): StarmadaState {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < maxSteps; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) return stateOf(ctx, gameId);
    const state = stateOf(ctx, gameId);
    for (const seat of step.owes) {
      expectOk(submit(ctx, gameId, users.get(seat) ?? '', { submission: autopilot(state, seat) }));
      expectOk(setSeatReady(ctx, gameId, users.get(seat) ?? ''));
    }
  }
  throw new Error('the game did not end');
}

/** Every event of the game, step by step, as stored. */
export const eventLog = (ctx: GameContext, gameId: number): { step: string; type: string; text: string }[] =>
  stepsOf(ctx.db, gameId).flatMap((s) =>
    eventsOf(ctx.db, s.id).map((e) => {
      const payload = e.payload as { type: string; text: string };
      return { step: s.key, type: payload.type, text: payload.text };
    }),
  );
