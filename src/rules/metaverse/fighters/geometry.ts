/**
 * Plain-point geometry for starfighter missions (Metaverse p.19 "Starfighter Mission Step";
 * rulings A25, A30).
 *
 * Convention: points in cm, x east and y SOUTH (core/scene.ts `Point`). Headings and bearings are degrees
 * clockwise from north (north = −y), in [0, 360). The arc of a squadron that faces a point is read from the
 * bearing relative to the squadron's heading (0 = dead ahead, clockwise), with the p.41 arcs:
 * square bow [315,45), starboard [45,135), stern [135,225), port [225,315);
 * hexagon bow [330,30), starboard-bow [30,90), starboard-stern [90,150), stern [150,210), port-stern [210,270),
 * port-bow [270,330).
 *
 * Judgement calls:
 * - The arc returned is a TABLE arc (where the mission physically sits), not a record-sheet arc: a mirrored ship's
 *   port↔starboard swap (p.11) is for the damage module to apply when it reads the sheet.
 * - On an arc boundary (within 1e-9°) both arcs are returned, and the attacker chooses (A25).
 * - A point exactly at the squadron's position has no bearing: every arc is offered.
 */
import type { Point } from '../../core/scene.ts';
import { arcsOf, type Directionality, type HEX_ARCS, type SQUARE_ARCS } from '../ships/directions.ts';

export type FacingArc = (typeof SQUARE_ARCS)[number] | (typeof HEX_ARCS)[number];

const EPS = 1e-9;

export function distanceCm(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

const norm = (deg: number): number => {
  const d = deg % 360;
  const r = d < 0 ? d + 360 : d;
  return r >= 360 - EPS ? 0 : r;
};

/** Bearing from `from` to `to`, clockwise from north (−y), in [0, 360); null when the points coincide. */
export function bearingDeg(from: Point, to: Point): number | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < EPS && Math.abs(dy) < EPS) return null;
  return norm((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/**
 * The arc(s) of a squadron at `at` with `headingDeg` that face `toward` (one arc, or two on a boundary).
 */
export function facingArcs(at: Point, headingDeg: number, directionality: Directionality, toward: Point): readonly FacingArc[] {
  const arcs = arcsOf(directionality);
  const b = bearingDeg(at, toward);
  if (b === null) return arcs;
  const width = 360 / arcs.length;
  // Shift by half an arc so the bow arc starts at 0.
  const rel = norm(b - headingDeg + width / 2);
  const pos = rel / width;
  const index = Math.floor(pos + EPS) % arcs.length;
  const frac = pos - Math.floor(pos + EPS);
  const first = arcs[index];
  if (first === undefined) throw new Error('arc index out of range');
  if (Math.abs(frac) < EPS) {
    const before = arcs[(index + arcs.length - 1) % arcs.length];
    if (before === undefined) throw new Error('arc index out of range');
    return [before, first];
  }
  return [first];
}

/** The bearing of an arc's centre line for a squadron with `headingDeg` (clockwise from north). */
export function arcCentreBearing(headingDeg: number, directionality: Directionality, arc: FacingArc): number | null {
  const arcs = arcsOf(directionality);
  const i = arcs.indexOf(arc);
  if (i < 0) return null;
  return norm(headingDeg + i * (360 / arcs.length));
}

/**
 * A display point for a mission sitting in `arc` of a squadron at `at`: `offsetCm` out along the arc's centre
 * line (for drawing only; rules measure from the squadron's point). Null if the arc does not exist on that ship.
 */
export function arcPoint(at: Point, headingDeg: number, directionality: Directionality, arc: FacingArc, offsetCm: number): Point | null {
  const b = arcCentreBearing(headingDeg, directionality, arc);
  if (b === null) return null;
  const rad = (b * Math.PI) / 180;
  return { x: at.x + offsetCm * Math.sin(rad), y: at.y - offsetCm * Math.cos(rad) };
}
