// The local table draws a resolved step's card (Components V2) as Discord does, in a real headless Chromium at a
// phone's width: the container with its accent, the title, the map from the message's own attachment (a media
// gallery naming attachment://…), each unit's result, a divider, the shots, the seed, and the log as a file; the
// attachments are not drawn a second time below. The card is a real one: a Starmada fire step of the recorded
// game "starmada-e5" where Mistral is destroyed and explodes (docs/playing.md §5, §9). Screenshot in
// /tmp/summary-card/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AttachmentBuilder, type TextChannel } from 'discord.js';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cardComponents } from '../../src/commands/discord-posts.ts';
import { resolutionCard, resolutionLog } from '../../src/game/posts/resolution-post.ts';
import type { GameEvent } from '../../src/rules/core/rule-system.ts';
import type { StarmadaState } from '../../src/rules/starmada/state.ts';
import { starmada } from '../../src/rules/starmada/system.ts';
import { renderMapPng } from '../../src/render/map/render-map.ts';
import { GOLDEN_GAMES } from '../golden/games.ts';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = '/tmp/summary-card';
const KEY = 't4/fire/4';

let browser: Browser;
let table: TestTable;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set SALVO_CHROMIUM to its path.`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  table = await startTestTable();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await table?.close();
});

/** The card the bot posts for the step KEY of the recorded game, with its map and log, sent as the bot sends it. */
async function postRealCard(): Promise<void> {
  const game = GOLDEN_GAMES['starmada-e5']?.();
  const at = game?.steps.findIndex((s) => s.key === KEY) ?? -1;
  if (!game || at < 1) throw new Error(`no step ${KEY} in starmada-e5`);
  const before = game.steps[at - 1]?.state as StarmadaState;
  const step = game.steps[at] as { key: string; events: GameEvent[]; state: StarmadaState };
  const names = { title: 'Turn 4: fire', key: KEY };
  const outcome = starmada.assist.outcome(before, step.state, step.events);
  const seed = 'c0ffee'.repeat(10);
  const card = cardComponents(resolutionCard(names, step.events, [], seed, outcome, true));
  const map = await renderMapPng(starmada.scene(step.state, { kind: 'public' }));
  const channel = (await table.bot.client.channels.fetch(table.discord.channelId)) as TextChannel;
  await channel.send({
    flags: card.flags,
    components: card.components as never,
    files: [new AttachmentBuilder(map.data, { name: 't4-fire-4-map.png' }), new AttachmentBuilder(Buffer.from(resolutionLog(names, step.events, [], seed)), { name: 't4-fire-4.txt' })],
  });
}

describe('a resolved step’s card on the local table', () => {
  test('is drawn as Discord draws Components V2, readable at a phone’s width', async () => {
    await postRealCard();
    expect(table.discord.violations).toEqual([]);
    const page = await browser.newPage({ viewport: { width: 420, height: 1100 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(table.server.url);
    const ui = new TablePage(page, SHOTS);
    await ui.addUser('Ana');
    await ui.playAs('Ana');
    await ui.openChannel(/battles/);
    const card = await ui.message(/Mistral destroyed/);
    const box = card.locator('.msg-container');
    await expect.poll(() => box.count()).toBe(1);
    expect(await box.evaluate((el) => (el as unknown as { style: { borderLeftColor: string } }).style.borderLeftColor)).toBe('rgb(88, 101, 242)');
    const text = await box.innerText();
    expect(text).toMatch(/^Turn 4: fire\n/);
    expect(text).toContain('Mistral destroyed');
    expect(text).toMatch(/Shots\nSovereign → Mistral: \d+ of \d+ hit, \d+ dmg/);
    expect(text).toMatch(/Dice seed revealed: c0ffeec0ffeec0ff… · \/verify step:t4\/fire\/4 · every die in t4-fire-4\.txt/);
    expect(await box.locator('hr.msg-separator').count()).toBe(2);
    const map = box.locator('.msg-gallery img');
    await expect.poll(() => map.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(500);
    expect(await map.getAttribute('alt')).toBe('Map after Turn 4: fire');
    // The map fits the phone's width, and the log is a file in the card, not a second picture or link below it.
    expect((await map.boundingBox())?.width ?? 999).toBeLessThanOrEqual(420);
    expect(await box.locator('.msg-file', { hasText: 't4-fire-4.txt' }).count()).toBe(1);
    expect(await card.locator('.msg-attachments').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    const shot = await ui.shot('phone-card');
    await card.screenshot({ path: join(SHOTS, 'card-only.png') });
    console.log(`summary card screenshots: ${shot}, ${join(SHOTS, 'card-only.png')}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
