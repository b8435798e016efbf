/**
 * The whole state of a Voidstriker game between steps: plain JSON, so the game service can store it as a
 * snapshot and the same state, submissions and dice always give the same result.
 *
 * Coordinates are the scene's (core/plane.ts): inches, x east, y SOUTH, compass headings. The book
 * (§2.31) counts y north from the playfield's south edge; here y = −(book y), so the playfield spans x 0..width,
 * y −height..0. Players read and type the book's y (assist/path-warnings.ts prints −y). Version 1 states held the
 * book's y; upgrades.ts flips them.
 */
import { VOIDSTRIKER_UPGRADES } from './upgrades.ts';
import type { Point } from '../core/scene.ts';
import type { Outcome, SeatId } from '../core/rule-system.ts';
import type { ShipCondition } from './damage/condition.ts';
import type { AsteroidField } from './geometry/asteroids.ts';
import type { Planet } from './geometry/planets.ts';
import type { Salvo } from './missiles/salvo.ts';
import type { Drift } from './movement/drift.ts';
import type { RepairRecord } from './record-keeping/record.ts';
import type { PendingReplacement } from './record-keeping/replacements.ts';
import type { SensorAssignment } from './sensors/allocation.ts';
import type { SurfaceStatus } from './map-features/surface-status.ts';
import type { ShipPlot } from './notation/types.ts';
import type { VoidstrikerOptions } from './options.ts';

export interface SeatInfo {
  readonly side: string;
  readonly player: string;
}

export type ShipStatus = 'active' | 'destroyed' | 'departed';

export interface VoidShip {
  readonly id: string;
  readonly name: string;
  readonly classId: string;
  readonly side: string;
  readonly seat: SeatId;
  /** Ship counter, vector counter, facing and this round's drift (movement/moving-ship.ts). */
  readonly position: Point;
  readonly vectorCounter: Point;
  readonly heading: number;
  readonly drift: Drift;
  readonly condition: ShipCondition;
  readonly status: ShipStatus;
  /** Why it left play, for the log and the card: "vaporised", "crew killed", "crashed into Bishamon II". */
  readonly fate?: string;
  readonly surface: SurfaceStatus;
  readonly repairs: RepairRecord;
  readonly replacements: readonly PendingReplacement[];
  /** Round each missile tube mount last launched (§2.351: every third round). */
  readonly lastLaunch: Readonly<Record<string, number>>;
  /** Targets this ship was locked on last round (+3 to lock, §2.33). */
  readonly lockedLastRound: readonly string[];
  /** Last round's sensor orders: a ship whose captain is out must repeat them (§2.362 Captain). */
  readonly lastSensors: readonly SensorAssignment[];
  /** Last round's plot, to pre-fill the next one. */
  readonly lastPlot?: ShipPlot;
}

export interface VoidSalvo extends Salvo {
  /** The launching ship's seat, which steers it. */
  readonly seat: SeatId;
}

/** One shot or missile strike of the last round, for the result map. */
export interface ShotRecord {
  readonly from: Point;
  readonly to: Point;
  readonly hit: boolean;
  readonly label: string;
  /** The firing ship (or striking salvo) and its target. Absent in states stored before they were recorded. */
  readonly fromId?: string;
  readonly toId?: string;
  /** Hits of shots (a salvo's missiles); absent: one shot, a hit when `hit`. */
  readonly hits?: number;
  readonly of?: number;
  /** Damage points dealt to a ship, or missiles destroyed when the target is a salvo (`atSalvo`). */
  readonly damage?: number;
  readonly atSalvo?: boolean;
}

/** Where a mover went during the last round, start first (for the map's trails). */
export interface TrailRecord {
  readonly id: string;
  readonly path: readonly Point[];
}

/** A round under way while the game waits for fire orders after a phase's movement (option `firePerPhase`). */
export interface RoundInProgress {
  /** 0–3: the phase (a–d) whose fire is awaited. */
  readonly phase: number;
  readonly plots: Readonly<Record<string, ShipPlot>>;
  /** Seats from the initiative winner to the loser, and ships in firing order. */
  readonly seatOrder: readonly SeatId[];
  readonly shipOrder: readonly string[];
  readonly accelerationOrder: readonly string[];
  /** observer ship id → target id → sensors locked on it (only locked pairs). */
  readonly locks: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** "ship/mount" keys that have fired or launched this round (§2.35 once per round). */
  readonly fired: readonly string[];
  /** Mounts held for point-blank fire that have fired (a held mount fires once). */
  readonly trails: readonly TrailRecord[];
  readonly shots: readonly ShotRecord[];
}

export interface RaidProgress {
  /** Corsair id → rounds landed at the base so far. */
  readonly loading: Readonly<Record<string, number>>;
  /** Corsairs that finished loading. */
  readonly loaded: readonly string[];
  /** Loaded corsairs that left the playfield. */
  readonly escaped: readonly string[];
  /** Round the raiders entered (gunboats take off two rounds later). */
  readonly enteredRound: number;
}

/** The state's shape version (core/state-version.ts), one past its last upgrade: 2 since points use the scene's frame (y south). */
export const VOIDSTRIKER_STATE_VERSION = VOIDSTRIKER_UPGRADES.length + 1;

/** Whether a point is on the nominal playfield, edges included (ruling B6). */
export const onPlayfield = (p: Point, field: VoidstrikerState['playfield']): boolean => p.x >= 0 && p.x <= field.width && p.y <= 0 && p.y >= -field.height;

export interface VoidstrikerState {
  readonly system: 'voidstriker';
  readonly schemaVersion?: number;
  readonly scenario: string;
  readonly options: VoidstrikerOptions;
  readonly round: number;
  /** 'plot': every seat sends its round plot; 'fire': per-phase fire orders (option); 'over'. */
  readonly stage: 'plot' | 'fire' | 'over';
  readonly seats: Readonly<Record<SeatId, SeatInfo>>;
  readonly ships: readonly VoidShip[];
  readonly salvos: readonly VoidSalvo[];
  readonly planets: readonly Planet[];
  readonly asteroids: readonly AsteroidField[];
  /** The nominal playfield (ruling G11): x 0..width, y −height..0 (book y 0..height). */
  readonly playfield: { readonly width: number; readonly height: number };
  /** The scenario's base (§6.2), a point on a planet's surface. */
  readonly base?: { readonly name: string; readonly side: string; readonly planetId: string; readonly at: Point };
  readonly raid?: RaidProgress;
  readonly pending: RoundInProgress | null;
  /** What the last round did, for its map. */
  readonly trails: readonly TrailRecord[];
  readonly shots: readonly ShotRecord[];
  /** Ships put out of play by the last step: drawn as wrecks on its map, dropped from later maps. */
  readonly wrecks?: readonly string[];
  readonly nextSalvo: number;
  readonly outcome: Outcome | null;
}
