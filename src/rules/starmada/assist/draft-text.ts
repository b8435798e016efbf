/**
 * A stored submission written back as the notation its step reads, so a draft can be edited as text and parsed
 * again: movement orders (notation/orders.ts), placements (notation/deployment.ts), fire (notation/fire.ts), a flight
 * activation (notation/flight-activation.ts) and weapon-loss choices (notation/losses.ts). Units come in fleet order.
 */
import { makeTags } from '../notation/tags.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { WeaponLoss } from '../combat/weapon-losses.ts';
import { makeFlightActivation } from '../notation/flight-activation.ts';
import { makeFire } from '../notation/fire.ts';
import { holdLines } from '../notation/fire-holds.ts';
import { makeShipOrders, type ShipOrders } from '../notation/ship-orders.ts';
import type { Placement } from '../setup/deployment.ts';
import { placementText } from '../notation/deployment.ts';
import type { StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';

/** One line per ship with an order: "Majestic: 2P2(4)", "Vigilant: T/3(3), tow Vigilant 2". */
export function ordersLines(state: StarmadaState, orders: Readonly<Record<string, ShipOrders>>): string[] {
  return state.ships.flatMap((ship) => {
    const o = orders[ship.id];
    return o === undefined ? [] : [`${ship.name}: ${makeShipOrders({ state, ship }, o)}`];
  });
}

/** One line per placed ship: "Majestic 0409 NE", the book-like form the draft and its modal start from. */
export function placementLines(state: StarmadaState, placements: readonly Placement[]): string[] {
  return state.ships.flatMap((s) => {
    const p = placements.find((x) => x.unitId === s.id);
    return p ? [`${s.name} ${placementText(state, p)}`] : [];
  });
}

/** "Laser Cannon (AB) 1, Fire Control 1": what notation/losses.ts reads back to the same losses. */
export function lossesText(state: StarmadaState, shipId: string, losses: readonly WeaponLoss[]): string {
  const ship = state.ships.find((s) => s.id === shipId);
  const cls = ship ? state.classes[ship.classId] : undefined;
  if (losses.length === 0) return 'auto';
  return losses
    .map((loss) => {
      if (loss.kind === 'equipment') return `${loss.system} ${loss.count}`;
      const battery = cls?.batteries[loss.battery];
      const bank = battery?.banks[loss.bank];
      return `${battery?.name ?? `battery ${loss.battery + 1}`}${bank ? ` (${bank.arcs})` : ''} ${loss.count}`;
    })
    .join(', ');
}

/** The whole submission as notation for its step. */
export function submissionText(state: StarmadaState, _seat: SeatId, submission: StarmadaSubmission): string {
  switch (submission.kind) {
    case 'deploy':
      return placementLines(state, submission.placements).join('\n');
    case 'orders':
      return ordersLines(state, submission.orders).join('\n');
    case 'fire':
      return [makeFire(state, submission.declarations, submission.probes ?? [], submission.systems), ...makeTags(state, submission.tags ?? []), ...holdLines(state, submission.held)]
        .filter((l) => l !== '')
        .join('\n');
    case 'flight':
      return submission.activation ? makeFlightActivation(state, submission.activation) : '';
    case 'losses':
      return state.ships
        .filter((s) => submission.choices[s.id] !== undefined)
        .map((s) => `${s.name}: ${lossesText(state, s.id, submission.choices[s.id] ?? [])}`)
        .join('\n');
  }
}
