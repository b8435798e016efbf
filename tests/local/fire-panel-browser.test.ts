// The fire panel at the local table (issue 18 item 3; docs/playing.md §9), in a real headless Chromium at a phone-like
// 550 px: a Starmada duel is set up through the local Discord (typing, not what is tested), then Ana gives her whole
// fire step on the page by clicking: the prompt's "Fire with…" menu, the weapon and target menus, "fire everything in
// reach at …", and Ready. The step resolves with her shots. Screenshots go to /tmp/fire-panel-browser/.
import { existsSync } from 'node:fs';
import type { APIMessage, APIUser } from 'discord.js';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answered, buttonIds, confirmReady, resolved, startDuel, waitUntil } from '../e2e/discord-play.ts';
import { messageText } from '../harness/message-text.ts';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage, type Shown } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = '/tmp/fire-panel-browser';

describe('the fire panel on the local table page', () => {
  let browser: Browser;
  let table: TestTable;
  let ui: TablePage;
  let ana: APIUser;
  let ben: APIUser;
  let threadId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set SALVO_CHROMIUM to its path.`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    table = await startTestTable({ secret: 'fire-panel-browser' });
    ana = table.discord.createUser({ username: 'ana', globalName: 'Ana' });
    ben = table.discord.createUser({ username: 'ben', globalName: 'Ben' });
    const page = await browser.newPage({ viewport: { width: 550, height: 900 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(table.server.url);
    ui = new TablePage(page, SHOTS);
  });

  afterAll(async () => {
    await ui?.page.close();
    await table?.close();
    await browser?.close();
  });

  /** A DM as typed, and the bot's answer. */
  async function dm(user: APIUser, text: string, wanted: RegExp): Promise<void> {
    const before = table.discord.dmMessages(user.id).length;
    await table.discord.sendDirectMessage(user, text);
    await waitUntil(`the answer to "${text}"`, () => table.discord.dmMessages(user.id).slice(before).find((m) => wanted.test(m.content)));
  }

  test('set up by typing: a Starmada duel up to Turn 2: fire', async () => {
    threadId = await startDuel(table.discord, [ana, ben]);
    await dm(ana, 'Majestic 0409 SE', /Majestic: 0409 facing SE/);
    await dm(ben, 'Tempest 2909 NW', /Tempest: 2909 facing NW/);
    for (const user of [ana, ben]) await answered(table.discord.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    for (const [turn, order] of [
      [1, '4'],
      [2, '2P1'],
    ] as const) {
      await resolved(table.discord, threadId, turn === 1 ? 'Deployment' : `Turn ${turn - 1}: orders`);
      await dm(ana, `Majestic ${order}`, new RegExp(`Majestic: ${order}\\(`));
      await dm(ben, `Tempest ${order}`, new RegExp(`Tempest: ${order}\\(`));
      for (const user of [ana, ben]) await answered(table.discord.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    }
    await waitUntil('the fire prompt', () => table.discord.dmMessages(ana.id).find((m) => m.content.includes('**Turn 2: fire**')));
  });

  test('Ana gives her fire by clicking the menus, and Ready; the step resolves with her shots', async () => {
    await ui.page.reload();
    await ui.playAs('Ana');
    await ui.openDm();
    await ui.message(/Turn 2: fire/);
    const menu = (label: RegExp) => ui.page.locator('#messages select.msg-select-one').filter({ has: ui.page.locator('option', { hasText: label }) }).last();
    const pickIn = async (placeholder: string, option: RegExp, answer: (m: Shown) => boolean): Promise<Shown> => {
      const select = ui.page.locator(`#messages select.msg-select-one[aria-label^="${placeholder}"]`).last();
      const value = await select.locator('option').filter({ hasText: option }).first().getAttribute('value');
      return ui.acting(async () => {
        await select.selectOption(value ?? '');
      }, answer);
    };
    const panelShown = (m: Shown) => m.ephemeral && m.content.includes('Turn 2: fire · fire');
    expect(await menu(/^Majestic$/).count()).toBe(1);
    let panel = await pickIn('Fire with', /^Majestic$/, panelShown);
    expect(panel.content).toContain('No fire declared yet.');
    await ui.shot('panel-opened');
    panel = await pickIn('Weapon of Majestic', /^Lightning Turret/, (m) => m.id === panel.id);
    await ui.shot('weapon-picked');
    panel = await pickIn('Target for', /^Tempest · range \d+/, (m) => m.id === panel.id && m.content.includes('Added to your draft.'));
    expect(panel.content).toMatch(/^Majestic: Lightning Turret x\d > Tempest/m);
    panel = await pickIn('Fire everything in reach at', /^Tempest — With /, (m) => m.id === panel.id && /Fusion Torpedo/.test(m.content));
    expect(panel.content).toMatch(/^Majestic: Fusion Torpedo.* > Tempest/m);
    const shot = await ui.shot('fire-all');
    expect(shot).toMatch(/fire-all\.png$/);
    await ui.ready(panel);
    // Ben holds fire: Ready asks first (Tempest has targets in reach), and he confirms.
    const asked = await answered(table.discord.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }));
    if (buttonIds(asked.message as APIMessage).some((id) => id.startsWith('ready-confirm:'))) await confirmReady(table.discord, ben, asked.message, { dm: true });
    const post = await resolved(table.discord, threadId, 'Turn 2: fire');
    expect(messageText(post)).toMatch(/^Majestic → Tempest: /m);
    expect(pageErrors).toEqual([]);
  });
});
