/**
 * The outbox dispatcher (docs/persistence.md, "The dispatcher"): the game service queues every message it wants posted
 * in the same transaction as the state change; this module posts them to Discord after commit and marks them sent.
 *
 * Delivery is at least once, on purpose. A row is marked sent by one small UPDATE right after Discord accepted the
 * message; a crash (or a database error) between the two re-sends that message on the next run instead of losing
 * it. A lost post would leave a game silently stuck; a duplicate post is only noise, and the nonce each send
 * carries (`onceOnly`) lets Discord drop the repeat when it comes within a few minutes.
 *
 * Failures, classified by ./discord-answer.ts:
 * - What can heal (429, 5xx, the network) is retried. discord.js already retries 429s (after Retry-After) and 5xx
 *   (3 times) inside one send; what still fails counts as one attempt: `attempts` goes up, `lastError` records a
 *   short description (never a token), and `nextAttemptAt` is set 30 s × 2^(attempts before) later, capped at 1 hour.
 * - A DM refused with 50007 ("Cannot send messages to this user": DMs closed) is not retried. The row is marked
 *   done with lastError 'dms closed', and one message in the game's thread (once per game and user, by its unique
 *   outbox key) mentions the player and points them to /plot, whose replies only they can see (docs/playing.md §6).
 * - Anything else Discord refuses (400 invalid form body, 403 missing permissions, 404 unknown channel), and a row
 *   whose payload or target is malformed, can never succeed: the row is marked failed with the reason and the game
 *   goes on; the GM is told once (src/game/undelivered.ts), and a lost thread pauses the game until /gm move.
 * - An edit or pin of a message this outbox has not posted yet waits like a failed send; rows go out oldest first,
 *   so normally the message is posted earlier in the same run. One whose message Discord refused for good is kept
 *   as undelivered with it (waiting could never post it), so `/gm undelivered` lists both and `/gm retry` sends both.
 *
 * One run takes a bounded number of rows, oldest first, and re-reads the queue between batches so that a follow-up
 * queued during the run (the DMs-closed mention) goes out in the same run. Runs must not overlap: the loop
 * (`startOutboxLoop`) guarantees that for the bot.
 */
import { createHash } from 'node:crypto';
import { DiscordAPIError, HTTPError, type Client } from 'discord.js';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { enqueue, gameById, markOutboxDone, markOutboxFailed, outboxByKey, pendingOutbox, type OutboxRow } from '../db/game-repo.ts';
import { fitMessage, mentionsOnly } from '../commands/fit-message.ts';
import { isNotice, recordUndeliverable } from '../game/undelivered.ts';
import { reasonOf, Undeliverable, verdictOf } from './discord-answer.ts';
import { attachmentsFor } from './outbox-files.ts';
import { outboxPayloadSchema, type OutboxPayload } from './outbox-payload.ts';
import { clip } from '../rules/core/cut-text.ts';

const SECOND = 1000;
const BASE_BACKOFF_MS = 30 * SECOND;
const MAX_BACKOFF_MS = 3_600 * SECOND;
/** Rows per database read. */
const BATCH_SIZE = 25;
/** Rows per run at most; the loop runs again at once when a run used all of it. */
const RUN_LIMIT = 100;
/** lastError is for people reading the database, not a dump. */
const MAX_ERROR_LENGTH = 500;

export interface DispatchOptions {
  db: Db;
  client: Client;
  logger: Logger;
  now: () => Date;
  /** Rows handled per run at most (default 100). */
  limit?: number;
}

export interface DispatchResult {
  /** Rows posted and marked sent. */
  sent: number;
  /** Rows that failed and will be retried later. */
  failed: number;
  /** DMs refused because the user's DMs are closed (redirected to the game's thread, not retried). */
  dmsClosed: number;
  /** Rows Discord refused for good (or that could never be sent), kept as undelivered for the GM. */
  dropped: number;
}

/** The wait before the next attempt, given how many attempts failed before this one: 30 s, 1 min, 2 min ... 1 h. */
export function backoffMs(previousAttempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.min(previousAttempts, 20));
}

/** Posts the pending outbox rows, oldest first. Never throws for a single row's failure; it records it and goes on. */
export async function dispatchOutbox({ db, client, logger, now, limit = RUN_LIMIT }: DispatchOptions): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, failed: 0, dmsClosed: 0, dropped: 0 };
  // Rows tried in this run are not tried again in it (a failed one is not due again for 30 s anyway).
  const tried = new Set<number>();
  while (tried.size < limit) {
    const batch = pendingOutbox(db, now(), Math.min(BATCH_SIZE, limit - tried.size)).filter((r) => !tried.has(r.id));
    if (batch.length === 0) break;
    for (const row of batch) {
      tried.add(row.id);
      await dispatchRow({ db, client, logger, now }, row, result);
    }
  }
  return result;
}

