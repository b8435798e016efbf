// A step that is one message of an alternation (a brief step: a Metaverse side asked in the Control Step) gets the
// game's exchange length as its deadline, a quarter of the step length by default, with reminders scaled to it;
// `/game new exchange:` sets it (planLobby → createGame). On a real in-memory database with a clock the test moves.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { gameById, openStepOf, seatsOf } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { checkDeadlines, reminderLeads } from '../../src/game/deadlines.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import { planLobby } from '../../src/game/lobby.ts';
import { sendOrders } from '../../src/game/drafts.ts';
import { setSeatReady } from '../../src/game/step-cycle.ts';
import { exchangeLengthOf } from '../../src/game/step-length.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A Metaverse match without fighters (so the Control Step follows the movement), Ana side A, Ben side B. */
function metaverseGame(ctx: GameContext, options: Record<string, boolean>, exchangeLengthMs: number | null = null): number {
  const game = expectOk(
    createGame(ctx, { guildId: 'g1', channelId: 'c1', threadId: 't1', system: 'metaverse', scenario: 'match', options: { noTerrain: true, noStarfighters: true, ...options }, stepLengthMs: DAY, exchangeLengthMs, gmUserId: 'ana' }),
  );
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, 'A'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, 'B'));
  expectOk(setFleet(ctx, game.id, 'ana', { fleet: 'salvo-concord-task-group' }));
  expectOk(setFleet(ctx, game.id, 'ben', { fleet: 'salvo-vorr-raiders' }));
  expectOk(startGame(ctx, game.id, 'ana'));
  return game.id;
}

/** Turn 1's plot with standing orders: Ana designates, Ben passes unless the enemy acts, so Ben is asked. */
function plotUntilBenIsAsked(ctx: GameContext, gameId: number): void {
  expectOk(sendOrders(ctx, gameId, 'ana', 'CNS Resolute: drift\ncontrol: designate VHS Dominator for CNS Resolute'));
  expectOk(sendOrders(ctx, gameId, 'ben', 'VHS Dominator: drift\ncontrol: pass unless enemy acts'));
  expectOk(setSeatReady(ctx, gameId, 'ana'));
  expectOk(setSeatReady(ctx, gameId, 'ben'));
}

const reminders = (ctx: GameContext, gameId: number) =>
  ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.gameId, gameId))
    .orderBy(asc(outbox.id))
    .all()
    .filter((m) => m.key.includes('/remind/'));

describe('the exchange length', () => {
  test('defaults to a quarter of the step length, in whole minutes; a game may set its own', () => {
    expect(exchangeLengthOf({ stepLengthMs: DAY, exchangeLengthMs: null })).toBe(6 * HOUR);
    expect(exchangeLengthOf({ stepLengthMs: 10 * MINUTE, exchangeLengthMs: null })).toBe(3 * MINUTE);
    expect(exchangeLengthOf({ stepLengthMs: DAY, exchangeLengthMs: 2 * HOUR })).toBe(2 * HOUR);
  });

  test('/game new checks it with everything else and the game keeps it', () => {
    const plan = expectOk(planLobby({ system: 'metaverse', scenario: 'match', stepLengthMs: DAY, exchangeLengthMs: 2 * HOUR }));
    expect(plan.exchangeLengthMs).toBe(2 * HOUR);
    expect(expectOk(planLobby({ system: 'metaverse', scenario: 'match', stepLengthMs: DAY })).exchangeLengthMs).toBeNull();
    expect(expectErr(planLobby({ system: 'metaverse', scenario: 'nowhere', stepLengthMs: HOUR, exchangeLengthMs: 2 * HOUR }))).toEqual([
      expect.stringContaining('"nowhere"'),
      'An exchange (one message of an alternation) cannot last longer than a step.',
    ]);
    expect(expectErr(planLobby({ system: 'metaverse', scenario: 'match', stepLengthMs: HOUR, exchangeLengthMs: 1000 }))).toEqual(['An exchange lasts at least one minute.']);
    const { ctx } = serviceContext();
    const game = expectOk(createGame(ctx, { guildId: 'g', channelId: 'c', threadId: 't', system: 'metaverse', scenario: 'match', stepLengthMs: DAY, exchangeLengthMs: plan.exchangeLengthMs, gmUserId: 'ana' }));
    expect(gameById(ctx.db, game.id)?.exchangeLengthMs).toBe(2 * HOUR);
  });

  test('reminder leads for a brief step scale with the exchange: a quarter and a twenty-fourth of it', () => {
    expect(reminderLeads({ stepLengthMs: DAY, reminderLeadsMs: [], exchangeLengthMs: null }, true)).toEqual([90 * MINUTE, 15 * MINUTE]);
    expect(reminderLeads({ stepLengthMs: DAY, reminderLeadsMs: [], exchangeLengthMs: 2 * HOUR }, true)).toEqual([30 * MINUTE, 5 * MINUTE]);
    // A game's own leads that fit in the exchange are used; when none fits, the scaled ones are.
    expect(reminderLeads({ stepLengthMs: DAY, reminderLeadsMs: [6 * HOUR, HOUR], exchangeLengthMs: 2 * HOUR }, true)).toEqual([HOUR]);
    expect(reminderLeads({ stepLengthMs: DAY, reminderLeadsMs: [6 * HOUR], exchangeLengthMs: 2 * HOUR }, true)).toEqual([30 * MINUTE, 5 * MINUTE]);
  });
});

