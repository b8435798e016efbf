/**
 * What a failed send means (issue: a post that can never succeed must not be retried forever). Discord's answers
 * fall in four kinds:
 * - retry: it can heal by itself: rate limits (429), Discord's own errors (5xx), the network, or a message this
 *   outbox has not posted yet (an edit waiting for its post);
 * - dms-closed: a DM to a player whose DMs are closed (50007);
 * - thread-gone: the channel or thread no longer exists, or Salvo can no longer see it (10003, 50001);
 * - refused: any other 4xx, which sending the same request again can only repeat (invalid form body, missing
 *   permissions, unknown message), and payloads that can never be sent.
 */
import { DiscordAPIError, HTTPError, RESTJSONErrorCodes } from 'discord.js';

export type Verdict = 'retry' | 'dms-closed' | 'thread-gone' | 'refused';

/** Why a row can never be delivered (a bad payload or target, found before Discord was asked). */
export class Undeliverable extends Error {}

const GONE = new Set<number>([RESTJSONErrorCodes.UnknownChannel, RESTJSONErrorCodes.MissingAccess]);

export function verdictOf(error: unknown): Verdict {
  if (error instanceof Undeliverable) return 'refused';
  if (error instanceof DiscordAPIError) {
    if (error.status === 429 || error.status >= 500) return 'retry';
    if (error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return 'dms-closed';
    if (typeof error.code === 'number' && GONE.has(error.code)) return 'thread-gone';
    return 'refused';
  }
  if (error instanceof HTTPError) return error.status >= 400 && error.status < 500 && error.status !== 429 ? 'refused' : 'retry';
  return 'retry';
}

/** "404 Unknown Channel": Discord's answer, short enough for the GM. */
export function reasonOf(error: unknown): string {
  if (error instanceof DiscordAPIError) return `${error.status} ${error.message.split('\n')[0] ?? ''}`.trim().slice(0, 200);
  if (error instanceof Error) return error.message.slice(0, 200);
  return String(error).slice(0, 200);
}
