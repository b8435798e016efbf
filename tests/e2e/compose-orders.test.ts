// Every way to give an order composes with the others (issue 16 item 4), played through the real discord.js client
// against the local Discord in a Voidstriker §6.1 game: a /plot keeps the fire /fire at added, "Same as last round"
// keeps a launch /fire at added, /fire at adds only conditions that can come true, and the echo says when an order
// can never fire because its ship tracks nothing.
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, buttonId, confirmReady, prompt, resolved, seatedLobby, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

describe('orders sent different ways compose into one draft (Voidstriker)', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'compose-e2e-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    threadId = await seatedLobby(fake, [ana, ben], { system: 'voidstriker', scenario: '6.1' });
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
  });

  afterAll(async () => {
    await running.stop();
  });

  /** The autocomplete choices of /fire at for one option. */
  async function fireChoices(user: APIUser, focused: string, options: Record<string, string>): Promise<{ name: string; value: string }[]> {
    const h = await fake.autocomplete({ user, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
    await h.waitForResponse();
    return (h.choices ?? []).map((c) => ({ name: String(c.name), value: String(c.value) }));
  }

  /** /fire at ship › the weapon whose label matches › the target named; returns the reply. */
  async function fireAt(user: APIUser, shipName: string, weapon: RegExp, targetName: string): Promise<string> {
    const ship = (await fireChoices(user, 'ship', {})).find((c) => c.name.startsWith(`${shipName} ·`));
    expect(ship, `${shipName} may fire`).toBeDefined();
    const unit = (await fireChoices(user, 'weapon', { ship: ship?.value ?? '' })).find((c) => weapon.test(c.name));
    expect(unit, `${shipName} has a weapon like ${weapon}`).toBeDefined();
    const target = (await fireChoices(user, 'target', { ship: ship?.value ?? '', weapon: unit?.value ?? '' })).find((c) => c.name.startsWith(`${targetName} ·`));
    expect(target, `${targetName} is offered`).toBeDefined();
    const declared = await answered(fake.sendCommand({ user, channelId: threadId, name: 'fire', subcommand: 'at', options: { ship: ship?.value ?? '', weapon: unit?.value ?? '', target: target?.value ?? '' } }));
    return declared.content ?? '';
  }

  /** The echo line of one ship in a reply. */
  const lineOf = (reply: string, ship: string): string => reply.split('\n').find((l) => l.startsWith(`${ship}: `)) ?? '';

  test('a /plot changes the movement and keeps the fire /fire at added; /fire at waits "if locked" only on a tracked target', async () => {
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3|a3|a3|a3' } }));
    const fired = await fireAt(ben, 'Heavy Cruiser', /^Dual Mk-V laser/, 'Battlecruiser');
    expect(lineOf(fired, 'Heavy Cruiser')).toContain('fire Dual Mk-V laser > Battlecruiser if locked and in arc');

    const replotted = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'Heavy Cruiser: thrust 2/0/0 · move S30 a2|a2|a2|a2' } }));
    const line = lineOf(replotted.content ?? '', 'Heavy Cruiser');
    expect(line).toContain('thrust 2/0/0');
    expect(line).toContain('move S30 a2 | a2 | a2 | a2');
    expect(line).toContain('sensors 10>Battlecruiser');
    expect(line).toContain('fire Dual Mk-V laser > Battlecruiser if locked and in arc');

    // Typed in a DM, a section alone replaces only that section.
    const before = fake.dmMessages(ben.id).length;
    await fake.sendDirectMessage(ben, 'Heavy Cruiser: sensors 8>Battlecruiser');
    const echo = await waitUntil("the echo of Ben's DM", () => fake.dmMessages(ben.id).slice(before).find((m) => m.author.id !== ben.id && m.content.includes('Heavy Cruiser: ')));
    const typed = lineOf(echo.content, 'Heavy Cruiser');
    expect(typed).toContain('thrust 2/0/0 · sensors 8>Battlecruiser · move S30 a2 | a2 | a2 | a2');
    expect(typed).toContain('fire Dual Mk-V laser > Battlecruiser if locked and in arc');

    // The Plot button's modal shows the whole order, so what comes back from it is the whole order: the fire left out is gone.
    const benPrompt = await prompt(fake, ben, 'Round 1: plot');
    const modal = await answered(fake.submitModal({ user: ben, dm: true, customId: buttonId(benPrompt, 'plot:'), fields: { orders: 'thrust 3/0/0 · sensors 10>Battlecruiser · move a3|a3|a3|a3' } }));
    const whole = lineOf(modal.content ?? '', 'Heavy Cruiser');
    expect(whole).toContain('Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3 | a3 | a3 | a3');
    expect(whole).not.toContain('fire');
  });

  test('/fire at on a ship that tracks nothing adds a sensor on the target and says so (§2.33); a plot that drops it gets "cannot fire"', async () => {
    const fired = await fireAt(ana, 'Battlecruiser', /^Mk-V mass driver/, 'Heavy Cruiser');
    const line = lineOf(fired, 'Battlecruiser');
    expect(line).toContain('sensors 1>Heavy Cruiser');
    expect(line).toContain('fire Mk-V mass driver > Heavy Cruiser if locked and in arc');
    expect(line).not.toContain('cannot fire');
    expect(fired).toMatch(/^Added sensors 1>Heavy Cruiser too: Battlecruiser must track Heavy Cruiser to fire at it/m);

    // Sensors put elsewhere by a /plot: the echo says the order cannot fire until the ship tracks its target.
    const elsewhere = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'plot', options: { orders: 'Battlecruiser: sensors 12>Fleet Intruder' } }));
    expect(lineOf(elsewhere.content ?? '', 'Battlecruiser')).toMatch(/ — .*Mk-V mass driver cannot fire: Battlecruiser does not track Heavy Cruiser \(add sensors 1>Heavy Cruiser\)/);

    // Tracking it (a /plot of the sensors) takes the warning away and keeps the fire order.
    const tracked = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'plot', options: { orders: 'Battlecruiser: thrust 4/0/0 · sensors 12>Heavy Cruiser · move a4|a4|a4|a4' } }));
    const after = lineOf(tracked.content ?? '', 'Battlecruiser');
    expect(after).toContain('sensors 12>Heavy Cruiser');
    expect(after).toContain('fire Mk-V mass driver > Heavy Cruiser');
    expect(after).not.toContain('cannot fire');

    // /fire clear withdraws the fire only: the plot stays.
    const cleared = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fire', subcommand: 'clear', options: {} }));
    const plotOnly = lineOf(cleared.content ?? '', 'Battlecruiser');
    expect(plotOnly).toContain('Battlecruiser: thrust 4/0/0 · sensors 12>Heavy Cruiser · move a4 | a4 | a4 | a4');
    expect(plotOnly).not.toContain('fire ');
  });

  test('"Same as last round" repeats the plot and keeps the launch /fire at added this round', async () => {
    const anaPrompt = await prompt(fake, ana, 'Round 1: plot');
    await fake.sendDirectMessage(ana, 'Missile Destroyer: thrust 5/0/0 · sensors 6>Heavy Cruiser · move a5|a5|a5|a5');
    // Both sides leave ships to drift, so each Ready asks first (issue 16 item 2) and is confirmed.
    const anaAsked = await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await confirmReady(fake, ana, anaAsked.message, { dm: true });
    const benAsked = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'ready', options: {} }));
    await confirmReady(fake, ben, benAsked.message, { channelId: threadId });
    await resolved(fake, threadId, 'Round 1: plot');

    const round2 = await prompt(fake, ana, 'Round 2: plot');
    const launched = await fireAt(ana, 'Missile Destroyer', /launches/, 'Heavy Cruiser');
    expect(lineOf(launched, 'Missile Destroyer')).toMatch(/launch .+ > Heavy Cruiser/);

    const same = (round2.components ?? []).flatMap((row) => (row as { components?: { label?: string; custom_id?: string }[] }).components ?? []).find((b) => b.label === 'Same as last round');
    expect(same?.custom_id).toBeDefined();
    const clicked = await answered(fake.clickButton({ user: ana, dm: true, customId: same?.custom_id ?? '' }));
    const line = lineOf(clicked.content ?? '', 'Missile Destroyer');
    expect(line).toContain('thrust 5/0/0 · sensors 6>Heavy Cruiser · move a5 | a5 | a5 | a5');
    expect(line).toMatch(/launch .+ > Heavy Cruiser/);
    expect(fake.violations).toEqual([]);
  });
});
