// /gm through the real discord.js client and the fake Discord: who may use it, each subcommand's public answer
// (destructive ones after a private confirmation), refusals in private, and autocomplete; plus the duration parser.
// The GM model itself is tested in tests/game/gm-powers.test.ts and tests/e2e/gm-powers.test.ts.
import type { APIMessage, APIUser } from 'discord.js';
import { startBotInProcess, type BotInProcess } from '../e2e/bot-in-process.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gm } from '../../src/commands/gm.ts';
import { help } from '../../src/commands/help.ts';
import { history } from '../../src/commands/history.ts';
import { parseDuration } from '../../src/commands/parse-duration.ts';
import { gameById, openStepOf, seatsOf } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { GAME_OVER_TEXT } from '../../src/game/game-over.ts';
import { startGame } from '../../src/game/game-lifecycle.ts';
import { submit } from '../../src/game/step-cycle.ts';
import { type FakeDiscord } from '../harness/fake-discord.ts';
import { waitUntil } from '../e2e/discord-play.ts';
import { MEMBER_PERMISSIONS } from '../../src/local/discord/state.ts';
import { expectOk } from '../game/service-fixture.ts';
import { seatDuel } from '../e2e/seated-duel.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MANAGE_GUILD = 1n << 5n;

describe('parseDuration', () => {
  test.each([
    ['90m', 90 * MINUTE],
    ['12h', 12 * HOUR],
    ['2d', 48 * HOUR],
    ['1d12h', 36 * HOUR],
    ['2h 30m', 150 * MINUTE],
    [' 12H ', 12 * HOUR],
  ])('%s is %d ms', (text, ms) => {
    expect(parseDuration(text)).toEqual({ ok: true, value: ms });
  });

  test.each([
    ['12', 'is not a duration'],
    ['12x', 'is not a duration'],
    ['h12', 'is not a duration'],
    ['twelve hours', 'is not a duration'],
    ['1.5h', 'is not a duration'],
    ['-2h', 'is not a duration'],
    ['', 'is not a duration'],
    ['30m2h', 'repeats a unit or puts a smaller one first'],
    ['2h2h', 'repeats a unit or puts a smaller one first'],
    ['0h', 'is no time at all'],
  ])('"%s" is refused: %s', (text, why) => {
    const r = parseDuration(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.message)).toEqual([`"${text.trim()}" ${why}: write a number and a unit, such as 90m, 12h, 2d or 1d12h.`]);
  });
});