describe('a Metaverse side asked in the Control Step (a brief step)', () => {
  test('is due in a quarter of the step, is reminded on that scale, and passes at its deadline', () => {
    const { ctx, clock } = serviceContext('exchange');
    const gameId = metaverseGame(ctx, {});
    const plot = openStepOf(ctx.db, gameId);
    expect(plot?.deadlineAt?.getTime()).toBe(clock.now().getTime() + DAY);
    clock.advance(HOUR);
    plotUntilBenIsAsked(ctx, gameId);
    const asked = openStepOf(ctx.db, gameId);
    expect(asked?.key).toMatch(/^t1\/control\/\d+$/);
    expect(asked?.owes).toEqual([seatsOf(ctx.db, gameId).find((s) => s.userId === 'ben')?.seatKey]);
    expect(asked?.deadlineAt?.getTime()).toBe(clock.now().getTime() + 6 * HOUR);

    // The full step's first reminder (6 h before) would fire at once; the exchange's (90 min before) waits.
    checkDeadlines(ctx);
    expect(reminders(ctx, gameId)).toEqual([]);
    clock.advance(4 * HOUR + 30 * MINUTE);
    checkDeadlines(ctx);
    expect(reminders(ctx, gameId).map((m) => (m.payload as { content: string }).content)).toEqual([expect.stringMatching(/control #\d+ \(side B\)\*\* is due in 1 hour 30 minutes/)]);

    clock.advance(90 * MINUTE);
    expect(checkDeadlines(ctx).resolved).toBe(1);
    // Ben missed it: he passes for the rest of the step, Ana's orders pass too, and the fire step opens in full.
    const fire = openStepOf(ctx.db, gameId);
    expect(fire?.key).toBe('t1/fire');
    expect(fire?.deadlineAt?.getTime()).toBe(clock.now().getTime() + DAY);
  });

  test("the game's own exchange length; played one message at a time, every message gets it", () => {
    const { ctx, clock } = serviceContext('exchange');
    const gameId = metaverseGame(ctx, { strictAlternation: true }, 2 * HOUR);
    expectOk(sendOrders(ctx, gameId, 'ana', 'CNS Resolute: drift'));
    expectOk(sendOrders(ctx, gameId, 'ben', 'VHS Dominator: drift'));
    expectOk(setSeatReady(ctx, gameId, 'ana'));
    expectOk(setSeatReady(ctx, gameId, 'ben'));
    const first = openStepOf(ctx.db, gameId);
    expect(first?.key).toBe('t1/control/1');
    expect(first?.deadlineAt?.getTime()).toBe(clock.now().getTime() + 2 * HOUR);
    const owner = seatsOf(ctx.db, gameId).find((s) => first?.owes.includes(s.seatKey))?.userId ?? '';
    clock.advance(HOUR);
    expectOk(sendOrders(ctx, gameId, owner, 'pass'));
    const second = openStepOf(ctx.db, gameId);
    expect(second?.key).toBe('t1/control/2');
    expect(second?.deadlineAt?.getTime()).toBe(clock.now().getTime() + 2 * HOUR);
  });
});
