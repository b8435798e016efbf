/**
 * Reading the map's text back out of its SVG, for tests. A label is either a path of glyph outlines with its words
 * in aria-label, or (text that needs shaping) a <text> element; both carry the data-testid.
 */

/** The words of every label with this data-testid, still XML-escaped, in document order. */
export function labelTexts(svg: string, testid: string): string[] {
  const pattern = new RegExp(`<path [^>]*data-testid="${testid}" aria-label="([^"]*)"|<text [^>]*data-testid="${testid}"[^>]*>([^<]*)</text>`, 'g');
  return [...svg.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? '');
}

/** Whether some label (any data-testid or none) reads exactly `words` (escaped). */
export function hasLabel(svg: string, words: string): boolean {
  return svg.includes(` aria-label="${words}"`) || svg.includes(`>${words}</text>`);
}
