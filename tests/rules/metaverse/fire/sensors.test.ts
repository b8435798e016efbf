import { describe, expect, test } from 'vitest';
import { checkSensorPlan, fireControlRating } from '../../../../src/rules/metaverse/fire/sensors.ts';
import type { SensorArray, SensorAssignment } from '../../../../src/rules/metaverse/fire/sensors.ts';

const arrays: SensorArray[] = [
  { id: 'sen-1', kind: 'array', rating: 16, section: 'core', available: true },
  { id: 'sen-2', kind: 'array', rating: 12, section: 'bow', available: true },
  { id: 'loc-1', kind: 'local', rating: 10, section: 'stern', available: true },
];
const fc24 = { id: 'fc-1', rating: 24, links: ['sen-1', 'sen-2'], available: true };
const assign = (over: Partial<SensorAssignment> = {}): SensorAssignment => ({
  sensorId: 'sen-1',
  targetId: 'T1',
  mode: 'salvo',
  weapons: [{ weaponId: 'w-1', section: 'core', damageType: 'energy' }],
  inSensorArc: true,
  ...over,
});
const code = (r: ReturnType<typeof checkSensorPlan>): string => (r.ok ? 'ok' : r.error.code);

describe('sensor systems and fire modes', () => {
  // Metaverse p.53 "Fire Control > Example": one sensor of 24, or parts summing to 24;
  // no other sensor arrays while it is used.
  test('Fire Control example (p.54): Avenger rating 24 fire control', () => {
    const whole = checkSensorPlan({ fireControlParts: [{ id: 'fc-a', rating: 24 }], assignments: [assign({ sensorId: 'fc-a' })] }, arrays, fc24);
    expect(whole.ok && whole.value[0]?.sensorRating).toBe(24);
    const split = checkSensorPlan(
      {
        fireControlParts: [{ id: 'fc-a', rating: 14 }, { id: 'fc-b', rating: 10 }],
        assignments: [assign({ sensorId: 'fc-a' }), assign({ sensorId: 'fc-b', targetId: 'T2', weapons: [{ weaponId: 'w-2', section: 'core', damageType: 'kinetic' }] })],
      },
      arrays,
      fc24,
    );
    expect(split.ok && split.value.map((a) => a.sensorRating)).toEqual([14, 10]);
    expect(code(checkSensorPlan({ fireControlParts: [{ id: 'a', rating: 20 }, { id: 'b', rating: 5 }], assignments: [] }, arrays, fc24))).toBe('ERR_SENSOR_FC_SPLIT');
    expect(
      code(checkSensorPlan({ fireControlParts: [{ id: 'fc-a', rating: 24 }], assignments: [assign({ sensorId: 'sen-2', targetId: 'T2' })] }, arrays, fc24)),
    ).toBe('ERR_SENSOR_FC_EXCLUSIVE');
  });

  // Metaverse p.53: "While any sensor array is unavailable, the fire control's rating is reduced by the rating of
  // the sensor array."
  test('fire control loses unavailable arrays', () => {
    expect(fireControlRating(fc24, arrays.map((a) => (a.id === 'sen-2' ? { ...a, available: false } : a)))).toBe(12);
  });

  // Metaverse p.24 "All weapons fired at a single starship require a distinct sensor system"; p.53 one target each.
  test('one sensor per target, one target per sensor', () => {
    expect(code(checkSensorPlan({ assignments: [assign(), assign({ targetId: 'T2', weapons: [{ weaponId: 'w-2', section: 'core', damageType: 'energy' }] })] }, arrays, null))).toBe(
      'ERR_SENSOR_REUSED',
    );
    expect(
      code(checkSensorPlan({ assignments: [assign(), assign({ sensorId: 'sen-2', weapons: [{ weaponId: 'w-2', section: 'core', damageType: 'energy' }] })] }, arrays, null)),
    ).toBe('ERR_SENSOR_ONE_PER_TARGET');
    expect(code(checkSensorPlan({ assignments: [assign({ inSensorArc: false })] }, arrays, null))).toBe('ERR_SENSOR_ARC');
  });

  // Metaverse p.25 "Volley Fire" (one damage type; extra sensor) and "Surgical Fire" (one weapon, named system).
  test('volley and surgical groups', () => {
    const volley = assign({
      sensorId: 'sen-2',
      mode: 'volley',
      weapons: [
        { weaponId: 'w-2', section: 'core', damageType: 'energy' },
        { weaponId: 'w-3', section: 'core', damageType: 'kinetic' },
      ],
    });
    expect(code(checkSensorPlan({ assignments: [assign(), volley] }, arrays, null))).toBe('ERR_SENSOR_VOLLEY_MIXED');
    const okVolley = { ...volley, weapons: [volley.weapons[0]!, { weaponId: 'w-3', section: 'core', damageType: 'energy' as const }] };
    expect(code(checkSensorPlan({ assignments: [assign(), okVolley] }, arrays, null))).toBe('ok');
    const surgical = assign({ sensorId: 'sen-2', mode: 'surgical', weapons: [{ weaponId: 'w-2', section: 'core', damageType: 'energy' }] });
    expect(code(checkSensorPlan({ assignments: [surgical] }, arrays, null))).toBe('ERR_SENSOR_SURGICAL_SYSTEM');
    expect(code(checkSensorPlan({ assignments: [{ ...surgical, surgical: { systemId: 'ew-1', category: 'ew' } }] }, arrays, null))).toBe('ok');
  });

  // Metaverse p.53 "Local Sensor Array": only weapons in its own section.
  test('local sensor serves its own section only', () => {
    expect(code(checkSensorPlan({ assignments: [assign({ sensorId: 'loc-1' })] }, arrays, null))).toBe('ERR_SENSOR_LOCAL');
    expect(code(checkSensorPlan({ assignments: [assign({ sensorId: 'loc-1', weapons: [{ weaponId: 'w-9', section: 'stern', damageType: 'energy' }] })] }, arrays, null))).toBe('ok');
  });
});
