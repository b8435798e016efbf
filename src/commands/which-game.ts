/**
 * Which game an order is for (docs/playing.md §2: "a player in several games is asked which one"; issue 16 item 6): the
 * game of the thread it was sent in; else the game named; else the game whose units the typed orders name (several:
 * the player is asked, with those games); else the game the player's DMs are focused on (dm-focus.ts); else the one
 * game waiting on the player; else a question listing them. Also the heading that names a game in a reply.
 */
import { gameById, gameByThread, openStepOf } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import type { MessageOptions } from './fit-message.ts';
import { focusedGame } from '../game/dm-focus.ts';
import { gamesAwaiting } from '../game/drafts.ts';
import { gamesNamedIn } from '../game/games-named.ts';

/** How the game was found: named ("#4", game:4), the thread, the units the orders name, the DM focus, the only one. */
export type FoundBy = 'named' | 'thread' | 'names' | 'focus' | 'only';

export type WhichGame = { ok: true; gameId: number; by: FoundBy } | { ok: false; message: string };

/** "• game 4: Voidstriker · 6.1 Standoff at Bishamon II · Round 3: plot", one line per game. */
const listOf = (games: readonly { gameId: number; title: string; stepTitle: string }[]): string => games.map((g) => `• game ${g.gameId}: ${g.title} · ${g.stepTitle}`).join('\n');

/** `orders`: the typed orders, when there are any, so the units they name can pick the game. */
export function whichGame(ctx: GameContext, userId: string, channelId: string | null, named: number | null, orders?: string): WhichGame {
  if (named !== null) return { ok: true, gameId: named, by: 'named' };
  const inThread = channelId ? gameByThread(ctx.db, channelId) : undefined;
  if (inThread) return { ok: true, gameId: inThread.id, by: 'thread' };
  const waiting = gamesAwaiting(ctx, userId);
  const claimed = orders ? gamesNamedIn(ctx, userId, orders) : [];
  const [byName] = claimed;
  if (claimed.length === 1 && byName !== undefined) return { ok: true, gameId: byName, by: 'names' };
  if (claimed.length > 1) {
    const games = waiting.filter((g) => claimed.includes(g.gameId));
    return { ok: false, message: `Those names are in ${games.length} of your games; say which one (start a DM with "#${byName ?? 1}", or add game:<number>):\n${listOf(games)}` };
  }
  const focus = focusedGame(ctx, userId);
  if (focus !== null) return { ok: true, gameId: focus, by: 'focus' };
  const only = waiting[0];
  if (waiting.length === 1 && only) return { ok: true, gameId: only.gameId, by: 'only' };
  if (waiting.length === 0) return { ok: false, message: 'No game is waiting on you right now. /mine lists your games.' };
  return { ok: false, message: `You are in ${waiting.length} games waiting on you; say which one (start a DM with "#${only?.gameId ?? 1}", or add game:<number>):\n${listOf(waiting)}` };
}

/** "Game 4 · Voidstriker · 6.1 Standoff at Bishamon II · **Round 3: plot**": what names the game in a DM reply. */
export function gameHeading(ctx: GameContext, gameId: number): string {
  const game = gameById(ctx.db, gameId);
  if (!game) return `Game ${gameId}`;
  const step = game.status === 'active' ? openStepOf(ctx.db, gameId) : undefined;
  return [`Game ${game.id}`, game.title, ...(step ? [`**${step.title}**`] : [])].join(' · ');
}

/**
 * The reply under the game's heading, unless it already starts by naming the game (a Ready question does). Pass the
 * `heading` taken before the reply's action ran: a Ready that resolves the step opens the next one, and the reply is
 * about the step the player spoke to, not the one open after.
 */
export const withGameHeading = (ctx: GameContext, gameId: number, reply: MessageOptions, heading?: string): MessageOptions =>
  (reply.content ?? '').startsWith(`Game ${gameId} · `) ? reply : { ...reply, content: `${heading ?? gameHeading(ctx, gameId)}\n${reply.content ?? ''}` };
