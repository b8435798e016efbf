/**
 * Helpers for end-to-end tests that play a game through the fake Discord (the patterns of duel.test.ts), plus a
 * look into the bot's outbox table, read straight from its SQLite file on a connection of the test's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIMessage, APIUser } from 'discord.js';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { WAIT_CAP_MS, type FakeDiscord } from '../harness/fake-discord.ts';
import type { InteractionHandle } from '../../src/local/discord/interactions.ts';
import { bodyText, messageText } from '../harness/message-text.ts';

export async function waitUntil<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = WAIT_CAP_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const buttonIds = (message: APIMessage): string[] =>
  ((message.components ?? []) as unknown as { components?: { custom_id?: string }[] }[]).flatMap((row) => row.components ?? []).flatMap((c) => (c.custom_id ? [c.custom_id] : []));

/** The custom_id of the first button whose id starts with `prefix` ("plot:", "ready:"). */
export const buttonId = (message: APIMessage, prefix: string): string => buttonIds(message).find((id) => id.startsWith(prefix)) ?? '';

/** The interaction once it has a visible answer: a reply, an update, a modal, or the edit after a defer. */
export async function answered(handle: Promise<InteractionHandle>): Promise<InteractionHandle> {
  const h = await handle;
  await h.waitFor((r) => r.kind === 'edit' || r.kind === 'followup' || (r.kind === 'callback' && r.type !== 5 && r.type !== 6));
  return h;
}

/**
 * Says "Confirm ready" under a Ready answer that asked first (src/game/ready-check.ts): clicks the answer's button,
 * where the answer is (a DM, or an ephemeral reply in `channelId`), and returns the answer to the click.
 */
export async function confirmReady(fake: FakeDiscord, user: APIUser, asked: APIMessage | undefined, where: { dm: true } | { channelId: string }): Promise<InteractionHandle> {
  const customId = asked ? buttonId(asked, 'ready-confirm:') : '';
  expect(customId, `a Confirm ready button under: ${asked?.content ?? '(no answer)'}`).not.toBe('');
  return answered(fake.clickButton({ user, customId, messageId: asked?.id ?? '', ...where }));
}

/**
 * DM prompts for a step: the bot's DMs whose first line names the step and its deadline, with buttons. (An echo says
 * "**Turn 1: orders** · your draft:" and has no buttons; "everyone else is ready" names no deadline.)
 */
export const promptsFor = (fake: FakeDiscord, user: APIUser, stepTitle: string): APIMessage[] =>
  fake.dmMessages(user.id).filter((m) => /^(due|no deadline)\b/.test(m.content.split('\n')[0]?.split(`**${stepTitle}** · `)[1] ?? '') && buttonIds(m).length > 0);

export const prompt = (fake: FakeDiscord, user: APIUser, stepTitle: string): Promise<APIMessage> =>
  waitUntil(`${user.username}'s prompt for ${stepTitle}`, () => promptsFor(fake, user, stepTitle).at(-1));

/** The thread post that opened a step ("**Turn 1: orders** · due …", later "· resolved"). */
export const stepPostsFor = (fake: FakeDiscord, threadId: string, stepTitle: string): APIMessage[] =>
  fake.messages(threadId).filter((m) => m.content.startsWith(`**${stepTitle}** · `));

/** The thread post with a step's resolution ("**Turn 1: orders**\n…" with the map). */
export const resolutionPostsFor = (fake: FakeDiscord, threadId: string, stepTitle: string): APIMessage[] =>
  fake.messages(threadId).filter((m) => messageText(m).startsWith(`**${stepTitle}**\n`));

export const resolved = (fake: FakeDiscord, threadId: string, stepTitle: string, timeoutMs = WAIT_CAP_MS): Promise<APIMessage> =>
  waitUntil(`the thread post for ${stepTitle}`, () => resolutionPostsFor(fake, threadId, stepTitle).find((m) => m.attachments.length > 0), timeoutMs);

/** Titles of every step the thread has an opening post for, in order. */
export const stepTitles = (fake: FakeDiscord, threadId: string): string[] =>
  fake.messages(threadId).flatMap((m) => {
    const title = /^\*\*([^*]+)\*\* · (due|resolved|no deadline)/.exec(m.content)?.[1];
    return title ? [title] : [];
  });

