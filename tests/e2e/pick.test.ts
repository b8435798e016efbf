// "Pick a space" through Discord (issue 18 item 3, docs/playing.md §9), with the real discord.js client against the
// local Discord: Majestic (Ana) deploys and then moves by picking a numbered place on a zoomed map, from the DM
// prompt's "Pick on map", a select menu of the numbers and a button per facing; each pick lands in the same draft typed
// orders build and is echoed in the notation (Starmada 2.3 p.12 deployment; 3.1–3.4 p.15–17 movement).
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { messageText } from '../harness/message-text.ts';
import { answered, buttonId, buttonIds, download, keepPng, PNG_MAGIC, prompt, resolved, startDuel, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

interface SelectMenu {
  custom_id: string;
  options: { label: string; value: string; description?: string }[];
}

/** The string selects of a message (component type 3). */
const selects = (message: APIMessage | undefined): SelectMenu[] =>
  ((message?.components ?? []) as unknown as { components?: { type: number }[] }[]).flatMap((row) => row.components ?? []).filter((c) => c.type === 3) as unknown as SelectMenu[];

/** The buttons of a message with their labels. */
const buttons = (message: APIMessage | undefined): { custom_id: string; label: string }[] =>
  ((message?.components ?? []) as unknown as { components?: { type: number; custom_id?: string; label?: string }[] }[])
    .flatMap((row) => row.components ?? [])
    .flatMap((c) => (c.type === 2 && c.custom_id ? [{ custom_id: c.custom_id, label: c.label ?? '' }] : []));

describe('pick a space through Discord', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'pick-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    threadId = await startDuel(fake, [ana, ben]);
  });

  afterAll(async () => {
    await running.stop();
  });

  /** "Pick on map" on the prompt: the picker (Ana has one ship), a PNG and the menus of every place. */
  async function openPicker(stepTitle: string): Promise<{ picker: APIMessage; menus: SelectMenu[] }> {
    const p = await prompt(fake, ana, stepTitle);
    const pickId = buttonId(p, 'pick:');
    expect(pickId, 'a Pick on map button').not.toBe('');
    expect(buttons(p).find((b) => b.custom_id === pickId)?.label).toBe('Pick on map');
    const opened = await answered(fake.clickButton({ user: ana, dm: true, customId: pickId, messageId: p.id }));
    const picker = opened.message;
    expect(picker?.content).toContain('pick a place for Majestic');
    expect(opened.files.map((f) => f.name)).toEqual([expect.stringMatching(/^game-\d+-pick\.png$/)]);
    const png = await download(picker?.attachments[0]?.url ?? '');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    // Left to look at by hand: the numbered map as the player sees it.
    keepPng('/tmp/pick-e2e', `${stepTitle.replace(/\W+/g, '-').toLowerCase()}.png`, png);
    const menus = selects(picker);
    expect(menus.length).toBeGreaterThan(0);
    // The first page: numbered from 1 with none left out, at most 25 a menu.
    const numbers = menus.flatMap((m) => m.options.map((o) => Number(o.value)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const m of menus) expect(m.options.length).toBeLessThanOrEqual(25);
    return { picker: picker as APIMessage, menus };
  }

  /** Picks place `value` from its menu; when it offers several facings, the button whose label starts with `facing`. */
  async function pick(picker: APIMessage, menus: SelectMenu[], value: string, facing: string): Promise<string> {
    const menu = menus.find((m) => m.options.some((o) => o.value === value)) as SelectMenu;
    const chosen = await answered(fake.selectMenu({ user: ana, dm: true, customId: menu.custom_id, values: [value], messageId: picker.id }));
    const facings = buttons(chosen.message);
    if (facings.length === 0) return chosen.content ?? '';
    const button = facings.find((b) => b.label.startsWith(facing)) ?? facings[0];
    const sent = await answered(fake.clickButton({ user: ana, dm: true, customId: button?.custom_id ?? '', messageId: chosen.message?.id ?? '' }));
    return sent.content ?? '';
  }

  test('deployment: Majestic is placed by picking a hex of side A’s zone and a facing', async () => {
    const { picker, menus } = await openPicker('Deployment');
    // 2.3 p.12: the four columns by the west edge of the 32 × 18 board, 72 hexes numbered row by row. All 72 on one
    // map would draw them too small, so the picker zooms to two pages: rows 01–09, then 10–18, each on its own map.
    expect(menus.flatMap((m) => m.options)).toHaveLength(36);
    expect(picker.content).toContain('This is places 1–36 of 72');
    const other = buttons(picker).find((b) => b.label === 'Places 37–72');
    expect(other).toBeDefined();
    const second = await answered(fake.clickButton({ user: ana, dm: true, customId: other?.custom_id ?? '', messageId: picker.id }));
    expect(selects(second.message).flatMap((m) => m.options.map((o) => Number(o.value)))).toEqual(Array.from({ length: 36 }, (_, i) => 37 + i));
    expect(selects(second.message)[0]?.options[0]?.label).toBe('37 · 0110');
    expect(buttons(second.message).map((b) => b.label)).toEqual(['Places 1–36']);
    const sixth = menus[0]?.options[5];
    expect(sixth?.label).toBe('6 · 0202');
    expect(sixth?.description).toBe('any of NE, SE, S, SW, NW, N');
    const answer = await pick(picker, menus, '6', 'facing SE');
    expect(answer).toContain('Picked 6 · 0202 facing SE: Majestic: 0202 facing SE');
    expect(answer).toContain('Majestic: 0202 facing SE');
    await fake.sendDirectMessage(ben, 'tempest 2909 nw');
    await waitUntil('the echo of Ben’s order', () => fake.dmMessages(ben.id).find((m) => m.content.includes('Tempest: 2909 facing NW')));
    const anaPrompt = await prompt(fake, ana, 'Deployment');
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await answered(fake.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Deployment');
    expect(messageText(post)).toContain('Majestic (side A) deploys in 0202 facing SE');
  });

  test('orders: Majestic’s move is given by picking where it ends; the order echoed parses back and is carried out', async () => {
    const { picker, menus } = await openPicker('Turn 1: orders');
    const options = menus.flatMap((m) => m.options);
    expect(options.length).toBeGreaterThan(10);
    // A place reached facing one way only says its order; one reached several ways lists them ("SE 3(3) · S 2S1(3)").
    const single = options.find((o) => o.description?.startsWith('facing '));
    const target = single ?? options[0];
    const answer = await pick(picker, menus, target?.value ?? '1', 'facing');
    const picked = /^Picked (\d+) · (\d{4}) facing (\w+): Majestic: (\S+)$/m.exec(answer);
    expect(picked, answer).not.toBeNull();
    const [, n, hex, , order] = picked ?? [];
    expect(n).toBe(target?.value);
    // The echo is the rule system's own reading of the draft: the same order, with its engine check.
    expect(answer).toMatch(new RegExp(`Majestic: ${order?.replace(/[()+]/g, '\\$&')} — engine requirement \\d+ of \\d+ ✔`));
    await fake.sendDirectMessage(ben, 'Tempest 0');
    await waitUntil('the echo of Ben’s order', () => fake.dmMessages(ben.id).find((m) => m.content.includes('Tempest: 0(0)')));
    const anaPrompt = await prompt(fake, ana, 'Turn 1: orders');
    await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'ready', options: {} }));
    const post = await resolved(fake, threadId, 'Turn 1: orders');
    expect(messageText(post)).toContain(hex);
    expect(buttonIds(picker).every((id) => id.startsWith('pick:'))).toBe(true);
  });
});

