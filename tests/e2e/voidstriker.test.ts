// Voidstriker §6.1 (Standoff at Bishamon II) played through Discord only: the real discord.js client against the
// fake Discord and a real SQLite file, on a free board in inches. It checks that the interface, the game service
// and the renderer are not secretly hex-only: lobby with the book's forces, DM prompts with Plot buttons and the
// private map, plots by modal, DM text and /plot, /fire by autocomplete, round resolutions with the map, the
// pinned status, /map with arcs, /status, /history and the secrecy of plots until their round resolves.
import type { APIMessage, APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { answered, expectSecretsKept, download, keepPng as keepPngIn, logOf, messageText, PNG_MAGIC, buttonId, buttonIds, prompt, confirmReady, resolved, waitUntil } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';
import { expectNoInternalIds } from './id-scan.ts';

/** Where the test leaves the PNGs it saw, to look at by hand. */
const PNG_DIR = '/tmp/vs-e2e';
const keepPng = (name: string, data: Buffer): void => keepPngIn(PNG_DIR, name, data);

describe('a Voidstriker §6.1 game through Discord', () => {
  let running: BotInProcess;
  let fake: FakeDiscord;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  /** Secret plot text per round's step key, to check none reaches the thread or the other player early. */
  const secrets = new Map<string, { owner: APIUser; text: string }[]>();
  const keep = (stepKey: string, owner: APIUser, text: string) => secrets.set(stepKey, [...(secrets.get(stepKey) ?? []), { owner, text }]);

  beforeAll(async () => {
    running = await startBotInProcess({ secret: 'vs-e2e-secret' });
    fake = running.fake;
    ana = fake.createUser({ username: 'ana', globalName: 'Ana' });
    ben = fake.createUser({ username: 'ben', globalName: 'Ben' });
  });

  afterAll(async () => {
    await running.stop();
  });

  test('the lobby: scenario by autocomplete, sides IJN and UNSN by button, the book\'s forces with no /fleet add', async () => {
    const offered = await fake.autocomplete({ user: ana, name: 'game', subcommand: 'new', options: { system: 'voidstriker' }, focused: { name: 'scenario', value: '6.1' } });
    await offered.waitForResponse();
    const scenario = offered.choices?.find((c) => String(c.name).includes('Bishamon'));
    expect(scenario?.value).toBe('6.1');
    const created = await answered(fake.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'voidstriker', scenario: String(scenario?.value) } }));
    expect(created.content).toMatch(/^\*\*Game \d+ · Voidstriker · 6\.1 Standoff at Bishamon II\*\* is open in <#\d+>/);
    expect(created.content).not.toContain('/fleet add');
    threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    expect(buttonIds(lobby)).toEqual([expect.stringMatching(/^join:\d+:IJN$/), expect.stringMatching(/^join:\d+:UNSN$/), expect.stringMatching(/^lobby:\d+:settings$/)]);
    expect(lobby.content).toContain('IJN: 2 × Battlecruiser, 2 × Missile Destroyer · UNSN: 1 × Heavy Cruiser, 2 × Fleet Intruder');
    const [joinIjn, joinUnsn] = buttonIds(lobby);
    const joined = await answered(fake.clickButton({ user: ana, channelId: threadId, customId: joinIjn ?? '' }));
    expect(joined.followUps.map((f) => f.content).join('\n')).not.toContain('/fleet add');
    await answered(fake.clickButton({ user: ben, channelId: threadId, customId: joinUnsn ?? '' }));
    expect(fake.messages(threadId).find((m) => m.id === lobby.id)?.content).toMatch(/Side IJN: Ana[\s\S]*Side UNSN: Ben/);

    const anaFleet = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'fleet', subcommand: 'list', options: {} }));
    expect(anaFleet.ephemeral).toBe(true);
    expect(anaFleet.content).toContain('2 × Battlecruiser, 2 × Missile Destroyer');
    expect(anaFleet.content).not.toContain('No ships yet');
    const benFleet = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'fleet', subcommand: 'list', options: {} }));
    expect(benFleet.content).toContain('1 × Heavy Cruiser, 2 × Fleet Intruder');

    const started = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
  });

  test('the DM prompt names each ship with its numbers, has Plot buttons, a pre-filled modal and the private map', async () => {
    const anaPrompt = await prompt(fake, ana, 'Round 1: plot');
    for (const ship of ['Battlecruiser', 'Battlecruiser 2', 'Missile Destroyer', 'Missile Destroyer 2']) {
      expect(anaPrompt.content).toMatch(new RegExp(`\\*\\*${ship}\\*\\* · speed \\d+ · facing \\d{3}° · thrust \\d+ · turn \\d+° · sensors \\d+ · armour \\d+`));
    }
    expect(anaPrompt.content).not.toMatch(/\bhex/i);
    expect(buttonIds(anaPrompt).filter((id) => id.startsWith('plot:'))).toHaveLength(4);
    expect(anaPrompt.attachments.map((a) => a.filename)).toEqual(['your-view.png']);
    const view = await download(anaPrompt.attachments[0]?.url ?? '');
    expect(view.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng('ana-round-1-view.png', view);

    const benPrompt = await prompt(fake, ben, 'Round 1: plot');
    expect(benPrompt.content).toMatch(/\*\*Heavy Cruiser\*\* · speed 8 → 270° · facing 270° · thrust 3 · turn 60° · sensors 10 · armour 7/);
    expect(benPrompt.content).not.toContain('Battlecruiser**');

    const plotId = buttonId(anaPrompt, 'plot:');
    const modal = await fake.clickButton({ user: ana, dm: true, customId: plotId });
    await modal.waitForResponse();
    expect(modal.modal?.['title']).toBe('Plot Battlecruiser');
    expect(JSON.stringify(modal.modal)).toContain('"value":"thrust 0/0/0 · move 0 | 0 | 0 | 0"');
  });

  test('round 1: Ana plots by modal and by DM text, Ben by /plot and /fire; a bad plot gets every problem at once', async () => {
    const anaPrompt = await prompt(fake, ana, 'Round 1: plot');
    keep('r1/plot', ana, 'sensors 12>Heavy Cruiser');
    keep('r1/plot', ana, 'fire Mk-V mass driver > Heavy Cruiser');
    const plotted = await answered(
      fake.submitModal({ user: ana, dm: true, customId: buttonId(anaPrompt, 'plot:'), fields: { orders: 'thrust 4/0/0 · sensors 12>Heavy Cruiser · move a4|a4|a4|a4 · fire Mk-V mass driver > Heavy Cruiser if locked and in arc' } }),
    );
    expect(plotted.ephemeral).toBe(true);
    expect(plotted.content).toContain('Battlecruiser: thrust 4/0/0 · sensors 12>Heavy Cruiser · move a4 | a4 | a4 | a4 · fire Mk-V mass driver > Heavy Cruiser if locked and in arc');
    expect(plotted.content).toMatch(/thrust 4 of 4, sensors 12 of 12 ✔/);
    expect(plotted.files.map((f) => f.name)).toEqual(['preview.png']);
    keepPng('ana-round-1-preview.png', plotted.files[0]?.data ?? Buffer.alloc(0));

    keep('r1/plot', ana, 'thrust 6/0/0 · move a6');
    const before = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, 'Missile Destroyer: thrust 6/0/0 · move a6|a6|a6|a6');
    const echo = await waitUntil('the echo of Ana\'s DM plot', () => fake.dmMessages(ana.id).slice(before).find((m) => m.content.includes('Missile Destroyer: thrust 6/0/0 · move a6 | a6 | a6 | a6')));
    expect(echo.content).toContain('Battlecruiser: thrust 4/0/0');

    const bad = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'Heavy Cruiser: thrust 9/0/0 · sensors 3>Nobody · move a9|a1|a1' } }));
    expect(bad.ephemeral).toBe(true);
    const problems = (bad.content ?? '').split('\n').filter((l) => l.startsWith('• '));
    expect(problems.length).toBeGreaterThanOrEqual(3);
    expect(bad.content).toMatch(/"Nobody"/);
    // Issue 16: the refusal names the ship and quotes its words.
    expect(bad.content).toMatch(/Heavy Cruiser “thrust 9\/0\/0”: The split uses 9 thrust points; Heavy Cruiser has 3 \(§2\.31\)/);
    expect(bad.content).toMatch(/4 phases/);

    keep('r1/plot', ben, 'sensors 10>Battlecruiser');
    const good = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'plot', options: { orders: 'Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3|a3|a3|a3' } }));
    expect(good.ephemeral).toBe(true);
    expect(good.content).toContain('Heavy Cruiser: thrust 3/0/0 · sensors 10>Battlecruiser · move a3 | a3 | a3 | a3 — thrust 3 of 3, sensors 10 of 10 ✔');

    const fireLine = await fireByAutocomplete(ben);
    keep('r1/plot', ben, fireLine);

    // Ships without a plot drift (§2.3): Ready says so before it locks in, and locks in on "Confirm ready"
    // (docs/playing.md §8).
    const anaReady = await answered(fake.clickButton({ user: ana, dm: true, customId: buttonId(anaPrompt, 'ready:') }));
    expect(anaReady.content).toMatch(/· not locked in yet:/);
    expect(anaReady.content).toContain('• Battlecruiser 2 has no orders: it drifts, tracks nothing and holds fire.');
    expect(anaReady.content).toContain('• Missile Destroyer 2 has no orders: it drifts, tracks nothing and holds fire.');
    expect(anaReady.content).not.toContain('• Battlecruiser has no orders');
    expect((await confirmReady(fake, ana, anaReady.message, { dm: true })).content).toMatch(/^Ready: your orders are locked in/);
    const benReady = await answered(fake.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }));
    expect(benReady.content).toContain('• Fleet Intruder has no orders: it drifts, tracks nothing and holds fire.');
    const last = await confirmReady(fake, ben, benReady.message, { dm: true });
    expect(last.content).toContain('Everyone is ready');
    await expectResolution(1);
  });

  /** /fire at by autocomplete: a ship, then its weapons, then targets with their range; returns the fire line added. */
  async function fireByAutocomplete(user: APIUser): Promise<string> {
    const ask = async (focused: string, options: Record<string, string>) => {
      const h = await fake.autocomplete({ user, channelId: threadId, name: 'fire', subcommand: 'at', options, focused: { name: focused, value: '' } });
      await h.waitForResponse();
      return h.choices ?? [];
    };
    const ships = await ask('ship', {});
    expect(ships.map((c) => String(c.name))).toEqual([expect.stringMatching(/^Heavy Cruiser · \d+ weapons ready$/), expect.stringMatching(/^Fleet Intruder/), expect.stringMatching(/^Fleet Intruder 2/)]);
    const ship = String(ships[0]?.value);
    const weapons = await ask('weapon', { ship });
    expect(weapons.map((w) => String(w.name))).toContain('Dual Mk-V laser · hits on 4+ · range loss 1 per 3"');
    const weapon = String(weapons.find((w) => String(w.name).startsWith('Dual Mk-V laser'))?.value);
    const targets = await ask('target', { ship, weapon });
    expect(targets.length).toBe(4);
    for (const t of targets) expect(String(t.name)).toMatch(/^(Battlecruiser|Missile Destroyer)( 2)? · \d+" · (in arc now|out of arc now) · hits on \d+\+/);
    // The ship tracks the Battlecruiser (its plot's sensors), so the order may wait for a lock (§2.33).
    const tracked = targets.find((t) => String(t.name).startsWith('Battlecruiser · '));
    const declared = await answered(fake.sendCommand({ user, channelId: threadId, name: 'fire', subcommand: 'at', options: { ship, weapon, target: String(tracked?.value) } }));
    expect(declared.ephemeral).toBe(true);
    const line = /fire Dual Mk-V laser > Battlecruiser if locked and in arc/.exec(declared.content ?? '')?.[0];
    expect(line).toBeDefined();
    return line ?? '';
  }

  /** The round's post in the thread: the map PNG, initiative, lock-on rolls and the seed; the pin updated. */
  async function expectResolution(round: number): Promise<APIMessage> {
    const post = await resolved(fake, threadId, `Round ${round}: plot`);
    // Every die is in the attached log; the card carries the short lines and the seed.
    const log = await logOf(post);
    expect(log).toMatch(/Initiative \(d10: Ana \d+( then \d+)*, Ben \d+( then \d+)*\)/);
    expect(log).toMatch(/Lock-on .* d10 \d+/);
    expect(messageText(post)).toContain(`/verify step:r${round}/plot`);
    expect(messageText(post).length).toBeLessThanOrEqual(4000);
    const map = post.attachments.find((a) => a.filename === `r${round}-plot-map.png`);
    expect(map).toBeDefined();
    const png = await download(map?.url ?? '');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng(`thread-round-${round}-map.png`, png);
    const pin = await waitUntil(`the pinned status for round ${round + 1}`, () => fake.pins(threadId).find((m) => m.content.includes(`Now: **Round ${round + 1}: plot**`)));
    expect(fake.pins(threadId)).toHaveLength(1);
    expect(pin.content).toMatch(/Battlecruiser \(IJN\) · speed \d+.* · armour \d+ · bridge \d+\/\d+ · sensors \d+\/\d+ · thrust \d+\/\d+/);
    expect(pin.content).toMatch(/Heavy Cruiser \(UNSN\) · speed \d+ → \d{3}°/);
    expect(pin.content).toMatch(/ships in play: IJN \d · UNSN \d/);
    return post;
  }

  test('round 2: plots by DM text from both, then Ready; resolved with the map', async () => {
    const anaPrompt = await prompt(fake, ana, 'Round 2: plot');
    const benPrompt = await prompt(fake, ben, 'Round 2: plot');
    keep('r2/plot', ana, 'sensors 6>Heavy Cruiser, 6>Fleet Intruder');
    keep('r2/plot', ben, 'sensors 5>Missile Destroyer');
    const anaBefore = fake.dmMessages(ana.id).length;
    await fake.sendDirectMessage(ana, 'Battlecruiser 2: thrust 4/0/0 · sensors 6>Heavy Cruiser, 6>Fleet Intruder · move S30 a4|a4|a4|a4');
    await waitUntil('the echo of Ana\'s round 2 plot', () => fake.dmMessages(ana.id).slice(anaBefore).find((m) => m.content.includes('Battlecruiser 2: thrust 4/0/0')));
    const benBefore = fake.dmMessages(ben.id).length;
    await fake.sendDirectMessage(ben, 'fleet intruder: thrust 4/0/0 · sensors 5>Missile Destroyer · move a4|a4|a4|a4');
    await waitUntil('the echo of Ben\'s round 2 plot', () => fake.dmMessages(ben.id).slice(benBefore).find((m) => m.content.includes('Fleet Intruder: thrust 4/0/0 · sensors 5>Missile Destroyer')));
    for (const [user, prompted, drifting] of [
      [ana, anaPrompt, 'Missile Destroyer 2'],
      [ben, benPrompt, 'Heavy Cruiser'],
    ] as const) {
      const asked = await answered(fake.clickButton({ user, dm: true, customId: buttonId(prompted, 'ready:') }));
      expect(asked.content).toContain(`• ${drifting} has no orders: it drifts, tracks nothing and holds fire.`);
      await confirmReady(fake, user, asked.message, { dm: true });
    }
    await expectResolution(2);
  });

  test('/map with arcs, /status and /history work on the free board', async () => {
    const map = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'map', options: { ship: 'Battlecruiser', arcs: true } }));
    expect(map.content).toMatch(/^\*\*Voidstriker · 6\.1 Standoff at Bishamon II · Round 3: plot · centred on Battlecruiser\*\*/);
    expect(map.content).toContain('ranges are in inches');
    expect(map.content).not.toMatch(/hex/i);
    expect(map.content).toContain('Mk-V mass driver');
    expect(map.files[0]?.data.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng('map-arcs-battlecruiser.png', map.files[0]?.data ?? Buffer.alloc(0));

    const status = await answered(fake.sendCommand({ user: ana, channelId: threadId, name: 'status', options: { ship: 'Heavy Cruiser' } }));
    expect(status.ephemeral).toBe(true);
    expect(status.content).toMatch(/^Heavy Cruiser\nHeavy Cruiser · UNSN · 7000 tons · Ben\nDrift \d+" toward \d{3}°/);
    expect(status.content).toContain('known to its owner only');
    expect(status.files.map((f) => f.name)).toEqual(['ship-card.png']);
    expect(status.files[0]?.data.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    keepPng('status-heavy-cruiser.png', status.files[0]?.data ?? Buffer.alloc(0));

    const history = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'history', options: { turn: 1 } }));
    expect(history.ephemeral).toBe(true);
    expect(history.content).toMatch(/^\*\*Round 1\*\*: what everyone saw\n\*\*Round 1: plot\*\* \(r1\/plot\)\nRound 1\nInitiative/);
    const missing = await answered(fake.sendCommand({ user: ben, channelId: threadId, name: 'history', options: { turn: 7 } }));
    expect(missing.content).toBe('Round 7 has no record yet; rounds with one: 1, 2.');
  });

  test('no plot reaches the thread, or the other player, before its round resolved', () => {
    expect([...secrets.keys()]).toEqual(['r1/plot', 'r2/plot']);
    expectSecretsKept(fake, threadId, [ana, ben], secrets);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });

  test('no internal id reaches a player: posts, DMs, replies, labels, choices and attachments (issue 16)', () => {
    expectNoInternalIds(fake.requests, running.ctx.db);
  });
});
