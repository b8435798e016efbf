/**
 * The secret orders of one seat in Metaverse as the notation reads them: drafts, plain data (book "Plot Movement Step" p.5, "Cinematic Movement" and
 * "Newtonian Movement" p.7–9, "Advanced Manoeuvres" p.11–18, "Starfighter Operations Step" p.19, "Starship Combat
 * Step" p.24 with Volley and Surgical Fire; p.67 launchers; ruling A7).
 *
 * Two submissions per turn, both secret and simultaneous:
 * - `TurnDraft`: one `SquadronDraft` per starship squadron (plus one per break-off), sent in the Plot Movement Step. It
 *   also carries the Starfighter Operations Step orders (launch, recover), which involve no interaction (p.2
 *   1.4 "effectively simultaneous"), so they need no round trip of their own.
 * - `FireDraft`: per ship, weapon → target, sensor system, fire mode, weapon mode and launcher munition count, sent
 *   for the Starship Combat Step (ruling A7: weapons with no order are held and may intercept).
 * The alternating steps (missions, control step) stay outside these submissions (p.2).
 * A draft is the players' form (drives by name, push directions, who pays); the rules' plots (movement/plot.ts
 * `SquadronPlot`) are made from it in one place, to-plot.ts, and the names never mix: `…Draft` here, `…Plot` there.
 *
 * Judgement calls:
 * - Drive allocations are optional: an action with an empty `drives` list leaves the choice of drives to the
 *   movement module's assignment solver (p.7); named drives must exist on
 *   every ship of the squadron (book p.5 "If any starship in a squadron cannot perform a manoeuvre, the squadron
 *   cannot").
 * - A Newtonian linear thrust records the ARC OF THE DRIVES fired (p.9); the text
 *   notation writes the push direction instead (FWD = stern drives, AFT = bow drives), as in help.ts.
 * - The CP cost is derived, never typed: 1 per advanced manoeuvre, 1 for a break-off (book p.3, p.5, p.11).
 * - A gravity wall is raised per plot ("During plotting, a starship can be plotted to activate a gravity wall"): a
 *   plot without `GW` has no wall up that turn. It costs no CP (it is not an advanced manoeuvre).
 * - Context shapes are narrow and hold only what the notation checks; the lead fills them from the game state.
 */
import type { FireMode } from '../fire/sensors.ts';
import type { FtlCode, FtlDriveType } from '../ftl/drives.ts';
import type { MovementMethod } from '../geometry/directionality.ts';
import type { Directionality } from '../ships/directions.ts';
import type { DamageType } from '../ships/weapon.ts';

// ---------------------------------------------------------------------------------------------- movement plot

/** One thrust action: points from drives (ids; empty = let the solver choose). */
export interface ThrustUse {
  readonly points: number;
  readonly drives: readonly string[];
}

/** A Cinematic heading change (p.7): 'S' starboard (clockwise), 'P' port; `drive` = the side drive used, or null. */
export interface HeadingChange {
  readonly dir: 'S' | 'P';
  readonly drive: string | null;
}

/** Cinematic plot (p.7): accelerate with stern drives, decelerate with bow drives, ordered turns. */
export interface CinematicMove {
  readonly method: 'cinematic';
  readonly accel: ThrustUse;
  readonly decel: ThrustUse;
  readonly turns: readonly HeadingChange[];
}

/** A drive arc name: square bow|starboard|stern|port, hexagon bow|starboard-bow|starboard-stern|stern|port-stern|port-bow. */
export type DriveArc = string;

/** A Newtonian linear thrust (p.9): points from drives with arc `arc`, fired at `step` of the rotation. */
export interface LinearThrust {
  readonly arc: DriveArc;
  readonly points: number;
  /** 0 = the facing before this turn's rotation, k = after k rotation steps (p.9 "at any point in the rotation"). */
  readonly step: number;
  readonly drives: readonly string[];
}

/** Newtonian plot (p.9): rotational thrust in one direction only, then linear thrusts. */
export interface NewtonianMove {
  readonly method: 'newtonian';
  /** Rotational thrust added this turn; null = none. Port-side drives give CW, starboard-side CCW (p.9). */
  readonly rotate: { readonly dir: 'CW' | 'CCW'; readonly points: number; readonly drives: readonly string[] } | null;
  readonly thrust: readonly LinearThrust[];
}

export type MoveDraft = CinematicMove | NewtonianMove;


/** Advanced manoeuvres (p.11–18), 1 CP each. */
export type AdvancedManoeuvre =
  | { readonly code: 'RL' }
  | { readonly code: 'FL' }
  | { readonly code: 'EP'; readonly drives: readonly string[] }
  | { readonly code: 'RAM'; readonly target: string }
  /** `distance` (cm) only for hyper jumps (S-FTL-H, T-FTL-H), which record it in the plot (p.17); else null. */
  | { readonly code: FtlCode; readonly distance: number | null };

