/**
 * Reading the map's text back out of its SVG, for tests. A label is either a path of glyph outlines with its words
 * in aria-label, or (text that needs shaping) a <text> element; both carry the data-testid.
 */
import { unescapeXml } from '../../../src/render/escape.ts';
import { outlineText } from '../../../src/render/glyphs.ts';

/** The words of every label with this data-testid, still XML-escaped, in document order. */
export function labelTexts(svg: string, testid: string): string[] {
  const pattern = new RegExp(`<path [^>]*data-testid="${testid}" aria-label="([^"]*)"|<text [^>]*data-testid="${testid}"[^>]*>([^<]*)</text>`, 'g');
  return [...svg.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? '');
}

/** Whether some label (any data-testid or none) reads exactly `words` (escaped). */
export function hasLabel(svg: string, words: string): boolean {
  return svg.includes(` aria-label="${words}"`) || svg.includes(`>${words}</text>`);
}

export interface LabelAnchor {
  readonly words: string;
  /** Where the label's left edge, middle and right edge fall, and its baseline, in the map's world units. */
  readonly start: number;
  readonly middle: number;
  readonly end: number;
  readonly y: number;
}

/** Where each outlined label (a path with aria-label) sits; its weight is read back by matching the outline. */
export function labelAnchors(svg: string): LabelAnchor[] {
  const pattern = /<path [^>]*aria-label="([^"]*)" transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.e]+)\)" d="([^"]*)"/g;
  return [...svg.matchAll(pattern)].map((m) => {
    const words = unescapeXml(m[1] ?? '');
    const [x, y, s] = [Number(m[2]), Number(m[3]), Number(m[4])];
    const bold = outlineText(words, true)?.d === m[5];
    const width = (outlineText(words, bold)?.width ?? 0) * s;
    return { words, start: x, middle: x + width / 2, end: x + width, y };
  });
}
