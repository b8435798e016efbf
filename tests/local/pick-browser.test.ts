// "Pick a space" on the local table in a real headless Chromium (issue 18 item 3, docs/playing.md §9): Ana deploys
// Majestic only by the page's controls: "Pick on map" in her DM prompt shows the numbered map as an image with select
// menus of the numbers; choosing 6 (hex 0202, Starmada 2.3 p.12: within four hexes of the west edge) asks the facing
// with a button each, and the pick lands in her draft, echoed as typed orders would be. Screenshots go to SALVO_SHOTS
// (default /tmp/salvo-pick-shots).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = process.env['SALVO_SHOTS'] ?? '/tmp/salvo-pick-shots';

describe('pick a space on the local table', () => {
  let table: TestTable;
  let browser: Browser;
  let ui: TablePage;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set SALVO_CHROMIUM to its path.`);
    }
    table = await startTestTable();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(table.server.url);
    ui = new TablePage(page, SHOTS);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !ui) return;
    const name = `FAILED-${task.name.replace(/\W+/g, '-').slice(0, 40)}`;
    await ui.shot(name);
    await ui.dumpText(name);
  });

  afterAll(async () => {
    await browser?.close();
    await table?.close();
  });

  test('a Starmada game reaches deployment through the page', async () => {
    await ui.addUser('Ana');
    await ui.addUser('Ben');
    await ui.playAs('Ana');
    await ui.command('game new', [
      ['system', { select: 'starmada' }],
      ['scenario', { suggest: 'small', pick: 'Standard scenario · Small battle' }],
      ['options', { suggest: 'alt', pick: 'Alternate firing arcs' }],
    ]);
    await ui.message(/is open in #Game 1/);
    await ui.openChannel(/Game 1/);
    await ui.click('Join side A');
    await ui.command('fleet add', [['ship', { suggest: 'maj', pick: 'Majestic' }]]);
    await ui.message(/Majestic.*\d+ \/ \d+ CR/);
    await ui.playAs('Ben');
    await ui.click('Join side B');
    await ui.command('fleet add', [['ship', { suggest: 'temp', pick: 'Tempest' }]]);
    await ui.message(/Tempest.*\d+ \/ \d+ CR/);
    await ui.playAs('Ana');
    await ui.command('game start');
    await ui.message(/start/i);
  });

  test('Pick on map: the numbered map as an image, a select of the numbers, a button per facing, the pick in the draft', async () => {
    await ui.openDm();
    await ui.click('Pick on map', 'Deployment');
    const picker = await ui.message('pick a place for Majestic');
    const image = picker.locator('.msg-attachments img');
    await image.waitFor();
    await expect(image.getAttribute('alt')).resolves.toMatch(/^game-1-pick\.png$/);
    // The image is drawn (the browser decoded the PNG), and it is wide enough to read.
    await expect.poll(() => image.evaluate((img) => (img as { naturalWidth?: number }).naturalWidth ?? 0)).toBe(1024);
    const menus = picker.locator('select.msg-select-one');
    // The zone's 72 hexes in two zoomed pages of 36 (two menus each), the other page a button away.
    await expect(menus.count()).resolves.toBe(2);
    await expect(picker.locator('button.msg-button', { hasText: 'Places 37–72' }).count()).resolves.toBe(1);
    await expect(menus.first().locator('option[value="6"]').innerText()).resolves.toMatch(/^6 · 0202 — any of /); // the option's description follows its label, as Discord shows it
    await ui.shot('picker');
    await menus.first().selectOption('6');
    const facings = await ui.message('6 · 0202: Majestic can deploy there facing 6 ways', { button: 'facing SE' });
    await ui.shot('picker-facings');
    await facings.locator('button.msg-button', { hasText: 'facing SE' }).click();
    await ui.message('Picked 6 · 0202 facing SE: Majestic: 0202 facing SE');
    await ui.message(/your draft:[\s\S]*Majestic: 0202 facing SE/);
    await ui.shot('picked');
    expect(pageErrors).toEqual([]);
  });
});
