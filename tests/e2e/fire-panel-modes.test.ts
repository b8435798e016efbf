// Issue 24 item 8, through the real discord.js client against the local Discord: with Starmada's dual-mode weapons
// (option dualMode), "fire everything in reach at …" gave the Disruptor in Assault mode and left out its Point Defense
// mode, and the panel said "Already given a target, so left as they were: Disruptor (Point Defense)", though that mode
// had been given no target. The panel names each weapon it leaves out with the rules' own reason.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, confirmReady, prompt, resolved, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

interface MenuJson {
  type: number;
  custom_id: string;
  placeholder?: string;
  options: { label: string; value: string; description?: string }[];
}

const menuNamed = (message: APIMessage | undefined, placeholder: RegExp): MenuJson => {
  const menus = ((message?.components ?? []) as unknown as { components?: MenuJson[] }[]).flatMap((row) => row.components ?? []).filter((c) => c.type === 3);
  const found = menus.find((m) => placeholder.test(m.placeholder ?? ''));
  expect(found, `a menu "${String(placeholder)}" in: ${message?.content ?? '(no message)'}`).toBeDefined();
  return found as MenuJson;
};

describe('Starmada dual-mode weapons in the fire panel', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'fire-panel-modes-secret' });
    fake = running.fake;
  });

  afterAll(async () => {
    await running.stop();
  });

  async function dm(user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> {
    const before = fake.dmMessages(user.id).length;
    await fake.sendDirectMessage(user, text);
    return waitUntil(`the answer to "${text}"`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.bot === true && wanted.test(m.content)));
  }

  async function pick(user: APIUser, message: APIMessage, menu: MenuJson, label: RegExp): Promise<APIMessage> {
    const option = menu.options.find((o) => label.test(o.label));
    expect(option, `an option ${String(label)} in ${JSON.stringify(menu.options.map((o) => o.label))}`).toBeDefined();
    return (await answered(fake.selectMenu({ user, dm: true, customId: menu.custom_id, values: [option?.value ?? ''], messageId: message.id }))).message as APIMessage;
  }

  test('fire everything in reach: the Point Defense mode left out is named with the reason, not "already given a target"', async () => {
    const ana = fake.createUser({ username: 'dm-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'dm-ben', globalName: 'Ben' });
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'starmada', scenario: 'standard/small', step: '24h', options: 'alternateArcs,dualMode' } }));
    const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(lobby);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));
    for (const [user, typed, wanted] of [
      [ana, 'mist', 'Mistral'],
      [ben, 'temp', 'Tempest'],
    ] as const) {
      const suggestions = await fake.autocomplete({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } });
      await suggestions.waitForResponse();
      const choice = suggestions.choices?.find((c) => String(c.name).includes(wanted));
      await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(choice?.value) } }));
    }
    expect((await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }))).content).toMatch(/start/i);
    // Setup by typing: on parallel courses the ships close 8 hexes a turn, to 6 or less, where both Disruptor modes reach.
    await dm(ana, 'Mistral 0409 NE', /Mistral: 0409 facing NE/);
    await dm(ben, 'Tempest 2909 NW', /Tempest: 2909 facing NW/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    let said: string | null = null;
    for (let turn = 1; turn <= 4 && said === null; turn++) {
      await resolved(fake, threadId, turn === 1 ? 'Deployment' : `Turn ${turn - 1}: fire`);
      await dm(ana, 'Mistral 4', /Mistral: 4\(/);
      await dm(ben, 'Tempest 4', /Tempest: 4\(/);
      for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
      const title = `Turn ${turn}: fire`;
      const asked = await prompt(fake, ana, title);
      const panel = await pick(ana, asked, menuNamed(asked, /^Fire with/), /^Mistral$/);
      const reach = menuNamed(panel, /^Fire everything in reach at… \(Mistral\)/);
      if (/Disruptor \(Point Defense\)/.test(reach.options.find((o) => o.label === 'Tempest')?.description ?? '')) {
        said = (await pick(ana, panel, reach, /^Tempest$/)).content;
        break;
      }
      // Not close enough yet: both hold fire (Ready asks first, and each confirms).
      for (const user of [ana, ben]) {
        const ready = await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
        if (buttonIds(ready.message as APIMessage).some((id) => id.startsWith('ready-confirm:'))) await confirmReady(fake, user, ready.message, { dm: true });
      }
    }
    expect(said, 'a fire step with Tempest in reach of both Disruptor modes').not.toBeNull();
    expect(said).toContain('Added to your draft.');
    expect(said).toMatch(/^Mistral: Disruptor x\d+ > Tempest/m);
    expect(said).not.toMatch(/Already given a target/);
    expect(said).toMatch(/^Disruptor \(Point Defense\) left out: .*Disruptor.* Mistral .*Tempest/m);
  });
});
