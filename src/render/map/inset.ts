/**
 * When the view is cropped, a small map of the whole board in a corner: the board outline, a dot per unit in its
 * side's colour, and a frame around the part shown. It goes in the first corner (bottom-right, bottom-left,
 * top-right, top-left) where it covers no unit, hull bar or legend, and is left out when every corner is taken.
 */
import type { Scene } from '../../rules/core/scene.ts';
import { overlaps, type MapBox } from './label-placement.ts';
import { toWorld, type Frame, type Rect } from './layout.ts';
import { BACKGROUND, BOARD_FILL, DESTROYED, TEXT, type SideStyle } from './palette.ts';
import { EDGE_LEFT, EDGE_TOP } from './board.ts';
import { n } from './svg.ts';

/** The inset's markup and the box it covers, or nothing. */
export function renderInset(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>, taken: readonly MapBox[]): { svg: string; rect?: Rect } {
  if (!frame.cropped) return { svg: '' };
  const px = frame.px;
  const b = frame.board;
  // At most 240 × 160 output pixels.
  const k = Math.min((240 * px) / b.w, (160 * px) / b.h);
  const w = b.w * k;
  const h = b.h * k;
  const spot = insetCorners(frame, w + 8 * px, h + 8 * px).find((c) => !taken.some((t) => overlaps(c, t.rect)));
  if (!spot) return { svg: '' };
  const x0 = spot.x + 4 * px;
  const y0 = spot.y + 4 * px;
  const dots = scene.units
    .filter((u) => u.status !== 'exited')
    .map((u) => {
      const p = toWorld(scene.board, u.at);
      const color = u.status === 'destroyed' ? DESTROYED : (styles.get(u.side)?.color ?? TEXT);
      return `<circle cx="${n(x0 + (p.x - b.x) * k)}" cy="${n(y0 + (p.y - b.y) * k)}" r="${n(3 * px)}" fill="${color}"/>`;
    })
    .join('');
  const svg =
    `<g data-testid="inset">` +
    `<rect x="${n(spot.x)}" y="${n(spot.y)}" width="${n(spot.w)}" height="${n(spot.h)}" fill="${BACKGROUND}" fill-opacity="0.9"/>` +
    `<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" fill="${BOARD_FILL}" stroke="${TEXT}" stroke-opacity="0.5" stroke-width="${n(1 * px)}"/>` +
    dots +
    viewFrame(frame, x0, y0, k) +
    `</g>`;
  return { svg, rect: spot };
}

/** The four corner boxes of the view, inside the edge strips, bottom-right first. */
function insetCorners(frame: Frame, w: number, h: number): Rect[] {
  const v = frame.view;
  const m = 8 * frame.px;
  const left = v.x + EDGE_LEFT * frame.px + m;
  const right = v.x + v.w - w - m;
  const top = v.y + EDGE_TOP * frame.px + m;
  const bottom = v.y + v.h - h - m;
  return [
    { x: right, y: bottom, w, h },
    { x: left, y: bottom, w, h },
    { x: right, y: top, w, h },
    { x: left, y: top, w, h },
  ];
}

function viewFrame(frame: Frame, x0: number, y0: number, k: number): string {
  const b = frame.board;
  const v = frame.view;
  const vx = Math.max(b.x, v.x);
  const vy = Math.max(b.y, v.y);
  const vw = Math.min(b.x + b.w, v.x + v.w) - vx;
  const vh = Math.min(b.y + b.h, v.y + v.h) - vy;
  return `<rect data-testid="inset-view" x="${n(x0 + (vx - b.x) * k)}" y="${n(y0 + (vy - b.y) * k)}" width="${n(Math.max(0, vw * k))}" height="${n(Math.max(0, vh * k))}" fill="none" stroke="${TEXT}" stroke-width="${n(2 * frame.px)}"/>`;
}
