/**
 * The Movement Phase (Starmada 1.2 step 2, 3.3 p.16): the orders revealed, every ship moves at once, ships that
 * left the board keep the edges they crossed; then the Fighter Phase if a flight is on the board, else combat.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { beginFighterPhase } from '../fighters/fighter-phase.ts';
import { exitEdgesOf } from '../movement/board-exit.ts';
import { moveAllShips } from '../movement/move-all.ts';
import type { ShipOrders } from '../notation/ship-orders.ts';
import { removeOrphanSeekers } from '../seekers/activation.ts';
import type { StarmadaState } from '../state.ts';
import { startCombat } from './combat.ts';
import { continueFighters } from './fighters.ts';
import type { StarmadaSubmission } from '../submission.ts';
import type { Transition } from './transition.ts';
import { withStandingOrders } from '../notation/standing.ts';

/** After movement: the Fighter Phase if any flight is on the board, else combat. Seekers whose target left go first. */
export function afterMovement(state: StarmadaState, dice: Dice): Transition {
  const swept = removeOrphanSeekers(state);
  const begun = beginFighterPhase(swept.state, dice, { randomInitiative: state.options.randomFighterInitiative });
  if (!begun) {
    const combat = startCombat(swept.state, dice);
    return { state: combat.state, events: [...swept.events, ...combat.events] };
  }
  const fighters: StarmadaState = { ...begun.world, phase: { kind: 'fighters', order: [...begun.phase.order], next: begun.phase.next } };
  return continueFighters(fighters, dice, [...swept.events, ...begun.events]);
}

/** Resolves the orders step: all ships move (3.3), then play goes on (afterMovement). */
export function resolveMovement(state: StarmadaState, submissions: Readonly<Record<SeatId, StarmadaSubmission>>, dice: Dice): Transition {
  const orders: Record<string, ShipOrders> = {};
  for (const submission of Object.values(submissions)) if (submission.kind === 'orders') Object.assign(orders, submission.orders);
  const moved = moveAllShips(
    { ships: state.ships, classes: state.classes, board: state.board, options: state.options, submissions: orders, exitEdges: exitEdgesOf(state) },
    dice,
  );
  const edges = new Map(moved.events.flatMap((e) => (e.type === 'move' && e.leftBoard ? [[e.shipId, [...e.leftBoard.edges]] as const] : [])));
  const ships = moved.ships.map((s) => {
    const crossed = edges.get(s.id);
    return crossed ? { ...s, exitEdges: [...crossed] } : s;
  });
  // Standing choices given with the orders stand from now until changed (notation/standing.ts).
  const standing = ships.map((s) => (orders[s.id] ? withStandingOrders(s, orders[s.id] as ShipOrders) : s));
  const next: StarmadaState = { ...state, ships: standing, trails: moved.trails, revealedOrders: moved.revealedOrders };
  const events: GameEvent[] = moved.events.map((e) => ({ type: e.type, text: e.text, ...(e.type === 'move' && e.visibleTo ? { visibleTo: e.visibleTo } : {}), data: e }));
  const after = afterMovement(next, dice);
  return { state: after.state, events: [...events, ...after.events] };
}
