/**
 * The game a user's DMs go to when they name none (issue 16 item 6): after "#4 …", or an order whose ship names
 * belong to game 4, a plain "ready", "help" or "draft" is about game 4. The focus counts only while game 4 waits on
 * the user: a focus on a game that is over, or whose open step owes them nothing, is ignored.
 */
import { dmFocusOf, setDmFocus } from '../db/dm-focus-repo.ts';
import type { GameContext } from './context.ts';
import { gamesAwaiting } from './drafts.ts';

/** The focused game, while it still waits on the user; else null. */
export function focusedGame(ctx: GameContext, userId: string): number | null {
  const gameId = dmFocusOf(ctx.db, userId);
  return gameId !== undefined && gamesAwaiting(ctx, userId).some((g) => g.gameId === gameId) ? gameId : null;
}

/** Makes `gameId` the user's focus, if it waits on them (a game number that is not theirs is not kept). */
export function focusOn(ctx: GameContext, userId: string, gameId: number): void {
  if (gamesAwaiting(ctx, userId).some((g) => g.gameId === gameId)) setDmFocus(ctx.db, userId, gameId, ctx.now());
}
