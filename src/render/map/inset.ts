/**
 * When the view is cropped, a small map of the whole board at the right end of the legend band under the view
 * (never over the board, where it hid a corner of it): the board outline, a dot per unit in its side's colour, and
 * a frame around the part shown. The legend band is made tall enough for it (./legend.ts).
 */
import type { Scene } from '../../rules/core/scene.ts';
import { toWorld, type Frame, type Rect } from './layout.ts';
import { BACKGROUND, BOARD_FILL, DESTROYED, TEXT, type SideStyle } from './palette.ts';
import { n } from './svg.ts';

/** The inset's largest size and its margin in the legend band, in design pixels. */
export const INSET_W = 220;
export const INSET_H = 130;
export const INSET_MARGIN = 8;

/** The inset's markup and the box it covers, or nothing. */
export function renderInset(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): { svg: string; rect?: Rect } {
  if (!frame.cropped || frame.legendHeight <= 0) return { svg: '' };
  const px = frame.px;
  const b = frame.board;
  const k = Math.min((INSET_W * px) / b.w, (INSET_H * px) / b.h);
  const w = b.w * k;
  const h = b.h * k;
  const v = frame.view;
  const m = INSET_MARGIN * px;
  const spot = { x: v.x + v.w - w - 3 * m, y: v.y + v.h + (frame.legendHeight - h) / 2 - m, w: w + 2 * m, h: h + 2 * m };
  const x0 = spot.x + m;
  const y0 = spot.y + m;
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

function viewFrame(frame: Frame, x0: number, y0: number, k: number): string {
  const b = frame.board;
  const v = frame.view;
  const vx = Math.max(b.x, v.x);
  const vy = Math.max(b.y, v.y);
  const vw = Math.min(b.x + b.w, v.x + v.w) - vx;
  const vh = Math.min(b.y + b.h, v.y + v.h) - vy;
  return `<rect data-testid="inset-view" x="${n(x0 + (vx - b.x) * k)}" y="${n(y0 + (vy - b.y) * k)}" width="${n(Math.max(0, vw * k))}" height="${n(Math.max(0, vh * k))}" fill="none" stroke="${TEXT}" stroke-width="${n(2 * frame.px)}"/>`;
}
