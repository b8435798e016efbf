// Choices the rules ask for mid-step, given by menus (issue 25), through the real discord.js client against the local
// Discord, which checks every menu against Discord's spec. The fire panel: with target acquisition (E.7 p.50) on,
// Majestic's weapon menu lists "Tag a target" after its weapons, the next menu only the enemies it may tag, and the
// pick adds to the draft the very line a player would type ("Majestic: tag Tempest x1"), which /fire list shows and
// the step resolves. The orders prompt: a menu of what an order carries besides its move (here B.7's arc to lose).
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, logOf, menuNamed, prompt, resolved, startDuel, type MenuJson } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectNoInternalIds } from './id-scan.ts';

describe('systems in the fire panel', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'fire-panel-systems' });
    fake = running.fake;
  });

  afterAll(async () => {
    await running.stop();
  });

  async function dm(user: APIUser, text: string): Promise<void> {
    await fake.sendDirectMessage(user, text);
  }

  async function pick(user: APIUser, message: APIMessage | undefined, menu: MenuJson, label: RegExp): Promise<APIMessage> {
    const option = menu.options.find((o) => label.test(o.label));
    expect(option, `an option ${String(label)} in ${JSON.stringify(menu.options.map((o) => o.label))}`).toBeDefined();
    const h = await answered(fake.selectMenu({ user, dm: true, customId: menu.custom_id, values: [option?.value ?? ''], messageId: message?.id ?? '' }));
    return h.message as APIMessage;
  }

  test('Starmada with E.7: Majestic tags Tempest by menus; the draft holds the typed line', async () => {
    const ana = fake.createUser({ username: 'sys-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'sys-ben', globalName: 'Ben' });
    const threadId = await startDuel(fake, [ana, ben], 'alternateArcs, targetAcquisition');
    await dm(ana, 'Majestic 0409 SE');
    await dm(ben, 'Tempest 2909 NW');
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    await resolved(fake, threadId, 'Deployment');
    await dm(ana, 'Majestic 4');
    await dm(ben, 'Tempest 4');
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));

    // Out of the weapons' reach, but a rolled tag reaches any enemy on the board (E.7), so Turn 1 has a fire step.
    const asked = await prompt(fake, ana, 'Turn 1: fire');
    let panel = await pick(ana, asked, menuNamed(asked, /^Fire with/), /^Majestic$/);
    const arms = menuNamed(panel, /^Weapon or system of Majestic/);
    // The weapons first, then the systems, each named with what is left of it.
    expect(arms.options.at(-1)?.label).toMatch(/^Tag a target · \d+ TAGs? \(E\.7\)$/);
    panel = await pick(ana, panel, arms, /^Tag a target/);
    const uses = menuNamed(panel, /^Tag a target: at whom or where/);
    // Majestic (hull size 8) carries two TAGs: one or both at the one enemy.
    expect(uses.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Tempest · \d+ hexes · 1 TAG$/), expect.stringMatching(/^Tempest · \d+ hexes · 2 TAGs$/)]);
    panel = await pick(ana, panel, uses, /^Tempest · \d+ hexes · 1 TAG$/);
    expect(panel.content).toContain('Added to your draft.');
    // The echo of the draft, with the rules' note after " — ", as a typed line's echo.
    expect(panel.content).toMatch(/^Majestic: tag Tempest x1 — E\.7 tagging/m);

    // Typing made the same order: /fire list shows the panel's line as the echo writes a typed one.
    const listed = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'list', options: {} }));
    expect(listed.content).toContain('Majestic: tag Tempest x1');
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Turn 1: fire');
    // The attempt the panel wrote was made, its dice in the log (E.7: 3 dice per TAG against the distance).
    expect(await logOf(post)).toMatch(/^.*Majestic tags Tempest/m);
    expectNoInternalIds(fake.requests, running.ctx.db);
  });
});

describe('order choices on the orders prompt', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'order-choices' });
    fake = running.fake;
  });

  afterAll(async () => {
    await running.stop();
  });

  // B.7 p.32 (ruling 110): Tempest's owner says which arc loses shield points first, by the prompt's menu; the pick
  // keeps the typed move and echoes the line a player would type.
  test('Tempest: "shields lose aft" picked on the prompt, merged with the typed move', async () => {
    const ana = fake.createUser({ username: 'oc-ana', globalName: 'Ana' });
    const ben = fake.createUser({ username: 'oc-ben', globalName: 'Ben' });
    const threadId = await startDuel(fake, [ana, ben]);
    await fake.sendDirectMessage(ana, 'Majestic 0409 SE');
    await fake.sendDirectMessage(ben, 'Tempest 2909 NW');
    for (const user of [ana, ben]) await answered(fake.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    await resolved(fake, threadId, 'Deployment');
    const asked = await prompt(fake, ben, 'Turn 1: orders');
    const menu = menuNamed(asked, /^Choices for your ships/);
    const aft = menu.options.find((o) => /^Tempest: \d+, shields lose aft \(B\.7\)$/.test(o.label));
    expect(aft, JSON.stringify(menu.options.map((o) => o.label))).toBeDefined();
    const picked = await answered(fake.selectMenu({ user: ben, dm: true, customId: menu.custom_id, values: [aft?.value ?? ''], messageId: asked.id }));
    expect(picked.ephemeral).toBe(true);
    expect(picked.content).toMatch(/^Tempest: \d+\(\d+\), shields lose aft/m);
    // A move typed afterwards replaces the move only: the choice stays, as a typed "Tempest 3" after a typed clause would.
    const typed = await answered(fake.sendCommand({ user: ben, dm: true, name: 'plot', options: { orders: 'Tempest 3' } }));
    expect(typed.content).toMatch(/^Tempest: 3\(3\), shields lose aft/m);
    // The old menu's pick is checked against the orders as they are now.
    const stale = await answered(fake.selectMenu({ user: ben, dm: true, customId: menu.custom_id, values: [aft?.value ?? ''], messageId: asked.id }));
    expect(stale.content).toMatch(/no longer fits your orders as they are now/);
    expectNoInternalIds(fake.requests, running.ctx.db);
  });
});
