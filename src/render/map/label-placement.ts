/**
 * The label placement pass: every label on the map (unit names, count badges, plot, fire, terrain, arc and trail
 * labels) is put where it overlaps no other label, no unit glyph, no hull bar, no zone or playfield edge and no
 * legend or inset. Candidates go around the anchor (N, S, E, W, then the diagonals), then further out with a thin
 * leader line back to the anchor; the first free one wins, greedily, in the order the labels were asked for
 * (ships first). Crossing a shot or trail line only costs a little. The boxes are returned so tests can check
 * the result geometrically.
 */
import { clipGlyphs } from '../../rules/core/cut-text.ts';
import { escapeLabel } from '../escape.ts';
import type { Rect } from './layout.ts';
import { measureText } from '../glyphs.ts';
import { n, text } from './svg.ts';

export type BoxKind = 'label' | 'glyph' | 'hull' | 'inset' | 'legend' | 'edge';

export interface MapBox {
  readonly kind: BoxKind;
  readonly rect: Rect;
  /** What the box belongs to: a unit id, or the label's test id. */
  readonly of?: string;
}

interface Pt {
  readonly x: number;
  readonly y: number;
}

export interface Segment {
  readonly a: Pt;
  readonly b: Pt;
}

export interface LabelRequest {
  readonly text: string;
  /** At most this many characters (an ellipsis when cut). */
  readonly max: number;
  readonly size: number;
  readonly bold: boolean;
  readonly fill: string;
  readonly testid: string;
  /** Where the label belongs; alternatives (along a shot line) follow the first. */
  readonly anchors: readonly Pt[];
  /** Radius around the anchor kept clear (the glyph), in world units. */
  readonly clear: number;
  /** Only the anchor's own spot (a distance mark on its hex). Any label with no free spot is left out. */
  readonly fixed?: boolean;
  readonly of?: string;
  /** A zone's own name may cross zone edges (a strip is often narrower than its name). */
  readonly overWalls?: boolean;
  /** Halo width (default: text's own); 0 for none. */
  readonly halo?: number;
  /** The side tried first (default north, above the anchor). */
  readonly prefer?: 'N' | 'S' | 'E' | 'W';
}

export interface Obstacles {
  /** Where labels may go at all (the view minus the edge strips). */
  readonly bounds: Rect;
  readonly boxes: readonly MapBox[];
  /** Lines a label must not cross: zone and playfield edges. */
  readonly walls: readonly Segment[];
  /** Lines a label had better not cross: shots, trails, plotted paths. */
  readonly soft: readonly Segment[];
  /** Lines no label should cross (velocity arrows): a spot across one is taken only when every other is blocked. */
  readonly arrows?: readonly Segment[];
  /** World units per design pixel. */
  readonly px: number;
  /** The smallest font size a label is drawn at (world units): what still reads at Discord's width. */
  readonly minSize?: number;
}

export interface Placed {
  readonly svg: string;
  readonly boxes: MapBox[];
}

const DIRS: readonly Pt[] = [
  { x: 0, y: -1 }, { x: 0, y: 1 }, { x: 1, y: 0 }, { x: -1, y: 0 },
  { x: 0.8, y: -0.8 }, { x: -0.8, y: -0.8 }, { x: 0.8, y: 0.8 }, { x: -0.8, y: 0.8 },
];
const RINGS = 8;
const FIRST = { N: 0, S: 1, E: 2, W: 3 } as const;

function directions(prefer: LabelRequest['prefer']): readonly Pt[] {
  const k = FIRST[prefer ?? 'N'];
  return k === 0 ? DIRS : [DIRS[k] as Pt, ...DIRS.filter((_, i) => i !== k)];
}

/** Places every label in order; returns their markup (leaders first) and their boxes. */
export function placeLabels(requests: readonly LabelRequest[], o: Obstacles): Placed {
  const taken: MapBox[] = [...o.boxes];
  const placed: MapBox[] = [];
  const leaders: string[] = [];
  const texts: string[] = [];
  for (const asked of requests) {
    const r = asked.size < (o.minSize ?? 0) ? { ...asked, size: o.minSize ?? asked.size } : asked;
    const cut = clipGlyphs(r.text, r.max);
    if (cut === '') continue;
    const best = bestSpot(r, cut, o, taken);
    if (!best) continue;
    const box: MapBox = { kind: 'label', rect: best.rect, of: r.of ?? r.testid };
    taken.push(box);
    placed.push(box);
    if (best.leader) leaders.push(leaderLine(best.leader, r.fill, o.px));
    const baseline = best.rect.y + r.size * 0.86;
    texts.push(text(best.rect.x + best.rect.w / 2, baseline, escapeLabel(cut, r.max), { size: r.size, fill: r.fill, bold: r.bold, testid: r.testid, ...(r.halo !== undefined ? { halo: r.halo } : {}) }));
  }
  return { svg: `${leaders.join('')}${texts.join('')}`, boxes: placed };
}

