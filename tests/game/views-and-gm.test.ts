// What each viewer may see of a game with secret orders pending, /mine, and the GM's repairs.
import { describe, expect, test } from 'vitest';
import { currentSnapshot, openStepOf, stepsOf } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { GAME_OVER_TEXT } from '../../src/game/game-over.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import { concede, rollback, substitute } from '../../src/game/gm-controls.ts';
import { exportHistory } from '../../src/game/history.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { gameView, owedBy } from '../../src/game/views.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';


/** Ana (A) and Ben (B), one ship each, deployed by default; the turn 1 orders step is open. GM: Gail, not playing. */
function atFirstOrders(ctx: GameContext): number {
  const game = expectOk(createGame(ctx, { guildId: 'g', channelId: 'c', threadId: 't', system: 'starmada', scenario: 'standard/small', options: { alternateArcs: true, dualMode: true }, stepLengthMs: 3_600_000, gmUserId: 'gail' }));
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, 'A'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, 'B'));
  expectOk(setFleet(ctx, game.id, 'ana', { ships: [{ class: 'Majestic' }] }));
  expectOk(setFleet(ctx, game.id, 'ben', { ships: [{ class: 'Tempest' }] }));
  expectOk(startGame(ctx, game.id, 'gail'));
  for (const user of ['ana', 'ben']) {
    expectOk(submit(ctx, game.id, user, { text: user === 'ana' ? 'Majestic 0409 NE' : 'Tempest 2909 SW' }));
    expectOk(setSeatReady(ctx, game.id, user));
  }
  expect(openStepOf(ctx.db, game.id)?.key).toBe('t1/orders');
  return game.id;
}

describe('secrets stay secret until their step resolves', () => {
  test('a pending order reaches its author only: not the public view, the opponent, the GM record or any post', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    const secret = 'Majestic 2p1';
    const accepted = expectOk(submit(ctx, id, 'ana', { text: secret }));
    const move = { prefixes: [], steps: [{ kind: 'forward', hexes: 2 }, { kind: 'turn', to: 'P' }, { kind: 'forward', hexes: 1 }], pivot: 0 };
    expect(accepted.submission).toEqual({ kind: 'orders', orders: { majestic: { move } } });

    const own = expectOk(gameView(ctx, id, 'ana'));
    expect(own.myDraft?.text).toBe(secret);
    expect(own.scene?.overlays.flatMap((o) => (o.kind === 'plot' ? [o.unitId] : []))).toEqual(['majestic']);

    for (const viewer of [null, 'ben', 'someone-else']) {
      const seen = JSON.stringify(expectOk(gameView(ctx, id, viewer)));
      expect(seen.toLowerCase()).not.toContain('2p1');
      expect(seen).not.toContain('"plot"');
    }
    const record = JSON.stringify(expectOk(exportHistory(ctx, id)));
    expect(record.toLowerCase()).not.toContain('2p1');
    const posts = JSON.stringify(ctx.db.select().from(outbox).all());
    expect(posts.toLowerCase()).not.toContain('2p1');
    // Who is still working is public; what they sent is not.
    expect(expectOk(gameView(ctx, id, null)).step?.waitingOn).toEqual(['Ana', 'Ben']);
  });

  test('once the step resolves, the orders are revealed to everyone', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    expectOk(submit(ctx, id, 'ana', { text: 'Majestic 2P1' }));
    expectOk(setSeatReady(ctx, id, 'ana'));
    expectOk(submit(ctx, id, 'ben', { text: 'Tempest 3' }));
    expectOk(setSeatReady(ctx, id, 'ben'));
    const record = JSON.stringify(expectOk(exportHistory(ctx, id)));
    expect(record).toContain('2P1(3)');
  });
});

describe('/mine', () => {
  test('lists what a player still owes across games, until they are ready', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    expect(owedBy(ctx, 'ben')).toMatchObject([{ gameId: id, stepTitle: 'Turn 1: orders', drafted: false }]);
    expectOk(submit(ctx, id, 'ben', { text: 'Tempest 3' }));
    expect(owedBy(ctx, 'ben')).toMatchObject([{ drafted: true }]);
    expectOk(setSeatReady(ctx, id, 'ben'));
    expect(owedBy(ctx, 'ben')).toEqual([]);
    expect(owedBy(ctx, 'gail')).toEqual([]);
  });
});

