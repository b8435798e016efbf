/**
 * Which game an order is for (ux.md §2: "a player in several games is asked which one"): the game of the thread
 * it was sent in; else the game named; else the one game waiting on the player; else a question listing them.
 */
import { gameByThread } from '../db/game-repo.ts';
import type { GameContext } from '../game/context.ts';
import { gamesAwaiting } from '../game/drafts.ts';

export type WhichGame = { ok: true; gameId: number } | { ok: false; message: string };

export function whichGame(ctx: GameContext, userId: string, channelId: string | null, named: number | null): WhichGame {
  if (named !== null) return { ok: true, gameId: named };
  const inThread = channelId ? gameByThread(ctx.db, channelId) : undefined;
  if (inThread) return { ok: true, gameId: inThread.id };
  const waiting = gamesAwaiting(ctx, userId);
  const only = waiting[0];
  if (waiting.length === 1 && only) return { ok: true, gameId: only.gameId };
  if (waiting.length === 0) return { ok: false, message: 'No game is waiting on you right now. /mine lists your games.' };
  const list = waiting.map((g) => `• game ${g.gameId}: ${g.title} · ${g.stepTitle}`).join('\n');
  return { ok: false, message: `You are in ${waiting.length} games waiting on you; say which one (start a DM with "#${only?.gameId ?? 1}", or add game:<number>):\n${list}`.slice(0, 2000) };
}
