// Which game an order is for (docs/playing.md §2: a player in several games is asked which one), and reading a DM's
// game prefix.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readDirectMessage } from '../../src/bot/direct-messages.ts';
import { gameHeading, whichGame } from '../../src/commands/which-game.ts';
import { focusedGame, focusOn } from '../../src/game/dm-focus.ts';
import { sendOrders } from '../../src/game/drafts.ts';
import { createGame, joinGame, startGame } from '../../src/game/game-lifecycle.ts';
import { endGame } from '../../src/game/gm-seats.ts';
import type { GameContext } from '../../src/game/context.ts';
import { expectOk, serviceContext, startedGame } from '../game/service-fixture.ts';

/** Voidstriker §6.1 started, in thread t2: Ana flies IJN, Ben UNSN (Heavy Cruiser, Fleet Intruder, Fleet Intruder 2). */
function voidstrikerGame(ctx: GameContext): number {
  const game = expectOk(createGame(ctx, { guildId: 'g1', channelId: 'c1', threadId: 't2', system: 'voidstriker', scenario: '6.1', options: {}, stepLengthMs: 86_400_000, gmUserId: 'ana' }));
  expectOk(joinGame(ctx, game.id, { id: 'ana', name: 'Ana' }, 'IJN'));
  expectOk(joinGame(ctx, game.id, { id: 'ben', name: 'Ben' }, 'UNSN'));
  expectOk(startGame(ctx, game.id, 'ana'));
  return game.id;
}

describe('whichGame', () => {
  test('the thread names its game; else the one game waiting on the player; else the player is asked', () => {
    const { ctx, handle } = serviceContext();
    expect(whichGame(ctx, 'ben', null, null)).toEqual({ ok: false, message: 'No game is waiting on you right now. /mine lists your games.' });
    const first = startedGame(ctx, { threadId: 't1' });
    expect(whichGame(ctx, 'ben', 'dm-channel', null)).toEqual({ ok: true, gameId: first, by: 'only' });
    const second = startedGame(ctx, { threadId: 't2' });
    expect(whichGame(ctx, 'ben', 't2', null)).toEqual({ ok: true, gameId: second, by: 'thread' });
    expect(whichGame(ctx, 'ben', 'dm-channel', second)).toEqual({ ok: true, gameId: second, by: 'named' });
    const asked = whichGame(ctx, 'ben', 'dm-channel', null);
    expect(asked.ok).toBe(false);
    expect(asked.ok ? '' : asked.message).toBe(
      `You are in 2 games waiting on you; say which one (start a DM with "#${first}", or add game:<number>):\n` +
        `• game ${first}: Starmada Unity · standard/medium · Deployment\n• game ${second}: Starmada Unity · standard/medium · Deployment`,
    );
    handle.close();
  });

  test('orders go to the game whose units they name; names in several games make it ask, listing those games', () => {
    const { ctx, handle } = serviceContext();
    const starmada = startedGame(ctx, { threadId: 't1' });
    const voidstriker = voidstrikerGame(ctx);
    expect(whichGame(ctx, 'ben', null, null, 'Heavy Cruiser: thrust 3/0/0 · move a3|a3|a3|a3')).toEqual({ ok: true, gameId: voidstriker, by: 'names' });
    expect(whichGame(ctx, 'ben', null, null, 'Monsoon 2909 SW')).toEqual({ ok: true, gameId: starmada, by: 'names' });
    // A unique start of a name before a colon, as the readers match it.
    expect(whichGame(ctx, 'ben', null, null, 'fleet intruder 2: thrust 2')).toEqual({ ok: true, gameId: voidstriker, by: 'names' });
    // No unit named: asked, as before.
    expect(whichGame(ctx, 'ben', null, null, 'Yamato 3').ok).toBe(false);
    const other = startedGame(ctx, { threadId: 't3' });
    const asked = whichGame(ctx, 'ben', null, null, 'Monsoon 2909 SW');
    expect(asked).toEqual({
      ok: false,
      message: `Those names are in 2 of your games; say which one (start a DM with "#${starmada}", or add game:<number>):\n` +
        `• game ${starmada}: Starmada Unity · standard/medium · Deployment\n• game ${other}: Starmada Unity · standard/medium · Deployment`,
    });
    handle.close();
  });

  test('the DM focus picks the game for words that name no unit, while that game waits on the player', () => {
    const { ctx, handle } = serviceContext();
    const starmada = startedGame(ctx, { threadId: 't1' });
    const voidstriker = voidstrikerGame(ctx);
    expect(whichGame(ctx, 'ben', null, null).ok).toBe(false);
    focusOn(ctx, 'ben', voidstriker);
    expect(whichGame(ctx, 'ben', null, null)).toEqual({ ok: true, gameId: voidstriker, by: 'focus' });
    // Units named still win over the focus.
    expect(whichGame(ctx, 'ben', null, null, 'Monsoon 2909 SW')).toEqual({ ok: true, gameId: starmada, by: 'names' });
    // A focus on a game that no longer waits on the player is ignored.
    expectOk(endGame(ctx, voidstriker, 'ana'));
    expect(focusedGame(ctx, 'ben')).toBeNull();
    expect(whichGame(ctx, 'ben', null, null)).toEqual({ ok: true, gameId: starmada, by: 'only' });
    // A game the player is not in is not kept as a focus.
    focusOn(ctx, 'carl', starmada);
    expect(focusedGame(ctx, 'carl')).toBeNull();
    handle.close();
  });

  test('the heading names the game and its open step', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expect(gameHeading(ctx, gameId)).toBe(`Game ${gameId} · Starmada Unity · standard/medium · **Deployment**`);
    expect(gameHeading(ctx, 999)).toBe('Game 999');
    handle.close();
  });

  test('a DM order merges into the draft: one ship at a time, the others kept', () => {
    const { ctx, handle } = serviceContext();
    const gameId = startedGame(ctx);
    expectOk(sendOrders(ctx, gameId, 'ben', 'Monsoon 2909 SW'));
    const second = expectOk(sendOrders(ctx, gameId, 'ben', 'mistral 2910 sw'));
    expect(second.echo).toEqual(expect.arrayContaining(['Monsoon: 2909 facing SW', 'Mistral: 2910 facing SW']));
    handle.close();
  });
});

describe('readDirectMessage', () => {
  test('"#12" or "game 12:" picks the game; the rest is the order', () => {
    expect(readDirectMessage('#12 majestic 2p2')).toEqual({ game: 12, text: 'majestic 2p2' });
    expect(readDirectMessage('Game 7: Majestic 2P2')).toEqual({ game: 7, text: 'Majestic 2P2' });
    expect(readDirectMessage('  majestic 2p2 ')).toEqual({ game: null, text: 'majestic 2p2' });
  });

  test('no text makes it throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const read = readDirectMessage(text);
        expect(read.text.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
