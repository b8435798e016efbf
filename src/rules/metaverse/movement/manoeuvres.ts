/**
 * Advanced manoeuvres (book p.11–13 "Advanced Manoeuvres": Roll, Flip, Emergency Power; ruling A4).
 *
 * Every advanced manoeuvre costs 1 CP per squadron; paying is another module's job, so callers pass how many
 * manoeuvres were paid for and `validatePlot` checks the count.
 *
 * - RL: 2 thrust points, one from each side: port & starboard (square), or port-bow & starboard-stern, or
 *   port-stern & starboard-bow (hexagon). Judgement call: two different drives, one per side.
 * - FL: 2 points from bow-arc drives and 2 from stern-arc drives (several drives may pool). The book prints
 *   the code as "RL" by mistake (A4): the code is FL.
 * - EP: chosen drives give double thrust for the plot; after movement roll 1D6, +1 green, −1 veteran; on 4–6
 *   (modified) every doubled drive is disabled.
 */
import type { Dice } from '../../core/dice.ts';
import type { Action } from './assignment.ts';
import type { Directionality } from '../ships/directions.ts';
import type { CrewQuality } from '../ships/fleet.ts';

/** The drive demands of a Roll (p.11). */
export function rollAction(d: Directionality): Action {
  return {
    name: 'roll',
    options:
      d === 'square'
        ? [
            [
              { arcs: ['port'], points: 1 },
              { arcs: ['starboard'], points: 1 },
            ],
          ]
        : [
            [
              { arcs: ['port-bow'], points: 1 },
              { arcs: ['starboard-stern'], points: 1 },
            ],
            [
              { arcs: ['port-stern'], points: 1 },
              { arcs: ['starboard-bow'], points: 1 },
            ],
          ],
  };
}

/** The drive demands of a Flip (p.11): 2 bow-arc points and 2 stern-arc points. */
export const FLIP_ACTION: Action = {
  name: 'flip',
  options: [
    [
      { arcs: ['bow'], points: 2 },
      { arcs: ['stern'], points: 2 },
    ],
  ],
};

/** EP failure modifier (p.12, p.21): green +1, regular 0, veteran −1. */
export const emergencyPowerCrewMod = (crew: CrewQuality): number => (crew === 'green' ? 1 : crew === 'veteran' ? -1 : 0);

export interface EmergencyPowerCheck {
  readonly roll: number;
  readonly crewMod: number;
  readonly total: number;
  /** Modified total at or above which the doubled drives are disabled (4, p.12). */
  readonly failsOn: number;
  readonly failed: boolean;
  /** Drives disabled by the failure (every doubled drive), or none. */
  readonly disabledDrives: readonly string[];
}

/** Rolls the Emergency Power failure check after movement (p.12). */
export function rollEmergencyPower(dice: Dice, crew: CrewQuality, doubledDrives: readonly string[], who = 'squadron'): EmergencyPowerCheck {
  const roll = dice.roll(`Emergency Power failure ${who}`, 6);
  const crewMod = emergencyPowerCrewMod(crew);
  const total = roll + crewMod;
  const failed = total >= 4;
  return { roll, crewMod, total, failsOn: 4, failed, disabledDrives: failed ? [...doubledDrives] : [] };
}