/** A string select menu as the bot sent it. */
export interface MenuJson {
  type: number;
  custom_id: string;
  placeholder?: string;
  options: { label: string; value: string; description?: string; default?: boolean }[];
}

/** The string select menus of a message, top to bottom. */
export const menusOf = (message: APIMessage | undefined): MenuJson[] =>
  ((message?.components ?? []) as unknown as { components?: MenuJson[] }[]).flatMap((row) => row.components ?? []).filter((c) => c.type === 3);

/** The menu whose placeholder matches, failing the test with the message's text when there is none. */
export const menuNamed = (message: APIMessage | undefined, placeholder: RegExp): MenuJson => {
  const found = menusOf(message).find((m) => placeholder.test(m.placeholder ?? ''));
  expect(found, `a menu "${String(placeholder)}" in: ${message?.content ?? '(no message)'}`).toBeDefined();
  return found as MenuJson;
};

/** Every message the bot posted or edited anywhere but `user`'s DM, as text. */
export function seenByOthers(fake: FakeDiscord, user: APIUser): string[] {
  const ownDm = fake.dmMessages(user.id)[0]?.channel_id;
  return fake.requests
    .filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /^\/channels\/\d+\/messages(\/\d+)?$/.test(r.path) && r.status < 300 && r.path.split('/')[2] !== ownDm)
    .map((r) => bodyText(r.body));
}

/** The bot's DM answer to `text` from `user` that matches `wanted`. */
export async function dmAnswer(fake: FakeDiscord, user: APIUser, text: string, wanted: RegExp): Promise<APIMessage> {
  const before = fake.dmMessages(user.id).length;
  await fake.sendDirectMessage(user, text);
  return waitUntil(`the answer to ${user.username}'s "${text}"`, () => fake.dmMessages(user.id).slice(before).find((m) => m.author.bot === true && wanted.test(m.content)));
}

