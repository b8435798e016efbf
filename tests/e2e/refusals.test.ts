// Refusals a player can act on (issue 16 item 3), through Discord only: the real discord.js client against the local
// Discord, one bot, three games (Starmada, Voidstriker, Metaverse), each with its own two players. Every problem at
// once in every notation; each names its unit and quotes the words; line numbers count the lines the player typed
// (a saved draft is merged before the rules read it); a bad facing is blamed on the facing; two orders for one unit
// in one message are refused with both quoted; and no internal id reaches a player.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, confirmReady, seatedLobby, startDuel, stepPostsFor, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectNoInternalIds } from './id-scan.ts';

/** The bulleted problems of a refusal ("• …" lines), or the one sentence of a refusal of one problem. */
const problemsOf = (content: string | undefined): string[] => {
  const text = content ?? '';
  const bullets = text.split('\n').filter((l) => l.startsWith('• ')).map((l) => l.slice(2));
  return bullets.length > 0 ? bullets : [text.replace(/^That was not accepted\. /, '')];
};

describe('refusals a player can act on, through Discord', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let cat: APIUser;
  let dan: APIUser;
  let eve: APIUser;
  let fay: APIUser;
  let duelThread: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'refusals-e2e' });
    fake = running.fake;
    [ana, ben, cat, dan, eve, fay] = ['ana', 'ben', 'cat', 'dan', 'eve', 'fay'].map((u) => fake.createUser({ username: u, globalName: u[0]?.toUpperCase() + u.slice(1) })) as [APIUser, APIUser, APIUser, APIUser, APIUser, APIUser];
  });

  afterAll(async () => {
    await running.stop();
  });

  /** `/plot orders:…` in a game thread; the ephemeral answer. */
  const plot = (user: APIUser, threadId: string, orders: string) => answered(fake.sendCommand({ user, channelId: threadId, name: 'plot', options: { orders } }));
  /** A DM to the bot, and its answer: the echo of the draft, or the refusal (not a prompt that happens to come). */
  async function dm(user: APIUser, text: string): Promise<string> {
    const before = fake.dmMessages(user.id).length;
    await fake.sendDirectMessage(user, text);
    // A refusal by DM comes under its game's heading (issue 16 item 6); the refusal itself is what is checked here.
    const body = (content: string): string => content.replace(/^Game \d+ · [^\n]*\n/, '');
    const answer = (content: string): boolean => body(content).startsWith('That was not accepted') || content.includes('· your draft:');
    const reply = await waitUntil(`the answer to ${user.username}'s DM`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.id !== user.id && answer(m.content)));
    return body(reply.content);
  }
  // Ready asks first when ships are left to their defaults (issue 16 item 2); these games confirm.
  const ready = async (user: APIUser, threadId: string) => {
    const asked = await answered(fake.sendCommand({ user, channelId: threadId, name: 'ready', options: {} }));
    return /not locked in yet/.test(asked.content ?? '') ? confirmReady(fake, user, asked.message, { channelId: threadId }) : asked;
  };
  const opened = (threadId: string, title: string) => waitUntil(`the step ${title}`, () => stepPostsFor(fake, threadId, title)[0]);

  test('Starmada deployment (2.3 p.12): a bad facing is blamed on the facing, not on the ship\'s name', async () => {
    duelThread = await startDuel(fake, [ana, ben]);
    await opened(duelThread, 'Deployment');
    const refused = await dm(ana, 'Majestic 0409 XX');
    // Soft: the game goes on to the next tests whatever this refusal said.
    expect.soft(refused).toBe('That was not accepted. Majestic: “XX” is not a facing; use N, NE, SE, S, SW or NW.');
    expect.soft(refused).not.toMatch(/not one of your ships/);
    expect(await dm(ana, 'Majestic 0409 NE')).toContain('Majestic: 0409 facing NE');
    expect(await dm(ben, 'Tempest 2909 NW')).toContain('Tempest: 2909 facing NW');
    await ready(ana, duelThread);
    await ready(ben, duelThread);
  });

  test('Starmada orders with a saved draft: lines count what the player typed, a one-line message has none', async () => {
    await opened(duelThread, 'Turn 1: orders');
    expect((await plot(ana, duelThread, 'Majestic 4')).content).toContain('Majestic: 4(4)');
    // The good part is kept and the bad one named (issue 24 item 6).
    const one = await plot(ana, duelThread, 'Majestic 2; Bogus 3');
    expect.soft(one.content).toContain('Majestic: 2(2)');
    expect.soft(one.content).toContain('\n• “Bogus 3”: Start with one of your ships (Majestic), then its orders.');
    // A DM may hold several lines; /plot holds one (its ";" parts are not lines the player typed).
    expect.soft(await dm(ana, 'Majestic 2\nBogus 3')).toContain('\n• Line 2 · “Bogus 3”: Start with one of your ships (Majestic), then its orders.');
  });

  test('Starmada: two orders for one ship in one message are refused with both quoted, and the draft stays', async () => {
    const twice = await plot(ana, duelThread, 'Majestic 2; Majestic 3');
    expect.soft(twice.content).toBe('That was not accepted. Majestic has two orders in this message, “Majestic 2” and “Majestic 3”; keep one.');
    // Turn 1 as the duel plays it (duel.test.ts): 4 and 4, then 2P1 and 2P1 bring the ships into reach for turn 2's fire.
    expect((await plot(ana, duelThread, 'Majestic 4')).content).toContain('Majestic: 4(4)');
    expect((await plot(ben, duelThread, 'Tempest 4')).content).toContain('Tempest: 4(4)');
    await ready(ana, duelThread);
    await ready(ben, duelThread);
    await opened(duelThread, 'Turn 2: orders');
    await plot(ana, duelThread, 'Majestic 2P1');
    await plot(ben, duelThread, 'Tempest 2P1');
    await ready(ana, duelThread);
    await ready(ben, duelThread);
  });

  test('Starmada fire (4.1 p.18–19): the line that reads is checked beside the line that does not, every problem at once', async () => {
    await opened(duelThread, 'Turn 2: fire');
    const problems = problemsOf(await dm(ana, 'Majestic: Laser Cannon x99 > Tempest\nMajestic: Bogus > Tempest'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Line 2: Majestic has no battery “Bogus”; it has /);
    expect(problems[1]).toMatch(/^Line 1 · .*“Laser Cannon x99 > Tempest”: /);
  });

  test('Voidstriker (§2.31): the refusal names the ship and quotes the split', async () => {
    const thread = await seatedLobby(fake, [cat, dan], { system: 'voidstriker', scenario: '6.1' });
    expect((await answered(fake.sendCommand({ user: cat, channelId: thread, name: 'game', subcommand: 'start', options: {} }))).content).toMatch(/start/i);
    await opened(thread, 'Round 1: plot');
    const refused = await plot(dan, thread, 'Heavy Cruiser: thrust 9/0/0 · move a3|a3|a3|a3');
    expect(refused.content).toBe('That was not accepted. Heavy Cruiser “thrust 9/0/0”: The split uses 9 thrust points; Heavy Cruiser has 3 (§2.31).');
  });

  test('Metaverse plot (p.7): a squadron whose plot reads is checked beside one that does not; two plots for one squadron are refused', async () => {
    const thread = await seatedLobby(fake, [eve, fay], { system: 'metaverse', scenario: 'match', options: 'noTerrain' });
    for (const [user, typed] of [
      [eve, 'concord'],
      [fay, 'vorr'],
    ] as const) {
      const suggestions = await fake.autocomplete({ user, channelId: thread, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } });
      await suggestions.waitForResponse();
      await answered(fake.sendCommand({ user, channelId: thread, name: 'fleet', subcommand: 'add', options: { ship: String(suggestions.choices?.[0]?.value) } }));
    }
    expect((await answered(fake.sendCommand({ user: eve, channelId: thread, name: 'game', subcommand: 'start', options: {} }))).content).toMatch(/has started/);
    await opened(thread, 'Turn 1: movement plot');

    const problems = problemsOf(await dm(eve, 'CNS Resolute: A99\nCNS Harrier: Q7'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe('Line 2 · CNS Harrier: Cannot read "Q7". Use codes like A4 D1 T:SS RL FL EP(S1) RAM(name) T-FTL-W, or drift.');
    expect(problems[1]).toMatch(/^Line 1 · “CNS Resolute: A99”: CNS Resolute's stern drives give \d+ points, not 99\./);

    const twice = await dm(eve, 'CNS Resolute: A1\nresolute: A2');
    expect(twice).toMatch(/^That was not accepted\. Line 2: CNS Resolute has two orders in this message, “CNS Resolute: A1” and “resolute: A2”; keep one\./);
  });

  test('no internal id reaches a player in any of these refusals, posts or DMs', () => {
    expectNoInternalIds(fake.requests, running.ctx.db);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
