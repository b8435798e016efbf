// /map through the real discord.js client and the fake Discord, on the bot's own database file.
import type { APIUser } from 'discord.js';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { map } from '../../src/commands/map.ts';
import type { GameContext } from '../../src/game/context.ts';
import { startGame } from '../../src/game/game-lifecycle.ts';
import { setSeatReady, submit } from '../../src/game/step-cycle.ts';
import { type FakeDiscord, type InteractionHandle } from '../harness/fake-discord.ts';
import { expectOk } from '../game/service-fixture.ts';
import { seatDuel } from './seated-duel.ts';

/** PNG width and height from the IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('/map', () => {
  let fake: FakeDiscord;
  let running: BotInProcess;
  let ctx: GameContext;
  let gameId: number;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-secret', commands: [map] });
    ({ fake, ctx } = running);
    ana = fake.createUser({ username: 'ana' });
    ben = fake.createUser({ username: 'ben' });
    gameId = seatDuel(ctx, fake, ana, ben);
  });

  afterAll(async () => {
    await running.stop();
  });

  /** Sends /map in the game's thread and waits for the deferred reply to be filled in. */
  async function mapCommand(user: APIUser, options: Record<string, string | boolean>): Promise<InteractionHandle> {
    const cmd = await fake.sendCommand({ user, name: 'map', options, channelId: fake.channelId });
    await cmd.waitFor((r) => r.kind === 'edit');
    expect(cmd.ephemeral).toBe(true);
    return cmd;
  }

  test('outside a thread it says where to run it; before the game starts it says there is no map yet', async () => {
    const elsewhere = await fake.sendCommand({ user: ana, name: 'map', options: {}, dm: true });
    await elsewhere.waitForResponse();
    expect(elsewhere.ephemeral).toBe(true);
    expect(elsewhere.content).toBe("Run /map in a game's thread.");

    const early = await mapCommand(ana, {});
    expect(early.content).toBe('The game has not started, so there is no map yet; the GM starts it with /game start.');
    expect(early.files).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  test('after deployment: the whole map, or centred on a ship, as a PNG only the player sees', async () => {
    expectOk(startGame(ctx, gameId, ana.id));
    expectOk(submit(ctx, gameId, ben.id, { text: 'Tempest 2909 SW' }));
    expectOk(setSeatReady(ctx, gameId, ben.id));
    expectOk(submit(ctx, gameId, ana.id, { text: 'Majestic 0409 NE' }));
    expectOk(setSeatReady(ctx, gameId, ana.id));

    const whole = await mapCommand(ben, {});
    expect(whole.content?.split('\n')).toHaveLength(1);
    expect(whole.content).toMatch(/^\*\*Starmada Unity · standard\/small · .*Turn 1.*\*\*$/);
    const [wholeFile] = whole.files;
    expect(wholeFile?.name).toBe('map.png');
    const wholeSize = pngSize(wholeFile?.data as Buffer);

    const centred = await mapCommand(ben, { ship: 'maj' });
    expect(centred.content).toMatch(/ · centred on Majestic\*\*$/);
    const [centredFile] = centred.files;
    const centredSize = pngSize(centredFile?.data as Buffer);
    // The ships are 25 hexes apart, so the whole map is wide; centred on one ship the view is 4:3.
    expect(wholeSize.width / wholeSize.height).toBeGreaterThan(centredSize.width / centredSize.height);
    // Ephemeral only: nothing with a map.png went into the thread (the public posts there are the step posts).
    expect(fake.messages(fake.channelId).flatMap((m) => m.attachments.map((a) => a.filename))).not.toContain('map.png');
    expect(fake.violations).toEqual([]);
  });

  test("arcs:true draws the ship's arcs and names them", async () => {
    // Needs `arcs: starmadaArcs` in the Starmada rule system (src/rules/starmada/system.ts).
    const arcs = await mapCommand(ana, { ship: 'Majestic', arcs: true });
    const lines = arcs.content?.split('\n') ?? [];
    expect(lines[0]).toMatch(/ · centred on Majestic\*\*$/);
    expect(lines[1]).toBe("Majestic's arcs (lines mark where each range band ends; numbers are hexes): Fusion Torpedo 5-10-15 · Lightning Turret 4-8-12 · Laser Cannon 3-6-9");
    expect(pngSize(arcs.files[0]?.data as Buffer).width).toBeGreaterThan(500);
    expect(fake.violations).toEqual([]);
  });

  test('autocomplete offers the ships on the board; bad input gets a clear, private answer', async () => {
    const box = await fake.autocomplete({ user: ben, name: 'map', options: { ship: 'tem' }, focused: { name: 'ship', value: 'tem' }, channelId: fake.channelId });
    await box.waitForResponse();
    expect(box.choices).toEqual([{ name: 'Tempest', value: 'Tempest' }]);

    const unknown = await mapCommand(ben, { ship: 'Nimitz' });
    expect(unknown.content).toBe('There is no ship "Nimitz" on the board; ships are Majestic, Tempest.');
    expect(unknown.files).toEqual([]);

    const noShip = await mapCommand(ben, { arcs: true });
    expect(noShip.content).toBe('Name the ship whose arcs you want, e.g. /map ship:Majestic arcs:true.');
    expect(fake.violations).toEqual([]);
  });
});
