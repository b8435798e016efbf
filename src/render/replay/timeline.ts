/**
 * A replay's frames, from the scenes of a battle (one per resolved step, the public view, oldest first): the first
 * scene held; then per step a few in-between scenes while units move (more for a longer move), and the step's own
 * scene held, its shots and blasts flashing (on, off, on…) when it has any. Wrecks show on the step they die.
 * Delays are chosen so a 12-turn battle plays in well under a minute; a longer one is sped up to fit `maxMs`.
 */
import type { Scene } from '../../rules/core/scene.ts';
import { motionOf, tweenScene } from './tween.ts';

export interface ReplayFrame {
  readonly scene: Scene;
  /** How long the frame shows, in milliseconds (a multiple of 10, at least 20: GIF's own limits). */
  readonly delayMs: number;
}

export interface Pace {
  /** In-between frames per hex of the longest move, within [minTweens, maxTweens]. */
  readonly tweensPerHex: number;
  readonly minTweens: number;
  readonly maxTweens: number;
  readonly tweenMs: number;
  /** A step where something moved, after the move. */
  readonly holdMs: number;
  /** A step where nothing moved or fired. */
  readonly quietMs: number;
  /** The first scene (the deployment) and the last. */
  readonly openingMs: number;
  readonly endingMs: number;
  /** Shots: shown `flashes` times for flashOnMs, hidden flashOffMs between. */
  readonly flashes: number;
  readonly flashOnMs: number;
  readonly flashOffMs: number;
  /** The whole replay at most this long: every delay is scaled down to fit. */
  readonly maxMs: number;
}

export const DEFAULT_PACE: Pace = {
  tweensPerHex: 1,
  minTweens: 2,
  maxTweens: 6,
  tweenMs: 70,
  holdMs: 450,
  quietMs: 250,
  openingMs: 1500,
  endingMs: 3000,
  flashes: 3,
  flashOnMs: 350,
  flashOffMs: 150,
  maxMs: 55_000,
};

const isFlash = (o: Scene['overlays'][number]): boolean => o.kind === 'fire' || o.kind === 'explosion';

/** The frames of one step: in-betweens while units move, then the step itself (flashing if it has shots). */
function stepFrames(prev: Scene, next: Scene, pace: Pace): ReplayFrame[] {
  const out: ReplayFrame[] = [];
  const moved = motionOf(prev, next);
  if (moved > 0) {
    const tweens = Math.max(pace.minTweens, Math.min(pace.maxTweens, Math.round(moved * pace.tweensPerHex)));
    for (let k = 1; k <= tweens; k++) out.push({ scene: tweenScene(prev, next, k / (tweens + 1)), delayMs: pace.tweenMs });
  }
  if (!next.overlays.some(isFlash)) {
    out.push({ scene: next, delayMs: moved > 0 ? pace.holdMs : pace.quietMs });
    return out;
  }
  const dark: Scene = { ...next, overlays: next.overlays.filter((o) => !isFlash(o)) };
  for (let f = 0; f < pace.flashes; f++) {
    if (f > 0) out.push({ scene: dark, delayMs: pace.flashOffMs });
    out.push({ scene: next, delayMs: pace.flashOnMs });
  }
  return out;
}

/** GIF delays are hundredths of a second, and browsers show anything under 20 ms as 100 ms. */
const gifDelay = (ms: number): number => Math.max(20, Math.round(ms / 10) * 10);

/** Every frame of the replay of `scenes`, in order. */
export function replayFrames(scenes: readonly Scene[], pace: Partial<Pace> = {}): ReplayFrame[] {
  const p = { ...DEFAULT_PACE, ...pace };
  const [first] = scenes;
  if (!first) return [];
  const frames: ReplayFrame[] = [{ scene: first, delayMs: p.openingMs }];
  for (let i = 1; i < scenes.length; i++) {
    const prev = scenes[i - 1] ?? first;
    const next = scenes[i] ?? prev;
    frames.push(...stepFrames(prev, next, p));
  }
  const last = frames[frames.length - 1];
  if (last && scenes.length > 1) frames[frames.length - 1] = { ...last, delayMs: Math.max(last.delayMs, p.endingMs) };
  const total = frames.reduce((sum, f) => sum + f.delayMs, 0);
  const scale = total > p.maxMs ? p.maxMs / total : 1;
  return frames.map((f) => ({ ...f, delayMs: gifDelay(f.delayMs * scale) }));
}

/** The replay's length in milliseconds. */
export const durationOf = (frames: readonly ReplayFrame[]): number => frames.reduce((sum, f) => sum + f.delayMs, 0);
