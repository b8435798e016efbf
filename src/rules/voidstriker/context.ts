/**
 * What a seat may order this round, read off the state: its ships with their damaged limits, the weapons each
 * can fire (a battery counts as one, §2.35 "one crewman fires a battery as one action"), and what it can track,
 * jam or shoot. The plot notation (plot/), the assist and the round all use these, so a name means the same
 * thing everywhere.
 */
import type { SeatId } from '../core/rule-system.ts';
import { isOutOfPlay, type MountCondition } from './damage/condition.ts';
import { effectiveLimits } from './repair/limits.ts';
import { shipClassById } from './ships/library.ts';
import type { ShipClass, WeaponMount } from './ships/ship-class.ts';
import type { MovingShip } from './movement/moving-ship.ts';
import type { PlotContext, PlotMount, PlotShip } from './plot/types.ts';
import type { VoidShip, VoidstrikerState } from './state.ts';

export function classOf(ship: Pick<VoidShip, 'classId'>): ShipClass {
  const cls = shipClassById(ship.classId);
  if (!cls) throw new Error(`unknown Voidstriker class ${ship.classId}`);
  return cls;
}

/** The ship as the movement module moves it, with what it can do now (digest §4.10). */
export function movingShip(ship: VoidShip): MovingShip {
  const { id, position, vectorCounter, heading, drift } = ship;
  return { id, position, vectorCounter, heading, drift, limits: effectiveLimits(classOf(ship), ship.condition) };
}

/** In play: on the board and not destroyed, vaporised, crew-killed or blown up. */
export const inPlay = (ship: VoidShip): boolean => ship.status === 'active' && !isOutOfPlay(ship.condition);

/** A battery or a mount outside any battery: what one crewman fires in one action. */
export interface FireUnit {
  readonly id: string;
  readonly name: string;
  readonly kind: 'weapon' | 'tubes';
  /** The class's mounts in this unit. */
  readonly mounts: readonly WeaponMount[];
}

const SIZE = ['', '', 'Dual ', 'Triple ', 'Quad '];
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];
const WEAPON = { laser: 'laser', massDriver: 'mass driver', missileTube: 'missiles', blaster: 'blaster' } as const;

/** "Triple Mk-II laser turret", "Mk-V mass driver", "Quad Mk-I missiles" (a tube mount). */
export function mountLabel(m: WeaponMount): string {
  const size = m.weapon === 'missileTube' ? (m.count > 1 ? `${SIZE[m.count] ?? ''}` : '') : (SIZE[m.count] ?? '');
  const turret = m.mounting === 'turret' ? (m.arc === 'A' ? ' rear turret' : ' turret') : '';
  return `${size}Mk-${ROMAN[m.mark] ?? m.mark} ${WEAPON[m.weapon]}${turret}`;
}

export function fireUnits(cls: ShipClass): FireUnit[] {
  const units: FireUnit[] = [];
  for (const m of cls.mounts) {
    if (m.battery !== undefined) {
      if (units.some((u) => u.id === m.battery)) continue;
      const mounts = cls.mounts.filter((x) => x.battery === m.battery);
      units.push({ id: m.battery, name: `${mounts.length} × ${mountLabel(m)}`, kind: m.weapon === 'missileTube' ? 'tubes' : 'weapon', mounts });
    } else {
      units.push({ id: m.id, name: mountLabel(m), kind: m.weapon === 'missileTube' ? 'tubes' : 'weapon', mounts: [m] });
    }
  }
  // Names must tell the units apart: "Mk-IV laser (1)", "Mk-IV laser (2)".
  return units.map((u) => {
    const same = units.filter((x) => x.name === u.name);
    return same.length > 1 ? { ...u, name: `${u.name} (${same.indexOf(u) + 1})` } : u;
  });
}

/** The unit's mounts as they are now (DP left, 0 = destroyed). */
export function unitCondition(ship: VoidShip, unit: FireUnit): MountCondition[] {
  return unit.mounts.flatMap((m) => ship.condition.mounts.filter((c) => c.id === m.id));
}

/** A unit can act while any of its mounts works. */
export const unitWorks = (ship: VoidShip, unit: FireUnit): boolean => unitCondition(ship, unit).some((m) => m.dp > 0);

export function plotShip(ship: VoidShip): PlotShip {
  const cls = classOf(ship);
  const limits = effectiveLimits(cls, ship.condition);
  const mounts: PlotMount[] = fireUnits(cls)
    .filter((u) => unitWorks(ship, u))
    .map((u) => {
      const turrets = u.mounts.filter((m) => m.mounting === 'turret' && m.weapon === 'laser').length;
      return { id: u.id, name: u.name, kind: u.kind, ...(turrets > 0 ? { turrets } : {}) };
    });
  return { id: ship.id, name: ship.name, thrustFactor: limits.thrustFactor, turnMode: limits.turnMode, sensors: ship.condition.sensors, mounts };
}

/** The seat's ships in play, and every enemy ship and salvo in play as a target. */
export function plotContext(state: VoidstrikerState, seat: SeatId): PlotContext {
  const side = state.seats[seat]?.side;
  return {
    ships: state.ships.filter((s) => s.seat === seat && inPlay(s)).map(plotShip),
    targets: [
      ...state.ships.filter((s) => s.side !== side && inPlay(s)).map((s) => ({ id: s.id, name: s.name })),
      ...state.salvos.filter((s) => s.side !== side).map((s) => ({ id: s.id, name: `Salvo ${s.id.replace(/^S/, '')}` })),
    ],
  };
}
