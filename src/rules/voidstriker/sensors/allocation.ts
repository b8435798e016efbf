/**
 * Sensor allocation (Voidstriker §2.33, §2.331): in the lock phase each working sensor gets one job, tracking a
 * target or ECM against a named enemy ("ECM must be assigned to specific enemies"). A ship must put at least one
 * sensor on every target it means to fire on.
 *
 * Judgement call (ruling C5, §2.331): a sensor cannot track and jam at once, so tracking plus ECM may not exceed the
 * working sensors. Unused sensors are allowed (the book does not force every sensor to work).
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { voidstrikerError } from '../errors.ts';

export interface SensorAssignment {
  /** What the sensors are aimed at: a ship or salvo name. */
  readonly target: string;
  readonly sensors: number;
  /** 'track' paints the target for fire; 'ecm' jams that enemy's lock rolls against this ship. */
  readonly job: 'track' | 'ecm';
}

export interface SensorAllocation {
  /** Sensors tracking each target (only targets with ≥ 1). */
  readonly tracking: Readonly<Record<string, number>>;
  /** Sensors on ECM against each enemy (only enemies with ≥ 1). */
  readonly ecm: Readonly<Record<string, number>>;
  readonly used: number;
  readonly idle: number;
}

/** Checks an allocation against the ship's working sensors and sums it per target and per job. */
export function checkSensorAllocation(workingSensors: number, assignments: readonly SensorAssignment[]): Result<SensorAllocation, RuleError> {
  if (!Number.isInteger(workingSensors) || workingSensors < 0)
    return err(voidstrikerError('ERR_SENSORS_BAD_COUNT', 'Working sensors must be a whole number, 0 or more.', { at: 'workingSensors' }));
  const tracking: Record<string, number> = {};
  const ecm: Record<string, number> = {};
  let used = 0;
  for (const [i, a] of assignments.entries()) {
    if (!Number.isInteger(a.sensors) || a.sensors < 1)
      return err(voidstrikerError('ERR_SENSORS_BAD_ASSIGNMENT', `Assign a whole number of sensors, 1 or more, to ${a.target}.`, { at: `assignments[${i}]` }));
    const pool = a.job === 'track' ? tracking : ecm;
    pool[a.target] = (pool[a.target] ?? 0) + a.sensors;
    used += a.sensors;
  }
  if (used > workingSensors)
    return err(
      voidstrikerError('ERR_SENSORS_OVERCOMMITTED', `${used} sensors assigned but only ${workingSensors} work.`, {
        suggestion: 'Each sensor either tracks one target or jams one enemy.',
      }),
    );
  return ok({ tracking, ecm, used, idle: workingSensors - used });
}
