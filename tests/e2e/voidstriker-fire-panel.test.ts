// Issue 24 trap 2, through the real discord.js client against the local Discord: in the Voidstriker round plot the
// fire panel's "fire everything in reach at Battlecruiser 2" wrote 11 orders that could never fire (the Heavy Cruiser
// tracked nothing, §2.33 "if a ship is not tracking another ship, it may not fire on that ship"), and its reply was
// cut to "… and 7 more lines (all of it in full-text.txt)". Typed `fire all` was refused ("No mount … called all").
// Now the panel adds the sensor the fire needs and says so, its reply fits inline, and `fire all > …` reads.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonIds, prompt, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectNoInternalIds } from './id-scan.ts';

interface MenuJson {
  type: number;
  custom_id: string;
  placeholder?: string;
  options: { label: string; value: string; description?: string }[];
}

const menusOf = (message: APIMessage | undefined): MenuJson[] =>
  ((message?.components ?? []) as unknown as { components?: MenuJson[] }[]).flatMap((row) => row.components ?? []).filter((c) => c.type === 3);

const menuNamed = (message: APIMessage | undefined, placeholder: RegExp): MenuJson => {
  const found = menusOf(message).find((m) => placeholder.test(m.placeholder ?? ''));
  expect(found, `a menu "${String(placeholder)}" in: ${message?.content ?? '(no message)'}`).toBeDefined();
  return found as MenuJson;
};

describe('Voidstriker: the fire panel and typed fire in the round plot', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'vs-fire-panel-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'vsf-ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'vsf-ben', globalName: 'Ben' });
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'voidstriker', scenario: '6.1' } }));
    const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinIjn, joinUnsn] = buttonIds(lobby);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinIjn ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinUnsn ?? '' }));
    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  });

  afterAll(async () => {
    await running.stop();
  });

  async function pick(user: APIUser, message: APIMessage, menu: MenuJson, label: RegExp): Promise<APIMessage> {
    const option = menu.options.find((o) => label.test(o.label));
    expect(option, `an option ${String(label)} in ${JSON.stringify(menu.options.map((o) => o.label))}`).toBeDefined();
    const handle = await answered(fake.selectMenu({ user, dm: true, customId: menu.custom_id, values: [option?.value ?? ''], messageId: message.id }));
    return handle.message as APIMessage;
  }

  /** Sends a DM and waits for the bot's answer. */
  async function dm(user: APIUser, text: string): Promise<APIMessage> {
    const before = fake.dmMessages(user.id).length;
    await fake.sendDirectMessage(user, text);
    return waitUntil(`the answer to "${text}"`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.bot === true));
  }

  test('fire everything in reach at Battlecruiser 2: the panel adds the sensor lock, says so inline, and writes nothing that cannot fire', async () => {
    const asked = await prompt(fake, ben, 'Round 1: plot');
    let panel = await pick(ben, asked, menuNamed(asked, /^Fire with/), /^Heavy Cruiser/);
    const reach = menuNamed(panel, /^Fire everything in reach at… \(Heavy Cruiser\)/);
    // Before the pick the menu says what it will add: the ship tracks nothing yet.
    expect(reach.options.find((o) => o.label === 'Battlecruiser 2')?.description).toMatch(/^Adds sensors 1>Battlecruiser 2 · with /);
    panel = await pick(ben, panel, reach, /^Battlecruiser 2$/);
    // Whole and inline: no cut, no attached full text.
    expect(panel.content).not.toMatch(/more lines/);
    expect(panel.attachments ?? []).toEqual([]);
    expect(panel.content).toContain('Added to your draft.');
    expect(panel.content).toMatch(/^Added sensors 1>Battlecruiser 2 too: Heavy Cruiser must track Battlecruiser 2 to fire at it/m);
    expect(panel.content).toMatch(/^Heavy Cruiser → Battlecruiser 2: \d+ weapons.* · tracked by 1 sensor ✔$/m);
    expect(panel.content).not.toMatch(/cannot fire/);
    // The pilot fires one fixed weapon or missile mount a round (§2.35): the missiles, which never could, are left out, and why.
    expect(panel.content).toMatch(/^Quad Mk-IV missiles left out: Heavy Cruiser's Quad Mk-IV missiles would never fire: The pilot fires only one fixed weapon or missile mount per round/m);
    // The draft as the notation: the sensors in the plot, the orders waiting for the lock.
    const listed = await dm(ben, 'Heavy Cruiser: thrust 0/0/0');
    expect(listed.content).toMatch(/Heavy Cruiser: .*sensors 1>Battlecruiser 2 .*fire .+ > Battlecruiser 2 if locked and in arc/);
    expect(listed.content).not.toMatch(/cannot fire/);
    expectNoInternalIds(fake.requests, running.ctx.db);
  });

  test('typed: "fire all > Battlecruiser" gives every weapon of the ship, and the echo reads back as the same orders', async () => {
    const typed = await dm(ben, 'Fleet Intruder: sensors 6>Battlecruiser · fire all > Battlecruiser');
    expect(typed.content).not.toMatch(/called "all"|No mount/);
    const line = typed.content.split('\n').find((l) => l.startsWith('Fleet Intruder: ')) ?? '';
    expect(line).toMatch(/fire Mk-IV mass driver > Battlecruiser if in arc; Triple Mk-III laser turret \(1\) > Battlecruiser if in arc; Triple Mk-III laser turret \(2\) > Battlecruiser if in arc/);
    expect(line).not.toMatch(/missile/i);
    const again = await dm(ben, line);
    expect(again.content.split('\n').find((l) => l.startsWith('Fleet Intruder: '))).toBe(line);
  });
});
