/**
 * Scene → pixel space. Everything is drawn in "world" units (a hex of radius CELL, or a free board at a fixed
 * number of units per inch or centimetre); the frame picks the visible part of the world (the whole board, a crop
 * around the units with a margin, or the area around one unit with `focus`) and the scale to output pixels, at
 * most 2048 on the long side.
 */
import { hexDistance, hexToPixel, type Hex } from '../../rules/core/hex.ts';
import type { Place, Point, Scene, SceneBoard, SceneUnit } from '../../rules/core/scene.ts';

/** Radius of a hex in world units; also the reference size of glyphs on free boards. */
export const CELL = 24;
const SQRT3 = Math.sqrt(3);
/** World units per board unit on free boards. */
export const PER_UNIT = { in: 24, cm: 4 } as const;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface MapOptions {
  /** Long side of the PNG in pixels (default 1024, at most 2048). */
  readonly size?: number;
  /** Crop to the units (default true); false always shows the whole board. */
  readonly crop?: boolean;
  /**
   * Centre the view on one unit instead (`/map ship:…`), showing every whole hex within `radius` of it: hexes on a
   * hex board, board units on a free board. Default: 6 hexes, or as far as the unit's nearest arc band reaches (at
   * most 10); a sixth of the long side on a free board. Ignored when the unit is not in the scene.
   */
  readonly focus?: { readonly unitId: string; readonly radius?: number };
  /**
   * A fixed part of the world to show (world units, as `Frame.view`), so a game's maps line up turn after turn
   * and a replay's frames do not jump. Wins over `crop`; ignored with `focus`.
   */
  readonly viewport?: Rect;
}

export interface Frame {
  readonly board: Rect;
  /** The part of the world shown under the caption band. */
  readonly view: Rect;
  /** Output pixels per world unit. */
  readonly scale: number;
  /**
   * World units per design pixel: sizes of text and strokes are given in pixels of a 1400-pixel-wide image and
   * multiplied by this, so a bigger or smaller PNG only changes resolution, never the proportions.
   */
  readonly px: number;
  readonly captionHeight: number;
  /** The legend band under the view, in world units (0: none). */
  readonly legendHeight: number;
  readonly width: number;
  readonly height: number;
  readonly cropped: boolean;
}

export const DEFAULT_SIZE = 1024;
/** The image size the pixel sizes in the drawing code were designed at. */
const DESIGN_SIZE = 1400;
export const MAX_SIZE = 2048;
/** The width Discord shows an image at on a phone: every map must read there. */
export const DISCORD_WIDTH = 550;
/** The smallest label font, in pixels of the map shown DISCORD_WIDTH wide, that still reads (about 8 px capitals). */
export const READABLE_PX = 11;

/** The smallest label font in world units for this view: READABLE_PX once the view is scaled to DISCORD_WIDTH. */
export function readableSize(view: Rect): number {
  return (READABLE_PX * view.w) / DISCORD_WIDTH;
}

/** Caption band height in output pixels. */
export const CAPTION_PX = 52;

export function isHex(place: Place): place is Hex {
  return 'q' in place;
}

/** The centre of a place in world units. */
export function toWorld(board: SceneBoard, place: Place): Point {
  if (isHex(place)) {
    const p = hexToPixel(place, CELL);
    return { x: p.x + CELL, y: p.y + (SQRT3 / 2) * CELL };
  }
  const k = board.kind === 'free' ? PER_UNIT[board.unit] : CELL;
  return { x: place.x * k, y: place.y * k };
}

/** A displacement (velocity) in world units. */
export function vectorToWorld(board: SceneBoard, v: Point): Point {
  if (board.kind === 'free') return { x: v.x * PER_UNIT[board.unit], y: v.y * PER_UNIT[board.unit] };
  return { x: v.x * 1.5 * CELL, y: v.y * SQRT3 * CELL };
}

/** Facing in degrees clockwise from north. */
export function facingDegrees(board: SceneBoard, facing: number): number {
  return board.kind === 'hex' ? facing * 60 : facing;
}

export function boardRect(board: SceneBoard): Rect {
  if (board.kind === 'hex') {
    const w = board.cols > 1 ? CELL * (1.5 * (board.cols - 1) + 2) : 2 * CELL;
    const h = SQRT3 * CELL * (board.rows + (board.cols > 1 ? 0.5 : 0));
    return { x: 0, y: 0, w, h };
  }
  const k = PER_UNIT[board.unit];
  return { x: 0, y: 0, w: board.width * k, h: board.height * k };
}

/**
 * Places that matter for framing: units, trails, plots and fire lines (not arcs, which can be huge), and the whole
 * of any terrain feature that reaches into that area plus `reach`, so a planet by the ships is never cut in half.
 */
