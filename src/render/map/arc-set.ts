/**
 * Several firing arcs of one unit at once (`/map ship:Majestic arcs:true`). Stacked translucent fills turn into
 * one muddy blob, so each arc is drawn as outlines only, where its range bands end: thick at its farthest reach,
 * thin inside, each band limit marked with its distance in hexes. Each arc has its own colour and dash pattern
 * (so colour-blind readers still tell them apart), and a legend in the top-left corner names each arc beside a
 * sample of its line.
 */
import { hexBearing, hexDistance, hexKey, hexNeighbor, type Hex } from '../../rules/core/hex.ts';
import type { SceneOverlay } from '../../rules/core/scene.ts';
import { escapeLabel, escapeXml } from '../escape.ts';
import { hexOutline } from './board.ts';
import type { Frame } from './layout.ts';
import type { LabelRequest } from './label-placement.ts';
import { BACKGROUND, TEXT } from './palette.ts';
import { n, text } from './svg.ts';

type ArcOverlay = Extract<SceneOverlay, { kind: 'arc' }>;

/** Hues apart from the side colours' usual pair, then the rest; the unit's own colour always comes first. */
const ARC_COLORS = ['#f0e442', '#3ddc97', '#e58fc0', '#ff7a3d', '#56b4e9', '#e69f00', '#eef2f8'] as const;
/** Dash patterns in design pixels (empty: solid), one per arc in turn. */
const DASHES: readonly (readonly number[])[] = [[], [20, 10], [3, 9], [22, 8, 3, 8]];
/** The legend, in design pixels: clear of the edge-coordinate strips (40 wide on the left, 30 high on top). */
const LEGEND_X = 64;
const LEGEND_Y = 50;
const LEGEND_ROW = 36;
/** 11 px at Discord's 550 px on a landscape map, as every label (layout.ts READABLE_PX). */
const LEGEND_TEXT = 28;

/** One colour per arc: the unit's side colour first, then hues unlike it. */
export function arcColors(unitColor: string, count: number): string[] {
  const palette = [unitColor, ...ARC_COLORS.filter((c) => c.toLowerCase() !== unitColor.toLowerCase())];
  return Array.from({ length: count }, (_, k) => palette[k] ?? TEXT);
}

/** Where a unit with arcs stands (on a hex board), which way it faces in degrees, and the board's hexes. */
export interface ArcOrigin {
  readonly at: Hex;
  readonly facing: number;
  readonly onBoard: (hex: Hex) => boolean;
}

/**
 * The arcs of one unit, drawn together. With `unit` (a unit on a hex board) its own hex counts as inside every
 * outline (no ring around the glyph), each band limit is marked with its distance in hexes, and no line is drawn
 * along the board's edge, where an arc is cut off rather than ending.
 */
export function renderArcSet(arcs: readonly ArcOverlay[], unitColor: string, frame: Frame, unit?: ArcOrigin): { svg: string; labels: LabelRequest[] } {
  const px = frame.px;
  const colors = arcColors(unitColor, arcs.length);
  const marks: LabelRequest[] = [];
  const svg = arcs
    .map((o, k) => {
      const color = colors[k] ?? TEXT;
      const dash = dashArray(k, px);
      const bands = o.bands && o.bands.length > 0 ? o.bands : [{ name: '', hexes: o.hexes }];
      // Outlines of the area within each band's limit: the nearest band alone, then with the next, and so on.
      const within: Hex[] = unit ? [unit.at] : [];
      const toward = unit ? labelBearing(o.hexes, unit, k) : 0;
      const outlines = bands.map((b, i) => {
        within.push(...b.hexes);
        if (b.hexes.length === 0) return '';
        const outer = i === bands.length - 1;
        const width = outer ? 5 : 3;
        if (unit) marks.push(distanceMark(b.hexes, unit.at, toward, color, frame));
        return `<path data-testid="arc-limit" data-band="${escapeXml(b.name)}" d="${outlinePath(within, unit?.onBoard)}" fill="none" stroke="${color}" stroke-opacity="${outer ? 1 : 0.9}" stroke-width="${n(width * px)}" stroke-linejoin="round" stroke-linecap="round"${dash}/>`;
      });
      return `<g data-testid="arc" data-unit="${escapeXml(o.unitId)}" data-label="${escapeXml(o.label)}">${outlines.join('')}</g>`;
    })
    .join('');
  return { svg, labels: marks };
}

