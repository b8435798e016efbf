/**
 * Overlays: trails of the last move, firing arcs by range band (several arcs of one unit: ./arc-set.ts), plotted
 * paths (dashed, with a ghost of the final facing), fire lines (hit: solid with a burst; miss: dashed with an open
 * ring; declared: dotted with a target ring — pattern, not only colour), seekers' lines to their targets and
 * explosions. Each part returns its markup, its labels (placed later by ./label-placement.ts) and the lines a
 * label had better not cross.
 */
import type { Hex } from '../../rules/core/hex.ts';
import { onBoard } from '../../rules/core/offset.ts';
import type { Place, Scene, SceneOverlay } from '../../rules/core/scene.ts';
import { escapeXml } from '../escape.ts';
import { arcColors, dashArray, renderArcSet, type ArcOrigin } from './arc-set.ts';
import { hexOutline } from './board.ts';
import { circleRadius, DISCORD_WIDTH, facingDegrees, isHex, toWorld, type Frame } from './layout.ts';
import { segments, type LabelRequest, type Segment } from './label-placement.ts';
import { BLAST, HIT, MISS, TEXT, shapePath, type SideStyle } from './palette.ts';
import { n, polygon, polyline } from './svg.ts';
import { glyphRadius } from './units.ts';

type Styles = ReadonlyMap<string, SideStyle>;

/** A drawn part: markup, label requests and soft lines. */
export interface Layer {
  readonly svg: string;
  readonly labels: readonly LabelRequest[];
  readonly soft: readonly Segment[];
}

export function sideOf(scene: Scene, unitId: string, styles: Styles): SideStyle | undefined {
  const unit = scene.units.find((u) => u.id === unitId);
  return unit ? styles.get(unit.side) : undefined;
}

function points(scene: Scene, path: readonly Place[]): { x: number; y: number }[] {
  return path.map((p) => toWorld(scene.board, p));
}

/** Trails; a unit that left the board is not drawn, so its trail's end carries its name. */
export function renderTrails(scene: Scene, frame: Frame, styles: Styles): Layer {
  const px = frame.px;
  const trails = scene.trails.filter((t) => t.path.length > 1);
  const svg = trails
    .map((t) => {
      const color = sideOf(scene, t.unitId, styles)?.color ?? TEXT;
      const pts = points(scene, t.path);
      const dots = pts.slice(0, -1).map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(3.5 * px)}" fill="${color}"/>`).join('');
      return `<g data-testid="trail" data-unit="${escapeXml(t.unitId)}" opacity="0.7"><path d="${polyline(pts)}" fill="none" stroke="${color}" stroke-width="${n(3 * px)}" stroke-linejoin="round" stroke-linecap="round"/>${dots}</g>`;
    })
    .join('');
  const labels = trails.flatMap((t): LabelRequest[] => {
    const unit = scene.units.find((u) => u.id === t.unitId);
    const end = t.path[t.path.length - 1];
    if (!unit || unit.status !== 'exited' || !end) return [];
    const fill = styles.get(unit.side)?.color ?? TEXT;
    return [{ text: `${unit.label} (left)`, max: 26, size: 22 * px, bold: true, fill, testid: 'trail-label', anchors: [toWorld(scene.board, end)], clear: 6 * px, of: unit.id }];
  });
  return { svg, labels, soft: trails.flatMap((t) => segments(points(scene, t.path))) };
}

type ArcOverlay = Extract<SceneOverlay, { kind: 'arc' }>;

/** Arc overlays by unit, in the order of their first appearance. */
export function arcsByUnit(scene: Scene): Map<string, ArcOverlay[]> {
  const byUnit = new Map<string, ArcOverlay[]>();
  for (const o of scene.overlays) if (o.kind === 'arc') byUnit.set(o.unitId, [...(byUnit.get(o.unitId) ?? []), o]);
  return byUnit;
}

/** Fill opacity of range band `i`: near bands darker, far ones lighter, each distinct. */
export function bandOpacity(i: number): number {
  return [0.34, 0.22, 0.13, 0.07][Math.min(i, 3)] ?? 0.07;
}

