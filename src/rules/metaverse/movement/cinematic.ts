/**
 * Cinematic movement (book p.7–8 "Cinematic Movement" and its example; p.11–12 Flip/Roll; rulings A12,
 * A18, A21).
 *
 * m1 = max(0, m + accel − decel) takes effect this turn (A12: never below 0). The T heading changes split the
 * move into T+1 straight segments "as evenly as possible in whole centimetres" (`distribute`). A Flip happens
 * at the END of movement: heading +180°, mirrored toggles, momentum halved (rounded down). A Roll toggles
 * mirrored only.
 *
 * Judgement calls:
 * - `distribute` follows ruling A64, which reproduces all four book cases: middle segment first when
 *   both the remainder and the segment count are odd, then symmetric pairs from the outside in, then (n
 *   even, odd remainder) the next inner slot from the front.
 * - Tractor-beam changes from last turn's combat (p.64) are applied on top of the plot: momentum change with
 *   the plot's, extra heading changes after the plot's turns.
 */
import { cinematicTurnStep } from '../geometry/directionality.ts';
import { type Point } from '../../core/plane.ts';
import { advance, norm360 } from '../geometry/compass.ts';
import type { CinematicOrders, TurnDirection } from './plot.ts';
import type { Directionality } from '../ships/directions.ts';

export interface CinematicState {
  readonly at: Point;
  /** Compass degrees. */
  readonly heading: number;
  /** cm per turn, whole number ≥ 0. */
  readonly momentum: number;
  readonly mirrored: boolean;
}

export interface CinematicOptions {
  readonly directionality: Directionality;
  /** Hexagon heading change: 30° (text, default) or 60° (A1). */
  readonly hexTurnStep?: 30 | 60;
  readonly roll?: boolean;
  readonly flip?: boolean;
  /** Tractor-beam adjustment to this plot (p.64). */
  readonly tractor?: { readonly momentum: number; readonly turns: readonly TurnDirection[] };
  /** The plot was blank (no drive usage, no manoeuvre): a drift (A21). */
  readonly blank?: boolean;
}

export interface CinematicResult {
  readonly state: CinematicState;
  /** Momentum used for this turn's move. */
  readonly moved: number;
  readonly segments: readonly number[];
  /** Every point the squadron passes through in order: start, each turn point, end. */
  readonly path: readonly Point[];
  /** Heading on each segment. */
  readonly headings: readonly number[];
  /** TR modifiers this turn: −1 drift, −1 momentum 0, cumulative (A21). */
  readonly trModifier: number;
}

/** Splits `momentum` cm into `turns + 1` whole segments as evenly as possible (p.7). */
export function distribute(momentum: number, turns: number): number[] {
  const n = Math.max(0, Math.trunc(turns)) + 1;
  const m = Math.max(0, Math.trunc(momentum));
  const base = Math.floor(m / n);
  let r = m - base * n;
  const seg = Array.from({ length: n }, () => base);
  const bump = (k: number): void => {
    seg[k] = (seg[k] ?? 0) + 1;
  };
  if (r % 2 === 1 && n % 2 === 1) {
    bump((n - 1) / 2);
    r -= 1;
  }
  let i = 0;
  let j = n - 1;
  while (r >= 2 && i < j) {
    bump(i);
    bump(j);
    r -= 2;
    i++;
    j--;
  }
  if (r === 1) bump(i);
  return seg;
}

/** Moves a Cinematic squadron through its orders (p.7). */
export function moveCinematic(start: CinematicState, orders: CinematicOrders, opts: CinematicOptions): CinematicResult {
  const step = cinematicTurnStep(opts.directionality, opts.hexTurnStep ?? 30);
  const turns = [...orders.turns, ...(opts.tractor?.turns ?? [])];
  const moved = Math.max(0, start.momentum + orders.accel - orders.decel + (opts.tractor?.momentum ?? 0));
  const segments = distribute(moved, turns.length);
  let at = start.at;
  let heading = norm360(start.heading);
  const path: Point[] = [at];
  const headings: number[] = [];
  segments.forEach((cm, i) => {
    headings.push(heading);
    at = advance(at, heading, cm);
    path.push(at);
    const t = turns[i];
    if (t !== undefined) heading = norm360(heading + (t === 'S' ? step : -step));
  });
  let mirrored = start.mirrored;
  let momentum = moved;
  if (opts.flip) {
    // p.11: "the flip is performed at the end of its movement", momentum halved rounded down
    heading = norm360(heading + 180);
    mirrored = !mirrored;
    momentum = Math.floor(moved / 2);
  }
  if (opts.roll) mirrored = !mirrored;
  const trModifier = (opts.blank ? -1 : 0) + (moved === 0 ? -1 : 0);
  return { state: { at, heading, momentum, mirrored }, moved, segments, path, headings, trModifier };
}
