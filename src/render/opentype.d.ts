/**
 * The few parts of opentype.js (which ships no types) that src/render/glyphs.ts uses: parse a font, map text to
 * glyphs, read a glyph's outline and advance, and the GPOS pair-kerning lookups.
 */
declare module 'opentype.js' {
  export interface PathCommand {
    readonly type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    readonly x?: number;
    readonly y?: number;
    readonly x1?: number;
    readonly y1?: number;
    readonly x2?: number;
    readonly y2?: number;
  }
  export interface Glyph {
    readonly index: number;
    readonly advanceWidth?: number;
    readonly path: { readonly commands: readonly PathCommand[] };
  }
  /** A GPOS pair-adjustment lookup; its subtables stay opaque, read through Position. */
  export interface KernLookup {
    readonly subtables: readonly { readonly coverage: unknown }[];
  }
  export interface Position {
    getKerningTables(script: string): readonly KernLookup[] | undefined;
    getCoverageIndex(coverage: unknown, glyphIndex: number): number;
    getKerningValue(lookups: readonly KernLookup[], left: number, right: number): number;
  }
  export interface Font {
    readonly position: Position;
    readonly unitsPerEm: number;
    charToGlyphIndex(c: string): number;
    charToGlyph(c: string): Glyph;
  }
  const opentype: { parse(buffer: ArrayBuffer | Uint8Array, options?: { lowMemory?: boolean }): Font };
  export default opentype;
}
