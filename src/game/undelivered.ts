/**
 * When Discord refuses a message for good (the outbox dispatcher decides which answers can heal): the row is kept,
 * marked failed with the reason, and the game goes on. The GM hears of it once, by DM (or in the thread when their
 * DMs are closed), until they retry: `/gm undelivered` lists what did not arrive and `/gm retry` sends it again.
 *
 * A deleted thread is the one refusal that stops a game: nobody could see what happens next. The game pauses (no
 * deadline passes) until the GM gives it a new thread with `/gm move`, which also sends there what did not arrive,
 * or ends it.
 */
import { enqueue, gameById, openStepOf, outboxByKey, updateGame, type GameRow, type OutboxRow } from '../db/game-repo.ts';
import { markOutboxUndeliverable, requeueOutbox, supersedeOutbox, undeliveredOf, unsentOf } from '../db/outbox-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { asGm } from './gm-powers.ts';
import { resumeGame } from './gm-time.ts';
import { plain } from './posts/player-text.ts';
import { queueStatus } from './posts/status-post.ts';
import { queueStepOpened, stepOpenedKey } from './posts/step-opened.ts';
import { serviceError } from './errors.ts';
import { clip } from '../rules/core/cut-text.ts';

export interface Refusal {
  /** Discord's answer, short, for the GM and the log: "404 Unknown Channel". */
  reason: string;
  /** The game's thread no longer exists. */
  threadGone: boolean;
}

/** Keys of the GM's notices themselves: a refused notice is never the subject of another notice. */
const NOTICE = '/notice/';
export const isNotice = (row: Pick<OutboxRow, 'key'>): boolean => row.key.includes(NOTICE);

/** Marks the row refused for good and tells whom it concerns; one transaction. */
export function recordUndeliverable(ctx: GameContext, row: OutboxRow, refusal: Refusal): void {
  ctx.db.transaction(() => {
    markOutboxUndeliverable(ctx.db, row.id, ctx.now(), refusal.reason);
    const game = row.gameId === null ? undefined : gameById(ctx.db, row.gameId);
    if (!game) return;
    if (isNotice(row)) noticeInThread(ctx, game, row);
    else if (refusal.threadGone) threadGone(ctx, game);
    else if (undeliveredOf(ctx.db, game.id).filter((r) => !isNotice(r)).length === 1) noticeUndelivered(ctx, game, row, refusal.reason);
  }, { behavior: 'immediate' });
}

function noticeUndelivered(ctx: GameContext, game: GameRow, row: OutboxRow, reason: string): void {
  const what = row.kind === 'dm' ? 'a direct message to a player' : row.kind === 'channel' ? "a post in the game's thread" : "an update of a post in the game's thread";
  notifyGm(ctx, game, `undelivered/${row.id}`, [
    `Game ${game.id} · ${plain(game.title)}: Discord refused ${what} for good (${plain(reason)}).`,
    'The game goes on. `/gm undelivered` in the game thread lists what did not arrive; `/gm retry` sends it again.',
  ]);
}

/** Pauses a running game whose thread is gone and tells the GM how to move it. */
function threadGone(ctx: GameContext, game: GameRow): void {
  if (game.status === 'active') updateGame(ctx.db, game.id, { status: 'paused', pausedAt: ctx.now(), pauseReason: 'thread-missing', version: game.version + 1 });
  const paused = game.status === 'active' ? ' The game is paused: no deadline passes while it has nowhere to post.' : '';
  notifyGm(ctx, game, `thread-gone/${game.threadId ?? game.channelId}`, [
    `Game ${game.id} · ${plain(game.title)}: its thread is gone (deleted, or Salvo lost access to it).${paused}`,
    `To carry on, run \`/gm move game:${game.id}\` in a text channel: Salvo opens a new thread there and posts what did not arrive. Or end it with \`/gm end game:${game.id}\`.`,
  ]);
}

function notifyGm(ctx: GameContext, game: GameRow, what: string, lines: string[]): void {
  enqueue(ctx.db, { key: `g${game.id}${NOTICE}${what}`, gameId: game.id, kind: 'dm', target: game.gmUserId, payload: { content: lines.join('\n') } });
}

/** A GM notice that could not be sent by DM goes to the thread, if it still exists. */
function noticeInThread(ctx: GameContext, game: GameRow, row: OutboxRow): void {
  if (row.kind !== 'dm' || game.pauseReason === 'thread-missing' || !game.threadId) return;
  const payload = row.payload as { content?: string };
  enqueue(ctx.db, {
    key: `${row.key}/thread`,
    gameId: game.id,
    kind: 'channel',
    target: game.threadId,
    payload: { content: `<@${game.gmUserId}>, I can't send you direct messages, so here it is:\n${payload.content ?? ''}`, mentions: [game.gmUserId] },
  });
}

