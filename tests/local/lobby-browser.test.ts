// The lobby's GM controls on the local table's page in a real headless Chromium (issue 16, item 1): the Turn on
// button for an option a fleet needs, the Settings panel's menus (one pick, several with Apply) and its modal, and a
// refused /game start whose button applies the fix, then Start. Screenshots go to SALVO_SHOTS
// (default /tmp/salvo-lobby-shots).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = process.env['SALVO_SHOTS'] ?? '/tmp/salvo-lobby-shots';

describe('the lobby on the local table', () => {
  let table: TestTable;
  let browser: Browser;
  let ui: TablePage;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: install it or set SALVO_CHROMIUM to its path.`);
    table = await startTestTable();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(table.server.url);
    ui = new TablePage(page, SHOTS);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !ui) return;
    await ui.shot(`FAILED-${task.name.replace(/\W+/g, '-').slice(0, 40)}`);
    await ui.dumpText('FAILED');
  });

  afterAll(async () => {
    await browser?.close();
    await table?.close();
  });

  /** Waits for the lobby post (the message with the sides) to show `text`. */
  const lobby = (text: string) => ui.messages().filter({ hasText: 'Side B:' }).filter({ hasText: text }).last().waitFor();
  // A panel's menus carry the settings it shows after their name ("lobby:1:scenario:<seen>").
  const menu = (id: string) => ui.page.locator(`#messages select[data-custom-id^="${id}:"]`).last();

  test('a fleet that needs an option: the GM turns it on from the lobby post', async () => {
    await ui.addUser('Ana');
    await ui.addUser('Ben');
    await ui.playAs('Ana');
    await ui.command('game new', [
      ['system', { select: 'starmada' }],
      ['scenario', { suggest: 'small', pick: 'Standard scenario · Small battle' }],
    ]);
    await ui.openChannel(/Game 1/);
    await ui.playAs('Ben');
    await ui.click('Join side B');
    await ui.command('fleet add', [['ship', { suggest: 'vig', pick: 'Vigilant' }]]);
    await ui.playAs('Ana');
    await ui.message("Ben's fleet needs Alternate firing arcs (C.1)", { button: 'Turn on Alternate firing arcs (C.1)' });
    await ui.shot('lobby-needs-an-option');
    await ui.click('Turn on Alternate firing arcs (C.1)');
    await lobby('Optional rules: Alternate firing arcs (C.1)');
    await expect(ui.page.locator('#messages button.msg-button', { hasText: 'Turn on' }).count()).resolves.toBe(0);
  });

  test('the Settings panel: scenario by menu, several options with Apply, step length and reminders by modal', async () => {
    await ui.click('Settings');
    await ui.message('Settings of Game 1');
    await ui.shot('settings-panel');
    await menu('lobby:1:scenario').selectOption('standard/medium');
    await lobby('Standard scenario · Medium battle');
    // The optional rules take two menus of at most 25 (Discord's limit); both of these are in the first.
    const first = ui.page.locator('#messages .msg-multi', { has: ui.page.locator('select[aria-label*="menu 1 of 2"]') }).last();
    await first.locator('select').selectOption(['alternateArcs', 'carriers']);
    await first.locator('button.msg-select-apply').click();
    await lobby('Optional rules: Alternate firing arcs (C.1), Carriers and fighters (B.4)');
    await ui.click('Step length and reminders…');
    await ui.submitModal({ step: '36h', reminders: '12h, 1h' });
    await lobby('Reminders 12 h and 1 h before each deadline');
    await lobby('36 h per step');
    await ui.message('The GM changed the settings:');
    await ui.shot('settings-changed');
  });

  test('/game start refused with its fix: one click turns on what the fleets need, then Start', async () => {
    await ui.command('game settings', [['options', { type: 'none' }]]);
    await lobby('Optional rules: none');
    await ui.click('Join side A');
    await ui.command('fleet add', [['ship', { suggest: 'mons', pick: 'Monsoon' }]]);
    await ui.command('game start');
    const fix = 'Turn on Alternate firing arcs (C.1) and Carriers and fighters (B.4)';
    await ui.message('Game 1 cannot start yet (one click fixes it: the button below)', { button: fix });
    await ui.shot('start-refused-with-fix');
    await ui.click(fix);
    await ui.message('Every fleet is ready', { button: 'Start the game' });
    await ui.click('Start the game');
    await ui.message('Game 1 has started.');
    await ui.shot('started');
    expect(pageErrors).toEqual([]);
  });
});
