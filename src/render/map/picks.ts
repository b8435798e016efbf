/**
 * "Pick a space" (docs/playing.md §9): the legal places of one choice, highlighted and numbered 1…n so a button or
 * select can name them. Drawn above the units and their labels, so no number is ever hidden: a hex gets a bright outline, a
 * light wash and its number in bold, as large as the hex holds (two digits fill about half its width; three a
 * little smaller); on a hex where a unit stands the number sits low in the hex, clear of the glyph. A point on a
 * free board gets a ringed disc with its number, as large as the spacing of the points allows (`placeRoom`).
 * Yellow on the dark ground reads for every kind of colour vision. The places are obstacles for labels
 * (`pickBoxes`), so a unit's name moves off a number instead of lying under it. The command splits the places into
 * pages until `placePx` at Discord's width is large enough, so every page is zoomed in.
 */
import type { Place, Scene, SceneOverlay } from '../../rules/core/scene.ts';
import { hexOutline } from './board.ts';
import { boardRect, CELL, DISCORD_WIDTH, isHex, toWorld, type Frame, type Rect } from './layout.ts';
import { squareAround, type MapBox } from './label-placement.ts';
import { BACKGROUND } from './palette.ts';
import { n, polygon, text } from './svg.ts';

type PickOverlay = Extract<SceneOverlay, { kind: 'pick' }>;

const PICK = '#ffd84a';
const NUMBER = '#ffffff';

const samePlace = (a: Place, b: Place): boolean =>
  isHex(a) && isHex(b) ? a.q === b.q && a.r === b.r : !isHex(a) && !isHex(b) && a.x === b.x && a.y === b.y;

/** The font size in world units for a number of `digits`: as big as a hex (or the disc) holds. */
const numberSize = (digits: number, room: number): number => room * (digits <= 1 ? 1.15 : digits === 2 ? 1.05 : 0.78);

function hexPlace(scene: Scene, frame: Frame, at: Place, num: number, occupied: boolean): string {
  const c = toWorld(scene.board, at);
  const outline = isHex(at) ? polygon(hexOutline(at)) : '';
  const digits = String(num).length;
  const size = numberSize(digits, occupied ? CELL * 0.62 : CELL);
  // Baseline so the digits' middle sits at the hex centre (or low in the hex, under a unit's glyph).
  const y = occupied ? c.y + CELL * 0.8 : c.y + size * 0.36;
  return (
    `<g data-testid="pick" data-n="${num}">` +
    `<path d="${outline}" fill="${PICK}" fill-opacity="0.16" stroke="${PICK}" stroke-width="${n(Math.max(2.5 * frame.px, CELL * 0.07))}" stroke-linejoin="round"/>` +
    text(c.x, y, String(num), { size, fill: NUMBER, bold: true, halo: size * 0.28 }) +
    `</g>`
  );
}

function pointPlace(scene: Scene, frame: Frame, at: Place, num: number, room: number): string {
  const c = toWorld(scene.board, at);
  const r = pointRadius(frame, room);
  const size = numberSize(String(num).length, r * 1.2);
  return (
    `<g data-testid="pick" data-n="${num}">` +
    `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${BACKGROUND}" fill-opacity="0.75" stroke="${PICK}" stroke-width="${n(Math.max(2.5 * frame.px, r * 0.12))}"/>` +
    text(c.x, c.y + size * 0.36, String(num), { size, fill: NUMBER, bold: true, halo: 0 }) +
    `</g>`
  );
}

/** A point's disc: most of its room, never under 15 design pixels. */
const pointRadius = (frame: Frame, room: number): number => Math.max(room * 0.85, 15 * frame.px);

const picksOf = (scene: Scene): PickOverlay[] => scene.overlays.filter((o): o is PickOverlay => o.kind === 'pick');

/**
 * The radius in world units each place may take: a hex's on a hex board; on a free board half the distance to the
 * nearest other place, at most a cell (points 10 cm apart get discs 5 cm wide, not a cell's 3).
 */
