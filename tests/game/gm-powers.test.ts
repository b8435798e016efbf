// Who holds GM powers (src/game/gm-powers.ts), what a GM is asked before a destructive action (gm-confirm.ts), what
// each GM sees (views.ts), and the one guard that keeps an ended game as it is (game-over.ts).
// The fixture's game: Ana opened it and plays A1, Ben plays B1. Cy is named co-GM; Mo and Sid have Manage Server
// (the command checks that; the service trusts it); Zed is nobody in particular.
import { describe, expect, test } from 'vitest';
import { gameById, openStepOf, seatsOf } from '../../src/db/game-repo.ts';
import { gmsOf } from '../../src/db/gm-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { joinGame, startGame } from '../../src/game/game-lifecycle.ts';
import { GAME_OVER_TEXT } from '../../src/game/game-over.ts';
import { askGmAction, confirmedAction } from '../../src/game/gm-confirm.ts';
import { concede, rollback, substitute } from '../../src/game/gm-controls.ts';
import { addCoGm, claimGm, gmRoleOf, removeGm, whyNotGm } from '../../src/game/gm-powers.ts';
import { endGame, kickPlayer } from '../../src/game/gm-seats.ts';
import { extendStep, forceResolve, pauseGame, resumeGame } from '../../src/game/gm-time.ts';
import { addShip, joinLobby, leaveLobby, startFromLobby } from '../../src/game/lobby.ts';
import { sendOrders } from '../../src/game/drafts.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { viewerIn } from '../../src/game/views.ts';
import type { Result, RuleError } from '../../src/rules/core/result.ts';
import { expectErr, expectOk, lobbyGame, serviceContext, startedGame } from './service-fixture.ts';

const HOUR = 3_600_000;
const ANA_DEPLOY = 'Majestic 0409 NE; Sovereign 0410; Resolute 0408';
const BEN_DEPLOY = 'Monsoon 2909 SW; Mistral 2910; Sirocco 2908';

const role = (ctx: GameContext, gameId: number, userId: string) => gmRoleOf(ctx.db, gameById(ctx.db, gameId) as NonNullable<ReturnType<typeof gameById>>, userId);

/** Deployment resolved, Turn 1 open: something to roll back to. */
function deployed(ctx: GameContext, gameId: number): void {
  expectOk(submit(ctx, gameId, 'ana', { text: ANA_DEPLOY }));
  expectOk(setSeatReady(ctx, gameId, 'ana'));
  expectOk(submit(ctx, gameId, 'ben', { text: BEN_DEPLOY }));
  expectOk(setSeatReady(ctx, gameId, 'ben'));
}

