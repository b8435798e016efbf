// The hostile-names game (tests/e2e/hostile-names.test.ts) again, this time through the local table's page in a
// real headless Chromium (issue 15, item 1): players and ships carry markdown, HTML, mentions, @everyone, a
// right-to-left override, combining marks and emoji, and a person plays every seat only through the page. Every
// request must pass the spec check, no message may ping anyone, and the page must show the names as typed.
// Screenshots of the end go to /tmp/hostile-browser.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createsMessage, payloadOf } from '../e2e/message-requests.ts';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { TablePage, type Shown } from './table-page.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = '/tmp/hostile-browser';

// The page takes player names of up to 32 characters and refuses @, #, :, ` and control characters in them, so the
// mentions ride on the ship names (40 characters) and the players carry everything else a person can type.
const ANA = '**Ana** ||x|| <b>__u__ ~~s~~';
const BEN = '\u202EZ̷̨a̶̡l̴̢g̷o 🚀👩‍🚀 <i>_x_';
const RLO = /[\u202A-\u202E\u2066-\u2069]/;

interface Seat {
  player: string;
  /** The ship class to pick from the suggestions. */
  ship: string;
  /** The name to give it, from the other player's user id. */
  shipName: (otherId: string) => string;
  /** What the seat plots, by the end of the step's title, and the echo that says the bot took it. */
  plans: { step: string; orders: string; echo: RegExp }[];
}

const SEATS: Seat[] = [
  // Majestic's name mentions Ben: a post naming it must still ping nobody, and show the mention as text.
  { player: ANA, ship: 'Majestic', shipName: (benId) => `<@${benId}> @here **x**`, plans: [{ step: 'Deployment', orders: '0409 NE', echo: /0409 facing NE/ }, { step: 'orders', orders: '1', echo: /: 1\b/ }] },
  // Tempest deploys on the east edge facing out and flies off the board: side B has nothing left, side A wins.
  { player: BEN, ship: 'Tempest', shipName: () => '@everyone \u202ETem̷̛ ||x|| 🚀', plans: [{ step: 'Deployment', orders: '3209 SE', echo: /3209 facing SE/ }, { step: 'orders', orders: '4', echo: /: 4\b/ }] },
];

