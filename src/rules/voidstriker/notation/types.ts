/**
 * The secret orders one seat sends for one round (book §2.31 thrust allocation, §2.33/§2.331 sensor and ECM
 * assignment, §2.342/§2.343 the four-phase manoeuvre, §2.35 fire, §2.351 missile launches and hold-fire;
 * rulings A2–A4). Plain data; the text notation (parse.ts, make.ts) reads and prints it.
 *
 * Judgement calls:
 * - The manoeuvre reuses the movement module's `ManoeuvrePlot` (thrust split + phases a–d) and the sensors
 *   module's `SensorAssignment`, so the lead validates and runs them with those modules unchanged.
 * - A fire order names a phase 1–4 (= combat phases a–d) or 'any', and a condition. The condition only says when
 *   the order waits; the referee still enforces lock and arc (§2.35): 'always' fires in the named phase (or the
 *   first one, for 'any'); 'ifLocked' / 'ifInArc' / 'ifLockedAndInArc' fire in the first allowed phase where the
 *   condition holds, and the order lapses if it never does.
 * - Launch orders use the same shape as fire orders but name missile tube mounts (§2.351).
 * - Standing orders: point-blank hold-fire mounts (§2.351, ruling E15) and "drives shut down" (ruling D6).
 */
import type { ManoeuvrePlot } from '../movement/plot.ts';
import { DRIFT_ONLY } from '../movement/plot.ts';
import type { SensorAssignment } from '../sensors/allocation.ts';

/** Phase 1–4 (combat phases a–d) or any phase. */
export type FirePhase = 1 | 2 | 3 | 4 | 'any';
export type FireCondition = 'always' | 'ifLocked' | 'ifInArc' | 'ifLockedAndInArc';

export interface FireOrder {
  /** Mount id (from the context). */
  readonly mount: string;
  /** Target id (from the context). */
  readonly target: string;
  readonly phase: FirePhase;
  readonly condition: FireCondition;
}

export interface StandingOrders {
  /** Mount ids held back to fire at an incoming salvo at point blank (§2.351 hold fire). */
  readonly pointBlank: readonly string[];
  /** Drives shut down for the round (immobile, ruling D6). */
  readonly drivesShutDown: boolean;
  /** Start landing on the planet the ship is next to, or take off from it (§3.23). */
  readonly surface?: 'land' | 'takeOff';
  /** Laser turret units put on asteroid defence for the round (§3.22); they do not fire at ships. */
  readonly asteroidDefence?: readonly string[];
}

/** One ship's orders for the round. */
export interface ShipPlot {
  readonly shipId: string;
  /** Thrust split and the turn and acceleration of phases a–d (§2.31, §2.342, §2.343). */
  readonly manoeuvre: ManoeuvrePlot;
  /** Tracking and ECM jobs, one entry per (target, job), targets by id (§2.33, §2.331). */
  readonly sensors: readonly SensorAssignment[];
  /** Direct-fire orders, at most one per mount (§2.35 "once per combat round"). */
  readonly fire: readonly FireOrder[];
  /** Missile launches, at most one per tube mount (§2.351). */
  readonly launch: readonly FireOrder[];
  readonly standing: StandingOrders;
}

/** A seat's orders: one entry per ship of the seat, in the context's order. */
export interface RoundPlot {
  readonly ships: readonly ShipPlot[];
}

/** A mount as the notation needs it: 'tubes' are missile tube mounts (launch), 'weapon' fires directly. */
export interface PlotMount {
  readonly id: string;
  readonly name: string;
  readonly kind: 'weapon' | 'tubes';
  /** Laser turret mounts in the unit, for asteroid defence (§3.22); absent or 0 for other units. */
  readonly turrets?: number;
}

/** One of the seat's ships, with its current (damaged) limits (§2.362). */
export interface PlotShip {
  readonly id: string;
  readonly name: string;
  readonly thrustFactor: number;
  readonly turnMode: number;
  /** Working sensors. */
  readonly sensors: number;
  readonly mounts: readonly PlotMount[];
}

/** Anything the seat may track, jam or shoot: enemy ships and salvos. */
export interface PlotTarget {
  readonly id: string;
  readonly name: string;
}

export interface PlotContext {
  readonly ships: readonly PlotShip[];
  readonly targets: readonly PlotTarget[];
}

/** The orders of a ship that does nothing: drifts, no sensors, no fire. Given to ships a plot leaves out. */
export function idleShipPlot(shipId: string): ShipPlot {
  return { shipId, manoeuvre: DRIFT_ONLY, sensors: [], fire: [], launch: [], standing: { pointBlank: [], drivesShutDown: false } };
}
