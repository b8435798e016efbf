/**
 * The narrow ship condition the damage rules read and write (§2.362, §2.4 record sheet): what each damage track
 * has left, the crew left by role, casualties awaiting medics, and the status flags damage can set. Plain data;
 * the lead's game state can hold it as is or map to it.
 */
import type { Crew, ShipClass, WeaponKind } from '../ships/ship-class.ts';

export type CrewRole = keyof Crew;
export const BRIDGE_ROLES = ['captain', 'pilot', 'gunners', 'officers'] as const satisfies readonly CrewRole[];

export interface MountCondition {
  readonly id: string;
  readonly weapon: WeaponKind;
  readonly mounting: 'fixed' | 'turret';
  readonly arc: 'F' | 'A';
  /** DP left; 0 = destroyed (a mass driver rolls this many d10). */
  readonly dp: number;
}

export interface MagazineCondition {
  readonly id: string;
  readonly ammo: 'missile' | 'massDriverShell';
  readonly missileMark?: number;
  /** Missiles or shells left. */
  readonly rounds: number;
  /** 1 DP [ruling F3]; 0 once hit. */
  readonly dp: number;
}

export interface DpTrack {
  readonly dp: number;
  readonly max: number;
}

export interface ShipCondition {
  readonly armor: number;
  readonly bridge: DpTrack;
  /** null: the class has no crewspace (a Crewspace result is a Cargo hit). */
  readonly crewspace: DpTrack | null;
  readonly cargo: DpTrack;
  readonly lifeSupport: DpTrack;
  readonly powerPlant: DpTrack;
  /** DP left of each thruster. */
  readonly thrusters: readonly number[];
  /** Working sensors (each 1 DP). */
  readonly sensors: number;
  readonly mounts: readonly MountCondition[];
  readonly magazines: readonly MagazineCondition[];
  /** DP left of each launch bay (only the §2.37 example has them; no shareware ship does). */
  readonly launchBays: readonly number[];
  /** Crew still at their posts, by role. */
  readonly crew: Crew;
  /** Casualties not yet seen by a medic, by role (§2.42). */
  readonly casualties: readonly CrewRole[];
  /** Bridge damaged (§2.362): out of control until a recovery roll of 7+. */
  readonly outOfControl: boolean;
  /** Recovery rolls made so far while out of control (each adds +1 to the next). */
  readonly outOfControlRolls: number;
  readonly crewKilled: boolean;
  readonly vaporized: boolean;
  /** Blown up by a hit on a destroyed power plant (§2.362). */
  readonly blownUp: boolean;
}

const track = (dp: number): DpTrack => ({ dp, max: dp });

/** A fresh, undamaged condition for a ship of this class. */
export function conditionOf(ship: ShipClass): ShipCondition {
  return {
    armor: ship.armor,
    bridge: track(ship.bridge.dp),
    crewspace: ship.crewspace === null ? null : track(ship.crewspace.dp),
    cargo: track(ship.cargo.dp),
    lifeSupport: track(ship.lifeSupport.dp),
    powerPlant: track(ship.powerPlant.dp),
    thrusters: [...ship.thrusters],
    sensors: ship.sensors,
    mounts: ship.mounts.map((m) => ({ id: m.id, weapon: m.weapon, mounting: m.mounting, arc: m.arc, dp: m.dp })),
    magazines: ship.magazines.map((m) => ({
      id: m.id,
      ammo: m.ammo,
      ...(m.missileMark === undefined ? {} : { missileMark: m.missileMark }),
      rounds: m.capacity,
      dp: 1,
    })),
    launchBays: [],
    crew: { ...ship.crew },
    casualties: [],
    outOfControl: false,
    outOfControlRolls: 0,
    crewKilled: false,
    vaporized: false,
    blownUp: false,
  };
}

/** Living bridge crew (captain, pilot, gunners, officers). */
export function bridgeCrewCount(crew: Crew): number {
  return crew.captain + crew.pilot + crew.gunners + crew.officers;
}

export function totalCrew(crew: Crew): number {
  return bridgeCrewCount(crew) + crew.engineers + crew.medics;
}

/** The ship is gone or out of play: vaporized, blown up, or crew killed (§2.362). */
export function isOutOfPlay(ship: ShipCondition): boolean {
  return ship.vaporized || ship.blownUp || ship.crewKilled;
}

/**
 * Crippled (§2.362): armour below 0 (permanent), bridge destroyed (until repaired), or [ruling F5] power plant
 * destroyed. A crippled ship cannot maneuver, accelerate or fire.
 */
export function isCrippled(ship: ShipCondition): boolean {
  return ship.armor < 0 || ship.bridge.dp === 0 || ship.powerPlant.dp === 0;
}
