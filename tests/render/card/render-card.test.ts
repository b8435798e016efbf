// The status card image: markup queries, a golden SVG of the Majestic's card, hostile text, the PNG and its pixels.
//
// Regenerate the golden SVG (and the example PNG next to it) after an intended change of the drawing:
//   UPDATE_GOLDEN=1 npx vitest run tests/render/card
// then look at tests/render/card/examples/majestic.png before committing both.
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { CARD_COLORS, CARD_WIDTH, TITLE_BOX, renderCardPng, renderCardSvg } from '../../../src/render/card/render-card.ts';
import { FONT_FAMILY, FONT_FILES } from '../../../src/render/rasterize.ts';
import type { ShipCard } from '../../../src/rules/core/scene.ts';
import { damagedMajesticCard } from './majestic-card.ts';

const GOLDEN = new URL('./golden/majestic.svg', import.meta.url);
const EXAMPLE = new URL('./examples/majestic.png', import.meta.url);
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The markup of each element with this data-testid, up to the next one (or the end). */
function sections(svg: string, testid: string): string[] {
  return svg.split(`data-testid="${testid}"`).slice(1);
}
const count = (s: string, needle: string) => s.split(needle).length - 1;
const attr = (s: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(s)?.[1];

function trackBoxes(svg: string): { name: string | undefined; open: number; lost: number; pending: number }[] {
  return sections(svg, 'track').map((s) => {
    const own = s.split('data-testid="track-legend"')[0] ?? '';
    return {
      name: attr(own, 'data-name'),
      open: count(own, 'data-testid="track-box" data-state="open"'),
      lost: count(own, 'data-testid="track-box" data-state="lost"'),
      pending: count(own, 'data-testid="track-box" data-state="pending"'),
    };
  });
}

const SIMPLE: ShipCard = {
  title: 'Test',
  subtitle: 'Side A',
  tracks: [
    { name: 'Hull', boxes: [5, 4, 3, 2, 1], checked: 2, pending: 1 },
    { name: 'Shields', boxes: [], checked: 0 },
  ],
  weapons: [
    { name: 'Gun', arcs: 'AB', range: '4-8-12', stats: '1×4+/1/1', working: 2, of: 2 },
    { name: 'Beam', arcs: 'F', range: '2-4-6', stats: '1×4+/1/1', working: 0, of: 1 },
  ],
  lines: ['one', 'two'],
};

const fontOptions = { font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY } };

