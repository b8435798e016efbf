/**
 * Voidstriker effective Thrust Factor and Turn Mode after damage (§2.362 Thruster, Life Support, Bridge, Armor,
 * Crew Casualties).
 *
 * - Thrusters: a single thruster works at full strength until destroyed. In a set of 2 or 3, each lost thruster
 *   takes its share of the thrust (½, ⅓; floored, ruling F16) and 15° off the Turn Mode (minimum 5).
 *   With every thruster gone the ship cannot maneuver or accelerate.
 * - Captain lost (class that carries one): Turn Mode halved after the thruster losses (floor, minimum 5, F16).
 * - Pilot lost, crippled (armour < 0, bridge or [rec F5] power plant destroyed), out of control, or out of
 *   play: no maneuvering or acceleration (thrust 0, turn 0).
 * - Life support destroyed: no acceleration (thrust 0), but the ship may still turn.
 * "No maneuver" is Turn Mode 0: every plotted turn is then over the limit.
 */
import { isCrippled, isOutOfPlay, type ShipCondition } from '../damage/condition.ts';
import { crewEffects } from '../damage/crew.ts';
import type { ManoeuvreLimits } from '../movement/moving-ship.ts';
import type { ShipClass } from '../ships/ship-class.ts';

export const MIN_TURN_MODE = 5;

/** Thrust and Turn Mode left after thruster losses alone (§2.362 Thruster). */
export function thrusterLimits(ship: ShipClass, condition: ShipCondition): ManoeuvreLimits {
  const total = ship.thrusters.length;
  const working = condition.thrusters.filter((dp) => dp > 0).length;
  if (working === 0) return { thrustFactor: 0, turnMode: 0 };
  return {
    thrustFactor: Math.floor((ship.thrustFactor * working) / total),
    turnMode: Math.max(MIN_TURN_MODE, ship.turnMode - 15 * (total - working)),
  };
}

/** What the ship may use this round after all damage and crew effects (§2.362). */
export function effectiveLimits(ship: ShipClass, condition: ShipCondition): ManoeuvreLimits {
  const effects = crewEffects(condition.crew, ship.crew);
  if (isOutOfPlay(condition) || isCrippled(condition) || condition.outOfControl || effects.pilotOut) return { thrustFactor: 0, turnMode: 0 };
  const base = thrusterLimits(ship, condition);
  if (base.turnMode === 0) return base;
  const turnMode = effects.turnModeHalved ? Math.max(MIN_TURN_MODE, Math.floor(base.turnMode / 2)) : base.turnMode;
  // §2.362 Life Support: destroyed → no acceleration; facing changes and fire are still allowed.
  const thrustFactor = condition.lifeSupport.dp === 0 ? 0 : base.thrustFactor;
  return { thrustFactor, turnMode };
}
