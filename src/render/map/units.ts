/**
 * Units: a glyph pointing along its facing in its side's colour and silhouette, a hull bar below, a velocity
 * arrow for vector games, cloaked and destroyed states (a wreck: greyed, crossed out, its name kept, its hull bar
 * empty). A wreck's glyph lies under the live units, but its cross is drawn over every unit, so a wreck beside a
 * live ship is never hidden. Names, count badges and "cloaked" notes are label requests for the placement pass
 * (./label-placement.ts); glyphs and hull bars are the obstacles they must keep clear of, velocity arrows the lines
 * they must not cross.
 */
import { clipGlyphs } from '../../rules/core/cut-text.ts';
import type { Scene, SceneUnit } from '../../rules/core/scene.ts';
import { escapeXml } from '../escape.ts';
import { CELL, facingDegrees, toWorld, vectorToWorld, type Frame } from './layout.ts';
import { squareAround, type LabelRequest, type MapBox, type Segment } from './label-placement.ts';
import { BACKGROUND, DESTROYED, TEXT, WRECK_MARK, hullColor, shapePath, type SideStyle } from './palette.ts';
import { n } from './svg.ts';

export interface UnitLayers {
  readonly glyphs: string;
  /** Wrecks' crosses, drawn over every glyph. */
  readonly wrecks: string;
  readonly boxes: readonly MapBox[];
  readonly labels: readonly LabelRequest[];
  /** Velocity arrows, from the unit to the arrow's tip (world units). */
  readonly arrows: readonly Segment[];
}

/** Glyph radius in world units: a fraction of a hex, but never under 16 design pixels (6 px at Discord's 550 px). */
export function glyphRadius(frame: Frame): number {
  return Math.max(CELL * 0.62, 16 * frame.px);
}

/** Units drawn, wrecks first so live ships are drawn over them. */
export function shownUnits(scene: Scene): SceneUnit[] {
  const shown = scene.units.filter((u) => u.status !== 'exited');
  return [...shown.filter((u) => u.status === 'destroyed'), ...shown.filter((u) => u.status !== 'destroyed')];
}

export function renderUnits(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): UnitLayers {
  const glyphs: string[] = [];
  const wrecks: string[] = [];
  const boxes: MapBox[] = [];
  const arrows: Segment[] = [];
  for (const u of shownUnits(scene)) {
    const at = toWorld(scene.board, u.at);
    glyphs.push(unitGlyph(scene, u, frame, styles.get(u.side)));
    if (u.status === 'destroyed') wrecks.push(wreckCross(u, at, frame));
    const v = arrowOf(scene, u);
    if (v) arrows.push({ a: at, b: { x: at.x + v.x, y: at.y + v.y } });
    boxes.push({ kind: 'glyph', rect: squareAround(at, glyphRadius(frame)), of: u.id });
    const bar = hullBar(u, at, frame);
    if (bar) {
      glyphs.push(bar.svg);
      boxes.push({ kind: 'hull', rect: bar.rect, of: u.id });
    }
  }
  return { glyphs: glyphs.join(''), wrecks: wrecks.join(''), boxes, labels: unitLabels(scene, frame, styles), arrows };
}

/** The velocity arrow's displacement in world units, or none (standing still, or a wreck). */
function arrowOf(scene: Scene, u: SceneUnit): { x: number; y: number } | undefined {
  if (!u.velocity || (u.velocity.x === 0 && u.velocity.y === 0) || u.status === 'destroyed') return undefined;
  return vectorToWorld(scene.board, u.velocity);
}

