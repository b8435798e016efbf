/**
 * The state of a Starmada game between steps: plain, serialisable data (it is stored as JSON after every step).
 * Class data (what the display sheet prints) lives once in `classes`; each ship keeps only what is pencilled
 * on its sheet during play (ch.1 p.9–11, the sheet's tracks).
 */
import type { FighterVariant } from './fighters/variants.ts';
import type { Direction, Hex } from '../core/hex.ts';
import type { Board } from '../core/offset.ts';
import type { SeatId } from '../core/rule-system.ts';
import type { StarmadaOptions } from './options.ts';
import type { Outcome } from '../core/rule-system.ts';
import type { BoardEdge } from './setup/deployment.ts';
import type { ScenarioId, StormEffect } from './setup/scenarios.ts';
import type { VictoryLedger } from './setup/victory.ts';
import type { ShipClass, WeaponTrait } from './ships/schema.ts';
import type { TerrainPiece } from './terrain/pieces.ts';
import type { DirectedResult } from './combat/damage.ts';

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
  /** Directional screens checked in each defensive arc (B.18 p.36); absent = none checked. */
  arcScreensChecked?: Record<DefensiveArc, number>;
  /**
   * The owner's standing choices for its shields this game turn, from its orders (reset each Orders Phase):
   * E.6 the reinforced arc, B.7 the arcs to lose points from first, E.1 the arcs to restore first.
   */
  shieldOrders?: ShieldOrders;
  /** Weapons lost per [battery][bank]. */
  bankLosses: number[][];
  /** Expendable weapons fired per [battery][bank]. */
  expended: number[][];
  /** Game turn each [battery][bank] last fired, for Slow weapons. */
  lastFired: (number | null)[][];
  equipmentLost: Record<string, number>;
  /**
   * Weapon losses (4.4 p.21) owed from damage that took effect at once (fighters, seekers, explosions, E.5) and not
   * yet struck: the owner chooses them in the next weapon-loss step (sequence/weapon-losses.ts).
   */
  lossesOwed?: number;
  munitionsUsed: Record<string, number>;
  /** Standing choices its owner gave with the orders (notation/standing.ts); absent: every choice is asked for. */
  standing?: StandingChoices;
  /** B.24 p.38: tractor beams used defensively in the game turn `turn`, not to be used again that turn. */
  tractorsUsed?: { turn: number; count: number };
  /** Enemy boarding parties aboard (B.14 p.34); absent, none. */
  boarders?: number;
  /** Rolled over (D.7): arcs mirrored. */
  inverted: boolean;
  /**
   * `hyperspace`: jumped out of the battle by its hyperdrive (B.10); `reserve`: waiting off the board to arrive
   * later (S.11's second half), not yet in play.
   */
  status: 'active' | 'destroyed' | 'exited' | 'hyperspace' | 'reserve';
  /** E.7 TAG markers next to the ship (target acquisition); absent = none. */
  tag?: TagMarkers;
  /**
   * B.5: cloaked in this turn's orders: the consecutive turns cloaked so far, whether the cloak was pierced this
   * turn, and the cloak marker's hex (where the other side last saw it). Absent: not cloaked.
   */
  cloak?: { turns: number; detected: boolean; marker: Hex };
  /** B.10: the hyperdrive warm-up total so far (absent: none; an engine hit or a turn without H/ clears it). */
  hyperdriveTotal?: number;
  /** The board edges a ship that left the board crossed (scenario exits, S.7). */
  exitEdges?: BoardEdge[];
  /** G.6 three-dimensional play: altitude 0–6; absent means 3, where every element starts (p.57). */
  altitude?: number;
  /** B.23: the hex its orders asked the stutterdrive to jump to in this turn's End Phase. */
  stutterTo?: Hex;
  /** Added to the engine rating for the rest of the game (S.8's prototype roll of 2 or 6). */
  engineShift?: number;
}

/** E.7 p.50: a face-up marker tags the unit now; a face-down one (placed this Combat Phase) turns up in the End Phase. */
export interface TagMarkers {
  faceUp: boolean;
  faceDown: boolean;
}

/** E.7 p.50: a tagging attempt declared with fire: `tags` of the ship's TAGs aimed at one target. */
export interface TagAttempt {
  shipId: string;
  targetId: string;
  tags: number;
}

/** A ship's standing shield choices for one game turn (notation/shield-clauses.ts). */
export interface ShieldOrders {
  reinforce?: DefensiveArc;
  shieldsLose?: DefensiveArc[];
  restore?: DefensiveArc[];
}

/**
 * Choices a player gives ahead, with the orders, so the game need not stop to ask (issue 25, Salvo's): they stand
 * until the owner changes them, and are asked for only when they do not cover the case.
 */
export interface StandingChoices {
  /** Weapons to strike first when weapon hits come (4.4 p.21), in order; `auto` strikes the rest by the default. */
  losses?: LossPriorityItem[];
  /** What the ship's fighter flights do when their side activates them (5.2–5.4 p.22–23). */
  flights?: FlightStanding;
  /** B.24 p.38: how many tractor beams fire defensively in the Fighter Phase each game turn (ruling 212). */
  tractors?: number;
}

