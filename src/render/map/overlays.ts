/**
 * Overlays: trails of the last move, firing arcs by range band (several arcs of one unit: ./arc-set.ts), plotted paths (dashed, with a ghost of the final
 * facing and its label) and fire lines (hit: solid with a burst; miss: dashed with an open ring — pattern, not
 * only colour).
 */
import type { Hex } from '../../rules/core/hex.ts';
import { onBoard } from '../../rules/core/offset.ts';
import type { Place, Scene, SceneOverlay } from '../../rules/core/scene.ts';
import { escapeLabel, escapeXml } from '../escape.ts';
import { arcColors, arcLegendRows, dashArray, legendBox, legendCorner, renderArcSet, type ArcOrigin } from './arc-set.ts';
import { hexOutline } from './board.ts';
import { facingDegrees, isHex, toWorld, type Frame } from './layout.ts';
import { HIT, MISS, TEXT, shapePath, type SideStyle } from './palette.ts';
import { n, polygon, polyline, text } from './svg.ts';
import { glyphRadius } from './units.ts';

type Styles = ReadonlyMap<string, SideStyle>;

function sideOf(scene: Scene, unitId: string, styles: Styles): SideStyle | undefined {
  const unit = scene.units.find((u) => u.id === unitId);
  return unit ? styles.get(unit.side) : undefined;
}

function points(scene: Scene, path: readonly Place[]): { x: number; y: number }[] {
  return path.map((p) => toWorld(scene.board, p));
}

export function renderTrails(scene: Scene, frame: Frame, styles: Styles): string {
  const px = frame.px;
  return scene.trails
    .filter((t) => t.path.length > 1)
    .map((t) => {
      const color = sideOf(scene, t.unitId, styles)?.color ?? TEXT;
      const pts = points(scene, t.path);
      const dots = pts
        .slice(0, -1)
        .map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(3.5 * px)}" fill="${color}"/>`)
        .join('');
      return `<g data-testid="trail" data-unit="${escapeXml(t.unitId)}" opacity="0.7"><path d="${polyline(pts)}" fill="none" stroke="${color}" stroke-width="${n(3 * px)}" stroke-linejoin="round" stroke-linecap="round"/>${dots}</g>`;
    })
    .join('');
}

type ArcOverlay = Extract<SceneOverlay, { kind: 'arc' }>;

/** Arc overlays by unit, in the order of their first appearance. */
function arcsByUnit(scene: Scene): Map<string, ArcOverlay[]> {
  const byUnit = new Map<string, ArcOverlay[]>();
  for (const o of scene.overlays) if (o.kind === 'arc') byUnit.set(o.unitId, [...(byUnit.get(o.unitId) ?? []), o]);
  return byUnit;
}

/**
 * Arcs go under everything else. A unit with one arc: translucent hexes, nearer bands more opaque, band names and
 * the arc's name under the unit. A unit with several: see ./arc-set.ts (their names go in `renderArcLegend`).
 */
