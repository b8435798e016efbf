import { expect, test } from 'vitest';
import { criticalEntry, tableEntry } from '../../../../src/rules/voidstriker/damage/tables.ts';

// Voidstriker §2.36 Damage Allocation Tables.
test('table rows', () => {
  expect([1, 5, 6, 8, 10].map((f) => tableEntry('surface', f))).toEqual(['noEffect', 'sensor', 'turret', 'cargo', 'generalOrAft']);
  expect(tableEntry('general', 9)).toBe('missileTube');
  expect(tableEntry('aft', 2)).toBe('powerPlant');
  expect(tableEntry('internal', 1)).toBe('bridge');
  expect(tableEntry('general', 6, { general: { 6: 'launchBay' } })).toBe('launchBay');
  expect([1, 4, 6].map(criticalEntry)).toEqual(['armor', 'crewKilled', 'vaporized']);
});
