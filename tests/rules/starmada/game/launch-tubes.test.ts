// B.12 Launch Tubes (Starmada p.33): "This system requires the use of F.5: Launch & Recovery (p.52)". A fleet with
// launch tubes in a game without F.5 is told so at /fleet add and refused at the start (ruling 222).
import { beforeEach, describe, expect, test } from 'vitest';
import type { GameContext } from '../../../../src/game/context.ts';
import { addShip, joinLobby, openLobby, planLobby, startFromLobby } from '../../../../src/game/lobby.ts';
import { expectErr, expectOk, serviceContext } from '../../../game/service-fixture.ts';

let ctx: GameContext;
beforeEach(() => {
  ctx = serviceContext().ctx;
});

/** A lobby of a large standard battle with these options; Ana (A) has a Dominion, Ben (B) a Majestic. */
function lobby(options: string): number {
  const planned = expectOk(planLobby({ system: 'starmada', scenario: 'standard/large', stepLengthMs: 86_400_000, options }));
  const id = expectOk(openLobby(ctx, planned, { guildId: 'g1', channelId: 'c1', threadId: 't1', gmUserId: 'ana' })).game.id;
  expectOk(joinLobby(ctx, id, { id: 'ana', name: 'Ana' }, 'A'));
  expectOk(joinLobby(ctx, id, { id: 'ben', name: 'Ben' }, 'B'));
  expectOk(addShip(ctx, id, 'ben', 'Majestic'));
  return id;
}

describe('launch tubes need launch and recovery (B.12 p.33)', () => {
  test('without F.5, /fleet add says what the Dominion needs, and the start is refused with the reason', () => {
    const id = lobby('carriers, C.1');
    const added = expectOk(addShip(ctx, id, 'ana', 'Dominion'));
    // Its shuttlecraft need F.5 too (B.20 p.37): every need is named at once.
    expect(added.summary.needs).toEqual([
      'Dominion carries shuttlecraft, which need launch and recovery (B.20 p.37): the game has Launch and recovery (F.5) off; the GM can turn it on from the lobby post.',
      'Dominion has launch tubes, which need launch and recovery (B.12 p.33): the game has Launch and recovery (F.5) off; the GM can turn it on from the lobby post.',
    ]);
    expect(expectErr(startFromLobby(ctx, id, 'ana')).join('\n')).toContain('Dominion has launch tubes, which need launch and recovery (B.12 p.33)');
  });

  test('with F.5 the Dominion needs nothing more and the game starts', () => {
    const id = lobby('carriers, C.1, F.5');
    expect(expectOk(addShip(ctx, id, 'ana', 'Dominion')).summary.needs).toEqual([]);
    expect(expectOk(startFromLobby(ctx, id, 'ana')).status).toBe('active');
  });
});
