/**
 * The Movement Phase (Starmada 1.2 step 2, 3.3 p.16): the orders revealed, every ship moves at once, ships that
 * left the board keep the edges they crossed, ships that entered minefields are attacked (B.15),
 * asteroid fields attack the ships that crossed them (G.1); then the Fighter Phase if a flight is on the board, else combat.
 * Cloaks (B.5, movement/cloaking.ts) and hyperdrive warm-ups (B.10, movement/hyperdrive.ts) are settled with the
 * moves; their lines come first, as the book rolls them at the start of the phase. An undetected cloaked ship's
 * move is shown to its own side only.
 */
import { withShieldOrders } from '../notation/shield-clauses.ts';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { beginFighterPhase } from '../fighters/fighter-phase.ts';
import { exitEdgesOf } from '../movement/board-exit.ts';
import { boardObjects, floatState } from '../movement/floating-board.ts';
import { moveAllShips, type MovementEvent } from '../movement/move-all.ts';
import { settleCloaks } from '../movement/cloaking.ts';
import { warmUpHyperdrives } from '../movement/hyperdrive.ts';
import type { ShipOrders } from '../notation/ship-orders.ts';
import { removeOrphanSeekers } from '../seekers/activation.ts';
import type { StarmadaState } from '../state.ts';
import { asteroidFieldAttacks } from '../terrain/asteroid-fields.ts';
import { moveTerrainOf } from '../terrain/board-terrain.ts';
import { removeWrecks } from './end-phase.ts';
import { startCombat } from './combat.ts';
import { minefieldsAfterMovement } from '../combat/minefield-attacks.ts';
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
    {
      ships: state.ships,
      classes: state.classes,
      board: state.board,
      options: state.options,
      submissions: orders,
      exitEdges: exitEdgesOf(state),
      terrain: moveTerrainOf(state),
      fixedObjects: boardObjects(state),
      noTurns: state.storm === 'noTurns',
      ...(state.solarWind === undefined ? {} : { solarWind: state.solarWind }),
    },
    dice,
  );
  const edges = new Map(moved.events.flatMap((e) => (e.type === 'move' && e.leftBoard ? [[e.shipId, [...e.leftBoard.edges]] as const] : [])));
  const crossedEdges = moved.ships.map((s) => {
    const crossed = edges.get(s.id);
    return crossed ? { ...s, exitEdges: [...crossed] } : s;
  });
  const legal = (prefix: RegExp) => new Set(moved.events.flatMap((e) => (e.type === 'move' && !e.fallback && prefix.test(e.order) ? [e.shipId] : [])));
  // D.4: everything on the board floats with the ships, cloak markers included (settled from the floated board).
  const floated = moved.floated ? floatState(state, moved.floated) : state;
  const cloaks = settleCloaks(floated.ships, crossedEdges, legal(/(^|\/)C\//), state.board, dice);
  const warmed = warmUpHyperdrives(cloaks.ships, legal(/(^|\/)H\//), dice);
  // E.6, B.7, E.1: the shield choices in this turn's orders stand until the next Orders Phase.
  const shielded = withShieldOrders(warmed.ships, orders);
  // Standing choices given with the orders stand from now until changed (notation/standing.ts).
  const standing = shielded.map((s) => (orders[s.id] ? withStandingOrders(s, orders[s.id] as ShipOrders) : s));
  const next: StarmadaState = { ...floated, ships: standing, trails: moved.trails, revealedOrders: moved.revealedOrders };
  const events: GameEvent[] = [...cloaks.events, ...moved.events.map((e) => moveGameEvent(e, cloaks.detected)), ...warmed.events];
  // B.15: ships that entered hexes in or next to minefields are attacked; the damage takes effect at once.
  const mined = minefieldsAfterMovement(next, dice);
  const hazards = movementHazards(mined.state, dice);
  const after = afterMovement(hazards.state, dice);
  return { state: after.state, events: [...events, ...mined.events, ...hazards.events, ...after.events] };
}

/** Step 2c-i (p.14): asteroid fields attack the ships that crossed them (G.1); their wrecks go, and explode (E.3). */
export function movementHazards(state: StarmadaState, dice: Dice): Transition {
  const fields = asteroidFieldAttacks(state, dice);
  if (fields.events.length === 0) return fields;
  const wrecks = removeWrecks(fields.state, dice);
  return { state: wrecks.state, events: [...fields.events, ...wrecks.events] };
}

/** A move as a game event: an undetected cloaked ship's is its own side's only. */
export function moveGameEvent(e: MovementEvent, detected: ReadonlySet<string>): GameEvent {
  const secret = e.type === 'move' && e.visibleTo && !detected.has(e.shipId) ? { visibleTo: e.visibleTo } : {};
  return { type: e.type, text: e.text, ...secret, data: e };
}
