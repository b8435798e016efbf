// The GM's say over seats and the game's end (src/game/gm-seats.ts): kick a player, end a game with no winner.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { currentSnapshot, gameById, openStepOf, seatsOf, stepsOf, submissionsOf } from '../../src/db/game-repo.ts';
import { outbox } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { GAME_OVER_TEXT } from '../../src/game/game-over.ts';
import { checkDeadlines } from '../../src/game/deadlines.ts';
import { substitute } from '../../src/game/gm-controls.ts';
import { endGame, kickPlayer } from '../../src/game/gm-seats.ts';
import { pauseGame } from '../../src/game/gm-time.ts';
import { ruleSystem } from '../../src/game/rule-systems.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { expectErr, expectOk, lobbyGame, serviceContext, startedGame } from './service-fixture.ts';
import { messageText } from '../harness/message-text.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const posts = (ctx: GameContext, gameId: number) =>
  ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.gameId, gameId))
    .orderBy(asc(outbox.id))
    .all()
    .map((m) => ({ key: m.key, kind: m.kind, target: m.target, content: messageText(m.payload as { content?: string; components?: unknown[] }) }));

const ANA_DEPLOY = 'Majestic 0409 NE; Sovereign 0410; Resolute 0408';
const BEN_DEPLOY = 'Monsoon 2909 SW; Mistral 2910; Sirocco 2908';
const channelPosts = (ctx: GameContext, gameId: number) => posts(ctx, gameId).filter((p) => p.kind === 'channel');

const codes = (r: { ok: boolean; error?: { code: string }[] }): string[] => (r.ok ? [] : (r.error ?? []).map((e) => e.code));

describe('kickPlayer', () => {
  test("the seat opens, the game goes on, and the open seat's step resolves with the rules' default at the deadline", () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const before = gameById(ctx.db, gameId)?.version ?? -1;

    expect(expectOk(kickPlayer(ctx, gameId, 'ana', 'ben'))).toEqual({ seat: 'B1', player: 'Ben' });
    expect(seatsOf(ctx.db, gameId).find((s) => s.seatKey === 'B1')).toMatchObject({ userId: null, playerName: null, side: 'B' });
    expect(gameById(ctx.db, gameId)).toMatchObject({ status: 'active', version: before + 1 });
    expect(channelPosts(ctx, gameId).at(-1)).toEqual({
      key: `g${gameId}/v${before + 1}/kicked/B1`,
      kind: 'channel',
      target: 't1',
      content: "**Ben no longer holds seat B1** (side B). The seat is open: its ships get the rules' default at each deadline until the GM seats someone.",
    });
    // The step's thread post is edited: it now waits on the open seat, not on Ben.
    const waiting = posts(ctx, gameId).filter((p) => p.kind === 'edit' && p.target === `outbox:g${gameId}/s1/opened`).at(-1);
    expect(waiting?.content).toContain('Waiting on Ana, seat B1');
    // Ben is out: he cannot send anything.
    expect(expectErr(submit(ctx, gameId, 'ben', { text: BEN_DEPLOY }))).toEqual(['You have no seat in this game.']);

    // Ana ready alone does not resolve the step: the open seat still owes it, until the deadline.
    expectOk(submit(ctx, gameId, 'ana', { text: ANA_DEPLOY }));
    expect(expectOk(setSeatReady(ctx, gameId, 'ana'))).toMatchObject({ resolved: false });
    clock.advance(DAY);
    expect(checkDeadlines(ctx).resolved).toBe(1);
    const deploy = stepsOf(ctx.db, gameId).find((s) => s.key === 'deploy');
    expect(deploy?.status).toBe('resolved');
    const b1 = seatsOf(ctx.db, gameId).find((s) => s.seatKey === 'B1');
    expect(submissionsOf(ctx.db, deploy?.id ?? -1).find((s) => s.seatId === b1?.id)).toMatchObject({ missed: true });
    expect(posts(ctx, gameId).find((p) => p.key === `g${gameId}/s1/resolved`)?.content).toContain('Seat B1 has no player, so the rules decide: Monsoon: 2909 facing SW');
    // The next step is prompted to Ana only; no DM goes to the removed player.
    expect(posts(ctx, gameId).filter((p) => p.kind === 'dm' && p.target === 'ben' && p.key.includes('/s2/'))).toEqual([]);
    expect(openStepOf(ctx.db, gameId)?.key).toBe('t1/orders');
    handle.close();
  });

  test('the GM can then seat someone else, who plays the seat from the open step on', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(kickPlayer(ctx, gameId, 'ana', 'ben'));
    expectOk(substitute(ctx, gameId, 'ana', 'B1', { id: 'cleo', name: 'Cleo' }));
    expectOk(submit(ctx, gameId, 'cleo', { text: BEN_DEPLOY }));
    expectOk(submit(ctx, gameId, 'ana', { text: ANA_DEPLOY }));
    expectOk(setSeatReady(ctx, gameId, 'ana'));
    expect(expectOk(setSeatReady(ctx, gameId, 'cleo'))).toMatchObject({ resolved: true });
    handle.close();
  });

  test("a draft the kicked player left is replaced by the rules' default, not ready", () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(submit(ctx, gameId, 'ben', { text: BEN_DEPLOY }));
    expectOk(setSeatReady(ctx, gameId, 'ben'));
    expectOk(kickPlayer(ctx, gameId, 'ana', 'ben'));
    const step = openStepOf(ctx.db, gameId);
    const b1 = seatsOf(ctx.db, gameId).find((s) => s.seatKey === 'B1');
    const state = currentSnapshot(ctx.db, gameId)?.state;
    expect(submissionsOf(ctx.db, step?.id ?? -1).find((s) => s.seatId === b1?.id)).toMatchObject({
      payload: ruleSystem('starmada').missing(state, 'B1'),
      text: '',
      ready: false,
      missed: true,
    });
    handle.close();
  });

  test('only the GM may kick, only a seated player, only in a running game', () => {
    const { ctx, handle } = serviceContext();
    const lobby = lobbyGame(ctx);
    expect(codes(kickPlayer(ctx, lobby, 'ana', 'ben'))).toEqual(['ERR_GAME_NOT_RUNNING']);
    const { ctx: ctx2, handle: handle2 } = serviceContext();
    const gameId = startedGame(ctx2);
    expect(expectErr(kickPlayer(ctx2, gameId, 'ben', 'ana'))).toEqual(['Only the GM can remove a player.']);
    expect(expectErr(kickPlayer(ctx2, gameId, 'ana', 'zed'))).toEqual(['That player has no seat in this game.']);
    expect(codes(kickPlayer(ctx2, 999, 'ana', 'ben'))).toEqual(['ERR_GAME_UNKNOWN']);
    // Paused games keep their seats' state, and a kick is allowed.
    expectOk(pauseGame(ctx2, gameId, 'ana'));
    expectOk(kickPlayer(ctx2, gameId, 'ana', 'ben'));
    expectOk(endGame(ctx2, gameId, 'ana'));
    expect(codes(kickPlayer(ctx2, gameId, 'ana', 'ana'))).toEqual(['ERR_GAME_OVER']);
    handle.close();
    handle2.close();
  });
});