/** A wreck's cross, dark under bright, over the glyphs of every unit. */
function wreckCross(u: SceneUnit, at: { x: number; y: number }, frame: Frame): string {
  const a = glyphRadius(frame) * 0.85;
  const px = frame.px;
  const d = `M${n(-a)} ${n(-a)}L${n(a)} ${n(a)}M${n(a)} ${n(-a)}L${n(-a)} ${n(a)}`;
  return (
    `<g data-testid="destroyed" data-id="${escapeXml(u.id)}" transform="translate(${n(at.x)} ${n(at.y)})">` +
    `<path d="${d}" stroke="${BACKGROUND}" stroke-width="${n(7 * px)}" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${WRECK_MARK}" stroke-width="${n(3.5 * px)}" stroke-linecap="round"/></g>`
  );
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
  const outline = `stroke="${BACKGROUND}" stroke-width="${n(1.5 * px)}" stroke-linejoin="round"`;
  const fill = u.cloaked
    ? `fill="${color}" fill-opacity="0.2" stroke="${color}" stroke-width="${n(2.5 * px)}" stroke-dasharray="${n(5 * px)} ${n(3 * px)}"`
    : `fill="${color}" ${outline}`;
  const parts: string[] = [];
  const v = arrowOf(scene, u);
  if (v) parts.push(velocityArrow(v, px));
  parts.push(glyphShape(u, style, r, fill, facingDegrees(scene.board, u.facing), px, color));
  if (u.cloaked) parts.push(cloakMark(0, 0, r * 1.2, color, px));
  return `<g data-testid="unit" ${attrs(u)} transform="translate(${n(at.x)} ${n(at.y)})">${parts.join('')}</g>`;
}

/**
 * The cloak: a dashed ring around the (see-through) glyph, in the side's colour, dark under bright so it shows on any
 * terrain. Only maps of the ship's own side get it (Starmada views/visibility.ts `seesCloak`).
 */
export function cloakMark(x: number, y: number, r: number, color: string, px: number): string {
  const ring = (stroke: string, width: number) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${stroke}" stroke-width="${n(width * px)}" stroke-dasharray="${n(9 * px)} ${n(5 * px)}"/>`;
  return `<g data-testid="cloak-mark"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" fill-opacity="0.12"/>${ring(BACKGROUND, 7)}${ring(color, 4)}</g>`;
}

function velocityArrow(v: { x: number; y: number }, px: number): string {
  const len = Math.hypot(v.x, v.y);
  const head = Math.min(10 * px, len * 0.5);
  const ux = v.x / len;
  const uy = v.y / len;
  const l = { x: v.x - ux * head - uy * head * 0.6, y: v.y - uy * head + ux * head * 0.6 };
  const rr = { x: v.x - ux * head + uy * head * 0.6, y: v.y - uy * head - ux * head * 0.6 };
  return (
    `<g data-testid="velocity"><path d="M0 0L${n(v.x)} ${n(v.y)}" stroke="${TEXT}" stroke-width="${n(2 * px)}" stroke-opacity="0.85"/>` +
    `<path d="M${n(v.x)} ${n(v.y)}L${n(l.x)} ${n(l.y)}L${n(rr.x)} ${n(rr.y)}Z" fill="${TEXT}" fill-opacity="0.85"/></g>`
  );
}

function glyphShape(u: SceneUnit, style: SideStyle | undefined, r: number, fill: string, angle: number, px: number, color: string): string {
  const shape = style?.shape ?? 'dart';
  const rot = `rotate(${n(angle)})`;
  switch (u.kind) {
    case 'ship':
      return `<g transform="${rot}"><path data-testid="glyph" d="${shapePath(shape, r)}" ${fill}/></g>`;
    case 'flight': {
      // Three small glyphs in a vee: a flight reads as "several small craft".
      const vee = [[0, -r * 0.45], [-r * 0.55, r * 0.45], [r * 0.55, r * 0.45]]
        .map(([x = 0, y = 0]) => `<path transform="translate(${n(x)} ${n(y)})" d="${shapePath(shape, r * 0.5)}" ${fill}/>`)
        .join('');
      return `<g data-testid="glyph" transform="${rot}">${vee}</g>`;
    }
    case 'salvo':
      return `<g data-testid="glyph" transform="${rot}"><path d="${salvoPath(r)}" ${fill}/></g>`;
    case 'marker':
      return `<circle data-testid="glyph" r="${n(r * 0.45)}" fill="none" stroke="${color}" stroke-width="${n(2.5 * px)}"/>`;
  }
}