function interestingPoints(scene: Scene, reach: number): Point[] {
  const pts: Point[] = [];
  for (const u of scene.units) if (u.status !== 'exited') pts.push(toWorld(scene.board, u.at));
  for (const t of scene.trails) for (const p of t.path) pts.push(toWorld(scene.board, p));
  for (const o of scene.overlays) {
    if (o.kind === 'plot') for (const p of o.path) pts.push(toWorld(scene.board, p));
    if (o.kind === 'fire') pts.push(toWorld(scene.board, o.from), toWorld(scene.board, o.to));
    if (o.kind === 'explosion') pts.push(toWorld(scene.board, o.at));
    if (o.kind === 'arc') pts.push(...reached(scene, o.reaches));
  }
  // A deployment map shows where each side may set up.
  for (const z of scene.zones ?? []) for (const p of [...(z.hexes ?? []), ...(z.polygon ?? [])]) pts.push(toWorld(scene.board, p));
  if (pts.length === 0) return pts;
  const x0 = Math.min(...pts.map((p) => p.x)) - reach;
  const x1 = Math.max(...pts.map((p) => p.x)) + reach;
  const y0 = Math.min(...pts.map((p) => p.y)) - reach;
  const y1 = Math.max(...pts.map((p) => p.y)) + reach;
  for (const t of scene.terrain ?? []) {
    const extent = terrainExtent(scene.board, t);
    if (extent.some((p) => p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1)) pts.push(...extent);
  }
  return pts;
}

/** Where the units an arc reaches stand: a framed or focused map keeps them in view. */
function reached(scene: Scene, ids: readonly string[] | undefined): Point[] {
  if (!ids || ids.length === 0) return [];
  return scene.units.filter((u) => ids.includes(u.id) && u.status !== 'exited').map((u) => toWorld(scene.board, u.at));
}

/** A terrain circle's radius in world units: board units on a free board, hexes (1.5 cells each) on a hex board. */
export function circleRadius(board: SceneBoard, radius: number): number {
  return board.kind === 'free' ? radius * PER_UNIT[board.unit] : radius * CELL * 1.5;
}

/** A terrain feature's outline points in world units: its hex centres padded by a cell, or its circle's box. */
function terrainExtent(board: SceneBoard, t: NonNullable<Scene['terrain']>[number]): Point[] {
  const out: Point[] = [];
  for (const h of t.hexes ?? []) {
    const c = toWorld(board, h);
    out.push({ x: c.x - CELL, y: c.y - CELL }, { x: c.x + CELL, y: c.y + CELL });
  }
  for (const p of t.polygon ?? []) out.push(toWorld(board, p));
  if (t.circle) {
    const c = toWorld(board, t.circle.at);
    const r = circleRadius(board, t.circle.radius);
    out.push({ x: c.x - r, y: c.y - r }, { x: c.x + r, y: c.y + r });
  }
  return out;
}

/** The frame; `bottom` reserves a band of that many design pixels under the view (the legend). */
export function makeFrame(scene: Scene, options: MapOptions = {}, bottom = 0): Frame {
  const first = frameWith(scene, options, [], bottom);
  // Free boards: units stand closer to the edge than a hex map's, so a crop also keeps their centred names whole
  // (measured at the first frame's scale). Hex maps are framed exactly as before.
  if (scene.board.kind !== 'free' || !first.cropped || options.focus) return first;
  const extra = labelExtents(scene, first.px);
  const v = first.view;
  if (extra.every((p) => p.x >= v.x && p.x <= v.x + v.w)) return first;
  return frameWith(scene, options, extra, bottom);
}

/** Where unit names reach left and right (design text 22 px, ~0.6 em a character, at most 18 characters). */
function labelExtents(scene: Scene, px: number): Point[] {
  return scene.units
    .filter((u) => u.status !== 'exited' && u.label !== '')
    .flatMap((u) => {
      const c = toWorld(scene.board, u.at);
      const half = (Math.min(22, [...u.label].length) * 22 * 0.6) / 2 * px + 8 * px;
      // The west edge has the coordinate strip (40 design pixels) over the board.
      return [
        { x: c.x - half - 40 * px, y: c.y },
        { x: c.x + half, y: c.y },
      ];
    });
}

