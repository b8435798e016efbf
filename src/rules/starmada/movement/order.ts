/**
 * A starship's movement orders as data (Starmada 3.1 p.15, 3.4 p.17, maneuver table p.16) and the numbers
 * that follow from them: speed, turns, slips.
 *
 * - Speed (3.1, 3.4, G.5, G.6): forward hexes + one per sideslip + orbit hexes + two per altitude change.
 *   Pivots, turns and prefixes add nothing.
 * - An order has exactly one normal form: prefixes in the book's table order (C H E Z @ T) without repeats,
 *   consecutive forward steps merged, zero-hex forward steps dropped, and a pivot of −3 written +3
 *   ("Pivots of +3 and −3 are identical", p.17).
 */

export const ORDER_PREFIXES = ['C', 'H', 'E', 'Z', '@', 'T'] as const;
export type OrderPrefix = (typeof ORDER_PREFIXES)[number];

/** What each prefix is, for messages: "Z/ (evasive action, D.3)". */
export const PREFIX_NAMES: Readonly<Record<OrderPrefix, { readonly name: string; readonly ref: string }>> = {
  C: { name: 'cloaking device', ref: 'B.5' },
  H: { name: 'hyperdrive warm-up', ref: 'B.10' },
  E: { name: 'emergency thrust', ref: 'D.1' },
  Z: { name: 'evasive action', ref: 'D.3' },
  '@': { name: 'roll', ref: 'D.7' },
  T: { name: 'towing', ref: 'D.9' },
};

export type TurnCode = 'P' | 'S';
export type SlipCode = 'L' | 'R';

export type OrderStep =
  | { readonly kind: 'forward'; readonly hexes: number }
  /** One hexside: P to port (counter-clockwise), S to starboard (clockwise). */
  | { readonly kind: 'turn'; readonly to: TurnCode }
  | { readonly kind: 'uTurn' }
  /** To the forward-left (L) or forward-right (R) hex, heading unchanged (3.4). */
  | { readonly kind: 'slip'; readonly to: SlipCode }
  /** G.5: orbit a planet for this many hexes. */
  | { readonly kind: 'orbit'; readonly hexes: number }
  /** G.6: climb (+1) or dive (−1) one altitude level while moving one hex forward. */
  | { readonly kind: 'altitude'; readonly change: 1 | -1 };

/** Pivot in hexsides at the end of movement: + clockwise, − counter-clockwise; the normal form writes −3 as +3. */
export type Pivot = -3 | -2 | -1 | 0 | 1 | 2 | 3;

export interface MoveOrder {
  readonly prefixes: readonly OrderPrefix[];
  readonly steps: readonly OrderStep[];
  readonly pivot: Pivot;
}

/** Slips made in a Movement Phase, remembered for the slip credit of 3.4 (same shape as `ShipState.lastSlips`). */
export interface SlipRecord {
  readonly dir: SlipCode | null;
  readonly count: number;
}

export const NO_SLIPS: SlipRecord = { dir: null, count: 0 };

/** Straight ahead at this speed, no prefixes: the order of a ship whose orders are illegal or missing (3.2). */
export function straightOrder(speed: number): MoveOrder {
  return { prefixes: [], steps: speed > 0 ? [{ kind: 'forward', hexes: speed }] : [], pivot: 0 };
}

export function hasPrefix(order: MoveOrder, prefix: OrderPrefix): boolean {
  return order.prefixes.includes(prefix);
}

/** Speed of the orders (3.1 p.15; slips 3.4 p.17; orbits G.5 p.56; altitude G.6 p.57: +2 each). */
export function orderSpeed(order: Pick<MoveOrder, 'steps'>): number {
  let speed = 0;
  for (const step of order.steps) {
    switch (step.kind) {
      case 'forward':
      case 'orbit':
        speed += step.hexes;
        break;
      case 'slip':
        speed += 1;
        break;
      case 'altitude':
        speed += 2;
        break;
      case 'turn':
      case 'uTurn':
        break;
    }
  }
  return speed;
}

/** Hexes the ship actually enters: an altitude change enters one hex although it counts 2 toward speed. */
export function hexesEntered(order: Pick<MoveOrder, 'steps'>): number {
  return order.steps.reduce((n, s) => n + (s.kind === 'forward' || s.kind === 'orbit' ? s.hexes : s.kind === 'slip' || s.kind === 'altitude' ? 1 : 0), 0);
}

export interface TurnCount {
  readonly port: number;
  readonly starboard: number;
  readonly uTurns: number;
}

export function countTurns(order: Pick<MoveOrder, 'steps'>): TurnCount {
  let port = 0;
  let starboard = 0;
  let uTurns = 0;
  for (const step of order.steps) {
    if (step.kind === 'turn') {
      if (step.to === 'P') port++;
      else starboard++;
    } else if (step.kind === 'uTurn') uTurns++;
  }
  return { port, starboard, uTurns };
}

export interface SlipCount {
  readonly left: number;
  readonly right: number;
}

export function countSlips(order: Pick<MoveOrder, 'steps'>): SlipCount {
  let left = 0;
  let right = 0;
  for (const step of order.steps) {
    if (step.kind === 'slip') {
      if (step.to === 'L') left++;
      else right++;
    }
  }
  return { left, right };
}

export function countAltitudeChanges(order: Pick<MoveOrder, 'steps'>): number {
  return order.steps.filter((s) => s.kind === 'altitude').length;
}

/** The slips these orders make, as remembered for next turn's credit; mixed slips (illegal) keep the first way. */
export function slipRecord(order: Pick<MoveOrder, 'steps'>): SlipRecord {
  const first = order.steps.find((s) => s.kind === 'slip');
  if (first?.kind !== 'slip') return NO_SLIPS;
  const { left, right } = countSlips(order);
  return { dir: first.to, count: first.to === 'L' ? left : right };
}

/** The normal form described in the module header. */
export function normaliseOrder(order: MoveOrder): MoveOrder {
  const steps: OrderStep[] = [];
  for (const step of order.steps) {
    if (step.kind === 'forward') {
      if (step.hexes === 0) continue;
      const last = steps[steps.length - 1];
      if (last?.kind === 'forward') steps[steps.length - 1] = { kind: 'forward', hexes: last.hexes + step.hexes };
      else steps.push(step);
    } else steps.push(step);
  }
  const prefixes = ORDER_PREFIXES.filter((p) => order.prefixes.includes(p));
  const pivot: Pivot = order.pivot === -3 ? 3 : order.pivot;
  return { prefixes, steps, pivot };
}
