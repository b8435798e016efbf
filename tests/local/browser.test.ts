// The local table in a real headless Chromium (issue 7): two players at one page play a Starmada duel's lobby,
// deployment, a turn of orders and a turn of fire, only through the page. Screenshots of the key moments go to
// SALVO_SHOTS (default /tmp/salvo-table-shots).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage } from './table-page.ts';
import { makeDrake } from '../../src/rules/starmada/ships/drake.ts';
import { findShipClass } from '../../src/rules/starmada/ships/library/index.ts';

/** A Majestic under another name, in Drake notation over several lines, as a player would paste it. */
function raiderDrake(): string {
  const majestic = findShipClass('Majestic');
  if (!majestic) throw new Error('the library has no Majestic');
  return makeDrake({ ...majestic, className: 'Raider' });
}

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = process.env['SALVO_SHOTS'] ?? '/tmp/salvo-table-shots';

describe('the local table in a browser', () => {
  let table: TestTable;
  let browser: Browser;
  let ui: TablePage;
  const pageErrors: string[] = [];
  /** API calls the server refused, as "400 POST /api/users". */
  const refused: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set SALVO_CHROMIUM to its path.`);
    }
    table = await startTestTable();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      // Refused requests are logged by the browser too; they are checked one by one below.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) pageErrors.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(table.server.url);
    ui = new TablePage(page, SHOTS);
  });

  // A failure leaves a picture of the page behind, to see what the player would have seen.
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

  test('two players join a game and build fleets, with autocomplete', async () => {
    await ui.page.locator('#dm-list', { hasText: 'Add a player to start.' }).waitFor();
    await ui.shot('no-players-yet');
    await ui.addUser('Ana');
    await ui.addUser('Ben');
    await ui.page.fill('#add-user-name', 'ana');
    await ui.page.click('#add-user button[type=submit]');
    await ui.page.locator('#add-user-error', { hasText: 'There is already a user called ana.' }).waitFor();
    await ui.playAs('Ana');

    // /game new: the system from its choices, scenario and optional rules from the bot's live suggestions.
    const input = ui.page.locator('#composer-input');
    await input.click();
    await input.fill('/ga');
    await ui.page.locator('#popup .popup-item', { hasText: '/game new' }).waitFor();
    await ui.shot('slash-menu');
    await ui.page.locator('#popup .popup-item', { hasText: '/game new' }).click();
    // Send with nothing filled in: the page says what is missing.
    await ui.page.click('#composer-send');
    await expect(ui.composerError()).resolves.toBe('Fill in system, scenario.');
    await ui.fillOption('system', { select: 'starmada' });
    await ui.page.locator('#command-bar [data-option="scenario"]').fill('small');
    expect(await ui.suggestions('scenario', 'small')).toEqual([
      'Standard scenario · Very Small battle · Fleet limit 400 CR · Victory at 240 VP',
      'Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP',
    ]);
    await ui.shot('autocomplete-scenario');
    await ui.fillOption('scenario', { suggest: 'small', pick: 'Standard scenario · Small battle' });
    await ui.fillOption('options', { suggest: 'alt', pick: 'Alternate firing arcs' });
    await ui.page.click('#composer-send');
    const opened = await ui.message(/Game 1 · Starmada · Standard \(Small\).* is open in #Game 1/);
    await expect(opened.locator('.msg-used').innerText()).resolves.toMatch(/Ana\s+used\s+\/game new/);
    await expect(opened.locator('.md strong').first().innerText()).resolves.toBe('Game 1 · Starmada · Standard (Small)');
    // Commands are mentions (issue 18): shown as the command, and a click puts it in the message box.
    const mention = opened.locator('.md .command-mention', { hasText: '/fleet add' }).first();
    await expect(mention.innerText()).resolves.toBe('/fleet add');
    await ui.shot('game-opened');
    await mention.click();
    await expect(ui.page.locator('#composer-input').inputValue()).resolves.toBe('/fleet add');
    await ui.page.locator('#popup .popup-item', { hasText: '/fleet add' }).waitFor();
    await ui.page.locator('#composer-input').fill('');

    // The <#thread> mention is a link to the thread.
    await opened.locator('a.channel-link').click();
    await ui.page.locator('#channel-list a.channel.active', { hasText: /Game 1/ }).waitFor();
    await expect(ui.page.locator('#messages .mention', { hasText: '@Ana' }).count()).resolves.toBeGreaterThan(0);
    // Plain text in the server is not for Salvo; the page says where it goes instead.
    const box = ui.page.locator('#composer-input');
    await box.fill('hello');
    await box.press('Enter');
    await expect.poll(() => ui.composerError()).toMatch(/^Salvo reads only slash commands in the server/);
    await box.fill('');
    await ui.click('Join side A');
    await ui.playAs('Ben');
    await ui.click('Join side B');
    await ui.message(/Side A: Ana[\s\S]*Side B: Ben|Ana[\s\S]*Ben/);

    await ui.playAs('Ana');
    await ui.command('fleet add', [['ship', { suggest: 'maj', pick: 'Majestic' }]]);
    await ui.message(/Majestic.*\d+ \/ \d+ CR/);
    // /fleet import with nothing given opens a form whose paragraph keeps the design's line breaks (issue 18).
    await ui.command('fleet import');
    await ui.page.locator('#modal[open] textarea[data-custom-id="designs"]').waitFor();
    await ui.shot('fleet-import-modal');
    await ui.submitModal({ designs: raiderDrake() });
    await ui.message(/Imported Raider\.\s*Your fleet: 370 \/ 700 CR/);
    await ui.command('fleet remove', [['ship', { suggest: 'raid', pick: 'Raider' }]]);
    await ui.message(/Removed Raider\.\s*Your fleet: 185 \/ 700 CR/);
    await ui.playAs('Ben');
    await ui.command('fleet add', [['ship', { suggest: 'temp', pick: 'Tempest' }]]);
    await ui.message(/Tempest.*\d+ \/ \d+ CR/);
    await ui.shot('lobby-as-ben');

    // What Ben sees of the thread: his own ephemeral reply, never Ana's.
    const ephemeral = ui.page.locator('#messages .msg-ephemeral');
    await expect(ephemeral.filter({ hasText: 'Tempest' }).count()).resolves.toBe(1);
    await expect(ephemeral.filter({ hasText: 'Majestic' }).count()).resolves.toBe(0);
    await expect(ephemeral.first().locator('.msg-only-you').innerText()).resolves.toContain('Only you can see this');

    await ui.playAs('Ana');
    await ui.command('game start');
    await ui.message(/start/i);
  });

  test('deployment: Ana plots in the Plot modal from her DM, Ben types his order to Salvo', async () => {
    await ui.openDm();
    const prompt = await ui.message('Deployment', { button: 'Plot Majestic' });
    // <t:…:R> deadlines are drawn as local relative times.
    await expect(prompt.locator('time.md-time').first().innerText()).resolves.toMatch(/^(in 24 hours|tomorrow)$/); // the browser's wording near a day boundary
    await ui.click('Plot Majestic', 'Deployment');
    await ui.page.locator('#modal[open]').waitFor();
    await ui.shot('plot-modal');
    await ui.submitModal({ orders: '0409 SE' });
    await ui.message('Majestic: 0409 facing SE');
    await ui.click('Ready', 'Deployment');
    await ui.message('Ready: your orders are locked in');

    await ui.playAs('Ben');
    await expect(ui.page.locator('#dm-list a.channel.active').count()).resolves.toBe(1);
    await ui.say('tempest 2909 nw');
    await ui.message('Tempest: 2909 facing NW');
    await ui.click('Ready', 'Deployment');

    await ui.playAs('Ana');
    await ui.openChannel(/Game 1/);
    await ui.message('Majestic (side A) deploys in 0409');
  });

  /** One turn's orders: Ana by the Plot modal in her DM, Ben by typing to Salvo; both click Ready. */
  async function orders(turn: number, anaOrder: string, benOrder: string, benByForm = false): Promise<void> {
    const step = `Turn ${turn}: orders`;
    await ui.playAs('Ana');
    await ui.openDm();
    await ui.click('Plot Majestic', step);
    await ui.submitModal({ orders: anaOrder });
    await ui.message(`Majestic: ${anaOrder}(`);
    await ui.click('Ready', step);
    await ui.playAs('Ben');
    await ui.message(step, { button: 'Ready' });
    if (benByForm) {
      // /plot with no orders (in the thread) opens the whole draft in a form whose paragraph keeps line breaks; what
      // is sent there goes the way typed orders go, with the same echo.
      await ui.openChannel(/Game 1/);
      await ui.command('plot');
      await ui.submitModal({ orders: `Tempest ${benOrder}` });
      await ui.message(`Tempest: ${benOrder}(`);
      await ui.openDm();
    } else {
      await ui.say(`Tempest ${benOrder}`);
      await ui.message(`Tempest: ${benOrder}(`);
    }
    await ui.click('Ready', step);
    await ui.playAs('Ana');
    await ui.openChannel(/Game 1/);
    await ui.message(`/verify step:t${turn}/orders`);
  }

  test('two turns of orders put the ships in reach; fire is declared with the page\'s autocomplete', async () => {
    await orders(1, '4', '4');
    await orders(2, '2P1', '2P1', true);

    await ui.message('Turn 2: fire');
    await ui.command('fire at', [
      ['ship', { suggest: '' }],
      ['weapon', { suggest: '' }],
      ['target', { suggest: '', pick: /Tempest · range \d+ · (short|medium|long) · hits on/ }],
    ]);
    const declared = await ui.message(/Majestic: .* > Tempest — range/);
    await expect(declared.locator('.msg-only-you').count()).resolves.toBe(1);
    await ui.shot('fire-declared-as-ana');

    for (const player of ['Ana', 'Ben']) {
      await ui.playAs(player);
      await ui.openDm();
      await ui.click('Ready', 'Turn 2: fire');
    }
    // Ben declared no fire: Ready says Tempest would hold fire with Majestic in reach (docs/playing.md §8) and waits
    // for his word.
    await ui.message(/Tempest holds fire: it has \d targets? in reach \(Majestic/, { button: 'Confirm ready' });
    await ui.shot('ready-asks-first');
    await ui.click('Confirm ready', 'not locked in yet');
    await ui.playAs('Ana');
    await ui.openChannel(/Game 1/);
    const summary = await ui.message('/verify step:t2/fire');
    // The card: a shot line per attacker and target; every die is in the attached log.
    await expect(summary.innerText()).resolves.toMatch(/Majestic → Tempest: \d+ (of \d+ hit|hits?)/);
    const map = summary.locator('.msg-image img');
    await map.waitFor();
    // The picture really loaded (a broken image has no natural size).
    await expect.poll(() => map.evaluate((img) => (img as { naturalWidth?: number }).naturalWidth ?? 0)).toBeGreaterThan(100);
    await summary.scrollIntoViewIfNeeded();
    await ui.shot('fire-resolved-with-map');
  });

  test('switched to Ben, the page shows none of Ana\'s secrets', async () => {
    await ui.playAs('Ben');
    await ui.openChannel(/Game 1/);
    const thread = await ui.messages().allInnerTexts();
    expect(thread.join('\n')).toContain('Added Tempest');
    expect(thread.join('\n')).not.toContain('Added Majestic');
    expect(thread.join('\n')).not.toContain('Ana used /fire at');
    expect(thread.join('\n')).not.toContain('Ana used /fleet add');
    await ui.openDm();
    const dm = (await ui.messages().allInnerTexts()).join('\n');
    expect(dm).toContain('Tempest: 2909 facing NW');
    expect(dm).not.toMatch(/Majestic: |Plot Majestic|0409 facing/);
    await expect(ui.page.locator('#dm-list a.channel').count()).resolves.toBe(1);
    await ui.shot('dm-as-ben');
    expect(pageErrors).toEqual([]);
    // The one refusal was the duplicate name; every command, click and order was accepted.
    expect(refused).toEqual(['400 POST /api/users']);
  });
});
