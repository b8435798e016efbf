/**
 * Text as glyph outlines, so resvg draws labels as plain paths instead of shaping <text> (on a large battle, text
 * was over half of resvg's time). Map labels are short runs of Latin, Greek, Cyrillic and symbols, where shaping is
 * only: each character's glyph, its advance, and the kerning of each pair. We read the bundled DejaVu fonts once
 * (the same files resvg gets), keep each glyph's outline as path data in font units, and lay a label out as ONE
 * path: `d` in font units, placed with translate and scale. Text that needs real shaping (combining marks,
 * right-to-left or Indic scripts, invisible controls) gets no outline, and the caller keeps a <text> element for
 * resvg to shape. A character DejaVu lacks (an emoji, a CJK ideograph) would be an empty box either way, so
 * `printable` replaces each such grapheme with one visible fallback glyph first (FALLBACK); every caller draws and
 * measures the printable text.
 */
import { readFileSync } from 'node:fs';
import opentype, { type Font, type Glyph, type KernLookup, type PathCommand } from 'opentype.js';
import { FONT_FILES } from './rasterize.ts';

/** A label laid out in font units: path data with the pen starting at x = 0 on the baseline, and its advance. */
export interface Outline {
  readonly d: string;
  readonly width: number;
  readonly unitsPerEm: number;
}

const [REGULAR_FILE = '', BOLD_FILE = ''] = FONT_FILES;
let regular: Font | undefined;
let bold: Font | undefined;

function font(isBold: boolean): Font {
  if (isBold) return (bold ??= opentype.parse(readFileSync(BOLD_FILE), { lowMemory: true }));
  return (regular ??= opentype.parse(readFileSync(REGULAR_FILE), { lowMemory: true }));
}

// Scripts laid out one glyph after another, left to right: Latin (with IPA and spacing modifiers), Greek,
// Cyrillic, Latin and Greek extended, and the punctuation, symbol, arrow, maths, box and shape blocks.
const SIMPLE: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x2ff],
  [0x370, 0x52f],
  [0x1e00, 0x1fff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2070, 0x2bff],
];

function simple(codePoint: number): boolean {
  return SIMPLE.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);
}

/** One contour: its first point (absolute, font units, y down) and the rest as relative path commands. */
interface Contour {
  readonly x: number;
  readonly y: number;
  readonly rest: string;
}

const contourCache = [new Map<number, readonly Contour[]>(), new Map<number, readonly Contour[]>()];

/** Font-unit numbers rounded to whole units (1/2048 em: a hundredth of a pixel at label sizes). */
const r = Math.round;

function contoursOf(glyph: Glyph, isBold: boolean): readonly Contour[] {
  const cache = contourCache[isBold ? 1 : 0] as Map<number, readonly Contour[]>;
  const hit = cache.get(glyph.index);
  if (hit) return hit;
  const out = toContours(glyph.path.commands);
  cache.set(glyph.index, out);
  return out;
}

/** opentype.js commands (y up) to contours (y down) whose commands are relative, from rounded absolute points. */
function toContours(commands: readonly PathCommand[]): Contour[] {
  const out: Contour[] = [];
  let start = { x: 0, y: 0 };
  let at = { x: 0, y: 0 };
  let rest = '';
  const rel = (x = 0, y = 0) => `${r(x) - at.x} ${-r(y) - at.y}`;
  for (const c of commands) {
    if (c.type === 'M') {
      if (rest !== '') out.push({ ...start, rest });
      start = { x: r(c.x ?? 0), y: -r(c.y ?? 0) };
      rest = '';
    } else if (c.type === 'L') {
      if (r(c.x ?? 0) !== at.x || -r(c.y ?? 0) !== at.y) rest += `l${rel(c.x, c.y)}`;
    }
    else if (c.type === 'Q') rest += `q${rel(c.x1, c.y1)} ${rel(c.x, c.y)}`;
    else if (c.type === 'C') rest += `c${rel(c.x1, c.y1)} ${rel(c.x2, c.y2)} ${rel(c.x, c.y)}`;
    else {
      rest += 'z';
      at = start;
      continue;
    }
    at = c.type === 'M' ? start : { x: r(c.x ?? 0), y: -r(c.y ?? 0) };
  }
  if (rest !== '') out.push({ ...start, rest });
  return out;
}

