/**
 * Hex numbers (CCRR, as the edge rulers number them and players type them) inside the hexes a player plots into:
 * the hexes of plotted paths and of "pick a space" places, and every hex of a focus map. Only hexes without a
 * unit get one (a glyph fills its hex; its neighbours tell its number), dim, so they read as the board's own marks.
 */
import { hexKey, type Hex } from '../../rules/core/hex.ts';
import { makeHexLabel, offsetToHex, onBoard } from '../../rules/core/offset.ts';
import type { Scene } from '../../rules/core/scene.ts';
import { CELL, isHex, toWorld, type Frame } from './layout.ts';
import { TEXT_DIM } from './palette.ts';
import { text } from './svg.ts';

export function renderHexNumbers(scene: Scene, frame: Frame, focus: boolean): string {
  const board = scene.board;
  if (board.kind !== 'hex') return '';
  const taken = new Set(scene.units.filter((u) => u.status !== 'exited' && isHex(u.at)).map((u) => hexKey(u.at as Hex)));
  const wanted = new Map<string, Hex>();
  for (const h of plottedHexes(scene)) wanted.set(hexKey(h), h);
  if (focus) for (const h of hexesInView(board, frame)) wanted.set(hexKey(h), h);
  const size = Math.min(22 * frame.px, CELL * 0.44);
  const marks = [...wanted.values()]
    .filter((h) => onBoard(board, h) && !taken.has(hexKey(h)))
    .map((h) => {
      const c = toWorld(board, h);
      return text(c.x, c.y + size * 0.36, makeHexLabel(h, board), { size, fill: TEXT_DIM, halo: 0, bold: true });
    });
  return marks.length > 0 ? `<g data-testid="hex-numbers" opacity="0.8">${marks.join('')}</g>` : '';
}

function plottedHexes(scene: Scene): Hex[] {
  return scene.overlays.flatMap((o) => {
    if (o.kind === 'plot') return o.path.filter(isHex);
    if (o.kind === 'pick') return o.places.map((p) => p.at).filter(isHex);
    return [];
  });
}

function hexesInView(board: { cols: number; rows: number }, frame: Frame): Hex[] {
  const v = frame.view;
  const out: Hex[] = [];
  for (let col = 0; col < board.cols; col++) {
    for (let row = 0; row < board.rows; row++) {
      const h = offsetToHex({ col, row });
      const c = toWorld({ kind: 'hex', cols: board.cols, rows: board.rows }, h);
      if (c.x > v.x && c.x < v.x + v.w && c.y > v.y && c.y < v.y + v.h) out.push(h);
    }
  }
  return out;
}
