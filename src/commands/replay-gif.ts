/**
 * A game's replay as a GIF, for `/replay` and for the post at game over (src/bot/outbox-files.ts): the public
 * scenes of its resolved steps (src/game/replay-scenes.ts) built in a worker thread (src/render/replay). The last
 * few builds are kept by their scenes, so the game-over post and the /replay that follows it draw the battle once.
 */
import { hash } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { replayScenes } from '../game/replay-scenes.ts';
import { ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { Replay } from '../render/replay/build.ts';
import { buildReplayOffThread } from '../render/replay/off-thread.ts';

const KEPT = 2;
const recent = new Map<string, Promise<Replay>>();

export interface GameReplay extends Replay {
  /** The steps it shows. */
  readonly steps: number;
}

export async function gameReplay(db: Db, gameId: number): Promise<Result<GameReplay, RuleError[]>> {
  const scenes = replayScenes(db, gameId);
  if (!scenes.ok) return scenes;
  const key = hash('sha256', JSON.stringify(scenes.value));
  let build = recent.get(key);
  if (!build) {
    build = buildReplayOffThread(scenes.value);
    recent.set(key, build);
    // A failed build is not kept: the next request tries again.
    build.catch(() => recent.delete(key));
    while (recent.size > KEPT) recent.delete(recent.keys().next().value ?? key);
  }
  return ok({ ...(await build), steps: scenes.value.length });
}

/** "42 steps · 48 s": what the replay shows, for the text beside it. */
export const replayLength = (r: GameReplay): string => `${r.steps} step${r.steps === 1 ? '' : 's'} · ${Math.round(r.durationMs / 1000)} s`;