/** One line per undelivered message, for the GM: what, where, when, why, and how it began. */
export function undeliveredLines(ctx: GameContext, gameId: number): Result<string[], RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const rows = undeliveredOf(ctx.db, gameId);
  return ok(rows.map((row, i) => `${i + 1}. ${kindWords(row)} · ${plain(row.lastError ?? 'refused')} · ${preview(row)}`));
}

const kindWords = (row: OutboxRow): string => ({ dm: 'direct message', channel: 'thread post', edit: 'update of a post', pin: 'pin' })[row.kind];

function preview(row: OutboxRow): string {
  const content = (row.payload as { content?: string }).content ?? '';
  const first = content.split('\n')[0]?.replace(/\*\*/g, '') ?? '';
  return first === '' ? '(image)' : `“${plain(clip(first, 60))}”`;
}

/** Puts every undelivered message of the game back in the queue. */
export function retryUndelivered(ctx: GameContext, gameId: number): number {
  return ctx.db.transaction(() => {
    const rows = undeliveredOf(ctx.db, gameId);
    requeueOutbox(ctx.db, rows.map((r) => r.id));
    return rows.length;
  }, { behavior: 'immediate' });
}

/**
 * Gives the game a new thread: every message not yet delivered to the old one goes to the new one, updates of posts
 * in the old thread are dropped (the new thread gets fresh posts), and a game paused for its lost thread runs again
 * (the caller resumes the clock). Runs inside the caller's transaction.
 */
export function moveToThread(ctx: GameContext, game: GameRow, place: { channelId: string; threadId: string }): { moved: number } {
  const old = game.threadId ?? game.channelId;
  const unsent = unsentOf(ctx.db, game.id);
  const posts = unsent.filter((r) => r.kind === 'channel' && r.target === old);
  const stale = unsent.filter((r) => (r.kind === 'edit' || r.kind === 'pin') && pointsInto(ctx, r, old));
  requeueOutbox(ctx.db, posts.map((r) => r.id), place.threadId);
  supersedeOutbox(ctx.db, stale.map((r) => r.id), ctx.now(), 'dropped: the game moved to a new thread');
  updateGame(ctx.db, game.id, { channelId: place.channelId, threadId: place.threadId, pauseReason: game.pauseReason === 'thread-missing' ? 'gm' : game.pauseReason, version: game.version + 1 });
  return { moved: posts.length };
}

/** Whether an edit or pin row is about a message in `channel`. */
function pointsInto(ctx: GameContext, row: OutboxRow, channel: string): boolean {
  if (!row.target.startsWith('outbox:')) return row.target.startsWith(`${channel}/`);
  return outboxByKey(ctx.db, row.target.slice('outbox:'.length))?.target === channel;
}

/** `/gm undelivered`: what Discord refused for good in this game, for a GM. */
export function undeliveredForGm(ctx: GameContext, gameId: number, byUserId: string): Result<string[], RuleError[]> {
  const game = asGm(ctx, gameId, byUserId, 'list undelivered posts');
  return game.ok ? undeliveredLines(ctx, gameId) : game;
}

/** `/gm retry`: sends every undelivered message of the game again; how many. */
export function retryForGm(ctx: GameContext, gameId: number, byUserId: string): Result<number, RuleError[]> {
  const game = asGm(ctx, gameId, byUserId, 'send undelivered posts again');
  return game.ok ? ok(retryUndelivered(ctx, gameId)) : game;
}

/**
 * `/gm move`: the game lives on in a new thread. What did not reach the old one is posted there, with a fresh status
 * message and the open step's post; a game paused because its thread was lost runs again, with the time it had left.
 */
export function moveGame(ctx: GameContext, gameId: number, byUserId: string, place: { channelId: string; threadId: string }): Result<{ moved: number; resumed: boolean }, RuleError[]> {
  return ctx.db.transaction(() => {
    const checked = asGm(ctx, gameId, byUserId, 'move the game');
    if (!checked.ok) return checked;
    const lost = checked.value.status === 'paused' && checked.value.pauseReason === 'thread-missing';
    const { moved } = moveToThread(ctx, checked.value, place);
    const game = gameById(ctx.db, gameId) as GameRow;
    enqueue(ctx.db, { key: `g${game.id}/moved/${place.threadId}`, gameId, kind: 'channel', target: place.threadId, payload: { content: `**${plain(game.title)}** continues here.${moved > 0 ? ` The ${moved === 1 ? 'post' : `${moved} posts`} that did not reach the old thread follow${moved === 1 ? 's' : ''}.` : ''}` } });
    if (game.status !== 'lobby') queueStatus(ctx.db, game);
    const step = openStepOf(ctx.db, gameId);
    if (step && !outboxByKey(ctx.db, stepOpenedKey(ctx.db, game, step))) queueStepOpened(ctx.db, game, step, { promptsToo: false });
    if (lost) {
      const resumed = resumeGame(ctx, gameId, byUserId);
      if (!resumed.ok) return resumed;
    }
    return ok({ moved, resumed: lost });
  }, { behavior: 'immediate' });
}
