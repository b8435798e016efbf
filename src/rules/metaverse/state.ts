/**
 * The state of a Metaverse game between steps (p.2 "Turn Sequence"): plain JSON, so the game service can store it and
 * the same state, submissions and dice always give the same result. Positions are centimetres in the scene frame
 * (x east, y south; north is the top edge), headings compass degrees (movement/, geometry/).
 *
 * The turn composed so far: the Command Step (command points), one secret plot per seat (movement), the alternating
 * Control Step, one secret fire exchange (the Starship Combat Step, simultaneous in the book, with interception),
 * the starfighter combats, then the End Phase (criticals, repairs, morale). Fighter operations run by default after
 * movement and the Mission Step alternates; Breaching squadrons land marines and the boarding fights follow.
 */
import type { Point } from '../core/scene.ts';
import type { Outcome, SeatId } from '../core/rule-system.ts';
import type { ShipDamageState } from './damage/state.ts';
import type { MoraleChart } from './morale/morale.ts';
import type { CommanderQuality, CrewQuality, Rank } from './ships/fleet.ts';
import type { MetaverseConfig } from './setup/config.ts';
import type { Alternation } from './control/alternation.ts';
import type { ControlDeclarations } from './control/declarations.ts';
import type { EwSystem } from './control/types.ts';
import type { Hangar } from './fighters/hangar.ts';
import type { MissionStepState } from './fighters/mission-step.ts';
import type { Mission } from './fighters/mission.ts';
import type { FighterSquadron } from './fighters/squadron.ts';
import type { MvTerrain } from './terrain/place.ts';
import type { StandingState } from './sequence/standing/types.ts';

export interface MvSide {
  readonly side: 'A' | 'B';
  readonly seat: SeatId;
  readonly player: string;
  readonly fleetId: string;
  readonly navyId: string;
  /** Danger Close discipline in cm (5, 10, 15). */
  readonly discipline: number;
  readonly repairDie: number;
  readonly morale: MoraleChart;
  /** Preparation turns (p.101): each squadron may start at up to this many turns of full burn. */
  readonly prepTurns?: number;
}

export interface MvCommander {
  readonly id: string;
  readonly name: string;
  readonly side: 'A' | 'B';
  readonly rank: Rank;
  readonly quality: CommanderQuality;
  readonly shipId: string;
  readonly superior: string | null;
  /** Command points this turn (max of the roll and what was left from last turn, p.3). */
  readonly cp: number;
  /** The raw roll this turn, for the loss check (A24). */
  readonly lastRoll: number;
}

export type ShipStatus = 'active' | 'destroyed' | 'disengaged';

export interface MvShip {
  readonly id: string;
  readonly name: string;
  readonly designId: string;
  readonly side: 'A' | 'B';
  readonly squadronId: string;
  readonly moraleValue: number;
  readonly damage: ShipDamageState;
  readonly status: ShipStatus;
  readonly fate?: string;
  /** Munitions left per local magazine (magazine id → munition id → count); absent = as designed (p.67, combat-step.ts). */
  readonly magazines?: Readonly<Record<string, Readonly<Record<string, number | 'infinite'>>>>;
  /** The turn in which its stealth generator is compromised because it fired under stealth (p.57, sequence/combat/ew.ts). */
  readonly stealthCompromisedTurn?: number;
  /** FTL drive id → the turn it was last used (p.18 charge, sequence/movement/ftl.ts); absent = charged. */
  readonly ftlUsedTurn?: Readonly<Record<string, number>>;
}

export interface MvSquadron {
  readonly id: string;
  readonly name: string;
  readonly side: 'A' | 'B';
  readonly commanderId: string;
  readonly crewQuality: CrewQuality;
  readonly method: 'cinematic' | 'newtonian';
  readonly directionality: 'square' | 'hexagon';
  readonly at: Point;
  readonly heading: number;
  /** Cinematic momentum in cm per turn. */
  readonly momentum: number;
  /** Newtonian momentum rose and rotation. */
  readonly rose: readonly number[];
  readonly rotation: number;
  readonly mirrored: boolean;
  /** Target Rating modifier from this turn's move (drift, momentum 0; A21). */
  readonly trModifier: number;
}

export interface ShotRecord {
  readonly from: Point;
  readonly to: Point;
  readonly hit: boolean;
  readonly label: string;
  /** The firing and target squadrons; absent in states stored before they were recorded. */
  readonly fromId?: string;
  readonly toId?: string;
  /** Hull hits dealt (p.28), when recorded. */
  readonly damage?: number;
}

/** An EW order given this step, for the summary and the fire code. */
export interface EwOrderRecord {
  readonly side: 'A' | 'B';
  readonly shipId: string;
  readonly systemId: string;
  readonly order: 'activate' | 'deactivate' | 'retarget';
  readonly targets: readonly string[];
}

