/**
 * Builds a replay in a worker thread (./worker.ts), one at a time: the caller awaits a Promise while the bot keeps
 * answering. The worker is TypeScript: a two-line script registers tsx in the thread first (Node 20 does not carry
 * the loader the bot runs under into worker threads), then loads ./worker.ts.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Scene } from '../../rules/core/scene.ts';
import type { Replay, ReplayOptions } from './build.ts';
import type { ReplayAnswer, ReplayJob } from './worker.ts';

/** tsx's ESM API (its CommonJS twin sits beside it; the CommonJS one cannot register ESM hooks from a worker). */
const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const workerUrl = new URL('./worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;

function runWorker(job: ReplayJob): Promise<Replay> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: job });
    let answered = false;
    worker.once('message', (answer: ReplayAnswer) => {
      answered = true;
      if (!answer.ok) reject(new Error(`replay build failed: ${answer.error}`));
      else resolve({ ...answer, gif: Buffer.from(answer.gif.buffer, answer.gif.byteOffset, answer.gif.byteLength) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`replay worker stopped (exit code ${code}) without an answer`));
    });
  });
}

/** Builds run one after another: each is CPU-bound, and a second at once would only slow both. */
let queue: Promise<unknown> = Promise.resolve();

/** The replay of these scenes, built off the event loop. */
export function buildReplayOffThread(scenes: readonly Scene[], options: ReplayOptions = {}): Promise<Replay> {
  const run = queue.then(() => runWorker({ scenes, options }));
  queue = run.catch(() => undefined);
  return run;
}
