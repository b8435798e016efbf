/**
 * The board: a hex grid (coordinates along the edges of the view; hex numbers where a player plots are
 * ./hex-numbers.ts) or a free area with a 1-inch or 10 cm grid, and the rulers along the view's edges.
 */
import { hexCorners, type Hex } from '../../rules/core/hex.ts';
import { offsetToHex } from '../../rules/core/offset.ts';
import type { Scene, SceneBoard } from '../../rules/core/scene.ts';
import { CELL, PER_UNIT, toWorld, type Frame, type Rect } from './layout.ts';
import { BACKGROUND, BOARD_FILL, GRID, TEXT, TEXT_DIM } from './palette.ts';
import { measureText } from '../glyphs.ts';
import { n, polygon, text, type TextOptions } from './svg.ts';

const SQRT3 = Math.sqrt(3);

/** Corners of a hex in world units. */
export function hexOutline(h: Hex): { x: number; y: number }[] {
  const shift = { x: CELL, y: (SQRT3 / 2) * CELL };
  return hexCorners(h, CELL).map((c) => ({ x: c.x + shift.x, y: c.y + shift.y }));
}

function inView(view: Rect, x: number, y: number, slack: number): boolean {
  return x >= view.x - slack && x <= view.x + view.w + slack && y >= view.y - slack && y <= view.y + view.h + slack;
}

export function renderBoard(scene: Scene, frame: Frame): string {
  const b = frame.board;
  const base = `<rect data-testid="board" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${BOARD_FILL}" stroke="${GRID}" stroke-width="${n(2 * frame.px)}"/>`;
  return scene.board.kind === 'hex' ? base + hexGrid(scene.board, frame) : base + freeGrid(scene.board, frame) + playfieldOutline(scene.board, frame);
}

/** The nominal playfield of a board grown past it: a bright dashed edge (leaving it matters in some games). */
function playfieldOutline(board: Extract<SceneBoard, { kind: 'free' }>, frame: Frame): string {
  const f = board.playfield;
  if (!f) return '';
  const k = PER_UNIT[board.unit];
  return `<rect data-testid="playfield" x="${n(f.x * k)}" y="${n(f.y * k)}" width="${n(f.width * k)}" height="${n(f.height * k)}" fill="none" stroke="${TEXT_DIM}" stroke-width="${n(3 * frame.px)}" stroke-dasharray="${n(14 * frame.px)} ${n(8 * frame.px)}"/>`;
}

function hexGrid(board: Extract<SceneBoard, { kind: 'hex' }>, frame: Frame): string {
  let d = '';
  for (let col = 0; col < board.cols; col++) {
    for (let row = 0; row < board.rows; row++) {
      const h = offsetToHex({ col, row });
      const c = toWorld(board, h);
      if (!inView(frame.view, c.x, c.y, CELL * 2)) continue;
      d += polygon(hexOutline(h));
    }
  }
  return `<path data-testid="hex-grid" d="${d}" fill="none" stroke="${GRID}" stroke-width="${n(1.2 * frame.px)}"/>`;
}

function freeGrid(board: Extract<SceneBoard, { kind: 'free' }>, frame: Frame): string {
  const k = PER_UNIT[board.unit];
  const step = board.unit === 'in' ? 1 : 10;
  let d = '';
  for (let u = step; u < board.width; u += step) d += `M${n(u * k)} 0V${n(board.height * k)}`;
  for (let u = step; u < board.height; u += step) d += `M0 ${n(u * k)}H${n(board.width * k)}`;
  return `<path data-testid="free-grid" d="${d}" fill="none" stroke="${GRID}" stroke-width="${n(1 * frame.px)}"/>`;
}

/** The edge strips, in design pixels: the top one holds column numbers, the left one row numbers. */
export const EDGE_TOP = 42;
export const EDGE_LEFT = 60;
const EDGE_TEXT = 30;

/**
 * Coordinates along the top and left edges of the view: hex columns and rows (CCRR, as players type them), or
 * distances in the board's unit counted from the playfield's own corner (a grown board keeps the book's numbers),
 * northward from its south edge where the book counts y that way.
 */
