// Labels drawn from DejaVu's glyph outlines must look like resvg's own shaping of the same <text>: same glyphs,
// advances, kerning and ligatures; text that needs real shaping is left to resvg.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { FALLBACK, measureText, outlineText, printable } from '../../src/render/glyphs.ts';
import { FONT_FAMILY, FONT_FILES } from '../../src/render/rasterize.ts';
import { text } from '../../src/render/map/svg.ts';
import { escapeXml } from '../../src/render/escape.ts';

const W = 900;
const H = 60;

/** Red channel of a white-on-black rendering of `element`. */
function pixels(element: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#000"/>${element}</svg>`;
  const rgba = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY } }).render().pixels;
  return new Uint8Array(W * H).map((_, i) => rgba[i * 4] ?? 0);
}

function resvgText(words: string, bold: boolean): string {
  return `<text x="10" y="45" font-family="${FONT_FAMILY}" font-size="32"${bold ? ' font-weight="bold"' : ''} fill="#fff">${escapeXml(words)}</text>`;
}

describe('glyph outlines', () => {
  const samples = ['Dauntless', 'AVATAR Toy Wa.', 'Defiance offline baffle', 'Ψυχή · Корабль ×4', 'Score A 12 · B 4 «Tom & \'Jerry\'»'];
  for (const words of samples) {
    for (const bold of [false, true]) {
      it(`draw ${JSON.stringify(words)}${bold ? ' (bold)' : ''} as resvg shapes it`, () => {
        const ours = pixels(text(10, 45, escapeXml(words), { size: 32, fill: '#fff', anchor: 'start', bold, halo: 0 }));
        const theirs = pixels(resvgText(words, bold));
        const lit = theirs.filter((v) => v > 128).length;
        const differ = ours.filter((v, i) => Math.abs(v - (theirs[i] ?? 0)) > 64).length;
        expect(lit).toBeGreaterThan(200);
        expect(differ).toBeLessThan(lit * 0.01);
      });
    }
  }

  it('measure what they draw: kerning narrows AV, a ligature joins fi, and the width scales with the size', () => {
    expect(measureText('AV', 20, false)).toBeLessThan(measureText('A', 20, false) + measureText('V', 20, false));
    expect(measureText('fi', 20, true)).toBeLessThan(measureText('f', 20, true) + measureText('i', 20, true));
    expect(measureText('Dauntless', 44, true)).toBeCloseTo(2 * measureText('Dauntless', 22, true), 6);
    expect(measureText('Dauntless', 22, true)).toBeGreaterThan(measureText('Dauntless', 22, false));
  });

  it('leave to resvg what needs shaping, as a <text>', () => {
    for (const words of ['e\u0301te', 'مرحبا']) {
      expect(outlineText(words, false)).toBeUndefined();
      expect(text(0, 0, escapeXml(words), { size: 10, fill: '#fff' })).toMatch(/^<text /);
    }
    expect(text(0, 0, 'Kraken', { size: 10, fill: '#fff', testid: 'unit-label' })).toMatch(/^<path data-testid="unit-label" aria-label="Kraken" /);
  });

  it('draw a grapheme no bundled font has (emoji, with joiners and skin tones) as one fallback glyph, never an empty box', () => {
    expect(printable('🚀 Rocket')).toBe(`${FALLBACK} Rocket`);
    expect(printable('👩🏽‍🚀 Ann ✈️')).toBe(`${FALLBACK} Ann ✈`);
    expect(printable('漢 Kanji')).toBe(`${FALLBACK} Kanji`);
    // A script DejaVu does not have at all: one fallback per grapheme (न, म, स्ते), not boxes.
    expect(printable('नमस्ते')).toBe(FALLBACK.repeat(3));
    expect(printable('a\u200Db')).toBe('ab');
    expect(outlineText('🚀 Rocket', true)?.d).toBe(outlineText(`${FALLBACK} Rocket`, true)?.d);
    expect(measureText('🚀 Rocket', 20, false)).toBe(measureText(`${FALLBACK} Rocket`, 20, false));
    expect(text(0, 0, escapeXml('🚀 Rocket'), { size: 10, fill: '#fff' })).toMatch(new RegExp(`^<path aria-label="${FALLBACK} Rocket" `));
  });

  it('keep player text escaped in the aria-label', () => {
    const tag = text(0, 0, escapeXml('<b>"Tom" & \'Jerry\''), { size: 10, fill: '#fff' });
    expect(tag).toContain('aria-label="&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;"');
    expect(tag).not.toMatch(/<b>|"Tom"/);
  });
});