export function renderArcs(scene: Scene, frame: Frame, styles: Styles): string {
  const px = frame.px;
  const byUnit = arcsByUnit(scene);
  const drawnSets = new Set<string>();
  return scene.overlays
    .filter((o): o is ArcOverlay => o.kind === 'arc')
    .map((o) => {
      const arcs = byUnit.get(o.unitId) ?? [];
      if (o.area) return freeArc(scene, o, arcs, frame, styles);
      if (arcs.length > 1) {
        if (drawnSets.has(o.unitId)) return '';
        drawnSets.add(o.unitId);
        return renderArcSet(arcs, sideOf(scene, o.unitId, styles)?.color ?? TEXT, frame, unitOnHex(scene, o.unitId));
      }
      const color = sideOf(scene, o.unitId, styles)?.color ?? TEXT;
      const bands = o.bands && o.bands.length > 0 ? o.bands : [{ name: '', hexes: o.hexes }];
      const parts = bands.map((b, i) => {
        const opacity = Math.max(0.08, 0.32 - i * 0.08);
        const d = b.hexes.map((h) => polygon(hexOutline(h))).join('');
        return `<path data-testid="arc-band" data-band="${escapeXml(b.name)}" d="${d}" fill="${color}" fill-opacity="${opacity.toFixed(2)}" stroke="${color}" stroke-opacity="0.35" stroke-width="${n(1 * px)}"/>`;
      });
      // Band names at the hex of each band farthest from the unit's glyph, so they don't sit under the ship.
      const unit = scene.units.find((u) => u.id === o.unitId);
      const origin = unit ? toWorld(scene.board, unit.at) : undefined;
      const labels = bands.map((b) => {
        if (!b.name || !origin || b.hexes.length === 0) return '';
        const far = b.hexes
          .map((h) => toWorld(scene.board, h))
          .reduce((a, c) => (Math.hypot(c.x - origin.x, c.y - origin.y) > Math.hypot(a.x - origin.x, a.y - origin.y) ? c : a));
        return text(far.x, far.y + 6 * px, escapeLabel(b.name, 12), { size: 20 * px, fill: color, testid: 'arc-band-label' });
      });
      const title = origin && o.label ? text(origin.x, origin.y + glyphRadius(frame) + 34 * px, escapeLabel(o.label, 24), { size: 20 * px, fill: color, testid: 'arc-label' }) : '';
      return `<g data-testid="arc" data-unit="${escapeXml(o.unitId)}">${parts.join('')}${labels.join('')}${title}</g>`;
    })
    .join('');
}

/**
 * A free-board arc (a sector, or a mass driver's line of fire): a faint fill with an outline in the arc's own
 * colour and dash pattern (as ./arc-set.ts gives several arcs of one unit); a lone arc is named under the unit,
 * several in the legend.
 */
function freeArc(scene: Scene, o: ArcOverlay, arcs: readonly ArcOverlay[], frame: Frame, styles: Styles): string {
  const px = frame.px;
  const area = o.area ?? [];
  if (area.length < 2) return '';
  const k = Math.max(0, arcs.indexOf(o));
  const color = arcColors(sideOf(scene, o.unitId, styles)?.color ?? TEXT, arcs.length)[k] ?? TEXT;
  const pts = points(scene, area);
  const shape = `<path data-testid="arc-area" d="${polygon(pts)}" fill="${color}" fill-opacity="${arcs.length > 1 ? '0.06' : '0.14'}" stroke="${color}" stroke-opacity="0.9" stroke-width="${n(3 * px)}" stroke-linejoin="round"${dashArray(k, px)}/>`;
  const unit = scene.units.find((u) => u.id === o.unitId);
  const origin = unit ? toWorld(scene.board, unit.at) : undefined;
  const title = arcs.length === 1 && origin && o.label ? text(origin.x, origin.y + glyphRadius(frame) + 34 * px, escapeLabel(o.label, 24), { size: 20 * px, fill: color, testid: 'arc-label' }) : '';
  return `<g data-testid="arc" data-unit="${escapeXml(o.unitId)}">${shape}${title}</g>`;
}

/** Where a unit stands, which way it faces in degrees, and the board's hexes, when it is on a hex board. */
function unitOnHex(scene: Scene, unitId: string): ArcOrigin | undefined {
  const unit = scene.units.find((u) => u.id === unitId);
  const board = scene.board;
  if (!unit || !isHex(unit.at) || board.kind !== 'hex') return undefined;
  return { at: unit.at, facing: facingDegrees(board, unit.facing), onBoard: (h: Hex) => onBoard(board, h) };
}

