/**
 * What a lock gives (Voidstriker §2.33, §2.35 "Sensors"): with at least one sensor tracking, the ship may fire
 * on the target (and launch missiles at it, §2.351); each doubling of the sensors tracking it adds +1 to hit:
 * +1 for two, +2 for four, +3 for eight. One sensor gives no bonus. Counts in between use floor(log2 n)
 * (ruling H5). The bonus is for weapons fire only: it does not help the lock roll itself (ruling C2).
 */
import { doublings } from './doubling.ts';

/** The to-hit bonus from `trackingSensors` working sensors locked on the target (0 when none or one). */
export function sensorToHitBonus(trackingSensors: number): number {
  return doublings(trackingSensors);
}
