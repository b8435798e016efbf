// "hits on 6 then 2+" (issue 24 item 8) said so that a first player can read it: where Salvo writes a to-hit number
// past 6 (modifiers beyond a 6, Starmada 4.2 p.20 "Minimum/Maximum Rolls": a 6 is re-rolled and 5 added), it says
// the second number is the re-roll's, and /help says the whole rule. Through the real discord.js client against the
// local Discord: the Tempest's Linked Laser (4+) at long range, at the Majestic with Countermeasures taking evasive
// action (D.3), needs 7.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, dmAnswer, prompt, resolved, startedGame } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

describe('a to-hit number past 6 says what its second number is', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'to-hit-words-e2e' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  const dm = (user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> => dmAnswer(fake, user, text, wanted);

  test('the /fire targets offered for a to-hit of 7 say "6 then 2+ on the re-roll"', async () => {
    threadId = await startedGame(fake, [[ana, ['Majestic']], [ben, ['Tempest']]], { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs, evasiveAction' });
    // Found by trying: the two close to 12 hexes by turn 2, where the Majestic takes evasive action (D.3).
    await dm(ana, 'Majestic 0409 NE', /Majestic: 0409 facing NE/);
    await dm(ben, 'Tempest 2909 SW', /Tempest: 2909 facing SW/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    for (const [turn, order] of [
      [1, '4'],
      [2, 'Z/4'],
    ] as const) {
      await resolved(fake, threadId, turn === 1 ? 'Deployment' : `Turn ${turn - 1}: orders`);
      await dm(ana, `Majestic ${order}`, /Majestic: /);
      await dm(ben, 'Tempest 4', /Tempest: /);
      for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    }
    await prompt(fake, ben, 'Turn 2: fire');
    const ask = async (focused: string, options: Record<string, string>) => {
      const h = await fake.autocomplete({ user: ben, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
      await h.waitForResponse();
      return h.choices ?? [];
    };
    const ship = String((await ask('ship', {}))[0]?.value);
    const laser = (await ask('weapon', { ship })).find((w) => String(w.name).startsWith('Linked Laser'));
    // Linked Laser 4+ at long range (−1), at a ship with Countermeasures (−1) taking evasive action (−1): 7.
    const targets = (await ask('target', { ship, weapon: String(laser?.value) })).map((t) => String(t.name));
    expect(targets).toEqual(['Majestic · range 12 · long · hits on 6 then 2+ on the re-roll']);
  });

  test('/help system:starmada says the rule behind it', async () => {
    const help = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'help', options: { system: 'starmada' } }));
    expect(help.content).toContain('To hit past 6: `hits on 6 then 2+ on the re-roll` = roll a 6, re-roll it, need 2+ (4.2, p.20).');
  });
});
