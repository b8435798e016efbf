/**
 * Small string builders for the card's SVG. Every text and attribute value goes through escapeXml or escapeLabel,
 * and the width estimates are deliberately generous (DejaVu Sans, capitals and bold are wide) so text never spills.
 */
import { escapeLabel, escapeXml } from '../escape.ts';
import { printable } from '../glyphs.ts';

export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** Attributes, escaped; undefined ones are left out. */
export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
}

export function el(name: string, a: Attrs, children = ''): string {
  return children === '' ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

/** A text element whose content is cut to `max` characters and escaped; an emoji becomes a glyph the fonts have. */
export function text(a: Attrs, content: string, max: number): string {
  return `<text${attrs(a)}>${escapeLabel(printable(content), max)}</text>`;
}

/** Roughly how many characters of DejaVu Sans at `size` px fit in `width` px (0.62 em per character, bold 0.68). */
export function fits(width: number, size: number, bold = false): number {
  return Math.max(1, Math.floor(width / (size * (bold ? 0.68 : 0.62))));
}

/** Splits text into lines of at most `max` characters at spaces; words longer than a line are cut by escapeLabel later. */
export function wrap(content: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if ([...next].length <= max || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}