describe('GM repairs', () => {
  test('rollback restores an earlier step, keeps later ones as void history, and opens it again with fresh dice', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    const before = currentSnapshot(ctx.db, id)?.state;
    const firstOpening = openStepOf(ctx.db, id);
    for (const [user, text] of [['ana', 'Majestic 4'], ['ben', 'Tempest 4']] as const) {
      expectOk(submit(ctx, id, user, { text }));
      expectOk(setSeatReady(ctx, id, user));
    }
    expect(openStepOf(ctx.db, id)?.key).not.toBe('t1/orders');
    expect(expectErr(rollback(ctx, id, 'ana', 't1/orders'))).toEqual(['Only the GM can roll the game back.']);
    expect(expectOk(rollback(ctx, id, 'gail', 't1/orders'))).toEqual({ reopened: 't1/orders' });
    expect(currentSnapshot(ctx.db, id)?.state).toEqual(before);
    const steps = stepsOf(ctx.db, id);
    expect(steps.filter((s) => s.status === 'void').map((s) => s.key)).toContain('t1/orders');
    const reopened = openStepOf(ctx.db, id);
    expect(reopened?.key).toBe('t1/orders');
    expect(reopened?.seedHash).not.toBe(firstOpening?.seedHash);
    const record = expectOk(exportHistory(ctx, id));
    expect(record.steps.filter((s) => s.status === 'void').length).toBeGreaterThan(0);
  });

  test('substitute hands a seat to another player, who can then send orders; the old player cannot', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    expect(expectOk(substitute(ctx, id, 'gail', 'B1', { id: 'cid', name: 'Cid' }))).toEqual({ seat: 'B1' });
    expect(submit(ctx, id, 'cid', { text: 'Tempest 3' }).ok).toBe(true);
    expect(expectErr(submit(ctx, id, 'ben', { text: 'Tempest 3' }))).toEqual(['You have no seat in this game.']);
    expect(expectErr(substitute(ctx, id, 'gail', 'A1', { id: 'cid', name: 'Cid' }))).toEqual(['Cid already has a seat in this game.']);
  });

  test('a concession ends the game for the other side', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    expect(expectOk(concede(ctx, id, 'ben'))).toEqual({ winner: 'A' });
    expect(expectOk(gameView(ctx, id, null)).game.status).toBe('ended');
    expect(expectErr(submit(ctx, id, 'ana', { text: 'Majestic 3' }))).toEqual([GAME_OVER_TEXT]);
  });
});

describe('late clicks', () => {
  test('a submission or ready meant for a step that has closed is refused, not applied to the next one', () => {
    const { ctx } = serviceContext();
    const id = atFirstOrders(ctx);
    for (const [user, text] of [['ana', 'Majestic 4'], ['ben', 'Tempest 4']] as const) {
      expectOk(submit(ctx, id, user, { text, stepKey: 't1/orders' }));
      expectOk(setSeatReady(ctx, id, user, true, 't1/orders'));
    }
    const next = openStepOf(ctx.db, id)?.title ?? '';
    expect(expectErr(submit(ctx, id, 'ana', { text: 'Majestic 4', stepKey: 't1/orders' }))).toEqual([`That step (t1/orders) has closed; ${next} is open now.`]);
    expect(expectErr(setSeatReady(ctx, id, 'ana', true, 't1/orders'))).toEqual([`That step (t1/orders) has closed; ${next} is open now.`]);
  });
});

describe('one game per thread', () => {
  test('a second game in the same thread is refused with a sentence, not a database error', () => {
    const { ctx } = serviceContext();
    atFirstOrders(ctx);
    expect(expectErr(createGame(ctx, { guildId: 'g', channelId: 'c', threadId: 't', system: 'starmada', scenario: 'standard/small', stepLengthMs: 3_600_000, gmUserId: 'gail' }))).toEqual([
      'That thread already holds a game; start a new game in its own thread.',
    ]);
  });
});
