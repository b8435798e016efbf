// A longer design name never destroys a fleet (issue 24, trap 4), through the real discord.js client and the local
// Discord: `/fleet import` of a design whose class name has 60 characters (the longest a design may have), twice,
// so the second ship takes the class name with its number; the fleet lists both ships, the lobby shows no damage,
// and the game starts with them.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeDrake } from '../../src/rules/starmada/ships/drake.ts';
import { findShipClass } from '../../src/rules/starmada/ships/library/index.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, seatedLobby } from './discord-play.ts';

describe('a design with the longest class name a design may have', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId = '';
  const longClass = 'Farreach Heavy Strike Carrier Of The Outer Marches'.padEnd(60, 's');
  const command = (user: APIUser, name: string, subcommand: string, options: Record<string, string> = {}) => answered(fake.sendCommand({ user, name, subcommand, options, channelId: threadId }));

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'e2e-long-names' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  test('imported twice: the fleet keeps both ships, lists them and the game starts', async () => {
    expect(longClass).toHaveLength(60);
    threadId = await seatedLobby(fake, [ana, ben], { system: 'starmada', scenario: 'standard/medium', options: 'alternateArcs' });

    const majestic = findShipClass('Majestic');
    if (!majestic) throw new Error('no Majestic in the library');
    const design = makeDrake({ ...majestic, className: longClass });
    const first = await command(ana, 'fleet', 'import', { text: design });
    expect(first.content?.split('\n')[0]).toBe(`Imported ${longClass}.`);
    const second = await command(ana, 'fleet', 'import', { text: design });
    expect(second.content?.split('\n')[0]).toBe(`Imported ${longClass} 2.`);

    const listed = await command(ana, 'fleet', 'list');
    expect(listed.content).not.toMatch(/damaged/);
    expect(listed.content?.split('\n').slice(0, 3)).toEqual([`${longClass} · ${longClass}-class battlecruiser · CR 185`, `${longClass} 2 · ${longClass}-class battlecruiser · CR 185`, 'Your fleet: 370 / 1000 CR']);

    await command(ben, 'fleet', 'add', { ship: 'Vigilant' });
    const started = await command(ana, 'game', 'start');
    expect(started.content).toMatch(/^\*\*Game 1 has started\.\*\*/);
    expect(fake.violations).toEqual([]);
  });
});
