/**
 * Reads a GIF's structure for the replay tests (GIF89a spec, §17–§27): the screen size, the global colour table,
 * and each image's delay, disposal and transparency, walking every block to the trailer. The pixels are not decoded.
 */
export interface GifFrameInfo {
  readonly delayMs: number;
  readonly dispose: number;
  readonly transparent: boolean;
  readonly width: number;
  readonly height: number;
}

export interface GifInfo {
  readonly version: string;
  readonly width: number;
  readonly height: number;
  readonly globalColours: number;
  readonly loops: boolean;
  readonly frames: GifFrameInfo[];
}

export function readGif(data: Buffer): GifInfo {
  const version = data.subarray(0, 6).toString('ascii');
  if (version !== 'GIF89a' && version !== 'GIF87a') throw new Error(`not a GIF: ${version}`);
  const width = data.readUInt16LE(6);
  const height = data.readUInt16LE(8);
  const packed = data[10] ?? 0;
  const globalColours = packed & 0x80 ? 2 ** ((packed & 7) + 1) : 0;
  let at = 13 + globalColours * 3;
  const skipSubBlocks = () => {
    for (let size = data[at] ?? 0; size !== 0; size = data[at] ?? 0) at += size + 1;
    at += 1;
  };
  const frames: GifFrameInfo[] = [];
  let control = { delayMs: 0, dispose: 0, transparent: false };
  let loops = false;
  for (;;) {
    const block = data[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = data[at + 1];
      if (label === 0xf9) {
        const flags = data[at + 3] ?? 0;
        control = { delayMs: data.readUInt16LE(at + 4) * 10, dispose: (flags >> 2) & 7, transparent: (flags & 1) === 1 };
      }
      if (label === 0xff && data.subarray(at + 3, at + 14).toString('ascii') === 'NETSCAPE2.0') loops = true;
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      const w = data.readUInt16LE(at + 5);
      const h = data.readUInt16LE(at + 7);
      const local = data[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 2 ** ((local & 7) + 1) * 3 : 0);
      at += 1; // LZW minimum code size
      skipSubBlocks();
      frames.push({ ...control, width: w, height: h });
    } else {
      throw new Error(`unexpected block 0x${(block ?? 0).toString(16)} at ${at}`);
    }
    if (at >= data.length) throw new Error('GIF ends without a trailer');
  }
  return { version, width, height, globalColours, loops, frames };
}