describe('who is a GM', () => {
  test('the creator always, seat or no seat; nobody else until named or claimed', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expect(seatsOf(ctx.db, gameId).map((s) => s.userId)).toContain('ana');
    expect(role(ctx, gameId, 'ana')).toBe('creator');
    for (const user of ['ben', 'cy', 'mo']) expect(role(ctx, gameId, user)).toBeNull();
    expect(expectErr(pauseGame(ctx, gameId, 'mo'))).toEqual(['Only the GM can pause the game.']);
    handle.close();
  });

  test('a co-GM named by the creator has every GM power, and may hold a seat', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'ben', name: 'Ben' }));
    expect(role(ctx, gameId, 'ben')).toBe('co');
    expectOk(pauseGame(ctx, gameId, 'ben'));
    expectOk(resumeGame(ctx, gameId, 'ben'));
    expectOk(extendStep(ctx, gameId, 'ben', HOUR));
    expect(gmsOf(ctx.db, gameId)).toMatchObject([{ userId: 'ben', role: 'co', addedBy: 'ana' }]);
    handle.close();
  });

  test('a co-GM may start the game', () => {
    const { ctx, handle } = serviceContext();
    const gameId = lobbyGame(ctx);
    expect(expectErr(startGame(ctx, gameId, 'cy'))).toEqual(['Only the GM can start the game.']);
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'cy', name: 'Cy' }));
    expectOk(startFromLobby(ctx, gameId, 'cy'));
    expect(gameById(ctx.db, gameId)?.status).toBe('active');
    handle.close();
  });

  test('only the creator names co-GMs: not a co-GM, not a claimed GM, not a player', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'cy', name: 'Cy' }));
    expectOk(claimGm(ctx, gameId, 'mo'));
    expect(expectErr(addCoGm(ctx, gameId, 'cy', { id: 'zed', name: 'Zed' }))).toEqual(['Only Ana can name co-GMs.']);
    expect(expectErr(addCoGm(ctx, gameId, 'mo', { id: 'zed', name: 'Zed' }))).toEqual(['Only Ana can name co-GMs.']);
    expect(expectErr(addCoGm(ctx, gameId, 'ben', { id: 'zed', name: 'Zed' }))).toEqual(['Only the GM can name a co-GM.']);
    expect(expectErr(addCoGm(ctx, gameId, 'ana', { id: 'cy', name: 'Cy' }))).toEqual(['Cy is already a GM of this game.']);
    expect(expectErr(addCoGm(ctx, gameId, 'ana', { id: 'ana', name: 'Ana' }))).toEqual(['Ana is already a GM of this game.']);
    expect(role(ctx, gameId, 'zed')).toBeNull();
    // A moderator the creator names becomes a co-GM: from then on a seat does not take their powers away.
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'mo', name: 'Mo' }));
    expect(role(ctx, gameId, 'mo')).toBe('co');
    handle.close();
  });

  test('removing: the creator removes any other GM, a GM may step down, nobody removes the creator', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'cy', name: 'Cy' }));
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'dee', name: 'Dee' }));
    expectOk(claimGm(ctx, gameId, 'mo'));
    expect(expectErr(removeGm(ctx, gameId, 'cy', 'dee'))).toEqual(['Only Ana can remove another GM.']);
    expect(expectErr(removeGm(ctx, gameId, 'cy', 'ana'))).toEqual(['The GM who opened this game is always its GM; /gm end ends the game instead.']);
    expect(expectErr(removeGm(ctx, gameId, 'ben', 'cy'))).toEqual(['Only the GM can remove a GM.']);
    expect(expectOk(removeGm(ctx, gameId, 'cy', 'cy'))).toEqual({ self: true });
    expect(expectOk(removeGm(ctx, gameId, 'ana', 'mo'))).toEqual({ self: false });
    expect(expectErr(removeGm(ctx, gameId, 'ana', 'zed'))).toEqual(['They are not a GM of this game.']);
    expect(['cy', 'mo', 'dee'].map((u) => role(ctx, gameId, u))).toEqual([null, null, 'co']);
    expect(expectErr(pauseGame(ctx, gameId, 'mo'))).toEqual(['Only the GM can pause the game.']);
    handle.close();
  });
});