/** A new game's lobby, seated through its join buttons: the first user takes side A and opens the game as its GM. */
export async function seatedLobby(fake: FakeDiscord, users: readonly APIUser[], options: Readonly<Record<string, string>>): Promise<string> {
  const created = await answered(fake.sendCommand({ user: users[0] as APIUser, name: 'game', subcommand: 'new', options }));
  expect(created.content).toMatch(/is open in <#\d+>/);
  const threadId = await waitUntil('the game thread', () => fake.threads.at(-1)?.channel.id);
  const lobby = await waitUntil('the lobby post', () => fake.messages(threadId).find((m) => buttonIds(m).some((id) => id.startsWith('join:'))));
  const joins = buttonIds(lobby).filter((id) => id.startsWith('join:'));
  for (const [i, user] of users.entries()) await answered(fake.clickButton({ user, channelId: threadId, customId: joins[i] ?? '' }));
  return threadId;
}

/** A seated lobby whose players add the ships named beside them, started by the GM (the first player). */
export async function startedGame(fake: FakeDiscord, fleets: readonly (readonly [APIUser, readonly string[]])[], options: Readonly<Record<string, string>>): Promise<string> {
  const threadId = await seatedLobby(fake, fleets.map(([user]) => user), options);
  for (const [user, ships] of fleets) {
    for (const ship of ships) await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship } }));
  }
  const started = await answered(fake.sendCommand({ user: fleets[0]?.[0] as APIUser, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
  expect(started.content).toMatch(/has started/);
  return threadId;
}

/**
 * The lobby of a two-player Starmada game (Majestic for side A, Tempest for side B, alternate firing arcs that Tempest needs) played through interactions,
 * up to /game start. Returns the game thread's id.
 */
export async function startDuel(fake: FakeDiscord, [a, b]: readonly [APIUser, APIUser], options = 'alternateArcs'): Promise<string> {
  const threadId = await seatedLobby(fake, [a, b], { system: 'starmada', scenario: 'standard/small', step: '24h', options });
  for (const [user, typed, wanted] of [
    [a, 'maj', 'Majestic'],
    [b, 'temp', 'Tempest'],
  ] as const) {
    const suggestions = await fake.autocomplete({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: {}, focused: { name: 'ship', value: typed } });
    await suggestions.waitForResponse();
    const choice = suggestions.choices?.find((c) => String(c.name).includes(wanted));
    expect(choice).toBeDefined();
    const added = await answered(fake.sendCommand({ user, channelId: threadId, name: 'fleet', subcommand: 'add', options: { ship: String(choice?.value) } }));
    expect(added.content).toMatch(/\d+ \/ \d+ CR/);
  }
  const started = await answered(fake.sendCommand({ user: a, channelId: threadId, name: 'game', subcommand: 'start', options: {} }));
  expect(started.content).toMatch(/has started/);
  return threadId;
}

export interface OutboxRowView {
  key: string;
  kind: string;
  target: string;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
}

/** Every outbox row of the bot's database (oldest first), read on a short-lived connection of the test's own. */
export function outboxRows(databasePath: string): OutboxRowView[] {
  const sqlite = new Database(databasePath, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    return sqlite
      .prepare('select key, kind, target, attempts, next_attempt_at as nextAttemptAt, last_error as lastError, sent_at as sentAt from outbox order by id')
      .all() as OutboxRowView[];
  } finally {
    sqlite.close();
  }
}

/** Each step of the game in order, with the users it waited on (from the steps and seats tables). */
export function stepsOwed(databasePath: string, gameId: number): { title: string; userIds: string[] }[] {
  const sqlite = new Database(databasePath, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    const seats = sqlite.prepare('select seat_key as seatKey, user_id as userId from seats where game_id = ?').all(gameId) as { seatKey: string; userId: string | null }[];
    const steps = sqlite.prepare('select title, owes from steps where game_id = ? order by seq').all(gameId) as { title: string; owes: string }[];
    return steps.map((step) => {
      const owes = JSON.parse(step.owes) as string[];
      return { title: step.title, userIds: seats.flatMap((s) => (owes.includes(s.seatKey) && s.userId ? [s.userId] : [])) };
    });
  } finally {
    sqlite.close();
  }
}

export const unsentRows = (databasePath: string): OutboxRowView[] => outboxRows(databasePath).filter((r) => r.sentAt === null);

/** Waits until the bot has sent (or settled) every outbox row, so nothing is in flight. */
export const outboxIdle = (databasePath: string, timeoutMs = WAIT_CAP_MS): Promise<true> =>
  waitUntil('the outbox to drain', () => unsentRows(databasePath).length === 0, timeoutMs);

/** The first eight bytes of every PNG, as hex. */
export const PNG_MAGIC = '89504e470d0a1a0a';

/** An attachment's bytes, fetched from the fake Discord's CDN. */
export async function download(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

/** The full event log attached to a resolution post (every die): the text file named after the step. */
export async function logOf(post: APIMessage): Promise<string> {
  const log = post.attachments.find((a) => a.filename.endsWith('.txt'));
  if (!log) throw new Error(`the post has no log attached: ${post.attachments.map((a) => a.filename).join(', ')}`);
  return (await download(log.url)).toString('utf8');
}

export { messageText } from '../harness/message-text.ts';

/** Leaves a PNG the test saw in `dir`, to look at by hand. */
export function keepPng(dir: string, name: string, data: Buffer): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}`, data);
}

/**
 * The secrecy walk (architecture: secrets stay secret): every message the bot posted or edited, in order; no secret
 * text of a step reaches any channel but its owner's DM before the thread post that resolves the step
 * ("/verify step:<key>").
 */
export function expectSecretsKept(fake: FakeDiscord, threadId: string, players: readonly APIUser[], secrets: ReadonlyMap<string, readonly { owner: APIUser; text: string }[]>): void {
  const sent = fake.requests.filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /^\/channels\/\d+\/messages(\/\d+)?$/.test(r.path) && r.status < 300);
  // The text a reader sees: content, or a card's text displays.
  const contentOf = (r: (typeof sent)[number]): string => bodyText(r.body);
  const channelOf = (r: (typeof sent)[number]) => r.path.split('/')[2] ?? '';
  const dmOf = new Map(players.map((u) => [u.id, fake.dmMessages(u.id)[0]?.channel_id]));
  for (const [stepKey, texts] of secrets) {
    const reveal = sent.findIndex((r) => channelOf(r) === threadId && contentOf(r).includes(`/verify step:${stepKey}`));
    expect(reveal, `the resolution of ${stepKey}`).toBeGreaterThan(0);
    for (const r of sent.slice(0, reveal)) {
      for (const { owner, text } of texts) {
        if (channelOf(r) === dmOf.get(owner.id)) continue;
        expect(contentOf(r), `${stepKey} "${text}" in channel ${channelOf(r)} before it resolved`).not.toContain(text);
      }
    }
  }
}
