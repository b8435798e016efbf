// Playing a Metaverse Match Play game through the game service with the autopilot's text orders.
import { currentSnapshot, eventsOf, openStepOf, seatsOf, stepsOf } from '../../../../src/db/game-repo.ts';
import { createGame, joinGame, setFleet, startGame } from '../../../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../../../src/game/step-cycle.ts';
import type { GameContext } from '../../../../src/game/context.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { expectOk } from '../../../game/service-fixture.ts';
import { autopilotText, type AutopilotStyle } from './autopilot-text.ts';

export function startMatch(ctx: GameContext, scenario = 'match', options: Record<string, boolean> = {}): number {
  const game = expectOk(createGame(ctx, { guildId: 'g1', channelId: 'c1', threadId: 't1', system: 'metaverse', scenario, options, stepLengthMs: 86_400_000, gmUserId: 'ana' }));
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, 'A'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, 'B'));
  expectOk(setFleet(ctx, game.id, 'ana', { fleet: 'salvo-concord-task-group' }));
  expectOk(setFleet(ctx, game.id, 'ben', { fleet: 'salvo-vorr-raiders' }));
  expectOk(startGame(ctx, game.id, 'ana'));
  return game.id;
}

export function playToTheEnd(ctx: GameContext, gameId: number, maxSteps = 600, style: AutopilotStyle = {}): void {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < maxSteps; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step) return;
    const state = currentSnapshot(ctx.db, gameId)?.state as MetaverseState;
    for (const seat of step.owes) {
      const user = users.get(seat) ?? '';
      // A strike out of the fighters' reach is refused with a reason; the autopilot then passes.
      const text = autopilotText(state, seat, style);
      const sent = submit(ctx, gameId, user, { text });
      if (!sent.ok && state.stage === 'missions') expectOk(submit(ctx, gameId, user, { text: 'pass' }));
      else if (!sent.ok) throw new Error(`${step.key} ${seat}: ${text} → ${sent.error.map((e) => e.message).join(' | ')}`);
      expectOk(setSeatReady(ctx, gameId, user));
    }
  }
  throw new Error('the game did not end');
}

export const eventLog = (ctx: GameContext, gameId: number): string[] => stepsOf(ctx.db, gameId).flatMap((s) => eventsOf(ctx.db, s.id).map((e) => JSON.stringify(e.payload)));
export const texts = (ctx: GameContext, gameId: number): string[] => stepsOf(ctx.db, gameId).flatMap((s) => eventsOf(ctx.db, s.id).map((e) => (e.payload as { text: string }).text));

