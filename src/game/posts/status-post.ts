/**
 * The pinned status message (docs/playing.md §5): one message per game, posted and pinned when the game starts and
 * edited after every step, never re-posted. It shows every ship's condition, the score, and the step now open.
 */
import type { Db } from '../../db/connection.ts';
import { enqueue, openStepOf, outboxByKey, type GameRow } from '../../db/game-repo.ts';
import { currentState } from '../stored-state.ts';
import { ruleSystem } from '../rule-systems.ts';
import { dueText } from './post-renderer.ts';
import { threadPostKey } from './step-opened.ts';
import { plain } from './player-text.ts';

const statusKey = (db: Db, game: GameRow): string => threadPostKey(db, game, `g${game.id}/status`);

export function statusText(db: Db, game: GameRow): string {
  const snapshot = currentState(db, game);
  const step = openStepOf(db, game.id);
  const now = game.status === 'ended' ? 'The game is over.' : game.status === 'paused' ? (game.pauseReason === 'thread-missing' ? "Paused: the game's thread was lost." : 'Paused by the GM.') : step ? `Now: **${step.title}** · ${dueText(step.deadlineAt)}` : '';
  // A state this release cannot read shows why instead of its lines.
  const lines = !snapshot.ok ? snapshot.error.map((e) => e.message) : snapshot.value ? ruleSystem(game.system).assist.statusLines(snapshot.value.state).map(plain) : [];
  return [`📌 **${game.title}** · status`, now, ...lines].join('\n').slice(0, 2000);
}

/** Posts and pins the status message the first time; afterwards edits it. */
export function queueStatus(db: Db, game: GameRow): void {
  const key = statusKey(db, game);
  const content = statusText(db, game);
  if (!outboxByKey(db, key)) {
    enqueue(db, { key, gameId: game.id, kind: 'channel', target: game.threadId ?? game.channelId, payload: { content } });
    enqueue(db, { key: `${key}/pin`, gameId: game.id, kind: 'pin', target: `outbox:${key}`, payload: {} });
    return;
  }
  enqueue(db, { key: `${key}/edit/${game.version}`, gameId: game.id, kind: 'edit', target: `outbox:${key}`, payload: { content } });
}
