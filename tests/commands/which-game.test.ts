// Which game an order is for (ux.md §2: a player in several games is asked which one), and reading a DM's game prefix.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readDirectMessage } from '../../src/bot/direct-messages.ts';
import { whichGame } from '../../src/commands/which-game.ts';
import { sendOrders } from '../../src/game/drafts.ts';
import { expectOk, serviceContext, startedGame } from '../game/service-fixture.ts';

describe('whichGame', () => {
  test('the thread names its game; else the one game waiting on the player; else the player is asked', () => {
    const { ctx, handle } = serviceContext();
    expect(whichGame(ctx, 'ben', null, null)).toEqual({ ok: false, message: 'No game is waiting on you right now. /mine lists your games.' });
    const first = startedGame(ctx, { threadId: 't1' });
    expect(whichGame(ctx, 'ben', 'dm-channel', null)).toEqual({ ok: true, gameId: first });
    const second = startedGame(ctx, { threadId: 't2' });
    expect(whichGame(ctx, 'ben', 't2', null)).toEqual({ ok: true, gameId: second });
    expect(whichGame(ctx, 'ben', 'dm-channel', second)).toEqual({ ok: true, gameId: second });
    const asked = whichGame(ctx, 'ben', 'dm-channel', null);
    expect(asked.ok).toBe(false);
    expect(asked.ok ? '' : asked.message).toBe(
      `You are in 2 games waiting on you; say which one (start a DM with "#${first}", or add game:<number>):\n` +
        `• game ${first}: Starmada Unity · standard/medium · Deployment\n• game ${second}: Starmada Unity · standard/medium · Deployment`,
    );
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
