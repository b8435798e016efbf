// The Voidstriker fire step given by the fire panel alone (issue 24 trap 2), in a real headless Chromium at a
// phone-like 550 px: a §6.1 game is set up through the local Discord (typing, not what is tested); each round Ben
// types only his Heavy Cruiser's movement, then gives its fire on the page by clicking: the prompt's "Fire with…"
// menu, "Fire everything in reach at… Battlecruiser", and Ready. The panel adds the sensor lock the fire needs
// (§2.33) and says so inline. The rounds go on until the cruiser's shots reach the card; then every weapon the
// panel declared either fired (the card's line, the log's dice) or the log says why it did not (§2.35: arc, lock).
// Screenshots go to /tmp/fire-panel-browser-voidstriker/.
import { existsSync } from 'node:fs';
import type { APIMessage, APIUser } from 'discord.js';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answered, buttonIds, confirmReady, logOf, resolved, waitUntil } from '../e2e/discord-play.ts';
import { messageText } from '../harness/message-text.ts';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage, type Shown } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = '/tmp/fire-panel-browser-voidstriker';

describe('the Voidstriker fire panel on the local table page', () => {
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
    table = await startTestTable({ secret: 'fire-panel-browser-voidstriker' });
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

  /** Ready by /ready in the DM, confirming when Ready asks first. */
  async function readyByCommand(user: APIUser): Promise<void> {
    const asked = await answered(table.discord.sendCommand({ user, dm: true, name: 'ready', options: {} }));
    if (buttonIds(asked.message as APIMessage).some((id) => id.startsWith('ready-confirm:'))) await confirmReady(table.discord, user, asked.message, { dm: true });
  }

  test('set up by typing: a Voidstriker §6.1 game, Ben flying the UNSN', async () => {
    await answered(table.discord.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'voidstriker', scenario: '6.1' } }));
    threadId = await waitUntil('the game thread', () => table.discord.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => table.discord.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinIjn, joinUnsn] = buttonIds(lobby);
    await answered(table.discord.clickButton({ user: ana, channelId: threadId, customId: joinIjn ?? '' }));
    await answered(table.discord.clickButton({ user: ben, channelId: threadId, customId: joinUnsn ?? '' }));
    const started = await answered(table.discord.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    expect(started.content).toMatch(/has started/);
    await waitUntil('the first plot prompt', () => table.discord.dmMessages(ben.id).find((m) => m.content.includes('**Round 1: plot**')));
  });

  test('Ben gives his fire by clicking the panel, round after round, until its shots resolve; each one is accounted for', async () => {
    await ui.page.reload();
    await ui.playAs('Ben');
    await ui.openDm();
    const pickIn = async (placeholder: string, option: RegExp, answer: (m: Shown) => boolean): Promise<Shown> => {
      const select = ui.page.locator(`#messages select.msg-select-one[aria-label^="${placeholder}"]`).last();
      const value = await select.locator('option').filter({ hasText: option }).first().getAttribute('value');
      expect(value, `an option ${String(option)} in the menu "${placeholder}"`).not.toBeNull();
      return ui.acting(async () => {
        await select.selectOption(value ?? '');
      }, answer);
    };
    let fired: { post: APIMessage; weapons: number } | null = null;
    for (let round = 1; round <= 5 && !fired; round++) {
      const title = `Round ${round}: plot`;
      await ui.message(new RegExp(title));
      // Setup by typing: the Heavy Cruiser closes in; Ana's ships drift.
      await dm(ben, 'Heavy Cruiser: thrust 3/0/0 · move a3|a3|a3|a3', /Heavy Cruiser: thrust 3\/0\/0/);
      let panel = await pickIn('Fire with', /^Heavy Cruiser/, (m) => m.ephemeral && m.content.includes(`${title} · fire`));
      // The target says before the pick what it adds: the cruiser does not track it yet (§2.33).
      const reach = ui.page.locator('#messages select.msg-select-one[aria-label^="Fire everything in reach at"]').last();
      expect(await reach.locator('option').filter({ hasText: /^Battlecruiser — Adds sensors 1>Battlecruiser · with / }).count()).toBe(1);
      panel = await pickIn('Fire everything in reach at', /^Battlecruiser — /, (m) => m.id === panel.id && m.content.includes('Added to your draft.'));
      // Inline and whole: the lock added and said, one short line for the cruiser's fire, nothing that cannot fire.
      expect(panel.content).toMatch(/Added sensors 1>Battlecruiser too: Heavy Cruiser must track Battlecruiser to fire at it/);
      const line = /^Heavy Cruiser → Battlecruiser: (\d+) weapons?(, (\d+) missile launch(es)?)? · tracked by 1 sensor ✔$/m.exec(panel.content);
      expect(line, panel.content).not.toBeNull();
      expect(panel.content).not.toMatch(/more lines|cannot fire/);
      if (round === 1) {
        await ui.card(panel).scrollIntoViewIfNeeded();
        await ui.shot('fire-all-with-lock');
      }
      await ui.ready(panel);
      await readyByCommand(ana);
      const post = await resolved(table.discord, threadId, title);
      if (/^Heavy Cruiser → Battlecruiser: /m.test(messageText(post))) fired = { post, weapons: Number(line?.[1] ?? 0) + Number(line?.[3] ?? 0) };
    }
    expect(fired, 'a round in which the Heavy Cruiser, locked on, fired at the Battlecruiser').not.toBeNull();
    if (!fired) return;
    // The round's card as the table shows it: the cruiser's shots on it.
    await ui.openChannel(/Game 1 · Voidstriker/);
    const card = await ui.message(/Heavy Cruiser → Battlecruiser: /);
    await card.scrollIntoViewIfNeeded();
    await ui.shot('round-card');
    // Every order the panel wrote is accounted for in the log: a shot with its dice, a launch, or the reason it lapsed;
    // the card says the lapsed ones too.
    const log = await logOf(fired.post);
    for (const lapse of log.split('\n').filter((l) => l.startsWith('Heavy Cruiser does not fire '))) expect(messageText(fired.post)).toContain(lapse);
    const shots = log.split('\n').filter((l) => /^Heavy Cruiser (→ Battlecruiser · |launches S\d+: .* at Battlecruiser \()/.test(l)).length;
    const lapsed = [...log.matchAll(/Heavy Cruiser does not fire (?:its .+?|(\d+) weapons): /g)].reduce((n, m) => n + (m[1] ? Number(m[1]) : 1), 0);
    expect(shots, log).toBeGreaterThan(0);
    expect(shots + lapsed, log).toBe(fired.weapons);
    expect(pageErrors).toEqual([]);
  });
});
