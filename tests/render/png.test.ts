// The fast PNG encoder: an opaque image decodes to exactly resvg's pixels; one with transparency is left to resvg.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../src/render/png.ts';
import { svgToPng } from '../../src/render/rasterize.ts';

const scene = (background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">${background}<circle cx="60" cy="40" r="30" fill="#56b4e9" stroke="#fff" stroke-width="3"/><path d="M5 75L115 5" stroke="#e69f00" stroke-width="2"/></svg>`;
const OPAQUE = scene('<rect width="120" height="80" fill="#0f1420"/>');

/** The pixels resvg decodes from a PNG, drawn as an <image> of its own size. */
function decode(png: Buffer): Buffer {
  const wrap = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><image width="120" height="80" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(wrap).render().pixels;
}

describe('encodeOpaquePng', () => {
  const image = new Resvg(OPAQUE).render();
  const pixels = image.pixels;

  it('encodes an opaque image that decodes to exactly the same pixels', async () => {
    const png = encodeOpaquePng(pixels, image.width, image.height) ?? expect.fail('not encoded');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(decode(png).equals(pixels)).toBe(true);
    const viaPool = (await encodeOpaquePngAsync(pixels, image.width, image.height)) ?? expect.fail('not encoded');
    expect(viaPool.equals(png)).toBe(true);
  });

  it('leaves an image with transparent pixels to resvg, and svgToPng still returns a PNG', async () => {
    const clear = new Resvg(scene('')).render();
    expect(encodeOpaquePng(clear.pixels, clear.width, clear.height)).toBeUndefined();
    const png = await svgToPng(scene(''));
    expect(png.data.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(decode(png.data).equals(clear.pixels)).toBe(true);
  });
});
