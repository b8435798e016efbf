// The Metaverse fire step given by the panel alone at the local table (issue 24: "the fire steps of all three systems
// are given by the panels alone in a Chromium test, and each shot they declare resolves"), in a real headless
// Chromium at a phone-like 550 px. A Match Play game is set up through the local Discord (typing, not what is
// tested); both sides drift, so Turn 1 asks for "fire and control orders" together: no target is legal until the
// Control Step nominates it (p.21, A26). Ana gives her whole fire step by clicking only: the prompt's "Fire with…"
// menu, a weapon, a target marked "adds control: designate (1 CP)" (the pick nominates it), "fire everything in
// reach at …" for another ship, and Ready. The step resolves, and every shot the panel declared is on the card.
// Screenshots go to /tmp/fire-panel-browser-metaverse/.
import { existsSync } from 'node:fs';
import type { APIMessage, APIUser } from 'discord.js';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answered, buttonIds, confirmReady, resolved, stepPostsFor, waitUntil } from '../e2e/discord-play.ts';
import { messageText } from '../harness/message-text.ts';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage, type Shown } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = '/tmp/fire-panel-browser-metaverse';
const FIRE = 'Turn 1: fire and control orders';

/** The shots a draft declares, "CNS Kestrel → VHS Ravager", from its echo lines ("CNS Kestrel: … > VHS Ravager"). */
function declaredShots(echo: string): string[] {
  return echo.split('\n').flatMap((line) => {
    const m = /^(CNS [^:]+): (.+)$/.exec(line.trim());
    if (!m) return [];
    const targets = [...(m[2] ?? '').split(' — ')[0]!.matchAll(/> (VHS [A-Za-z]+)/g)].map((t) => t[1]);
    return targets.map((t) => `${m[1]} → ${t}`);
  });
}

describe('the Metaverse fire panel on the local table page', () => {
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
    table = await startTestTable({ secret: 'fire-panel-browser-metaverse' });
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

  test('set up by typing: a Match Play game, both sides drift, up to Turn 1: fire and control orders', async () => {
    const d = table.discord;
    await answered(d.sendCommand({ user: ana, name: 'game', subcommand: 'new', options: { system: 'metaverse', scenario: 'match', options: 'noTerrain' } }));
    threadId = await waitUntil('the game thread', () => d.threads.at(-1)?.channel.id);
    const lobby = await waitUntil('the lobby post', () => d.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
    const [joinA, joinB] = buttonIds(lobby);
    await answered(d.clickButton({ user: ana, channelId: threadId, customId: joinA ?? '' }));
    await answered(d.clickButton({ user: ben, channelId: threadId, customId: joinB ?? '' }));
    await answered(d.sendCommand({ user: ana, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-concord-task-group' } }));
    await answered(d.sendCommand({ user: ben, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: 'salvo-vorr-raiders' } }));
    await answered(d.sendCommand({ user: ana, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
    for (const user of [ana, ben]) {
      const asked = await answered(d.sendCommand({ user, dm: true, name: 'ready', options: {} }));
      if (buttonIds(asked.message as APIMessage).some((id) => id.startsWith('ready-confirm:'))) await confirmReady(d, user, asked.message, { dm: true });
    }
    await waitUntil('the fire step', () => stepPostsFor(d, threadId, FIRE)[0]);
    await waitUntil('the fire prompt', () => d.dmMessages(ana.id).find((m) => m.content.includes(`**${FIRE}**`)));
  });

  test('Ana gives her fire by clicking the panel only, and Ready; every shot it declared resolves on the card', async () => {
    await ui.page.reload();
    await ui.playAs('Ana');
    await ui.openDm();
    await ui.message(FIRE);
    const pickIn = async (placeholder: string, option: RegExp, answer: (m: Shown) => boolean): Promise<Shown> => {
      const select = ui.page.locator(`#messages select.msg-select-one[aria-label^="${placeholder}"]`).last();
      const value = await select.locator('option').filter({ hasText: option }).first().getAttribute('value');
      expect(value, `an option ${String(option)} in the menu "${placeholder}"`).not.toBeNull();
      return ui.acting(async () => {
        await select.selectOption(value ?? '');
      }, answer);
    };
    const panelShown = (m: Shown) => m.ephemeral && m.content.includes(`${FIRE} · fire`);
    let panel = await pickIn('Fire with', /^CNS Kestrel/, panelShown);
    expect(panel.content).toContain('No fire declared yet.');
    await ui.shot('panel-opened');
    panel = await pickIn('Weapon of CNS Kestrel', /^Missile Launcher/, (m) => m.id === panel.id);
    await ui.shot('weapon-picked');
    // No target is legal before the Control Step: the menu offers those in reach, each saying the pick designates it.
    panel = await pickIn('Target for', /^VHS Ravager · .* · adds control: designate \(1 CP\)/, (m) => m.id === panel.id && m.content.includes('Added to your draft.'));
    expect(panel.content).toMatch(/^CNS Kestrel: Missile Launcher[^\n]* > VHS Ravager/m);
    expect(panel.content).toMatch(/^control: designate VHS Ravager for CNS Kestrel & Merlin — 1 CP/m);
    await ui.shot('target-picked');
    // Another ship by the ship menu, then "fire everything in reach at" the same target.
    const shipMenu = ui.page.locator('#messages select.msg-select-one[aria-label^="Ship that fires"]').last();
    await shipMenu.selectOption((await shipMenu.locator('option').filter({ hasText: /^CNS Merlin/ }).first().getAttribute('value')) ?? '');
    await ui.page.locator('#messages select.msg-select-one[aria-label^="Fire everything in reach at… (CNS Merlin)"]').last().waitFor();
    panel = await pickIn('Fire everything in reach at… (CNS Merlin)', /^VHS Ravager/, (m) => m.id === panel.id && /^CNS Merlin: [^\n]*> VHS Ravager/m.test(m.content));
    await ui.shot('fire-all');
    const shots = declaredShots(panel.content);
    expect(shots).toEqual(expect.arrayContaining(['CNS Kestrel → VHS Ravager', 'CNS Merlin → VHS Ravager']));
    await ui.ready(panel);
    // Ben holds fire: Ready asks first when he has targets in reach, and he confirms.
    const asked = await answered(table.discord.sendCommand({ user: ben, dm: true, name: 'ready', options: {} }));
    if (buttonIds(asked.message as APIMessage).some((id) => id.startsWith('ready-confirm:'))) await confirmReady(table.discord, ben, asked.message, { dm: true });
    const post = await resolved(table.discord, threadId, FIRE);
    const card = messageText(post);
    for (const shot of new Set(shots)) expect(card, `the card shows ${shot}`).toMatch(new RegExp(`^${shot}: `, 'm'));
    expect(pageErrors).toEqual([]);
  });
});
