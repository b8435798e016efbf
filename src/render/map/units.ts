/**
 * Units: a glyph pointing along its facing in its side's colour and silhouette, a label above, a hull bar below,
 * a count badge for flights and salvos, a velocity arrow for vector games, and destroyed and cloaked states.
 * Glyphs and labels come out separately so every label can sit on top of every glyph.
 */
import type { Scene, SceneUnit } from '../../rules/core/scene.ts';
import { escapeLabel, escapeXml } from '../escape.ts';
import { CELL, facingDegrees, toWorld, vectorToWorld, type Frame } from './layout.ts';
import { BACKGROUND, DESTROYED, TEXT, hullColor, shapePath, type SideStyle } from './palette.ts';
import { n, text } from './svg.ts';

export interface UnitLayers {
  readonly glyphs: string;
  readonly labels: string;
}

/** Glyph radius in world units: a fraction of a hex, but never under ~11 output pixels. */
export function glyphRadius(frame: Frame): number {
  return Math.max(CELL * 0.62, 11 * frame.px);
}

export function renderUnits(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): UnitLayers {
  const shown = scene.units.filter((u) => u.status !== 'exited');
  // Destroyed wrecks first, so live ships are drawn over them.
  const order = [...shown.filter((u) => u.status === 'destroyed'), ...shown.filter((u) => u.status !== 'destroyed')];
  const glyphs: string[] = [];
  const labels: string[] = [];
  for (const u of order) {
    const style = styles.get(u.side);
    glyphs.push(unitGlyph(scene, u, frame, style));
    labels.push(unitLabel(scene, u, frame, style));
  }
  return { glyphs: glyphs.join(''), labels: labels.join('') };
}

function attrs(u: SceneUnit): string {
  return `data-id="${escapeXml(u.id)}" data-side="${escapeXml(u.side)}" data-kind="${u.kind}" data-status="${u.status}"${u.cloaked ? ' data-cloaked="true"' : ''}`;
}

function unitGlyph(scene: Scene, u: SceneUnit, frame: Frame, style: SideStyle | undefined): string {
  const at = toWorld(scene.board, u.at);
  const r = glyphRadius(frame);
  const px = frame.px;
  const dead = u.status === 'destroyed';
  const color = dead ? DESTROYED : (style?.color ?? TEXT);
  const shape = style?.shape ?? 'dart';
  const angle = n(facingDegrees(scene.board, u.facing));
  const outline = `stroke="${BACKGROUND}" stroke-width="${n(1.5 * px)}" stroke-linejoin="round"`;
  const fill = u.cloaked
    ? `fill="${color}" fill-opacity="0.2" stroke="${color}" stroke-width="${n(2.5 * px)}" stroke-dasharray="${n(5 * px)} ${n(3 * px)}"`
    : `fill="${color}" ${outline}`;
  const parts: string[] = [];
  if (u.velocity && (u.velocity.x !== 0 || u.velocity.y !== 0) && !dead) {
    const v = vectorToWorld(scene.board, u.velocity);
    const len = Math.hypot(v.x, v.y);
    const head = Math.min(10 * px, len * 0.5);
    const ux = v.x / len;
    const uy = v.y / len;
    const tip = { x: v.x, y: v.y };
    const l = { x: tip.x - ux * head - uy * head * 0.6, y: tip.y - uy * head + ux * head * 0.6 };
    const rr = { x: tip.x - ux * head + uy * head * 0.6, y: tip.y - uy * head - ux * head * 0.6 };
    parts.push(
      `<g data-testid="velocity"><path d="M0 0L${n(tip.x)} ${n(tip.y)}" stroke="${TEXT}" stroke-width="${n(2 * px)}" stroke-opacity="0.85"/>` +
        `<path d="M${n(tip.x)} ${n(tip.y)}L${n(l.x)} ${n(l.y)}L${n(rr.x)} ${n(rr.y)}Z" fill="${TEXT}" fill-opacity="0.85"/></g>`,
    );
  }
  switch (u.kind) {
    case 'ship':
      parts.push(`<g transform="rotate(${angle})"><path data-testid="glyph" d="${shapePath(shape, r)}" ${fill}/></g>`);
      break;
    case 'flight': {
      // Three small glyphs in a vee: a flight reads as "several small craft".
      const s = r * 0.5;
      const d = [
        [0, -r * 0.45],
        [-r * 0.55, r * 0.45],
        [r * 0.55, r * 0.45],
      ]
        .map(([x = 0, y = 0]) => `<path transform="translate(${n(x)} ${n(y)})" d="${shapePath(shape, s)}" ${fill}/>`)
        .join('');
      parts.push(`<g data-testid="glyph" transform="rotate(${angle})">${d}</g>`);
      break;
    }
    case 'salvo':
      parts.push(
        `<g data-testid="glyph" transform="rotate(${angle})"><path d="M0 ${n(-r)}L${n(r * 0.22)} ${n(-r * 0.5)}V${n(r * 0.7)}L${n(r * 0.4)} ${n(r)}H${n(-r * 0.4)}L${n(-r * 0.22)} ${n(r * 0.7)}V${n(-r * 0.5)}Z" ${fill}/></g>`,
      );
      break;
    case 'marker':
      parts.push(`<circle data-testid="glyph" r="${n(r * 0.45)}" fill="none" stroke="${color}" stroke-width="${n(2.5 * px)}"/>`);
      break;
  }
  if (dead) {
    const a = r * 0.8;
    parts.push(`<path data-testid="destroyed" d="M${n(-a)} ${n(-a)}L${n(a)} ${n(a)}M${n(a)} ${n(-a)}L${n(-a)} ${n(a)}" stroke="#ff5a4a" stroke-width="${n(3.5 * px)}" stroke-linecap="round"/>`);
  }
  return `<g data-testid="unit" ${attrs(u)} transform="translate(${n(at.x)} ${n(at.y)})"${dead ? ' opacity="0.75"' : ''}>${parts.join('')}</g>`;
}

