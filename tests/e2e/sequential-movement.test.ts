// Starmada D.8 Sequential Movement (p.46–47) through the real discord.js client against the local Discord: each
// activation is a step of its own, asked of the player whose ship moves and naming only it, resolved with a map in the
// thread before the next player is asked; a ship that cloaks in its move (B.5, ruling 182) stays hidden from the other
// side all the while.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, dmAnswer, logOf, prompt, promptsFor, resolved, seenByOthers, startedGame } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

describe('D.8 sequential movement in Discord', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'sequential-movement-e2e' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  const dm = (user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> => dmAnswer(fake, user, text, wanted);
  const ready = (user: APIUser) => answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));

  /** Every message the bot posted or edited outside Ben's DM, as text. */
  const othersSaw = (): string[] => seenByOthers(fake, ben);

  test('one activation at a time: only the mover is asked, the move is posted with its map before the next, a cloak stays hidden', async () => {
    const threadId = await startedGame(fake, [[ana, ['Majestic']], [ben, ['Sirocco', 'Zephyr']]], { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs, cloaking, sequentialMovement' });
    await dm(ana, 'Majestic 0409 NE', /Majestic: 0409 facing NE/);
    await dm(ben, 'Sirocco 2909 SW\nZephyr 2911 SW', /Sirocco: 2909 facing SW/);
    for (const user of [ana, ben]) await ready(user);
    const deployed = await resolved(fake, threadId, 'Deployment');
    // Two ships against one are not "more than twice as many" (p.46): B, A, B.
    expect(await logOf(deployed)).toContain('Turn 1 movement, one ship at a time (D.8 p.46): side A has 1 ship, side B 2. Order B-A-B.');

    // Ben's move first: he alone is asked, for one of his two ships; Ana's orders are not taken yet.
    await prompt(fake, ben, 'Turn 1: move one of Sirocco, Zephyr (side B)');
    expect(promptsFor(fake, ana, 'Turn 1: move one of Sirocco, Zephyr (side B)')).toEqual([]);
    await dm(ana, 'Majestic 2', /waiting on you/);
    await dm(ben, 'Sirocco C/2', /Sirocco: C\/2/);
    await ready(ben);
    const first = await resolved(fake, threadId, 'Turn 1: move one of Sirocco, Zephyr (side B)');
    expect(await logOf(first)).toContain('Sirocco cloaks (B.5 p.31): its cloak marker stays in 2909.');

    // Then Ana's, having seen it; then Ben's Zephyr, and the phase is over.
    await prompt(fake, ana, 'Turn 1: move Majestic (side A)');
    await dm(ana, 'Majestic 2', /Majestic: 2/);
    await ready(ana);
    await resolved(fake, threadId, 'Turn 1: move Majestic (side A)');
    await prompt(fake, ben, 'Turn 1: move Zephyr (side B)');
    await dm(ben, 'Zephyr 2', /Zephyr: 2/);
    await ready(ben);
    await resolved(fake, threadId, 'Turn 1: move Zephyr (side B)');

    // Where the Sirocco went and what it was ordered never left Ben's DM.
    const card = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'status', options: { ship: 'Sirocco' } }));
    const hiddenHex = /hex (\d{4})/.exec(card.content ?? '')?.[1] ?? '';
    expect(hiddenHex).toMatch(/^\d{4}$/);
    expect(hiddenHex).not.toBe('2909');
    for (const text of othersSaw()) for (const secret of [`→ ${hiddenHex}`, 'Sirocco C/2']) expect(text).not.toContain(secret);
  });
});