interface Spot {
  readonly rect: Rect;
  readonly leader?: Segment;
  readonly cost: number;
}

function bestSpot(r: LabelRequest, cut: string, o: Obstacles, taken: readonly MapBox[]): Spot | undefined {
  const w = measureText(cut, r.size, r.bold) + r.size * 0.22;
  const h = r.size * 1.15;
  let best: Spot | undefined;
  for (const spot of candidates(r, w, h, o.px)) {
    const cost = spot.cost + penalty(spot.rect, r.overWalls ? { ...o, walls: [] } : o, taken);
    if (!best || cost < best.cost) best = { ...spot, cost };
    if (cost < 1) break;
  }
  // Nowhere free (units stacked on one spot): leave the label out rather than cover another.
  return best && best.cost < 1000 ? best : undefined;
}

/** Candidate boxes in order of preference, each with its own small cost (farther costs more). */
function* candidates(r: LabelRequest, w: number, h: number, px: number): Generator<Spot> {
  if (r.fixed) {
    const a = r.anchors[0];
    if (a) yield { rect: { x: a.x - w / 2, y: a.y - h / 2, w, h }, cost: 0 };
    return;
  }
  const gap = 3 * px;
  for (let ring = 0; ring < RINGS; ring++) {
    const d = r.clear + gap + ring * h * 1.1;
    for (const [ai, a] of r.anchors.entries()) {
      for (const [di, dir] of directions(r.prefer).entries()) {
        const cx = a.x + dir.x * (d + w / 2);
        const cy = a.y + dir.y * (d + h / 2);
        const rect = { x: cx - w / 2, y: cy - h / 2, w, h };
        const leader = ring > 0 && r.clear > 0 ? leaderTo(a, r.clear, rect) : undefined;
        yield { rect, leader, cost: ring * 0.4 + ai * 0.05 + di * 0.01 };
      }
    }
  }
}

/**
 * 1000 when outside the bounds, over a box or across a wall (a blocked spot: no need to count further); 100 for each
 * arrow crossed (worse than any free spot, better than leaving the label out); 0.45 for each soft line crossed.
 */
function penalty(rect: Rect, o: Obstacles, taken: readonly MapBox[]): number {
  if (!inside(rect, o.bounds)) return 1000;
  for (const b of taken) if (overlaps(rect, b.rect)) return 1000;
  for (const s of o.walls) if (crosses(rect, s)) return 1000;
  let cost = 0;
  for (const s of o.arrows ?? []) if (crosses(rect, s)) cost += 100;
  for (const s of o.soft) if (crosses(rect, s)) cost += 0.45;
  return cost;
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function inside(a: Rect, b: Rect): boolean {
  return a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
}

/** Whether a segment passes through a rectangle (Liang–Barsky clipping). */
export function crosses(r: Rect, s: Segment): boolean {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [[-dx, s.a.x - r.x], [dx, r.x + r.w - s.a.x], [-dy, s.a.y - r.y], [dy, r.y + r.h - s.a.y]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** From the edge of the anchor's clear circle to the nearest point of the box. */
function leaderTo(a: Pt, clear: number, rect: Rect): Segment {
  const bx = Math.max(rect.x, Math.min(a.x, rect.x + rect.w));
  const by = Math.max(rect.y, Math.min(a.y, rect.y + rect.h));
  const len = Math.hypot(bx - a.x, by - a.y) || 1;
  return { a: { x: a.x + ((bx - a.x) / len) * clear, y: a.y + ((by - a.y) / len) * clear }, b: { x: bx, y: by } };
}

function leaderLine(s: Segment, color: string, px: number): string {
  return `<path data-testid="leader" d="M${n(s.a.x)} ${n(s.a.y)}L${n(s.b.x)} ${n(s.b.y)}" stroke="${color}" stroke-opacity="0.75" stroke-width="${n(1.5 * px)}"/>`;
}

/** A box around a point, `r` each way. */
export function squareAround(p: Pt, r: number): Rect {
  return { x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r };
}

/** The segments of a polyline, or of a closed polygon's outline. */
export function segments(pts: readonly Pt[], closed = false): Segment[] {
  const out: Segment[] = [];
  for (let i = 1; i < pts.length; i++) out.push({ a: pts[i - 1] as Pt, b: pts[i] as Pt });
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (closed && first && last && pts.length > 2) out.push({ a: last, b: first });
  return out;
}
