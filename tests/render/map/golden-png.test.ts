/**
 * Golden PNGs of every map kind of every system (./golden-maps.ts), compared by decoded pixels: at most 0.5% of
 * pixels may differ (font hinting and anti-aliasing can move a few). After an intended change, regenerate with
 *   UPDATE_GOLDEN=1 npx vitest run tests/render/map/golden-png.test.ts
 * and look at each: they are kept at Discord's 550 px width.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildMap } from '../../../src/render/map/render-map.ts';
import { svgToPngSync } from '../../../src/render/rasterize.ts';
import { goldenMaps } from './golden-maps.ts';
import { decodePng, differingShare } from './png-pixels.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'golden-png');
const update = process.env.UPDATE_GOLDEN === '1';
/** Goldens are kept at the width Discord shows a map at, which is where they must read well. */
const DISCORD_WIDTH = 550;

describe('golden PNGs: each map kind of each system', () => {
  const maps = goldenMaps();

  it('covers the step, draft, arcs and focus maps of all three systems, and deployment where zones exist', () => {
    expect(maps.map((m) => m.name).sort()).toEqual(
      ['metaverse', 'starmada', 'voidstriker']
        .flatMap((s) => ['step', 'draft', 'arcs', 'focus', ...(s === 'voidstriker' ? [] : ['deploy'])].map((k) => `${s}-${k}`))
        .sort(),
    );
  });

  for (const m of maps) {
    it(m.name, () => {
      const png = svgToPngSync(buildMap(m.scene, m.options).svg, DISCORD_WIDTH).data;
      const file = join(dir, `${m.name}.png`);
      if (update || !existsSync(file)) {
        if (!update) throw new Error(`${file} is missing: run with UPDATE_GOLDEN=1`);
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, png);
      }
      expect(differingShare(decodePng(png), decodePng(readFileSync(file)))).toBeLessThanOrEqual(0.005);
    }, 60_000);
  }

  it('the comparison sees a change: one map against another differs', () => {
    const [a, b] = maps;
    if (!a || !b) throw new Error('no maps');
    const pa = decodePng(svgToPngSync(buildMap(a.scene, a.options).svg, DISCORD_WIDTH).data);
    const pb = decodePng(svgToPngSync(buildMap(b.scene, b.options).svg, DISCORD_WIDTH).data);
    expect(differingShare(pa, pb)).toBeGreaterThan(0.005);
  });
});