describe('endGame', () => {
  test('the game ends with no winner, the open step becomes void, and the thread is told in the same transaction', () => {
    const { ctx, clock, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const version = gameById(ctx.db, gameId)?.version ?? -1;
    expect(expectOk(endGame(ctx, gameId, 'ana'))).toEqual({ ended: true });
    expect(gameById(ctx.db, gameId)).toMatchObject({
      status: 'ended',
      version: version + 1,
      // The score as Starmada counts it when the GM ended the game (2.5 p.13): nothing destroyed yet.
      outcome: { winner: null, summary: 'The GM ended the game: no winner.', scores: { A: 0, B: 0 } },
    });
    expect(stepsOf(ctx.db, gameId).map((s) => [s.key, s.status])).toEqual([['deploy', 'void']]);
    expect(channelPosts(ctx, gameId).at(-1)).toEqual({
      key: `g${gameId}/over/${version}`,
      kind: 'channel',
      target: 't1',
      content: '**Game over.** The GM ended the game: no winner. The score when it ended, as the rules count it:\n```\nSide  VP\nA     0\nB     0\n```',
    });
    // The pinned status message says so too.
    expect(posts(ctx, gameId).filter((p) => p.target === `outbox:g${gameId}/status`).at(-1)?.content).toContain('The game is over.');
    // Nothing runs on: no submissions, no deadline, no second end.
    expect(expectErr(submit(ctx, gameId, 'ben', { text: BEN_DEPLOY }))).toEqual([GAME_OVER_TEXT]);
    clock.advance(2 * DAY);
    expect(checkDeadlines(ctx)).toMatchObject({ resolved: 0, reminded: 0 });
    expect(expectErr(endGame(ctx, gameId, 'ana'))).toEqual([GAME_OVER_TEXT]);
    handle.close();
  });

  test('works in the lobby and while paused; only the GM may end a game', () => {
    const { ctx, handle } = serviceContext();
    const lobby = lobbyGame(ctx);
    expect(expectErr(endGame(ctx, lobby, 'ben'))).toEqual(['Only the GM can end the game.']);
    expectOk(endGame(ctx, lobby, 'ana'));
    expect(gameById(ctx.db, lobby)?.status).toBe('ended');

    const { ctx: ctx2, handle: handle2 } = serviceContext();
    const gameId = startedGame(ctx2);
    expectOk(pauseGame(ctx2, gameId, 'ana'));
    expectOk(endGame(ctx2, gameId, 'ana'));
    expect(gameById(ctx2.db, gameId)).toMatchObject({ status: 'ended', pausedAt: null });
    handle.close();
    handle2.close();
  });
});
