/**
 * How wide a label is, for the placement pass (./label-placement.ts): the width the glyph outlines will have, so
 * the boxes it keeps apart are the ones resvg draws (DejaVu Sans advances and kerning, ../glyphs.ts).
 */
import { measureText } from '../glyphs.ts';

/** Width in the same unit as `sizePx` of `text` (unescaped) set at `sizePx` in DejaVu Sans, bold or not. */
export function labelWidth(text: string, sizePx: number, bold: boolean): number {
  return measureText(text, sizePx, bold);
}
