// The secrecy walk for a cloaked ship (Starmada B.5 p.31, ruling 120): through the real discord.js client against the
// local Discord, Ben's Sirocco cloaks in turn 1. From then until it is detected, no message the bot sends anywhere
// but Ben's DM says where it went or what it was ordered, and Ana's /status, its autocomplete and /history leave it
// out; Ben still sees it. Maps, fire targets and replays read the same views/visibility.ts (tested in
// tests/rules/starmada/integration/hidden-ships.test.ts). Ana's hyperdrive warm-up order (B.10) is kept as secret.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, dmAnswer, expectSecretsKept, logOf, resolved, seenByOthers, startedGame } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

describe('a cloaked ship stays hidden from the other side', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  let hiddenHex = '';

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'cloak-secrecy-e2e' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  const dm = (user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> => dmAnswer(fake, user, text, wanted);

  /** Every message the bot posted or edited outside Ben's DM, as text. */
  const othersSaw = (): string[] => seenByOthers(fake, ben);

  test('turn 1: the Sirocco cloaks (C/2); the thread says only that it cloaked, where its marker stays', async () => {
    threadId = await startedGame(fake, [[ana, ['Majestic']], [ben, ['Sirocco', 'Zephyr']]], { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs, cloaking, hyperdrive' });
    await dm(ana, 'Majestic 0409 NE', /Majestic: 0409 facing NE/);
    await dm(ben, 'Sirocco 2909 SW\nZephyr 2911 SW', /Sirocco: 2909 facing SW/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    await resolved(fake, threadId, 'Deployment');

    // Ana's Majestic warms up its hyperdrive (B.10 p.33): her order is as secret as Ben's cloak until the step resolves.
    await dm(ana, 'Majestic H/2', /Majestic: H\/2/);
    await dm(ben, 'Sirocco C/2\nZephyr 2', /Sirocco: C\/2/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Turn 1: orders');
    const log = await logOf(post);
    expect(log).toContain('Sirocco cloaks (B.5 p.31): its cloak marker stays in 2909.');

    // Ben's own card says where his ship is now.
    const card = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'status', options: { ship: 'Sirocco' } }));
    expect(card.ephemeral).toBe(true);
    hiddenHex = /hex (\d{4})/.exec(card.content ?? '')?.[1] ?? '';
    expect(hiddenHex).toMatch(/^\d{4}$/);
    const secrets = [`→ ${hiddenHex}`, 'Sirocco C/2'];
    expect(log).not.toContain('Sirocco C/2');
    for (const text of othersSaw()) for (const secret of secrets) expect(text).not.toContain(secret);
    expectSecretsKept(fake, threadId, [ana, ben], new Map([['t1/orders', [{ owner: ben, text: 'Sirocco: C/2' }, { owner: ana, text: 'Majestic: H/2' }]]]));
  });

  test('Ana\'s views leave it out: /status and its autocomplete, /history; /verify checks out; Ben\'s keep it', async () => {
    const names = async (user: APIUser): Promise<string[]> => {
      const h = await fake.autocomplete({ user, channelId: threadId, name: 'status', options: {}, focused: { name: 'ship', value: '' } });
      await h.waitForResponse();
      return (h.choices ?? []).map((c) => String(c.name));
    };
    expect(await names(ana)).not.toContain('Sirocco');
    expect(await names(ana)).toContain('Zephyr');
    expect(await names(ben)).toContain('Sirocco');
    const status = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'status', options: { ship: 'Sirocco' } }));
    expect(status.content).toContain('There is no ship');
    expect(status.content).not.toContain('Sirocco,');
    const history = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'history', options: { turn: 1 } }));
    expect(history.content).toContain('Sirocco cloaks');
    expect(history.content).not.toContain('Sirocco C/2');
    // /verify still checks the step, and says nothing of what it re-resolved.
    const verify = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'verify', options: { step: 't1/orders' } }));
    expect(verify.content).toContain('**t1/orders**: every die checks out.');
    expect(verify.content).not.toContain('Sirocco');
  });
});
