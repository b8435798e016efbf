/**
 * STL drives as movement sees them (book p.5 "Plot Movement Step", p.7 "Cinematic Movement", p.11 "Emergency
 * Power"; ruling A41).
 *
 * - A drive has a rating (thrust points) and one or more arcs. The arc names the direction the drive points;
 *   it pushes the ship the other way. A drive may use 0..rating points, all for ONE action in a turn.
 * - Operational rating = rating, ×2 under Emergency Power (the chosen drives), ×2 under Push The Limits
 *   (whole squadron). Disabled drives and drives in unpowered or destroyed sections give nothing (A41).
 * - While a ship is mirrored (rolled or flipped) each design arc is reflected port↔starboard (p.11).
 */
import { mirrorArc } from '../geometry/directionality.ts';
import type { FtlDrive } from '../ftl/drives.ts';
import type { Arc } from '../ships/directions.ts';

export interface StlDrive {
  readonly id: string;
  readonly rating: number;
  /** Design arcs (before mirroring). */
  readonly arcs: readonly Arc[];
  /** False when disabled, or its section is unpowered or destroyed. */
  readonly operational: boolean;
}

/** One ship of a squadron, as movement needs it. */
export interface MovingShip {
  readonly id: string;
  readonly name?: string;
  readonly drives: readonly StlDrive[];
  readonly mirrored: boolean;
  /** False when the ship has no active bridge: it cannot plot (ruling A40). */
  readonly hasBridge: boolean;
  /** FTL drives, checked when the plot holds an FTL manoeuvre (absent: not checked). */
  readonly ftlDrives?: readonly FtlDrive[];
}

/** Thrust available from one drive this turn, with the arcs it can use now. */
export interface DriveCapacity {
  readonly id: string;
  readonly points: number;
  readonly arcs: readonly Arc[];
}

export interface Boosts {
  /** Drive ids doubled by Emergency Power this plot. */
  readonly emergencyPower?: readonly string[];
  /** Push The Limits tactic: every drive doubled. */
  readonly pushTheLimits?: boolean;
}

/** Operational thrust points of a drive this turn (p.7, p.12). */
export function operationalRating(drive: StlDrive, boosts: Boosts = {}): number {
  if (!drive.operational) return 0;
  let r = drive.rating;
  if (boosts.emergencyPower?.includes(drive.id)) r *= 2;
  if (boosts.pushTheLimits) r *= 2;
  return r;
}

/** Every drive's capacity and current (mirrored) arcs. */
export function capacities(ship: MovingShip, boosts: Boosts = {}): DriveCapacity[] {
  return ship.drives.map((d) => ({
    id: d.id,
    points: operationalRating(d, boosts),
    arcs: ship.mirrored ? d.arcs.map(mirrorArc) : d.arcs,
  }));
}

/** Number of distinct STL drives lost (for the TR reduction, p.41): disabled, unpowered or destroyed. */
export const drivesLost = (ship: MovingShip): number => ship.drives.filter((d) => !d.operational).length;
