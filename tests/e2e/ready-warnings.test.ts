// Ready never locks in less than the player meant without asking (issue 16 item 2; docs/playing.md §8), through the
// real discord.js client against the local Discord: a Starmada game of Majestic (Ana) against Tempest and Zephyr (Ben).
// - a default that destroys a ship (Zephyr straight ahead off the board, 3.3 p.16) is said in the echo and at Ready;
// - Ready on an orders step with nothing sent asks instead of refusing; a typed "ready", the Ready button and /ready
//   all ask the same way, with one "Confirm ready" button;
// - a refused fire order followed by Ready says so, quoting the words, with the ship that then holds fire and its
//   targets in reach (4.1 p.18); "Confirm ready" locks in exactly that: Majestic does not fire;
// - a "Confirm ready" from before the draft changed is refused.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonId, buttonIds, confirmReady, dmAnswer, messageText, prompt, resolved, seatedLobby } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

describe('Ready asks before it locks in less than the player meant', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  /** Ben's typed-"ready" answer that asked, kept to click its button once it is stale. */
  let staleAsk: APIMessage;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'ready-warnings-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  /** Sends a DM and returns the bot's reply to it (the newest DM from the bot after it that matches). */
  const dm = (user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> => dmAnswer(fake, user, text, wanted);

  test('the lobby: Majestic for Ana; Tempest and Zephyr for Ben; deployment with Zephyr on the east edge, facing out', async () => {
    threadId = await seatedLobby(fake, [ana, ben], { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs' });
    for (const [user, typed, wanted] of [
      [ana, 'maj', 'Majestic'],
      [ben, 'temp', 'Tempest'],
      [ben, 'zeph', 'Zephyr'],
    ] as const) {
      const offered = await fake.autocomplete({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } });
      await offered.waitForResponse();
      const choice = offered.choices?.find((c) => String(c.name).includes(wanted));
      const added = await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(choice?.value) } }));
      expect(added.content).toMatch(/\d+ \/ \d+ CR/);
    }
    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);

    await dm(ana, 'Majestic 0409 SE', /Majestic: 0409 facing SE/);
    await dm(ben, 'Tempest 2909 NW\nZephyr 3209 NE', /Zephyr: 3209 facing NE/);
    expect((await answered(fake.sendCommand({ user: ana, dm: true, name: 'ready', options: {} }))).content).toMatch(/^Ready: your orders are locked in/);
    expect((await answered(fake.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }))).content).toContain('Everyone is ready');
    await resolved(fake, threadId, 'Deployment');
  });

  test('a default that destroys a ship is said in the echo, and a typed "ready" asks instead of locking it in', async () => {
    await prompt(fake, ben, 'Turn 1: orders');
    // Zephyr (engines 6) has no order: straight ahead at speed 6 from the east edge, facing NE, leaves the board.
    const echo = await dm(ben, 'Tempest 4', /Tempest: 4\(4\)/);
    expect(echo.content).toMatch(/^— Zephyr: no order, straight ahead at speed 6 · ⚠ leaves the board by the [a-z ]+ edge: destroyed \(3\.3 p\.16\)$/m);

    staleAsk = await dm(ben, 'ready', /not locked in yet/);
    expect(staleAsk.content).toMatch(/^Game \d+ · .* · \*\*Turn 1: orders\*\* · not locked in yet:$/m);
    expect(staleAsk.content).toMatch(/^• Zephyr has no order: it goes straight ahead at speed 6\. That takes it off the board by the [a-z ]+ edge, where it is destroyed \(3\.3 p\.16\)\.$/m);
    expect(staleAsk.content).not.toMatch(/• Tempest/);
    expect(buttonId(staleAsk, 'ready-confirm:')).not.toBe('');
  });

  test('a "Confirm ready" given before the draft changed is refused; Ready then locks in the new draft at once', async () => {
    // Zephyr stops where it is: speed 0 needs 6 of its 6 engine points (3.2 p.15).
    const echo = await dm(ben, 'Zephyr 0', /Zephyr: 0\(0\)/);
    expect(echo.content).not.toContain('⚠');
    const stale = await answered(fake.clickButton({ user: ben, dm: true, messageId: staleAsk.id, customId: buttonId(staleAsk, 'ready-confirm:') }));
    const shown = fake.dmMessages(ben.id).find((m) => m.id === staleAsk.id);
    expect(stale.callback?.type).toBe(7);
    expect(shown?.content).toMatch(/out of date/);
    expect(shown?.content).not.toMatch(/^Ready/);
    expect(buttonIds(shown as APIMessage)).toEqual([]);

    const anaPrompt = await prompt(fake, ana, 'Turn 1: orders');
    await dm(ana, 'Majestic 4', /Majestic: 4\(4\)/);
    // Nothing to warn about: the prompt's Ready button locks in at once, as before.
    const anaReady = await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    expect(anaReady.content).toMatch(/^Ready: your orders are locked in/);
    // Ben was not made ready by the stale click: the step still waits on him.
    expect(fake.messages(threadId).some((m) => m.content.startsWith('**Turn 1: orders**\n'))).toBe(false);
    const benReady = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'ready', options: {} }));
    expect(benReady.content).toContain('Everyone is ready');
    const post = await resolved(fake, threadId, 'Turn 1: orders');
    expect(messageText(post)).toMatch(/^Zephyr 0\(0\)/m);
    expect(messageText(post)).not.toMatch(/destroyed/);
  });

  test('the Ready button on an orders step names the ship left on its default; "Confirm ready" locks it in', async () => {
    const benPrompt = await prompt(fake, ben, 'Turn 2: orders');
    await dm(ben, 'Tempest 2P1', /Tempest: 2P1\(/);
    const asked = await answered(fake.clickButton({ user: ben, dm: true, customId: buttonId(benPrompt, 'ready:') }));
    expect(asked.ephemeral).toBe(true);
    expect(asked.content).toContain('• Zephyr has no order: it goes straight ahead at speed 0.');
    const locked = await confirmReady(fake, ben, asked.message, { dm: true });
    expect(locked.content).toMatch(/^Ready: your orders are locked in/);
    await dm(ana, 'Majestic 2P1', /Majestic: 2P1\(/);
    expect((await answered(fake.sendCommand({ user: ana, dm: true, name: 'ready', options: {} }))).content).toContain('Everyone is ready');
    await resolved(fake, threadId, 'Turn 2: orders');
  });

  test('a refused fire order, then /ready: the refusal is quoted and Majestic holds fire with its targets named', async () => {
    await prompt(fake, ana, 'Turn 2: fire');
    const refused = await dm(ana, 'Majestic: Phaser > Tempest', /not accepted/);
    expect(refused.content).toMatch(/Phaser/);
    const asked = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'ready', options: {} }));
    expect(asked.ephemeral).toBe(true);
    expect(asked.content).toMatch(/\*\*Turn 2: fire\*\* · not locked in yet:/);
    expect(asked.content).toMatch(/^• Your last orders were refused, so they are not in your draft: "Majestic: Phaser > Tempest"\. .*Phaser/m);
    expect(asked.content).toMatch(/^• Majestic holds fire: it has \d targets? in reach \(.*Tempest (\d\+|6 then \d\+ on the re-roll).*\)\.$/m);

    // Ben holds on purpose ("hold"): nothing to ask.
    await dm(ben, 'Tempest: hold\nZephyr: hold', /Tempest: hold — holds fire/);
    // A DM answer names its game first (issue 16 item 6).
    const benReady = await dm(ben, 'ready', /^Ready/m);
    expect(benReady.content).toMatch(/^Game \d+ · .*\nReady: your orders are locked in/);

    // Confirm ready locks in exactly what the warning said: Majestic fires nothing.
    const locked = await confirmReady(fake, ana, asked.message, { channelId: threadId });
    expect(locked.content).toContain('Everyone is ready');
    const post = await resolved(fake, threadId, 'Turn 2: fire');
    expect(messageText(post)).not.toMatch(/Majestic →/);
  });

  test('every request passed the spec check', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