/** Starfighter Operations Step (p.19): launch `count` squadrons of `type` from a hangar of a ship of the squadron. */
export interface Launch {
  readonly hangar: string;
  readonly type: string;
  readonly count: number;
}

/** Recover a starfighter squadron present at this starship squadron into a hangar (p.19). */
export interface Recovery {
  readonly fighter: string;
  readonly hangar: string;
}

/** The orders of one starship squadron (or of ships it breaks off) for the turn. */
export interface SquadronDraft {
  readonly squadron: string;
  /** Ship ids broken off into a new squadron that follows this plot (1 CP, p.5); empty for the squadron's own plot. */
  readonly breakOff: readonly string[];
  readonly move: MoveDraft;
  readonly advanced: readonly AdvancedManoeuvre[];
  /** Commander paying the CPs; null = the squadron's first eligible commander (context `payers[0]`). */
  readonly payer: string | null;
  readonly launches: readonly Launch[];
  readonly recoveries: readonly Recovery[];
  /** Gravity wall active this turn on the squadron's ships (system id and its active arcs), or null (p.59 "Active Defense Systems > Gravity Wall"). */
  readonly gravityWall: { readonly system: string; readonly arcs: readonly DriveArc[] } | null;
  /** Turn 1 only: where the squadron is placed in its deployment zone before it moves (p.101), in table cm. */
  readonly deploy?: Deployment;
}

/** A squadron's place at deployment: table cm (x east, y south), and its heading when given. */
export interface Deployment {
  readonly x: number;
  readonly y: number;
  readonly heading: number | null;
  /** Starting speed in cm along the heading, within the side's preparation turns (p.101); absent = 0. */
  readonly speed?: number;
}

/** A seat's plot: the squadron's own plots in context order (blank = drift for those left out), then break-offs. */
export interface TurnDraft {
  readonly squadrons: readonly SquadronDraft[];
}

/** CPs a squadron plot costs: 1 per advanced manoeuvre plus 1 for a break-off (p.3 "Spending Command Points"). */
export function plotCost(plot: SquadronDraft): number {
  return plot.advanced.length + (plot.breakOff.length > 0 ? 1 : 0);
}

export function blankMove(method: MovementMethod): MoveDraft {
  return method === 'cinematic'
    ? { method, accel: { points: 0, drives: [] }, decel: { points: 0, drives: [] }, turns: [] }
    : { method, rotate: null, thrust: [] };
}

/** A blank plot: no drive usage and no manoeuvre, i.e. a drift (p.25 Table 1, ruling A21). */
export function blankSquadronPlot(squadron: string, method: MovementMethod): SquadronDraft {
  return { squadron, breakOff: [], move: blankMove(method), advanced: [], payer: null, launches: [], recoveries: [], gravityWall: null };
}

export function isBlankMove(move: MoveDraft): boolean {
  return move.method === 'cinematic'
    ? move.accel.points === 0 && move.decel.points === 0 && move.turns.length === 0
    : move.rotate === null && move.thrust.length === 0;
}

// ---------------------------------------------------------------------------------------------- plot context

/** An operational STL drive (disabled or unpowered drives are left out, p.7). */
export interface DraftDrive {
  readonly id: string;
  readonly name: string;
  /** Operational rating before Emergency Power. */
  readonly rating: number;
  readonly arcs: readonly DriveArc[];
}


export interface DraftHangar {
  readonly id: string;
  readonly name: string;
  /** Squadrons launched plus recovered per turn (p.19, p.81). */
  readonly launchCapacity: number;
  /** Starfighter squadron types it may recover (p.81). */
  readonly allowedTypes: readonly string[];
  /** Squadrons ready to launch now, by type. */
  readonly ready: readonly { readonly type: string; readonly count: number }[];
}

export interface DraftShip {
  readonly id: string;
  readonly name: string;
  readonly drives: readonly DraftDrive[];
  /** The FTL drive, with whether it is charged (cooldown 0, ruling A67); null = none. */
  readonly ftl: { readonly type: FtlDriveType; readonly charged: boolean } | null;
  readonly hangars: readonly DraftHangar[];
  /** Working gravity walls: rating (most active arcs) and supported arcs (p.59). */
  readonly gravityWalls?: readonly { readonly id: string; readonly name: string; readonly rating: number; readonly arcs: readonly DriveArc[] }[];
  /** True when the ship has no active bridge: it cannot plot (ruling A40). */
  readonly noBridge?: boolean;
  /** Why the terrain stops its FTL drive anywhere on this table (a nebula, a neutron star, a singularity; p.95–98). */
  readonly ftlBlocked?: string;
}

/** A starfighter squadron present at this starship squadron (may be recovered). */
export interface DraftFighter {
  readonly id: string;
  readonly name: string;
  readonly type: string;
}

