/**
 * What a seat may order this round, read off the state: its ships with their damaged limits, the weapons each
 * can fire (a battery counts as one, §2.35 "one crewman fires a battery as one action"), and what it can track,
 * jam or shoot. The plot reader and the assist read orders against this.
 */
import type { SeatId } from '../../core/rule-system.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import { fireUnits, unitWorks } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import { classOf } from '../ships/library.ts';
import type { PlotContext, PlotMount, PlotShip } from './types.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';

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
