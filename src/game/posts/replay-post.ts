/**
 * The replay posted at game over (issue 18 item 4): one thread post with the whole battle as an animated GIF. The
 * outbox row holds only a reference (`replay: { gameId }`); src/bot/outbox-files.ts draws it when the post goes
 * out, so a crash before Discord took it sends the same replay again, and the key (the game-over post's, one per
 * version) queues it once. A game that ends before any step resolved has nothing to replay.
 */
import type { Db } from '../../db/connection.ts';
import { enqueue, stepsOf, type GameRow } from '../../db/game-repo.ts';

export const REPLAY_POST_TEXT = '**Replay** of the whole battle: every step, as everyone saw it. `/replay` shows it again.';

/** `game` as it was before it ended (its version is the game-over post's). */
export function queueReplayPost(db: Db, game: GameRow): void {
  if (!stepsOf(db, game.id).some((s) => s.status === 'resolved')) return;
  enqueue(db, {
    key: `g${game.id}/over/${game.version}/replay`,
    gameId: game.id,
    kind: 'channel',
    target: game.threadId ?? game.channelId,
    payload: { content: REPLAY_POST_TEXT, files: [{ name: `game-${game.id}-replay.gif`, replay: { gameId: game.id } }] },
  });
}