export function placeRoom(scene: Scene): number {
  if (scene.board.kind === 'hex') return CELL;
  const pts = picksOf(scene).flatMap((o) => o.places.map((p) => toWorld(scene.board, p.at)));
  let nearest = Infinity;
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      const a = pts[i] as { x: number; y: number };
      const b = pts[j] as { x: number; y: number };
      nearest = Math.min(nearest, Math.hypot(a.x - b.x, a.y - b.y));
    }
  return Math.min(CELL, Number.isFinite(nearest) ? nearest / 2 : CELL);
}

/** How big each place is drawn (its room's radius) in pixels when the view is shown at Discord's width. */
export function placePx(scene: Scene, view: Rect): number {
  return (placeRoom(scene) * DISCORD_WIDTH) / view.w;
}

/** The boxes the places' numbers take: labels keep off them. */
export function pickBoxes(scene: Scene, frame: Frame): MapBox[] {
  const room = placeRoom(scene);
  return picksOf(scene).flatMap((o) =>
    o.places.map((p): MapBox => ({ kind: 'glyph', rect: squareAround(toWorld(scene.board, p.at), isHex(p.at) ? CELL * 0.6 : pointRadius(frame, room)), of: `pick-${p.n}` })),
  );
}

/** Every pick overlay's places, numbered. */
export function renderPicks(scene: Scene, frame: Frame): string {
  const standing = scene.units.filter((u) => u.status !== 'exited').map((u) => u.at);
  const room = placeRoom(scene);
  return picksOf(scene)
    .flatMap((o) =>
      o.places.map((p) =>
        isHex(p.at) ? hexPlace(scene, frame, p.at, p.n, standing.some((s) => samePlace(s, p.at))) : pointPlace(scene, frame, p.at, p.n, room),
      ),
    )
    .join('');
}

/** A 4:3 view around a box, at least 15 hexes wide, slid (not shrunk) to stay over the board and its edge coordinates. */
function viewAround(scene: Scene, x0: number, x1: number, y0: number, y1: number): Rect {
  const w = Math.max(x1 - x0, CELL * 15, ((y1 - y0) * 4) / 3);
  const h = Math.max(y1 - y0, (w * 3) / 4);
  const b = boardRect(scene.board);
  const slide = (at: number, size: number, lo: number, span: number): number => (size >= span ? lo + span / 2 - size / 2 : Math.min(Math.max(at, lo), lo + span - size));
  const edge = CELL * 1.6;
  return { x: slide((x0 + x1) / 2 - w / 2, w, b.x - edge, b.w + 2 * edge), y: slide((y0 + y1) / 2 - h / 2, h, b.y - edge, b.h + 2 * edge), w, h };
}

/**
 * The view a picker map shows: every numbered place and the unit choosing, with two hexes around them for the edge
 * coordinates, widened to 4:3 (Discord shows a landscape image largest), so the numbers are as big as the places
 * allow, and slid to stay over the board. Undefined when the scene has no places to pick.
 */
export function pickViewport(scene: Scene, unitId?: string): Rect | undefined {
  const places = scene.overlays.flatMap((o) => (o.kind === 'pick' ? o.places.map((p) => toWorld(scene.board, p.at)) : []));
  if (places.length === 0) return undefined;
  const unit = scene.units.find((u) => u.id === unitId && u.status !== 'exited');
  const pts = [...places, ...(unit ? [toWorld(scene.board, unit.at)] : [])];
  const pad = CELL * 2;
  const x0 = Math.min(...pts.map((p) => p.x)) - pad;
  const x1 = Math.max(...pts.map((p) => p.x)) + pad;
  const y0 = Math.min(...pts.map((p) => p.y)) - pad;
  const y1 = Math.max(...pts.map((p) => p.y)) + pad;
  return viewAround(scene, x0, x1, y0, y1);
}
