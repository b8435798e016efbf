/**
 * Colours and shapes. The map always has an opaque dark background with light text, so it reads the same in
 * Discord's dark and light themes. Sides differ by colour (Okabe–Ito hues, lightened for a dark ground) AND by
 * the silhouette of their ship glyphs, so colour-blind players can still tell them apart.
 */
export const BACKGROUND = '#0f1420';
export const BOARD_FILL = '#141b2a';
export const GRID = '#34435e';
export const TEXT = '#eef2f8';
export const TEXT_DIM = '#a9b6cc';
/** Hex numbers: quieter than text, louder than the grid. */
export const HEX_NUMBER = '#8391ab';
export const DESTROYED = '#8a93a3';
/** Hits: Okabe–Ito vermilion, lightened; solid lines with a burst. Misses: grey, dashed, an open ring. */
export const HIT = '#ff6a3d';
export const MISS = '#c3cad6';
/** The cross over a wreck. */
export const WRECK_MARK = '#ff6a3d';
/** Explosions: a yellow–orange burst. */
export const BLAST = '#f0e442';

export type ShapeName = 'dart' | 'house' | 'kite' | 'triangle';

export interface SideStyle {
  readonly side: string;
  readonly color: string;
  readonly shape: ShapeName;
}

const COLORS = ['#56b4e9', '#e69f00', '#3ddc97', '#e58fc0', '#f0e442', '#ff7a3d'] as const;
const SHAPES: readonly ShapeName[] = ['dart', 'house', 'kite', 'triangle'];

/** Styles for the sides in a scene, in sorted order so a side keeps its look from one turn to the next. */
export function sideStyles(sides: Iterable<string>): Map<string, SideStyle> {
  const sorted = [...new Set(sides)].sort();
  return new Map(
    sorted.map((side, i) => [side, { side, color: COLORS[i % COLORS.length] ?? TEXT, shape: SHAPES[i % SHAPES.length] ?? 'dart' }]),
  );
}

/** Path data for a ship glyph of radius `r` pointing north (−y), centred on the origin. */
export function shapePath(shape: ShapeName, r: number): string {
  const p = (pts: readonly (readonly [number, number])[]): string =>
    `${pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x * r)} ${round(y * r)}`).join('')}Z`;
  switch (shape) {
    case 'dart':
      return p([[0, -1], [0.78, 0.85], [0, 0.4], [-0.78, 0.85]]);
    case 'house':
      return p([[0, -1], [0.7, -0.25], [0.7, 0.85], [-0.7, 0.85], [-0.7, -0.25]]);
    case 'kite':
      return p([[0, -1], [0.72, 0.15], [0, 0.9], [-0.72, 0.15]]);
    case 'triangle':
      return p([[0, -1], [0.85, 0.8], [-0.85, 0.8]]);
  }
}

/** Hull bar colour: the bar's length carries the value; colour only reinforces it. */
export function hullColor(fraction: number): string {
  if (fraction > 0.66) return '#7bd88f';
  if (fraction > 0.33) return '#f0c94a';
  return '#ff6b5a';
}

export const TERRAIN_COLORS = {
  asteroids: { fill: '#6b5a45', stroke: '#b39b7a' },
  planet: { fill: '#2f6f8f', stroke: '#8fd3f0' },
  nebula: { fill: '#7a3fa0', stroke: '#c08ce0' },
  blackHole: { fill: '#000000', stroke: '#ff9d3d' },
  minefield: { fill: '#5a1f24', stroke: '#ff6b6b' },
  flare: { fill: '#6b5a10', stroke: '#ffe066' },
  comet: { fill: '#d8f3ff', stroke: '#ffffff' },
  cometTail: { fill: '#5fb6d9', stroke: '#a8e4ff' },
} as const;

function round(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}
