/**
 * Every text that goes into an SVG passes through here: the five XML specials are escaped (quotes too, since
 * text also lands in attributes), characters XML 1.0 forbids are dropped, and long names are cut with an ellipsis.
 */
import { clipGlyphs } from '../rules/core/cut-text.ts';
const SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// Control characters and lone surrogates are not allowed in XML 1.0 and would make resvg refuse the document.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => SPECIAL[c] ?? c);
}

/** At most `max` characters (counting emoji as one), with "…" when cut; escaped. */
export function escapeLabel(text: string, max = 24): string {
  return escapeXml(clipGlyphs(text.replace(FORBIDDEN, ''), max));
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The inverse of escapeXml, for code that needs the characters of already escaped text (to draw its glyphs). */
export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITY[name] ?? '');
}