/** Legend rows naming each arc beside a sample of its line, from row `firstRow` (several units may show arcs). */
export function arcLegendRows(arcs: readonly ArcOverlay[], unitColor: string, frame: Frame, firstRow: number, corner: LegendCorner = LEGEND_TOP_LEFT): string {
  const px = frame.px;
  const size = LEGEND_TEXT * px;
  const x = frame.view.x + (corner.x + 6) * px;
  const colors = arcColors(unitColor, arcs.length);
  return arcs
    .map((o, k) => {
      const color = colors[k] ?? TEXT;
      const y = frame.view.y + (corner.y + 6 + (firstRow + k + 0.5) * LEGEND_ROW) * px;
      const sample = `<path d="M${n(x + 6 * px)} ${n(y)}H${n(x + 76 * px)}" stroke="${color}" stroke-width="${n(5 * px)}" stroke-linecap="round"${dashArray(k, px)}/>`;
      const label = text(x + 88 * px, y + size * 0.36, escapeLabel(o.label, 30), { size, fill: color, anchor: 'start', bold: true, testid: 'arc-label' });
      return sample + label;
    })
    .join('');
}

/** Where a legend's box starts, in design pixels from the view's top-left corner. */
export interface LegendCorner {
  readonly x: number;
  readonly y: number;
}

export const LEGEND_TOP_LEFT: LegendCorner = { x: LEGEND_X, y: LEGEND_Y };

/** A legend's size in design pixels. */
export function legendSize(rows: number, chars: number): { width: number; height: number } {
  return { width: 100 + Math.min(30, chars) * LEGEND_TEXT * 0.62, height: rows * LEGEND_ROW + 12 };
}

/**
 * The place along the view's left or right side whose legend box covers the fewest of `points` (world
 * coordinates): top-left unless units would hide under it, then top-right, the middle of either side, bottom-left.
 * The bottom-right corner is the inset's.
 */
export function legendCorner(rows: number, chars: number, frame: Frame, points: readonly { x: number; y: number }[]): LegendCorner {
  const { width, height } = legendSize(rows, chars);
  const margin = 30;
  const right = frame.view.w / frame.px - width - LEGEND_X;
  const bottom = frame.view.h / frame.px - height - LEGEND_Y;
  const middle = Math.max(LEGEND_Y, bottom / 2 + LEGEND_Y / 2);
  const places: LegendCorner[] = [LEGEND_TOP_LEFT, { x: right, y: LEGEND_Y }, { x: LEGEND_X, y: middle }, { x: right, y: middle }, { x: LEGEND_X, y: bottom }];
  const covered = (c: LegendCorner): number =>
    points.filter((p) => {
      const x = (p.x - frame.view.x) / frame.px;
      const y = (p.y - frame.view.y) / frame.px;
      return x > c.x - margin && x < c.x + width + margin && y > c.y - margin && y < c.y + height + margin;
    }).length;
  return places.reduce((best, c) => (covered(c) < covered(best) ? c : best));
}

/** The box behind a legend of `rows` rows whose longest label has `chars` characters. */
export function legendBox(rows: number, chars: number, frame: Frame, corner: LegendCorner = LEGEND_TOP_LEFT): string {
  if (rows === 0) return '';
  const px = frame.px;
  const { width, height } = legendSize(rows, chars);
  return `<rect data-testid="arc-legend" x="${n(frame.view.x + corner.x * px)}" y="${n(frame.view.y + corner.y * px)}" width="${n(width * px)}" height="${n(height * px)}" rx="${n(6 * px)}" fill="${BACKGROUND}" fill-opacity="0.85"/>`;
}

/**
 * Where an arc's distance marks go: toward the middle of the arc, or for an all-round arc, astern (out of the
 * way of the bow); turned a little more for each arc so marks of different arcs do not sit on one line.
 */
