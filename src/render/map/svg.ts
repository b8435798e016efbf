/**
 * Small string helpers shared by the map's parts: number formatting (one decimal, never "-0", so goldens stay
 * stable) and text with a dark halo so labels stay readable over grid lines and terrain.
 */
import { FONT_FAMILY } from '../rasterize.ts';
import { escapeXml } from '../escape.ts';
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

/** A `<text>` element. `content` must already be escaped (escapeLabel or escapeXml). */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  const halo = o.halo ?? o.size * 0.22;
  const attrs = [
    o.testid ? `data-testid="${escapeXml(o.testid)}"` : '',
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${escapeXml(FONT_FAMILY)}"`,
    `font-size="${n(o.size)}"`,
    o.bold ? 'font-weight="bold"' : '',
    `text-anchor="${o.anchor ?? 'middle'}"`,
    `fill="${o.fill}"`,
    halo > 0 ? `stroke="${BACKGROUND}" stroke-width="${n(halo)}" stroke-linejoin="round" paint-order="stroke"` : '',
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
