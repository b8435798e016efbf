/**
 * How wide a label is: DejaVu Sans (or Bold) advance widths, read once from the font files the rasteriser loads,
 * so the placement pass (./label-placement.ts) measures the text resvg will draw. One function, so a faster
 * rasteriser with its own metrics can replace it in one place.
 */
import { readFileSync } from 'node:fs';
import { FONT_FILES } from '../rasterize.ts';

interface Metrics {
  readonly unitsPerEm: number;
  /** Advance width in font units by code point. */
  readonly advance: ReadonlyMap<number, number>;
  readonly fallback: number;
}

const cache = new Map<boolean, Metrics>();

/** Width in the same unit as `sizePx` of `text` set at `sizePx` in DejaVu Sans, bold or not. */
export function labelWidth(text: string, sizePx: number, bold: boolean): number {
  const m = metrics(bold);
  let units = 0;
  for (const ch of text) units += m.advance.get(ch.codePointAt(0) ?? 0) ?? m.fallback;
  return (units / m.unitsPerEm) * sizePx;
}

function metrics(bold: boolean): Metrics {
  const known = cache.get(bold);
  if (known) return known;
  const file = FONT_FILES.find((f) => f.endsWith(bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf'));
  const m = file ? readMetrics(readFileSync(file)) : { unitsPerEm: 1000, advance: new Map<number, number>(), fallback: 620 };
  cache.set(bold, m);
  return m;
}

/** unitsPerEm (head), advances (hhea + hmtx) and the BMP character map (cmap format 4) of a TrueType font. */
function readMetrics(font: Buffer): Metrics {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) tables.set(font.toString('ascii', 12 + i * 16, 16 + i * 16), font.readUInt32BE(20 + i * 16));
  const at = (tag: string): number => tables.get(tag) ?? 0;
  const unitsPerEm = font.readUInt16BE(at('head') + 18);
  const metricsCount = font.readUInt16BE(at('hhea') + 34);
  const glyphAdvance = (g: number): number => font.readUInt16BE(at('hmtx') + 4 * Math.min(g, metricsCount - 1));
  const advance = new Map<number, number>();
  for (const [code, glyph] of cmap4(font, at('cmap'))) advance.set(code, glyphAdvance(glyph));
  return { unitsPerEm, advance, fallback: advance.get(0x4d) ?? unitsPerEm * 0.8 };
}

/** Code point → glyph index pairs of the first Windows Unicode BMP subtable (format 4). */
function cmap4(font: Buffer, cmap: number): [number, number][] {
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const rec = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(rec + 4);
    if (font.readUInt16BE(rec) === 3 && font.readUInt16BE(rec + 2) === 1 && font.readUInt16BE(offset) === 4) return format4(font, offset);
  }
  return [];
}

function format4(font: Buffer, t: number): [number, number][] {
  const segs = font.readUInt16BE(t + 6) / 2;
  const ends = t + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  const out: [number, number][] = [];
  for (let s = 0; s < segs; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeAt = ranges + s * 2;
    const range = font.readUInt16BE(rangeAt);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const g = range === 0 ? c + delta : font.readUInt16BE(rangeAt + range + (c - start) * 2);
      out.push([c, (range !== 0 && g !== 0 ? g + delta : g) & 0xffff]);
    }
  }
  return out;
}
