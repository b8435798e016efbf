/**
 * The local table's page driven like a person would: only through what is on screen (fields, the "/" menu,
 * suggestions, buttons, the modal dialog). Each helper waits for what it needs to see.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { WAIT_CAP_MS } from '../harness/fake-discord.ts';

const WAIT_MS = WAIT_CAP_MS;

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

  async composerError(): Promise<string> {
    return (await this.page.locator('#composer-error').textContent()) ?? '';
  }
}
