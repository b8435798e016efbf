/**
 * ECM (Voidstriker §2.331): sensors kept back for ECM against a named enemy subtract from that enemy's lock roll
 * against the jamming ship: −1 for one sensor, and another −1 per doubling (−2 for two, −3 for four, −4 for
 * eight). Counts in between use floor(log2 n) (ruling H5): 3 → −2, 5 → −3.
 */
import { doublings } from './doubling.ts';

/** The lock-roll modifier from `ecmSensors` sensors jamming the observer (0 when none). */
export function ecmModifier(ecmSensors: number): number {
  return ecmSensors >= 1 ? -(1 + doublings(ecmSensors)) : 0;
}
