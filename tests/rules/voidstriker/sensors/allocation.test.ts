import { describe, expect, test } from 'vitest';
import { checkSensorAllocation } from '../../../../src/rules/voidstriker/sensors/allocation.ts';

describe('sensor allocation', () => {
  // Voidstriker §2.33, §2.331, a worked case: the IJN MD (12 sensors) puts 3 on ECM against the DE and tracks with the rest.
  test('tracking and ECM share the working sensors', () => {
    const r = checkSensorAllocation(12, [
      { target: 'UNSN DE', sensors: 3, job: 'ecm' },
      { target: 'UNSN DE', sensors: 4, job: 'track' },
      { target: 'UNSN HC', sensors: 2, job: 'track' },
      { target: 'UNSN HC', sensors: 1, job: 'track' },
    ]);
    expect(r).toEqual({ ok: true, value: { tracking: { 'UNSN DE': 4, 'UNSN HC': 3 }, ecm: { 'UNSN DE': 3 }, used: 10, idle: 2 } });
  });

  // Ruling C5: a sensor cannot track and jam at once.
  test('more sensors than work is refused', () => {
    const r = checkSensorAllocation(2, [
      { target: 'X', sensors: 2, job: 'track' },
      { target: 'X', sensors: 1, job: 'ecm' },
    ]);
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_SENSORS_OVERCOMMITTED');
  });

  test('bad counts are errors', () => {
    const zero = checkSensorAllocation(2, [{ target: 'X', sensors: 0, job: 'track' }]);
    expect(zero.ok ? 'ok' : zero.error.code).toBe('ERR_SENSORS_BAD_ASSIGNMENT');
    const negative = checkSensorAllocation(-1, []);
    expect(negative.ok ? 'ok' : negative.error.code).toBe('ERR_SENSORS_BAD_COUNT');
    expect(checkSensorAllocation(0, [])).toEqual({ ok: true, value: { tracking: {}, ecm: {}, used: 0, idle: 0 } });
  });
});
