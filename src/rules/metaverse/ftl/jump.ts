/**
 * Executing FTL jumps and transitions (book p.15–18 "Strategic FTL", "Tactical FTL", "FTL Transition" and
 * their examples; rulings A45, A46, A47).
 *
 * Each function takes the player's placement choices and the dice, and returns where the ship ends, or that
 * it goes back to reserve (off table), or that it is destroyed (planet or asteroid crossing). The drive is
 * spent in every case (use `useDrive`); a ship sent back to reserve must recharge.
 *
 * Judgement calls:
 * - Warp: the chosen forward distance is ≥ 60 cm (p.15); hyper: exactly the plotted distance (tactical ≥ 60
 *   cm, checked in the plot). Entry from reserve is on a table edge, facing straight in.
 * - A warp or hyper path that enters a GWP field stops at its edge, and the jump ends there (no deviation).
 * - Planet or asteroid-field crossing checks use the whole FTL path (forward move, then the deviation).
 * - A jump-drive deviation landing in a subspace-distorter field is re-rolled (direction only) up to 20
 *   times; if no D8 direction can land outside, the ship stays at its chosen point (judgement call).
 * - FTL transition: table → FTL space divides each coordinate by 10 and rounds half up; back × 10. A
 *   transition ending inside a distorter field fails and the charge is spent.
 */
import type { Dice } from '../../core/dice.ts';
import { pathCrossesCircle } from '../geometry/line-of-sight.ts';
import { distance, dot, EPSILON, type Point, sub, unit } from '../../core/plane.ts';
import { advance, norm360 } from '../geometry/compass.ts';
import { rollDeviation, rollDirection, warpDeviationCm, type Deviation, type RandomDirection } from './deviation.ts';

export interface Circle {
  readonly centre: Point;
  readonly radius: number;
}

export interface FtlHazards {
  readonly gwpFields?: readonly Circle[];
  readonly planets?: readonly Circle[];
  readonly asteroidFields?: readonly Circle[];
  readonly distorterFields?: readonly Circle[];
}

export interface TableSize {
  readonly width: number;
  readonly depth: number;
}

export const WARP_MIN_CM = 60;

export type FtlOutcome =
  | { readonly kind: 'arrived'; readonly at: Point; readonly heading: number; readonly path: readonly Point[] }
  | { readonly kind: 'reserve'; readonly reason: 'off-table'; readonly path: readonly Point[] }
  | { readonly kind: 'destroyed'; readonly reason: 'planet' | 'asteroids'; readonly path: readonly Point[] };

export interface JumpResult {
  readonly outcome: FtlOutcome;
  readonly deviation?: Deviation;
  readonly direction?: RandomDirection;
  /** Set when a GWP field stopped the jump at its edge. */
  readonly stoppedByGwp?: boolean;
}

const onTable = (p: Point, t: TableSize): boolean => p.x >= -EPSILON && p.y >= -EPSILON && p.x <= t.width + EPSILON && p.y <= t.depth + EPSILON;
const inside = (p: Point, c: Circle): boolean => distance(p, c.centre) < c.radius - EPSILON;

/** Whether a point on the table edge faces straight into the table (strategic warp/hyper entry, p.15). */
export function isEdgeEntry(at: Point, heading: number, t: TableSize): boolean {
  const h = norm360(heading);
  const near = (a: number, b: number): boolean => Math.abs(a - b) < EPSILON;
  return (
    (near(at.y, 0) && near(h, 180) && at.x >= -EPSILON && at.x <= t.width + EPSILON) ||
    (near(at.y, t.depth) && near(h, 0) && at.x >= -EPSILON && at.x <= t.width + EPSILON) ||
    (near(at.x, 0) && near(h, 90) && at.y >= -EPSILON && at.y <= t.depth + EPSILON) ||
    (near(at.x, t.width) && near(h, 270) && at.y >= -EPSILON && at.y <= t.depth + EPSILON)
  );
}

/** Distance along a ray from `from` (heading) at which it first enters a circle, if within `max`. */
function firstEntry(from: Point, heading: number, max: number, c: Circle): number | null {
  const u = unit(heading);
  const f = sub(from, c.centre);
  const b = dot(f, u);
  const cc = dot(f, f) - c.radius * c.radius;
  const disc = b * b - cc;
  if (disc < 0) return null;
  const s = -b - Math.sqrt(disc);
  return s >= -EPSILON && s <= max + EPSILON ? Math.max(0, s) : null;
}

/** Resolves the hazards of a finished straight FTL path and the table edge. */
function finish(path: readonly Point[], heading: number, table: TableSize, hazards: FtlHazards): FtlOutcome {
  const end = path[path.length - 1] ?? { x: 0, y: 0 };
  if ((hazards.planets ?? []).some((c) => pathCrossesCircle(path, c.centre, c.radius) || inside(end, c))) return { kind: 'destroyed', reason: 'planet', path };
  if ((hazards.asteroidFields ?? []).some((c) => pathCrossesCircle(path, c.centre, c.radius))) return { kind: 'destroyed', reason: 'asteroids', path };
  if (!onTable(end, table)) return { kind: 'reserve', reason: 'off-table', path };
  return { kind: 'arrived', at: end, heading, path };
}