function unitLabel(scene: Scene, u: SceneUnit, frame: Frame, style: SideStyle | undefined): string {
  const at = toWorld(scene.board, u.at);
  const r = glyphRadius(frame);
  const px = frame.px;
  const size = 22 * px;
  const parts: string[] = [];
  const name = u.label;
  parts.push(text(at.x, at.y - r - 6 * px, escapeLabel(name, 22), { size, fill: u.status === 'destroyed' ? DESTROYED : TEXT, bold: true, testid: 'unit-label' }));
  let below = at.y + r + 4 * px;
  if (u.hull && u.hull.of > 0 && u.status !== 'destroyed') {
    const w = Math.max(r * 2.4, 40 * px);
    const h = 7 * px;
    const frac = Math.max(0, Math.min(1, u.hull.left / u.hull.of));
    parts.push(
      `<g data-testid="hull-bar" data-left="${u.hull.left}" data-of="${u.hull.of}">` +
        `<rect x="${n(at.x - w / 2)}" y="${n(below)}" width="${n(w)}" height="${n(h)}" fill="${BACKGROUND}" stroke="${TEXT}" stroke-opacity="0.7" stroke-width="${n(1 * px)}"/>` +
        `<rect x="${n(at.x - w / 2)}" y="${n(below)}" width="${n(w * frac)}" height="${n(h)}" fill="${hullColor(frac)}"/></g>`,
    );
    below += h + 2 * px;
  }
  if (u.count !== undefined && (u.kind === 'flight' || u.kind === 'salvo')) {
    parts.push(text(at.x + r * 0.9, at.y + r * 0.2, `×${u.count}`, { size: 20 * px, fill: style?.color ?? TEXT, anchor: 'start', bold: true, testid: 'unit-count' }));
  }
  if (u.cloaked) {
    parts.push(text(at.x, below + 20 * px, 'cloaked', { size: 18 * px, fill: style?.color ?? TEXT, testid: 'unit-cloaked' }));
  }
  return `<g data-testid="unit-text" data-id="${escapeXml(u.id)}">${parts.join('')}</g>`;
}
