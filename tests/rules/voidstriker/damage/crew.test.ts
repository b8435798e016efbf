import { expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { crewEffects, crewspaceCasualties } from '../../../../src/rules/voidstriker/damage/crew.ts';

const crew = { captain: 1, pilot: 1, gunners: 2, officers: 3, engineers: 23, medics: 2 };

// Voidstriker §2.362 Crew Casualties: captain lost halves TM, −3 to fire, freezes sensors.
test('crew effects and crewspace casualties', () => {
  expect(crewEffects({ ...crew, captain: 0 }, crew)).toMatchObject({ captainOut: true, fireModifier: -3, fireSlots: 3, repairAttempts: 3 });
  expect(crewEffects({ ...crew, captain: 0 }, { ...crew, captain: 0 }).captainOut).toBe(false);
  expect(crewspaceCasualties(crew, 2, scriptedDice([9, 10])).lost).toEqual(['engineers', 'medics']);
});
