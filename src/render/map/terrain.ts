/**
 * Terrain: hexes or circles or outlines in the kind's colour, with a mark in each place so the kind shows without
 * colour (rocks, a disc, a ringed void, crosses; nebulae stay a haze). Names are labels for the placement pass.
 */
import type { Scene, SceneBoard, SceneTerrain } from '../../rules/core/scene.ts';
import { hexOutline } from './board.ts';
import { CELL, circleRadius, toWorld, type Frame } from './layout.ts';
import type { LabelRequest } from './label-placement.ts';
import { TERRAIN_COLORS } from './palette.ts';
import { n, polygon } from './svg.ts';

export function renderTerrain(scene: Scene, frame: Frame): { svg: string; labels: LabelRequest[] } {
  const pieces = (scene.terrain ?? []).map((t) => terrainPiece(scene.board, t, frame));
  return { svg: pieces.map((p) => p.svg).join(''), labels: pieces.flatMap((p) => p.labels) };
}

function terrainPiece(board: SceneBoard, t: SceneTerrain, frame: Frame): { svg: string; labels: LabelRequest[] } {
  const colors = TERRAIN_COLORS[t.kind];
  const px = frame.px;
  const parts: string[] = [];
  const centres: { x: number; y: number; r: number; whole?: boolean }[] = [];
  if (t.hexes && t.hexes.length > 0) {
    const d = t.hexes.map((h) => polygon(hexOutline(h))).join('');
    const opacity = t.kind === 'nebula' ? 0.45 : t.kind === 'blackHole' ? 0.25 : t.kind === 'cometTail' ? 0.22 : 0.35;
    parts.push(`<path d="${d}" fill="${colors.fill}" fill-opacity="${opacity}" stroke="${colors.stroke}" stroke-opacity="0.5" stroke-width="${n(1.5 * px)}"/>`);
    centres.push(...hexCentres(board, t));
  }
  if (t.circle) {
    const c = toWorld(board, t.circle.at);
    const r = circleRadius(board, t.circle.radius);
    const opacity = t.kind === 'nebula' ? 0.45 : t.kind === 'planet' || t.kind === 'blackHole' ? 0.9 : 0.35;
    parts.push(`<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${colors.fill}" fill-opacity="${opacity}" stroke="${colors.stroke}" stroke-width="${n(2 * px)}"/>`);
    centres.push({ ...c, r });
  }
  if (t.polygon && t.polygon.length > 2) {
    const pts = t.polygon.map((p) => toWorld(board, p));
    parts.push(`<path d="${polygon(pts)}" fill="${colors.fill}" fill-opacity="0.45" stroke="${colors.stroke}" stroke-width="${n(2 * px)}" stroke-linejoin="round"/>`);
    const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    const half = Math.min(...pts.map((p) => Math.hypot(p.x - cx, p.y - cy)));
    centres.push({ x: cx, y: cy, r: Math.max(half, CELL * 0.5) });
  }
  // A mark in each place, so the kind shows without colour: rocks, a disc, a ringed void, crosses; nebulae stay a haze.
  for (const c of centres) parts.push(terrainMark(t.kind, c.x, c.y, c.whole ? c.r : Math.min(c.r, CELL * 0.8), frame));
  const first = centres[0];
  const labels: LabelRequest[] =
    t.label && first ? [{ text: t.label, max: 24, size: 20 * px, bold: false, fill: colors.stroke, testid: 'terrain-label', anchors: [first], clear: labelClear(board, t, first), prefer: 'S' }] : [];
  return { svg: `<g data-testid="terrain" data-kind="${t.kind}">${parts.join('')}</g>`, labels };
}

/**
 * How far from the piece's first place its name must stand: clear of every one of its hexes (a planet's name beside the
 * planet, not on it), or of its drawn body.
 */
function labelClear(board: SceneBoard, t: SceneTerrain, first: { x: number; y: number; r: number }): number {
  const hexes = (t.hexes ?? []).map((h) => toWorld(board, h));
  if (hexes.length === 0) return first.r;
  return Math.max(first.r, ...hexes.map((p) => Math.hypot(p.x - first.x, p.y - first.y) + CELL));
}

/** Kinds drawn as one body over all their hexes (a planet, a black hole), their marker hex first. */
const WHOLE_BODY: ReadonlySet<SceneTerrain['kind']> = new Set(['planet', 'blackHole']);

/** Where the marks go: one in each hex, or one over the whole body, centred on its first hex. */
function hexCentres(board: SceneBoard, t: SceneTerrain): { x: number; y: number; r: number; whole?: boolean }[] {
  const points = (t.hexes ?? []).map((h) => toWorld(board, h));
  const first = points[0];
  if (!first || !WHOLE_BODY.has(t.kind)) return points.map((p) => ({ ...p, r: CELL * 0.8 }));
  const reach = Math.max(...points.map((p) => Math.hypot(p.x - first.x, p.y - first.y)));
  return [{ ...first, r: reach + CELL * 0.8, whole: true }];
}

function terrainMark(kind: SceneTerrain['kind'], x: number, y: number, r: number, frame: Frame): string {
  const c = TERRAIN_COLORS[kind];
  const w = n(1.5 * frame.px);
  switch (kind) {
    case 'asteroids':
      return [[-0.35, -0.2, 0.18], [0.3, -0.3, 0.13], [0.05, 0.3, 0.22], [0.45, 0.25, 0.1]]
        .map(([dx = 0, dy = 0, rr = 0]) => `<circle cx="${n(x + dx * r)}" cy="${n(y + dy * r)}" r="${n(rr * r)}" fill="${c.stroke}"/>`)
        .join('');
    case 'planet':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="${c.stroke}" fill-opacity="0.8"/>`;
    case 'blackHole':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="#000" stroke="${c.stroke}" stroke-width="${n(3 * frame.px)}"/>`;
    case 'minefield': {
      const a = r * 0.3;
      return `<path d="M${n(x - a)} ${n(y - a)}L${n(x + a)} ${n(y + a)}M${n(x + a)} ${n(y - a)}L${n(x - a)} ${n(y + a)}" stroke="${c.stroke}" stroke-width="${w}"/>`;
    }
    case 'comet':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.4)}" fill="${c.stroke}" stroke="${TERRAIN_COLORS.cometTail.fill}" stroke-width="${w}"/>`;
    case 'cometTail':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.08)}" fill="${c.stroke}" fill-opacity="0.8"/>`;
    case 'flare': {
      // A four-pointed spark: a flare's burst of radiation.
      const a = r * 0.4;
      const b = r * 0.1;
      return `<path d="M${n(x)} ${n(y - a)}L${n(x + b)} ${n(y - b)}L${n(x + a)} ${n(y)}L${n(x + b)} ${n(y + b)}L${n(x)} ${n(y + a)}L${n(x - b)} ${n(y + b)}L${n(x - a)} ${n(y)}L${n(x - b)} ${n(y - b)}Z" fill="${c.stroke}"/>`;
    }
    case 'nebula':
      return '';
  }
}