/** One entry of a loss priority: a battery (or one of its banks), an equipment item, or "the default for the rest". */
export type LossPriorityItem =
  | { kind: 'weapon'; battery: number; bank?: number }
  | { kind: 'equipment'; system: string }
  | { kind: 'auto' };

/**
 * A carrier's flights attack one enemy (flying the cheapest move next to it), the nearest they can reach, hold, or
 * (F.1) go on station with an interception rule.
 */
export type FlightStanding = { kind: 'attack'; targetId: string } | { kind: 'nearest' } | { kind: 'hold' } | { kind: 'patrol'; rule: PatrolRule };

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
  /** F.4: the flight's variant (fighters/variants.ts); absent for a standard flight. */
  variant?: FighterVariant;
  /** F.5: the game turn it was recovered in; such a flight is never launched again. */
  recoveredTurn?: number;
  /** F.3: screening its hex instead of attacking, until the next Fighter Phase begins (fighters/screens.ts). */
  screening?: boolean;
  /** E.7 TAG markers next to the flight; absent = none. */
  tag?: TagMarkers;
  /** Set on a seeker flight (C.4): what it carries and whom it hunts. A fighter flight has none. */
  seeker?: SeekerPayload;
  /** G.6 three-dimensional play: altitude 0–6; absent means 3 (p.57). */
  altitude?: number;
  /** F.1: on combat space patrol ("on station") with the owner's interception rule (fighters/patrol.ts); absent: not. */
  onStation?: PatrolRule;
  /** F.2: the enemy flight it is dogfighting (fighters/dogfight.ts); pinned while that flight is on the board. */
  pinnedWith?: string;
  /** F.6: a long range flight, bought without a carrier (its `carrierId` is empty; fighters/long-range.ts). */
  longRange?: boolean;
  /** B.20: a shuttle, a single-craft flight of MA 4 with a saving throw (fighters/shuttles.ts). */
  shuttle?: boolean;
}

/**
 * F.1: which enemy flights an on-station flight intercepts, given when it goes on station: any it can reach, only one
 * named flight, only fighter flights or only seeker flights. `dogfight` (F.2): it closes into the hex and pins the
 * flight instead of attacking from next to it.
 */
export type PatrolTarget = { kind: 'any' } | { kind: 'flight'; flightId: string } | { kind: 'fighters' } | { kind: 'seekers' };
export interface PatrolRule {
  target: PatrolTarget;
  dogfight?: boolean;
}

/** F.6: a long range flight as scoring remembers it; `hyperspace` once it has jumped out. */
export interface LongRangeRecord {
  id: string;
  name: string;
  side: SideId;
  hyperspace?: boolean;
}

/** A seeker flight's weapon and target, fixed at launch (C.4 p.40); `count` above is the seekers left. */
export interface SeekerPayload {
  /** The ship or flight it was launched at; it may attack nothing else. */
  targetId: string;
  ma: number;
  acc: number;
  imp: number | null;
  dmg: number;
  traits: WeaponTrait[];
  /** Game turn of the Combat Phase it was launched in: it moves from the next turn's Fighter Phase [ruling 50]. */
  launchedTurn: number;
  /** The battery's name ("Swarm Missile") and the firing ship's name, for the log. */
  weaponName: string;
  firer: string;
}

/**
 * Where play goes on after a weapon-loss step: the End Phase (before or after its explosions), the Fighter Phase at
 * its next slot, book-order fire at its next activation, or the start of the Combat Phase.
 */
export type LossesResume =
  | { kind: 'endPhase'; explosions: boolean }
  | { kind: 'fighters'; order: SideId[]; next: number }
  | { kind: 'fireActivation'; order: SideId[]; next: number; fired: string[] }
  | { kind: 'combat' };

/** D.8 sequential movement (p.46–47): the Movement Phase's order of sides, fixed at its start, and how far it has gone. */
export interface SequentialMovement {
  /** Which side moves a ship at each slot: the ratio rule's progression, or the D.8 deck's cards. */
  order: SideId[];
  /** The next slot. */
  next: number;
  /** Ships moved so far this phase (towed ships included). */
  moved: string[];
  /** B.16: the overthruster turns asked for with the orders, made once every ship has moved; absent, none. */
  overthrust?: Record<string, 'P' | 'S'>;
}