async function dispatchRow({ db, client, logger, now }: Omit<DispatchOptions, 'limit'>, row: OutboxRow, result: DispatchResult): Promise<void> {
  let messageId: string;
  try {
    messageId = await deliver(db, client, row);
  } catch (error) {
    const verdict = verdictOf(error);
    if (verdict === 'thread-gone' || verdict === 'refused' || (verdict === 'dms-closed' && (row.kind !== 'dm' || isNotice(row)))) {
      const reason = reasonOf(error);
      recordUndeliverable({ db, now }, row, { reason, threadGone: verdict === 'thread-gone' && row.kind !== 'dm' });
      result.dropped++;
      logger.error({ outboxId: row.id, key: row.key, kind: row.kind, reason }, 'Discord refused an outbox row for good; kept as undelivered');
      return;
    }
    if (verdict === 'dms-closed') {
      redirectClosedDm(db, row, now());
      result.dmsClosed++;
      logger.info({ outboxId: row.id, key: row.key, user: row.target }, 'DMs closed; pointed the player to /plot in the thread');
      return;
    }
    const attempts = row.attempts + 1;
    const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts));
    const lastError = describeError(error, client.token);
    markOutboxFailed(db, row.id, { attempts, nextAttemptAt, lastError });
    result.failed++;
    logger.warn({ outboxId: row.id, key: row.key, kind: row.kind, attempts, nextAttemptAt, error: lastError }, 'outbox send failed; will retry');
    return;
  }
  // At-least-once: if this UPDATE never happens (crash, database error), the next run sends the message again.
  markOutboxDone(db, row.id, now(), { messageId });
  result.sent++;
}

/** Sends one row to Discord and returns the id of the message Discord created (or edited, or pinned). */
async function deliver(db: Db, client: Client, row: OutboxRow): Promise<string> {
  const payload = payloadOf(row);
  switch (row.kind) {
    case 'channel': {
      const channel = await sendable(client, row.target);
      return (await channel.send({ ...(await messageOf(db, payload)), ...onceOnly(row.key) })).id;
    }
    case 'dm': {
      const dm = await client.users.createDM(row.target);
      return (await dm.send({ ...(await messageOf(db, payload)), ...onceOnly(row.key) })).id;
    }
    case 'edit': {
      const [channelId, messageId] = await messageAt(db, client, row.target);
      const channel = await sendable(client, channelId);
      const edit = fitMessage({
        ...(payload.content !== undefined ? { content: payload.content } : {}),
        ...(payload.components ? { components: payload.components as never } : {}),
      });
      return (await channel.messages.edit(messageId, edit)).id;
    }
    case 'pin': {
      const [channelId, messageId] = await messageAt(db, client, row.target);
      const channel = await sendable(client, channelId);
      await channel.messages.pin(messageId);
      return messageId;
    }
  }
}

/**
 * A nonce from the row's key, with enforce_nonce: if a crash came between Discord taking a message and the row being
 * marked sent, the repeat send returns the message Discord already has instead of posting it twice. Discord keeps
 * nonces for a few minutes, so a repeat after a longer outage can still post twice (at least once, never lost).
 */
const onceOnly = (key: string) => ({ nonce: createHash('sha256').update(key).digest('hex').slice(0, 25), enforceNonce: true });

/** The message, fitted to Discord; it pings exactly the users its builder listed, each once, never one named in it. */
async function messageOf(db: Db, payload: OutboxPayload) {
  if (!payload.content && !payload.files?.length && !payload.components?.length) throw new Undeliverable('payload has no content');
  return fitMessage({
    ...(payload.content ? { content: payload.content } : {}),
    ...(payload.components ? { components: payload.components as never } : {}),
    ...(payload.flags !== undefined ? { flags: payload.flags } : {}),
    ...(payload.files?.length ? { files: await attachmentsFor(db, payload.files) } : {}),
    allowedMentions: mentionsOnly(payload.mentions),
  });
}