/**
 * The Control Step slice of the game state (sequence/control/control-step.ts);
 * `ewSystems`, `podsLeft` and `shieldsDropped` persist from turn to turn.
 */
export interface ControlState {
  readonly turn: number;
  /** Whose action is due (`toAct`, null once over), consecutive passes, actions taken. */
  readonly alternation: Alternation;
  /** The tie-break D6 when both sides had as many starships. */
  readonly tieBreak: { readonly roll: number; readonly firstIfAtMost: 3 } | null;
  /** This turn's nominations, pods fired and shields changed, per side (A27: this turn only). */
  readonly declarations: Readonly<Record<'A' | 'B', ControlDeclarations>>;
  /** The EW orders given this step, in order. */
  readonly ewOrders: readonly EwOrderRecord[];
  /** Ship id → its Control Step EW systems with their persistent settings (p.21). */
  readonly ewSystems: Readonly<Record<string, readonly EwSystem[]>>;
  /** Ship id → countermeasure pods not yet fired (p.56). */
  readonly podsLeft: Readonly<Record<string, number>>;
  /** Ships whose shields are down (p.45; raised only in a later turn's Control Step). */
  readonly shieldsDropped: readonly string[];
}

/** A starfighter squadron in play, named for the players. */
export interface MvFighter extends FighterSquadron {
  readonly name: string;
  readonly side: 'A' | 'B';
}

/** A carrier's hangar bay (ids `<shipId>:<hangar id>`). */
export interface MvHangar extends Hangar {
  readonly name: string;
  readonly side: 'A' | 'B';
}

/** The starfighter slice of the game state (sequence/starfighters/fighter-step.ts). */
export interface FighterState {
  readonly squadrons: readonly MvFighter[];
  readonly hangars: readonly MvHangar[];
  /** Missions ordered in the Mission Step (ids `<side>-M<n>`); CAP without a mission is implicit (fighter-step.ts header). */
  readonly missions: readonly Mission[];
  /** The alternating Mission Step this turn; null before it opens. */
  readonly missionStep: MissionStepState | null;
  /** Squadrons whose furball dice intercepted starship fire this turn (p.31: no furball against fighters). */
  readonly furballSpent: readonly string[];
  /** Counter for mission names. */
  readonly missionCount: number;
  /**
   * CAP squadrons the defender set to Intercept (p.32; a standing order of the Mission Step, kept while the squadron
   * flies CAP). Absent or empty: none, so Procedure C is never used.
   */
  readonly interceptors?: readonly string[];
}

/** Hostile marine parties aboard one section of a ship. */
export interface BoardingParty {
  readonly shipId: string;
  readonly section: string;
  /** The boarders' side (the ship's enemy). */
  readonly side: 'A' | 'B';
  readonly marines: number;
  /** The section has been taken and its systems disabled; the boarders hold it. */
  readonly holding: boolean;
}

/** Every hostile party aboard every ship (p.37 boarding). Plain, for MetaverseState.boarding. */
export interface BoardingState {
  readonly parties: readonly BoardingParty[];
}

export interface MetaverseState {
  readonly system: 'metaverse';
  readonly config: MetaverseConfig;
  readonly turn: number;
  /** 'plot' (secret), 'control' (alternating, `control.alternation` says whose turn), 'fire' (secret), 'over'. */
  readonly stage: 'plot' | 'missions' | 'control' | 'fire' | 'over';
  readonly sides: readonly MvSide[];
  readonly commanders: readonly MvCommander[];
  readonly squadrons: readonly MvSquadron[];
  readonly ships: readonly MvShip[];
  /** What setup rolled (commander and crew qualities), each die shown. */
  readonly setupLog: readonly string[];
  /** Where each squadron went during the last move, start first. */
  readonly trails: readonly { readonly id: string; readonly path: readonly Point[] }[];
  readonly shots: readonly ShotRecord[];
  /**
   * Squadrons destroyed by the last step, and ships it destroyed in squadrons still on the table: wrecks on its map,
   * dropped from later maps. Absent: none.
   */
  readonly wrecks?: readonly string[];
  /** The Control Step's declarations and the EW settings, pods and shields that carry over between turns. */
  readonly control: ControlState | null;
  /** Starfighter squadrons, hangars and missions (fighter-step.ts). */
  readonly fighters: FighterState;
  /** Hostile marine parties aboard ships (boarding-step.ts). */
  readonly boarding: BoardingState;
  /** Terrain placed at setup (terrain/place.ts, p.101); absent = none (states from before terrain). */
  readonly terrain?: readonly MvTerrain[];
  /**
   * This turn's standing orders for the Mission and Control Steps and where their play-out stands (sequence/standing/);
   * absent or null before any were given this turn, and always in a game played one message at a time.
   */
  readonly standing?: StandingState | null;
  readonly outcome: Outcome | null;
}
