/**
 * The local table's page driven like a person would: only through what is on screen (fields, the "/" menu,
 * suggestions, buttons, the modal dialog). Each helper waits for what it needs to see.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { WAIT_CAP_MS } from '../harness/fake-discord.ts';

const WAIT_MS = WAIT_CAP_MS;

/** One message as the page shows it. */
export interface Shown {
  id: string;
  /** The text of its markdown (content and text components): what the bot wrote, as drawn. */
  content: string;
  /** Its first bold text: a prompt's title ("… · Turn 1: orders"). */
  title: string;
  /** Only the player who caused it sees it (an answer to a command, button or modal). */
  ephemeral: boolean;
  /** Written by the bot (not by a player). */
  bot: boolean;
  /** The labels of its buttons, in order. */
  buttons: string[];
  /** The custom id of its Ready button (one per step and game), else ''. */
  ready: string;
  /** The units named by its "Plot …" buttons. */
  plots: string[];
  /** Its quick answers: the buttons that are not Plot, Write orders, Map or Ready ("Pass", "Hold fire"). */
  choices: string[];
}

const NOT_CHOICES = /^(Plot .*|Write orders|Pick on map|Map|Ready)$/;

/** The bot's echo of orders it took: the draft so far, or a one-message step's message as sent. */
export const taken = (m: Shown): boolean => /· (your draft|sent):/.test(m.content);
/** The bot's echo of a one-message step's message: it counted, the step has moved on. */
export const sent = (m: Shown): boolean => /· sent:/.test(m.content);

/** A one-message step of an alternation (Metaverse's Mission and Control Steps): what is sent counts at once. */
export const countsOnSending = (prompt: Shown): boolean => /counts as soon as you send it/.test(prompt.content);

/** One player at the table: answers a prompt with that seat's orders, by whatever means the page offers. */
export interface Player {
  name: string;
  /**
   * Gives this seat's orders for the prompt's step (Plot modal, typed DM, /fire, a quick-answer button). The player
   * then presses Ready, unless the step counts what is sent as soon as it is sent (the prompt says so, or the answer
   * was 'sent': the bot's echo said the message was sent).
   */
  answer(prompt: Shown): Promise<'sent' | undefined>;
}

export type OptionInput =
  | { select: string }
  | { type: string }
  /** Type `type` (maybe nothing) into an option with autocomplete and click the suggestion matching `pick` (first if omitted). */
  | { suggest: string; pick?: string | RegExp };

export class TablePage {
  private shotCount = 0;

  constructor(
    readonly page: Page,
    readonly shotsDir: string,
  ) {
    mkdirSync(shotsDir, { recursive: true });
    // Only this run's pictures in the folder.
    for (const file of readdirSync(shotsDir)) if (/^\d\d-.*\.(png|txt)$/.test(file)) rmSync(join(shotsDir, file));
    page.setDefaultTimeout(WAIT_MS);
  }

