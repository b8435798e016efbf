/**
 * Small string helpers shared by the map's parts: number formatting (one decimal, never "-0", so goldens stay
 * stable) and text with a dark halo so labels stay readable over grid lines and terrain. Text is drawn as one path
 * of glyph outlines (see ../glyphs.ts: resvg skips shaping), its words kept in aria-label; text that needs real
 * shaping stays a <text> element.
 */
import { FONT_FAMILY } from '../rasterize.ts';
import { escapeXml, unescapeXml } from '../escape.ts';
import { outlineText, printable } from '../glyphs.ts';
import { BACKGROUND } from './palette.ts';

/** A coordinate or length for the markup: rounded to 0.1, "-0" turned into "0". */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export interface TextOptions {
  readonly size: number;
  readonly fill: string;
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly bold?: boolean;
  readonly testid?: string;
  /** Halo width in the same units as `size`; 0 for none. */
  readonly halo?: number;
}

/** Two decimals, never "-0": where a label starts must be finer than the 0.1 of `n` when zoomed in. */
function fine(value: number): string {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * The halo: a background-coloured stroke under the fill (paint-order), `width` in the element's own units. Bevel
 * joins look the same as round ones at label sizes and cost resvg about 15% less on a large map (a round join is
 * an arc at every point of every glyph outline).
 */
function haloAttrs(width: number): string {
  return width > 0 ? `stroke="${BACKGROUND}" stroke-width="${n(width)}" stroke-linejoin="bevel" paint-order="stroke"` : '';
}

/**
 * A label. `content` must already be escaped (escapeLabel or escapeXml). Drawn as a path of glyph outlines
 * (`aria-label` holds the words), or as a `<text>` element when the text needs shaping (see ../glyphs.ts).
 */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  const halo = o.halo ?? o.size * 0.22;
  const words = printable(unescapeXml(content));
  const outline = outlineText(words, o.bold === true);
  if (!outline) return textElement(x, y, escapeXml(words), o, halo);
  const scale = o.size / outline.unitsPerEm;
  const shift = o.anchor === 'start' ? 0 : o.anchor === 'end' ? outline.width : outline.width / 2;
  const attrs = [
    o.testid ? `data-testid="${escapeXml(o.testid)}"` : '',
    `aria-label="${escapeXml(words)}"`,
    `transform="translate(${fine(x - shift * scale)} ${fine(y)}) scale(${Number(scale.toPrecision(5))})"`,
    `d="${outline.d}"`,
    `fill="${o.fill}"`,
    haloAttrs(halo / scale),
  ].filter((a) => a !== '');
  return `<path ${attrs.join(' ')}/>`;
}

/** A `<text>` element, for text resvg must shape itself. */
function textElement(x: number, y: number, content: string, o: TextOptions, halo: number): string {
  const attrs = [
    o.testid ? `data-testid="${escapeXml(o.testid)}"` : '',
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${escapeXml(FONT_FAMILY)}"`,
    `font-size="${n(o.size)}"`,
    o.bold ? 'font-weight="bold"' : '',
    `text-anchor="${o.anchor ?? 'middle'}"`,
    `fill="${o.fill}"`,
    haloAttrs(halo),
  ].filter((a) => a !== '');
  return `<text ${attrs.join(' ')}>${content}</text>`;
}

/** Path data for a closed polygon. */
export function polygon(points: readonly { readonly x: number; readonly y: number }[]): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('')}Z`;
}

/** Path data for an open polyline. */
export function polyline(points: readonly { readonly x: number; readonly y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('');
}
