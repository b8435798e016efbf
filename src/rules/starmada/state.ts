/**
 * The state of a Starmada game between steps: plain, serialisable data (it is stored as JSON after every step).
 * Class data (what the display sheet prints) lives once in `classes`; each ship keeps only what is pencilled
 * on its sheet during play (digest §2.2, "runtime state").
 */
import type { RngState } from '../core/dice.ts';
import type { Direction, Hex } from '../core/hex.ts';
import type { Board } from '../core/offset.ts';
import type { SeatId } from '../core/rule-system.ts';
import type { StarmadaOptions } from './options.ts';
import type { ShipClass } from './ship/schema.ts';

export type SideId = 'A' | 'B';
export type DefensiveArc = 'Fwd' | 'Port' | 'Stbd' | 'Aft';

/** A damage track's boxes checked so far, and those marked "/" in the Combat Phase, applied in the End Phase. */
export interface TrackDamage {
  checked: number;
  pending: number;
}

export interface ShipState {
  id: string;
  /** Display name, unique in the game ("Majestic", "Vigil"). */
  name: string;
  classId: string;
  side: SideId;
  seat: SeatId;
  at: Hex;
  /** Direction of travel. */
  heading: Direction;
  /** Equals heading except after a pivot (reversed in the End Phase). */
  facing: Direction;
  /** Speed of the previous game turn's orders (turn 1: the engine rating). */
  prevSpeed: number;
  /** Slips made in the previous Movement Phase, for the slip credit of 3.2. */
  lastSlips: { dir: 'L' | 'R' | null; count: number };
  hull: TrackDamage & { crewFromBack: number; crewPending: number };
  engines: TrackDamage;
  weapons: TrackDamage;
  shields: TrackDamage;
  /** Directional shield ratings now (B.7), when the class has them. */
  dirShields?: Record<DefensiveArc, number>;
  /** Screens checked (B.18), when the class has them. */
  screensChecked?: number;
  /** Weapons lost per [battery][bank]. */
  bankLosses: number[][];
  /** Expendable weapons fired per [battery][bank]. */
  expended: number[][];
  /** Game turn each [battery][bank] last fired, for Slow weapons. */
  lastFired: (number | null)[][];
  equipmentLost: Record<string, number>;
  munitionsUsed: Record<string, number>;
  /** Rolled over (D.7): arcs mirrored. */
  inverted: boolean;
  status: 'active' | 'destroyed' | 'exited';
}

export interface FlightState {
  id: string;
  name: string;
  side: SideId;
  seat: SeatId;
  carrierId: string;
  /** Fighters left (6 in a full flight); removed at 0. */
  count: number;
  at: Hex;
  heading: Direction;
  /** Activated this Fighter Phase. */
  activated: boolean;
}

/** Where the game is within the turn; each value has its own kind of step. */
export type StarmadaPhase =
  | { kind: 'orders' }
  | { kind: 'fighters'; order: SideId[]; next: number }
  | { kind: 'fire' }
  | { kind: 'weaponLosses'; owed: SeatId[] }
  | { kind: 'over' };

export interface StarmadaState {
  turn: number;
  phase: StarmadaPhase;
  options: StarmadaOptions;
  board: Board;
  scenario: string;
  battleSize: string;
  vpTarget: number;
  seats: Record<SeatId, { side: SideId }>;
  classes: Record<string, ShipClass>;
  ships: ShipState[];
  flights: FlightState[];
  scores: Record<SideId, number>;
  /** Movement orders as revealed this turn, by ship id, in normalised notation. */
  revealedOrders: Record<string, string>;
  /** Hexes each unit entered in the last Movement or Fighter Phase, for drawing trails. */
  trails: Record<string, Hex[]>;
  rng: RngState;
}