export function renderEdgeCoordinates(scene: Scene, frame: Frame): string {
  const v = frame.view;
  const px = frame.px;
  const topH = EDGE_TOP * px;
  const leftW = EDGE_LEFT * px;
  const labels = scene.board.kind === 'hex' ? hexRulers(scene.board, frame) : freeRulers(scene.board, frame);
  const strips =
    `<rect x="${n(v.x)}" y="${n(v.y)}" width="${n(v.w)}" height="${n(topH)}" fill="${BACKGROUND}" fill-opacity="0.85"/>` +
    `<rect x="${n(v.x)}" y="${n(v.y + topH)}" width="${n(leftW)}" height="${n(v.h - topH)}" fill="${BACKGROUND}" fill-opacity="0.85"/>`;
  return `<g data-testid="edge-coords">${strips}${labels.join('')}</g>`;
}

function rulerText(frame: Frame): TextOptions {
  return { size: EDGE_TEXT * frame.px, fill: TEXT_DIM, halo: 0, bold: true };
}

function hexRulers(board: Extract<SceneBoard, { kind: 'hex' }>, frame: Frame): string[] {
  const v = frame.view;
  const px = frame.px;
  const opts = rulerText(frame);
  const size = opts.size;
  const width = Math.max(board.cols, board.rows) > 99 ? 3 : 2;
  const labels: string[] = [];
  // Every column when the numbers fit side by side, else every other one (odd numbers: 01, 03, …).
  const colEvery = (1.5 * CELL) / px >= measureText('0'.repeat(width), EDGE_TEXT, true) + 8 ? 1 : 2;
  const rowEvery = (Math.sqrt(3) * CELL) / px >= EDGE_TEXT * 1.1 ? 1 : 2;
  let firstCol: number | undefined;
  for (let col = 0; col < board.cols; col++) {
    const x = toWorld(board, offsetToHex({ col, row: 0 })).x;
    if (col % colEvery !== 0 || x < v.x + EDGE_LEFT * px + size * 0.7 || x > v.x + v.w - size * 0.7) continue;
    firstCol ??= col;
    labels.push(text(x, v.y + EDGE_TOP * px - 9 * px, String(col + 1).padStart(width, '0'), opts));
  }
  const parityCol = firstCol ?? 0;
  for (let row = 0; row < board.rows; row++) {
    const y = toWorld(board, offsetToHex({ col: parityCol, row })).y;
    if (row % rowEvery !== 0 || y < v.y + EDGE_TOP * px + size * 0.5 || y > v.y + v.h - size * 0.3) continue;
    labels.push(text(v.x + (EDGE_LEFT * px) / 2, y + size * 0.36, String(row + 1).padStart(width, '0'), opts));
  }
  return labels;
}

function freeRulers(board: Extract<SceneBoard, { kind: 'free' }>, frame: Frame): string[] {
  const v = frame.view;
  const px = frame.px;
  const opts = rulerText(frame);
  const size = opts.size;
  const k = PER_UNIT[board.unit];
  const step = board.unit === 'in' ? 1 : 10;
  // Label every line that leaves at least ~80 design pixels between labels.
  const every = step * ([1, 2, 3, 6, 12, 24].find((m) => (m * step * k) / px >= 80) ?? 48);
  const f = board.playfield ?? { x: 0, y: 0, width: board.width, height: board.height };
  const xValue = (u: number): number => u - f.x;
  const yValue = (u: number): number => (board.yNorth ? f.y + f.height - u : u - f.y);
  const labels: string[] = [];
  for (let u = 0; u <= board.width; u += step) {
    const x = u * k;
    if (xValue(u) % every !== 0 || x < v.x + EDGE_LEFT * px + size || x > v.x + v.w - size) continue;
    labels.push(text(x, v.y + EDGE_TOP * px - 9 * px, String(xValue(u)), opts));
  }
  for (let u = 0; u <= board.height; u += step) {
    const y = u * k;
    if (yValue(u) % every !== 0 || y < v.y + EDGE_TOP * px + size || y > v.y + v.h - size * 0.3) continue;
    labels.push(text(v.x + (EDGE_LEFT * px) / 2, y + size * 0.36, String(yValue(u)), opts));
  }
  labels.push(text(v.x + (EDGE_LEFT * px) / 2, v.y + EDGE_TOP * px - 9 * px, board.unit, { ...opts, fill: TEXT }));
  return labels;
}
