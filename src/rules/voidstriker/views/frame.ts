/**
 * Rules coordinates → scene coordinates for the Voidstriker free board (§2.31, §2.43; ruling B6).
 *
 * The rules already use the scene's axes (x east, y south, core/plane.ts), with the nominal playfield at x 0..width,
 * y −height..0, so the board only moves the origin, it never flips. The board is that playfield grown, in whole
 * inches, to take in everything that must show (ships that drifted off the field and where their drift takes them
 * this round, salvos, planets, asteroids, the base, trails and shots) with a 2" margin, and 6" east and west of
 * every ship and salvo for its name. So the board always starts at scene (0, 0): scene x = x − west, scene y =
 * y − north, where `west` ≤ 0 and `north` ≤ −height are the grown edges. With nothing off the field this is exactly
 * `screenY = playfield.height + y`. When the board has grown, the nominal playfield is outlined on it
 * (`board.playfield`), so a player sees where "leaving the field" happens.
 *
 * Judgement calls:
 * - The frame depends on the public state only, never on a draft, so a unit's arcs (./arcs.ts) and its scene
 *   always agree; a previewed path rarely leaves it, as the drift end is already inside.
 * - The edge coordinates the renderer prints are the book's: inches east from the playfield's west edge and north
 *   from its south edge (`yNorth`), even on a grown board.
 */
import type { Point, SceneBoard } from '../../core/scene.ts';
import type { VoidstrikerState } from '../state.ts';

/** Room left around anything outside the playfield, in inches. */
export const OFF_FIELD_MARGIN = 2;
/** Room east and west of a counter for its centred name (~13" at the usual zoom), in inches. */
export const LABEL_MARGIN = 6;

export interface BoardFrame {
  readonly board: Extract<SceneBoard, { kind: 'free' }>;
  /** A rules point on the scene board: moved so the board's north-west corner is (0, 0). */
  readonly at: (p: Point) => Point;
  /** A rules displacement (a velocity) on the scene board: the same vector. */
  readonly vector: (v: Point) => Point;
}

/** The board covering the playfield and every point given (rules coordinates). */
export function boardFrame(playfield: { readonly width: number; readonly height: number }, points: readonly Point[], labelled: readonly Point[] = []): BoardFrame {
  const finite = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const named = labelled.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const m = OFF_FIELD_MARGIN;
  const west = Math.floor(Math.min(0, ...finite.map((p) => p.x - m), ...named.map((p) => p.x - LABEL_MARGIN)));
  const east = Math.ceil(Math.max(playfield.width, ...finite.map((p) => p.x + m), ...named.map((p) => p.x + LABEL_MARGIN)));
  const north = Math.floor(Math.min(-playfield.height, ...finite.map((p) => p.y - m)));
  const south = Math.ceil(Math.max(0, ...finite.map((p) => p.y + m)));
  const grown = west < 0 || south > 0 || east > playfield.width || north < -playfield.height;
  const board: BoardFrame['board'] = {
    kind: 'free',
    unit: 'in',
    width: east - west,
    height: south - north,
    yNorth: true,
    ...(grown ? { playfield: { x: 0 - west, y: -playfield.height - north, width: playfield.width, height: playfield.height } } : {}),
  };
  // `+ 0` turns −0 into 0, so scenes compare and serialise cleanly.
  return { board, at: (p) => ({ x: p.x - west + 0, y: p.y - north + 0 }), vector: (v) => ({ x: v.x + 0, y: v.y + 0 }) };
}

/** The board for this state: every ship still on the table (and its drift end), salvo, terrain, trail and shot. */
export function stateFrame(state: VoidstrikerState): BoardFrame {
  const onTable = state.ships.filter((s) => s.status !== 'departed');
  const pts: Point[] = [
    ...onTable.flatMap((s) => [s.position, { x: s.position.x + s.drift.direction.x * s.drift.speed, y: s.position.y + s.drift.direction.y * s.drift.speed }]),
    ...state.salvos.map((s) => s.position),
    ...state.planets.flatMap((p) => [
      { x: p.center.x - p.diameter / 2, y: p.center.y - p.diameter / 2 },
      { x: p.center.x + p.diameter / 2, y: p.center.y + p.diameter / 2 },
    ]),
    ...state.asteroids.flatMap((a) => a.polygon),
    ...state.trails.flatMap((t) => t.path),
    ...state.shots.flatMap((s) => [s.from, s.to]),
    ...(state.base ? [state.base.at] : []),
  ];
  // Named counters keep room for their names east and west, so a ship at the edge is not cut in half.
  return boardFrame(state.playfield, pts, [...onTable.map((s) => s.position), ...state.salvos.map((s) => s.position)]);
}