function payloadOf(row: OutboxRow): OutboxPayload {
  const parsed = outboxPayloadSchema.safeParse(row.payload);
  if (!parsed.success) throw new Undeliverable(`payload is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

async function sendable(client: Client, channelId: string) {
  const channel = await client.channels.fetch(channelId);
  if (!channel) throw new Error(`channel ${channelId} not found`);
  if (!channel.isSendable()) throw new Undeliverable(`channel ${channelId} is not one the bot can send to`);
  return channel;
}

/** Thrown when an edit or pin refers to a message not posted yet: tried again later, like a failed send. */
class NotSentYet extends Error {}

/**
 * The message an edit or pin is for: "channel/message", or "outbox:<key>" for a message this outbox posted
 * (its channel is the row's target, or the user's DM channel for a DM).
 */
async function messageAt(db: Db, client: Client, target: string): Promise<[string, string]> {
  if (target.startsWith('outbox:')) {
    const original = outboxByKey(db, target.slice('outbox:'.length));
    if (!original) throw new Undeliverable(`no outbox row ${JSON.stringify(target)}`);
    // A post Discord refused for good is never posted by waiting: its edit or pin is kept with it for the GM, and
    // /gm retry sends the two again, the post first (rows go out oldest first).
    if (original.failedAt) throw new Undeliverable(`the post it updates was refused for good (${original.lastError ?? 'refused'})`);
    if (!original.sentAt) throw new NotSentYet(`${target} is not posted yet`);
    if (!original.messageId) throw new Undeliverable(`${target} was never posted (${original.lastError ?? 'no message id'})`);
    const channelId = original.kind === 'dm' ? (await client.users.createDM(original.target)).id : original.target;
    return [channelId, original.messageId];
  }
  const [channelId, messageId, ...rest] = target.split('/');
  if (!channelId || !messageId || rest.length > 0) throw new Undeliverable(`target ${JSON.stringify(target)} is not "channel/message"`);
  return [channelId, messageId];
}

/** In one transaction: marks the DM done and queues (once per game and user) a mention in the game's thread. */
function redirectClosedDm(db: Db, row: OutboxRow, at: Date): void {
  db.transaction(() => {
    const game = row.gameId === null ? undefined : gameById(db, row.gameId);
    if (game) {
      enqueue(db, {
        key: `g${game.id}/dms-closed/${row.target}`,
        gameId: game.id,
        kind: 'channel',
        target: game.threadId ?? game.channelId,
        payload: {
          mentions: [row.target],
          content: `<@${row.target}>, I can't send you direct messages (your DMs are closed). Use \`/plot\` here in the thread to send your orders: only you will see the replies.`,
        },
      });
    }
    markOutboxDone(db, row.id, at, { messageId: null, lastError: 'dms closed' });
  });
}

/** A short description of a send failure, with the bot token (should any library ever include it) cut out. */
export function describeError(error: unknown, token?: string | null): string {
  let text: string;
  if (error instanceof DiscordAPIError) text = `DiscordAPIError ${error.status}/${error.code}: ${error.message}`;
  else if (error instanceof HTTPError) text = `HTTPError ${error.status}: ${error.message}`;
  else if (error instanceof Error) text = `${error.name}: ${error.message}`;
  else text = String(error);
  if (token) text = text.split(token).join('[redacted]');
  // Anything shaped like a bot token (three base64url parts) goes too.
  text = text.replace(/[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}/g, '[redacted]');
  return clip(text, MAX_ERROR_LENGTH);
}

export interface OutboxLoop {
  /** Run again as soon as the current run (if any) is done: call it after queuing messages. */
  nudge(): void;
  /** Stops the loop; resolves when the run in progress (if any) has finished. */
  stop(): Promise<void>;
}

export interface OutboxLoopOptions extends DispatchOptions {
  /** Time between runs when nobody nudges (default 5 s). */
  intervalMs?: number;
}

/** Runs `dispatchOutbox` now, then every `intervalMs` and whenever nudged; runs never overlap. */
export function startOutboxLoop({ intervalMs = 5 * SECOND, ...options }: OutboxLoopOptions): OutboxLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(kick, delay);
  };

  async function run(): Promise<void> {
    let full = false;
    try {
      const result = await dispatchOutbox(options);
      const handled = result.sent + result.failed + result.dmsClosed + result.dropped;
      full = handled >= (options.limit ?? RUN_LIMIT);
      if (handled > 0) options.logger.debug(result, 'outbox dispatched');
    } catch (error) {
      // A database error, say: log it and try again at the next tick.
      options.logger.error({ err: error }, 'outbox dispatch failed');
    }
    running = undefined;
    if (full || again) kick();
    else schedule(intervalMs);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = run();
  }

  kick();
  return {
    nudge: kick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