describe('hostile names at the local table in a browser', () => {
  let table: TestTable;
  let browser: Browser;
  let ui: TablePage;
  const pageErrors: string[] = [];
  const ids = new Map<string, string>();

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set SALVO_CHROMIUM to its path.`);
    }
    table = await startTestTable();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) pageErrors.push(m.text());
    });
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

  test('two players with hostile names open a game, join and name their ships', async () => {
    for (const seat of SEATS) {
      await ui.addUser(seat.player);
      ids.set(seat.player, (table.discord.users().find((u) => u.global_name === seat.player) ?? { id: '' }).id);
    }
    expect([...ids.values()].every((id) => /^\d+$/.test(id))).toBe(true);
    await ui.playAs(ANA);
    await ui.command('game new', [
      ['system', { select: 'starmada' }],
      ['scenario', { suggest: 'small', pick: 'Standard scenario · Small battle' }],
      ['options', { suggest: 'alt', pick: 'Alternate firing arcs' }],
    ]);
    await ui.message(/is open in #Game 1/);
    await ui.openChannel(/Game 1/);
    await ui.click('Join side A');
    await ui.playAs(BEN);
    await ui.click('Join side B');

    for (const seat of SEATS) {
      await ui.playAs(seat.player);
      await ui.command('fleet add', [['ship', { suggest: seat.ship.slice(0, 4).toLowerCase(), pick: seat.ship }], ['name', { type: shipNameOf(seat) }]]);
      // The seat's own reply (the lobby post lists the other seat's CR too, so that alone is no sign).
      await ui.message(new RegExp(`Added .* · ${seat.ship}-class`));
    }
    await ui.playAs(ANA);
    await ui.command('game start');
    await ui.message(/has started/);
  }, 60_000);

  test('the game plays to its end: deployment and orders by the Plot modal in the DM, everything else by Ready', async () => {
    const players = SEATS.map((seat) => ({
      name: seat.player,
      answer: async (prompt: Shown) => {
        const plan = seat.plans.find((p) => prompt.title.endsWith(p.step));
        const unit = prompt.plots[0];
        if (!plan || unit === undefined) return undefined;
        const echo = await ui.plotByModal(prompt, unit, plan.orders);
        expect(echo.content).toMatch(plan.echo);
        return undefined;
      },
    }));
    await ui.playUntil(gameOver, players, 150_000);
    for (const seat of SEATS) {
      await ui.playAs(seat.player);
      await ui.openChannel(/Game 1/);
      const end = await ui.message(/Game over\./);
      await expect(end.innerText()).resolves.toMatch(/Game over\. Side A wins/);
    }
  }, 180_000);

  /** Whether the bot has posted the end (only to know when to stop; the page is checked above). */
  function gameOver(): boolean {
    const thread = table.discord.threads.at(-1);
    return thread ? table.discord.messages(thread.channel.id).some((m) => m.content.startsWith('**Game over.**')) : false;
  }

  test('every request passed the spec check', () => {
    expect(table.discord.violations).toEqual([]);
  });

  test('no message pings anyone: every one lists its mentions, and they name no one', () => {
    const sent = table.discord.requests.filter(createsMessage);
    expect(sent.length).toBeGreaterThan(20);
    for (const request of sent) {
      const body = payloadOf(request);
      expect(body.allowed_mentions, `${request.method} ${request.path}: ${String(body.content).slice(0, 80)}`).toBeDefined();
      expect(body.allowed_mentions?.parse ?? []).toEqual([]);
      expect(body.allowed_mentions?.roles ?? []).toEqual([]);
      expect(body.allowed_mentions?.users ?? []).toEqual([]);
    }
  });

  test.each(SEATS.map((s, i) => [`side ${'AB'[i]}`, s] as const))('as %s sees them, the thread and the DM show every name as typed', async (_side, seat) => {
    await ui.playAs(seat.player);
    for (const place of ['thread', 'dm'] as const) {
      if (place === 'thread') await ui.openChannel(/Game 1/);
      else await ui.openDm();
      const text = (await ui.shown()).map((m) => m.content).join('\n');
      // Discord shows @everyone with a zero-width space after the @ (that is what keeps it from pinging); read past it.
      const read = text.replace(/\u200b/g, '');
      expect(read).not.toMatch(RLO);
      expect(read, 'a backslash escape shown instead of read').not.toMatch(/\\[^A-Za-z0-9\s]/);
      // The thread names every player and ship; a DM names only the reader's own ship (the other's is secret).
      const ships = place === 'thread' ? SEATS.map(shipNameOf) : [shipNameOf(seat)];
      for (const name of ships) expect(read, `${place}: ship name`).toContain(name.replace(RLO, ''));
      if (place === 'thread') for (const { player } of SEATS) expect(read, `${place}: player name`).toContain(player.replace(RLO, ''));
      // Markdown and HTML from a name stay text: no mention pill, no spoiler, underline, strike-through or tag. (The
      // bot's own command mentions, "/verify", are pills on purpose.)
      await expect(linesAround(ui.page.locator('#messages .md .mention:not(.channel-link, .command-mention)'))).resolves.toEqual([]);
      const styled = [
        ...(await linesAround(ui.page.locator('#messages .md :is(.spoiler, u, s, b, i, em)'))),
        ...(await linesAround(ui.page.locator('#messages .md strong').filter({ hasText: /^(Ana|x)$/ }))),
      ];
      // A step's help is markdown that quotes ship names in its example lines (the first ship's, and the standing
      // choices to copy) with the name's markdown live (src/game/posts/player-text.ts defused(), by choice: it can
      // restyle the help but reach no one). Every other line must show the name's markdown as typed.
      expect(styled.filter((line) => !/^(One line per ship|Standing choices after the move)/.test(line))).toEqual([]);
    }
  });

  test('a right-to-left override in a name turns nothing around it', async () => {
    await ui.playAs(BEN);
    await ui.openChannel(/Game 1/);
    const used = ui.page.locator('#messages .msg-used', { hasText: '/fleet add' }).first();
    await expect(used.locator('.msg-used-name').innerText()).resolves.toMatch(RLO);
    const bidi = await used.locator('.msg-used-name').evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { unicodeBidi: string } }).getComputedStyle(el).unicodeBidi);
    expect(bidi).toBe('isolate');
    await ui.openDm();
    await expect(ui.page.locator('#chat-hint bdi').innerText()).resolves.toBe(BEN);
    // The avatar shows a letter of the name, not the invisible override it starts with.
    await expect(ui.page.locator('#me-avatar').innerText()).resolves.toBe('Z');
  });

  test('the end as the players see it: screenshots of the thread and of a DM prompt', async () => {
    await ui.playAs(BEN);
    await ui.openChannel(/Game 1/);
    await shoot(ui.page.locator('#messages .msg', { hasText: 'Side A:' }).first(), 'thread-lobby-as-B');
    await shoot(ui.page.locator('#messages .msg', { hasText: 'Turn 1: orders' }).last(), 'thread-turn-as-B');
    await shoot(ui.page.locator('#messages .msg', { has: ui.page.locator('.msg-used', { hasText: '/fleet add' }) }).first(), 'thread-fleet-add-as-B');
    await ui.shot('thread-end-as-B');
    await ui.openDm();
    await shoot(ui.page.locator('#messages .msg', { has: ui.page.locator('button.msg-button', { hasText: /^Plot / }) }).last(), 'dm-prompt-as-B');
    await ui.shot('dm-end-as-B');
    await ui.playAs(ANA);
    await ui.openDm();
    await shoot(ui.page.locator('#messages .msg', { has: ui.page.locator('button.msg-button', { hasText: /^Plot / }) }).last(), 'dm-prompt-as-A');
    expect(pageErrors).toEqual([]);
  });

  /** A picture of one message, scrolled into view. */
  async function shoot(message: Locator, name: string): Promise<void> {
    await message.scrollIntoViewIfNeeded();
    await message.screenshot({ path: join(SHOTS, `${name}.png`) });
  }

  /**
   * The line each element found sits on (between line breaks), with the element marked [<b>like this</b>]: it says
   * which line drew markup it should not have.
   */
  function linesAround(found: Locator): Promise<string[]> {
    type Node = { nodeName: string; textContent: string | null; outerHTML?: string; previousSibling: Node | null; nextSibling: Node | null };
    return found.evaluateAll((els) =>
      (els as unknown as Node[]).map((el) => {
        const side = (step: (n: Node) => Node | null): string[] => {
          const texts: string[] = [];
          for (let n = step(el); n && n.nodeName !== 'BR'; n = step(n)) texts.push(n.textContent ?? '');
          return texts;
        };
        return `${side((n) => n.previousSibling).reverse().join('')}[${el.outerHTML ?? ''}]${side((n) => n.nextSibling).join('')}`;
      }),
    );
  }

  function shipNameOf(seat: Seat): string {
    const other = SEATS.find((s) => s !== seat)?.player ?? '';
    return seat.shipName(ids.get(other) ?? '');
  }
});
