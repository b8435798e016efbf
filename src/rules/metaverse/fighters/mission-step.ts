/**
 * Turn order of the Starfighter Mission Step (Metaverse p.19; ruling A48).
 *
 * "Starting with the player with more starfighter squadrons in play, the two players alternate conducting
 * missions. In the event of a tie, the starting player is determined randomly. A player may pass … If both
 * players pass in a row the step is completed."
 *
 * Judgement call: "in play" counts squadrons on the table (status 'space'), not those in hangars. A tie is broken
 * with one labelled d2 (1 = the first side listed, 2 = the second).
 */
import type { Dice } from '../../core/dice.ts';

export interface MissionFirstPlayer {
  readonly side: string;
  readonly counts: readonly { readonly side: string; readonly squadrons: number }[];
  /** The tie-break die, when one was needed. */
  readonly tieRoll?: number;
}

/** Who starts an alternating fighter sequence: more squadrons first, a random side on a tie (A48). */
export function firstBySquadronCount(a: { side: string; squadrons: number }, b: { side: string; squadrons: number }, dice: Dice, label: string): MissionFirstPlayer {
  const counts = [a, b];
  if (a.squadrons !== b.squadrons) return { side: a.squadrons > b.squadrons ? a.side : b.side, counts };
  const tieRoll = dice.roll(`${label}: tie, 1 = ${a.side}, 2 = ${b.side}`, 2);
  return { side: tieRoll === 1 ? a.side : b.side, counts, tieRoll };
}

export interface MissionStepState {
  readonly toAct: string;
  readonly other: string;
  /** Passes in a row. */
  readonly passes: number;
  readonly done: boolean;
  /** Messages taken so far (actions and passes), so each message is its own step for the game service. */
  readonly messages: number;
}

export function startMissionStep(first: string, second: string): MissionStepState {
  return { toAct: first, other: second, passes: 0, done: false, messages: 0 };
}

/** Records one action (`pass` or any mission action) by the side to act and hands the turn over. */
export function advanceMissionStep(state: MissionStepState, passed: boolean): MissionStepState {
  if (state.done) throw new Error('the mission step is already over');
  const passes = passed ? state.passes + 1 : 0;
  return { toAct: state.other, other: state.toAct, passes, done: passes >= 2, messages: state.messages + 1 };
}
