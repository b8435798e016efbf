/**
 * Whether a ship's movement orders take it off the board, said before the Movement Phase (docs/playing.md §8: a default that
 * hurts is said before it happens). Starmada 3.3 p.16: "If a starship's movement orders cause its model to leave the
 * game board, it is immediately removed from play and the ship may not return. Unless scenario rules state
 * otherwise, ships leaving the board are considered destroyed". A ship without orders goes straight ahead at its
 * previous speed (3.2 p.15, ruling 52). The move is the Movement Phase's own (execute.ts `executeOrder`).
 *
 * Judgement call: towing (D.9) and stacking (p.16) are left out; a towed ship follows its tower, and stacking never
 * moves a ship off the board (stacking.ts).
 */
import { parseScenario } from '../setup/scenarios.ts';
import { deploymentEdges } from '../setup/deployment.ts';
import type { ShipState, SideId, StarmadaState } from '../state.ts';
import { executeOrder, fallbackOrder, type BoardEdge, type LeftBoard } from './execute.ts';
import type { MoveOrder } from './order.ts';

/**
 * The edges each side may leave by without loss: the defender by the attacker's edge in S.2 (p.59), by the edge
 * opposite the attacker in S.3 (p.60), by its own edge in S.7 (p.62); none otherwise.
 */
export function exitEdgesOf(state: StarmadaState): Partial<Record<SideId, BoardEdge[]>> {
  const scenario = parseScenario(state.scenario);
  const escape = scenario.ok ? scenario.value.escape : undefined;
  return escape ? { B: [deploymentEdges(state.board)[escape.edgeOf]] } : {};
}

/** Where `order` (undefined: the straight-ahead default) takes the ship off the board; null when it stays on. */
export function boardExit(state: StarmadaState, ship: ShipState, order: MoveOrder | undefined): LeftBoard | null {
  const move = order ?? fallbackOrder(ship);
  if (move.steps.some((s) => s.kind === 'orbit')) return null;
  return executeOrder(ship, move, state.board, exitEdgesOf(state)[ship.side] ?? []).leftBoard ?? null;
}

/** "⚠ leaves the board by the east edge: destroyed (3.3 p.16)", or that it escapes by an edge the scenario opens. */
export function boardExitText(exit: LeftBoard): string {
  const edge = `the ${exit.edges.join(' and ')} edge`;
  return exit.exited ? `leaves the board by ${edge}: it escapes, as the scenario allows` : `⚠ leaves the board by ${edge}: destroyed (3.3 p.16)`;
}
