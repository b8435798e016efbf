/**
 * Who holds GM powers in a game (issue 15, item 6; docs/step-cycle.md, "The GM's clock"), decided in ONE place,
 * `gmRoleOf`, which every GM service function asks through `asGm`:
 * - The creator (games.gmUserId), always, seat or no seat: they opened the game, and a GM who also plays is an
 *   ordinary table. (What they see is still their seat's view when they play: views.ts.)
 * - Co-GMs the creator names with /gm add. A co-GM may hold a seat, as the creator may: the creator chose them,
 *   knowing whether they play.
 * - A member with Manage Server who claimed powers with /gm claim, and only while they hold no seat in the game:
 *   a player must not roll back their own dice through a server permission. The permission is Discord's to vouch
 *   for, so the command checks it at the edge; the claim is stored here and announced in the thread. A seated member
 *   cannot claim, and a claim is dropped when its holder takes a seat (`dropClaim`, called by joining and by
 *   /gm substitute); `gmRoleOf` also ignores a claim whose holder is seated, so no path can keep both.
 * - Only the creator names or removes co-GMs (anyone may give up their own role): a claim stands in for an absent
 *   GM, it does not hand powers on; otherwise a claim could become a co-GM role that survives taking a seat.
 *
 * Each action records the real acting user: services get the id of whoever acted, never the creator's in their
 * place.
 */
import { plainName } from './posts/player-text.ts';
import type { Db } from '../db/connection.ts';
import { seatsOf, type GameRow } from '../db/game-repo.ts';
import { deleteGm, gmRowOf, gmsOf, saveGm } from '../db/gm-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { liveGame } from './game-over.ts';
import { serviceError } from './errors.ts';

export type GmPower = 'creator' | 'co' | 'claimed';

type GameRef = Pick<GameRow, 'id' | 'gmUserId'>;

const holdsSeat = (db: Db, gameId: number, userId: string): boolean => seatsOf(db, gameId).some((s) => s.userId === userId);

/** Why `userId` is a GM of the game, or null when they are not one. */
export function gmRoleOf(db: Db, game: GameRef, userId: string): GmPower | null {
  if (userId === game.gmUserId) return 'creator';
  const row = gmRowOf(db, game.id, userId);
  if (!row) return null;
  if (row.role === 'claimed' && holdsSeat(db, game.id, userId)) return null;
  return row.role;
}

export const isGm = (db: Db, game: GameRef, userId: string): boolean => gmRoleOf(db, game, userId) !== null;

/** Everyone with GM powers in the game now, the creator first. */
export function gmUserIds(db: Db, game: GameRef): string[] {
  return [game.gmUserId, ...gmsOf(db, game.id).flatMap((row) => (gmRoleOf(db, game, row.userId) === null ? [] : [row.userId]))];
}

/** The game, when it exists, has not ended, and `byUserId` holds GM powers in it. */
export function asGm(ctx: GameContext, gameId: number, byUserId: string, action = 'do that'): Result<GameRow, RuleError[]> {
  const game = liveGame(ctx.db, gameId);
  if (!game.ok) return game;
  if (!isGm(ctx.db, game.value, byUserId)) return err([serviceError('ERR_NOT_GM', `Only the GM can ${action}.`)]);
  return game;
}

/** The creator by their seat's name when they play, else "the GM who opened this game" (never an id). */
export function creatorName(db: Db, game: GameRef): string {
  return seatsOf(db, game.id).find((s) => s.userId === game.gmUserId)?.playerName ?? 'the GM who opened this game';
}

/**
 * Why `userId` may not use /gm in this game, in a sentence that says what would work; null when they may.
 * `canManageServer` is Discord's word on the member's permission, checked by the command.
 */
export function whyNotGm(db: Db, game: GameRow, userId: string, canManageServer: boolean): string | null {
  if (isGm(db, game, userId)) return null;
  const who = `Only ${plainName(creatorName(db, game))} and the co-GMs they name can use /gm.`;
  if (!canManageServer) return who;
  if (holdsSeat(db, game.id, userId)) return `You hold a seat in this game, so Manage Server gives you no GM powers here. ${who}`;
  return `${who} You have Manage Server and no seat here: /gm claim takes GM powers in this game, in public.`;
}

/** The creator names `user` a co-GM; a member who had claimed powers becomes a co-GM instead. */
export function addCoGm(ctx: GameContext, gameId: number, byUserId: string, user: { id: string; name: string }): Result<{ name: string }, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = asGm(ctx, gameId, byUserId, 'name a co-GM');
    if (!game.ok) return game;
    if (byUserId !== game.value.gmUserId) return err([serviceError('ERR_NOT_CREATOR', `Only ${creatorName(ctx.db, game.value)} can name co-GMs.`)]);
    const role = gmRoleOf(ctx.db, game.value, user.id);
    if (role === 'creator' || role === 'co') return err([serviceError('ERR_GM_ALREADY', `${user.name} is already a GM of this game.`)]);
    saveGm(ctx.db, { gameId, userId: user.id, role: 'co', addedBy: byUserId, createdAt: ctx.now() });
    return ok({ name: user.name });
  }, { behavior: 'immediate' });
}

/** Takes a co-GM's or a claimed GM's powers away: the creator may remove anyone but themself; anyone may step down. */
export function removeGm(ctx: GameContext, gameId: number, byUserId: string, userId: string): Result<{ self: boolean }, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = asGm(ctx, gameId, byUserId, 'remove a GM');
    if (!game.ok) return game;
    const creator = creatorName(ctx.db, game.value);
    if (userId === game.value.gmUserId) return err([serviceError('ERR_GM_CREATOR', 'The GM who opened this game is always its GM; /gm end ends the game instead.')]);
    const self = userId === byUserId;
    if (!self && byUserId !== game.value.gmUserId) return err([serviceError('ERR_NOT_CREATOR', `Only ${creator} can remove another GM.`)]);
    if (!deleteGm(ctx.db, gameId, userId)) return err([serviceError('ERR_GM_NONE', 'They are not a GM of this game.')]);
    return ok({ self });
  }, { behavior: 'immediate' });
}

/**
 * A member with Manage Server takes GM powers in a game where they hold no seat. The caller has checked the
 * permission with Discord; this checks the seat and records the claim.
 */
export function claimGm(ctx: GameContext, gameId: number, userId: string): Result<{ claimed: true }, RuleError[]> {
  return ctx.db.transaction(() => {
    const game = liveGame(ctx.db, gameId);
    if (!game.ok) return game;
    const role = gmRoleOf(ctx.db, game.value, userId);
    if (role === 'claimed') return err([serviceError('ERR_GM_ALREADY', 'You have already claimed GM powers in this game.')]);
    if (role !== null) return err([serviceError('ERR_GM_ALREADY', 'You are already a GM of this game.')]);
    if (holdsSeat(ctx.db, gameId, userId)) {
      return err([serviceError('ERR_GM_SEATED', `You hold a seat in this game, so you cannot claim GM powers in it; ${creatorName(ctx.db, game.value)} can add you with /gm add.`)]);
    }
    saveGm(ctx.db, { gameId, userId, role: 'claimed', addedBy: userId, createdAt: ctx.now() });
    return ok({ claimed: true as const });
  }, { behavior: 'immediate' });
}

/** Inside the transaction that seats `userId`: a claim of theirs ends, since a player holds no claimed powers. */
export function dropClaim(db: Db, gameId: number, userId: string): void {
  deleteGm(db, gameId, userId, 'claimed');
}
