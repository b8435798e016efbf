/**
 * When the view is cropped, a small map of the whole board in the bottom-right corner: the board outline, a dot
 * per unit in its side's colour, and a frame around the part shown.
 */
import type { Scene } from '../../rules/core/scene.ts';
import { toWorld, type Frame } from './layout.ts';
import { BACKGROUND, BOARD_FILL, DESTROYED, TEXT, type SideStyle } from './palette.ts';
import { n } from './svg.ts';

export function renderInset(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): string {
  if (!frame.cropped) return '';
  const px = frame.px;
  const b = frame.board;
  const v = frame.view;
  // At most 240 × 160 output pixels.
  const k = Math.min((240 * px) / b.w, (160 * px) / b.h);
  const w = b.w * k;
  const h = b.h * k;
  const x0 = v.x + v.w - w - 12 * px;
  const y0 = v.y + v.h - h - 12 * px;
  const dots = scene.units
    .filter((u) => u.status !== 'exited')
    .map((u) => {
      const p = toWorld(scene.board, u.at);
      const color = u.status === 'destroyed' ? DESTROYED : (styles.get(u.side)?.color ?? TEXT);
      return `<circle cx="${n(x0 + (p.x - b.x) * k)}" cy="${n(y0 + (p.y - b.y) * k)}" r="${n(3 * px)}" fill="${color}"/>`;
    })
    .join('');
  const vx = Math.max(b.x, v.x);
  const vy = Math.max(b.y, v.y);
  const vw = Math.min(b.x + b.w, v.x + v.w) - vx;
  const vh = Math.min(b.y + b.h, v.y + v.h) - vy;
  return (
    `<g data-testid="inset">` +
    `<rect x="${n(x0 - 4 * px)}" y="${n(y0 - 4 * px)}" width="${n(w + 8 * px)}" height="${n(h + 8 * px)}" fill="${BACKGROUND}" fill-opacity="0.9"/>` +
    `<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" fill="${BOARD_FILL}" stroke="${TEXT}" stroke-opacity="0.5" stroke-width="${n(1 * px)}"/>` +
    dots +
    `<rect data-testid="inset-view" x="${n(x0 + (vx - b.x) * k)}" y="${n(y0 + (vy - b.y) * k)}" width="${n(Math.max(0, vw * k))}" height="${n(Math.max(0, vh * k))}" fill="none" stroke="${TEXT}" stroke-width="${n(2 * px)}"/>` +
    `</g>`
  );
}
