import { expect, test } from 'vitest';
import { hasTrait } from '../../../../src/rules/starmada/combat/combat-weapon.ts';

// Starmada p.10 / C.5 p.41: a battery's traits are listed by abbreviation.
test('hasTrait reads the abbreviations', () => {
  expect(hasTrait({ traits: ['Pr1', 'Acr'] }, 'Pr1')).toBe(true);
  expect(hasTrait({ traits: ['Pr1', 'Acr'] }, 'Pr2')).toBe(false);
});
