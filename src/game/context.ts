/** What every game-service function works with: the database and a clock (injected, so tests control time). */
import type { Db } from '../db/connection.ts';

export interface GameContext {
  db: Db;
  now(): Date;
  /** Makes a game's dice secret; tests fix it to replay a game exactly. Default: 32 random bytes. */
  newSecret?: () => string;
}

/** A message for the bot to post after the transaction commits (docs/persistence.md, "The outbox"). */
export interface OutgoingMessage {
  /** Unique per message: the same key is never queued (or sent) twice. */
  key: string;
  kind: 'channel' | 'dm';
  /** A channel or thread id, or a user id for DMs. */
  target: string;
  content: string;
}
