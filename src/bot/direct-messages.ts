/**
 * Orders typed in a DM to the bot (docs/playing.md §2): "majestic 2p2" sets that ship's order in the open step's draft
 * and gets the normalised echo and a private preview back. A player in several games (issue 16 item 6): orders go to
 * the game whose units they name; "#12 majestic 2p2" names the game; after "#12 …" (or orders routed by their
 * names) a bare "ready", "help" or "draft" goes to game 12 (dm-focus.ts). Every reply starts with the game it is
 * about. "ready" locks the draft in; "draft" shows it; "help" says how.
 */
import type { Message } from 'discord.js';
import type { CommandContext } from '../commands/command.ts';
import { draftReply, refusal } from '../commands/draft-reply.ts';
import { readyReply } from '../commands/ready-answer.ts';
import { gameHeading, whichGame, withGameHeading } from '../commands/which-game.ts';
import { currentDraft, guideFor, sendOrders } from '../game/drafts.ts';
import { focusedGame, focusOn } from '../game/dm-focus.ts';
import { askReady } from '../game/ready-check.ts';
import { plain } from '../game/posts/player-text.ts';
import { replyTo } from '../commands/respond.ts';
import type { MessageOptions } from '../commands/fit-message.ts';
import type { GameContext } from '../game/context.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

const HELP =
  'Type your orders here, one ship per line, e.g. `Majestic 2P2`; they go to the game your ships are in. Start with `#12` to pick game 12 ' +
  '(your next `ready`, `draft` or `help` goes there too). Send `ready` to lock them in, `draft` to see them. /help explains the notation.';

/** Words that are not orders: they go to the game named, else the focused one, else the only one. */
const BARE = /^(help|\?|ready\.?|draft)$/i;

/** Splits "#12 majestic 2p2" or "game 12: majestic 2p2" into the game number and the orders. */
export function readDirectMessage(content: string): { game: number | null; text: string } {
  const m = /^\s*(?:#|game\s+)(\d{1,9})\s*[:,-]?\s*/i.exec(content);
  return m ? { game: Number(m[1]), text: content.slice(m[0].length).trim() } : { game: null, text: content.trim() };
}

/** The answer to a bare word about game `gameId`. */
function bareAnswer(ctx: GameContext, gameId: number, userId: string, word: string): MessageOptions {
  if (word === '') {
    return focusedGame(ctx, userId) === gameId
      ? { content: 'Your DMs go to this game now: type orders, `ready`, `draft` or `help`.' }
      : { content: 'This game is not waiting on you now, so your DMs do not go to it. /mine lists your games.' };
  }
  if (/^(help|\?)$/.test(word)) {
    const guided = guideFor(ctx, gameId, userId);
    return { content: [guided.ok ? plain(guided.value.guide.help) : '', HELP].filter((l) => l !== '').join('\n') };
  }
  if (word === 'draft') {
    const draft = currentDraft(ctx, gameId, userId);
    if (!draft.ok) return refusal(draft.error, 'Nothing to show');
    if (!draft.value || draft.value.echo.length === 0) return { content: 'You have sent no orders for this step yet.' };
    return { content: [`Your draft${draft.value.ready ? ' (ready)' : ''}:`, ...draft.value.echo.map(plain)].join('\n') };
  }
  // "ready": as the Ready button does, it asks first when the draft is less than the player may mean (ready-check.ts).
  return readyReply(askReady(ctx, gameId, userId));
}

export async function handleDirectMessage(message: Message, ctx: CommandContext): Promise<void> {
  if (message.author.bot || message.inGuild()) return;
  const { game: named, text } = readDirectMessage(message.content);
  if (text === '' && named === null) return;
  const gctx = { db: ctx.db, now: ctx.now };
  const userId = message.author.id;
  const bare = text === '' || BARE.test(text);
  const game = whichGame(gctx, userId, null, named, bare ? undefined : text);
  if (!game.ok) {
    await replyTo(message, { content: /^(help|\?)$/i.test(text) ? `${HELP}\n${game.message}` : game.message });
    return;
  }
  // "#4 …" and orders routed by their ship names point the player's next bare DMs at that game.
  if (game.by === 'named' || game.by === 'names') focusOn(gctx, userId, game.gameId);
  if (bare) {
    // The heading names the step as it was when the player wrote: "ready" may resolve it and open the next.
    const heading = gameHeading(gctx, game.gameId);
    await replyTo(message, withGameHeading(gctx, game.gameId, bareAnswer(gctx, game.gameId, userId, text.toLowerCase().replace(/\.$/, '')), heading));
    return;
  }
  const result = sendOrders(gctx, game.gameId, userId, cutGraphemes(text, 4000));
  const reply = await draftReply(gctx, userId, result);
  // An accepted draft's reply names the game already; a refusal gets the heading.
  await replyTo(message, result.ok ? reply : withGameHeading(gctx, game.gameId, reply));
}
