/**
 * Command Step (Metaverse p.3 "Command Step"): every commander rolls its command dice
 * and sums them; "If a commander rolls less than the number of points left over from the previous turn, their CPs
 * for the turn is equal to the remainder from last turn", i.e. CP = max(roll, leftover). Leftovers never add.
 * The raw roll is kept separately because the loss check compares the raw roll (ruling A24).
 */
import type { Dice } from '../../core/dice.ts';
import { commandDice, type Commander } from './commanders.ts';

export interface CommandRoll {
  readonly commanderId: string;
  readonly sides: number;
  /** Each command die, in order. */
  readonly dice: readonly number[];
  /** Sum of the dice. */
  readonly roll: number;
  /** Unspent CPs from last turn (0 if none). */
  readonly leftover: number;
  /** CPs for this turn: max(roll, leftover). */
  readonly cp: number;
  /** True when the leftover, not the roll, set the CPs. */
  readonly keptLeftover: boolean;
}

/** CPs for the turn from a raw roll and last turn's unspent CPs (p.3). */
export function commandPoints(roll: number, leftover: number): number {
  return Math.max(roll, Math.max(0, leftover));
}

/** Rolls one commander's command dice, labelled "command dice <id>". */
export function rollCommander(commander: Commander, leftover: number, dice: Dice): CommandRoll {
  const { count, sides } = commandDice(commander);
  const faces = dice.rollMany(`command dice ${commander.id}`, count, sides);
  const roll = faces.reduce((a, b) => a + b, 0);
  const cp = commandPoints(roll, leftover);
  return { commanderId: commander.id, sides, dice: faces, roll, leftover: Math.max(0, leftover), cp, keptLeftover: cp > roll };
}

/** The whole Command Step for one fleet, commanders in the order given. `leftover` maps commander id → unspent CPs. */
export function rollCommandStep(
  commanders: readonly Commander[],
  leftover: Readonly<Record<string, number>>,
  dice: Dice,
): CommandRoll[] {
  return commanders.map((c) => rollCommander(c, leftover[c.id] ?? 0, dice));
}
