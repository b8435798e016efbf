/**
 * Game state → scene board for the Metaverse free board (Metaverse p.1 "Scale").
 *
 * The game state already measures centimetres with x east and y south from the table's north-west corner, the
 * scene's own frame, so nothing flips. The board is the table (`config.game.table`, x 0..width, y 0..depth)
 * grown, in whole centimetres, to take in squadrons that left it (A17) and the last move's trails and shots, with
 * a margin (not where a velocity arrow points: an arrow leaving the table would zoom every map out for nothing); then every point shifts by the grown west and north edges, and the
 * table is outlined on the board (`board.playfield`) so a player sees where "leaving the table" happens.
 *
 * Judgement call: the frame depends on the public state only (never a draft), so a ship's arcs (./arcs.ts) and
 * its scene always agree.
 */
import type { Point, SceneBoard } from '../../core/scene.ts';
import type { MetaverseState } from '../state.ts';

/** Room left around anything outside the table, in cm. */
export const OFF_TABLE_MARGIN = 5;
/** Room east and west of a squadron off the table for its centred name, in cm. */
export const LABEL_MARGIN = 15;

export interface BoardFrame {
  readonly board: Extract<SceneBoard, { kind: 'free' }>;
  /** A state point on the scene board (a shift only). */
  readonly at: (p: Point) => Point;
}

/** The board covering the table and every point given (state coordinates). */
export function boardFrame(table: { readonly width: number; readonly depth: number }, points: readonly Point[], labelled: readonly Point[] = []): BoardFrame {
  const finite = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const named = labelled.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const outside = (p: Point): boolean => p.x < 0 || p.y < 0 || p.x > table.width || p.y > table.depth;
  const m = OFF_TABLE_MARGIN;
  // Only what lies off the table grows the board (with its margins); the table itself is always shown whole.
  const off = finite.filter(outside);
  const offNamed = named.filter(outside);
  const west = Math.floor(Math.min(0, ...off.map((p) => p.x - m), ...offNamed.map((p) => p.x - LABEL_MARGIN)));
  const east = Math.ceil(Math.max(table.width, ...off.map((p) => p.x + m), ...offNamed.map((p) => p.x + LABEL_MARGIN)));
  const north = Math.floor(Math.min(0, ...off.map((p) => p.y - m)));
  const south = Math.ceil(Math.max(table.depth, ...off.map((p) => p.y + m)));
  const grown = west < 0 || north < 0 || east > table.width || south > table.depth;
  const board: BoardFrame['board'] = {
    kind: 'free',
    unit: 'cm',
    width: east - west,
    height: south - north,
    ...(grown ? { playfield: { x: -west + 0, y: -north + 0, width: table.width, height: table.depth } } : {}),
  };
  // `+ 0` turns −0 into 0, so scenes compare and serialise cleanly.
  return { board, at: (p) => ({ x: p.x - west + 0, y: p.y - north + 0 }) };
}

/** The board for this state: every squadron with a ship on the table, trail and shot. */
export function stateFrame(state: MetaverseState): BoardFrame {
  const onTable = state.squadrons.filter((sq) => state.ships.some((s) => s.squadronId === sq.id && s.status !== 'disengaged'));
  const pts: Point[] = [
    ...onTable.map((sq) => sq.at),
    ...state.trails.flatMap((t) => t.path),
    ...state.shots.flatMap((s) => [s.from, s.to]),
  ];
  return boardFrame(state.config.game.table, pts, onTable.map((sq) => sq.at));
}
