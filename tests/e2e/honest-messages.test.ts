// Messages that say what happened (issue 24 item 8), through the real discord.js client against the local Discord,
// in a Starmada duel of Majestic (Ana, the GM) against Tempest (Ben):
// - Ready names the step the player readied and who it still waits on; a Ready that resolves the step says so and
//   names the step that opened with it and whom that waits on, never "everyone is ready" about a step that waits;
// - /verify with a step no game has names the steps it can check;
// - reminders longer than the step are refused, saying so;
// - a game the GM ends posts the score as the rules count it then;
// - a refusal that cuts the player's words cuts between graphemes, never inside an emoji.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, dmAnswer, prompt, startDuel, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

/** Half of a surrogate pair with no other half: what a cut inside an emoji leaves. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('messages say truthfully what happened', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'honest-messages-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  const dm = (user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> => dmAnswer(fake, user, text, wanted);

  test('Ready names the step readied and who is still owed; the Ready that resolves it names the step now open and whom it waits on', async () => {
    threadId = await startDuel(fake, [ana, ben]);
    await prompt(fake, ana, 'Deployment');
    await dm(ana, 'Majestic 0409 SE', /Majestic: 0409 facing SE/);
    await dm(ben, 'Tempest 2909 NW', /Tempest: 2909 facing NW/);

    const first = await dm(ana, 'ready', /^Ready/m);
    expect(first.content).toMatch(/^Game \d+ · .* · \*\*Deployment\*\*\nReady: your orders are locked in for \*\*Deployment\*\*; still waiting on Ben\./);

    // Ben's Ready resolves Deployment and opens Turn 1: orders in the same transaction: the answer is about
    // Deployment, and says Turn 1 waits on both of them.
    const last = await dm(ben, 'ready', /^Ready/m);
    const [heading, said] = last.content.split('\n');
    expect(heading).toMatch(/ · \*\*Deployment\*\*$/);
    expect(said).toBe('Ready. Everyone is ready for **Deployment**: it resolves now; watch the game thread. Now open: **Turn 1: orders**, waiting on you and Ana.');
    expect(last.content).not.toContain('Turn 1: orders**\n');
  });

  // The ships start out of each other's reach, so Turn 1 has no fire step: Turn 2: orders opens next.
  test('/ready in the thread and the Ready button say the same, naming the step', async () => {
    await dm(ana, 'Majestic 3', /Majestic: 3\(3\)/);
    const anaReady = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'ready', options: {} }));
    expect(anaReady.content).toBe('Ready: your orders are locked in for **Turn 1: orders**; still waiting on Ben. To change them, send new ones (that takes the ready mark back).');
    await dm(ben, 'Tempest 3', /Tempest: 3\(3\)/);
    const benPrompt = await prompt(fake, ben, 'Turn 1: orders');
    const readyButton = buttonIds(benPrompt).find((id) => id.startsWith('ready:')) ?? '';
    const benReady = await answered(fake.clickButton({ user: ben, dm: true, customId: readyButton }));
    expect(benReady.content).toMatch(/^Ready\. Everyone is ready for \*\*Turn 1: orders\*\*: it resolves now; watch the game thread\. Now open: \*\*Turn 2: orders\*\*, waiting on you and Ana\.$/);
  });

  test('/verify with a step this game has not got names the steps it can check', async () => {
    const wrong = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'verify', options: { step: 't9/banana' } }));
    expect(wrong.content).toBe('This game has no step t9/banana. The steps you can check: deploy, t1/orders.');
    const open = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'verify', options: { step: 't2/orders' } }));
    expect(open.content).toBe('Step t2/orders has not resolved yet, so its seed is still secret.');
  });

  test('a game the GM ends posts the score as the rules count it then', async () => {
    const asked = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'gm', subcommand: 'end', options: {} }));
    const confirm = buttonIds(asked.message as APIMessage).find((id) => /confirm/i.test(id)) ?? buttonIds(asked.message as APIMessage)[0] ?? '';
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: confirm }));
    const over = await waitUntil('the game-over post', () => fake.messages(threadId).find((m) => m.content.startsWith('**Game over.**')));
    expect(over.content).toBe('**Game over.** The GM ended the game: no winner. The score when it ended, as the rules count it:\n```\nSide  VP\nA     0\nB     0\n```');
  });

  test('reminders longer than the step are refused, saying so', async () => {
    const created = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', step: '24h' } }));
    expect(created.content).toMatch(/is open in <#\d+>/);
    const lobbyThread = await waitUntil('the second game thread', () => (fake.threads.at(-1)?.channel.id !== threadId ? fake.threads.at(-1)?.channel.id : undefined));
    const typed = await answered(fake.sendCommand({ user: ana, channelId: lobbyThread, name: 'game', subcommand: 'settings', options: { reminders: '99h' } }));
    expect(typed.content).toBe('Nothing was changed. A reminder comes before the deadline, within the step of 24 h; 99 h is not shorter than that.');
  });

  test('in Metaverse, reminders longer than an exchange say what the exchanges get instead', async () => {
    const before = fake.threads.length;
    const created = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', step: '24h' } }));
    expect(created.content).toMatch(/is open in <#\d+>/);
    const thread = await waitUntil('the Metaverse game thread', () => (fake.threads.length > before ? fake.threads.at(-1)?.channel.id : undefined));
    const changed = await answered(fake.sendCommand({ user: ana, channelId: thread, name: 'game', subcommand: 'settings', options: { reminders: '12h, 1h' } }));
    expect(changed.content).toBe(
      'Changed (the lobby post and the thread show it):\n• Reminders 12 h and 1 h before each deadline; an exchange of 6 h is shorter than 12 h, so it gets 1 h instead',
    );
  });

  // A refusal quotes the player's words cut at a limit; an emoji across the cut is left out whole, never halved.
  test('refusals that cut a player\'s words never split an emoji', async () => {
    const lobbyThread = fake.threads.at(-2)?.channel.id ?? '';
    const duration = await answered(fake.sendCommand({ user: ana, channelId: lobbyThread, name: 'game', subcommand: 'settings', options: { reminders: `${'x'.repeat(19)}🚀` } }));
    expect(duration.content).toMatch(/^Nothing was changed\. "x{19}" is not a duration/);
    await answered(fake.sendCommand({ user: ana, channelId: lobbyThread, name: 'game', subcommand: 'join', options: { side: 'A' } }));
    const ship = await answered(fake.sendCommand({ user: ana, channelId: lobbyThread, name: 'fleet', subcommand: 'add', options: { ship: `${'y'.repeat(39)}👩‍🚀` } }));
    expect(ship.content).toContain(`"${'y'.repeat(39)}" is not a known class`);
    for (const said of [duration.content, ship.content]) expect(said).not.toMatch(LONE_SURROGATE);
  });

  test('every request passed the spec check', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
