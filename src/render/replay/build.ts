/**
 * A battle's replay as an animated GIF: the frames of ./timeline.ts, each drawn as a map (renderMapSvg, one fixed
 * viewport for all), rasterised by resvg to RGBA and encoded by ./gif.ts. Synchronous and CPU-bound: the bot runs
 * it in a worker thread (./off-thread.ts). When the file would pass `maxBytes`, it is drawn again smaller.
 */
import { Resvg } from '@resvg/resvg-js';
import type { Scene } from '../../rules/core/scene.ts';
import { renderMapSvg } from '../map/render-map.ts';
import { FONT_FAMILY, FONT_FILES } from '../rasterize.ts';
import { gifWriter, paletteOf } from './gif.ts';
import { durationOf, replayFrames, type Pace, type ReplayFrame } from './timeline.ts';
import { replayMapOptions } from './viewport.ts';

export interface ReplayOptions {
  /** Long side in pixels (default 640). */
  readonly size?: number;
  /** The file's size limit (default 8 MiB, under Discord's upload limit with room to spare). */
  readonly maxBytes?: number;
  readonly pace?: Partial<Pace>;
}

export interface Replay {
  readonly gif: Buffer;
  readonly frames: number;
  readonly width: number;
  readonly height: number;
  readonly durationMs: number;
  /** The long side it was finally drawn at. */
  readonly size: number;
}

export const REPLAY_SIZE = 640;
export const REPLAY_MAX_BYTES = 8 * 1024 * 1024;
/** Sample frames for the palette. */
const SAMPLES = 6;
/** Each retry draws the frames this much smaller. */
const SHRINK = 0.8;
const MIN_SIZE = 320;

interface Raster {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

const resvgOptions = { font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY } };

export function rasterise(svg: string): Raster {
  const image = new Resvg(svg, resvgOptions).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** Draws frame `i` of a replay as an SVG map; every frame in the same view. */
export function replayDrawer(scenes: readonly Scene[], frames: readonly ReplayFrame[], size: number): (i: number) => string {
  const options = replayMapOptions(scenes, size);
  return (i) => {
    const frame = frames[i];
    if (!frame) throw new Error(`no frame ${i}`);
    return renderMapSvg(frame.scene, options);
  };
}

/** Frames spread over the replay, the flashing ones (the most colourful) first. */
function sampleIndexes(frames: readonly ReplayFrame[]): number[] {
  const flashing = frames.flatMap((f, i) => (f.scene.overlays.some((o) => o.kind === 'fire' || o.kind === 'explosion') ? [i] : []));
  const spread = Array.from({ length: SAMPLES }, (_, k) => Math.round((k * (frames.length - 1)) / Math.max(1, SAMPLES - 1)));
  const picks = [...flashing.filter((_, k) => k % Math.max(1, Math.floor(flashing.length / 2)) === 0).slice(0, 2), ...spread];
  return [...new Set(picks)].slice(0, SAMPLES);
}

/** One try at one size. */
function encodeAt(scenes: readonly Scene[], frames: readonly ReplayFrame[], size: number): Replay {
  const svgOf = replayDrawer(scenes, frames, size);
  const first = rasterise(svgOf(0));
  const palette = paletteOf(sampleIndexes(frames).map((i) => (i === 0 ? first : rasterise(svgOf(i))).pixels));
  const writer = gifWriter(first.width, first.height, palette);
  // Flashing frames repeat the same two pictures: keep the last few rasters by their SVG.
  const recent = new Map<string, Uint8Array>();
  frames.forEach((frame, i) => {
    const svg = svgOf(i);
    let pixels = i === 0 ? first.pixels : recent.get(svg);
    if (!pixels) {
      pixels = rasterise(svg).pixels;
      recent.set(svg, pixels);
      if (recent.size > 3) recent.delete(recent.keys().next().value ?? '');
    }
    writer.add(pixels, frame.delayMs);
  });
  return { gif: writer.finish(), frames: frames.length, width: first.width, height: first.height, durationMs: durationOf(frames), size };
}

/** The replay of a battle, from its public scenes in order (at least one). */
export function buildReplay(scenes: readonly Scene[], options: ReplayOptions = {}): Replay {
  if (scenes.length === 0) throw new Error('a replay needs at least one scene');
  const maxBytes = options.maxBytes ?? REPLAY_MAX_BYTES;
  let size = options.size ?? REPLAY_SIZE;
  const frames = replayFrames(scenes, options.pace);
  for (;;) {
    const replay = encodeAt(scenes, frames, size);
    if (replay.gif.length <= maxBytes || size <= MIN_SIZE) return replay;
    size = Math.max(MIN_SIZE, Math.round(size * SHRINK));
  }
}
