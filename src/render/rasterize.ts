/**
 * SVG to PNG with @resvg/resvg-js, off the event loop (`renderAsync`), so the gateway heartbeat keeps flowing.
 * Fonts come from the dejavu-fonts-ttf package, never the host: with no font files loaded, text silently vanishes.
 * Opaque images (every map) are encoded by ./png.ts, faster than resvg-js's own encoder.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import { encodeOpaquePng, encodeOpaquePngAsync } from './png.ts';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FAMILY = 'DejaVu Sans';
export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed.ttf'].map((f) => join(fontDir, f));

/**
 * `background` paints under the image: a map's edge pixels, cut through by the scale's rounding, would otherwise be
 * part transparent, and one such pixel sends the whole image to resvg's slower encoder.
 */
const options = (width?: number, background?: string) => ({
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY },
  ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
  ...(background ? { background } : {}),
});

export interface Png {
  data: Buffer;
  width: number;
  height: number;
}

/** Rasterises an SVG string; `width` scales it to that many pixels wide. */
export async function svgToPng(svg: string, width?: number, background?: string): Promise<Png> {
  const image = await renderAsync(svg, options(width, background));
  const data = (await encodeOpaquePngAsync(image.pixels, image.width, image.height)) ?? image.asPng();
  return { data, width: image.width, height: image.height };
}

/** The same, synchronously, for scripts and benchmarks that want to time resvg alone. */
export function svgToPngSync(svg: string, width?: number, background?: string): Png {
  const image = new Resvg(svg, options(width, background)).render();
  const data = encodeOpaquePng(image.pixels, image.width, image.height) ?? image.asPng();
  return { data, width: image.width, height: image.height };
}
