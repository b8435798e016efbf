/**
 * D.8 Sequential Movement (Starmada p.46–47): no orders are plotted ahead; ships move one at a time, each ship's
 * orders written and carried out together, knowing where the ships moved before it are.
 *
 * - The order of sides is fixed at the start of the Movement Phase: the ratio rule (the side with more ships starts;
 *   more than twice as many moves two at a time, and so on; a die breaks a tie), shared with 4.0 and 5.2
 *   (fighters/activation-order.ts); or, with random movement initiative, a deck with a card per ship, shuffled and
 *   flipped one card at a time (fighters/random-initiative.ts, the F.7 deck).
 * - A side may not pass; it chooses which of its ships moves. A slot whose side has no ship left to move (destroyed,
 *   or towed along already) passes.
 * - Play by post [ruling 180]: the side's next run of slots (its consecutive slots) is one step, owed by one seat: its
 *   owner may order any of the ships due, up to the run's length, and those not ordered wait for the next step. On a
 *   side of several seats the seats take the side's slots in turn, one slot a step.
 * - Ships ordered in one step move in fleet order, each settling in full (cloak, hyperdrive, minefields, asteroid
 *   fields, explosions) before the next [ruling 181].
 * - No activation is skipped as having no choice: any ship may still give standing or shield choices [ruling 186].
 */
import type { Dice } from '../../core/dice.ts';
import type { RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { starmadaError } from '../errors.ts';
import { activationOrder, formatSequence } from '../fighters/activation-order.ts';
import { randomInitiativeDeck } from '../fighters/random-initiative.ts';
import type { SequentialMovement, ShipState, SideId, StarmadaState } from '../state.ts';

/** The ships that move in the phase: every ship on the board (reserves, wrecks and ships gone are not counted). */
export const shipsToMove = (state: StarmadaState): ShipState[] => state.ships.filter((s) => s.status === 'active');

/** The phase's order of sides, and the line that tells it, with every die (p.46, p.47). */
export function sequentialOrder(state: StarmadaState, random: boolean, dice: Dice): { order: SideId[]; text: string } {
  const ships = shipsToMove(state);
  const countA = ships.filter((s) => s.side === 'A').length;
  const countB = ships.filter((s) => s.side === 'B').length;
  const counts = `side A has ${countA} ship${countA === 1 ? '' : 's'}, side B ${countB}`;
  if (random) {
    const order = randomInitiativeDeck(countA, countB, dice, 'D.8 random movement initiative');
    return { order, text: `Turn ${state.turn} movement, one ship at a time (D.8, random initiative p.47): ${counts} (red cards A, black B). The cards fall ${formatSequence(order)}.` };
  }
  const ratio = activationOrder(countA, countB, dice, 'D.8 sequential movement: who moves first (1-3 side A, 4-6 side B)');
  const tie = ratio.tieRoll === undefined ? '' : ` Equal numbers: die ${ratio.tieRoll}, side ${ratio.first} moves first.`;
  const perTurn = ratio.perTurn > 1 && countA > 0 && countB > 0 ? ` Side ${ratio.first} moves ${ratio.perTurn} ships at a time.` : '';
  return { order: [...ratio.sequence], text: `Turn ${state.turn} movement, one ship at a time (D.8 p.46): ${counts}. Order ${formatSequence(ratio.sequence)}.${tie}${perTurn}` };
}

/** Moved already in this sequential Movement Phase (never, outside one). */
export const hasMoved = (state: StarmadaState, shipId: string): boolean => state.phase.kind === 'orders' && (state.phase.sequential?.moved.includes(shipId) ?? false);

/** Ships of `side` still to move this phase. */
function unmoved(state: StarmadaState, seq: SequentialMovement, side: SideId): ShipState[] {
  return shipsToMove(state).filter((s) => s.side === side && !seq.moved.includes(s.id));
}

/** The first slot from `from` whose side still has a ship to move, or null when the phase is done. */
export function nextSlot(state: StarmadaState, seq: SequentialMovement, from: number): number | null {
  for (let i = from; i < seq.order.length; i++) if (unmoved(state, seq, seq.order[i] as SideId).length > 0) return i;
  return null;
}

/** Whose move it is: the seat, the ships it may order now, and how many of them (its run of slots). */
export interface MovementTurn {
  readonly side: SideId;
  readonly seat: SeatId;
  /** The seat's ships still to move, in fleet order. */
  readonly ships: readonly ShipState[];
  /** How many of them it moves in this step, at most. */
  readonly slots: number;
  /** The slot this step starts at (0-based). */
  readonly slot: number;
}

/** The open activation of a sequential Movement Phase, or null when none is open (module header, ruling 180). */
export function movementTurn(state: StarmadaState): MovementTurn | null {
  const seq = state.phase.kind === 'orders' ? state.phase.sequential : undefined;
  if (!seq) return null;
  const slot = nextSlot(state, seq, seq.next);
  if (slot === null) return null;
  const side = seq.order[slot] as SideId;
  const left = unmoved(state, seq, side);
  const seats = [...new Set(left.map((s) => s.seat))].sort();
  const taken = seq.order.slice(0, slot).filter((s) => s === side).length;
  const seat = seats[taken % seats.length] as SeatId;
  let run = 1;
  while (seats.length === 1 && seq.order[slot + run] === side) run++;
  const ships = left.filter((s) => s.seat === seat);
  return { side, seat, ships, slots: Math.min(run, ships.length), slot };
}

/** The ships a seat may order now: under D.8 those of the open activation (none if it is not the seat's), else all. */
export function orderableShips(state: StarmadaState, seat: SeatId): ShipState[] {
  const mine = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  if (state.phase.kind !== 'orders' || !state.phase.sequential) return mine;
  const turn = movementTurn(state);
  return turn?.seat === seat ? [...turn.ships] : [];
}

/**
 * The ships an activation moves: those ordered, else, when the seat sent none, the first ships due in fleet order,
 * as many as its slots, straight ahead at their last speed (3.2 p.15, ruling 52) [ruling 180].
 */
export function activationMovers(turn: MovementTurn, orders: Readonly<Record<string, unknown>>): ShipState[] {
  const ordered = turn.ships.filter((s) => orders[s.id] !== undefined);
  return ordered.length > 0 ? ordered : turn.ships.slice(0, turn.slots);
}

/** D.8's own refusals of an activation's orders: ships not due now, or more ships than the side moves now. */
export function activationProblems(state: StarmadaState, shipIds: readonly string[]): RuleError[] {
  const turn = movementTurn(state);
  if (!turn) return [];
  const name = (id: string): string => state.ships.find((s) => s.id === id)?.name ?? 'That ship';
  const due = turn.ships.map((s) => s.name).join(', ');
  const problems: RuleError[] = shipIds
    .filter((id) => !turn.ships.some((s) => s.id === id))
    .map((id) => {
      const moved = state.phase.kind === 'orders' && state.phase.sequential?.moved.includes(id);
      const why = moved ? 'has already moved this turn' : 'is not due to move now';
      return starmadaError('ERR_ORDERS_NOT_DUE', `${name(id)} ${why} (D.8 p.46): order ${due}.`, { unit: name(id) });
    });
  if (shipIds.length > turn.slots) {
    problems.push(starmadaError('ERR_ORDERS_TOO_MANY', `Side ${turn.side} moves ${turn.slots === 1 ? 'one ship' : `${turn.slots} ships`} now (D.8 p.46): write orders for ${turn.slots === 1 ? 'one' : `at most ${turn.slots}`} of ${due}; the others move later.`));
  }
  return problems;
}
