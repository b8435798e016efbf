/**
 * An accepted draft read back (ux.md §2 "everything a player sends is echoed back normalised"; digest §3.4):
 * - Round plot: one line per ship in normal form with what it uses, thrust against the ship's (damaged) Thrust
 *   Factor (§2.31) and sensors against its working sensors (§2.33):
 *   "Kongo: thrust 4/2/0 · … · thrust 6 of 6, sensors 3 of 12 ✔", then a warning line when the plotted path
 *   enters a planet or leaves the playfield (path-warnings.ts).
 * - Fire step (firePerPhase): one line per order with range, arc and base to-hit now (§2.35), or "holds fire".
 */
import type { SeatId } from '../../core/rule-system.ts';
import { classOf, fireUnits, plotContext } from '../context.ts';
import type { PlotContext, ShipPlot } from '../plot/types.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import type { PhaseFire, VoidstrikerSubmission } from '../submission.ts';
import { readTarget, unitToHit } from './fire-info.ts';
import { targetsOf } from './fire-choices.ts';
import { pathWarnings } from './path-warnings.ts';
import { fireLineOf, shipLine } from './ship-text.ts';

function plotEcho(state: VoidstrikerState, ship: VoidShip, plot: ShipPlot, ctx: PlotContext): string[] {
  const limits = ctx.ships.find((s) => s.id === ship.id);
  const { accel, evasive, attack } = plot.manoeuvre.thrust;
  const thrust = accel + evasive + attack;
  const sensors = plot.sensors.reduce((n, a) => n + a.sensors, 0);
  const tf = limits?.thrustFactor ?? 0;
  const have = limits?.sensors ?? 0;
  const fits = thrust <= tf && sensors <= have;
  return [`${shipLine(plot, ctx)} · thrust ${thrust} of ${tf}, sensors ${sensors} of ${have} ${fits ? '✔' : '✘'}`, ...pathWarnings(state, ship, plot.manoeuvre)];
}

function fireEcho(state: VoidstrikerState, seat: SeatId, ship: VoidShip, orders: PhaseFire, ctx: PlotContext): string[] {
  const all = [...orders.fire, ...orders.launch];
  if (all.length === 0) return [`${ship.name}: holds fire`];
  const units = fireUnits(classOf(ship));
  const targets = targetsOf(state, seat);
  return all.map((o) => {
    const line = fireLineOf({ shipId: ship.id, fire: orders.fire.includes(o) ? [o] : [], launch: orders.launch.includes(o) ? [o] : [] }, ctx);
    const unit = units.find((u) => u.id === o.mount);
    const target = targets.find((t) => t.id === o.target);
    if (!unit || !target) return line;
    const r = readTarget(state, ship, unit, target);
    const toHit = unitToHit(unit);
    const parts = [line, `${r.range}"`, r.inArc ? 'in arc ✔' : 'not in arc ✘'];
    if (r.blockedBy.length > 0) parts.push(`blocked by ${r.blockedBy.join(', ')} ✘`);
    if (toHit !== null) parts.push(`to-hit ${toHit}+ before modifiers`);
    return parts.join(' · ');
  });
}

export function echo(state: VoidstrikerState, seat: SeatId, submission: VoidstrikerSubmission): string[] {
  const ctx = plotContext(state, seat);
  const shipOf = (id: string): VoidShip | undefined => state.ships.find((s) => s.id === id && s.seat === seat);
  switch (submission.kind) {
    case 'plot':
      return submission.plot.ships.flatMap((p) => {
        const ship = shipOf(p.shipId);
        return ship ? plotEcho(state, ship, p, ctx) : [];
      });
    case 'fire':
      return ctx.ships.flatMap((s) => {
        const ship = shipOf(s.id);
        const orders = submission.ships.find((o) => o.shipId === s.id) ?? { shipId: s.id, fire: [], launch: [] };
        return ship ? fireEcho(state, seat, ship, orders, ctx) : [];
      });
  }
}
