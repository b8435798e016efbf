/**
 * Tractor beams (Starmada B.24 p.38): made at the same time as the ship's other weapons, each beam attacks one tiny
 * target in an adjacent hex (a fighter flight, shuttle, seeker flight or minefield, ruling 22), in any direction:
 * one die, a 5 or 6 scores one hit, no modifiers. Beams may not attack ships. Each beam attacks a different target.
 * Used defensively in the Fighter Phase a beam hits only on a 6, and may not then be used again that turn.
 * Defensive fire: tractor-defence.ts, from the ship's standing "tractors defend <n>" (ruling 212).
 */
import type { Dice } from '../../core/dice.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { classOf } from './ship-condition.ts';
import { workingEquipment } from './ship-target.ts';

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

/** Beams used defensively this game turn (p.38: "only use each tractor beam once during the game turn"). */
export const tractorsUsedNow = (state: StarmadaState, ship: ShipState): number => (ship.tractorsUsed?.turn === state.turn ? ship.tractorsUsed.count : 0);

/** Working beams not yet used this game turn. */
export const freeTractorBeams = (state: StarmadaState, ship: ShipState): number => Math.max(0, workingEquipment(classOf(state, ship), ship, 'Tractor Beam') - tractorsUsedNow(state, ship));
