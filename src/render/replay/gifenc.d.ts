/** Types for gifenc 1.0.3 (the package ships none): only what the replay uses, through its default export. */
declare module 'gifenc' {
  export type Palette = number[][];
  export interface FrameOptions {
    /** A colour table: the global one on the first frame, a local one on any other. */
    palette?: Palette;
    /** Milliseconds; GIF stores hundredths. */
    delay?: number;
    /** -1 once, 0 forever, n extra times. */
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    /** GIF disposal method (1: leave the frame in place). */
    dispose?: number;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  type Format = 'rgb565' | 'rgb444' | 'rgba4444';
  const gifenc: {
    GIFEncoder(options?: { initialCapacity?: number; auto?: boolean }): Encoder;
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: { format?: Format }): Palette;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: Format): Uint8Array;
  };
  export default gifenc;
}
