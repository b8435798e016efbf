// A lobby-to-game-over run of Voidstriker and of Metaverse through the local table's page in a real headless
// Chromium (issue 16): two people play every seat only through the page. `/game new` with the system and the
// scenario from the page's autocomplete, sides joined by the lobby buttons, fleets given by the book's scenario or
// picked by `/fleet add`, `/game start`, then every step answered in the DM as it comes (Plot modal, typed orders,
// `/fire` by autocomplete in the thread, quick-answer buttons, Ready, and Confirm when Ready asks) until the rules
// end the game. The plans (every-system-plans.ts) are checked through the game service with the same dice by
// every-system-plans.test.ts. Screenshots of the thread, a DM prompt and the final map go to
// /tmp/every-system-browser/<system>/.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestTable, type TestTable } from './table-fixture.ts';
import { sent, TablePage, taken, type Player, type Shown } from './table-page.ts';
import { METAVERSE, SECRET, VOIDSTRIKER, type Move, type SeatPlan, type SystemPlan } from './every-system-plans.ts';

const CHROMIUM = process.env['SALVO_CHROMIUM'] ?? '/usr/bin/chromium';
const SHOTS = '/tmp/every-system-browser';

let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set SALVO_CHROMIUM to its path.`);
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
});

for (const plan of [VOIDSTRIKER, METAVERSE]) describeRun(plan);

function describeRun(plan: SystemPlan): void {
  const [gm, other] = plan.seats;

  describe(`${plan.system} from the lobby to game over, only through the page`, () => {
    let table: TestTable;
    let ui: TablePage;
    const pageErrors: string[] = [];
    const took: Record<string, number> = {};

    beforeAll(async () => {
      table = await startTestTable({ secret: SECRET });
      const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
      page.on('pageerror', (e) => pageErrors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) pageErrors.push(m.text());
      });
      await page.goto(table.server.url);
      ui = new TablePage(page, join(SHOTS, plan.system));
    });

    afterEach(async ({ task }) => {
      if (task.result?.state !== 'fail' || !ui) return;
      const name = `FAILED-${task.name.replace(/\W+/g, '-').slice(0, 40)}`;
      await ui.shot(name);
      await ui.dumpText(name);
    });

    afterAll(async () => {
      await ui?.page.close();
      await table?.close();
      console.log(`${plan.system} through the page: lobby ${took['lobby'] ?? '?'} s, play ${took['play'] ?? '?'} s`);
    });

    test('the lobby: the game by /game new with autocomplete, sides by button, fleets, /game start', async () => {
      const started = Date.now();
      for (const seat of plan.seats) await ui.addUser(seat.player);
      await ui.playAs(gm.player);
      await ui.command('game new', [
        ['system', { select: plan.system }],
        ['scenario', { suggest: plan.scenario.typed, pick: plan.scenario.pick }],
      ]);
      await ui.message(/is open in #Game 1/);
      await ui.openChannel(/Game 1/);
      for (const seat of plan.seats) {
        await ui.playAs(seat.player);
        await ui.click(`Join side ${seat.side}`);
      }
      await ui.message(new RegExp(`Side ${gm.side}: ${gm.player}[\\s\\S]*Side ${other.side}: ${other.player}`));
      for (const seat of plan.seats) if (seat.fleet) await addFleet(seat);
      await ui.playAs(gm.player);
      await ui.command('game start');
      await ui.message(/has started/);
      took['lobby'] = Math.round((Date.now() - started) / 1000);
    });

    /** `/fleet add` with the library suggestion the plan names; the answer, only the player sees, names it. */
    async function addFleet(seat: SeatPlan): Promise<void> {
      const fleet = seat.fleet;
      if (!fleet) return;
      await ui.playAs(seat.player);
      const added = await ui.acting(() => ui.command('fleet add', [['ship', { suggest: fleet.typed, pick: new RegExp(`^${fleet.name}`) }]]), (m) => m.ephemeral);
      expect(added.content).toContain(fleet.name);
    }

    test('every step is answered in the DM until the rules end the game', async () => {
      const started = Date.now();
      const players: Player[] = plan.seats.map((seat) => ({
        name: seat.player,
        answer: async (prompt) => {
          let last: Shown | undefined;
          for (const move of seat.moves({ title: prompt.title, units: prompt.plots, choices: prompt.choices })) last = await make(move, prompt);
          return last && sent(last) ? 'sent' : undefined;
        },
      }));
      const { prompts } = await ui.playUntil(gameOver, players, 240_000);
      took['play'] = Math.round((Date.now() - started) / 1000);
      expect(prompts).toBeGreaterThan(2);
      for (const seat of plan.seats) {
        await ui.playAs(seat.player);
        await ui.openChannel(/Game 1/);
        const end = await ui.message(/Game over\./);
        await expect(end.innerText()).resolves.toMatch(plan.gameOver);
      }
    }, 300_000);

    /** One move of the plan, the way a person does it on the page; returns the bot's answer, which must say the orders were taken. */
    async function make(move: Move, prompt: Shown): Promise<Shown> {
      switch (move.kind) {
        case 'plot': {
          const echo = await ui.plotByModal(prompt, move.unit, move.orders);
          expect(echo.content).toContain(`${move.unit}: ${move.orders}`);
          return echo;
        }
        case 'type':
          return ui.sayOrders(move.text, move.echo);
        case 'fire': {
          await ui.openChannel(/Game 1/);
          const declared = await ui.acting(
            () =>
              ui.command('fire at', [
                ['ship', { suggest: move.ship.slice(0, 5).toLowerCase(), pick: new RegExp(`^${move.ship} ·`) }],
                ['weapon', { suggest: '' }],
                ['target', { suggest: '', pick: new RegExp(`^${move.target} ·`) }],
              ]),
            (m) => m.ephemeral,
          );
          expect(taken(declared), declared.content).toBe(true);
          expect(declared.content).toMatch(new RegExp(`${move.ship}: .*fire .+ > ${move.target}\\b`));
          await ui.openDm();
          return declared;
        }
        case 'choose': {
          const answer = await ui.press(prompt, move.label);
          expect(taken(answer), answer.content).toBe(true);
          return answer;
        }
      }
    }

    /** Whether the bot has posted the end (only to know when to stop; the page is checked above). */
    function gameOver(): boolean {
      const thread = table.discord.threads.at(-1);
      return thread ? table.discord.messages(thread.channel.id).some((m) => m.content.startsWith('**Game over.**')) : false;
    }

    test('screenshots of the thread, a DM prompt and the final map, as the players see them', async () => {
      // The whole page as each player left it, at the usual window size.
      await ui.playAs(other.player);
      await ui.openChannel(/Game 1/);
      await ui.shot('thread-end');
      for (const seat of plan.seats) {
        await ui.playAs(seat.player);
        await ui.openDm();
        await ui.shot(`dm-end-${seat.side}`);
      }

      // Single messages in a window tall enough to hold a whole prompt with its map.
      await ui.page.setViewportSize({ width: 1360, height: 2400 });
      await ui.playAs(other.player);
      await ui.openChannel(/Game 1/);
      // The lobby post, as it reads once the game started (its Join buttons are gone).
      await shoot(ui.page.locator('#messages .msg', { hasText: `Side ${gm.side}: ${gm.player}` }).first(), 'thread-lobby');
      await shoot(ui.page.locator('#messages .msg', { hasText: 'Game over.' }).last(), 'thread-game-over');
      const last = ui.page.locator('#messages .msg', { has: ui.page.locator('.msg-image img') }).last();
      await shoot(last, 'thread-final-map');
      await keepPicture(last, 'final-map-full-size');
      for (const seat of plan.seats) {
        await ui.playAs(seat.player);
        await ui.openDm();
        const first = ui.page.locator('#messages .msg', { has: ui.page.locator('button.msg-button', { hasText: /^Ready$/ }) }).first();
        await shoot(first, `dm-first-prompt-${seat.side}`);
        await keepPicture(first, `dm-first-prompt-map-full-size-${seat.side}`);
      }
      await ui.page.setViewportSize({ width: 1360, height: 860 });
      expect(pageErrors).toEqual([]);
    });

    /** Saves a message's picture as the bot sent it (full size), once the page has loaded it. */
    async function keepPicture(message: Locator, name: string): Promise<void> {
      const img = message.locator('.msg-image img').first();
      // The picture really loaded (a broken image has no natural size).
      await expect.poll(() => img.evaluate((el) => (el as { naturalWidth?: number }).naturalWidth ?? 0)).toBeGreaterThan(100);
      const png = await ui.page.request.get(new URL((await img.getAttribute('src')) ?? '', table.server.url).href);
      expect(png.ok()).toBe(true);
      writeFileSync(join(ui.shotsDir, `${name}.png`), await png.body());
    }

    test('every request passed the spec check', () => {
      expect(table.discord.violations).toEqual([]);
    });

    /** A picture of one message, scrolled into view. */
    async function shoot(message: Locator, name: string): Promise<void> {
      await message.scrollIntoViewIfNeeded();
      await message.screenshot({ path: join(ui.shotsDir, `${name}.png`) });
    }
  });
}
