/**
 * Frames to an animated GIF with gifenc: one global palette quantised from a few sample frames (smaller and faster
 * than a palette per frame), and every frame after the first stored as its difference from the one before (pixels
 * that did not change are transparent and the frame is left in place), which LZW packs into almost nothing. A map
 * changes little from one frame to the next, so a long battle stays within Discord's upload limit.
 */
import * as gifencModule from 'gifenc';
import type { Palette } from 'gifenc';

type Gifenc = typeof gifencModule.default;
/** Node loads gifenc's CommonJS build (everything on the default export); a bundler its ESM build (named exports). */
const gifenc: Gifenc = 'quantize' in gifencModule ? (gifencModule as unknown as Gifenc) : gifencModule.default;

/** One colour is kept for "unchanged". */
const COLOURS = 255;

/** The palette for a replay, from sample frames' RGBA pixels (a handful is enough: a map has few colours). */
export function paletteOf(samples: readonly Uint8Array[]): Palette {
  const total = samples.reduce((n, s) => n + s.length, 0);
  const all = new Uint8Array(total);
  let at = 0;
  for (const s of samples) {
    all.set(s, at);
    at += s.length;
  }
  return gifenc.quantize(all, COLOURS);
}

export interface GifWriter {
  /** Adds a frame of RGBA pixels (width × height × 4) shown for `delayMs`. */
  add(rgba: Uint8Array, delayMs: number): void;
  readonly frames: number;
  /** The finished file. */
  finish(): Buffer;
}

export function gifWriter(width: number, height: number, palette: Palette): GifWriter {
  const encoder = gifenc.GIFEncoder();
  // The slot after the colours means "as before"; gifenc pads the table to a power of two.
  const unchanged = palette.length;
  const table = [...palette, [0, 0, 0]];
  let previous: Uint8Array | null = null;
  let frames = 0;
  return {
    add(rgba, delayMs) {
      const index = gifenc.applyPalette(rgba, palette);
      if (previous === null) {
        encoder.writeFrame(index, width, height, { palette: table, delay: delayMs, repeat: 0, dispose: 1 });
      } else {
        const diff = new Uint8Array(index.length);
        for (let i = 0; i < index.length; i++) diff[i] = index[i] === previous[i] ? unchanged : (index[i] ?? 0);
        encoder.writeFrame(diff, width, height, { delay: delayMs, transparent: true, transparentIndex: unchanged, dispose: 1 });
      }
      previous = index;
      frames++;
    },
    get frames() {
      return frames;
    },
    finish() {
      encoder.finish();
      return Buffer.from(encoder.bytes());
    },
  };
}
