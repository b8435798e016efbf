/**
 * Alternating steps (Metaverse p.21 "Control Step"; also p.19 "Starfighter Mission Step"):
 * one player performs a single action, then play alternates; "if both players pass in a row the step is complete".
 * Control Step: the player with more starships (not squadrons) begins. Judgement call (ruling A48): a tie is broken
 * by one labelled D6: 1–3 the first side named begins, 4–6 the second.
 */
import type { Dice } from '../../core/dice.ts';

export interface Alternation {
  /** The two sides in the order they act. */
  readonly order: readonly [string, string];
  /** Whose action it is; null once the step is over. */
  readonly toAct: string | null;
  readonly consecutivePasses: number;
  readonly actions: number;
}

export interface FirstPlayer {
  readonly first: string;
  readonly second: string;
  /** The tie-break die when the counts were equal. */
  readonly tieBreak?: { readonly roll: number; readonly firstIfAtMost: 3 };
}

/** Who begins: the side with more of `count` (starships for the Control Step); ties by a D6 (1–3 → side a). */
export function firstToAct(a: { side: string; count: number }, b: { side: string; count: number }, dice: Dice, what: string): FirstPlayer {
  if (a.count > b.count) return { first: a.side, second: b.side };
  if (b.count > a.count) return { first: b.side, second: a.side };
  const roll = dice.roll(`${what} first player tie (1-3 ${a.side}, 4-6 ${b.side})`, 6);
  return roll <= 3 ? { first: a.side, second: b.side, tieBreak: { roll, firstIfAtMost: 3 } } : { first: b.side, second: a.side, tieBreak: { roll, firstIfAtMost: 3 } };
}

export function startAlternation(first: FirstPlayer): Alternation {
  return { order: [first.first, first.second], toAct: first.first, consecutivePasses: 0, actions: 0 };
}

/** After `side` acts (or passes). Acting out of turn is a bug in the caller: check `toAct` first. */
export function afterAction(state: Alternation, side: string, passed: boolean): Alternation {
  if (state.toAct !== side) throw new Error(`${side} acted out of turn (expected ${String(state.toAct)})`);
  const passes = passed ? state.consecutivePasses + 1 : 0;
  const other = state.order[0] === side ? state.order[1] : state.order[0];
  return { ...state, consecutivePasses: passes, actions: state.actions + 1, toAct: passes >= 2 ? null : other };
}

export const alternationDone = (state: Alternation): boolean => state.toAct === null;
