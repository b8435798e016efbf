/**
 * Which arc or sector of a ship a bearing falls in (book p.41, p.24 "firing arcs", p.29 hit arc;
 * ruling A25).
 *
 * Judgement calls:
 * - Boundaries are inclusive on both sides (A25): a bearing exactly on a boundary lies in both neighbours,
 *   so these functions return every arc or sector containing it (one, or two on a boundary). The caller
 *   applies A25 (weapon: either sector qualifies; hit arc: the firer chooses).
 * - A mirrored (rolled or flipped) ship reflects the relative bearing port↔starboard before the test.
 * - A target on the ship's own point has relative bearing 0 (dead ahead).
 */
import { arcCentre, arcWidth, sectorWidth } from './directionality.ts';
import { EPSILON, type Point } from '../../core/plane.ts';
import { bearing, norm360 } from './compass.ts';
import { type Arc, arcsOf, type Directionality, type Sector, sectorsOf } from '../ships/directions.ts';

/** What the geometry needs to know about a squadron or ship on the map. */
export interface Placed {
  readonly at: Point;
  /** Compass heading in degrees (0 = north, clockwise). */
  readonly heading: number;
  /** Rolled or flipped an odd number of times: record sheet reflected port↔starboard (p.11). */
  readonly mirrored?: boolean;
}

/** Bearing of `target` relative to the ship's bow, clockwise, in [0, 360), after mirroring. */
export function relativeBearing(ship: Placed, target: Point): number {
  const rel = norm360(bearing(ship.at, target) - ship.heading);
  return ship.mirrored ? norm360(360 - rel) : rel;
}

/** Angular distance between two directions, in [0, 180]. */
export function angleBetween(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
}

/** Arcs (cardinal, 90° or 60°) containing a relative bearing; two on a boundary (A25). */
export function arcsAtBearing(d: Directionality, relBearing: number): Arc[] {
  const half = arcWidth(d) / 2;
  return arcsOf(d).filter((arc) => angleBetween(relBearing, arcCentre(arc)) <= half + EPSILON);
}

/** Start angle (clockwise from bow) of sector i. Square sectors start at 0°; hexagon sectors are the arcs. */
function sectorStart(d: Directionality, i: number): number {
  return d === 'square' ? i * 45 : norm360(i * 60 - 30);
}

/** Sectors (45° square, 60° hexagon) containing a relative bearing; two on a boundary (A25). */
export function sectorsAtBearing(d: Directionality, relBearing: number): Sector[] {
  const w = sectorWidth(d);
  return sectorsOf(d).filter((_, i) => {
    const from = norm360(relBearing - sectorStart(d, i));
    return from <= w + EPSILON || from >= 360 - EPSILON;
  });
}

/** The ship's arcs that contain the bearing to `target` (e.g. the hit arc on a target, seen from the firer). */
export const arcsFacing = (ship: Placed, target: Point, d: Directionality): Arc[] => arcsAtBearing(d, relativeBearing(ship, target));

/** The ship's sectors that contain the bearing to `target` (weapon firing sectors). */
export const sectorsFacing = (ship: Placed, target: Point, d: Directionality): Sector[] => sectorsAtBearing(d, relativeBearing(ship, target));

/** Whether any of a weapon's (or sensor's, or grappler's) sectors covers `target` (p.24 "Firing sector"). */
export const inSectors = (ship: Placed, target: Point, d: Directionality, sectors: readonly Sector[]): boolean =>
  sectorsFacing(ship, target, d).some((s) => sectors.includes(s));

/** Whether any of the given cardinal arcs covers `target`. */
export const inArcs = (ship: Placed, target: Point, d: Directionality, arcs: readonly Arc[]): boolean =>
  arcsFacing(ship, target, d).some((a) => arcs.includes(a));
