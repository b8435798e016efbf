// /replay and the replay posted at game over, through the real discord.js client and the fake Discord.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replay } from '../../src/commands/replay.ts';
import { enqueue, gameById, outboxByKey } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { concede } from '../../src/game/gm-controls.ts';
import { startGame } from '../../src/game/game-lifecycle.ts';
import { queueReplayPost, REPLAY_POST_TEXT } from '../../src/game/posts/replay-post.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { type FakeDiscord, type InteractionHandle } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { readGif } from '../render/replay/gif-reader.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { waitUntil } from './discord-play.ts';
import { seatDuel } from './seated-duel.ts';

describe('/replay', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let gameId: number;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-secret', commands: [replay] });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana' });
    ben = fake.createUser({ username: 'ben' });
    gameId = seatDuel(ctx, fake, ana, ben);
  });

  afterAll(async () => {
    await running.stop();
  });

  async function replayCommand(user: APIUser, options: Record<string, number> = {}): Promise<InteractionHandle> {
    const cmd = await fake.sendCommand({ user, name: 'replay', options, channelId: fake.channelId });
    const first = await cmd.waitForResponse();
    // Deferred (type 5) while the replay is drawn, then the reply is edited in.
    if (first.type === 5) await cmd.waitFor((r) => r.kind === 'edit', 120_000);
    expect(cmd.ephemeral).toBe(true);
    return cmd;
  }

  test('before anything resolved it says so; an unknown game is not found', async () => {
    expectOk(startGame(ctx, gameId, ana.id));
    const early = await replayCommand(ben);
    expect(early.content).toBe('Nothing has happened in this game yet, so there is no replay; it begins once the first step resolves.');
    expect(early.files).toEqual([]);
    const unknown = await replayCommand(ben, { game: 999 });
    expect(unknown.content).toBe('There is no game 999 here.');
    expect(fake.violations).toEqual([]);
  });

  test('after deployment: an animated GIF of the battle, only to the player who asked', async () => {
    expectOk(submit(ctx, gameId, ben.id, { text: 'Tempest 2909 SW' }));
    expectOk(setSeatReady(ctx, gameId, ben.id));
    expectOk(submit(ctx, gameId, ana.id, { text: 'Majestic 0409 NE' }));
    expectOk(setSeatReady(ctx, gameId, ana.id));
    const cmd = await replayCommand(ben);
    expect(cmd.content).toMatch(new RegExp(`^\\*\\*Game ${gameId} · Starmada Unity · standard/small\\*\\* · replay, 1 step · \\d+ s$`));
    const [file] = cmd.files;
    expect(file?.name).toBe(`game-${gameId}-replay.gif`);
    expect(file?.contentType).toBe('image/gif');
    const gif = readGif(file?.data as Buffer);
    expect(gif.frames.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(gif.width, gif.height)).toBe(640);
    expect(fake.violations).toEqual([]);
  }, 120_000);

  test('at game over the thread gets the replay once, drawn from the outbox reference', async () => {
    const version = gameById(ctx.db, gameId)?.version ?? 0;
    expectOk(concede(ctx, gameId, ben.id));
    const key = `g${gameId}/over/${version}/replay`;
    expect(outboxByKey(ctx.db, key)?.payload).toEqual({ content: REPLAY_POST_TEXT, files: [{ name: `game-${gameId}-replay.gif`, replay: { gameId } }] });
    const posted = () => fake.messages(fake.channelId).filter((m) => m.content === REPLAY_POST_TEXT);
    await waitUntil('the replay post', () => posted().length === 1, 120_000);
    const [message] = posted();
    expect(message?.attachments.map((a) => [a.filename, a.content_type])).toEqual([[`game-${gameId}-replay.gif`, 'image/gif']]);
    const data = fake.files.get(message?.attachments[0]?.id ?? '')?.data;
    expect(readGif(data as Buffer).frames.length).toBeGreaterThanOrEqual(1);

    // Queued again (a retried transaction): the key keeps it to one; a later post proves the queue has moved on.
    queueReplayPost(ctx.db, { ...(gameById(ctx.db, gameId) ?? expect.fail('game')), version });
    enqueue(ctx.db, { key: `g${gameId}/after-replay`, gameId, kind: 'channel', target: fake.channelId, payload: { content: 'after the replay' } });
    await waitUntil('the later post', () => fake.messages(fake.channelId).some((m) => m.content === 'after the replay'));
    expect(posted()).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  }, 180_000);
});
