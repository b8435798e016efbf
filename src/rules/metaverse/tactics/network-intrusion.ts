/**
 * Network Intrusion (Metaverse p.88 "Tactics"): a friendly and an enemy starship within 50 cm; both
 * players roll 1D20 and add the rating of one of their sensor systems; if the friendly total is HIGHER (a tie
 * fails), the friendly player disables a non-primary system of their choice on the enemy ship. The friendly sensor
 * system can do nothing else this turn.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

export const NETWORK_INTRUSION_RANGE_CM = 50;

export interface IntrusionSide {
  readonly shipId: string;
  /** Rating of the sensor system chosen (0 if the enemy has none working). */
  readonly sensorRating: number;
}

export interface IntrusionRoll {
  readonly shipId: string;
  readonly roll: number;
  readonly sensorRating: number;
  readonly total: number;
}

export interface IntrusionResult {
  readonly friendly: IntrusionRoll;
  readonly enemy: IntrusionRoll;
  /** True: the friendly player now picks a non-primary enemy system to disable. */
  readonly success: boolean;
}

export function resolveNetworkIntrusion(
  friendly: IntrusionSide,
  enemy: IntrusionSide,
  distanceCm: number,
  dice: Dice,
): Result<IntrusionResult, RuleError> {
  if (!(distanceCm <= NETWORK_INTRUSION_RANGE_CM)) {
    return err(metaverseError('ERR_INTRUSION_RANGE', `Network Intrusion needs the ships within ${NETWORK_INTRUSION_RANGE_CM} cm; pick a closer enemy.`));
  }
  const f = dice.roll(`network intrusion ${friendly.shipId} (1D20 + sensor ${friendly.sensorRating})`, 20);
  const e = dice.roll(`network intrusion defence ${enemy.shipId} (1D20 + sensor ${enemy.sensorRating})`, 20);
  const fr = { shipId: friendly.shipId, roll: f, sensorRating: friendly.sensorRating, total: f + friendly.sensorRating };
  const er = { shipId: enemy.shipId, roll: e, sensorRating: enemy.sensorRating, total: e + enemy.sensorRating };
  return ok({ friendly: fr, enemy: er, success: fr.total > er.total });
}
