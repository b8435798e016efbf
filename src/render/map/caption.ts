/**
 * The caption band above the board: game, turn and step on the left, and a legend on the right that pairs each
 * side's colour with its glyph shape (so the legend itself works for colour-blind readers).
 */
import { escapeLabel, escapeXml } from '../escape.ts';
import type { Frame } from './layout.ts';
import { BACKGROUND, GRID, TEXT, shapePath, type SideStyle } from './palette.ts';
import { clipGlyphs } from '../../rules/core/cut-text.ts';
import { measureText } from '../glyphs.ts';
import { n, text } from './svg.ts';

export function renderCaption(caption: string, frame: Frame, styles: ReadonlyMap<string, SideStyle>): string {
  const px = frame.px;
  const v = frame.view;
  const top = v.y - frame.captionHeight;
  // 11 px at Discord's 550 px on a landscape map, as every label (layout.ts READABLE_PX).
  const size = 28 * px;
  const base = top + frame.captionHeight / 2 + size * 0.36;
  const legend: string[] = [];
  let x = v.x + v.w - 16 * px;
  for (const style of [...styles.values()].reverse()) {
    const label = escapeLabel(style.side, 10);
    // Measured, so the icon keeps a clear gap before its side's name.
    const width = measureText(clipGlyphs(style.side, 10), size, true);
    legend.push(text(x, base, label, { size, fill: style.color, anchor: 'end', bold: true, halo: 0 }));
    x -= width + 24 * px;
    legend.push(`<path transform="translate(${n(x)} ${n(top + frame.captionHeight / 2)})" d="${shapePath(style.shape, 14 * px)}" fill="${style.color}"/>`);
    x -= 34 * px;
  }
  const room = Math.max(10, Math.floor((x - v.x - 16 * px) / (size * 0.6)));
  return (
    `<g data-testid="caption-band"><rect x="${n(v.x)}" y="${n(top)}" width="${n(v.w)}" height="${n(frame.captionHeight)}" fill="${BACKGROUND}"/>` +
    `<path d="M${n(v.x)} ${n(v.y)}H${n(v.x + v.w)}" stroke="${GRID}" stroke-width="${n(2 * px)}"/>` +
    text(v.x + 16 * px, base, escapeLabel(caption, room), { size, fill: TEXT, anchor: 'start', bold: true, halo: 0, testid: 'caption' }) +
    `<g data-testid="legend" data-sides="${escapeXml([...styles.keys()].join(','))}">${legend.join('')}</g></g>`
  );
}
