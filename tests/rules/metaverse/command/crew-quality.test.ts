import { describe, expect, test } from 'vitest';
import { crewEffects } from '../../../../src/rules/metaverse/command/crew-quality.ts';

describe('crew quality effects', () => {
  // Metaverse p.21 "Crew Quality": green +1, veteran −1 to the Threat of opposing ships.
  test('Danger Close threat modifier', () => {
    expect([crewEffects('green'), crewEffects('regular'), crewEffects('veteran')].map((e) => e.dangerCloseThreat)).toEqual([1, 0, -1]);
  });

  // Metaverse p.12 "Emergency Power": "green crew +1, veteran crew −1"; p.13 RAM: green 6, regular 4–6, veteran 2–6.
  test('Emergency Power and RAM', () => {
    expect(crewEffects('green').emergencyPowerModifier).toBe(1);
    expect(crewEffects('veteran').emergencyPowerModifier).toBe(-1);
    expect([crewEffects('green'), crewEffects('regular'), crewEffects('veteran')].map((e) => e.ramAuthorisationMin)).toEqual([6, 4, 2]);
  });

  // Metaverse p.37 "Boarding": green D4, regular D6, veteran D8.
  test('boarding die', () => {
    expect([crewEffects('green'), crewEffects('regular'), crewEffects('veteran')].map((e) => e.boardingDie)).toEqual([4, 6, 8]);
  });
});