describe('/gm through the fake Discord', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let gameId: number;
  let ana: APIUser;
  let ben: APIUser;
  let cleo: APIUser;
  let mo: APIUser;
  let dora: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-gm-secret', commands: [gm, history, help] });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    cleo = fake.createUser({ username: 'cleo', globalName: 'Cleo' });
    mo = fake.createUser({ username: 'mo', globalName: 'Mo', permissions: (BigInt(MEMBER_PERMISSIONS) | MANAGE_GUILD).toString() });
    dora = fake.createUser({ username: 'dora', globalName: 'Dora' });
    gameId = seatDuel(ctx, fake, ana, ben);
    expectOk(startGame(ctx, gameId, ana.id));
  });

  afterAll(async () => {
    await running.stop();
  });

  const gmCommand = async (user: APIUser, subcommand: string, options: Record<string, string | APIUser> = {}, where: { dm?: boolean } = {}) => {
    const cmd = await fake.sendCommand({ user, name: 'gm', subcommand, options, ...(where.dm ? { dm: true } : { channelId: fake.channelId }) });
    await cmd.waitForResponse();
    return cmd;
  };

  /** Runs a destructive subcommand, checks it asks first, confirms, and returns the public line in the thread. */
  const confirmed = async (user: APIUser, subcommand: string, options: Record<string, string | APIUser> = {}) => {
    const asked = await gmCommand(user, subcommand, options);
    expect(asked.ephemeral).toBe(true);
    // The question as asked: the click below turns the same message into "Done.".
    const question = asked.content;
    const rows = (asked.message?.components ?? []) as { components?: { label?: string; custom_id?: string }[] }[];
    const confirm = rows.flatMap((r) => r.components ?? []).find((c) => c.label === 'Confirm')?.custom_id;
    expect(confirm, `no Confirm button on: ${asked.content ?? ''}`).toBeDefined();
    const click = await fake.clickButton({ user, customId: confirm ?? '', channelId: fake.channelId });
    await click.waitFor((r) => r.kind === 'followup');
    const line: APIMessage | undefined = click.followUps[0];
    expect(line?.flags ?? 0).toBe(0);
    expect(asked.content).toBe('Done.');
    return { question, line: line?.content };
  };

  test('players and bystanders are refused privately, naming the GM; outside a game thread it says where to run it', async () => {
    for (const user of [ben, dora]) {
      const refused = await gmCommand(user, 'pause');
      expect(refused.ephemeral).toBe(true);
      expect(refused.content).toBe('Only Ana and the co-GMs they name can use /gm.');
    }
    expect(gameById(ctx.db, gameId)?.status).toBe('active');
    const dm = await gmCommand(ana, 'pause', {}, { dm: true });
    expect(dm.content).toBe("Run /gm in a game's thread.");
    expect(fake.violations).toEqual([]);
  });

  test('extend: garbage gets a private example; a duration moves the deadline and is announced in the thread', async () => {
    const garbage = await gmCommand(ana, 'extend', { duration: '12x' });
    expect(garbage.ephemeral).toBe(true);
    expect(garbage.content).toBe('"12x" is not a duration: write a number and a unit, such as 90m, 12h, 2d or 1d12h.');

    const before = openStepOf(ctx.db, gameId)?.deadlineAt?.getTime() ?? NaN;
    const extended = await gmCommand(ana, 'extend', { duration: '12h' });
    expect(extended.ephemeral).toBe(false);
    const after = openStepOf(ctx.db, gameId)?.deadlineAt?.getTime() ?? NaN;
    expect(after - before).toBe(12 * HOUR);
    expect(extended.content).toBe(`Ana extended Deployment by 12 hours; due <t:${Math.floor(after / 1000)}:R>.`);
    expect(fake.violations).toEqual([]);
  });

  test('a member with Manage Server who holds no seat may claim GM powers, then pause and resume', async () => {
    const claimed = await gmCommand(mo, 'claim');
    expect(claimed.ephemeral).toBe(false);
    expect(claimed.content).toBe('Mo claimed GM powers in this game (Manage Server; no seat here).');
    const paused = await gmCommand(mo, 'pause');
    expect(paused.ephemeral).toBe(false);
    expect(paused.content).toBe('Mo paused the game. Deadlines wait until /gm resume.');
    expect(gameById(ctx.db, gameId)?.status).toBe('paused');

    const again = await gmCommand(ana, 'pause');
    expect(again.ephemeral).toBe(true);
    expect(again.content).toBe('The game is already paused.');

    const resumed = await gmCommand(mo, 'resume');
    const deadline = openStepOf(ctx.db, gameId)?.deadlineAt?.getTime() ?? NaN;
    expect(resumed.content).toMatch(/^Mo resumed the game after (less than a minute|1 minute)\. Deployment is due <t:\d+:R>\.$/);
    expect(resumed.content).toContain(`<t:${Math.floor(deadline / 1000)}:R>`);
    expect(gameById(ctx.db, gameId)?.status).toBe('active');
    expect(fake.violations).toEqual([]);
  });

  test('kick opens the seat; seat autocomplete shows it open; substitute seats a new player', async () => {
    const kicked = await confirmed(ana, 'kick', { user: ben });
    expect(kicked.question).toBe("Take Ben out of seat B1 (side B)? The seat stays open: its ships get the rules' default at each deadline until a GM seats someone with /gm substitute.");
    expect(kicked.line).toBe('Ana removed Ben from seat B1; the seat is open (/gm substitute seat:B1 fills it).');

    const box = await fake.autocomplete({ user: ana, name: 'gm', subcommand: 'substitute', options: { seat: 'b' }, focused: { name: 'seat', value: 'b' }, channelId: fake.channelId });
    await box.waitForResponse();
    expect(box.choices).toEqual([{ name: 'B1 · open · side B', value: 'B1' }]);

    const seated = await gmCommand(ana, 'substitute', { seat: 'B1', user: cleo });
    expect(seated.content).toBe('Ana seated Cleo in seat B1.');
    expect(seatsOf(ctx.db, gameId).find((s) => s.seatKey === 'B1')).toMatchObject({ userId: cleo.id, playerName: 'Cleo' });

    const twice = await gmCommand(ana, 'substitute', { seat: 'A1', user: cleo });
    expect(twice.ephemeral).toBe(true);
    expect(twice.content).toBe('Cleo already has a seat in this game.');
    expect(fake.violations).toEqual([]);
  });

  test('force resolves the open step; rollback autocomplete lists resolved steps, and rollback reopens one', async () => {
    expectOk(submit(ctx, gameId, ana.id, { text: 'Majestic 0409 NE' }));
    const forced = await confirmed(ana, 'force');
    expect(forced.question).toBe('Resolve Deployment now? Orders sent so far stand as they are. Cleo sent nothing, so the rules decide for them.');
    expect(forced.line).toBe('Ana forced Deployment to resolve now. Turn 1: orders is open.');

    const box = await fake.autocomplete({ user: ana, name: 'gm', subcommand: 'rollback', options: { step: '' }, focused: { name: 'step', value: '' }, channelId: fake.channelId });
    await box.waitForResponse();
    expect(box.choices).toEqual([{ name: 'deploy · Deployment', value: 'deploy' }]);

    const unknown = await gmCommand(ana, 'rollback', { step: 't9/fire' });
    expect(unknown.ephemeral).toBe(true);
    expect(unknown.content).toBe('There is no step t9/fire to roll back to; recent steps are deploy, t1/orders.');

    const rolled = await confirmed(ana, 'rollback', { step: 'deploy' });
    expect(rolled.question).toBe('Roll the game back to Deployment? It opens again with fresh dice and its orders are sent again. The step after it stays in the history as void.');
    expect(rolled.line).toBe('Ana rolled the game back to Deployment: it is open again with fresh dice; later steps stay in the history as void.');
    expect(openStepOf(ctx.db, gameId)?.key).toBe('deploy');
    expect(fake.violations).toEqual([]);
  });

  test('end finishes the game with no winner and a note in the thread; later /gm use is refused', async () => {
    const ended = await confirmed(ana, 'end');
    expect(ended.line).toBe('Ana ended the game: no winner.');
    expect(gameById(ctx.db, gameId)).toMatchObject({ status: 'ended', outcome: { winner: null } });

    const late = await gmCommand(mo, 'extend', { duration: '1h' });
    expect(late.ephemeral).toBe(true);
    expect(late.content).toBe(GAME_OVER_TEXT);

    // The outbox note reaches the thread once the dispatcher runs.
    await waitUntil('the game-over note in the thread', () => fake.messages(fake.channelId).some((m) => m.content.startsWith('**Game over.** The GM ended the game: no winner. The score when it ended')));
    expect(fake.violations).toEqual([]);
  });
});