function labelBearing(hexes: readonly Hex[], unit: ArcOrigin, k: number): number {
  let x = 0;
  let y = 0;
  for (const h of hexes) {
    const a = (hexBearing(unit.at, h) * Math.PI) / 180;
    x += Math.sin(a);
    y += Math.cos(a);
  }
  const lopsided = hexes.length > 0 && Math.hypot(x, y) > hexes.length * 0.3;
  const middle = lopsided ? (Math.atan2(x, y) * 180) / Math.PI : unit.facing + 180;
  return (((middle + (k - 1) * 16) % 360) + 360) % 360;
}

/** The band's limit in hexes, written on its farthest hex nearest the chosen bearing (dropped if that spot is taken). */
function distanceMark(hexes: readonly Hex[], at: Hex, toward: number, color: string, frame: Frame): LabelRequest {
  const far = Math.max(...hexes.map((h) => hexDistance(at, h)));
  const off = (h: Hex): number => Math.abs(((hexBearing(at, h) - toward + 540) % 360) - 180);
  const spot = hexes.filter((h) => hexDistance(at, h) === far).reduce((a, b) => (off(b) < off(a) ? b : a));
  const c = hexCenter(spot);
  return { text: String(far), max: 4, size: 26 * frame.px, bold: true, fill: color, testid: 'arc-distance', anchors: [c], clear: 0, fixed: true };
}

function hexCenter(h: Hex): { x: number; y: number } {
  const pts = hexOutline(h);
  return { x: pts.reduce((s, p) => s + p.x, 0) / 6, y: pts.reduce((s, p) => s + p.y, 0) / 6 };
}

export function dashArray(k: number, px: number): string {
  const dash = DASHES[k % DASHES.length] ?? [];
  return dash.length === 0 ? '' : ` stroke-dasharray="${dash.map((d) => n(d * px)).join(' ')}"`;
}

/**
 * The boundary of a set of hexes: every hex edge whose neighbour is outside the set (and, given `drawn`, is one of
 * those hexes: edges toward off-board hexes are left out). Edges are chained corner to corner, into closed loops
 * or, where the board edge cuts them, open lines, so dashes run on smoothly. Edge i of a hex (corners i and i+1,
 * clockwise from east) faces direction (i + 2) mod 6 of ../../rules/core/hex.ts.
 */
export function outlinePath(hexes: readonly Hex[], drawn: (neighbour: Hex) => boolean = () => true): string {
  const inside = new Set(hexes.map(hexKey));
  const next = new Map<string, { x: number; y: number; key: string }>();
  const starts: { x: number; y: number; key: string }[] = [];
  const keyOf = (p: { x: number; y: number }): string => `${Math.round(p.x * 100)},${Math.round(p.y * 100)}`;
  for (const h of hexes) {
    const corners = hexOutline(h);
    for (let i = 0; i < 6; i++) {
      const neighbour = hexNeighbor(h, (i + 2) % 6);
      if (inside.has(hexKey(neighbour)) || !drawn(neighbour)) continue;
      const a = corners[i] as { x: number; y: number };
      const b = corners[(i + 1) % 6] as { x: number; y: number };
      const from = { ...a, key: keyOf(a) };
      next.set(from.key, { ...b, key: keyOf(b) });
      starts.push(from);
    }
  }
  // Open lines first, from their loose ends, so each is drawn in one piece; then the closed loops.
  const ends = new Set([...next.values()].map((p) => p.key));
  const ordered = [...starts.filter((p) => !ends.has(p.key)), ...starts.filter((p) => ends.has(p.key))];
  let d = '';
  const done = new Set<string>();
  for (const start of ordered) {
    if (done.has(start.key)) continue;
    d += `M${n(start.x)} ${n(start.y)}`;
    let at = start.key;
    for (;;) {
      done.add(at);
      const to = next.get(at);
      if (!to) break;
      if (to.key === start.key) {
        d += 'Z';
        break;
      }
      d += `L${n(to.x)} ${n(to.y)}`;
      at = to.key;
      if (done.has(at)) break;
    }
  }
  return d;
}