export function salvoPath(r: number): string {
  return `M0 ${n(-r)}L${n(r * 0.22)} ${n(-r * 0.5)}V${n(r * 0.7)}L${n(r * 0.4)} ${n(r)}H${n(-r * 0.4)}L${n(-r * 0.22)} ${n(r * 0.7)}V${n(-r * 0.5)}Z`;
}

/** The hull bar under a unit (a wreck's is empty and grey), and its box. */
function hullBar(u: SceneUnit, at: { x: number; y: number }, frame: Frame): { svg: string; rect: { x: number; y: number; w: number; h: number } } | undefined {
  if (!u.hull || u.hull.of <= 0) return undefined;
  const px = frame.px;
  const r = glyphRadius(frame);
  const w = Math.max(r * 2.4, 40 * px);
  const h = 7 * px;
  const rect = { x: at.x - w / 2, y: at.y + r + 4 * px, w, h };
  const dead = u.status === 'destroyed';
  const frac = dead ? 0 : Math.max(0, Math.min(1, u.hull.left / u.hull.of));
  const svg =
    `<g data-testid="hull-bar" data-left="${dead ? 0 : u.hull.left}" data-of="${u.hull.of}">` +
    `<rect x="${n(rect.x)}" y="${n(rect.y)}" width="${n(w)}" height="${n(h)}" fill="${BACKGROUND}" stroke="${dead ? DESTROYED : TEXT}" stroke-opacity="0.7" stroke-width="${n(1 * px)}"/>` +
    (frac > 0 ? `<rect x="${n(rect.x)}" y="${n(rect.y)}" width="${n(w * frac)}" height="${n(h)}" fill="${hullColor(frac)}"/>` : '') +
    `</g>`;
  return { svg, rect: { ...rect, y: rect.y - px, h: h + 2 * px } };
}

/** Names first (ships before the rest; a flight's or salvo's with its count), then cloak notes. */
function unitLabels(scene: Scene, frame: Frame, styles: ReadonlyMap<string, SideStyle>): LabelRequest[] {
  const px = frame.px;
  const r = glyphRadius(frame);
  const units = shownUnits(scene).sort((a, b) => rank(a) - rank(b));
  // A flight's or salvo's count goes with its name ("Monsoon F2 ×6"), so stacked counters keep theirs apart.
  const counted = (u: SceneUnit): boolean => u.count !== undefined && (u.kind === 'flight' || u.kind === 'salvo');
  const names: LabelRequest[] = units.map((u) => ({
    text: counted(u) ? `${clipGlyphs(u.label, 22)} ×${u.count}`.trim() : u.label, max: counted(u) ? 30 : 22, size: 24 * px, bold: true, fill: u.status === 'destroyed' ? DESTROYED : TEXT, testid: 'unit-label',
    anchors: [toWorld(scene.board, u.at)], clear: r, of: u.id,
  }));
  const extras = units.flatMap((u): LabelRequest[] => {
    const at = toWorld(scene.board, u.at);
    const color = styles.get(u.side)?.color ?? TEXT;
    const out: LabelRequest[] = [];
    if (u.cloaked) out.push({ text: 'cloaked', max: 8, size: 20 * px, bold: false, fill: color, testid: 'unit-cloaked', anchors: [at], clear: r, of: u.id, prefer: 'S' });
    if (u.altitude !== undefined && u.status === 'active') out.push({ text: `alt ${u.altitude}`, max: 6, size: 18 * px, bold: false, fill: color, testid: 'unit-altitude', anchors: [at], clear: r, of: u.id, prefer: 'S' });
    return out;
  });
  return [...names, ...extras];
}

function rank(u: SceneUnit): number {
  if (u.status === 'destroyed') return 2;
  return u.kind === 'ship' ? 0 : 1;
}
