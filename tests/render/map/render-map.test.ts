/**
 * The map renderer. Golden files: the SVG text of fixed scenes is compared with tests/render/map/golden/*.svg.
 * After an intended change, regenerate them (and the example PNGs in ./examples) with
 *   UPDATE_GOLDEN=1 npx vitest run tests/render/map
 * and look at the examples before committing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { Scene } from '../../../src/rules/core/scene.ts';
import { offsetToHex } from '../../../src/rules/core/offset.ts';
import { FONT_FAMILY, FONT_FILES } from '../../../src/render/rasterize.ts';
import { buildMap, renderMapPng, renderMapSvg } from '../../../src/render/map/render-map.ts';
import { DEFAULT_SIZE } from '../../../src/render/map/layout.ts';
import { BACKGROUND } from '../../../src/render/map/palette.ts';
import { benchScene, cmScene, hexScene, inchScene } from './fixtures.ts';
import { hasLabel, labelTexts } from './labels.ts';

const here = dirname(fileURLToPath(import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';

function rasterize(svg: string): { width: number; height: number; pixels: Buffer } {
  const image = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY } }).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}

/** PNG width and height from the IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Elements with a data-testid, as the raw opening tags. */
function byTestId(svg: string, id: string): string[] {
  return svg.match(new RegExp(`<[a-z]+ [^>]*data-testid="${id}"[^>]*>`, 'g')) ?? [];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
}

const scenes: [string, () => Scene][] = [
  ['hex', hexScene],
  ['free-in', inchScene],
  ['free-cm', cmScene],
];

describe('golden files', () => {
  for (const [name, make] of scenes) {
    it(`${name}: SVG matches golden/${name}.svg and the PNG decodes at the frame's size`, async () => {
      const { svg, frame } = buildMap(make());
      const file = join(here, 'golden', `${name}.svg`);
      if (update) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, svg);
        const example = await renderMapPng(make(), { size: 800 });
        mkdirSync(join(here, 'examples'), { recursive: true });
        writeFileSync(join(here, 'examples', `${name}.png`), example.data);
      }
      expect(svg).toBe(readFileSync(file, 'utf8'));
      const png = await renderMapPng(make());
      expect(pngSize(png.data)).toEqual({ width: frame.width, height: frame.height });
      expect(Math.max(png.width, png.height)).toBe(DEFAULT_SIZE);
      expect(png.data.length).toBeLessThan(1024 * 1024);
    });
  }
});

describe('content', () => {
  const svg = renderMapSvg(hexScene());

  it('draws every unit with its side, state, hull bar and counts', () => {
    const units = byTestId(svg, 'unit');
    expect(units).toHaveLength(6);
    expect(units.map((u) => attr(u, 'data-id'))).toEqual(['s5', 's1', 's2', 's3', 's4', 'f1']);
    expect(byTestId(svg, 'destroyed')).toHaveLength(1);
    const bars = byTestId(svg, 'hull-bar');
    // The wreck keeps an empty, greyed hull bar.
    expect(bars.map((b) => `${attr(b, 'data-left')}/${attr(b, 'data-of')}`)).toEqual(['0/5', '8/10', '3/8', '6/6', '1/12']);
    // A flight's count goes with its name.
    expect(labelTexts(svg, 'unit-label')).toContain('Red Flight ×6');
  });

  it('draws trails, the arc by band, the plot with its label, and hit and miss fire lines', () => {
    expect(byTestId(svg, 'trail')).toHaveLength(2);
    expect(byTestId(svg, 'arc-band').map((b) => attr(b, 'data-band'))).toEqual(['short', 'long']);
    expect(labelTexts(svg, 'plot-label')).toEqual(['Valiant 2R1 · E3']);
    expect(byTestId(svg, 'plot-ghost')).toHaveLength(1);
    expect(byTestId(svg, 'fire').map((f) => attr(f, 'data-hit'))).toEqual(['true', 'false']);
  });

  it('shows the caption, a legend of sides and edge coordinates', () => {
    expect(labelTexts(svg, 'caption')).toEqual(['Starmada · Turn 3 · Combat · Score A 12 · B 4']);
    expect(attr(byTestId(svg, 'legend')[0] ?? '', 'data-sides')).toBe('A,B');
    expect(hasLabel(svg, '05')).toBe(true);
  });

  it('crops to the units with an inset of the whole board, or shows it all when asked', () => {
    expect(attr(byTestId(svg, 'map')[0] ?? '', 'data-cropped')).toBe('true');
    expect(byTestId(svg, 'inset')).toHaveLength(1);
    const whole = renderMapSvg(hexScene(), { crop: false });
    expect(attr(byTestId(whole, 'map')[0] ?? '', 'data-cropped')).toBe('false');
    expect(byTestId(whole, 'inset')).toHaveLength(0);
  });

  it('marks cloaked ships, velocity arrows and salvo counts on free boards', () => {
    const free = renderMapSvg(inchScene());
    expect(byTestId(free, 'unit').filter((u) => attr(u, 'data-cloaked') === 'true')).toHaveLength(1);
    expect(byTestId(free, 'velocity')).toHaveLength(3);
    expect(labelTexts(free, 'unit-label')).toContain('Salvo ×4');
    expect(byTestId(free, 'terrain').map((t) => attr(t, 'data-kind'))).toEqual(['blackHole', 'minefield']);
  });

  it('never exceeds 2048 pixels on the long side', () => {
    const { frame } = buildMap(benchScene(), { size: 5000 });
    expect(Math.max(frame.width, frame.height)).toBe(2048);
  });
});