describe('claiming GM powers with Manage Server', () => {
  test('a member with no seat claims and can then act; the claim is recorded as theirs', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(claimGm(ctx, gameId, 'mo'));
    expect(role(ctx, gameId, 'mo')).toBe('claimed');
    expect(gmsOf(ctx.db, gameId)).toMatchObject([{ userId: 'mo', role: 'claimed', addedBy: 'mo' }]);
    expect(expectErr(claimGm(ctx, gameId, 'mo'))).toEqual(['You have already claimed GM powers in this game.']);
    expect(expectErr(claimGm(ctx, gameId, 'ana'))).toEqual(['You are already a GM of this game.']);
    expectOk(pauseGame(ctx, gameId, 'mo'));
    handle.close();
  });

  test('a member who holds a seat cannot claim, so cannot roll back their own dice', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    deployed(ctx, gameId);
    expect(expectErr(claimGm(ctx, gameId, 'ben'))).toEqual(['You hold a seat in this game, so you cannot claim GM powers in it; Ana can add you with /gm add.']);
    expect(expectErr(rollback(ctx, gameId, 'ben', 'deploy'))).toEqual(['Only the GM can roll the game back.']);
    expect(openStepOf(ctx.db, gameId)?.key).toBe('t1/orders');
    handle.close();
  });

  test('taking a seat ends a claim: joining in the lobby, or being seated by /gm substitute', () => {
    const { ctx, handle } = serviceContext();
    const lobby = lobbyGame(ctx);
    expectOk(claimGm(ctx, lobby, 'mo'));
    expectOk(joinGame(ctx, lobby, { id: 'mo', name: 'Mo' }, 'A'));
    expect(role(ctx, lobby, 'mo')).toBeNull();
    expect(gmsOf(ctx.db, lobby)).toEqual([]);

    const { ctx: ctx2, handle: handle2 } = serviceContext();
    const gameId = startedGame(ctx2);
    expectOk(claimGm(ctx2, gameId, 'sid'));
    expectOk(kickPlayer(ctx2, gameId, 'ana', 'ben'));
    expectOk(substitute(ctx2, gameId, 'sid', 'B1', { id: 'sid', name: 'Sid' }));
    expect(role(ctx2, gameId, 'sid')).toBeNull();
    expect(expectErr(forceResolve(ctx2, gameId, 'sid'))).toEqual(['Only the GM can force a step to resolve.']);
    handle.close();
    handle2.close();
  });

  test('what /gm tells a member who is not a GM, by what would work for them', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    const game = gameById(ctx.db, gameId) as NonNullable<ReturnType<typeof gameById>>;
    expect(whyNotGm(ctx.db, game, 'ana', false)).toBeNull();
    expect(whyNotGm(ctx.db, game, 'zed', false)).toBe('Only Ana and the co-GMs they name can use /gm.');
    expect(whyNotGm(ctx.db, game, 'ben', true)).toBe('You hold a seat in this game, so Manage Server gives you no GM powers here. Only Ana and the co-GMs they name can use /gm.');
    expect(whyNotGm(ctx.db, game, 'mo', true)).toBe('Only Ana and the co-GMs they name can use /gm. You have Manage Server and no seat here: /gm claim takes GM powers in this game, in public.');
    expectOk(claimGm(ctx, gameId, 'mo'));
    expect(whyNotGm(ctx.db, game, 'mo', true)).toBeNull();
    handle.close();
  });
});

describe('what each GM sees', () => {
  test('a GM with no seat (co-GM or claimed) sees everything; with a seat, only their seat; a moderator who has not claimed sees what is public', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'cy', name: 'Cy' }));
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'ben', name: 'Ben' }));
    expectOk(claimGm(ctx, gameId, 'mo'));
    const game = gameById(ctx.db, gameId) as NonNullable<ReturnType<typeof gameById>>;
    const sees = (userId: string | null) => viewerIn(ctx, game, userId);
    expect(sees('cy')).toEqual({ kind: 'gm' });
    expect(sees('mo')).toEqual({ kind: 'gm' });
    expect(sees('ana')).toEqual({ kind: 'seat', seat: 'A1' });
    expect(sees('ben')).toEqual({ kind: 'seat', seat: 'B1' });
    expect(sees('sid')).toEqual({ kind: 'public' });
    expect(sees(null)).toEqual({ kind: 'public' });
    handle.close();
  });
});

describe('destructive actions are asked first', () => {
  test('the question says what will happen; nothing changes until it is confirmed at the same version', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    deployed(ctx, gameId);
    const asked = expectOk(askGmAction(ctx, gameId, 'ana', { kind: 'rollback', stepKey: 'deploy' }));
    expect(asked.question).toBe('Roll the game back to Deployment? It opens again with fresh dice and its orders are sent again. The step after it stays in the history as void.');
    expect(asked.version).toBe(gameById(ctx.db, gameId)?.version);
    expect(openStepOf(ctx.db, gameId)?.key).toBe('t1/orders');

    expect(expectOk(askGmAction(ctx, gameId, 'ana', { kind: 'force' })).question).toBe(
      'Resolve Turn 1: orders now? Orders sent so far stand as they are. Ana, Ben sent nothing, so the rules decide for them.',
    );
    expect(expectOk(askGmAction(ctx, gameId, 'ana', { kind: 'kick', userId: 'ben' })).question).toBe(
      "Take Ben out of seat B1 (side B)? The seat stays open: its ships get the rules' default at each deadline until a GM seats someone with /gm substitute.",
    );
    expect(expectErr(askGmAction(ctx, gameId, 'ana', { kind: 'rollback', stepKey: 't9/fire' }))).toEqual(['There is no step t9/fire to roll back to; recent steps are deploy, t1/orders.']);
    expect(expectErr(askGmAction(ctx, gameId, 'ana', { kind: 'kick', userId: 'zed' }))).toEqual(['That player has no seat in this game.']);
    expect(expectErr(askGmAction(ctx, gameId, 'ben', { kind: 'end' }))).toEqual(['Only the GM can do that.']);

    // Ben gets ready in between: the confirmation was for a game that no longer exists as it was.
    expectOk(submit(ctx, gameId, 'ben', { text: 'Monsoon 3; Mistral 3; Sirocco 3' }));
    expectOk(setSeatReady(ctx, gameId, 'ben'));
    const stale = confirmedAction(ctx, gameId, asked.version, '/gm rollback', () => rollback(ctx, gameId, 'ana', 'deploy'));
    expect(expectErr(stale)).toEqual(['The game changed since you asked; run /gm rollback again to see what it would do now.']);
    expect(openStepOf(ctx.db, gameId)?.key).toBe('t1/orders');

    const fresh = expectOk(askGmAction(ctx, gameId, 'ana', { kind: 'rollback', stepKey: 'deploy' }));
    expectOk(confirmedAction(ctx, gameId, fresh.version, '/gm rollback', () => rollback(ctx, gameId, 'ana', 'deploy')));
    expect(openStepOf(ctx.db, gameId)?.key).toBe('deploy');
    handle.close();
  });
});

