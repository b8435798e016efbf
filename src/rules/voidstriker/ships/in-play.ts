/**
 * A ship as the rules see it now: whether it is still in play (ruling G8), and what it can do
 * with the damage it has taken (§2.362) when it moves.
 */
import { isOutOfPlay } from '../damage/condition.ts';
import type { MovingShip } from '../movement/moving-ship.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import type { VoidShip } from '../state.ts';
import { classOf } from './library.ts';

/** The ship as the movement module moves it, with what it can do now (§2.362). */
export function movingShip(ship: VoidShip): MovingShip {
  const { id, position, vectorCounter, heading, drift } = ship;
  return { id, position, vectorCounter, heading, drift, limits: effectiveLimits(classOf(ship), ship.condition) };
}

/** In play: on the board and not destroyed, vaporised, crew-killed or blown up. */
export const inPlay = (ship: VoidShip): boolean => ship.status === 'active' && !isOutOfPlay(ship.condition);
