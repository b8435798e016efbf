/**
 * The draft's fire in short lines for the fire panel (core/assist.ts `fireSummary`): one per ship and target, what
 * fires at it and whether it can (book §2.33: a ship fires only at a target it tracks; in a fire step, only at one it
 * locked at the round's start): "Heavy Cruiser → Battlecruiser 2: 11 weapons · tracked by 1 sensor ✔".
 */
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { plotContext } from '../notation/context.ts';
import type { FireOrder } from '../notation/types.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import { lockNeed } from './fire-lock.ts';

/** Whether the ship can fire at the target, as the line's end says it. */
function lockText(state: VoidstrikerState, seat: SeatId, ship: VoidShip, targetId: string, name: string, draft: VoidstrikerSubmission): string {
  const need = lockNeed(state, seat, ship, targetId, draft);
  if (need.kind === 'tracked') return state.stage === 'fire' ? `locked by ${count(need.sensors, 'sensor')} ✔` : `tracked by ${count(need.sensors, 'sensor')} ✔`;
  // The rules' own reason: a free sensor to add, or why none can be (no free sensor, captain out, no lock this round).
  return need.kind === 'add' ? `cannot fire: ${ship.name} does not track ${name} (add ${need.added}) ✘` : `cannot fire: ${need.why} ✘`;
}

export function fireSummary(state: VoidstrikerState, seat: SeatId, draft: VoidstrikerSubmission): string[] {
  const ctx = plotContext(state, seat);
  const name = (id: string): string => ctx.targets.find((t) => t.id === id)?.name ?? 'a target gone';
  const orders = draft.kind === 'plot' ? draft.plot.ships : draft.ships;
  return orders.flatMap((o) => {
    const ship = state.ships.find((s) => s.id === o.shipId && s.seat === seat);
    if (!ship) return [];
    const all: { order: FireOrder; launch: boolean }[] = [...o.fire.map((order) => ({ order, launch: false })), ...o.launch.map((order) => ({ order, launch: true }))];
    return [...new Set(all.map((a) => a.order.target))].map((target) => {
      const at = all.filter((a) => a.order.target === target);
      const fire = at.filter((a) => !a.launch).length;
      const launch = at.length - fire;
      const what = [fire > 0 ? count(fire, 'weapon') : '', launch > 0 ? count(launch, 'missile launch', 'missile launches') : ''].filter((w) => w !== '').join(', ');
      return `${ship.name} → ${name(target)}: ${what} · ${lockText(state, seat, ship, target, name(target), draft)}`;
    });
  });
}
