/**
 * SVG to PNG with @resvg/resvg-js, off the event loop (`renderAsync`), so the gateway heartbeat keeps flowing.
 * Fonts come from the dejavu-fonts-ttf package, never the host: with no font files loaded, text silently vanishes.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg, renderAsync } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FAMILY = 'DejaVu Sans';
export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed.ttf'].map((f) => join(fontDir, f));

const options = (width?: number) => ({
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY },
  ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
});

export interface Png {
  data: Buffer;
  width: number;
  height: number;
}

/** Rasterises an SVG string; `width` scales it to that many pixels wide. */
export async function svgToPng(svg: string, width?: number): Promise<Png> {
  const image = await renderAsync(svg, options(width));
  return { data: image.asPng(), width: image.width, height: image.height };
}

/** The same, synchronously, for scripts and benchmarks that want to time resvg alone. */
export function svgToPngSync(svg: string, width?: number): Png {
  const image = new Resvg(svg, options(width)).render();
  return { data: image.asPng(), width: image.width, height: image.height };
}
