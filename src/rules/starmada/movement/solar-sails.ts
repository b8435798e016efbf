/**
 * Solar sails (Starmada B.21 p.37): the solar wind's direction is rolled before the game begins; in each Orders
 * Phase a solar-sailing ship's engine rating depends on its heading against that wind.
 *
 * - Heading against the wind (the opposite of the way it blows): the rating is cut by 50%, rounded up (5 → 3).
 * - Heading one hexside away from the wind (60° off the way it blows): +50%, rounded up (5 → 8).
 * - Any other heading (two hexsides off, as the book's ship C, or straight down the wind): unchanged. The book
 *   names only the first two cases, so straight downwind changes nothing [ruling 141].
 *
 * The wind is rolled on one die when the ships are deployed, only in a game where some ship carries solar sails:
 * die n blows toward direction n − 1 (1 north, 2 north-east … 6 north-west) [ruling 141]. The sails change the
 * rating the orders may use (3.2), not the "current engine rating" that stacking and evasive action read (ruling 21).
 */
import type { Dice } from '../../core/dice.ts';
import { direction, DIRECTION_NAMES, type Direction } from '../../core/hex.ts';
import { hasTrait } from '../ships/sheet-lookup.ts';
import type { ShipClass } from '../ships/schema.ts';

/** How the wind changed a sailing ship's rating this Orders Phase. */
export interface SailEffect {
  readonly wind: 'against' | 'beside';
  /** The rating before the wind. */
  readonly own: number;
  /** The rating the orders may use. */
  readonly rating: number;
}

export const hasSolarSails = (cls: ShipClass): boolean => hasTrait(cls, 'Solar Sails');

/** The wind's effect on a ship heading `heading` with rating `own`, or undefined when it changes nothing. */
export function sailEffect(heading: Direction, wind: Direction, own: number): SailEffect | undefined {
  const off = direction(heading - wind);
  if (off === 3) return { wind: 'against', own, rating: Math.ceil(own / 2) };
  if (off === 1 || off === 5) return { wind: 'beside', own, rating: Math.ceil(own * 1.5) };
  return undefined;
}

/** "5 halved heading into the solar wind". */
export function solarSailsText(effect: SailEffect): string {
  return effect.wind === 'against'
    ? `${effect.own} halved heading into the solar wind`
    : `${effect.own} raised by half sailing one hexside off the solar wind`;
}

/** Rolls the wind (B.21 "before the game begins"); the event says which way it blows. */
export function rollSolarWind(dice: Dice): { wind: Direction; text: string } {
  const roll = dice.roll('solar wind direction (B.21)');
  const wind = direction(roll - 1);
  return { wind, text: `The solar wind blows toward ${DIRECTION_NAMES[wind]} (die ${roll}, B.21): sailing ships heading into it have half their engine rating, one hexside off it half again.` };
}