/**
 * Arcs go under everything else. A unit with one arc: translucent hexes, nearer bands more opaque, band names and
 * the arc's name as labels. A unit with several: each band shaded once, the arcs' outlines over them
 * (./arc-set.ts; their names go in the arc legend).
 */
export function renderArcs(scene: Scene, frame: Frame, styles: Styles): Layer {
  const byUnit = arcsByUnit(scene);
  const svg: string[] = [];
  const labels: LabelRequest[] = [];
  for (const [unitId, arcs] of byUnit) {
    const color = sideOf(scene, unitId, styles)?.color ?? TEXT;
    if (arcs.some((o) => o.area)) {
      for (const o of arcs) svg.push(freeArc(scene, o, arcs, frame, color));
      const title = arcs.length === 1 ? (arcTitle(scene, arcs[0], frame, color) ?? areaTitle(scene, arcs[0], frame)) : undefined;
      if (title) labels.push(title);
    } else if (arcs.length > 1) {
      const set = renderArcSet(arcs, color, frame, unitOnHex(scene, unitId));
      svg.push(bandShades(arcs, color), set.svg);
      labels.push(...set.labels);
    } else {
      const one = singleArc(scene, arcs[0] as ArcOverlay, frame, color);
      svg.push(one.svg);
      labels.push(...one.labels);
    }
  }
  return { svg: svg.join(''), labels, soft: [] };
}

/** Every hex reached by some arc, shaded by the nearest band that reaches it. */
function bandShades(arcs: readonly ArcOverlay[], color: string): string {
  const seen = new Set<string>();
  const rows: string[] = [];
  const depth = Math.max(...arcs.map((o) => o.bands?.length ?? 1));
  for (let i = 0; i < depth; i++) {
    const hexes = arcs.flatMap((o) => (o.bands && o.bands.length > 0 ? (o.bands[i]?.hexes ?? []) : i === 0 ? o.hexes : []));
    const fresh = hexes.filter((h) => !seen.has(`${h.q},${h.r}`) && seen.add(`${h.q},${h.r}`));
    if (fresh.length === 0) continue;
    rows.push(`<path data-testid="arc-shade" data-band="${i}" d="${fresh.map((h) => polygon(hexOutline(h))).join('')}" fill="${color}" fill-opacity="${bandOpacity(i).toFixed(2)}" stroke="none"/>`);
  }
  return `<g data-testid="arc-shades">${rows.join('')}</g>`;
}

function singleArc(scene: Scene, o: ArcOverlay, frame: Frame, color: string): { svg: string; labels: LabelRequest[] } {
  const px = frame.px;
  const bands = o.bands && o.bands.length > 0 ? o.bands : [{ name: '', hexes: o.hexes }];
  const parts = bands.map(
    (b, i) =>
      `<path data-testid="arc-band" data-band="${escapeXml(b.name)}" d="${b.hexes.map((h) => polygon(hexOutline(h))).join('')}" fill="${color}" fill-opacity="${bandOpacity(i).toFixed(2)}" stroke="${color}" stroke-opacity="0.35" stroke-width="${n(1 * px)}"/>`,
  );
  const unit = scene.units.find((u) => u.id === o.unitId);
  const origin = unit ? toWorld(scene.board, unit.at) : undefined;
  // Band names at the hex of each band farthest from the unit's glyph, so they don't sit under the ship.
  const labels = bands.flatMap((b): LabelRequest[] => {
    if (!b.name || !origin || b.hexes.length === 0) return [];
    const far = b.hexes.map((h) => toWorld(scene.board, h)).reduce((a, c) => (Math.hypot(c.x - origin.x, c.y - origin.y) > Math.hypot(a.x - origin.x, a.y - origin.y) ? c : a));
    return [{ text: b.name, max: 12, size: 20 * px, bold: false, fill: color, testid: 'arc-band-label', anchors: [far], clear: 0 }];
  });
  const title = arcTitle(scene, o, frame, color);
  return { svg: `<g data-testid="arc" data-unit="${escapeXml(o.unitId)}">${parts.join('')}</g>`, labels: title ? [...labels, title] : labels };
}