export interface DraftSquadron {
  readonly id: string;
  readonly name: string;
  readonly method: MovementMethod;
  readonly directionality: Directionality;
  readonly ships: readonly DraftShip[];
  /** Newtonian rotational momentum before this turn (+ CW, − CCW); 0 for Cinematic. */
  readonly rotation: number;
  readonly inReserve: boolean;
  /** Commander ids allowed to pay for this squadron (chain of command, p.3); the first is the default payer. */
  readonly payers: readonly string[];
  readonly fighters: readonly DraftFighter[];
}

export interface DraftCommander {
  readonly id: string;
  readonly name: string;
  /** CPs available this turn. */
  readonly cp: number;
}

export interface TurnDraftContext {
  readonly squadrons: readonly DraftSquadron[];
  readonly commanders: readonly DraftCommander[];
  /** Enemy starships (RAM targets, p.13). */
  readonly enemyShips: readonly { readonly id: string; readonly name: string }[];
  /** House rule A13 `newtonianSideLinear`: side-arc drives may also give linear thrust (default false). */
  readonly sideLinear?: boolean;
  /** Fighter types by id, for names in `launch` orders. */
  readonly fighterTypes?: readonly { readonly id: string; readonly name: string }[];
  /** The seat's deployment zone while squadrons may still be placed (turn 1's plot, p.101); absent afterwards. */
  readonly deployZone?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** The seat's preparation turns (p.101): a deployed squadron may start at up to this many turns of full burn. */
  readonly prepTurns?: number;
  /** Cinematic hexagon heading step (A1), for deployment headings; 30 by default. */
  readonly hexTurnStep?: 30 | 60;
}

// ---------------------------------------------------------------------------------------------- fire orders

/** Systems Surgical Fire may name (p.24 "Surgical Fire"). */
export type SurgicalSystem = 'secondary' | 'ew' | 'propulsion' | 'hangar' | 'active-defence' | 'weapon';
export const SURGICAL_SYSTEMS: readonly SurgicalSystem[] = ['secondary', 'ew', 'propulsion', 'hangar', 'active-defence', 'weapon'];

/** One weapon's order for the Starship Combat Step (p.24). */
export interface FireOrder {
  readonly weapon: string;
  readonly target: string;
  /** Sensor system id (array, local array, or fire-control part `<fc id>#<k>`); null = the referee picks (auto). */
  readonly sensor: string | null;
  readonly fire: FireMode;
  /** The system category named for Surgical Fire; null otherwise. */
  readonly system: SurgicalSystem | null;
  /** Weapon mode name, for weapons with several modes; null = the only mode, or a launcher. */
  readonly mode: string | null;
  /** Launchers (p.67): munition id and how many to fire (1..max per turn); null for other weapons. */
  readonly munition: { readonly id: string; readonly count: number } | null;
}

export interface ShipFire {
  readonly ship: string;
  /** Fire-control split into parts (ratings summing to at most the rating, p.53); null = not used this turn. */
  readonly fireControl: readonly number[] | null;
  readonly orders: readonly FireOrder[];
}

/** A seat's fire: ships with orders, in context order. Weapons with no order are held (A7). */
export interface FireDraft {
  readonly ships: readonly ShipFire[];
}


export interface FireWeapon {
  readonly id: string;
  readonly name: string;
  /** The name that tells it from the ship's other weapons of its name ("Heavy Laser 3"; ships/part-labels.ts). */
  readonly label?: string;
  readonly modes: readonly { readonly name: string; readonly damageType: DamageType }[];
  /** For launchers: munitions it may fire now, with the most per turn (p.67). */
  readonly munitions?: readonly { readonly id: string; readonly name: string; readonly maxPerTurn: number; readonly damageType: DamageType }[];
}

export interface FireShip {
  readonly id: string;
  readonly name: string;
  readonly weapons: readonly FireWeapon[];
  /** Working sensor systems (arrays and local arrays). */
  readonly sensors: readonly { readonly id: string; readonly name: string }[];
  readonly fireControl: { readonly id: string; readonly name: string; readonly rating: number } | null;
}

export interface FireTarget {
  readonly id: string;
  readonly name: string;
  /** Enemy starship, or an enemy starfighter mission (PD-valued weapons, p.70). */
  readonly kind: 'ship' | 'mission';
}

export interface FireDraftContext {
  readonly ships: readonly FireShip[];
  /** Targets the seat may name; the fire module still checks legality, range and arcs (p.21–24). */
  readonly targets: readonly FireTarget[];
}

/** The sensor systems an order may name: the ship's arrays, plus fire-control parts FC1…FCn when it is split (p.53). */
export function sensorChoices(ship: FireShip, split: readonly number[] | null): { id: string; name: string }[] {
  const parts = split && ship.fireControl ? split.map((_, k) => ({ id: `${ship.fireControl?.id ?? 'fc'}#${k + 1}`, name: `FC${k + 1}` })) : [];
  return [...ship.sensors, ...parts];
}
