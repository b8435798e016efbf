/**
 * Solar sails (Starmada B.21 p.37): the solar wind's direction is rolled before the game begins; in each Orders
 * Phase a solar-sailing ship's engine rating depends on its heading against that wind.
 *
 * - Heading against the wind (the opposite of the way it blows): the rating is cut by 50%, rounded up (5 → 3).
 * - Heading one hexside away from the wind (60° off the way it blows): +50%, rounded up (5 → 8).
 * - Any other heading (two hexsides off, as the book's ship C, or straight down the wind): unchanged. The book
 *   names only the first two cases, so straight downwind changes nothing [ruling 141].
 *
 * The wind is rolled on one die when the game is set up, from the game's seed (as S.5's asteroids are), only in a
 * game where some ship carries solar sails: die n blows toward direction n − 1 (1 north, 2 north-east … 6
 * north-west) [ruling 141]; deployment announces it. The sails change the
 * rating the orders may use (3.2), not the "current engine rating" that stacking and evasive action read (ruling 21).
 */
import { rngStateFromSeed, seededDice, type Dice } from '../../core/dice.ts';
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

/** Rolls the wind (B.21 "before the game begins"). */
export function rollSolarWind(dice: Dice): Direction {
  return direction(dice.roll('solar wind direction (B.21)') - 1);
}

/** The wind for a game with this seed, when some ship in it carries sails. */
export function solarWindFor(seed: string, classes: readonly ShipClass[]): Direction | undefined {
  return classes.some(hasSolarSails) ? rollSolarWind(seededDice(rngStateFromSeed(`${seed}/B.21 solar wind`))) : undefined;
}

/** "The solar wind blows toward S (die 4, B.21): …", said when the ships are deployed. */
export function solarWindText(wind: Direction): string {
  return `The solar wind blows toward ${DIRECTION_NAMES[wind]} (die ${wind + 1}, B.21): sailing ships heading into it have half their engine rating, one hexside off it half again.`;
}