function arcTitle(scene: Scene, o: ArcOverlay | undefined, frame: Frame, color: string): LabelRequest | undefined {
  const unit = o ? scene.units.find((u) => u.id === o.unitId) : undefined;
  if (!o || !unit || !o.label) return undefined;
  const at = toWorld(scene.board, unit.at);
  return { text: o.label, max: 24, size: 20 * frame.px, bold: false, fill: color, testid: 'arc-label', anchors: [at], clear: glyphRadius(frame), prefer: 'S', of: o.unitId };
}

/** An area of no unit's (a deployment strip): named in its middle. */
function areaTitle(scene: Scene, o: ArcOverlay | undefined, frame: Frame): LabelRequest | undefined {
  const pts = points(scene, o?.area ?? []);
  if (!o || !o.label || pts.length === 0 || scene.units.some((u) => u.id === o.unitId)) return undefined;
  const c = { x: pts.reduce((a, p) => a + p.x, 0) / pts.length, y: pts.reduce((a, p) => a + p.y, 0) / pts.length };
  return { text: o.label, max: 28, size: 20 * frame.px, bold: false, fill: TEXT, testid: 'zone-label', anchors: [c], clear: 0, overWalls: true };
}

/** A free-board arc (a sector, or a mass driver's line of fire): a faint fill with an outline in its own colour and dash. */
function freeArc(scene: Scene, o: ArcOverlay, arcs: readonly ArcOverlay[], frame: Frame, unitColor: string): string {
  const px = frame.px;
  const area = o.area ?? [];
  if (area.length < 2) return '';
  const k = Math.max(0, arcs.indexOf(o));
  const color = arcColors(unitColor, arcs.length)[k] ?? TEXT;
  const shape = `<path data-testid="arc-area" d="${polygon(points(scene, area))}" fill="${color}" fill-opacity="${arcs.length > 1 ? '0.06' : '0.14'}" stroke="${color}" stroke-opacity="0.9" stroke-width="${n(3 * px)}" stroke-linejoin="round"${dashArray(k, px)}/>`;
  return `<g data-testid="arc" data-unit="${escapeXml(o.unitId)}">${shape}</g>`;
}

/** Where a unit stands, which way it faces in degrees, and the board's hexes, when it is on a hex board. */
function unitOnHex(scene: Scene, unitId: string): ArcOrigin | undefined {
  const unit = scene.units.find((u) => u.id === unitId);
  const board = scene.board;
  if (!unit || !isHex(unit.at) || board.kind !== 'hex') return undefined;
  return { at: unit.at, facing: facingDegrees(board, unit.facing), onBoard: (h: Hex) => onBoard(board, h) };
}

type PlotOverlay = Extract<SceneOverlay, { kind: 'plot' }>;

/** Plotted paths: a dashed line and a ghost of the final facing; the label at the ghost. */
export function renderPlots(scene: Scene, frame: Frame, styles: Styles): Layer {
  const px = frame.px;
  const r = glyphRadius(frame);
  const plots = scene.overlays.filter((o): o is PlotOverlay => o.kind === 'plot');
  const svg = plots
    .map((o) => {
      const style = sideOf(scene, o.unitId, styles);
      const color = style?.color ?? TEXT;
      const pts = points(scene, o.path);
      const end = pts[pts.length - 1];
      if (!end) return '';
      const line = pts.length > 1 ? `<path d="${polyline(pts)}" fill="none" stroke="${color}" stroke-width="${n(3 * px)}" stroke-dasharray="${n(9 * px)} ${n(6 * px)}" stroke-linecap="round"/>` : '';
      const ghost = `<g transform="translate(${n(end.x)} ${n(end.y)}) rotate(${n(facingDegrees(scene.board, o.facing))})"><path data-testid="plot-ghost" d="${shapePath(style?.shape ?? 'dart', r)}" fill="none" stroke="${color}" stroke-width="${n(2.5 * px)}" stroke-dasharray="${n(5 * px)} ${n(3 * px)}"/></g>`;
      return `<g data-testid="plot" data-unit="${escapeXml(o.unitId)}">${line}${ghost}</g>`;
    })
    .join('');
  const labels = plots.flatMap((o): LabelRequest[] => {
    const last = o.path[o.path.length - 1];
    if (!last) return [];
    const fill = sideOf(scene, o.unitId, styles)?.color ?? TEXT;
    return [{ text: o.label, max: 28, size: 22 * px, bold: true, fill, testid: 'plot-label', anchors: [toWorld(scene.board, last)], clear: r, of: o.unitId }];
  });
  return { svg, labels, soft: plots.flatMap((o) => segments(points(scene, o.path))) };
}

