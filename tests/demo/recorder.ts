/**
 * Records a game played through the fake Discord as a transcript a player could read: each thing a player does,
 * then everything Salvo answered or posted because of it (replies only that player sees, thread posts, DMs, edits
 * and pins), in the order it happened. Every attachment is saved next to the transcript as a numbered file.
 *
 * After each action the recorder waits until the bot is quiet (no request in flight, the outbox empty, no new
 * request for a moment), so what the bot posts lands under the action that caused it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIAttachment, APIMessage, APIUser } from 'discord.js';
import type { Db } from '../../src/db/connection.ts';
import { pendingOutbox } from '../../src/db/game-repo.ts';
import { WAIT_CAP_MS, type AutocompleteInput, type CommandInput, type ComponentInput, type FakeDiscord, type InteractionHandle, type ModalInput } from '../harness/fake-discord.ts';
import { messageText } from '../harness/message-text.ts';
import { buttonLabel, componentRows, displayText, quote, type Names } from './discord-text.ts';

export interface Player {
  user: APIUser;
  name: string;
}

export interface RecorderCounts {
  threadPosts: number;
  channelPosts: number;
  edits: number;
  /** Bot messages in each player's DM, by name. */
  dms: Record<string, number>;
  /** Replies only that player saw, by name. */
  privateReplies: Record<string, number>;
  images: number;
  otherFiles: number;
}

/** A bot message to show: new, changed, or an interaction's reply. */
interface Shown {
  message: APIMessage;
  kind: 'post' | 'edit' | 'reply';
  /** For replies: who sees it (ephemeral) or undefined when everyone does. */
  onlyFor?: Player;
  /** Attachment ids to embed (an edit shows only what it added). */
  attachmentIds: Set<string>;
  at: string;
}

/** No request for this long, nothing in flight and the outbox empty: the bot has finished answering. */
const QUIET_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = WAIT_CAP_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const version = (m: APIMessage): string => m.edited_timestamp ?? m.timestamp;

