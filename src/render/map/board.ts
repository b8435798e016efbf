/**
 * The board: a hex grid (coordinates along the edges of the view, not in every hex) or a free area with a
 * 1-inch or 10 cm grid, and terrain on top of it.
 */
import { hexCorners, type Hex } from '../../rules/core/hex.ts';
import { offsetToHex } from '../../rules/core/offset.ts';
import type { Scene, SceneBoard, SceneTerrain } from '../../rules/core/scene.ts';
import { escapeLabel } from '../escape.ts';
import { CELL, PER_UNIT, circleRadius, toWorld, type Frame, type Rect } from './layout.ts';
import { BACKGROUND, BOARD_FILL, GRID, TERRAIN_COLORS, TEXT, TEXT_DIM } from './palette.ts';
import { n, polygon, text } from './svg.ts';

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

/** Coordinates along the top and left edges of the view: hex columns and rows, or distances in the board's unit. */
export function renderEdgeCoordinates(scene: Scene, frame: Frame): string {
  const v = frame.view;
  const px = frame.px;
  const size = 20 * px;
  const topH = 30 * px;
  const leftW = 40 * px;
  const labels: string[] = [];
  const opts = { size, fill: TEXT_DIM, halo: 0 } as const;
  if (scene.board.kind === 'hex') {
    const board = scene.board;
    const width = Math.max(board.cols, board.rows) > 99 ? 3 : 2;
    let firstCol: number | undefined;
    for (let col = 0; col < board.cols; col++) {
      const x = toWorld(board, offsetToHex({ col, row: 0 })).x;
      if (x < v.x + leftW + size * 0.6 || x > v.x + v.w - size * 0.6) continue;
      firstCol ??= col;
      labels.push(text(x, v.y + topH - 8 * px, String(col + 1).padStart(width, '0'), opts));
    }
    const parityCol = firstCol ?? 0;
    for (let row = 0; row < board.rows; row++) {
      const y = toWorld(board, offsetToHex({ col: parityCol, row })).y;
      if (y < v.y + topH + size * 0.5 || y > v.y + v.h - size * 0.3) continue;
      labels.push(text(v.x + leftW / 2, y + size * 0.35, String(row + 1).padStart(width, '0'), opts));
    }
  } else {
    const board = scene.board;
    const k = PER_UNIT[board.unit];
    const step = board.unit === 'in' ? 1 : 10;
    // Label every line that leaves at least ~60 pixels between labels.
    const every = [1, 2, 3, 6, 12, 24].find((m) => (m * step * k) / frame.px >= 60) ?? 48;
    for (let u = 0; u <= board.width; u += step * every) {
      const x = u * k;
      if (x < v.x + leftW + size || x > v.x + v.w - size) continue;
      labels.push(text(x, v.y + topH - 8 * px, String(u), opts));
    }
    for (let u = 0; u <= board.height; u += step * every) {
      const y = u * k;
      if (y < v.y + topH + size || y > v.y + v.h - size * 0.3) continue;
      labels.push(text(v.x + leftW / 2, y + size * 0.35, String(u), opts));
    }
    labels.push(text(v.x + leftW / 2, v.y + topH - 8 * px, board.unit, { ...opts, fill: TEXT }));
  }
  const strips =
    `<rect x="${n(v.x)}" y="${n(v.y)}" width="${n(v.w)}" height="${n(topH)}" fill="${BACKGROUND}" fill-opacity="0.8"/>` +
    `<rect x="${n(v.x)}" y="${n(v.y + topH)}" width="${n(leftW)}" height="${n(v.h - topH)}" fill="${BACKGROUND}" fill-opacity="0.8"/>`;
  return `<g data-testid="edge-coords">${strips}${labels.join('')}</g>`;
}

export function renderTerrain(scene: Scene, frame: Frame): string {
  return (scene.terrain ?? []).map((t) => terrainPiece(scene.board, t, frame)).join('');
}

function terrainPiece(board: SceneBoard, t: SceneTerrain, frame: Frame): string {
  const colors = TERRAIN_COLORS[t.kind];
  const px = frame.px;
  const parts: string[] = [];
  const centres: { x: number; y: number; r: number }[] = [];
  if (t.hexes && t.hexes.length > 0) {
    const d = t.hexes.map((h) => polygon(hexOutline(h))).join('');
    const opacity = t.kind === 'nebula' ? 0.45 : t.kind === 'blackHole' ? 0.25 : 0.35;
    parts.push(`<path d="${d}" fill="${colors.fill}" fill-opacity="${opacity}" stroke="${colors.stroke}" stroke-opacity="0.5" stroke-width="${n(1.5 * px)}"/>`);
    for (const h of t.hexes) centres.push({ ...toWorld(board, h), r: CELL * 0.8 });
  }
  if (t.circle) {
    const c = toWorld(board, t.circle.at);
    const r = circleRadius(board, t.circle.radius);
    const opacity = t.kind === 'nebula' ? 0.45 : t.kind === 'planet' || t.kind === 'blackHole' ? 0.9 : 0.35;
    parts.push(`<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${colors.fill}" fill-opacity="${opacity}" stroke="${colors.stroke}" stroke-width="${n(2 * px)}"/>`);
    centres.push({ ...c, r });
  }
  if (t.polygon && t.polygon.length > 2) {
    const pts = t.polygon.map((p) => toWorld(board, p));
    parts.push(`<path d="${polygon(pts)}" fill="${colors.fill}" fill-opacity="0.45" stroke="${colors.stroke}" stroke-width="${n(2 * px)}" stroke-linejoin="round"/>`);
    const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    const half = Math.min(...pts.map((p) => Math.hypot(p.x - cx, p.y - cy)));
    centres.push({ x: cx, y: cy, r: Math.max(half, CELL * 0.5) });
  }
  // A mark in each place, so the kind shows without colour: rocks, a disc, a ringed void, crosses; nebulae stay a haze.
  for (const c of centres) parts.push(terrainMark(t.kind, c.x, c.y, Math.min(c.r, CELL * 0.8), frame));
  const first = centres[0];
  if (t.label && first) {
    parts.push(text(first.x, first.y + first.r + 22 * px, escapeLabel(t.label, 24), { size: 20 * px, fill: colors.stroke, testid: 'terrain-label' }));
  }
  return `<g data-testid="terrain" data-kind="${t.kind}">${parts.join('')}</g>`;
}

function terrainMark(kind: SceneTerrain['kind'], x: number, y: number, r: number, frame: Frame): string {
  const c = TERRAIN_COLORS[kind];
  const w = n(1.5 * frame.px);
  switch (kind) {
    case 'asteroids':
      return [[-0.35, -0.2, 0.18], [0.3, -0.3, 0.13], [0.05, 0.3, 0.22], [0.45, 0.25, 0.1]]
        .map(([dx = 0, dy = 0, rr = 0]) => `<circle cx="${n(x + dx * r)}" cy="${n(y + dy * r)}" r="${n(rr * r)}" fill="${c.stroke}"/>`)
        .join('');
    case 'planet':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="${c.stroke}" fill-opacity="0.8"/>`;
    case 'blackHole':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="#000" stroke="${c.stroke}" stroke-width="${n(3 * frame.px)}"/>`;
    case 'minefield': {
      const a = r * 0.3;
      return `<path d="M${n(x - a)} ${n(y - a)}L${n(x + a)} ${n(y + a)}M${n(x + a)} ${n(y - a)}L${n(x - a)} ${n(y + a)}" stroke="${c.stroke}" stroke-width="${w}"/>`;
    }
    case 'nebula':
      return '';
  }
}

