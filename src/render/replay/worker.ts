/**
 * The worker thread that builds a replay (./off-thread.ts starts it): the scenes and options come in as workerData,
 * the GIF goes back as one message (its bytes transferred, not copied), or the error's message. Drawing hundreds of
 * frames takes seconds of CPU; here it never holds up the bot's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Scene } from '../../rules/core/scene.ts';
import { buildReplay, type ReplayOptions } from './build.ts';

export interface ReplayJob {
  readonly scenes: readonly Scene[];
  readonly options: ReplayOptions;
}

export type ReplayAnswer =
  | { readonly ok: true; readonly gif: Uint8Array; readonly frames: number; readonly width: number; readonly height: number; readonly durationMs: number; readonly size: number }
  | { readonly ok: false; readonly error: string };

function answer(job: ReplayJob): { message: ReplayAnswer; transfer: ArrayBuffer[] } {
  try {
    const replay = buildReplay(job.scenes, job.options);
    const gif = new Uint8Array(replay.gif);
    return { message: { ...replay, ok: true, gif }, transfer: [gif.buffer] };
  } catch (error) {
    return { message: { ok: false, error: error instanceof Error ? error.message : String(error) }, transfer: [] };
  }
}

const { message, transfer } = answer(workerData as ReplayJob);
parentPort?.postMessage(message, transfer);