describe('renderCardSvg markup', () => {
  test('each track has one box per value, the first ones lost, then the pending ones', () => {
    const svg = renderCardSvg(SIMPLE);
    expect(trackBoxes(svg)).toEqual([
      { name: 'Hull', open: 2, lost: 2, pending: 1 },
      { name: 'Shields', open: 0, lost: 0, pending: 0 },
    ]);
    const values = [...svg.matchAll(/data-testid="track-box" data-state="\w+" data-value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(values).toEqual([5, 4, 3, 2, 1]);
  });

  test('checked and pending counts beyond the track are clamped to its boxes', () => {
    const svg = renderCardSvg({ ...SIMPLE, tracks: [{ name: 'Hull', boxes: [3, 2, 1], checked: 2, pending: 5 }] });
    expect(trackBoxes(svg)).toEqual([{ name: 'Hull', open: 0, lost: 2, pending: 1 }]);
  });

  test('one row per weapon, and only the ones with nothing working are struck', () => {
    const svg = renderCardSvg(SIMPLE);
    const rows = sections(svg, 'weapon-row');
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => attr(r, 'data-struck'))).toEqual(['false', 'true']);
    expect(count(svg, 'data-testid="weapon-strike"')).toBe(1);
    expect(svg).toContain('0 of 1');
  });

  test('the title, subtitle and every line are written', () => {
    const svg = renderCardSvg(SIMPLE);
    expect(svg).toMatch(/data-testid="card-title"[^>]*>Test</);
    expect(svg).toMatch(/data-testid="card-subtitle"[^>]*>Side A</);
    expect(count(svg, 'data-testid="card-line"')).toBe(2);
  });

  test('the width is fixed and the height grows with the content', () => {
    const height = (svg: string) => Number(/height="(\d+)"/.exec(svg)?.[1]);
    const small = renderCardSvg({ ...SIMPLE, weapons: [], lines: [] });
    const big = renderCardSvg({ ...SIMPLE, tracks: [{ name: 'Hull', boxes: Array.from({ length: 40 }, (_, i) => 40 - i), checked: 0 }] });
    expect(small).toContain(`width="${CARD_WIDTH}"`);
    expect(big).toContain(`width="${CARD_WIDTH}"`);
    expect(height(big)).toBeGreaterThan(height(renderCardSvg(SIMPLE)));
    expect(height(renderCardSvg(SIMPLE))).toBeGreaterThan(height(small));
  });

  test('long names, XML specials, quotes, emoji and control characters neither break nor overflow the SVG', () => {
    const nasty = `<b>&amp; "quoted" 'single' 🚀🔥\u0001 ${'x'.repeat(200)}`.slice(0, 200);
    const card: ShipCard = {
      title: nasty,
      subtitle: nasty,
      tracks: [{ name: nasty, boxes: [2, 1], checked: 1, pending: 1 }],
      weapons: [{ name: nasty, arcs: nasty, range: nasty, stats: nasty, working: 0, of: 2 }],
      lines: [nasty, `${nasty} ${nasty}`],
    };
    const svg = renderCardSvg(card);
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('\u0001');
    expect(svg).toContain('&lt;b&gt;&amp;amp; &quot;quoted&quot; &#39;single&#39; 🚀🔥');
    expect(() => new Resvg(svg, fontOptions).render()).not.toThrow();
    const title = /data-testid="card-title"[^>]*>([^<]*)</.exec(svg)?.[1] ?? '';
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('the Majestic card through Starmada', () => {
  const card = damagedMajesticCard();
  const svg = renderCardSvg(card);

  test('shows the sheet with its damage', () => {
    expect(trackBoxes(svg)).toEqual([
      { name: 'Hull', open: 4, lost: 3, pending: 1 },
      { name: 'Engines', open: 2, lost: 0, pending: 2 },
      { name: 'Weapons', open: 3, lost: 1, pending: 0 },
      { name: 'Shields', open: 4, lost: 0, pending: 0 },
    ]);
    const rows = sections(svg, 'weapon-row');
    expect(rows).toHaveLength(7);
    expect(rows.filter((r) => attr(r, 'data-struck') === 'true')).toHaveLength(2);
  });

  test('matches the golden SVG', () => {
    if (UPDATE) {
      writeFileSync(GOLDEN, svg);
      writeFileSync(EXAMPLE, new Resvg(svg, { ...fontOptions, fitTo: { mode: 'width', value: 550 } }).render().asPng());
    }
    expect(svg).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  test('rasterises to a PNG that decodes at the card width', async () => {
    const png = await renderCardPng(card);
    expect(png.width).toBe(CARD_WIDTH);
    const data = png.data;
    expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(data.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(data.readUInt32BE(20)).toBe(png.height);
    // An opaque image is written as 8-bit RGB (src/render/png.ts): one filter byte and width × 3 bytes per row.
    expect(data[25]).toBe(2);
    const idat: Buffer[] = [];
    for (let at = 8; at < data.length; ) {
      const length = data.readUInt32BE(at);
      if (data.subarray(at + 4, at + 8).toString('ascii') === 'IDAT') idat.push(data.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    expect(inflateSync(Buffer.concat(idat)).length).toBe(png.height * (1 + CARD_WIDTH * 3));
  });

  test('the title is really drawn: light pixels inside its box on the dark band, none below the band', () => {
    const image = new Resvg(svg, fontOptions).render();
    const { pixels, width } = image;
    const band = [0x27, 0x31, 0x4a];
    const at = (x: number, y: number) => [pixels[(y * width + x) * 4] ?? 0, pixels[(y * width + x) * 4 + 1] ?? 0, pixels[(y * width + x) * 4 + 2] ?? 0];
    let light = 0;
    for (let y = TITLE_BOX.y; y < TITLE_BOX.y + TITLE_BOX.height; y++) {
      for (let x = TITLE_BOX.x; x < TITLE_BOX.x + TITLE_BOX.width; x++) {
        const [r, g, b] = at(x, y);
        if ((r ?? 0) > 200 && (g ?? 0) > 200 && (b ?? 0) > 200) light++;
      }
    }
    expect(light).toBeGreaterThan(500);
    // The band's own colour is where no text is: right of the title, whose text is shorter than the box.
    expect(at(CARD_WIDTH - 10, TITLE_BOX.y + 5)).toEqual(band);
    expect(CARD_COLORS.band).toBe('#27314a');
    // The sheet is opaque everywhere.
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) throw new Error(`transparent pixel at ${(i - 3) / 4}`);
  });
});