/** What a grapheme no bundled font can draw becomes: a glyph DejaVu has, so a name keeps its place and length. */
export const FALLBACK = '\u25C6';

/** Joiners and presentation selectors: invisible in a grapheme that is drawn, never a reason to replace it. */
const INVISIBLE = /\u200D|\uFE0E|\uFE0F/g;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text with every grapheme the bundled fonts cannot draw (emoji, scripts DejaVu lacks) replaced by FALLBACK. */
export function printable(text: string): string {
  const f = font(false);
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    const bare = segment.replace(INVISIBLE, '');
    const known = bare !== '' && [...bare].every((ch) => ch === ' ' || ch === '\u00a0' || f.charToGlyphIndex(ch) !== 0);
    out += known ? bare : bare === '' ? '' : FALLBACK;
  }
  return out;
}

/** Whether every character can be drawn from outlines without shaping. */
function drawable(text: string, f: Font): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!simple(cp)) return false;
    if (cp !== 0x20 && cp !== 0xa0 && f.charToGlyphIndex(ch) === 0) return false;
  }
  return true;
}

/**
 * Pair kerning as rustybuzz applies it to Latin text: the GPOS pair lookups of the `latn` script, each adding the
 * value of its first subtable that covers the left glyph. (opentype.js's own getKerningValue reads the DFLT script,
 * which in DejaVu has no Latin pairs.)
 */
function kerning(f: Font, left: number, right: number): number {
  const lookups = (kernLookups[f === bold ? 1 : 0] ??= f.position.getKerningTables('latn') ?? []);
  let total = 0;
  for (const lookup of lookups) {
    for (const sub of lookup.subtables) {
      if (f.position.getCoverageIndex(sub.coverage, left) < 0) continue;
      total += f.position.getKerningValue([{ subtables: [sub] }], left, right);
      break;
    }
  }
  return total;
}

const kernLookups: (readonly KernLookup[] | undefined)[] = [undefined, undefined];

// DejaVu's Latin `liga` lookup, the one substitution shaping does on these scripts: ff, fi, fl, ffi, ffl.
const LIGATURES: Record<string, string> = { ffi: '\uFB03', ffl: '\uFB04', ff: '\uFB00', fi: '\uFB01', fl: '\uFB02' };

/** Glyphs and their pen positions (font units), ligatures and kerning included. */
function layout(text: string, f: Font): { glyphs: Glyph[]; pens: number[]; width: number } {
  const glyphs = [...text.replace(/ff[il]|f[fil]/g, (m) => LIGATURES[m] ?? m)].map((ch) => f.charToGlyph(ch));
  const pens: number[] = [];
  let pen = 0;
  glyphs.forEach((g, i) => {
    pens.push(pen);
    const next = glyphs[i + 1];
    pen += (g.advanceWidth ?? 0) + (next ? kerning(f, g.index, next.index) : 0);
  });
  return { glyphs, pens, width: pen };
}

const outlineCache = new Map<string, Outline | null>();
const CACHE_LIMIT = 4000;

/** The label as one outline, or undefined when it needs real shaping (the caller then keeps a <text>). Cached. */
export function outlineText(raw: string, isBold: boolean): Outline | undefined {
  const text = printable(raw);
  const key = `${isBold ? 'b' : 'r'}${text}`;
  const hit = outlineCache.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const made = makeOutline(text, isBold);
  if (outlineCache.size >= CACHE_LIMIT) outlineCache.clear();
  outlineCache.set(key, made ?? null);
  return made;
}

function makeOutline(text: string, isBold: boolean): Outline | undefined {
  const f = font(isBold);
  if (!drawable(text, f)) return undefined;
  const { glyphs, pens, width } = layout(text, f);
  let d = '';
  glyphs.forEach((g, i) => {
    const pen = r(pens[i] ?? 0);
    for (const c of contoursOf(g, isBold)) d += `M${pen + c.x} ${c.y}${c.rest}`;
  });
  return { d, width, unitsPerEm: f.unitsPerEm };
}

/** How wide `text` is at `sizePx` (same units out as in), as drawn: DejaVu Sans advances and kerning. */
export function measureText(text: string, sizePx: number, isBold: boolean): number {
  const f = font(isBold);
  const outline = outlineText(text, isBold);
  const width = outline ? outline.width : layout(printable(text), f).width;
  return (width * sizePx) / f.unitsPerEm;
}