describe('pixels', () => {
  it('a unit label leaves light pixels inside its box', () => {
    const scene = (label: string): Scene => ({
      board: { kind: 'hex', cols: 12, rows: 8 },
      units: [{ id: 'x', label, side: 'A', kind: 'ship', at: offsetToHex({ col: 5, row: 4 }), facing: 0, status: 'active' }],
      trails: [],
      overlays: [],
      caption: 'Label test',
    });
    const lightIn = (label: string): number => {
      const { svg, frame } = buildMap(scene(label), { crop: false });
      // The label's path starts at its left end on the baseline: translate(x y) scale(font size / 2048 units).
      const tag = byTestId(svg, 'unit-label')[0] ?? '';
      const [x = NaN, y = NaN, scale = NaN] = (/translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.e-]+)\)/.exec(tag) ?? []).slice(1).map(Number);
      const size = scale * 2048;
      const image = rasterize(svg);
      expect({ w: image.width, h: image.height }).toEqual({ w: frame.width, h: frame.height });
      const top = frame.view.y - frame.captionHeight;
      const toPx = (wx: number, wy: number) => ({ x: Math.round((wx - frame.view.x) * frame.scale), y: Math.round((wy - top) * frame.scale) });
      const a = toPx(x - size * 3, y - size);
      const b = toPx(x + size * 3, y);
      let light = 0;
      for (let py = a.y; py < b.y; py++) {
        for (let px = a.x; px < b.x; px++) {
          const i = (py * image.width + px) * 4;
          const lum = ((image.pixels[i] ?? 0) + (image.pixels[i + 1] ?? 0) + (image.pixels[i + 2] ?? 0)) / 3;
          if (lum > 180) light++;
        }
      }
      return light;
    };
    expect(lightIn('')).toBe(0);
    expect(lightIn('WAVE')).toBeGreaterThan(100);
  });

  it('the background is opaque and dark', () => {
    const image = rasterize(renderMapSvg(cmScene()));
    const bg = [1, 3, 5].map((k) => parseInt(BACKGROUND.slice(k, k + 2), 16));
    // Bottom-left corner pixel (board margin), fully opaque.
    const i = ((image.height - 2) * image.width + 2) * 4;
    const [r = 0, g = 0, b = 0, a = 0] = image.pixels.subarray(i, i + 4);
    expect(a).toBe(255);
    [r, g, b].forEach((c, k) => expect(Math.abs(c - (bg[k] ?? 0))).toBeLessThanOrEqual(2));
  });
});

describe('escaping', () => {
  const nasty = ['<script>alert(1)</script>', 'Tom & "Jerry" \'s', '🚀 Rocket 🛸 ✨', 'X'.repeat(200), 'bell\u0007 lone\uD800 end', ']]><!--', '&amp; already'];
  for (const name of nasty) {
    it(`survives ${JSON.stringify(name.slice(0, 30))}`, () => {
      const base = hexScene();
      const scene: Scene = {
        ...base,
        caption: name,
        units: base.units.map((u) => ({ ...u, id: `${u.id}${name}`, label: name, side: `${u.side}${name}` })),
        trails: base.trails.map((t) => ({ ...t, unitId: `${t.unitId}${name}` })),
        overlays: [
          ...base.overlays.map((o) =>
            o.kind === 'fire' ? { ...o, label: name } : o.kind === 'plot' ? { ...o, unitId: `${o.unitId}${name}`, label: name } : o.kind !== 'arc' ? o : { ...o, unitId: `${o.unitId}${name}`, label: name, bands: o.bands?.map((b) => ({ ...b, name })) },
          ),
        ],
        terrain: (base.terrain ?? []).map((t) => ({ ...t, label: name })),
      };
      const svg = renderMapSvg(scene);
      expect(svg).not.toContain('<script');
      expect(svg).not.toMatch(/(>|aria-label=")X{100,}/);
      expect(() => rasterize(svg)).not.toThrow();
      expect(byTestId(svg, 'unit')).toHaveLength(6);
      expect(byTestId(svg, 'plot')).toHaveLength(1);
    });
  }
});