type FireOverlay = Extract<SceneOverlay, { kind: 'fire' }>;

/**
 * Resolved and declared shots. Two units firing at each other get two lines, each moved aside to its own right by
 * half of SPLIT_PX (at Discord's width), so "miss" one way and "1 of 4 hit" the other are told apart by line, mark
 * and label; each label sits along its own line, on its own side, nearer the firer.
 */
export function renderFire(scene: Scene, frame: Frame): Layer {
  const px = frame.px;
  const shots = scene.overlays.filter((o): o is FireOverlay => o.kind === 'fire');
  const lines: Segment[] = [];
  const labels: LabelRequest[] = [];
  const aside = (SPLIT_PX / 2) * (frame.view.w / DISCORD_WIDTH);
  const svg = shots
    .map((o) => {
      const { a, b, side } = shotEnds(scene, o, shots, aside);
      lines.push({ a, b });
      const color = o.declared ? TEXT : o.hit ? HIT : MISS;
      if (o.label) {
        const along = (side ? [0.4, 0.3, 0.5, 0.2, 0.6] : [0.5, 0.35, 0.65, 0.2, 0.8]).map((t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }));
        labels.push({ text: o.label, max: 48, size: 22 * px, bold: true, fill: color, testid: 'fire-label', anchors: along, clear: 4 * px, ...(side ? { prefer: side } : {}) });
      }
      return `<g data-testid="fire" data-hit="${o.hit}"${o.declared ? ' data-declared="true"' : ''}>${shotLine(o, a, b, color, px)}</g>`;
    })
    .join('');
  return { svg, labels, soft: lines };
}

/** Pixels (at Discord's width) between the two lines of shots fired both ways between the same places. */
const SPLIT_PX = 10;

const samePlace = (p: Place, q: Place): boolean => (isHex(p) && isHex(q) ? p.q === q.q && p.r === q.r : !isHex(p) && !isHex(q) && p.x === q.x && p.y === q.y);

/** A shot's ends in world units; moved `aside` to its right when another shot goes the other way, with that side. */
function shotEnds(scene: Scene, o: FireOverlay, shots: readonly FireOverlay[], aside: number): { a: Pt; b: Pt; side?: 'N' | 'S' | 'E' | 'W' } {
  const a = toWorld(scene.board, o.from);
  const b = toWorld(scene.board, o.to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0 || !shots.some((r) => r !== o && samePlace(r.from, o.to) && samePlace(r.to, o.from))) return { a, b };
  // Right of the direction of fire (y grows southward): (−dy, dx).
  const nx = -(b.y - a.y) / len;
  const ny = (b.x - a.x) / len;
  const side = Math.abs(nx) > Math.abs(ny) ? (nx > 0 ? 'E' : 'W') : ny > 0 ? 'S' : 'N';
  return { a: { x: a.x + nx * aside, y: a.y + ny * aside }, b: { x: b.x + nx * aside, y: b.y + ny * aside }, side };
}

type Pt = { readonly x: number; readonly y: number };

