/**
 * An accepted draft read back (docs/playing.md §2 "everything a player sends is echoed back normalised"; notation/help.ts):
 * - Round plot: one line per ship in normal form, then, after " — ", what it uses: thrust against the ship's
 *   (damaged) Thrust Factor (§2.31) and sensors against its working sensors (§2.33):
 *   "Kongo: thrust 4/2/0 · … — thrust 6 of 6, sensors 3 of 12 ✔", a note for each fire or launch order whose
 *   target the ship does not track (it can never fire, §2.33), then a note line when the plotted path enters a
 *   planet or leaves the playfield (path-warnings.ts).
 * - Fire step (firePerPhase): one line per ship, its orders with range, arc, whether the target is locked (§2.33)
 *   and base to-hit now (§2.35), or "hold".
 * The part before " — " is the notation (core/echo-note.ts), so the lines pasted back read as the same submission.
 */
import { noteLine, withNotes } from '../../core/echo-note.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits } from '../ships/fire-units.ts';
import { plotContext } from '../notation/context.ts';
import type { FireOrder, PlotContext, ShipPlot } from '../notation/types.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import type { PhaseFire, VoidstrikerSubmission } from '../submission.ts';
import { readTarget, unitToHit } from './fire-info.ts';
import { targetsOf } from './fire-choices.ts';
import { pathWarnings } from './path-warnings.ts';
import { frozenSensors } from '../sequence/lock-on.ts';
import { fireLineOf, shipLine } from './ship-text.ts';

/**
 * "Mk-V mass driver cannot fire: Battlecruiser does not track Heavy Cruiser (add sensors 1>Heavy Cruiser)" for each
 * fire or launch order whose target the ship's sensors will not track: it can never lock it, so never fire (§2.33).
 * A ship whose captain is out tracks what it tracked last round, whatever the plot says (§2.362).
 */
function untracked(ship: VoidShip, plot: ShipPlot, ctx: PlotContext): string[] {
  const sensors = frozenSensors(ship, plot).sensors;
  const name = (id: string): string => ctx.targets.find((t) => t.id === id)?.name ?? 'its target';
  const mount = (id: string): string => ctx.ships.find((s) => s.id === ship.id)?.mounts.find((m) => m.id === id)?.name ?? 'A weapon';
  return [...plot.fire, ...plot.launch]
    .filter((o) => !sensors.some((a) => a.job === 'track' && a.target === o.target))
    .map((o) => `${mount(o.mount)} cannot fire: ${ship.name} does not track ${name(o.target)} (add sensors 1>${name(o.target)})`);
}

function plotEcho(state: VoidstrikerState, ship: VoidShip, plot: ShipPlot, ctx: PlotContext): string[] {
  const limits = ctx.ships.find((s) => s.id === ship.id);
  const { accel, evasive, attack } = plot.manoeuvre.thrust;
  const thrust = accel + evasive + attack;
  const sensors = plot.sensors.reduce((n, a) => n + a.sensors, 0);
  const tf = limits?.thrustFactor ?? 0;
  const have = limits?.sensors ?? 0;
  const fits = thrust <= tf && sensors <= have;
  const uses = `thrust ${thrust} of ${tf}, sensors ${sensors} of ${have} ${fits ? '✔' : '✘'}`;
  return [withNotes(shipLine(plot, ctx), [uses, ...untracked(ship, plot, ctx)]), ...pathWarnings(state, ship, plot.manoeuvre).map(noteLine)];
}

/** "17\" · in arc ✔ · hits on 5+ before modifiers" for one order, or nothing when its mount or target is gone. */
function orderNote(state: VoidstrikerState, seat: SeatId, ship: VoidShip, order: FireOrder): string {
  const unit = fireUnits(classOf(ship)).find((u) => u.id === order.mount);
  const target = targetsOf(state, seat).find((t) => t.id === order.target);
  if (!unit || !target) return '';
  const r = readTarget(state, ship, unit, target);
  const toHit = unitToHit(unit);
  const parts = [`${r.range}"`, r.inArc ? 'in arc ✔' : 'not in arc ✘'];
  // Locks were rolled at the start of the round (§2.33); an order at a target not locked cannot fire this round.
  if (state.pending && !(state.pending.locks[ship.id]?.[target.id] ?? 0)) parts.push('not locked this round ✘');
  if (r.blockedBy.length > 0) parts.push(`blocked by ${r.blockedBy.join(', ')} ✘`);
  if (toHit !== null) parts.push(`hits on ${toHit}+ before modifiers`);
  return parts.join(' · ');
}

/** The ship's orders on one line (the reader takes one block per ship), each order's reading in the notes. */
function fireEcho(state: VoidstrikerState, seat: SeatId, ship: VoidShip, orders: PhaseFire, ctx: PlotContext): string {
  const all = [...orders.fire, ...orders.launch];
  const line = fireLineOf(orders, ctx);
  if (all.length <= 1) return withNotes(line, all.map((o) => orderNote(state, seat, ship, o)));
  const mountName = (id: string): string => ctx.ships.find((s) => s.id === ship.id)?.mounts.find((m) => m.id === id)?.name ?? 'a mount';
  const notes = all.map((o) => `${mountName(o.mount)} ${orderNote(state, seat, ship, o)}`.trim());
  return withNotes(line, [notes.join('; ')]);
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
        return ship ? [fireEcho(state, seat, ship, orders, ctx)] : [];
      });
  }
}
