/**
 * FTL deviation (book p.15–17 warp and jump drives and their examples; rulings A46, A47).
 *
 * dev = 3D20 − the highest-rated sensor system (sensor array or fire control) on the ship.
 * - Warp: if dev is even the ship moves dev cm forward, if odd dev cm backward; parity is of the RESULT
 *   (p.16 example: 36 − 17 = 19, odd, backward). A result ≤ 0 gives no deviation (A46).
 * - Jump: if dev > 0 the ship moves dev cm in a random direction, facing unchanged. Direction by the point of
 *   a D8 (A47): judgement call, face 1 = north, then clockwise in 45° steps (face k → (k − 1) × 45°).
 */
import type { Dice } from '../../core/dice.ts';

export interface Deviation {
  readonly dice: readonly number[];
  readonly sum: number;
  readonly sensor: number;
  readonly dev: number;
}

/** Rolls 3D20 and subtracts the highest sensor rating. */
export function rollDeviation(dice: Dice, highestSensor: number, who = 'ship'): Deviation {
  const faces = dice.rollMany(`FTL deviation 3D20 ${who}`, 3, 20);
  const sum = faces.reduce((s, f) => s + f, 0);
  return { dice: faces, sum, sensor: highestSensor, dev: sum - highestSensor };
}

/** Signed forward distance of a warp deviation: + forward (even), − backward (odd), 0 if dev ≤ 0. */
export function warpDeviationCm(dev: number): number {
  if (dev <= 0) return 0;
  return dev % 2 === 0 ? dev : -dev;
}

export interface RandomDirection {
  readonly d8: number;
  /** Compass degrees. */
  readonly heading: number;
}

/** A random compass direction from a D8 (A47). */
export function rollDirection(dice: Dice, who = 'ship'): RandomDirection {
  const d8 = dice.roll(`jump deviation direction D8 ${who}`, 8);
  return { d8, heading: (d8 - 1) * 45 };
}
