/**
 * Tractor beams (Starmada B.24 p.38): made at the same time as the ship's other weapons, each beam attacks one tiny
 * target in an adjacent hex (a fighter flight, shuttle, seeker flight or minefield, ruling 22), in any direction:
 * one die, a 5 or 6 scores one hit, no modifiers. Beams may not attack ships. Each beam attacks a different target.
 * Used defensively in the Fighter Phase a beam hits only on a 6, and may not then be used again that turn.
 *
 * ruling 136: Salvo plays the offensive attack only; a beam is never fired defensively (a player choice inside the
 * Fighter Phase that would add an exchange to every fighter attack), so every beam is free for the Combat Phase.
 */
import type { Dice } from '../../core/dice.ts';

/** Hexes a tractor beam reaches: adjacent only (p.38). */
export const TRACTOR_RANGE = 1;

export interface TractorRoll {
  readonly face: number;
  readonly hit: boolean;
}

/** One beam's die: a hit on 5–6, or only on 6 in defensive fire (p.38). */
export function rollTractor(dice: Dice, label: string, defensive = false): TractorRoll {
  const face = dice.roll(label);
  return { face, hit: face >= (defensive ? 6 : 5) };
}
