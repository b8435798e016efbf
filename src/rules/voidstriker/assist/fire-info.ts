/**
 * What a seat's fire units can do now, for `/fire` and the echo (book §2.35 arcs, base to-hit and range, §2.351
 * missile tubes): a unit's arc test against a point (geometry/arcs.ts `mountBears`; mass
 * drivers need the line of fire too, geometry/mass-driver.ts; missile tubes launch into the fixed forward arc,
 * ruling D3), its base to-hit (fire/weapon.ts `baseToHit`), whole-inch range (geometry/range.ts) and whether a
 * planet blocks the line (geometry/planets.ts).
 *
 * Judgement calls: a battery bears when any of its mounts bears; the shareware book gives blasters no damage, so
 * only their to-hit (5+) is shown; a unit that fired this round (firePerPhase) or whose tubes are reloading or
 * whose magazines are empty is not offered.
 */
import type { Point } from '../../core/scene.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, unitWorks, type FireUnit } from '../ships/fire-units.ts';
import { mountBears, type MountFitting } from '../geometry/arcs.ts';
import { massDriverBears } from '../geometry/mass-driver.ts';
import { lineOfSight } from '../geometry/planets.ts';
import { rangeInches } from '../geometry/range.ts';
import { baseToHit, type DirectFireWeapon } from '../fire/weapon.ts';
import { nextLaunchRound } from '../missiles/launch.ts';
import type { WeaponMount } from '../ships/ship-class.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';

const fitting = (m: WeaponMount): MountFitting => (m.mounting === 'fixed' ? 'fixed' : m.arc === 'A' ? 'rearTurret' : 'forwardTurret');

/** Whether the unit may fire (or launch) at `target` from where the ship is now. */
export function unitBears(ship: VoidShip, unit: FireUnit, target: Point): boolean {
  const from = { position: ship.position, heading: ship.heading };
  return unit.mounts.some((m) => (m.weapon === 'massDriver' ? massDriverBears(from, target) : mountBears(fitting(m), from, target)));
}

/** The direct-fire weapon of a mount, for `baseToHit` (null for missile tubes). */
export function directWeapon(m: WeaponMount, dp: number): DirectFireWeapon | null {
  switch (m.weapon) {
    case 'laser':
      return { kind: 'laser', mark: m.mark as 1 | 2 | 3 | 4 | 5 };
    case 'massDriver':
      return { kind: 'massDriver', mark: m.mark as 4 | 5, dp };
    case 'blaster':
      return { kind: 'blaster', damage: { dice: 0, sides: 6, bonus: 0 } };
    case 'missileTube':
      return null;
  }
}

/** The unit's base to-hit on 1d10 (§2.35), or null for missile tubes. */
export function unitToHit(unit: FireUnit): number | null {
  const m = unit.mounts[0];
  const w = m ? directWeapon(m, m.dp) : null;
  return w ? baseToHit(w) : null;
}

/** Missiles left in the magazines feeding the unit. */
export function missilesLeft(ship: VoidShip, unit: FireUnit): number {
  const ids = new Set(unit.mounts.flatMap((m) => m.magazines ?? []));
  return ship.condition.magazines.filter((g) => ids.has(g.id) && g.dp > 0).reduce((n, g) => n + g.rounds, 0);
}

/** The first round the unit's tubes are loaded again (§2.351 every third round). */
export function tubesReadyRound(ship: VoidShip, unit: FireUnit): number {
  const last = Math.max(...unit.mounts.map((m) => ship.lastLaunch[m.id] ?? 0), ship.lastLaunch[unit.id] ?? 0);
  return nextLaunchRound({ lastLaunchRound: last > 0 ? last : null });
}

/** Why the unit cannot act now, or null when it can. */
export function unitUnavailable(state: VoidstrikerState, ship: VoidShip, unit: FireUnit): string | null {
  if (!unitWorks(ship, unit)) return 'destroyed';
  const fired = state.pending?.fired ?? [];
  if (state.stage === 'fire' && [unit.id, ...unit.mounts.map((m) => m.id)].some((id) => fired.includes(`${ship.id}/${id}`))) return 'has fired this round';
  if (unit.kind === 'tubes') {
    const ready = tubesReadyRound(ship, unit);
    if (ready > state.round) return `reloading until round ${ready}`;
    if (missilesLeft(ship, unit) <= 0) return 'magazines empty';
  }
  return null;
}

/** The ship's units that can act now. */
export function readyUnits(state: VoidstrikerState, ship: VoidShip): FireUnit[] {
  return fireUnits(classOf(ship)).filter((u) => unitUnavailable(state, ship, u) === null);
}

export interface TargetInfo {
  readonly id: string;
  readonly name: string;
  readonly position: Point;
  readonly isSalvo: boolean;
}

export interface TargetReading {
  readonly range: number;
  readonly inArc: boolean;
  /** Planets on the line of fire. */
  readonly blockedBy: readonly string[];
}

export function readTarget(state: VoidstrikerState, ship: VoidShip, unit: FireUnit, target: TargetInfo): TargetReading {
  const sight = lineOfSight(ship.position, target.position, state.planets);
  return { range: rangeInches(ship.position, target.position), inArc: unitBears(ship, unit, target.position), blockedBy: sight.clear ? [] : sight.blockedBy };
}
