/**
 * Rolling several d6 under one label, like `Dice.rollMany` (src/rules/core/dice.ts), in a plain loop: attacks roll
 * dice in hot loops (the statistics test runs 400,000 attacks) and `Array.from({ length })` costs several times
 * more than the dice themselves. Every die is still rolled and recorded through `Dice.roll`.
 */
import type { Dice } from '../../core/dice.ts';

export function rollDice(dice: Dice, label: string, count: number): number[] {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(dice.roll(label));
  return faces;
}
