/**
 * A Starmada duel set up through the game service, seated and with fleets but not started: Ana (the GM, side A,
 * Majestic) and Ben (side B, Tempest), in the fake Discord's channel. Returns the game's id.
 */
import type { APIUser } from 'discord.js';
import type { GameContext } from '../../src/game/context.ts';
import { createGame, joinGame, setFleet } from '../../src/game/game-lifecycle.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';

export function seatDuel(ctx: GameContext, fake: FakeDiscord, ana: APIUser, ben: APIUser): number {
  const game = expectOk(
    createGame(ctx, { guildId: fake.guildId, channelId: fake.channelId, threadId: fake.channelId, system: 'starmada', scenario: 'standard/small', options: { alternateArcs: true }, stepLengthMs: 86_400_000, gmUserId: ana.id }),
  );
  expectOk(joinGame(ctx, game.id, { id: ana.id, name: 'Ana' }, 'A'));
  expectOk(joinGame(ctx, game.id, { id: ben.id, name: 'Ben' }, 'B'));
  expectOk(setFleet(ctx, game.id, ana.id, { ships: [{ class: 'Majestic' }] }));
  expectOk(setFleet(ctx, game.id, ben.id, { ships: [{ class: 'Tempest' }] }));
  return game.id;
}