  /** Saves a screenshot as NN-name.png in the shots folder; returns its path. */
  async shot(name: string): Promise<string> {
    this.shotCount += 1;
    const path = join(this.shotsDir, `${String(this.shotCount).padStart(2, '0')}-${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }

  /** Saves the text of the open channel as NN-name.txt next to the screenshots (for failures). */
  async dumpText(name: string): Promise<string> {
    const path = join(this.shotsDir, `${String(this.shotCount).padStart(2, '0')}-${name}.txt`);
    writeFileSync(path, (await this.messages().allInnerTexts()).join('\n----\n'));
    return path;
  }

  async addUser(name: string): Promise<void> {
    await this.page.fill('#add-user-name', name);
    await this.page.click('#add-user button[type=submit]');
    await this.page.locator('#user-select option:checked', { hasText: name }).waitFor({ state: 'attached', timeout: WAIT_MS });
  }

  /** Switches the player; waits until the page shows the channel as that player sees it. */
  async playAs(name: string): Promise<void> {
    await this.page.selectOption('#user-select', { label: name });
    await this.page.locator('#user-select option:checked', { hasText: name }).waitFor({ state: 'attached' });
    await this.page.locator(`body[data-player="${name}"]`).waitFor();
  }

  async openChannel(name: string | RegExp): Promise<void> {
    const link = this.page.locator('#channel-list a.channel', { hasText: name }).first();
    await link.waitFor({ timeout: WAIT_MS });
    await link.click();
    await this.page.locator('#channel-list a.channel.active', { hasText: name }).waitFor();
  }

  async openDm(): Promise<void> {
    await this.page.locator('#dm-list a.channel').click();
    await this.page.locator('#dm-list a.channel.active').waitFor();
  }

  /** The messages on screen. */
  messages(): Locator {
    return this.page.locator('#messages .msg');
  }

  /** Waits for a message containing `text` (and, if given, a button labelled `button`); the newest such. */
  async message(text: string | RegExp, opts: { button?: string; timeoutMs?: number } = {}): Promise<Locator> {
    let found = this.messages().filter({ hasText: text });
    if (opts.button) found = found.filter({ has: this.page.locator('button.msg-button', { hasText: opts.button }) });
    const newest = found.last();
    await newest.waitFor({ timeout: opts.timeoutMs ?? WAIT_MS });
    return newest;
  }

  /** Runs a slash command: "/" + its name in the box, the entry from the menu, then each option, then Send. */
  async command(label: string, options: [string, OptionInput][] = []): Promise<void> {
    const input = this.page.locator('#composer-input');
    // A redraw still under way (after a player switch, say) may reset the composer under the typing: let it finish,
    // and type again if the menu went away anyway.
    await this.page.evaluate(() => (globalThis as unknown as { salvoTable: { refresh(): Promise<void> } }).salvoTable.refresh());
    const entry = this.page.locator('#popup .popup-item').filter({ has: this.page.locator('.popup-cmd', { hasText: new RegExp(`^/${label}$`) }) }).first();
    for (let attempt = 1; ; attempt++) {
      await input.click();
      await input.fill(`/${label}`);
      try {
        await entry.click({ timeout: WAIT_MS });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await this.page.locator('#command-bar .cmd-chip', { hasText: `/${label}` }).waitFor();
    for (const [name, value] of options) await this.fillOption(name, value);
    await this.page.click('#composer-send');
    await this.page.locator('#command-bar').waitFor({ state: 'hidden', timeout: WAIT_MS });
  }

  /** Fills one option of the command being written. */
  async fillOption(name: string, value: OptionInput): Promise<void> {
    const field = this.page.locator(`#command-bar [data-option="${name}"]`);
    if ('select' in value) {
      await field.selectOption(value.select);
    } else if ('type' in value) {
      await field.fill(value.type);
    } else {
      await field.click();
      await field.fill(value.suggest);
      const items = this.page.locator(`#popup[data-owner="${name}"][data-query="${value.suggest}"] .popup-item`);
      const item = value.pick === undefined ? items.first() : items.filter({ hasText: value.pick }).first();
      await item.waitFor({ timeout: WAIT_MS });
      await item.click();
    }
  }

  /** The suggestions shown for an option once the bot answered for `typed` (waits for at least one). */
  async suggestions(name: string, typed: string): Promise<string[]> {
    const items = this.page.locator(`#popup[data-owner="${name}"][data-query="${typed}"] .popup-item`);
    await items.first().waitFor({ timeout: WAIT_MS });
    return items.allInnerTexts();
  }

  /** Clicks a button on a message (the newest message with that button, optionally containing `text`). */
  async click(button: string, text: string | RegExp = ''): Promise<void> {
    const message = await this.message(text, { button });
    await message.locator('button.msg-button', { hasText: button }).first().click();
  }

  /** Fills the open modal dialog's fields (by custom_id) and submits it. */
  async submitModal(fields: Record<string, string>): Promise<void> {
    const dialog = this.page.locator('#modal[open]');
    await dialog.waitFor({ timeout: WAIT_MS });
    for (const [id, value] of Object.entries(fields)) await dialog.locator(`[data-custom-id="${id}"]`).fill(value);
    await dialog.locator('#modal-submit').click();
    await this.page.locator('#modal[open]').waitFor({ state: 'detached', timeout: WAIT_MS });
  }

  /** Types a plain message into the box and sends it with Enter. */
  async say(text: string): Promise<void> {
    const input = this.page.locator('#composer-input');
    await input.click();
    await input.fill(text);
    await input.press('Enter');
    // Sent: the box is empty again (its placeholder shows).
    await this.page.locator('#composer-input:placeholder-shown').waitFor();
  }

  /** The messages of the open channel as the page shows them. */
  async shown(): Promise<Shown[]> {
    type El = { dataset: { id?: string; customId?: string }; innerText: string; classList: { contains(c: string): boolean }; querySelectorAll(s: string): ArrayLike<El>; querySelector(s: string): El | null };
    const drawn = await this.messages().evaluateAll((els) =>
      (els as unknown as El[]).map((el) => {
        const buttons = Array.from(el.querySelectorAll('button.msg-button'));
        const labels = buttons.map((b) => b.innerText.trim());
        return {
          id: el.dataset.id ?? '',
          content: Array.from(el.querySelectorAll('.md')).map((e) => e.innerText).join('\n'),
          title: el.querySelector('.md strong')?.innerText ?? '',
          ephemeral: el.classList.contains('msg-ephemeral'),
          bot: el.querySelector('.msg-head .tag-app') !== null,
          buttons: labels,
          ready: buttons.find((b) => b.innerText.trim() === 'Ready')?.dataset.customId ?? '',
          plots: labels.filter((l) => l.startsWith('Plot ')).map((l) => l.slice('Plot '.length)),
        };
      }),
    );
    return drawn.map((m) => ({ ...m, choices: m.buttons.filter((b) => !NOT_CHOICES.test(b)) }));
  }

  /** The element of a message on screen. */
  card(message: Shown): Locator {
    return this.page.locator(`#messages .msg[data-id="${message.id}"]`);
  }

  /**
   * Does something and waits for the bot's answer on screen: a new message, or one whose text changed (a deferred
   * reply filled in, a message updated by its button), that `answer` accepts. Returns it.
   */
  async acting(action: () => Promise<void>, answer: RegExp | ((m: Shown) => boolean), timeoutMs = WAIT_MS): Promise<Shown> {
    // Compared without whitespace: a message caught mid-redraw (others arriving) reads without its line breaks, which
    // is not an answer.
    const words = (text: string | undefined): string | undefined => text?.replace(/\s+/g, '');
    const before = new Map((await this.shown()).map((m) => [m.id, words(m.content)]));
    const accepts = typeof answer === 'function' ? answer : (m: Shown) => answer.test(m.content);
    await action();
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.shown()).find((m) => before.get(m.id) !== words(m.content) && m.content !== '' && accepts(m));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no answer on screen matching ${String(answer)} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Presses a button on a message and returns the bot's answer (only the presser sees it). */
  async press(message: Shown, label: string): Promise<Shown> {
    return this.acting(() => this.button(message, label).click(), (m) => m.ephemeral);
  }

  /** The button with exactly this label on a message ("Plot Fleet Intruder", not "Plot Fleet Intruder 2"). */
  button(message: Shown, label: string): Locator {
    return this.card(message).locator('button.msg-button').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }).first();
  }

  /**
   * Presses the prompt's Ready button. Ready may answer with a warning and a Confirm button instead of locking in
   * (a ship holding fire with targets in reach, a refused draft): the player read it and confirms. Returns the
   * answer that locked the orders in.
   */
  async ready(prompt: Shown): Promise<Shown> {
    let answer = await this.press(prompt, 'Ready');
    for (let warnings = 0; answer.buttons.some((b) => /^Confirm\b/i.test(b)); warnings++) {
      if (warnings === 3) throw new Error(`Ready keeps asking for confirmation: ${answer.content}`);
      answer = await this.press(answer, answer.buttons.find((b) => /^Confirm\b/i.test(b)) ?? 'Confirm');
    }
    if (/^Not ready/i.test(answer.content) || !/\bready\b/i.test(answer.content)) throw new Error(`Ready was not taken: ${answer.content}`);
    return answer;
  }

  /** Plots one unit by the prompt's Plot button and its modal; returns the echo (the draft it was taken into). */
  async plotByModal(prompt: Shown, unit: string, orders: string): Promise<Shown> {
    const echo = await this.acting(async () => {
      await this.button(prompt, `Plot ${unit}`).click();
      await this.submitModal({ orders });
    }, (m) => m.ephemeral);
    if (!taken(echo)) throw new Error(`Plot ${unit} "${orders}" was not taken: ${echo.content}`);
    return echo;
  }

  /** Types orders to Salvo in the open DM; returns the echo, which must contain `expected`. */
  async sayOrders(text: string, expected: string): Promise<Shown> {
    // The answer to typed orders has no buttons (a prompt or a reminder arriving meanwhile has).
    const echo = await this.acting(() => this.say(text), (m) => m.bot && m.buttons.length === 0);
    if (!taken(echo) || !echo.content.includes(expected)) throw new Error(`"${text}" was not taken as expected (${expected}): ${echo.content}`);
    return echo;
  }

  /**
   * Plays every seat through its DM prompts until `over()` says the game has ended: as each player in turn, answers
   * each step prompted in their DM once (their `answer`, then Ready unless the step counts on sending).
   */
  async playUntil(over: () => boolean, players: readonly Player[], timeoutMs: number): Promise<{ prompts: number }> {
    const handled = new Set<string>();
    const deadline = Date.now() + timeoutMs;
    while (!over()) {
      if (Date.now() > deadline) throw new Error(`the game did not end within ${timeoutMs / 1000} s`);
      let acted = 0;
      for (const player of players) acted += await this.answerPrompts(player, handled, over);
      if (acted === 0) await new Promise((r) => setTimeout(r, 200));
    }
    return { prompts: handled.size };
  }

  /** As this player, answers each prompt in their DM not yet answered; returns how many. */
  private async answerPrompts(player: Player, handled: Set<string>, over: () => boolean): Promise<number> {
    await this.playAs(player.name);
    await this.openDm();
    let answered = 0;
    for (;;) {
      if (over()) return answered;
      // A step's prompt is the first message with its Ready button (the "everyone else is ready" reminder comes
      // later). Both seats' prompts for a step carry the same Ready id: what one player has answered is theirs alone.
      const prompt = (await this.shown()).find((m) => m.ready !== '' && !handled.has(`${player.name}/${m.ready}`));
      if (!prompt) return answered;
      handled.add(`${player.name}/${prompt.ready}`);
      answered += 1;
      const answer = await player.answer(prompt);
      await this.openDm();
      if (answer !== 'sent' && !countsOnSending(prompt)) await this.ready(prompt);
    }
  }

  async composerError(): Promise<string> {
    return (await this.page.locator('#composer-error').textContent()) ?? '';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
