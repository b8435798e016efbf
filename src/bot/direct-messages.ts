/**
 * Orders typed in a DM to the bot (ux.md §2): "majestic 2p2" sets that ship's order in the open step's draft and
 * gets the normalised echo and a private preview back. "#12 majestic 2p2" names the game when the player is in
 * several; "ready" locks the draft in; "help" says how.
 */
import type { Message } from 'discord.js';
import type { CommandContext } from '../commands/command.ts';
import { draftReply } from '../commands/draft-reply.ts';
import { readyReply } from '../commands/ready-answer.ts';
import { whichGame } from '../commands/which-game.ts';
import { sendOrders } from '../game/drafts.ts';
import { askReady } from '../game/ready-check.ts';
import { replyTo } from '../commands/respond.ts';

const HELP =
  'Type your orders here, one ship per line, e.g. `Majestic 2P2`. Start with `#12` to pick game 12 when you are in several. ' +
  'Send `ready` to lock them in. /help starmada explains the notation.';

/** Splits "#12 majestic 2p2" or "game 12: majestic 2p2" into the game number and the orders. */
export function readDirectMessage(content: string): { game: number | null; text: string } {
  const m = /^\s*(?:#|game\s+)(\d{1,9})\s*[:,-]?\s*/i.exec(content);
  return m ? { game: Number(m[1]), text: content.slice(m[0].length).trim() } : { game: null, text: content.trim() };
}

export async function handleDirectMessage(message: Message, ctx: CommandContext): Promise<void> {
  if (message.author.bot || message.inGuild()) return;
  const { game: named, text } = readDirectMessage(message.content);
  if (text === '') return;
  if (/^(help|\?)$/i.test(text)) {
    await replyTo(message, { content: HELP });
    return;
  }
  const gctx = { db: ctx.db, now: ctx.now };
  const game = whichGame(gctx, message.author.id, null, named);
  if (!game.ok) {
    await replyTo(message, { content: game.message });
    return;
  }
  if (/^ready\.?$/i.test(text)) {
    await replyTo(message, readyReply(askReady(gctx, game.gameId, message.author.id)));
    return;
  }
  const result = sendOrders(gctx, game.gameId, message.author.id, text.slice(0, 4000));
  await replyTo(message, await draftReply(gctx, message.author.id, result));
}