describe('pick a space through Discord: a Metaverse deployment (p.101) on the continuous table', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'pick-mv-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
    await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', options: 'noTerrain' } }));
    const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(lobby);
    await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));
    for (const [user, typed] of [
      [ana, 'concord'],
      [ben, 'vorr'],
    ] as const) {
      const suggestions = await fake.autocomplete({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } });
      await suggestions.waitForResponse();
      await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(suggestions.choices?.[0]?.value) } }));
    }
    await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
  });

  afterAll(async () => {
    await running.stop();
  });

  test('a squadron is deployed by picking a point of the zone grid: a button per squadron, a menu of points, the plot echoed', async () => {
    const p = await prompt(fake, ana, 'Turn 1: movement plot');
    const opened = await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(p, 'pick:'), messageId: p.id }));
    // Three squadrons: which one first.
    const units = buttons(opened.message);
    expect(units.map((b) => b.label)).toEqual(['CNS Resolute', 'CNS Harrier', 'CNS Kestrel & Merlin']);
    const shown = await answered(fake.clickButton({ user: ana, dm: true, customId: units[1]?.custom_id ?? '', messageId: opened.message?.id ?? '' }));
    const picker = shown.message;
    expect(picker?.content).toContain('pick a place for CNS Harrier');
    expect(shown.files.map((f) => f.name)).toEqual([expect.stringMatching(/^game-\d+-pick\.png$/)]);
    const menus = selects(picker);
    // 2 rows of 18 points along the 180 cm zone: drawn all at once they are too small to read at 550 px (issue 24),
    // so the picker zooms in on a page of 18 at a time (points 10 cm apart at least 15 px across), a button to the rest.
    expect(menus.flatMap((m) => m.options)).toHaveLength(18);
    expect(picker?.content).toContain('This is places 1–18 of 36');
    expect(buttons(picker).map((b) => b.label)).toEqual(['Places 19–36']);
    const png = await download(picker?.attachments[0]?.url ?? '');
    expect(png.readUInt32BE(16)).toBeGreaterThan(png.readUInt32BE(20));
    keepPng('/tmp/pick-e2e', 'metaverse-deploy.png', png);
    const option = menus[0]?.options[2];
    expect(option?.label).toBe('3 · 15,111 cm');
    expect(option?.description).toBe('facing 0° · order deploy 15 111 facing 0');
    const sent = await answered(fake.selectMenu({ user: ana, dm: true, customId: menus[0]?.custom_id ?? '', values: ['3'], messageId: picker?.id ?? '' }));
    expect(sent.content).toContain('Picked 3 · 15,111 cm facing 0°: CNS Harrier: deploy 15 111 facing 0');
    expect(sent.content).toMatch(/CNS Harrier: .*deploy 15 111 facing 0/);
  });
});
