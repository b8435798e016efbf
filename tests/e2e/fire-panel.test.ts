// The fire panel (issue 18 item 3; ux.md §4, §9) in every rule system, through the real discord.js client against
// the local Discord, which checks every menu the bot sends against Discord's spec and refuses a pick it does not
// offer. The games are set up by typing (that is not what is tested); then a player gives a whole fire step with
// select menus and buttons only: the prompt's "Fire with…" menu opens the panel, ship → weapon → target edits the
// draft (echoed in the notation), "fire everything in reach at …" adds the rest, Ready locks it in with the button,
// and the step resolves with those shots.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonId, buttonIds, prompt, resolved, startDuel, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import type { InteractionHandle } from '../../src/local/discord/interactions.ts';
import { expectNoInternalIds } from './id-scan.ts';

interface MenuJson {
  type: number;
  custom_id: string;
  placeholder?: string;
  options: { label: string; value: string; description?: string; default?: boolean }[];
}

/** The string select menus of a message, top to bottom. */
const menusOf = (message: APIMessage | undefined): MenuJson[] =>
  ((message?.components ?? []) as unknown as { components?: MenuJson[] }[]).flatMap((row) => row.components ?? []).filter((c) => c.type === 3);

const menuNamed = (message: APIMessage | undefined, placeholder: RegExp): MenuJson => {
  const found = menusOf(message).find((m) => placeholder.test(m.placeholder ?? ''));
  expect(found, `a menu "${String(placeholder)}" in: ${message?.content ?? '(no message)'}`).toBeDefined();
  return found as MenuJson;
};

describe('fire given with menus and buttons only, in every system', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'fire-panel-secret' });
    fake = running.fake;
  });

  afterAll(async () => {
    await running.stop();
  });

  /** Sends a DM and waits for the bot's answer that matches. */
  async function dm(user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> {
    const before = fake.dmMessages(user.id).length;
    await fake.sendDirectMessage(user, text);
    return waitUntil(`the answer to ${user.username}'s "${text}"`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.bot === true && wanted.test(m.content)));
  }

  /** Ready by the button of `where`; a question ("not locked in yet") is answered by its Confirm ready button. */
  async function readyByButton(user: APIUser, where: APIMessage, dmChannel: boolean): Promise<InteractionHandle> {
    const place = dmChannel ? { dm: true as const } : {};
    const said = await answered(fake.clickButton({ user, ...place, customId: buttonId(where, 'ready:'), messageId: where.id }));
    const asked = said.message;
    if (!asked || !buttonIds(asked).some((id) => id.startsWith('ready-confirm:'))) return said;
    return answered(fake.clickButton({ user, ...place, customId: buttonId(asked, 'ready-confirm:'), messageId: asked.id }));
  }

  /** Picks the option at `index` (or the one whose label matches) in the menu, on the message it sits on. */
  async function pick(user: APIUser, message: APIMessage, menu: MenuJson, which: number | RegExp): Promise<InteractionHandle> {
    const option = typeof which === 'number' ? menu.options[which] : menu.options.find((o) => which.test(o.label));
    expect(option, `an option ${String(which)} in ${JSON.stringify(menu.options.map((o) => o.label))}`).toBeDefined();
    return answered(fake.selectMenu({ user, dm: true, customId: menu.custom_id, values: [option?.value ?? ''], messageId: message.id }));
  }

  test('Starmada: Majestic fires by menus in Turn 2: fire; the step resolves with its shots', async () => {
    const ana = fake.createUser({ username: 'sm-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'sm-ben', globalName: 'Ben' });
    const threadId = await startDuel(fake, [ana, ben]);
    // Setup by typing, as duel.test.ts found: out of reach on turn 1, in reach on turn 2.
    await dm(ana, 'Majestic 0409 SE', /Majestic: 0409 facing SE/);
    await dm(ben, 'Tempest 2909 NW', /Tempest: 2909 facing NW/);
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    for (const [turn, order] of [
      [1, '4'],
      [2, '2P1'],
    ] as const) {
      await resolved(fake, threadId, turn === 1 ? 'Deployment' : `Turn ${turn - 1}: orders`);
      await dm(ana, `Majestic ${order}`, new RegExp(`Majestic: ${order}\\(`));
      await dm(ben, `Tempest ${order}`, new RegExp(`Tempest: ${order}\\(`));
      for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    }

    const anaPrompt = await prompt(fake, ana, 'Turn 2: fire');
    const opener = menuNamed(anaPrompt, /^Fire with/);
    expect(opener.options.map((o) => o.label)).toEqual(['Majestic']);
    const opened = await pick(ana, anaPrompt, opener, 0);
    expect(opened.ephemeral).toBe(true);
    let panel = opened.message;
    expect(panel?.content).toContain('**Turn 2: fire** · fire');
    expect(panel?.content).toContain('No fire declared yet.');
    // One ship: it is picked; its weapons with arcs and range bands; everything in reach at each target.
    expect(menuNamed(panel, /^Ship that fires/).options).toEqual([{ label: 'Majestic', value: '0', default: true }]);
    const weapons = menuNamed(panel, /^Weapon of Majestic/);
    expect(weapons.options.length).toBeGreaterThan(1);
    for (const w of weapons.options) expect(w.label).toMatch(/ ×\d+ \([A-L/]+, (\d+-\d+-\d+|seeker, MA \d+)\)$/);
    expect(menuNamed(panel, /^Fire everything Majestic has in reach at/).options.map((o) => o.label)).toEqual(['Tempest']);

    const weapon = await pick(ana, panel as APIMessage, weapons, 0);
    panel = weapon.message;
    const targets = menuNamed(panel, /^Target for /);
    for (const t of targets.options) expect(t.label).toMatch(/^Tempest · range \d+ · (short|medium|long) · hits on (\d\+|6 then \d\+)$/);
    const fired = await pick(ana, panel as APIMessage, targets, 0);
    panel = fired.message;
    expect(panel?.content).toContain('Added to your draft.');
    const first = panel?.content.split('\n').filter((l) => /^Majestic: .+ > Tempest/.test(l)) ?? [];
    expect(first).toHaveLength(1);

    const all = await pick(ana, panel as APIMessage, menuNamed(panel, /^Fire everything Majestic has in reach at/), /^Tempest$/);
    panel = all.message;
    const lines = panel?.content.split('\n').filter((l) => /^Majestic: .+ > Tempest/.test(l)) ?? [];
    // Every other weapon that reaches Tempest now fires at it too; the one already given a target is left as it was.
    expect(panel?.content).toContain('Added to your draft.');
    expect(panel?.content).toMatch(/Already given a target, so left as they were: .+\./);
    expect(lines.length).toBeGreaterThan(first.length);
    expect(lines).toContain(first[0]);

    // The echo is the notation: /fire list shows the same draft.
    const listed = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'list', options: {} }));
    for (const line of lines) expect(listed.content).toContain(line);

    await readyByButton(ana, panel as APIMessage, true);
    const benPrompt = await prompt(fake, ben, 'Turn 2: fire');
    await readyByButton(ben, benPrompt, true);
    const post = await resolved(fake, threadId, 'Turn 2: fire');
    expect(post.content).toMatch(/Majestic → Tempest · .* to-hit [\d, ]+ vs \d\+/);
    expectNoInternalIds(fake.requests, running.ctx.db);
  });
});
