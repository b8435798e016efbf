// /game new in two halves (src/game/lobby.ts): the game row is written before its thread exists, then placed in
// the thread, or discarded when Discord would not make one.
import { beforeEach, describe, expect, test } from 'vitest';
import { gameById, outboxByKey } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { discardLobby, placeLobby, planLobby, reserveLobby } from '../../src/game/lobby.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';

const where = { guildId: 'g1', channelId: 'c1', gmUserId: 'ana' };

describe('reserve, place, discard', () => {
  let ctx: GameContext;
  const plan = () => expectOk(planLobby({ system: 'starmada', scenario: 'standard/small', stepLengthMs: 86_400_000, options: null }));

  beforeEach(() => {
    ({ ctx } = serviceContext());
  });

  test('reserved: the row exists with no thread and nothing queued; placed: it has its thread and the lobby post is queued there', () => {
    const reserved = expectOk(reserveLobby(ctx, plan(), where));
    expect(reserved.heading).toBe('Game 1 · Starmada · Standard (Small)');
    expect(gameById(ctx.db, reserved.game.id)).toMatchObject({ threadId: null, status: 'lobby', gmUserId: 'ana' });
    expect(outboxByKey(ctx.db, 'g1/lobby')).toBeUndefined();

    const placed = expectOk(placeLobby(ctx, reserved.game.id, 't1'));
    expect(placed.game.threadId).toBe('t1');
    expect(gameById(ctx.db, 1)?.threadId).toBe('t1');
    expect(outboxByKey(ctx.db, 'g1/lobby')).toMatchObject({ kind: 'channel', target: 't1' });
    // Placed once only.
    expect(expectErr(placeLobby(ctx, 1, 't2'))).toEqual(['Game 1 is not waiting for its thread.']);
  });

  test('discarded: the row is gone and the next game takes its number; a placed game is never discarded', () => {
    const first = expectOk(reserveLobby(ctx, plan(), where));
    discardLobby(ctx, first.game.id);
    expect(gameById(ctx.db, first.game.id)).toBeUndefined();
    const second = expectOk(reserveLobby(ctx, plan(), where));
    expect(second.game.id).toBe(1);
    expectOk(placeLobby(ctx, second.game.id, 't1'));
    discardLobby(ctx, second.game.id);
    expect(gameById(ctx.db, 1)?.threadId).toBe('t1');
  });

  test('discarding an older reservation keeps the numbers already given out', () => {
    const older = expectOk(reserveLobby(ctx, plan(), where));
    const newer = expectOk(reserveLobby(ctx, plan(), where));
    discardLobby(ctx, older.game.id);
    expect(expectOk(reserveLobby(ctx, plan(), where)).game.id).toBe(newer.game.id + 1);
  });
});
