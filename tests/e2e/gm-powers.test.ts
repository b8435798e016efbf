// Who holds GM powers (issue 15, item 6), through the real discord.js client and the fake Discord: the game's
// creator, co-GMs they name with /gm add, and a Manage Server member who claims powers in a game where they hold
// no seat. Destructive actions ask for confirmation first; an ended game refuses everything but /history and /verify.
// Each test plays its own game in its own channel, so one failing does not hide another.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameById, openStepOf, seatsOf } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { createGame, joinGame, setFleet, startGame } from '../../src/game/game-lifecycle.ts';
import { endGame } from '../../src/game/gm-seats.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { MEMBER_PERMISSIONS } from '../../src/local/discord/state.ts';
import { type FakeDiscord } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';

const MANAGE_GUILD = 1n << 5n;
const ENDED = 'This game is over: /history shows how it went, and /verify checks its dice.';

describe('GM powers', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let ana: APIUser;
  let ben: APIUser;
  let cy: APIUser;
  let mo: APIUser;
  let sid: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-gm-powers' });
    ({ fake, ctx } = running);
    const moderator = (BigInt(MEMBER_PERMISSIONS) | MANAGE_GUILD).toString();
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    cy = fake.createUser({ username: 'cy', globalName: 'Cy' });
    mo = fake.createUser({ username: 'mo', globalName: 'Mo', permissions: moderator });
    sid = fake.createUser({ username: 'sid', globalName: 'Sid', permissions: moderator });
  });

  afterAll(async () => {
    await running.stop();
  });

  /** A started Starmada game in a channel of its own: Ana (its creator) on side A, `opponent` on side B. */
  function gameIn(name: string, opponent: APIUser): { gameId: number; channelId: string } {
    const channelId = fake.createTextChannel(name);
    const game = expectOk(
      createGame(ctx, { guildId: fake.guildId, channelId, threadId: channelId, system: 'starmada', scenario: 'standard/small', options: { alternateArcs: true }, stepLengthMs: 86_400_000, gmUserId: ana.id }),
    );
    expectOk(joinGame(ctx, game.id, { id: ana.id, name: 'Ana' }, 'A'));
    expectOk(joinGame(ctx, game.id, { id: opponent.id, name: opponent.global_name ?? opponent.username }, 'B'));
    expectOk(setFleet(ctx, game.id, ana.id, { ships: [{ class: 'Majestic' }] }));
    expectOk(setFleet(ctx, game.id, opponent.id, { ships: [{ class: 'Tempest' }] }));
    expectOk(startGame(ctx, game.id, ana.id));
    return { gameId: game.id, channelId };
  }

  /** Both players deploy and are ready: Deployment resolves and Turn 1 opens. */
  function deploy(gameId: number, opponent: APIUser): void {
    expectOk(submit(ctx, gameId, ana.id, { text: 'Majestic 0409 NE' }));
    expectOk(setSeatReady(ctx, gameId, ana.id));
    expectOk(submit(ctx, gameId, opponent.id, { text: 'Tempest 2909 SW' }));
    expectOk(setSeatReady(ctx, gameId, opponent.id));
  }

  const gmCommand = async (user: APIUser, channelId: string, subcommand: string, options: Record<string, string | APIUser> = {}) => {
    const cmd = await fake.sendCommand({ user, name: 'gm', subcommand, options, channelId });
    await cmd.waitForResponse();
    return cmd;
  };

  /** The custom ids of a message's buttons, by label. */
  const buttons = (message: APIMessage | undefined): Record<string, string> => {
    const rows = (message?.components ?? []) as { components?: { label?: string; custom_id?: string }[] }[];
    return Object.fromEntries(rows.flatMap((row) => row.components ?? []).flatMap((c) => (c.label && c.custom_id ? [[c.label, c.custom_id]] : [])));
  };

  const posted = (channelId: string, content: string) => fake.messages(channelId).some((m) => m.content === content);

  test('a Manage Server member who holds a seat is refused /gm rollback', async () => {
    const { gameId, channelId } = gameIn('gm-seated-moderator', mo);
    deploy(gameId, mo);
    const refused = await gmCommand(mo, channelId, 'rollback', { step: 'deploy' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe('You hold a seat in this game, so Manage Server gives you no GM powers here. Only Ana and the co-GMs they name can use /gm.');
    expect(openStepOf(ctx.db, gameId)?.key).toBe('t1/orders');
    expect(fake.violations).toEqual([]);
  });

  test('a seatless moderator must claim first; /gm claim is posted in the thread, and then /gm works for them', async () => {
    const { gameId, channelId } = gameIn('gm-claim', ben);
    const before = await gmCommand(sid, channelId, 'pause');
    expect(before.ephemeral).toBe(true);
    expect(before.content).toBe('Only Ana and the co-GMs they name can use /gm. You have Manage Server and no seat here: /gm claim takes GM powers in this game, in public.');
    expect(gameById(ctx.db, gameId)?.status).toBe('active');

    const player = await gmCommand(ben, channelId, 'claim');
    expect(player.ephemeral).toBe(true);
    expect(player.content).toBe('Only members with Manage Server can claim GM powers; ask Ana to add you with /gm add.');

    const claimed = await gmCommand(sid, channelId, 'claim');
    expect(claimed.ephemeral).toBe(false);
    expect(claimed.content).toBe('Sid claimed GM powers in this game (Manage Server; no seat here).');
    expect(posted(channelId, 'Sid claimed GM powers in this game (Manage Server; no seat here).')).toBe(true);

    const paused = await gmCommand(sid, channelId, 'pause');
    expect(paused.ephemeral).toBe(false);
    expect(paused.content).toBe('Sid paused the game. Deadlines wait until /gm resume.');
    expect(gameById(ctx.db, gameId)?.status).toBe('paused');
    expect(fake.violations).toEqual([]);
  });

  test('/gm add names a co-GM, who can then pause; a player who is not a GM cannot add one', async () => {
    const { gameId, channelId } = gameIn('gm-add', ben);
    const notGm = await gmCommand(ben, channelId, 'add', { user: cy });
    expect(notGm.ephemeral).toBe(true);
    expect(notGm.content).toBe('Only Ana and the co-GMs they name can use /gm.');

    const added = await gmCommand(ana, channelId, 'add', { user: cy });
    expect(added.ephemeral).toBe(false);
    expect(added.content).toBe('Ana named Cy a co-GM of this game.');

    const paused = await gmCommand(cy, channelId, 'pause');
    expect(paused.ephemeral).toBe(false);
    expect(paused.content).toBe('Cy paused the game. Deadlines wait until /gm resume.');
    expect(gameById(ctx.db, gameId)?.status).toBe('paused');
    expect(fake.violations).toEqual([]);
  });

  test('/gm end asks first; Cancel changes nothing, a stale Confirm is refused, and Confirm ends the game and names who did it', async () => {
    const { gameId, channelId } = gameIn('gm-end', ben);
    const asked = await gmCommand(ana, channelId, 'end');
    expect(asked.ephemeral).toBe(true);
    expect(asked.content).toBe('End this game now, with no winner? The open step is dropped and nothing more can be played; /history and /verify still work.');
    const first = buttons(asked.message);
    expect(Object.keys(first)).toEqual(['Confirm', 'Cancel']);
    expect(gameById(ctx.db, gameId)?.status).toBe('active');

    const cancel = await fake.clickButton({ user: ana, customId: first['Cancel'] ?? '', channelId });
    await cancel.waitForResponse();
    expect(cancel.content).toBe('Cancelled: nothing changed.');
    expect(gameById(ctx.db, gameId)?.status).toBe('active');

    // Ben gets ready after Ana asked: the game moved on, so the question she answered is not the one she was asked.
    const stale = buttons((await gmCommand(ana, channelId, 'end')).message);
    expectOk(submit(ctx, gameId, ben.id, { text: 'Tempest 2909 SW' }));
    expectOk(setSeatReady(ctx, gameId, ben.id));
    const late = await fake.clickButton({ user: ana, customId: stale['Confirm'] ?? '', channelId });
    await late.waitForResponse();
    expect(late.content).toBe('The game changed since you asked; run /gm end again to see what it would do now.');
    expect(gameById(ctx.db, gameId)?.status).toBe('active');

    const fresh = buttons((await gmCommand(ana, channelId, 'end')).message);
    const confirm = await fake.clickButton({ user: ana, customId: fresh['Confirm'] ?? '', channelId });
    await confirm.waitFor((r) => r.kind === 'followup');
    expect(confirm.content).toBe('Done.');
    expect(confirm.followUps[0]?.content).toBe('Ana ended the game: no winner.');
    expect(posted(channelId, 'Ana ended the game: no winner.')).toBe(true);
    expect(gameById(ctx.db, gameId)).toMatchObject({ status: 'ended', outcome: { winner: null } });
    expect(fake.violations).toEqual([]);
  });

  test('after the end, /gm rollback, /gm substitute and /plot are refused with a pointer to /history and /verify', async () => {
    const { gameId, channelId } = gameIn('gm-ended', ben);
    deploy(gameId, ben);
    expectOk(endGame(ctx, gameId, ana.id));

    const rollback = await gmCommand(ana, channelId, 'rollback', { step: 'deploy' });
    expect(rollback.ephemeral).toBe(true);
    expect(rollback.content).toBe(ENDED);
    const substitute = await gmCommand(ana, channelId, 'substitute', { seat: 'B1', user: cy });
    expect(substitute.ephemeral).toBe(true);
    expect(substitute.content).toBe(ENDED);
    expect(gameById(ctx.db, gameId)?.status).toBe('ended');
    expect(seatsOf(ctx.db, gameId).map((s) => s.userId)).toEqual([ana.id, ben.id]);

    const plot = await fake.sendCommand({ user: ben, name: 'plot', options: { orders: 'Tempest 3' }, channelId });
    await plot.waitFor((r) => r.kind === 'edit');
    expect(plot.ephemeral).toBe(true);
    expect(plot.content).toBe(`That was not accepted. ${ENDED}`);
    expect(fake.violations).toEqual([]);
  });
});
