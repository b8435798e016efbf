/**
 * Decodes the PNGs Salvo writes (8-bit RGB for opaque images, src/render/png.ts, or resvg's 8-bit RGBA; not
 * interlaced) into RGBA pixels, so golden PNGs are compared by what they show rather than by their compressed bytes.
 */
import { inflateSync } from 'node:zlib';

export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

export function decodePng(png: Buffer): Pixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : png[25] === 2 ? 3 : 0;
  if (png[24] !== 8 || channels === 0 || png[28] !== 0) throw new Error('not an 8-bit RGB or RGBA non-interlaced PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + len));
    at += len + 12;
  }
  const raw = unfilter(inflateSync(Buffer.concat(idat)), width, height, channels);
  return { width, height, data: channels === 4 ? raw : rgba(raw) };
}

/** RGB → RGBA, fully opaque. */
function rgba(rgb: Buffer): Buffer {
  const out = Buffer.alloc((rgb.length / 3) * 4, 255);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) rgb.copy(out, o, i, i + 3);
  return out;
}

function unfilter(raw: Buffer, width: number, height: number, channels: number): Buffer {
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const src = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (out[y * stride + x - channels] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (out[(y - 1) * stride + x - channels] ?? 0) : 0;
      out[y * stride + x] = ((raw[src + x] ?? 0) + predict(filter, a, b, c)) & 0xff;
    }
  }
  return out;
}

function predict(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      return 0;
  }
}

/** The share of pixels that differ by more than `tolerance` in any channel; 1 when the sizes differ. */
export function differingShare(a: Pixels, b: Pixels, tolerance = 8): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differ = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let k = 0; k < 4; k++) {
      if (Math.abs((a.data[i + k] ?? 0) - (b.data[i + k] ?? 0)) > tolerance) {
        differ++;
        break;
      }
    }
  }
  return differ / (a.width * a.height);
}
