// Every reply fits Discord (issue 15, item 2): a /fleet import refusal far longer than 2,000 characters (designs
// pasted from a scan, every digit misread) used to end in "Something went wrong"; it now lists as many problems as
// fit, says how many more there are, and attaches all of them.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { MAJESTIC_DRAKE_P29 } from '../rules/starmada/ships/fixtures.ts';

/** The book's Majestic as a poor scan reads it: 1 → l, 0 → O, 5 → S, 8 → B. */
const scanned = (name: string): string =>
  MAJESTIC_DRAKE_P29.replace('MAJESTIC', name)
    .split('\n')
    .map((line) => (/^(Hull|Lightning|Laser|Fusion)/.test(line) ? line.replace(/1/g, 'l').replace(/0/g, 'O').replace(/5/g, 'S').replace(/8/g, 'B') : line))
    .join('\n');

describe('replies longer than Discord allows', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let threadId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'long-replies' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', step: '24h' } }));
    threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: buttonIds(lobby)[0] ?? '' }));
  });

  afterAll(async () => {
    await running.stop();
  });

  test('a /fleet import refusal of several scanned designs is fitted, counted and attached whole', async () => {
    const text = Array.from({ length: 6 }, (_, i) => scanned(`RAIDER${i + 1}`)).join('\n\n');
    const reply = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fleet', subcommand: 'import', options: { text } }));
    expect(reply.content).not.toMatch(/Something went wrong/);
    expect(reply.content?.length).toBeLessThanOrEqual(2000);
    expect(reply.content).toMatch(/^Nothing was imported:\n• /);
    expect(reply.content).toMatch(/\n… and \d+ more problems \(all of it in problems\.txt\)$/);
    expect(reply.files.map((f) => f.name)).toEqual(['problems.txt']);
    const whole = reply.files[0]?.data.toString('utf8') ?? '';
    // Every problem is in the file: each scanned design is refused, and the text is what did not fit.
    expect(whole.length).toBeGreaterThan(2000);
    expect(whole.split('\n').filter((line) => line.startsWith('• ')).length).toBeGreaterThan(reply.content?.split('\n').filter((line) => line.startsWith('• ')).length ?? 0);
    console.log(`long reply: ${whole.length} characters in full, ${reply.content?.length ?? 0} shown`);
    expect(fake.violations).toEqual([]);
  });
});
