/**
 * Every place a ship can end its move in this game turn (Starmada 3.1–3.4 p.15–17, maneuver table p.16), each
 * with an order that takes it there: the "pick a space" picker offers these (docs/playing.md §9).
 *
 * How: a search over orders without prefixes (C/ H/ E/ Z/ @/ T/ change no end position, and the player may still
 * type them), one step at a time (a hex forward, a turn, a U-turn, a slip), merging orders that reach the same
 * position with the same speed, turns and slips (the engine requirement and every later step depend on nothing
 * else). Each order found is then given each pivot (3.4 p.17) and kept only if `validateOrder` accepts it and
 * `executeOrder` leaves the ship on the board: the book's own checks, not a copy of them.
 *
 * An end position is a hex and a facing. Of the orders reaching one, the one kept needs the least engine
 * requirement, then has no pivot (the ship keeps facing its heading), then is the shortest to write; ties go to
 * the first found, so the result is the same every time.
 */
import { hexEquals, type Direction, type Hex } from '../../core/hex.ts';
import { onBoard, type Board } from '../../core/offset.ts';
import type { StarmadaOptions } from '../options.ts';
import { makeOrder } from '../notation/movement.ts';
import { engineRequirement } from './engine-requirement.ts';
import { executeOrder, type MovingShip } from './execute.ts';
import { countSlips, countTurns, normaliseOrder, type MoveOrder, type OrderStep, type Pivot } from './order.ts';
import { validateOrder, type OrderExtras, type OrderShip } from './validate.ts';

export interface ReachableEnd {
  readonly at: Hex;
  readonly facing: Direction;
  readonly heading: Direction;
  readonly order: MoveOrder;
  /** The order's normal form, as the echo writes it: "2P2(4)". */
  readonly text: string;
  readonly requirement: number;
}

const STEPS: readonly OrderStep[] = [
  { kind: 'forward', hexes: 1 },
  { kind: 'turn', to: 'P' },
  { kind: 'turn', to: 'S' },
  { kind: 'uTurn' },
  { kind: 'slip', to: 'L' },
  { kind: 'slip', to: 'R' },
];
const PIVOTS: readonly Pivot[] = [0, 1, -1, 2, -2, 3];

/** Whether steps could still become legal orders (3.1, 3.4): turns one way and at most three, a lone U, slips one way. */
function maneuverOpen(steps: readonly OrderStep[]): boolean {
  const { port, starboard, uTurns } = countTurns({ steps });
  const { left, right } = countSlips({ steps });
  if (uTurns > 1 || (uTurns > 0 && port + starboard > 0) || (port > 0 && starboard > 0) || port + starboard > 3) return false;
  if (left > 0 && right > 0) return false;
  if (uTurns === 0 && port > 0 && right > 0) return false;
  return !(uTurns === 0 && starboard > 0 && left > 0);
}

/**
 * Whether no longer order can meet the engines: once the order turns, more hexes and slips only add to the
 * requirement (3.2 p.15); before, the requirement is at least the speed gained and the slips, less any slip credit.
 */
function beyondEngines(order: MoveOrder, ship: OrderShip): boolean {
  const { port, starboard, uTurns } = countTurns(order);
  const req = engineRequirement(order, ship);
  if (port + starboard + uTurns > 0) return req.total > ship.engineRating;
  const credit = ship.lastSlips.count;
  return req.speed - ship.prevSpeed - credit + req.slips > ship.engineRating;
}

/** The orders worth trying: one per (position, heading, speed, turns, slips), each searched once. */
function candidateOrders(ship: OrderShip & MovingShip, board: Board): MoveOrder[] {
  const keyOf = (at: Hex, heading: number, steps: readonly OrderStep[]): string => {
    const t = countTurns({ steps });
    const s = countSlips({ steps });
    const speed = engineRequirement({ prefixes: [], steps, pivot: 0 }, ship).speed;
    return [at.q, at.r, heading, speed, t.port, t.starboard, t.uTurns, s.left, s.right].join(',');
  };
  const seen = new Set<string>([keyOf(ship.at, ship.heading, [])]);
  const found: MoveOrder[] = [{ prefixes: [], steps: [], pivot: 0 }];
  for (let i = 0; i < found.length; i++) {
    const from = found[i] as MoveOrder;
    for (const step of STEPS) {
      const steps = [...from.steps, step];
      const order = normaliseOrder({ prefixes: [], steps, pivot: 0 });
      if (!maneuverOpen(steps) || beyondEngines(order, ship)) continue;
      const end = executeOrder(ship, order, board);
      if (end.status !== 'active') continue;
      const key = keyOf(end.at, end.heading, steps);
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(order);
    }
  }
  return found;
}

const better = (a: ReachableEnd, b: ReachableEnd): boolean =>
  a.requirement !== b.requirement ? a.requirement < b.requirement : (a.order.pivot === 0) !== (b.order.pivot === 0) ? a.order.pivot === 0 : a.text.length < b.text.length;

/** Every end position the ship can reach with legal orders this turn, one order each (see the module header). */
export function reachableEnds(ship: OrderShip & MovingShip, board: Board, options: StarmadaOptions, extras: OrderExtras = {}): ReachableEnd[] {
  const best = new Map<string, ReachableEnd>();
  for (const base of candidateOrders(ship, board)) {
    for (const pivot of PIVOTS) {
      const order = { ...base, pivot };
      const checked = validateOrder(order, ship, options, extras);
      if (!checked.ok) continue;
      const end = executeOrder(ship, order, board);
      if (end.status !== 'active' || !onBoard(board, end.at)) continue;
      const candidate: ReachableEnd = { at: end.at, facing: end.facing, heading: end.heading, order, text: makeOrder(order), requirement: checked.value.requirement.total };
      const key = `${end.at.q},${end.at.r},${end.facing}`;
      const held = best.get(key);
      if (!held || better(candidate, held)) best.set(key, candidate);
    }
  }
  return [...best.values()];
}

/** Whether `ends` hold a place at `at` (tests and the picker's checks). */
export const endsAt = (ends: readonly ReachableEnd[], at: Hex): ReachableEnd[] => ends.filter((e) => hexEquals(e.at, at));