/** A name for a message: the bold part of its first line (“Turn 2: orders”), else the first line. */
const nameOf = (content: string): string => {
  const first = content.split('\n')[0] ?? '';
  const name = (/\*\*(.+?)\*\*/.exec(first)?.[1] ?? first).replace(/[*`]/g, '').trim();
  return name.length > 50 ? `${name.slice(0, 49)}…` : name;
};

export class Recorder {
  private readonly lines: string[] = [];
  /** Message id -> the version last shown. */
  private readonly seen = new Map<string, string>();
  private readonly saved = new Map<string, string>();
  private readonly pinned = new Set<string>();
  private fileNumber = 0;
  readonly counts: RecorderCounts;
  readonly names: Names;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly db: Db,
    private readonly outDir: string,
    private readonly players: readonly Player[],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.counts = {
      threadPosts: 0,
      channelPosts: 0,
      edits: 0,
      dms: Object.fromEntries(players.map((p) => [p.name, 0])),
      privateReplies: Object.fromEntries(players.map((p) => [p.name, 0])),
      images: 0,
      otherFiles: 0,
    };
    this.names = {
      user: (id) => (id === fake.botUser.id ? 'Salvo' : players.find((p) => p.user.id === id)?.name),
      channel: (id) => (id === fake.channelId ? 'battles' : fake.threads.find((t) => t.channel.id === id)?.channel.name ?? undefined),
    };
  }

  // ---- the transcript's own text ----

  heading(text: string): void {
    this.lines.push(`## ${text}`, '');
  }

  note(text: string): void {
    this.lines.push(`_${text}_`, '');
  }

  markdown(): string {
    return this.lines.join('\n');
  }

  write(header: string): string {
    const path = join(this.outDir, 'transcript.md');
    writeFileSync(path, `${header}\n\n${this.markdown()}`);
    return path;
  }

  // ---- what players do ----

  /** A slash command; `shown` replaces option values in the transcript (an autocomplete value by its name). */
  async command(player: Player, input: Omit<CommandInput, 'user'>, shown: Record<string, string> = {}): Promise<InteractionHandle> {
    const options = input.options && !Array.isArray(input.options) ? input.options : {};
    const typed = Object.entries(options).map(([k, v]) => `${k}:${shown[k] ?? (typeof v === 'object' ? `@${this.names.user(v.id) ?? v.username}` : String(v))}`);
    const text = ['/' + input.name, input.subcommandGroup, input.subcommand, ...typed].filter((s) => s !== undefined && s !== '').join(' ');
    this.lines.push(`**${player.name}** \`${text}\`${this.whereActing(input)}`, '');
    return this.interact(player, this.fake.sendCommand({ ...input, user: player.user }));
  }

  /** Typing in an autocompleted option: the transcript lists what Salvo offers. */
  async suggest(player: Player, input: Omit<AutocompleteInput, 'user'>, commandText: string): Promise<{ name: string; value: string | number }[]> {
    const handle = await this.fake.autocomplete({ ...input, user: player.user });
    await handle.waitForResponse();
    const choices = handle.choices ?? [];
    const typedValue = String(input.focused?.value ?? '');
    this.lines.push(`**${player.name}** types \`${commandText}${typedValue}\`… and Salvo suggests:`, '');
    this.lines.push(choices.length === 0 ? '> (nothing)' : quote(choices.map((c) => `• ${c.name}`).join('\n')), '');
    return choices;
  }

  async click(player: Player, input: Omit<ComponentInput, 'user'>, message?: APIMessage): Promise<InteractionHandle> {
    const label = buttonLabel(message, input.customId) ?? input.customId;
    this.lines.push(`**${player.name}** clicks \`[${label}]\`${this.whereActing(input)}`, '');
    return this.interact(player, this.fake.clickButton({ ...input, user: player.user }));
  }

  async submitModal(player: Player, input: Omit<ModalInput, 'user'>): Promise<InteractionHandle> {
    const typed = Object.values(input.fields).join(' / ');
    this.lines.push(`**${player.name}** fills in \`${typed}\` and submits`, '');
    return this.interact(player, this.fake.submitModal({ ...input, user: player.user }));
  }

  /** A plain message typed in the player's DM with the bot; waits for the bot's answer there. */
  async directMessage(player: Player, text: string): Promise<void> {
    this.lines.push(`**${player.name}** (DM) \`${text}\``, '');
    const before = this.botDms(player).length;
    await this.fake.sendDirectMessage(player.user, text);
    await waitUntil(`Salvo's answer to ${player.name}'s DM`, () => this.botDms(player).length > before);
    await this.settle();
    await this.collect();
  }

  /** Records whatever the bot posted since the last action (say, after waiting for it). */
  async catchUp(): Promise<void> {
    await this.settle();
    await this.collect();
  }

  botDms(player: Player): APIMessage[] {
    return this.fake.dmMessages(player.user.id).filter((m) => m.author.id === this.fake.botUser.id);
  }

  // ---- waiting and collecting ----

  private whereActing(input: { dm?: boolean; channelId?: string }): string {
    if (input.dm) return ' (in DM)';
    const channelId = input.channelId ?? this.fake.channelId;
    return channelId === this.fake.channelId ? ' (in #battles)' : ' (in the thread)';
  }

  private async interact(player: Player, pending: Promise<InteractionHandle>): Promise<InteractionHandle> {
    const handle = await pending;
    // Visible answer: a reply, an update, a modal, or the edit that follows a defer.
    await handle.waitFor((r) => r.kind === 'edit' || r.kind === 'followup' || (r.kind === 'callback' && r.type !== 5 && r.type !== 6));
    await this.settle();
    await this.collect(handle, player);
    return handle;
  }

  private async settle(): Promise<void> {
    const giveUp = Date.now() + WAIT_CAP_MS;
    let count = -1;
    let quietSince = Date.now();
    for (;;) {
      await sleep(20);
      const busy = this.fake.requests.some((r) => r.status === 0) || pendingOutbox(this.db, new Date(), 1).length > 0;
      if (busy || this.fake.requests.length !== count) {
        count = this.fake.requests.length;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) {
        return;
      }
      if (Date.now() > giveUp) throw new Error(`the bot did not go quiet within ${WAIT_CAP_MS / 1000} s`);
    }
  }

  private watchedChannels(): { id: string; dmOf?: Player }[] {
    const dms = this.players.flatMap((p) => {
      const id = this.fake.dmMessages(p.user.id)[0]?.channel_id;
      return id ? [{ id, dmOf: p }] : [];
    });
    return [{ id: this.fake.channelId }, ...this.fake.threads.map((t) => ({ id: t.channel.id })), ...dms];
  }

  private async collect(handle?: InteractionHandle, actor?: Player): Promise<void> {
    const shown: Shown[] = [];
    const own = new Set<string>();
    const modal = handle?.modal;
    if (modal) this.lines.push(this.describeModal(modal), '');
    const replied = handle?.callback?.type === 4 || handle?.callback?.type === 5;
    if (handle && replied) {
      for (const message of [handle.message, ...handle.followUps]) {
        if (!message) continue;
        own.add(message.id);
        this.seen.set(message.id, version(message));
        const ephemeral = ((message.flags ?? 0) & 64) !== 0;
        shown.push({ message, kind: 'reply', ...(ephemeral && actor ? { onlyFor: actor } : {}), attachmentIds: new Set(message.attachments.map((a) => a.id)), at: version(message) });
      }
    }
    for (const channel of this.watchedChannels()) {
      for (const message of this.fake.messages(channel.id)) {
        if (message.author.id !== this.fake.botUser.id || own.has(message.id)) continue;
        const before = this.seen.get(message.id);
        if (before === version(message)) continue;
        this.seen.set(message.id, version(message));
        const known = new Set(this.saved.keys());
        shown.push({
          message,
          kind: before === undefined ? 'post' : 'edit',
          attachmentIds: new Set(message.attachments.filter((a) => before === undefined || !known.has(a.id)).map((a) => a.id)),
          at: version(message),
        });
      }
    }
    shown.sort((a, b) => a.at.localeCompare(b.at) || a.message.id.localeCompare(b.message.id));
    const pins = new Set(this.fake.threads.flatMap((t) => this.fake.pins(t.channel.id).map((m) => m.id)));
    for (const item of shown) {
      const pinnedNow = pins.has(item.message.id) && !this.pinned.has(item.message.id);
      if (pinnedNow) this.pinned.add(item.message.id);
      await this.render(item, pinnedNow);
    }
    for (const id of pins) {
      if (this.pinned.has(id)) continue;
      this.pinned.add(id);
      this.lines.push('Salvo pins one of its earlier posts in the thread.', '');
    }
  }

  private describeModal(modal: Record<string, unknown>): string {
    interface Input {
      type?: number;
      label?: string;
      placeholder?: string;
      value?: string;
      component?: Input;
      components?: Input[];
    }
    const inputs = ((modal['components'] ?? []) as Input[]).flatMap((c) => (c.component ? [{ ...c.component, label: c.label ?? c.component.label }] : (c.components ?? [])));
    const fields = inputs.map((i) => {
      const parts = [`**${i.label ?? 'field'}**`];
      if (i.value) parts.push(`filled in: \`${i.value}\``);
      if (i.placeholder) parts.push(`hint: “${i.placeholder}”`);
      return `> ${parts.join(' · ')}`;
    });
    return [`Salvo opens a form, **${typeof modal['title'] === 'string' ? modal['title'] : ''}**:`, ...fields].join('\n');
  }

  private header(item: Shown, pinned: boolean): string {
    const channelId = item.message.channel_id;
    const dmOf = this.watchedChannels().find((c) => c.id === channelId)?.dmOf;
    const where = channelId === this.fake.channelId ? 'in #battles' : dmOf ? `to ${dmOf.name} by DM` : 'in the thread';
    if (item.kind === 'reply') {
      if (item.onlyFor) this.counts.privateReplies[item.onlyFor.name] = (this.counts.privateReplies[item.onlyFor.name] ?? 0) + 1;
      else this.countPost(channelId, dmOf);
      return item.onlyFor ? `Salvo replies (only ${item.onlyFor.name} sees it):` : `Salvo replies ${where}:`;
    }
    if (item.kind === 'edit') {
      this.counts.edits += 1;
      const which = dmOf ? `DM to ${dmOf.name}` : channelId === this.fake.channelId ? 'post in #battles' : 'thread post';
      const what = this.pinned.has(item.message.id) && !pinned ? 'pinned status message' : `${which} “${nameOf(messageText(item.message))}”`;
      return `Salvo edits its ${what}${pinned ? ' and pins it' : ''}; it now reads:`;
    }
    this.countPost(channelId, dmOf);
    if (dmOf) return `Salvo → DM to ${dmOf.name}:`;
    return `Salvo posts ${where}${pinned ? ' and pins it' : ''}:`;
  }

  private countPost(channelId: string, dmOf: Player | undefined): void {
    if (dmOf) this.counts.dms[dmOf.name] = (this.counts.dms[dmOf.name] ?? 0) + 1;
    else if (channelId === this.fake.channelId) this.counts.channelPosts += 1;
    else this.counts.threadPosts += 1;
  }

  private async render(item: Shown, pinned: boolean): Promise<void> {
    const { message } = item;
    const body: string[] = [];
    const text = messageText(message);
    if (text) body.push(displayText(text, this.names, this.now()));
    body.push(...componentRows(message));
    const tag = this.fileTag(item);
    for (const attachment of message.attachments) {
      if (!item.attachmentIds.has(attachment.id)) continue;
      const file = await this.save(attachment, tag);
      body.push(/\.(png|jpe?g|gif|webp)$/i.test(file) ? `![${attachment.filename}](${file})` : `📎 [${attachment.filename}](${file})`);
    }
    this.lines.push(this.header(item, pinned), body.length === 0 ? '> (empty)' : quote(body.join('\n')), '');
  }

  private fileTag(item: Shown): string {
    if (item.onlyFor) return `${item.onlyFor.name.toLowerCase()}-only`;
    const channelId = item.message.channel_id;
    if (channelId === this.fake.channelId) return 'battles';
    const dmOf = this.watchedChannels().find((c) => c.id === channelId)?.dmOf;
    return dmOf ? `dm-${dmOf.name.toLowerCase()}` : 'thread';
  }

  private async save(attachment: APIAttachment, tag: string): Promise<string> {
    const known = this.saved.get(attachment.id);
    if (known) return known;
    const response = await fetch(attachment.url);
    if (!response.ok) throw new Error(`could not download ${attachment.filename}: HTTP ${response.status}`);
    const data = Buffer.from(await response.arrayBuffer());
    this.fileNumber += 1;
    const safeName = attachment.filename.replace(/[^A-Za-z0-9._-]+/g, '-');
    const file = `${String(this.fileNumber).padStart(2, '0')}-${tag}-${safeName}`;
    writeFileSync(join(this.outDir, file), data);
    this.saved.set(attachment.id, file);
    if (/\.png$/i.test(file)) this.counts.images += 1;
    else this.counts.otherFiles += 1;
    return file;
  }

  /** Every file saved, in order. */
  savedFiles(): string[] {
    return [...this.saved.values()];
  }
}
