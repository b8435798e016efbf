// /mine and /verify through the real discord.js client and the fake Discord, on the bot's own database file.
import type { APIUser } from 'discord.js';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GameContext } from '../../src/game/context.ts';
import { startGame } from '../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { type FakeDiscord } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { seatDuel } from './seated-duel.ts';

describe('/mine, /verify and /status', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let gameId: number;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-secret' });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana' });
    ben = fake.createUser({ username: 'ben' });
    gameId = seatDuel(ctx, fake, ana, ben);
    expectOk(startGame(ctx, gameId, ana.id));
  });

  afterAll(async () => {
    await running.stop();
  });

  test('/mine lists the open step with a relative deadline, privately, until the player is ready', async () => {
    const first = await fake.sendCommand({ user: ben, name: 'mine', options: [] });
    await first.waitForResponse();
    expect(first.ephemeral).toBe(true);
    expect(first.content).toMatch(new RegExp(`^You still owe:\\n• \\*\\*Starmada Unity · standard/small\\*\\* \\(game ${gameId}\\): Deployment · due <t:\\d+:R>$`));
    expectOk(submit(ctx, gameId, ben.id, { text: 'Tempest 2909 SW' }));
    expectOk(setSeatReady(ctx, gameId, ben.id));
    const second = await fake.sendCommand({ user: ben, name: 'mine', options: [] });
    await second.waitForResponse();
    expect(second.content).toBe('You owe nothing right now.');
  });

  test('/verify in the game thread checks a resolved step; elsewhere it says where to run it', async () => {
    expectOk(submit(ctx, gameId, ana.id, { text: 'Majestic 0409 NE' }));
    expectOk(setSeatReady(ctx, gameId, ana.id));
    const checked = await fake.sendCommand({ user: ana, name: 'verify', options: { step: 'deploy' }, channelId: fake.channelId });
    await checked.waitForResponse();
    expect(checked.content?.split('\n')[0]).toBe('**deploy**: every die checks out.');
    expect(checked.content).toContain('✔ the revealed seed matches the hash posted when the step opened');

    const open = await fake.sendCommand({ user: ana, name: 'verify', options: { step: 't1/orders' }, channelId: fake.channelId });
    await open.waitForResponse();
    expect(open.content).toBe('Step t1/orders has not resolved yet, so its seed is still secret.');

    const elsewhere = await fake.sendCommand({ user: ana, name: 'verify', options: { step: 'deploy' }, dm: true });
    await elsewhere.waitForResponse();
    expect(elsewhere.content).toBe("Run /verify in a game's thread.");
    expect(fake.violations).toEqual([]);
  });

  test('/status shows a ship card as a PNG with its text beside it; autocomplete offers the ships on the board', async () => {
    const box = await fake.autocomplete({ user: ben, name: 'status', options: { ship: 'maj' }, focused: { name: 'ship', value: 'maj' }, channelId: fake.channelId });
    await box.waitForResponse();
    expect(box.choices).toEqual([{ name: 'Majestic', value: 'Majestic' }]);

    const shown = await fake.sendCommand({ user: ben, name: 'status', options: { ship: 'Majestic' }, channelId: fake.channelId });
    await shown.waitFor((r) => r.kind === 'edit');
    expect(shown.ephemeral).toBe(true);
    expect(shown.content?.split('\n')[0]).toBe('Majestic · Majestic Battlecruiser (CR 185)');
    const [file] = shown.files;
    expect(file?.name).toBe('ship-card.png');
    expect(file?.data.subarray(1, 4).toString('ascii')).toBe('PNG');

    const unknown = await fake.sendCommand({ user: ben, name: 'status', options: { ship: 'Nimitz' }, channelId: fake.channelId });
    await unknown.waitForResponse();
    expect(unknown.content).toBe('There is no ship "Nimitz" on the board; ships are Majestic, Tempest.');
    expect(fake.violations).toEqual([]);
  });
});