function frameWith(scene: Scene, options: MapOptions, extra: readonly Point[], bottom: number): Frame {
  const size = Math.max(200, Math.min(MAX_SIZE, Math.round(options.size ?? DEFAULT_SIZE)));
  const board = boardRect(scene.board);
  const full = fullView(scene.board);
  let view = full;
  const margin = CELL * 4;
  const focus = options.focus ? scene.units.find((u) => u.id === options.focus?.unitId) : undefined;
  const pts = focus ? [] : interestingPoints(scene, margin);
  if (focus) {
    view = focusView(scene, focus, options.focus?.radius, full);
  } else if (options.viewport) {
    view = options.viewport;
  } else if (options.crop !== false && pts.length > 0) {
    const x0 = Math.min(...pts.map((p) => p.x - margin), ...extra.map((p) => p.x));
    const x1 = Math.max(...pts.map((p) => p.x + margin), ...extra.map((p) => p.x));
    const y0 = Math.min(...pts.map((p) => p.y)) - margin;
    const y1 = Math.max(...pts.map((p) => p.y)) + margin;
    view = shapeCrop({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, full);
  }
  const unit = size / DESIGN_SIZE;
  const scale = Math.min(size / view.w, (size - (CAPTION_PX + bottom) * unit) / view.h);
  const px = unit / scale;
  const captionHeight = CAPTION_PX * px;
  const legendHeight = bottom * px;
  return {
    board,
    view,
    scale,
    px,
    captionHeight,
    legendHeight,
    width: Math.round(view.w * scale),
    height: Math.round((view.h + captionHeight + legendHeight) * scale),
    cropped: !sameRect(view, full),
  };
}

/** The whole board with room outside it for the edge coordinates: the widest view a map has. */
export function fullView(board: SceneBoard): Rect {
  const r = boardRect(board);
  const pad = CELL * 1.6;
  return { x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad };
}

/**
 * The crop shapes every map view takes: at least 14 cells wide, no taller than wide nor wider than 2:1 (so the
 * preview stays legible), grown evenly about the box and slid to stay within `full`. Returns `full` itself when
 * the crop would not gain at least 30% of its area. Never smaller than `box` (within `full`).
 */
export function shapeCrop(box: Rect, full: Rect): Rect {
  let [x0, x1, y0, y1] = [box.x, box.x + box.w, box.y, box.y + box.h];
  const grow = (a: number, b: number, want: number): [number, number] => {
    const more = Math.max(0, want - (b - a)) / 2;
    return [a - more, b + more];
  };
  [x0, x1] = grow(x0, x1, CELL * 14);
  [x0, x1] = grow(x0, x1, y1 - y0);
  [y0, y1] = grow(y0, y1, (x1 - x0) / 2);
  const w = Math.min(x1 - x0, full.w);
  const h = Math.min(y1 - y0, full.h);
  const x = clamp(x0, full.x, full.x + full.w - w);
  const y = clamp(y0, full.y, full.y + full.h - h);
  return w * h < full.w * full.h * 0.7 ? { x, y, w, h } : full;
}

/** Default focus radius in hexes, and how far the nearest arc band may stretch it. */
const FOCUS_HEXES = 6;
const FOCUS_MAX_HEXES = 10;

/**
 * The view around one unit: every whole hex within `radius`, widened to 4:3 (a landscape image reads best in
 * Discord), then slid (not shrunk) to stay on the board, so a unit near an edge sits off centre instead.
 */
function focusView(scene: Scene, unit: SceneUnit, radius: number | undefined, full: Rect): Rect {
  const c = toWorld(scene.board, unit.at);
  let hw: number;
  let hh: number;
  if (scene.board.kind === 'hex') {
    const r = Math.max(1, radius ?? defaultFocusHexes(scene, unit));
    hw = (1.5 * r + 1) * CELL;
    hh = SQRT3 * (r + 0.5) * CELL;
  } else {
    const k = PER_UNIT[scene.board.unit];
    const r = Math.max(1, radius ?? Math.max(scene.board.width, scene.board.height) / 6);
    hw = r * k + CELL;
    hh = hw;
  }
  return fitFocus(c, hw, hh, reachedBy(scene, unit.id), full);
}

/**
 * The box of half-size hw × hh around `c`, grown (off centre) to take in `keep` with a margin, widened to 4:3, and
 * slid to stay on the board.
 */
function fitFocus(c: Point, hw: number, hh: number, keep: readonly Point[], full: Rect): Rect {
  const m = CELL * 2;
  const x0 = Math.min(c.x - hw, ...keep.map((p) => p.x - m));
  const x1 = Math.max(c.x + hw, ...keep.map((p) => p.x + m));
  const y0 = Math.min(c.y - hh, ...keep.map((p) => p.y - m));
  const y1 = Math.max(c.y + hh, ...keep.map((p) => p.y + m));
  let w = Math.max(x1 - x0, ((y1 - y0) * 4) / 3);
  let h = Math.max(y1 - y0, (w * 3) / 4);
  if (w >= full.w && h >= full.h) return full;
  w = Math.min(w, full.w);
  h = Math.min(h, full.h);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return { x: clamp(cx - w / 2, full.x, full.x + full.w - w), y: clamp(cy - h / 2, full.y, full.y + full.h - h), w, h };
}

/** Units any arc of this unit reaches. */
function reachedBy(scene: Scene, unitId: string): Point[] {
  return scene.overlays.flatMap((o) => (o.kind === 'arc' && o.unitId === unitId ? reached(scene, o.reaches) : []));
}

/** 6 hexes, or as far as the unit's nearest non-empty arc band reaches, up to 10. */
function defaultFocusHexes(scene: Scene, unit: SceneUnit): number {
  if (!isHex(unit.at)) return FOCUS_HEXES;
  const at = unit.at;
  let reach = 0;
  for (const o of scene.overlays) {
    if (o.kind !== 'arc' || o.unitId !== unit.id) continue;
    const near = o.bands?.find((b) => b.hexes.length > 0)?.hexes ?? o.hexes;
    for (const h of near) reach = Math.max(reach, hexDistance(at, h));
  }
  return Math.min(FOCUS_MAX_HEXES, Math.max(FOCUS_HEXES, reach));
}

export function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