describe('an ended game stays as it is', () => {
  test('every change is refused with one sentence pointing to /history and /verify', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    deployed(ctx, gameId);
    expectOk(addCoGm(ctx, gameId, 'ana', { id: 'cy', name: 'Cy' }));
    expectOk(endGame(ctx, gameId, 'cy'));
    const version = gameById(ctx.db, gameId)?.version ?? -1;
    const attempts: Record<string, Result<unknown, RuleError[]>> = {
      rollback: rollback(ctx, gameId, 'ana', 'deploy'),
      substitute: substitute(ctx, gameId, 'ana', 'B1', { id: 'zed', name: 'Zed' }),
      kick: kickPlayer(ctx, gameId, 'ana', 'ben'),
      end: endGame(ctx, gameId, 'ana'),
      pause: pauseGame(ctx, gameId, 'cy'),
      resume: resumeGame(ctx, gameId, 'ana'),
      extend: extendStep(ctx, gameId, 'ana', HOUR),
      force: forceResolve(ctx, gameId, 'ana'),
      add: addCoGm(ctx, gameId, 'ana', { id: 'zed', name: 'Zed' }),
      remove: removeGm(ctx, gameId, 'ana', 'cy'),
      claim: claimGm(ctx, gameId, 'mo'),
      ask: askGmAction(ctx, gameId, 'ana', { kind: 'rollback', stepKey: 'deploy' }),
      concede: concede(ctx, gameId, 'ben'),
      plot: sendOrders(ctx, gameId, 'ben', 'Monsoon 3'),
      submit: submit(ctx, gameId, 'ben', { text: 'Monsoon 3' }),
      ready: setSeatReady(ctx, gameId, 'ben'),
    };
    for (const [what, result] of Object.entries(attempts)) expect(expectErr(result), what).toEqual([GAME_OVER_TEXT]);
    expect(gameById(ctx.db, gameId)).toMatchObject({ status: 'ended', version });
    handle.close();
  });

  test('the lobby refuses too: join, leave, fleets and start', () => {
    const { ctx, handle } = serviceContext();
    const gameId = lobbyGame(ctx);
    expectOk(endGame(ctx, gameId, 'ana'));
    const attempts: Record<string, Result<unknown, RuleError[]>> = {
      join: joinLobby(ctx, gameId, { id: 'zed', name: 'Zed' }, 'A'),
      leave: leaveLobby(ctx, gameId, 'ben'),
      fleet: addShip(ctx, gameId, 'ben', 'Majestic'),
      start: startFromLobby(ctx, gameId, 'ana'),
    };
    for (const [what, result] of Object.entries(attempts)) expect(expectErr(result), what).toEqual([GAME_OVER_TEXT]);
    expect(seatsOf(ctx.db, gameId).map((s) => s.userId)).toEqual(['ana', 'ben']);
    handle.close();
  });
});
