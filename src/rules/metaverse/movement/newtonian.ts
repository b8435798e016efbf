/**
 * Newtonian movement (book p.9 "Newtonian Movement" and its example; p.11 Flip; p.16–17 FTL momentum;
 * Rulings A1, A13, A14, A15, A21).
 *
 * State: heading (a whole number of rose steps, 45° square / 60° hexagon), a momentum rose R[k] ≥ 0 with
 * opposite entries netted, and rotational momentum (+ CW, − CCW).
 * rot1 = rot + dRot applies this turn; each linear thrust fires at rotation step `step` (heading h + sign(rot1)
 * × step × stepDeg) and pushes away from the drive's arc; then the ship rotates rot1 steps and moves by the
 * rose. The path for terrain and RAM checks is the straight resultant (A15).
 *
 * Judgement calls:
 * - Hexagon rose has 6 points at 60° (A1); hexagon ships rotate 60° per step.
 * - A Flip (p.11) turns the ship 180° after rotation; momenta are unchanged; mirrored toggles.
 * - A tractor heading change (p.64) turns the ship one step without adding rotational momentum; tractor
 *   momentum is along the ship's start heading; tractor rotation adds to rotational momentum.
 * - Speed (for RAM, A16) is the floor of the resultant's length.
 */
import { arcCentre, newtonianStep, roseSize } from '../geometry/directionality.ts';
import { add, cleanPoint, length, type Point, scale, unit } from '../../core/plane.ts';
import { norm360 } from '../geometry/compass.ts';
import type { NewtonianOrders } from './plot.ts';
import type { Directionality } from '../ships/directions.ts';

export interface NewtonianState {
  readonly at: Point;
  /** Compass degrees, a multiple of the rose step. */
  readonly heading: number;
  /** Momentum per rose point, index k = k × step degrees from north; length 8 or 6. */
  readonly rose: readonly number[];
  readonly rotation: number;
  readonly mirrored: boolean;
}

/** An empty rose for a directionality. */
export const emptyRose = (d: Directionality): number[] => Array.from({ length: roseSize(d) }, () => 0);

/** Rose index of a compass direction (must lie on the rose). */
export function roseIndex(d: Directionality, deg: number): number {
  const n = roseSize(d);
  return ((Math.round(norm360(deg) / newtonianStep(d)) % n) + n) % n;
}

/** Adds k cm of momentum in rose direction `index`, first cancelling the opposite entry (p.9). */
export function addToRose(rose: readonly number[], index: number, k: number): number[] {
  const n = rose.length;
  const out = [...rose];
  const opp = (index + n / 2) % n;
  const c = Math.min(out[opp] ?? 0, k);
  out[opp] = (out[opp] ?? 0) - c;
  out[index] = (out[index] ?? 0) + k - c;
  return out;
}

/** Rotates every rose entry by `steps` (+ CW), as after a jump that changed facing (p.16–17). */
export function rotateRose(rose: readonly number[], steps: number): number[] {
  const n = rose.length;
  return rose.map((_, i) => rose[(((i - steps) % n) + n) % n] ?? 0);
}

/** Displacement of one turn's movement from the rose. */
export function roseVector(d: Directionality, rose: readonly number[]): Point {
  const step = newtonianStep(d);
  return cleanPoint(rose.reduce<Point>((v, cm, k) => add(v, scale(unit(k * step), cm)), { x: 0, y: 0 }));
}

/** Speed for RAM closing speed (A16): floor of the resultant's length. */
export const newtonianSpeed = (d: Directionality, rose: readonly number[]): number => Math.floor(length(roseVector(d, rose)) + 1e-9);

export interface NewtonianOptions {
  readonly directionality: Directionality;
  readonly flip?: boolean;
  readonly roll?: boolean;
  readonly tractor?: { readonly momentum: number; readonly headingSteps: number; readonly rotation: number };
  readonly blank?: boolean;
}

export interface ThrustApplied {
  readonly arc: 'bow' | 'stern';
  readonly points: number;
  /** Heading when fired. */
  readonly facing: number;
  /** Compass direction the momentum was added in. */
  readonly direction: number;
}

export interface NewtonianResult {
  readonly state: NewtonianState;
  readonly thrusts: readonly ThrustApplied[];
  /** Straight resultant path (A15): start and end. */
  readonly path: readonly Point[];
  readonly trModifier: number;
}

/** Moves a Newtonian squadron through its orders (p.9). */
export function moveNewtonian(start: NewtonianState, orders: NewtonianOrders, opts: NewtonianOptions): NewtonianResult {
  const d = opts.directionality;
  const step = newtonianStep(d);
  const dRot = orders.rotate ? (orders.rotate.dir === 'CW' ? orders.rotate.points : -orders.rotate.points) : 0;
  const rot1 = start.rotation + dRot + (opts.tractor?.rotation ?? 0);
  let rose = [...start.rose];
  const thrusts: ThrustApplied[] = [];
  for (const t of orders.thrust) {
    const facing = norm360(start.heading + Math.sign(rot1) * t.step * step);
    // the drive points into its arc and pushes the ship the opposite way
    const direction = norm360(facing + arcCentre(t.arc) + 180);
    rose = addToRose(rose, roseIndex(d, direction), t.points);
    thrusts.push({ arc: t.arc, points: t.points, facing, direction });
  }
  const tm = opts.tractor?.momentum ?? 0;
  if (tm !== 0) rose = addToRose(rose, roseIndex(d, tm > 0 ? start.heading : start.heading + 180), Math.abs(tm));
  let heading = norm360(start.heading + (rot1 + (opts.tractor?.headingSteps ?? 0)) * step);
  const at = cleanPoint(add(start.at, roseVector(d, rose)));
  let mirrored = start.mirrored;
  if (opts.flip) {
    heading = norm360(heading + 180);
    mirrored = !mirrored;
  }
  if (opts.roll) mirrored = !mirrored;
  const still = rose.every((x) => x === 0);
  const trModifier = (opts.blank ? -1 : 0) + (still ? -1 : 0);
  return { state: { at, heading, rose, rotation: rot1, mirrored }, thrusts, path: [start.at, at], trModifier };
}

/** After a jump changed the facing, the rose turns with the ship (p.16–17): whole steps, + CW. */
export function jumpRose(d: Directionality, rose: readonly number[], oldHeading: number, newHeading: number): number[] {
  const deg = norm360(newHeading - oldHeading);
  const steps = Math.round(deg / newtonianStep(d));
  return rotateRose(rose, steps);
}