/** Moves straight forward `cm`, stopping at the edge of the first GWP field met. */
function forward(from: Point, heading: number, cm: number, hazards: FtlHazards): { end: Point; stopped: boolean } {
  let stop = cm;
  for (const g of hazards.gwpFields ?? []) {
    const s = firstEntry(from, heading, cm, g);
    if (s !== null && s < stop) stop = s;
  }
  return { end: advance(from, heading, stop), stopped: stop < cm - EPSILON };
}

export interface WarpInput {
  /** Where the jump starts: the entry point on the edge (strategic) or the end of the STL move (tactical). */
  readonly from: Point;
  readonly heading: number;
  /** The player's chosen forward distance, ≥ 60 cm (p.15). */
  readonly distance: number;
  readonly highestSensor: number;
}

/** Warp drive jump, strategic or tactical (p.15–16): forward ≥ 60 cm, then the parity deviation. */
export function warpJump(input: WarpInput, dice: Dice, table: TableSize, hazards: FtlHazards = {}, who = 'ship'): JumpResult {
  const first = forward(input.from, input.heading, Math.max(WARP_MIN_CM, input.distance), hazards);
  if (first.stopped) return { outcome: finish([input.from, first.end], input.heading, table, hazards), stoppedByGwp: true };
  const deviation = rollDeviation(dice, input.highestSensor, who);
  const dev = warpDeviationCm(deviation.dev);
  const second = dev >= 0 ? forward(first.end, input.heading, dev, hazards) : { end: advance(first.end, input.heading, dev), stopped: false };
  return { outcome: finish([input.from, first.end, second.end], input.heading, table, hazards), deviation, stoppedByGwp: second.stopped };
}

/** Hyper drive jump (p.15, p.17): exactly the plotted distance forward; no deviation. */
export function hyperJump(from: Point, heading: number, plotted: number, table: TableSize, hazards: FtlHazards = {}): JumpResult {
  const f = forward(from, heading, Math.max(0, plotted), hazards);
  return { outcome: finish([from, f.end], heading, table, hazards), stoppedByGwp: f.stopped };
}

export interface JumpPlacement {
  readonly at: Point;
  readonly heading: number;
  readonly highestSensor: number;
}

/** Jump drive jump (p.16–17): placed anywhere facing any way; dev > 0 moves dev cm in a D8 direction. */
export function jumpDriveJump(p: JumpPlacement, dice: Dice, table: TableSize, hazards: FtlHazards = {}, who = 'ship'): JumpResult {
  const deviation = rollDeviation(dice, p.highestSensor, who);
  if (!onTable(p.at, table)) return { outcome: { kind: 'reserve', reason: 'off-table', path: [p.at] }, deviation };
  if (deviation.dev <= 0) return { outcome: { kind: 'arrived', at: p.at, heading: p.heading, path: [p.at] }, deviation };
  const distorters = hazards.distorterFields ?? [];
  const landsIn = (h: number): boolean => distorters.some((c) => inside(advance(p.at, h, deviation.dev), c));
  const anyFree = [0, 45, 90, 135, 180, 225, 270, 315].some((h) => !landsIn(h));
  let direction = rollDirection(dice, who);
  for (let i = 0; anyFree && landsIn(direction.heading) && i < 20; i++) direction = rollDirection(dice, `${who} (re-roll: distorter field)`);
  if (landsIn(direction.heading)) return { outcome: { kind: 'arrived', at: p.at, heading: p.heading, path: [p.at] }, deviation, direction };
  const end = advance(p.at, direction.heading, deviation.dev);
  // the book destroys only warp and hyper ships for crossing planets or asteroids (p.15–17), so jumps skip that check
  const outcome: FtlOutcome = onTable(end, table) ? { kind: 'arrived', at: end, heading: p.heading, path: [p.at, end] } : { kind: 'reserve', reason: 'off-table', path: [p.at, end] };
  return { outcome, deviation, direction };
}

/** Table → FTL space (p.18): each coordinate ÷ 10, rounded (half up). */
export const toFtlSpace = (p: Point): Point => ({ x: Math.round(p.x / 10), y: Math.round(p.y / 10) });

/** FTL space → table (p.18): each coordinate × 10. */
export const toTable = (p: Point): Point => ({ x: Math.round(p.x * 10 * 1e9) / 1e9, y: Math.round(p.y * 10 * 1e9) / 1e9 });

export type TransitionOutcome = { readonly kind: 'transitioned'; readonly at: Point } | { readonly kind: 'failed'; readonly reason: 'distorter' };

/** FTL transition (p.18); fails, charge spent, if it would end inside a distorter field. */
export function transition(at: Point, toSpace: 'ftl' | 'table', distorterFields: readonly Circle[] = []): TransitionOutcome {
  const end = toSpace === 'ftl' ? toFtlSpace(at) : toTable(at);
  return distorterFields.some((c) => inside(end, c)) ? { kind: 'failed', reason: 'distorter' } : { kind: 'transitioned', at: end };
}
