// Fonts come from the npm package: a rendered word must leave light pixels where it was drawn.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { FONT_FAMILY, FONT_FILES, svgToPng } from '../../src/render/rasterize.ts';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#000"/><text x="10" y="40" font-size="28" fill="#fff" font-family="${FONT_FAMILY}">Salvo</text></svg>`;

describe('svgToPng', () => {
  test('returns a PNG of the SVG size', async () => {
    const png = await svgToPng(svg);
    expect([png.width, png.height]).toEqual([200, 60]);
    expect(png.data.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  test('text is really drawn with the bundled font: white pixels inside the word, none outside', () => {
    const image = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY } }).render();
    const lit = (x0: number, y0: number, x1: number, y1: number): number => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if ((image.pixels[(y * image.width + x) * 4] ?? 0) > 128) n++;
      return n;
    };
    expect(lit(10, 15, 110, 45)).toBeGreaterThan(100);
    expect(lit(150, 0, 200, 60)).toBe(0);
  });
});