/** The legend naming the arcs of units that have several (drawn above units, so no glyph hides a name). */
export function renderArcLegend(scene: Scene, frame: Frame, styles: Styles): string {
  const sets = [...arcsByUnit(scene)].filter(([, arcs]) => arcs.length > 1);
  if (sets.length === 0) return '';
  const total = sets.reduce((k, [, arcs]) => k + arcs.length, 0);
  const chars = Math.max(...sets.flatMap(([, arcs]) => arcs.map((a) => [...a.label].length)));
  // Keep clear of units and of the labels written halfway along shot lines.
  const shotLabels = (scene.overlays ?? []).flatMap((o) => {
    if (o.kind !== 'fire' || !o.label) return [];
    const a = toWorld(scene.board, o.from);
    const b = toWorld(scene.board, o.to);
    return [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }];
  });
  const corner = legendCorner(total, chars, frame, [...scene.units.map((u) => toWorld(scene.board, u.at)), ...shotLabels]);
  let row = 0;
  const rows = sets.map(([unitId, arcs]) => {
    const legend = arcLegendRows(arcs, sideOf(scene, unitId, styles)?.color ?? TEXT, frame, row, corner);
    row += arcs.length;
    return legend;
  });
  return `<g data-testid="arc-legend-layer">${legendBox(row, chars, frame, corner)}${rows.join('')}</g>`;
}

/** Plotted paths, and their labels separately so they can go above the unit glyphs. */
export function renderPlots(scene: Scene, frame: Frame, styles: Styles): { paths: string; labels: string } {
  const px = frame.px;
  const r = glyphRadius(frame);
  const plots = scene.overlays.filter((o): o is Extract<SceneOverlay, { kind: 'plot' }> => o.kind === 'plot');
  const paths = plots
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
  const labels = plots
    .map((o) => {
      const last = o.path[o.path.length - 1];
      if (!last) return '';
      const end = toWorld(scene.board, last);
      const color = sideOf(scene, o.unitId, styles)?.color ?? TEXT;
      return text(end.x, end.y - r - 8 * px, escapeLabel(o.label, 28), { size: 22 * px, fill: color, bold: true, testid: 'plot-label' });
    })
    .join('');
  return { paths, labels };
}

export function renderFire(scene: Scene, frame: Frame): string {
  const px = frame.px;
  return scene.overlays
    .filter((o): o is Extract<SceneOverlay, { kind: 'fire' }> => o.kind === 'fire')
    .map((o) => {
      const a = toWorld(scene.board, o.from);
      const b = toWorld(scene.board, o.to);
      const color = o.declared ? TEXT : o.hit ? HIT : MISS;
      const dash = o.hit && !o.declared ? '' : ` stroke-dasharray="${n(8 * px)} ${n(6 * px)}"`;
      const line = `<path d="M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}" stroke="${color}" stroke-width="${n((o.hit ? 3.5 : 2.5) * px)}" stroke-linecap="round"${dash}/>`;
      // A declared shot ends in a target ring; a resolved one in a burst (hit) or an empty circle (miss).
      const mark = o.declared
        ? `<circle cx="${n(b.x)}" cy="${n(b.y)}" r="${n(16 * px)}" fill="none" stroke="${color}" stroke-width="${n(2.5 * px)}"/>`
        : o.hit
          ? burst(b.x, b.y, 12 * px, 2.5 * px)
          : `<circle cx="${n(b.x)}" cy="${n(b.y)}" r="${n(9 * px)}" fill="none" stroke="${MISS}" stroke-width="${n(2 * px)}"/>`;
      const label = o.label ? text((a.x + b.x) / 2, (a.y + b.y) / 2 - 8 * px, escapeLabel(o.label, 48), { size: 22 * px, fill: color, bold: true, testid: 'fire-label' }) : '';
      return `<g data-testid="fire" data-hit="${o.hit}">${line}${mark}${label}</g>`;
    })
    .join('');
}

function burst(x: number, y: number, r: number, w: number): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i;
    d += `M${n(x + Math.cos(a) * r * 0.35)} ${n(y + Math.sin(a) * r * 0.35)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return `<path d="${d}" stroke="${HIT}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
}