function shotLine(o: FireOverlay, a: { x: number; y: number }, b: { x: number; y: number }, color: string, px: number): string {
  const dash = o.declared ? ` stroke-dasharray="${n(3 * px)} ${n(6 * px)}"` : o.hit ? '' : ` stroke-dasharray="${n(10 * px)} ${n(7 * px)}"`;
  const line = `<path d="M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}" stroke="${color}" stroke-width="${n((o.hit && !o.declared ? 4 : 3) * px)}" stroke-linecap="round"${dash}/>`;
  // A declared shot ends in a target ring; a resolved one in a burst (hit) or an empty circle (miss).
  const mark = o.declared
    ? `<circle cx="${n(b.x)}" cy="${n(b.y)}" r="${n(16 * px)}" fill="none" stroke="${color}" stroke-width="${n(2.5 * px)}"/>`
    : o.hit
      ? burst(b.x, b.y, 14 * px, 3 * px, HIT)
      : `<circle cx="${n(b.x)}" cy="${n(b.y)}" r="${n(9 * px)}" fill="none" stroke="${MISS}" stroke-width="${n(2 * px)}"/>`;
  return line + mark;
}

export function burst(x: number, y: number, r: number, w: number, color: string): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i;
    d += `M${n(x + Math.cos(a) * r * 0.35)} ${n(y + Math.sin(a) * r * 0.35)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
}

/** Seekers, salvos and flights on their way: a thin dotted line in their side's colour to the target's glyph. */
export function renderTargets(scene: Scene, frame: Frame, styles: Styles): Layer {
  const px = frame.px;
  const r = glyphRadius(frame);
  const lines: Segment[] = [];
  const svg = scene.units
    .filter((u) => u.targetId && u.status === 'active')
    .map((u) => {
      const target = scene.units.find((t) => t.id === u.targetId && t.status !== 'exited');
      if (!target) return '';
      const a = toWorld(scene.board, u.at);
      const b = toWorld(scene.board, target.at);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len <= 2 * r) return '';
      const end = { x: b.x - ((b.x - a.x) / len) * r * 1.1, y: b.y - ((b.y - a.y) / len) * r * 1.1 };
      lines.push({ a, b: end });
      const color = styles.get(u.side)?.color ?? TEXT;
      return `<path data-testid="target-line" data-unit="${escapeXml(u.id)}" d="M${n(a.x)} ${n(a.y)}L${n(end.x)} ${n(end.y)}" stroke="${color}" stroke-width="${n(2 * px)}" stroke-dasharray="${n(2 * px)} ${n(5 * px)}" stroke-linecap="round"/>`;
    })
    .join('');
  return { svg, labels: [], soft: lines };
}

type Explosion = Extract<SceneOverlay, { kind: 'explosion' }>;

/** Explosions: a many-pointed burst over a faint disc of the blast's radius; the label is placed beside it. */
export function renderExplosions(scene: Scene, frame: Frame): Layer {
  const px = frame.px;
  const blasts = scene.overlays.filter((o): o is Explosion => o.kind === 'explosion');
  const labels: LabelRequest[] = [];
  const svg = blasts
    .map((o) => {
      const c = toWorld(scene.board, o.at);
      const radius = o.radius ? circleRadius(scene.board, o.radius) : 0;
      const r = Math.max(radius, 22 * px);
      if (o.label) labels.push({ text: o.label, max: 32, size: 22 * px, bold: true, fill: BLAST, testid: 'explosion-label', anchors: [c], clear: r });
      const disc = radius > 0 ? `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(radius)}" fill="${BLAST}" fill-opacity="0.12" stroke="${BLAST}" stroke-opacity="0.6" stroke-width="${n(2 * px)}" stroke-dasharray="${n(6 * px)} ${n(4 * px)}"/>` : '';
      return `<g data-testid="explosion">${disc}${star(c.x, c.y, Math.min(r, 30 * px))}</g>`;
    })
    .join('');
  return { svg, labels, soft: [] };
}

/** A twelve-pointed star. */
export function star(x: number, y: number, r: number): string {
  const pts = Array.from({ length: 24 }, (_, i) => {
    const a = (Math.PI / 12) * i;
    const k = i % 2 === 0 ? r : r * 0.45;
    return { x: x + Math.cos(a) * k, y: y + Math.sin(a) * k };
  });
  return `<path d="${polygon(pts)}" fill="${BLAST}" fill-opacity="0.9" stroke="${HIT}" stroke-width="${n(r * 0.08)}" stroke-linejoin="round"/>`;
}
