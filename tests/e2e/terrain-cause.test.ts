// A Voidstriker round's summary says what damaged a ship when fire did not (issue 24 item 8: a card said "armour
// 4→3 · bridge 6→0" without saying an asteroid did it), through the real discord.js client against the local
// Discord. A skirmish set up through the game service; its starting state is set by hand (as rules-said.test.ts
// does): Alpha drifting at 8" a phase into an asteroid field, where a collision is certain (§3.22: 2d6 + size +
// drift ≥ 9), Bravo far away. Both players plot by DM and say ready; the thread's post is read.
import { eq, and, isNull } from 'drizzle-orm';
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentSnapshot, openStepOf } from '../../src/db/game-repo.ts';
import { snapshots } from '../../src/db/schema.ts';
import type { GameContext } from '../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import type { VoidstrikerState } from '../../src/rules/voidstriker/state.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { confirmReady, dmAnswer, messageText, resolved } from './discord-play.ts';

describe('a Voidstriker summary names what damaged a ship', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ctx: GameContext;
  let ana: APIUser;
  let ben: APIUser;
  let gameId: number;
  let channelId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'terrain-cause-secret' });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    channelId = fake.createTextChannel('rocks');
    gameId = expectOk(createGame(ctx, { guildId: fake.guildId, channelId, threadId: channelId, system: 'voidstriker', scenario: 'skirmish', stepLengthMs: 86_400_000, gmUserId: ana.id })).id;
    expectOk(joinGame(ctx, gameId, { id: ana.id, name: 'Ana' }, 'A'));
    expectOk(joinGame(ctx, gameId, { id: ben.id, name: 'Ben' }, 'B'));
    expectOk(setFleet(ctx, gameId, ana.id, { ships: [{ class: 'unsn-destroyer-escort-3000', name: 'Alpha' }] }));
    expectOk(setFleet(ctx, gameId, ben.id, { ships: [{ class: 'arab-destroyer-3500', name: 'Bravo' }] }));
    expectOk(startGame(ctx, gameId, ana.id));
    const state = currentSnapshot(ctx.db, gameId)?.state as VoidstrikerState;
    const crafted: VoidstrikerState = {
      ...state,
      ships: state.ships.map((s) =>
        s.name === 'Alpha'
          ? { ...s, position: { x: 10, y: 24 }, vectorCounter: { x: 18, y: 24 }, heading: 90, drift: { speed: 8, direction: { x: 1, y: 0 } } }
          : { ...s, position: { x: 60, y: 80 }, vectorCounter: { x: 60, y: 80 }, heading: 270, drift: { speed: 0, direction: { x: 0, y: 0 } } },
      ),
      asteroids: [{ id: 'Rocks', polygon: [{ x: 11, y: 22 }, { x: 13, y: 22 }, { x: 13, y: 26 }, { x: 11, y: 26 }] }],
    };
    ctx.db.update(snapshots).set({ state: crafted }).where(and(eq(snapshots.gameId, gameId), isNull(snapshots.stepId))).run();
  });

  afterAll(async () => {
    await running.stop();
  });

  const dm = (user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> => dmAnswer(fake, user, text, wanted);

  test('Alpha drifts into the Rocks: the post says the damage came from an asteroid collision there', async () => {
    const step = openStepOf(ctx.db, gameId);
    expect(step).toBeDefined();
    await dm(ana, `#${gameId} Alpha: move 0|0|0|0`, /your draft/);
    await dm(ben, `#${gameId} Bravo: move 0|0|0|0`, /your draft/);
    // Ready asks first when a ship is left to drift (ready-check.ts): confirmed, as a player would.
    for (const user of [ana, ben]) {
      const answer = await dm(user, 'ready', /^Ready|not locked in yet/m);
      if (/not locked in yet/.test(answer.content)) await confirmReady(fake, user, answer, { dm: true });
    }
    const post = await resolved(fake, channelId, step?.title ?? '');
    expect(messageText(post)).toMatch(/^Alpha(: .+ · | [a-z]+ )by an asteroid collision in Rocks$/m);
  });
});
