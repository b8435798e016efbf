/**
 * Hex numbers (CCRR, as the edge rulers number them and players type them) inside the hexes a player plots into:
 * the hexes of plotted paths, and every hex of a focus map when its hexes are big enough to read one. Hexes
 * holding a unit get none (its neighbours tell its number), nor do "pick a space" places: their pick number fills
 * the hex, and the picker's menu names the hex. They are fixed labels,
 * placed last: where a name or a distance mark already sits, the number is left out.
 */
import { hexKey, type Hex } from '../../rules/core/hex.ts';
import { makeHexLabel, offsetToHex, onBoard } from '../../rules/core/offset.ts';
import type { Scene } from '../../rules/core/scene.ts';
import { CELL, isHex, toWorld, type Frame } from './layout.ts';
import type { LabelRequest } from './label-placement.ts';
import { HEX_NUMBER } from './palette.ts';

/** Smallest hex number worth drawing, in design pixels. */
const MIN_TEXT = 16;

export function hexNumberLabels(scene: Scene, frame: Frame, focus: boolean): LabelRequest[] {
  const board = scene.board;
  if (board.kind !== 'hex') return [];
  const size = Math.min(22 * frame.px, CELL * 0.42);
  const taken = new Set([...scene.units.filter((u) => u.status !== 'exited').map((u) => u.at), ...pickPlaces(scene)].filter(isHex).map(hexKey));
  const wanted = new Map<string, Hex>();
  for (const h of plottedHexes(scene)) wanted.set(hexKey(h), h);
  if (focus && size >= MIN_TEXT * frame.px) for (const h of hexesInView(board, frame)) wanted.set(hexKey(h), h);
  return [...wanted.values()]
    .filter((h) => onBoard(board, h) && !taken.has(hexKey(h)))
    .map((h) => ({ text: makeHexLabel(h, board), max: 6, size, bold: false, fill: HEX_NUMBER, testid: 'hex-number', anchors: [toWorld(board, h)], clear: 0, fixed: true, halo: 0 }));
}

function plottedHexes(scene: Scene): Hex[] {
  return scene.overlays.flatMap((o) => {
    if (o.kind === 'plot') return o.path.filter(isHex);
    return [];
  });
}

function pickPlaces(scene: Scene): Scene['units'][number]['at'][] {
  return scene.overlays.flatMap((o) => (o.kind === 'pick' ? o.places.map((p) => p.at) : []));
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
