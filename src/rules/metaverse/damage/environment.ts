/**
 * Damage from terrain (book "Table & Terrain" > "Stars", "Asteroid Field", p.95–101; ruling A61).
 *
 * Stars, in the Repair Step, to each section: dwarf 1D6, giant 1D12, neutron star / pulsar / magnetar 1D12 treated
 * as Ionized; energy damage. A supernova-remnant nebula: 1D6 energy per turn to the arc facing the wind.
 * Asteroid field, each turn a ship is in it: kinetic, 1D10 per point of momentum (minimum 1D10; clusters 1D20);
 * the ship ignores as many dice as its current TR if positive; PD weapons shoot dice down at 10 PD per die.
 *
 * This module rolls the dice; the caller runs each result through the defences of the arc concerned
 * (resolveWeaponHit with a fixed profile). Judgement call: the book does not say whether asteroid dice are pulses;
 * each die is returned separately so either reading can be applied.
 */
import type { Dice } from '../../core/dice.ts';
import type { ShipDamageState } from './state.ts';

export type StarKind = 'dwarf' | 'giant' | 'neutron';

export interface StarRoll {
  readonly section: string;
  readonly roll: number;
  readonly ionized: boolean;
}

/** One roll per surviving section (A61: each section, energy). */
export function starRadiation(state: ShipDamageState, star: StarKind, dice: Dice): StarRoll[] {
  const sides = star === 'dwarf' ? 6 : 12;
  return state.sections
    .filter((s) => !s.destroyed)
    .map((s) => ({ section: s.id, roll: dice.roll(`star radiation (${star}): ${s.id}`, sides), ionized: star === 'neutron' }));
}

/** Supernova-remnant wind: 1D6 energy to the arc facing the wind. */
export const nebulaWind = (dice: Dice): number => dice.roll('supernova remnant wind', 6);

/** How many asteroid dice a ship takes: momentum (minimum 1) less its TR if positive, less 1 per 10 PD used. */
export function asteroidDiceCount(momentum: number, targetRating: number, pdUsed = 0): number {
  const dice = Math.max(1, Math.floor(momentum));
  return Math.max(0, dice - Math.max(0, targetRating) - Math.floor(Math.max(0, pdUsed) / 10));
}

export function rollAsteroidDamage(count: number, cluster: boolean, dice: Dice): { rolls: number[]; total: number } {
  const rolls = dice.rollMany(cluster ? 'asteroid cluster damage' : 'asteroid field damage', count, cluster ? 20 : 10);
  return { rolls, total: rolls.reduce((n, r) => n + r, 0) };
}