/** Where the game is within the turn; each value has its own kind of step. */
export type StarmadaPhase =
  /** Placing ships: at the start, or (`reinforcements`) S.11's second half arriving in an End Phase. */
  | { kind: 'deployment'; reinforcements?: true }
  /** `sequential`: D.8, ships move one at a time (movement/sequential.ts); absent, every seat orders at once. */
  | { kind: 'orders'; sequential?: SequentialMovement }
  | { kind: 'fighters'; order: SideId[]; next: number }
  /** Simultaneous fire: every seat declares at once (Salvo's default, ruling 24). */
  | { kind: 'fire' }
  /** Book-order fire (and E.5): one ship at a time, sides in ratio order; `fired` lists ships done. */
  | { kind: 'fireActivation'; order: SideId[]; next: number; fired: string[] }
  /**
   * Owners choose which weapons the weapon hits took (4.4 p.21): in End Phase step b, or at once when the damage
   * took effect at once. `resume` is where play goes on afterwards; absent, the End Phase. `n` numbers the steps
   * that are not the End Phase's own, so each has a key of its own (several may fall in one turn).
   */
  | { kind: 'weaponLosses'; owed: Record<string, number>; resume?: LossesResume; n?: number }
  | { kind: 'over' };

/** B.17: one probe launched at a target hex, declared with the ship's fire. */
export interface ProbeLaunch {
  shipId: string;
  at: Hex;
}

/** B.17: a probe marker on the board, face down until the End Phase after its launch. */
export interface ProbeMarker {
  launcherId: string;
  at: Hex;
  faceUp: boolean;
}

/** A fire declaration as accepted: some weapons of one battery, in one mode, at one target. */
export interface FireDeclaration {
  shipId: string;
  /** Index of the battery on the ship's display sheet. */
  battery: number;
  weapons: number;
  targetId: string;
  /** Index of the profile (dual-mode weapons, C.2); 0 for the primary mode. */
  mode: number;
  /** E.2 directed damage. */
  directed: boolean;
  /** E.2: the damage results to keep ("directed for engines"); absent: the default (combat/damage.ts). */
  keep?: DirectedResult[];
}

/**
 * One attack of the last resolved step, for that step's map (views/scene.ts): a weapon group, a fighter flight, a
 * seeker flight or defensive fire, from the attacker's hex to the target's.
 */
export interface ShotRecord {
  fromId: string;
  toId: string;
  from: Hex;
  to: Hex;
  /** Hits scored, of to-hit dice rolled. */
  hits: number;
  dice: number;
  /** Boxes the target must check (a ship), or fighters destroyed (a flight). */
  damage: number;
  /** The target was a flight: `damage` counts fighters. */
  atFlight: boolean;
}

/** What the last resolved step did, for its map: its attacks, the ships it destroyed and the explosions (E.3). */
export interface StepRecord {
  shots: ShotRecord[];
  /** Ships destroyed during the step: drawn as wrecks on its map, dropped from later maps. */
  wrecks: string[];
  /** Ships that exploded (E.3 p.48), where they were. */
  blasts: { shipId: string; at: Hex }[];
}

export interface StarmadaState {
  turn: number;
  phase: StarmadaPhase;
  /** Weapon-loss steps opened outside End Phase step b so far in the game (their `n`). */
  lossSteps?: number;
  /** B.21: the way the solar wind blows, rolled at deployment when some ship carries solar sails. */
  solarWind?: Direction;
  options: StarmadaOptions;
  board: Board;
  scenario: ScenarioId;
  battleSize: string | null;
  vpTarget: number | null;
  /** Display names of the seats (players), for the log. */
  seats: Record<SeatId, { side: SideId; name: string }>;
  classes: Record<string, ShipClass>;
  ships: ShipState[];
  flights: FlightState[];
  /** F.5: flights aboard their carriers, off the board (fighters/launch-recovery.ts); absent: none. */
  hangar?: FlightState[];
  /** F.6: every long range flight bought, for scoring once it is gone (fighters/long-range.ts); absent: none. */
  longRangeFlights?: LongRangeRecord[];
  ledger: VictoryLedger;
  outcome: Outcome | null;
  /** Movement orders as revealed this turn, by ship id, in normalised notation. */
  revealedOrders: Record<string, string>;
  /** Hexes each unit entered in the last Movement or Fighter Phase, for drawing trails. */
  trails: Record<string, Hex[]>;
  /** What the last resolved step did (empty before the first), for its map. */
  lastStep: StepRecord;
  /** Terrain on the board (Appendix G, p.54–56); absent or empty in open space. A nebula is the option, not a piece. */
  terrain?: TerrainPiece[];
  /** B.17 probe markers on the board; absent when there are none. */
  probes?: ProbeMarker[];
  /** S.9: the storm result binding this game turn, rolled in the last End Phase. */
  storm?: StormEffect;
  /** S.11: which half deployed (the die: 1–3 the first), the End Phase running total, and whether the rest arrived. */
  reinforcements?: { halfRoll: number; total: number; arrived: boolean };
  /** S.8: the prototype, and its trial roll once made. */
  prototype?: { shipId: string; roll?: number };
  /** Flare markers on the board (B.9 p.33); absent, none. */
  flares?: { at: Hex; faceUp: boolean }[];
  /** Minefields: mine markers per hex (B.15 p.34); absent, none. */
  minefields?: { at: Hex; mines: number }[];
}
